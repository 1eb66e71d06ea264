; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.60", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.73", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.92", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.60" = type { %"class.std::optional.61" }
%"class.std::optional.61" = type { %"struct.std::_Optional_base.62" }
%"struct.std::_Optional_base.62" = type { %"struct.std::_Optional_payload.64" }
%"struct.std::_Optional_payload.64" = type { %"struct.std::_Optional_payload_base.base.69", i8 }
%"struct.std::_Optional_payload_base.base.69" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.73" = type { %"class.std::optional.74", %"class.std::optional.82" }
%"class.std::optional.74" = type { %"struct.std::_Optional_base.75" }
%"struct.std::_Optional_base.75" = type { %"struct.std::_Optional_payload.77" }
%"struct.std::_Optional_payload.77" = type { %"struct.std::_Optional_payload_base.base.79", [3 x i8] }
%"struct.std::_Optional_payload_base.base.79" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.82" = type { %"struct.std::_Optional_base.83" }
%"struct.std::_Optional_base.83" = type { %"struct.std::_Optional_payload.85" }
%"struct.std::_Optional_payload.85" = type { %"struct.std::_Optional_payload_base.base.87", [3 x i8] }
%"struct.std::_Optional_payload_base.base.87" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90" = type { %"class.std::optional.74", %"class.std::optional.82" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91" = type { %"class.std::optional.74", %"class.std::optional.82" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.92" = type { %"class.std::optional.93" }
%"class.std::optional.93" = type { %"struct.std::_Optional_base.94" }
%"struct.std::_Optional_base.94" = type { %"struct.std::_Optional_payload.96" }
%"struct.std::_Optional_payload.96" = type { %"struct.std::_Optional_payload_base.base.101", [7 x i8] }
%"struct.std::_Optional_payload_base.base.101" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.104" = type { %"class.std::optional.105" }
%"class.std::optional.105" = type { %"struct.std::_Optional_base.106" }
%"struct.std::_Optional_base.106" = type { %"struct.std::_Optional_payload.108" }
%"struct.std::_Optional_payload.108" = type { %"struct.std::_Optional_payload_base.base.116", [7 x i8] }
%"struct.std::_Optional_payload_base.base.116" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.110" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.110" = type { %"class.sycl::_V1::range.114" }
%"class.sycl::_V1::range.114" = type { %"class.sycl::_V1::detail::array.115" }
%"class.sycl::_V1::detail::array.115" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.119" = type { %"class.std::optional.120" }
%"class.std::optional.120" = type { %"struct.std::_Optional_base.121" }
%"struct.std::_Optional_base.121" = type { %"struct.std::_Optional_payload.123" }
%"struct.std::_Optional_payload.123" = type { %"struct.std::_Optional_payload_base.base.131", [7 x i8] }
%"struct.std::_Optional_payload_base.base.131" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.125" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.125" = type { %"class.sycl::_V1::range.129" }
%"class.sycl::_V1::range.129" = type { %"class.sycl::_V1::detail::array.130" }
%"class.sycl::_V1::detail::array.130" = type { [3 x i64] }
%"class.sycl::_V1::detail::HostKernelRef" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
%"class.sycl::_V1::detail::HostKernelRefBase" = type { %"class.sycl::_V1::detail::HostKernelBase" }
%"class.sycl::_V1::detail::HostKernelBase" = type { ptr }
%"class.sycl::_V1::span" = type { ptr, i64 }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
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
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.1" }
%"class.std::shared_ptr.1" = type { %"class.std::__shared_ptr.2" }
%"class.std::__shared_ptr.2" = type { ptr, %"class.std::__shared_count" }
%class.anon.4 = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.22" }
%"class.std::shared_ptr.22" = type { %"class.std::__shared_ptr.23" }
%"class.std::__shared_ptr.23" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.15" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.10" }
%"class.std::vector.10" = type { %"struct.std::_Vector_base.11" }
%"struct.std::_Vector_base.11" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.53 = type <{ ptr, i32, [4 x i8] }>
%"class.std::shared_ptr.57" = type { %"class.std::__shared_ptr.58" }
%"class.std::__shared_ptr.58" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.std::unique_ptr.45" = type { %"struct.std::__uniq_ptr_data.46" }
%"struct.std::__uniq_ptr_data.46" = type { %"class.std::__uniq_ptr_impl.47" }
%"class.std::__uniq_ptr_impl.47" = type { %"class.std::tuple.48" }
%"class.std::tuple.48" = type { %"struct.std::_Tuple_impl.49" }
%"struct.std::_Tuple_impl.49" = type { %"struct.std::_Head_base.52" }
%"struct.std::_Head_base.52" = type { ptr }

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V17handler4fillIiEEvPvRKT_m = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Lb0EEEvT0_S8_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6AddOneEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6AddOneEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

@.str = private unnamed_addr constant [13 x i8] c"usm_fill.cpp\00", align 1
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
@.str.5 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.6 = private unnamed_addr constant [60 x i8] c"_ZTSZN4sycl3_V17handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_\00", align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [8 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.9 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.10 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [106 x i8] c"N4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 59 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 0 }, i32 0, i32 0, i64 16, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 59 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 0 }, i32 0, i32 0, i64 16, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@.str.13 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"::AddOne\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.13, ptr @.str.14, i32 17, i32 45 }, align 8
@.str.15 = private unnamed_addr constant [12 x i8] c"_ZTS6AddOne\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6AddOneEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.15, i64 11 }, i32 1, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.13, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.14, i64 8 }, i32 17, i32 45, i64 8, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6AddOneEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [89 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant [38 x i8] c"N4sycl3_V16detail17HostKernelRefBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail17HostKernelRefBaseE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.17 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %5 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %6 = alloca %"class.sycl::_V1::span", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %13 = alloca %class.anon, align 8
  %14 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %15 = alloca %"class.std::function", align 8
  %16 = alloca i64, align 8
  %17 = alloca %"class.sycl::_V1::queue", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca ptr, align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::event", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %class.anon.4, align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #18
  %29 = icmp sgt i32 %0, 1
  br i1 %29, label %30, label %34

30:                                               ; preds = %2
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !5
  %33 = tail call i64 @strtoul(ptr nocapture noundef %32, ptr noundef null, i32 noundef 10) #18
  br label %34

34:                                               ; preds = %2, %30
  %35 = phi i64 [ %33, %30 ], [ 256, %2 ]
  store i64 %35, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #18
  %36 = getelementptr inbounds i8, ptr %18, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %36, i8 0, i64 24, i1 false)
  store i64 8, ptr %18, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #18
  %37 = getelementptr inbounds i8, ptr %15, i64 16
  %38 = getelementptr inbounds i8, ptr %15, i64 24
  %39 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 0, ptr %39, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %15, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %38, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %37, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %40 unwind label %48

40:                                               ; preds = %34
  %41 = load ptr, ptr %37, align 8, !tbaa !14
  %42 = icmp eq ptr %41, null
  br i1 %42, label %58, label %43

43:                                               ; preds = %40
  %44 = invoke noundef zeroext i1 %41(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %58 unwind label %45

45:                                               ; preds = %43
  %46 = landingpad { ptr, i32 }
          catch ptr null
  %47 = extractvalue { ptr, i32 } %46, 0
  call void @__clang_call_terminate(ptr %47) #19
  unreachable

48:                                               ; preds = %34
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = load ptr, ptr %37, align 8, !tbaa !14
  %51 = icmp eq ptr %50, null
  br i1 %51, label %57, label %52

52:                                               ; preds = %48
  %53 = invoke noundef zeroext i1 %50(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %57 unwind label %54

54:                                               ; preds = %52
  %55 = landingpad { ptr, i32 }
          catch ptr null
  %56 = extractvalue { ptr, i32 } %55, 0
  call void @__clang_call_terminate(ptr %56) #19
  unreachable

57:                                               ; preds = %52, %48
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #18
  br label %460

58:                                               ; preds = %43, %40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #18
  %59 = load ptr, ptr %36, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %18, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !17
  %62 = icmp eq ptr %59, %61
  br i1 %62, label %97, label %63

63:                                               ; preds = %58, %92
  %64 = phi ptr [ %93, %92 ], [ %59, %58 ]
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !18
  %67 = icmp eq ptr %66, null
  br i1 %67, label %92, label %68

68:                                               ; preds = %63
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load atomic i64, ptr %69 acquire, align 8
  %71 = icmp eq i64 %70, 4294967297
  %72 = trunc i64 %70 to i32
  br i1 %71, label %73, label %81

73:                                               ; preds = %68
  store i32 0, ptr %69, align 8, !tbaa !20
  %74 = getelementptr inbounds i8, ptr %66, i64 12
  store i32 0, ptr %74, align 4, !tbaa !23
  %75 = load ptr, ptr %66, align 8, !tbaa !24
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  %77 = load ptr, ptr %76, align 8
  call void %77(ptr noundef nonnull align 8 dereferenceable(16) %66) #18
  %78 = load ptr, ptr %66, align 8, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %78, i64 24
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %66) #18
  br label %92

81:                                               ; preds = %68
  %82 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %86, label %84

84:                                               ; preds = %81
  %85 = add nsw i32 %72, -1
  store i32 %85, ptr %69, align 4, !tbaa !27
  br label %88

86:                                               ; preds = %81
  %87 = atomicrmw volatile add ptr %69, i32 -1 acq_rel, align 4
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %72, %84 ], [ %87, %86 ]
  %90 = icmp eq i32 %89, 1
  br i1 %90, label %91, label %92, !prof !28

91:                                               ; preds = %88
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %66) #18
  br label %92

92:                                               ; preds = %91, %88, %73, %63
  %93 = getelementptr inbounds i8, ptr %64, i64 16
  %94 = icmp eq ptr %93, %61
  br i1 %94, label %95, label %63, !llvm.loop !29

95:                                               ; preds = %92
  %96 = load ptr, ptr %36, align 8, !tbaa !15
  br label %97

97:                                               ; preds = %95, %58
  %98 = phi ptr [ %96, %95 ], [ %59, %58 ]
  %99 = icmp eq ptr %98, null
  br i1 %99, label %106, label %100

100:                                              ; preds = %97
  %101 = getelementptr inbounds i8, ptr %18, i64 24
  %102 = load ptr, ptr %101, align 8, !tbaa !31
  %103 = ptrtoint ptr %102 to i64
  %104 = ptrtoint ptr %98 to i64
  %105 = sub i64 %103, %104
  call void @_ZdlPvm(ptr noundef nonnull %98, i64 noundef %105) #20
  br label %106

106:                                              ; preds = %97, %100
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #18
  %107 = load i64, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #18
  store ptr @.str, ptr %21, align 8, !tbaa !32, !alias.scope !34
  %108 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %108, align 8, !tbaa !37, !alias.scope !34
  %109 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 15, ptr %109, align 8, !tbaa !38, !alias.scope !34
  %110 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 17, ptr %110, align 4, !tbaa !39, !alias.scope !34
  %111 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %107, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %112 unwind label %422

112:                                              ; preds = %106
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #18
  %113 = getelementptr inbounds i8, ptr %20, i64 8
  %114 = load ptr, ptr %113, align 8, !tbaa !15
  %115 = getelementptr inbounds i8, ptr %20, i64 16
  %116 = load ptr, ptr %115, align 8, !tbaa !17
  %117 = icmp eq ptr %114, %116
  br i1 %117, label %152, label %118

118:                                              ; preds = %112, %147
  %119 = phi ptr [ %148, %147 ], [ %114, %112 ]
  %120 = getelementptr inbounds i8, ptr %119, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !18
  %122 = icmp eq ptr %121, null
  br i1 %122, label %147, label %123

123:                                              ; preds = %118
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load atomic i64, ptr %124 acquire, align 8
  %126 = icmp eq i64 %125, 4294967297
  %127 = trunc i64 %125 to i32
  br i1 %126, label %128, label %136

128:                                              ; preds = %123
  store i32 0, ptr %124, align 8, !tbaa !20
  %129 = getelementptr inbounds i8, ptr %121, i64 12
  store i32 0, ptr %129, align 4, !tbaa !23
  %130 = load ptr, ptr %121, align 8, !tbaa !24
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  %132 = load ptr, ptr %131, align 8
  call void %132(ptr noundef nonnull align 8 dereferenceable(16) %121) #18
  %133 = load ptr, ptr %121, align 8, !tbaa !24
  %134 = getelementptr inbounds i8, ptr %133, i64 24
  %135 = load ptr, ptr %134, align 8
  call void %135(ptr noundef nonnull align 8 dereferenceable(16) %121) #18
  br label %147

136:                                              ; preds = %123
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %141, label %139

139:                                              ; preds = %136
  %140 = add nsw i32 %127, -1
  store i32 %140, ptr %124, align 4, !tbaa !27
  br label %143

141:                                              ; preds = %136
  %142 = atomicrmw volatile add ptr %124, i32 -1 acq_rel, align 4
  br label %143

143:                                              ; preds = %141, %139
  %144 = phi i32 [ %127, %139 ], [ %142, %141 ]
  %145 = icmp eq i32 %144, 1
  br i1 %145, label %146, label %147, !prof !28

146:                                              ; preds = %143
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %121) #18
  br label %147

147:                                              ; preds = %146, %143, %128, %118
  %148 = getelementptr inbounds i8, ptr %119, i64 16
  %149 = icmp eq ptr %148, %116
  br i1 %149, label %150, label %118, !llvm.loop !29

150:                                              ; preds = %147
  %151 = load ptr, ptr %113, align 8, !tbaa !15
  br label %152

152:                                              ; preds = %150, %112
  %153 = phi ptr [ %151, %150 ], [ %114, %112 ]
  %154 = icmp eq ptr %153, null
  br i1 %154, label %161, label %155

155:                                              ; preds = %152
  %156 = getelementptr inbounds i8, ptr %20, i64 24
  %157 = load ptr, ptr %156, align 8, !tbaa !31
  %158 = ptrtoint ptr %157 to i64
  %159 = ptrtoint ptr %153 to i64
  %160 = sub i64 %158, %159
  call void @_ZdlPvm(ptr noundef nonnull %153, i64 noundef %160) #20
  br label %161

161:                                              ; preds = %152, %155
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #18
  store ptr %111, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #18
  store ptr @.str, ptr %23, align 8, !tbaa !32, !alias.scope !40
  %162 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %162, align 8, !tbaa !37, !alias.scope !40
  %163 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 16, ptr %163, align 8, !tbaa !38, !alias.scope !40
  %164 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 3, ptr %164, align 4, !tbaa !39, !alias.scope !40
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  store ptr %19, ptr %13, align 8, !noalias !43
  %165 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %16, ptr %165, align 8, !noalias !43
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #18, !noalias !43
  store ptr %13, ptr %14, align 8, !tbaa !46, !noalias !43
  %166 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %166, align 8, !tbaa !48, !noalias !43
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #18, !noalias !49
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %167 unwind label %424

167:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #18, !noalias !49
  store i32 0, ptr %12, align 4, !tbaa !52, !noalias !49
  %168 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %169 unwind label %174, !noalias !49

169:                                              ; preds = %167
  %170 = getelementptr inbounds i8, ptr %11, i64 8
  %171 = load i8, ptr %170, align 8, !tbaa !55, !range !58, !noalias !49, !noundef !59
  %172 = trunc nuw i8 %171 to i1
  %173 = xor i1 %172, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 8 dereferenceable(24) %168, i1 noundef zeroext %173)
          to label %176 unwind label %174

174:                                              ; preds = %169, %167
  %175 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18, !noalias !49
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #18, !noalias !49
  br label %426

176:                                              ; preds = %169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #18, !noalias !49
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #18, !noalias !49
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #18, !noalias !43
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  %177 = getelementptr inbounds i8, ptr %22, i64 8
  %178 = load ptr, ptr %177, align 8, !tbaa !18
  %179 = icmp eq ptr %178, null
  br i1 %179, label %204, label %180

180:                                              ; preds = %176
  %181 = getelementptr inbounds i8, ptr %178, i64 8
  %182 = load atomic i64, ptr %181 acquire, align 8
  %183 = icmp eq i64 %182, 4294967297
  %184 = trunc i64 %182 to i32
  br i1 %183, label %185, label %193

185:                                              ; preds = %180
  store i32 0, ptr %181, align 8, !tbaa !20
  %186 = getelementptr inbounds i8, ptr %178, i64 12
  store i32 0, ptr %186, align 4, !tbaa !23
  %187 = load ptr, ptr %178, align 8, !tbaa !24
  %188 = getelementptr inbounds i8, ptr %187, i64 16
  %189 = load ptr, ptr %188, align 8
  call void %189(ptr noundef nonnull align 8 dereferenceable(16) %178) #18
  %190 = load ptr, ptr %178, align 8, !tbaa !24
  %191 = getelementptr inbounds i8, ptr %190, i64 24
  %192 = load ptr, ptr %191, align 8
  call void %192(ptr noundef nonnull align 8 dereferenceable(16) %178) #18
  br label %204

193:                                              ; preds = %180
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %198, label %196

196:                                              ; preds = %193
  %197 = add nsw i32 %184, -1
  store i32 %197, ptr %181, align 4, !tbaa !27
  br label %200

198:                                              ; preds = %193
  %199 = atomicrmw volatile add ptr %181, i32 -1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %196
  %201 = phi i32 [ %184, %196 ], [ %199, %198 ]
  %202 = icmp eq i32 %201, 1
  br i1 %202, label %203, label %204, !prof !28

203:                                              ; preds = %200
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %178) #18
  br label %204

204:                                              ; preds = %203, %200, %185, %176
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #18
  %205 = load i64, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #18
  %206 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr %206, ptr %25, align 8, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #18, !noalias !62
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !62
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #18, !noalias !62
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %10, ptr noundef nonnull align 8 dereferenceable(24) %9)
          to label %207 unwind label %428

207:                                              ; preds = %204
  %208 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %10)
          to label %209 unwind label %249, !noalias !62

209:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !noalias !62
  store i64 %205, ptr %7, align 8, !noalias !69
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #18, !noalias !69
  store ptr %7, ptr %8, align 8, !tbaa !72, !noalias !69
  %210 = getelementptr inbounds i8, ptr %8, i64 8
  %211 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %210, i8 0, i64 16, i1 false), !noalias !69
  store i64 1, ptr %211, align 8, !tbaa !74, !noalias !69
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6), !noalias !69
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #18, !noalias !75
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %208)
          to label %212 unwind label %249, !noalias !62

212:                                              ; preds = %209
  %213 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !75
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %215, label %223, !prof !78

215:                                              ; preds = %212
  %216 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info) #18, !noalias !75
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %223, label %218

218:                                              ; preds = %215
  %219 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6AddOneEE)
          to label %220 unwind label %221, !noalias !75

220:                                              ; preds = %218
  store ptr %219, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !75
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info) #18, !noalias !75
  br label %223

221:                                              ; preds = %218
  %222 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info) #18, !noalias !75
  br label %247

223:                                              ; preds = %220, %215, %212
  %224 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6AddOneEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !75
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %4) #18, !noalias !75
  %225 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 0, ptr %225, align 8, !tbaa !79, !alias.scope !81, !noalias !75
  %226 = getelementptr inbounds i8, ptr %4, i64 18
  store i8 0, ptr %226, align 2, !tbaa !86, !alias.scope !81, !noalias !75
  %227 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %227, align 4, !tbaa !88, !alias.scope !81, !noalias !75
  %228 = getelementptr inbounds i8, ptr %4, i64 28
  store i8 0, ptr %228, align 4, !tbaa !90, !alias.scope !81, !noalias !75
  %229 = getelementptr inbounds i8, ptr %4, i64 36
  store i8 0, ptr %229, align 4, !tbaa !92, !alias.scope !81, !noalias !75
  %230 = getelementptr inbounds i8, ptr %4, i64 44
  store i8 0, ptr %230, align 4, !tbaa !90, !alias.scope !81, !noalias !75
  %231 = getelementptr inbounds i8, ptr %4, i64 52
  store i8 0, ptr %231, align 4, !tbaa !92, !alias.scope !81, !noalias !75
  %232 = getelementptr inbounds i8, ptr %4, i64 60
  store i8 0, ptr %232, align 4, !tbaa !90, !alias.scope !81, !noalias !75
  %233 = getelementptr inbounds i8, ptr %4, i64 68
  store i8 0, ptr %233, align 4, !tbaa !92, !alias.scope !81, !noalias !75
  %234 = getelementptr inbounds i8, ptr %4, i64 80
  store i8 0, ptr %234, align 8, !tbaa !94, !alias.scope !81, !noalias !75
  %235 = getelementptr inbounds i8, ptr %4, i64 104
  store i8 0, ptr %235, align 8, !tbaa !96, !alias.scope !81, !noalias !75
  %236 = getelementptr inbounds i8, ptr %4, i64 136
  store i8 0, ptr %236, align 8, !tbaa !98, !alias.scope !81, !noalias !75
  %237 = getelementptr inbounds i8, ptr %4, i64 144
  store i8 1, ptr %237, align 8, !tbaa !100, !alias.scope !81, !noalias !75
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #18, !noalias !75
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !24, !noalias !75
  %238 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %25, ptr %238, align 8, !tbaa !5, !noalias !75
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !noalias !62
  %239 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %240 unwind label %245, !noalias !75

240:                                              ; preds = %223
  %241 = getelementptr inbounds i8, ptr %3, i64 8
  %242 = load i8, ptr %241, align 8, !tbaa !55, !range !58, !noalias !75, !noundef !59
  %243 = trunc nuw i8 %242 to i1
  %244 = xor i1 %243, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull %224, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %6, ptr noundef nonnull align 8 dereferenceable(145) %4, ptr noundef nonnull align 8 dereferenceable(24) %239, i1 noundef zeroext %244)
          to label %253 unwind label %245

245:                                              ; preds = %240, %223
  %246 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18, !noalias !75
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #18, !noalias !75
  br label %247

247:                                              ; preds = %245, %221
  %248 = phi { ptr, i32 } [ %246, %245 ], [ %222, %221 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #18, !noalias !75
  br label %251

249:                                              ; preds = %209, %207
  %250 = landingpad { ptr, i32 }
          cleanup
  br label %251

251:                                              ; preds = %249, %247
  %252 = phi { ptr, i32 } [ %250, %249 ], [ %248, %247 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #18, !noalias !62
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #18, !noalias !62
  br label %430

253:                                              ; preds = %240
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18, !noalias !75
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #18, !noalias !75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #18, !noalias !75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6), !noalias !69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #18, !noalias !69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !noalias !62
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #18, !noalias !62
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #18, !noalias !62
  %254 = getelementptr inbounds i8, ptr %24, i64 8
  %255 = load ptr, ptr %254, align 8, !tbaa !18
  %256 = icmp eq ptr %255, null
  br i1 %256, label %281, label %257

257:                                              ; preds = %253
  %258 = getelementptr inbounds i8, ptr %255, i64 8
  %259 = load atomic i64, ptr %258 acquire, align 8
  %260 = icmp eq i64 %259, 4294967297
  %261 = trunc i64 %259 to i32
  br i1 %260, label %262, label %270

262:                                              ; preds = %257
  store i32 0, ptr %258, align 8, !tbaa !20
  %263 = getelementptr inbounds i8, ptr %255, i64 12
  store i32 0, ptr %263, align 4, !tbaa !23
  %264 = load ptr, ptr %255, align 8, !tbaa !24
  %265 = getelementptr inbounds i8, ptr %264, i64 16
  %266 = load ptr, ptr %265, align 8
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %255) #18
  %267 = load ptr, ptr %255, align 8, !tbaa !24
  %268 = getelementptr inbounds i8, ptr %267, i64 24
  %269 = load ptr, ptr %268, align 8
  call void %269(ptr noundef nonnull align 8 dereferenceable(16) %255) #18
  br label %281

270:                                              ; preds = %257
  %271 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %275, label %273

273:                                              ; preds = %270
  %274 = add nsw i32 %261, -1
  store i32 %274, ptr %258, align 4, !tbaa !27
  br label %277

275:                                              ; preds = %270
  %276 = atomicrmw volatile add ptr %258, i32 -1 acq_rel, align 4
  br label %277

277:                                              ; preds = %275, %273
  %278 = phi i32 [ %261, %273 ], [ %276, %275 ]
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %281, !prof !28

280:                                              ; preds = %277
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %255) #18
  br label %281

281:                                              ; preds = %253, %262, %277, %280
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #18
  %282 = load i64, ptr %16, align 8, !tbaa !9
  %283 = icmp ugt i64 %282, 2305843009213693951
  br i1 %283, label %284, label %286

284:                                              ; preds = %281
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #21
          to label %285 unwind label %432

285:                                              ; preds = %284
  unreachable

286:                                              ; preds = %281
  %287 = icmp eq i64 %282, 0
  br i1 %287, label %297, label %288

288:                                              ; preds = %286
  %289 = shl nuw nsw i64 %282, 2
  %290 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %289) #22
          to label %291 unwind label %432

291:                                              ; preds = %288
  %292 = getelementptr i32, ptr %290, i64 %282
  store i32 0, ptr %290, align 4, !tbaa !27
  %293 = getelementptr i8, ptr %290, i64 4
  %294 = icmp eq i64 %282, 1
  br i1 %294, label %297, label %295

295:                                              ; preds = %291
  %296 = add nsw i64 %289, -4
  call void @llvm.memset.p0.i64(ptr align 4 %293, i8 0, i64 %296, i1 false), !tbaa !27
  br label %297

297:                                              ; preds = %286, %295, %291
  %298 = phi i64 [ %289, %295 ], [ 4, %291 ], [ 0, %286 ]
  %299 = phi ptr [ %292, %295 ], [ %292, %291 ], [ null, %286 ]
  %300 = phi ptr [ %290, %295 ], [ %290, %291 ], [ null, %286 ]
  %301 = phi ptr [ %292, %295 ], [ %293, %291 ], [ null, %286 ]
  %302 = ptrtoint ptr %301 to i64
  %303 = ptrtoint ptr %300 to i64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #18
  %304 = load ptr, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #18
  store ptr @.str, ptr %27, align 8, !tbaa !32, !alias.scope !131
  %305 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %305, align 8, !tbaa !37, !alias.scope !131
  %306 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 19, ptr %306, align 8, !tbaa !38, !alias.scope !131
  %307 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 3, ptr %307, align 4, !tbaa !39, !alias.scope !131
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef %300, ptr noundef %304, i64 noundef %298, ptr noundef nonnull align 8 dereferenceable(24) %27)
          to label %308 unwind label %434

308:                                              ; preds = %297
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %26)
          to label %309 unwind label %436

309:                                              ; preds = %308
  %310 = getelementptr inbounds i8, ptr %26, i64 8
  %311 = load ptr, ptr %310, align 8, !tbaa !18
  %312 = icmp eq ptr %311, null
  br i1 %312, label %337, label %313

313:                                              ; preds = %309
  %314 = getelementptr inbounds i8, ptr %311, i64 8
  %315 = load atomic i64, ptr %314 acquire, align 8
  %316 = icmp eq i64 %315, 4294967297
  %317 = trunc i64 %315 to i32
  br i1 %316, label %318, label %326

318:                                              ; preds = %313
  store i32 0, ptr %314, align 8, !tbaa !20
  %319 = getelementptr inbounds i8, ptr %311, i64 12
  store i32 0, ptr %319, align 4, !tbaa !23
  %320 = load ptr, ptr %311, align 8, !tbaa !24
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %311) #18
  %323 = load ptr, ptr %311, align 8, !tbaa !24
  %324 = getelementptr inbounds i8, ptr %323, i64 24
  %325 = load ptr, ptr %324, align 8
  call void %325(ptr noundef nonnull align 8 dereferenceable(16) %311) #18
  br label %337

326:                                              ; preds = %313
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %331, label %329

329:                                              ; preds = %326
  %330 = add nsw i32 %317, -1
  store i32 %330, ptr %314, align 4, !tbaa !27
  br label %333

331:                                              ; preds = %326
  %332 = atomicrmw volatile add ptr %314, i32 -1 acq_rel, align 4
  br label %333

333:                                              ; preds = %331, %329
  %334 = phi i32 [ %317, %329 ], [ %332, %331 ]
  %335 = icmp eq i32 %334, 1
  br i1 %335, label %336, label %337, !prof !28

336:                                              ; preds = %333
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %311) #18
  br label %337

337:                                              ; preds = %309, %318, %333, %336
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #18
  %338 = load ptr, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28) #18
  store ptr @.str, ptr %28, align 8, !tbaa !32, !alias.scope !134
  %339 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.1, ptr %339, align 8, !tbaa !37, !alias.scope !134
  %340 = getelementptr inbounds i8, ptr %28, i64 16
  store i32 20, ptr %340, align 8, !tbaa !38, !alias.scope !134
  %341 = getelementptr inbounds i8, ptr %28, i64 20
  store i32 3, ptr %341, align 4, !tbaa !39, !alias.scope !134
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %338, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(24) %28)
          to label %342 unwind label %440

342:                                              ; preds = %337
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #18
  %343 = icmp eq ptr %300, %301
  br i1 %343, label %384, label %344

344:                                              ; preds = %342
  %345 = add i64 %302, -4
  %346 = sub i64 %345, %303
  %347 = lshr i64 %346, 2
  %348 = add nuw nsw i64 %347, 1
  %349 = icmp ult i64 %346, 28
  br i1 %349, label %350, label %353

350:                                              ; preds = %374, %344
  %351 = phi i1 [ true, %344 ], [ %377, %374 ]
  %352 = phi ptr [ %300, %344 ], [ %356, %374 ]
  br label %442

353:                                              ; preds = %344
  %354 = and i64 %348, 9223372036854775800
  %355 = shl i64 %354, 2
  %356 = getelementptr i8, ptr %300, i64 %355
  br label %357

357:                                              ; preds = %357, %353
  %358 = phi i64 [ 0, %353 ], [ %372, %357 ]
  %359 = phi <4 x i1> [ <i1 true, i1 true, i1 true, i1 true>, %353 ], [ %370, %357 ]
  %360 = phi <4 x i1> [ <i1 true, i1 true, i1 true, i1 true>, %353 ], [ %371, %357 ]
  %361 = shl i64 %358, 2
  %362 = getelementptr i8, ptr %300, i64 %361
  %363 = getelementptr i8, ptr %362, i64 16
  %364 = load <4 x i32>, ptr %362, align 4, !tbaa !27
  %365 = load <4 x i32>, ptr %363, align 4, !tbaa !27
  %366 = freeze <4 x i32> %364
  %367 = freeze <4 x i32> %365
  %368 = icmp eq <4 x i32> %366, <i32 8, i32 8, i32 8, i32 8>
  %369 = icmp eq <4 x i32> %367, <i32 8, i32 8, i32 8, i32 8>
  %370 = and <4 x i1> %359, %368
  %371 = and <4 x i1> %360, %369
  %372 = add nuw i64 %358, 8
  %373 = icmp eq i64 %372, %354
  br i1 %373, label %374, label %357, !llvm.loop !137

374:                                              ; preds = %357
  %375 = and <4 x i1> %371, %370
  %376 = bitcast <4 x i1> %375 to i4
  %377 = icmp eq i4 %376, -1
  %378 = icmp eq i64 %348, %354
  br i1 %378, label %379, label %350

379:                                              ; preds = %442, %374
  %380 = phi i1 [ %377, %374 ], [ %448, %442 ]
  %381 = select i1 %380, ptr @.str.3, ptr @.str.4
  %382 = xor i1 %380, true
  %383 = zext i1 %382 to i32
  br label %384

384:                                              ; preds = %379, %342
  %385 = phi i32 [ 0, %342 ], [ %383, %379 ]
  %386 = phi ptr [ @.str.3, %342 ], [ %381, %379 ]
  %387 = call i32 @puts(ptr nonnull dereferenceable(1) %386)
  %388 = icmp eq ptr %300, null
  br i1 %388, label %393, label %389

389:                                              ; preds = %384
  %390 = ptrtoint ptr %299 to i64
  %391 = ptrtoint ptr %300 to i64
  %392 = sub i64 %390, %391
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %392) #20
  br label %393

393:                                              ; preds = %384, %389
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #18
  %394 = getelementptr inbounds i8, ptr %17, i64 8
  %395 = load ptr, ptr %394, align 8, !tbaa !18
  %396 = icmp eq ptr %395, null
  br i1 %396, label %421, label %397

397:                                              ; preds = %393
  %398 = getelementptr inbounds i8, ptr %395, i64 8
  %399 = load atomic i64, ptr %398 acquire, align 8
  %400 = icmp eq i64 %399, 4294967297
  %401 = trunc i64 %399 to i32
  br i1 %400, label %402, label %410

402:                                              ; preds = %397
  store i32 0, ptr %398, align 8, !tbaa !20
  %403 = getelementptr inbounds i8, ptr %395, i64 12
  store i32 0, ptr %403, align 4, !tbaa !23
  %404 = load ptr, ptr %395, align 8, !tbaa !24
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load ptr, ptr %405, align 8
  call void %406(ptr noundef nonnull align 8 dereferenceable(16) %395) #18
  %407 = load ptr, ptr %395, align 8, !tbaa !24
  %408 = getelementptr inbounds i8, ptr %407, i64 24
  %409 = load ptr, ptr %408, align 8
  call void %409(ptr noundef nonnull align 8 dereferenceable(16) %395) #18
  br label %421

410:                                              ; preds = %397
  %411 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %412 = icmp eq i8 %411, 0
  br i1 %412, label %415, label %413

413:                                              ; preds = %410
  %414 = add nsw i32 %401, -1
  store i32 %414, ptr %398, align 4, !tbaa !27
  br label %417

415:                                              ; preds = %410
  %416 = atomicrmw volatile add ptr %398, i32 -1 acq_rel, align 4
  br label %417

417:                                              ; preds = %415, %413
  %418 = phi i32 [ %401, %413 ], [ %416, %415 ]
  %419 = icmp eq i32 %418, 1
  br i1 %419, label %420, label %421, !prof !28

420:                                              ; preds = %417
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %395) #18
  br label %421

421:                                              ; preds = %393, %402, %417, %420
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #18
  ret i32 %385

422:                                              ; preds = %106
  %423 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #18
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #18
  br label %458

424:                                              ; preds = %161
  %425 = landingpad { ptr, i32 }
          cleanup
  br label %426

426:                                              ; preds = %174, %424
  %427 = phi { ptr, i32 } [ %425, %424 ], [ %175, %174 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #18
  br label %458

428:                                              ; preds = %204
  %429 = landingpad { ptr, i32 }
          cleanup
  br label %430

430:                                              ; preds = %251, %428
  %431 = phi { ptr, i32 } [ %429, %428 ], [ %252, %251 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #18
  br label %458

432:                                              ; preds = %288, %284
  %433 = landingpad { ptr, i32 }
          cleanup
  br label %458

434:                                              ; preds = %297
  %435 = landingpad { ptr, i32 }
          cleanup
  br label %438

436:                                              ; preds = %308
  %437 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %26) #18
  br label %438

438:                                              ; preds = %436, %434
  %439 = phi { ptr, i32 } [ %437, %436 ], [ %435, %434 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #18
  br label %451

440:                                              ; preds = %337
  %441 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #18
  br label %451

442:                                              ; preds = %350, %442
  %443 = phi i1 [ %448, %442 ], [ %351, %350 ]
  %444 = phi ptr [ %449, %442 ], [ %352, %350 ]
  %445 = load i32, ptr %444, align 4, !tbaa !27
  %446 = freeze i32 %445
  %447 = icmp eq i32 %446, 8
  %448 = and i1 %443, %447
  %449 = getelementptr inbounds i8, ptr %444, i64 4
  %450 = icmp eq ptr %449, %301
  br i1 %450, label %379, label %442, !llvm.loop !140

451:                                              ; preds = %440, %438
  %452 = phi { ptr, i32 } [ %441, %440 ], [ %439, %438 ]
  %453 = icmp eq ptr %300, null
  br i1 %453, label %458, label %454

454:                                              ; preds = %451
  %455 = ptrtoint ptr %299 to i64
  %456 = ptrtoint ptr %300 to i64
  %457 = sub i64 %455, %456
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %457) #20
  br label %458

458:                                              ; preds = %432, %451, %454, %430, %426, %422
  %459 = phi { ptr, i32 } [ %431, %430 ], [ %427, %426 ], [ %423, %422 ], [ %433, %432 ], [ %452, %451 ], [ %452, %454 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #18
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #18
  br label %460

460:                                              ; preds = %458, %57
  %461 = phi { ptr, i32 } [ %459, %458 ], [ %49, %57 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #18
  resume { ptr, i32 } %461
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #18
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #18
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #18
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #20
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #18
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !23
  %20 = load ptr, ptr %11, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #18
  %23 = load ptr, ptr %11, align 8, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #18
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !27
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !28

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #18
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  resume { ptr, i32 } %39
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #5

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.15", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #18
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !141
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
  call void @__clang_call_terminate(ptr %18) #19
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
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
  call void @__clang_call_terminate(ptr %28) #19
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !143
  store ptr %8, ptr %6, align 16, !tbaa !143
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !145
  %12 = load ptr, ptr %10, align 8, !tbaa !146
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !147
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #18
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !149

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !145
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !143
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #20
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #18
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
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #18
  tail call void @_ZSt9terminatev() #19
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !145
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !146
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !147
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #18
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !149

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !145
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !143
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #20
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #5

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #18
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #18
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #5

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 {
  %3 = alloca i32, align 4
  %4 = load ptr, ptr %0, align 8, !tbaa !150
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  store i32 7, ptr %3, align 4, !tbaa !27
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !152
  %8 = load i64, ptr %7, align 8, !tbaa !9
  call void @_ZN4sycl3_V17handler4fillIiEEvPvRKT_m(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %5, ptr noundef nonnull align 4 dereferenceable(4) %3, i64 noundef %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4fillIiEEvPvRKT_m(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, i64 noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.53, align 8
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %16, label %8

8:                                                ; preds = %4
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #18
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #18
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.5)
          to label %13 unwind label %14

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #21
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #18
  resume { ptr, i32 } %15

16:                                               ; preds = %4
  tail call void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 5)
  %17 = tail call noundef signext i8 @_ZNK4sycl3_V17handler16getDeviceBackendEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %18 = icmp eq i8 %17, 2
  br i1 %18, label %19, label %22

19:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #18
  store ptr %1, ptr %5, align 8, !tbaa !153
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = load i32, ptr %2, align 4, !tbaa !27
  store i32 %21, ptr %20, align 8, !tbaa !155
  call void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %3, ptr noundef nonnull align 8 dereferenceable(12) %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #18
  br label %23

22:                                               ; preds = %16
  tail call void @_ZN4sycl3_V17handler9fill_implEPvPKvmm(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1, ptr noundef nonnull %2, i64 noundef 4, i64 noundef %3)
  br label %23

23:                                               ; preds = %22, %19
  ret void
}

declare void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #5

declare noundef signext i8 @_ZNK4sycl3_V17handler16getDeviceBackendEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler9fill_implEPvPKvmm(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #5

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.57", align 8
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #18
  %20 = load ptr, ptr %8, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #18
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #18
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #18
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #8

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #18
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(12) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #18
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #18
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.5)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #21
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #18
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !9
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #18
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !79, !alias.scope !156
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !86, !alias.scope !156
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !88, !alias.scope !156
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !90, !alias.scope !156
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !92, !alias.scope !156
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !90, !alias.scope !156
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !92, !alias.scope !156
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !90, !alias.scope !156
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !92, !alias.scope !156
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !94, !alias.scope !156
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !96, !alias.scope !156
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !98, !alias.scope !156
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !100, !alias.scope !156
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !72
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !74
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  %38 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %38, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !161
  %40 = load ptr, ptr %37, align 8, !tbaa !5
  store ptr %38, ptr %37, align 8, !tbaa !5
  %41 = icmp eq ptr %40, null
  br i1 %41, label %46, label %42

42:                                               ; preds = %18
  %43 = load ptr, ptr %40, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(8) %40) #18
  br label %46

46:                                               ; preds = %18, %42
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Lb0EEEvT0_S8_RKSt17integral_constantIbXT1_EE)
  %47 = load ptr, ptr %37, align 8, !tbaa !5
  %48 = load ptr, ptr %47, align 8, !tbaa !24
  %49 = load ptr, ptr %48, align 8
  %50 = call noundef ptr %49(ptr noundef nonnull align 8 dereferenceable(8) %47)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %50)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #18
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [8 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !162
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !162
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !165

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !166
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #18
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #18
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.9)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #21
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #18
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #18
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.10)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #21
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #18
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZNS1_4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EEvS4_.Info, i64 16, i1 false), !tbaa.struct !167
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !78

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #18
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #18
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #18
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #12 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #20
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZNS0_7handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_Lb0EEEvT0_S8_RKSt17integral_constantIbXT1_EE(ptr %0, i32 %1, ptr noundef byval(%"class.sycl::_V1::item") align 8 %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !9
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  store i32 %1, ptr %7, align 4, !tbaa !27
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #14

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6AddOneEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [8 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

declare void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef byval(%"class.sycl::_V1::span") align 8, ptr noundef nonnull align 8 dereferenceable(145), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #12 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #15 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !168
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #20
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr.45") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #22
          to label %4 unwind label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !168
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load i64, ptr %6, align 8, !tbaa !5
  store i64 %8, ptr %7, align 8, !tbaa !5
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #16 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #12 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #20
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #14

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind }
attributes #19 = { noreturn nounwind }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn }
attributes #22 = { builtin allocsize(0) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !6, i64 24}
!12 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !13, i64 0, !6, i64 24}
!13 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!14 = !{!13, !6, i64 16}
!15 = !{!16, !6, i64 0}
!16 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!17 = !{!16, !6, i64 8}
!18 = !{!19, !6, i64 0}
!19 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
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
!31 = !{!16, !6, i64 16}
!32 = !{!33, !6, i64 0}
!33 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !22, i64 16, !22, i64 20}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!36 = distinct !{!36, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!37 = !{!33, !6, i64 8}
!38 = !{!33, !22, i64 16}
!39 = !{!33, !22, i64 20}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!42 = distinct !{!42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!46 = !{!47, !6, i64 0}
!47 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!48 = !{!47, !6, i64 8}
!49 = !{!50, !44}
!50 = distinct !{!50, !51, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!52 = !{!53, !54, i64 0}
!53 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !54, i64 0}
!54 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!55 = !{!56, !57, i64 8}
!56 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !57, i64 8}
!57 = !{!"bool", !7, i64 0}
!58 = !{i8 0, i8 2}
!59 = !{}
!60 = !{!61, !6, i64 0}
!61 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !6, i64 0}
!62 = !{!63, !65, !67}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V15queue17parallel_for_implI6AddOneLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V15queue12parallel_forI6AddOneJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V15queue12parallel_forI6AddOneJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!69 = !{!70, !63, !65, !67}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI6AddOneLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI6AddOneLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!72 = !{!73, !6, i64 0}
!73 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !10, i64 24}
!74 = !{!73, !10, i64 24}
!75 = !{!76, !70, !63, !65, !67}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE6AddOneLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE6AddOneLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!78 = !{!"branch_weights", i32 1, i32 1048575}
!79 = !{!80, !57, i64 8}
!80 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !57, i64 8}
!81 = !{!82, !84}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!84 = distinct !{!84, !85, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!85 = distinct !{!85, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!86 = !{!87, !57, i64 2}
!87 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !57, i64 2}
!88 = !{!89, !57, i64 0}
!89 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !57, i64 0}
!90 = !{!91, !57, i64 4}
!91 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !57, i64 4}
!92 = !{!93, !57, i64 4}
!93 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !57, i64 4}
!94 = !{!95, !57, i64 8}
!95 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !57, i64 8}
!96 = !{!97, !57, i64 16}
!97 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !57, i64 16}
!98 = !{!99, !57, i64 24}
!99 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !57, i64 24}
!100 = !{!101, !57, i64 144}
!101 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !102, i64 0, !106, i64 16, !89, i64 20, !110, i64 24, !117, i64 40, !118, i64 56, !119, i64 72, !123, i64 88, !127, i64 112, !57, i64 144}
!102 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !103, i64 0}
!103 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !104, i64 0}
!104 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !105, i64 0}
!105 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !80, i64 0}
!106 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !107, i64 0}
!107 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !108, i64 0}
!108 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !109, i64 0}
!109 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !87, i64 0}
!110 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !111, i64 0, !114, i64 8}
!111 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !112, i64 0}
!112 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !113, i64 0}
!113 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !91, i64 0}
!114 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !115, i64 0}
!115 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !116, i64 0}
!116 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !93, i64 0}
!117 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !111, i64 0, !114, i64 8}
!118 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !111, i64 0, !114, i64 8}
!119 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !120, i64 0}
!120 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !121, i64 0}
!121 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !122, i64 0}
!122 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !95, i64 0}
!123 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !124, i64 0}
!124 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !125, i64 0}
!125 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !126, i64 0}
!126 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !97, i64 0}
!127 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !128, i64 0}
!128 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !129, i64 0}
!129 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !130, i64 0}
!130 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !99, i64 0}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!133 = distinct !{!133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!136 = distinct !{!136, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!137 = distinct !{!137, !138, !139}
!138 = !{!"llvm.loop.isvectorized", i32 1}
!139 = !{!"llvm.loop.unroll.runtime.disable"}
!140 = distinct !{!140, !139, !138}
!141 = !{!142, !6, i64 24}
!142 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !6, i64 24}
!143 = !{!144, !6, i64 16}
!144 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!145 = !{!144, !6, i64 0}
!146 = !{!144, !6, i64 8}
!147 = !{!148, !6, i64 0}
!148 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!149 = distinct !{!149, !30}
!150 = !{!151, !6, i64 0}
!151 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !6, i64 0, !6, i64 8}
!152 = !{!151, !6, i64 8}
!153 = !{!154, !6, i64 0}
!154 = !{!"_ZTSZN4sycl3_V17handler4fillIiEEvPvRKT_mEUlNS0_2idILi1EEEE_", !6, i64 0, !22, i64 8}
!155 = !{!154, !22, i64 8}
!156 = !{!157, !159}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!161 = !{i64 0, i64 8, !5, i64 8, i64 4, !27}
!162 = !{!163, !22, i64 16}
!163 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !164, i64 0, !22, i64 16, !57, i64 20, !164, i64 24, !164, i64 40, !22, i64 56, !22, i64 60, !10, i64 64, !6, i64 72, !57, i64 80}
!164 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !6, i64 0, !10, i64 8}
!165 = distinct !{!165, !30}
!166 = !{!163, !6, i64 72}
!167 = !{i64 0, i64 8, !5, i64 8, i64 8, !9}
!168 = !{!169, !6, i64 8}
!169 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE", !170, i64 0, !6, i64 8}
!170 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !171, i64 0}
!171 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
