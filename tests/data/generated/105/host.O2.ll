; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%struct.Args = type <{ i64, i64, i64, i64, i64, float, i32, i32, [4 x i8] }>
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%class.GeneratedBench = type { %struct.Args, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0", %"class.std::vector.0" }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.25" }
%"class.std::shared_ptr.25" = type { %"class.std::__shared_ptr.26" }
%"class.std::__shared_ptr.26" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.21" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.16" }
%"class.std::vector.16" = type { %"struct.std::_Vector_base.17" }
%"struct.std::_Vector_base.17" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.29" }
%"class.std::shared_ptr.29" = type { %"class.std::__shared_ptr.30" }
%"class.std::__shared_ptr.30" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon = type { ptr, ptr, ptr, ptr, ptr }
%class.anon.142 = type { ptr, ptr, ptr, ptr }
%class.anon.60 = type { float, i64, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.67", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.79", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.80", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.97", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.98", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.99", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.111", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.126", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.67" = type { %"class.std::optional.68" }
%"class.std::optional.68" = type { %"struct.std::_Optional_base.69" }
%"struct.std::_Optional_base.69" = type { %"struct.std::_Optional_payload.71" }
%"struct.std::_Optional_payload.71" = type { %"struct.std::_Optional_payload_base.base.76", i8 }
%"struct.std::_Optional_payload_base.base.76" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.79" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.80" = type { %"class.std::optional.81", %"class.std::optional.89" }
%"class.std::optional.81" = type { %"struct.std::_Optional_base.82" }
%"struct.std::_Optional_base.82" = type { %"struct.std::_Optional_payload.84" }
%"struct.std::_Optional_payload.84" = type { %"struct.std::_Optional_payload_base.base.86", [3 x i8] }
%"struct.std::_Optional_payload_base.base.86" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.89" = type { %"struct.std::_Optional_base.90" }
%"struct.std::_Optional_base.90" = type { %"struct.std::_Optional_payload.92" }
%"struct.std::_Optional_payload.92" = type { %"struct.std::_Optional_payload_base.base.94", [3 x i8] }
%"struct.std::_Optional_payload_base.base.94" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.97" = type { %"class.std::optional.81", %"class.std::optional.89" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.98" = type { %"class.std::optional.81", %"class.std::optional.89" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.99" = type { %"class.std::optional.100" }
%"class.std::optional.100" = type { %"struct.std::_Optional_base.101" }
%"struct.std::_Optional_base.101" = type { %"struct.std::_Optional_payload.103" }
%"struct.std::_Optional_payload.103" = type { %"struct.std::_Optional_payload_base.base.108", [7 x i8] }
%"struct.std::_Optional_payload_base.base.108" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.111" = type { %"class.std::optional.112" }
%"class.std::optional.112" = type { %"struct.std::_Optional_base.113" }
%"struct.std::_Optional_base.113" = type { %"struct.std::_Optional_payload.115" }
%"struct.std::_Optional_payload.115" = type { %"struct.std::_Optional_payload_base.base.123", [7 x i8] }
%"struct.std::_Optional_payload_base.base.123" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.117" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.117" = type { %"class.sycl::_V1::range.121" }
%"class.sycl::_V1::range.121" = type { %"class.sycl::_V1::detail::array.122" }
%"class.sycl::_V1::detail::array.122" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.126" = type { %"class.std::optional.127" }
%"class.std::optional.127" = type { %"struct.std::_Optional_base.128" }
%"struct.std::_Optional_base.128" = type { %"struct.std::_Optional_payload.130" }
%"struct.std::_Optional_payload.130" = type { %"struct.std::_Optional_payload_base.base.138", [7 x i8] }
%"struct.std::_Optional_payload_base.base.138" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.132" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.132" = type { %"class.sycl::_V1::range.136" }
%"class.sycl::_V1::range.136" = type { %"class.sycl::_V1::detail::array.137" }
%"class.sycl::_V1::detail::array.137" = type { [3 x i64] }
%"class.std::shared_ptr.64" = type { %"class.std::__shared_ptr.65" }
%"class.std::__shared_ptr.65" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }
%class.anon.143 = type { ptr, i64, ptr }

$_Z13run_benchmarkI14GeneratedBenchEiiPPc = comdat any

$_ZN14GeneratedBench5setupEv = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

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

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_ = comdat any

$_ZN14GeneratedBench5step1ERN4sycl3_V15queueEPiS4_ = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step0ERNS0_5queueEPfS7_EUlRNS0_7handlerEE_E4callEPKvS9_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI7RowSum1ZZN14GeneratedBench5step0ERNS0_5queueEPfS7_ENKUlRS1_E_clES8_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7RowSum1EENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN14GeneratedBench5step0ERNS0_5queueEPfS8_ENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueEPiS7_EUlRNS0_7handlerEE_E4callEPKvS9_ = comdat any

$_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9GroupMax2NS0_7nd_itemILi1EEELi1ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN14GeneratedBench5step1ERNS0_5queueEPiSJ_ENKUlRS1_E_clESK_EUlS7_E_JRNS0_8nd_rangeILi1EEEEEEvRKT5_RKT4_DpOT6_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax2EENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9GroupMax2EEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi1EEEZZN14GeneratedBench5step1ERNS0_5queueEPiS8_ENKUlRNS0_7handlerEE_clESA_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSum1EE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax2EE = comdat any

@.str.1 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
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
@.str.4 = private unnamed_addr constant [9 x i8] c"prog.cpp\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"step0\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"_ZTS7RowSum1\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"::RowSum1\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [10 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 32, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.11 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.12 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.13 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [146 x i8] c"N4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 12 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.8, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, i32 151, i32 53, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7RowSum1EENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSum1EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 12 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.8, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 9 }, i32 151, i32 53, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7RowSum1EENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@.str.16 = private unnamed_addr constant [6 x i8] c"step1\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"_ZTS9GroupMax2\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"::GroupMax2\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = linkonce_odr dso_local constant [134 x i8] c"N4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.19 = private unnamed_addr constant [44 x i8] c"Group algorithms are not supported on host.\00", align 1
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9GroupMax2EEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 14 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.8, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 11 }, i32 168, i32 103, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax2EENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax2EE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.17, i64 14 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.8, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 11 }, i32 168, i32 103, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax2EENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@.str.21 = private unnamed_addr constant [15 x i8] c"FAIL: x0[%zu]\0A\00", align 1
@.str.22 = private unnamed_addr constant [15 x i8] c"FAIL: y1[%zu]\0A\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"FAIL: z2[%zu]\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"FAIL: u3[%zu]\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local void @_Z10parse_argsiPPc(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Args) align 8 %0, i32 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  store i64 64, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 8, ptr %4, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 24, ptr %5, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 4, ptr %6, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 16, ptr %7, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  store float 1.250000e+00, ptr %8, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 3, ptr %9, align 4, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 2, ptr %10, align 8, !tbaa !18
  %11 = icmp sgt i32 %1, 1
  br i1 %11, label %12, label %47

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !19
  %15 = tail call i64 @strtoul(ptr nocapture noundef %14, ptr noundef null, i32 noundef 10) #22
  store i64 %15, ptr %0, align 8, !tbaa !5
  %16 = icmp eq i32 %1, 2
  br i1 %16, label %47, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  %20 = tail call i64 @strtoul(ptr nocapture noundef %19, ptr noundef null, i32 noundef 10) #22
  store i64 %20, ptr %4, align 8, !tbaa !12
  %21 = icmp ugt i32 %1, 3
  br i1 %21, label %22, label %47

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  %25 = tail call i64 @strtoul(ptr nocapture noundef %24, ptr noundef null, i32 noundef 10) #22
  store i64 %25, ptr %5, align 8, !tbaa !13
  %26 = icmp eq i32 %1, 4
  br i1 %26, label %47, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %2, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !19
  %30 = tail call i64 @strtoul(ptr nocapture noundef %29, ptr noundef null, i32 noundef 10) #22
  store i64 %30, ptr %6, align 8, !tbaa !14
  %31 = icmp ugt i32 %1, 5
  br i1 %31, label %32, label %47

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %2, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = tail call i64 @strtol(ptr nocapture noundef nonnull %34, ptr noundef null, i32 noundef 10) #22
  %36 = trunc i64 %35 to i32
  store i32 %36, ptr %10, align 8, !tbaa !18
  %37 = icmp eq i32 %1, 6
  br i1 %37, label %47, label %38

38:                                               ; preds = %32
  %39 = getelementptr inbounds i8, ptr %2, i64 48
  %40 = load ptr, ptr %39, align 8, !tbaa !19
  %41 = tail call float @strtof(ptr nocapture noundef %40, ptr noundef null) #22
  store float %41, ptr %8, align 8, !tbaa !16
  %42 = icmp ugt i32 %1, 7
  br i1 %42, label %43, label %47

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %2, i64 56
  %45 = load ptr, ptr %44, align 8, !tbaa !19
  %46 = tail call i64 @strtoul(ptr nocapture noundef %45, ptr noundef null, i32 noundef 10) #22
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
  call void @llvm.lifetime.start.p0(i64 248, ptr nonnull %4) #22
  call void @_Z10parse_argsiPPc(ptr dead_on_unwind nonnull writable sret(%struct.Args) align 8 %4, i32 noundef %0, ptr noundef %1)
  %7 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(192) %7, i8 0, i64 192, i1 false)
  invoke void @_ZN14GeneratedBench5setupEv(ptr noundef nonnull align 8 dereferenceable(248) %4)
          to label %8 unwind label %115

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #22
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  store i64 8, ptr %6, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
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
  call void @__clang_call_terminate(ptr %20) #23
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
  call void @__clang_call_terminate(ptr %29) #23
  unreachable

30:                                               ; preds = %25, %21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  br label %123

31:                                               ; preds = %16, %13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
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
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #22
  %51 = load ptr, ptr %39, align 8, !tbaa !34
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #22
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
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #24
  br label %79

79:                                               ; preds = %70, %73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  invoke void @_ZN14GeneratedBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(248) %4, ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %80 unwind label %117

80:                                               ; preds = %79
  %81 = invoke noundef zeroext i1 @_ZN14GeneratedBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(248) %4)
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
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  %98 = load ptr, ptr %86, align 8, !tbaa !34
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  br label %112

112:                                              ; preds = %82, %93, %108, %111
  %113 = xor i1 %81, true
  %114 = zext i1 %113 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22
  call void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(248) %4) #22
  call void @llvm.lifetime.end.p0(i64 248, ptr nonnull %4) #22
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
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #22
  br label %123

123:                                              ; preds = %121, %30
  %124 = phi { ptr, i32 } [ %122, %121 ], [ %22, %30 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22
  br label %125

125:                                              ; preds = %123, %115
  %126 = phi { ptr, i32 } [ %124, %123 ], [ %116, %115 ]
  call void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(248) %4) #22
  call void @llvm.lifetime.end.p0(i64 248, ptr nonnull %4) #22
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
define linkonce_odr dso_local void @_ZN14GeneratedBench5setupEv(ptr noundef nonnull align 8 dereferenceable(248) %0) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i64, ptr %0, align 8, !tbaa !42
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !52
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !53
  %7 = add i64 %2, 31
  %8 = lshr i64 %7, 5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = mul i64 %6, %4
  %11 = getelementptr inbounds i8, ptr %0, i64 64
  %12 = load ptr, ptr %11, align 8, !tbaa !54
  %13 = load ptr, ptr %9, align 8, !tbaa !55
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 2
  %18 = icmp ult i64 %17, %10
  br i1 %18, label %19, label %21

19:                                               ; preds = %1
  %20 = sub i64 %10, %17
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %20)
  br label %29

21:                                               ; preds = %1
  %22 = icmp ugt i64 %17, %10
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = getelementptr inbounds float, ptr %13, i64 %10
  %25 = icmp eq ptr %12, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %23
  store ptr %24, ptr %11, align 8, !tbaa !54
  br label %27

27:                                               ; preds = %21, %23, %26
  %28 = icmp eq i64 %10, 0
  br i1 %28, label %44, label %29

29:                                               ; preds = %19, %27
  %30 = load ptr, ptr %9, align 8, !tbaa !55
  %31 = and i64 %10, 1
  %32 = icmp eq i64 %10, 1
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = and i64 %10, -2
  br label %72

35:                                               ; preds = %72, %29
  %36 = phi i64 [ 0, %29 ], [ %86, %72 ]
  %37 = icmp eq i64 %31, 0
  br i1 %37, label %44, label %38

38:                                               ; preds = %35
  %39 = mul i64 %36, 5
  %40 = urem i64 %39, 13
  %41 = uitofp nneg i64 %40 to float
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 1.250000e-01, float 5.000000e-01)
  %43 = getelementptr inbounds float, ptr %30, i64 %36
  store float %42, ptr %43, align 4, !tbaa !56
  br label %44

44:                                               ; preds = %38, %35, %27
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
  %55 = icmp ult i64 %54, %4
  br i1 %55, label %56, label %58

56:                                               ; preds = %44
  %57 = sub i64 %4, %54
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %47, i64 noundef %57)
  br label %66

58:                                               ; preds = %44
  %59 = icmp ugt i64 %54, %4
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = getelementptr inbounds float, ptr %50, i64 %4
  %62 = icmp eq ptr %49, %61
  br i1 %62, label %64, label %63

63:                                               ; preds = %60
  store ptr %61, ptr %48, align 8, !tbaa !54
  br label %64

64:                                               ; preds = %58, %60, %63
  %65 = icmp eq i64 %4, 0
  br i1 %65, label %98, label %66

66:                                               ; preds = %56, %64
  %67 = load ptr, ptr %47, align 8, !tbaa !55
  %68 = and i64 %4, 1
  %69 = icmp eq i64 %4, 1
  br i1 %69, label %89, label %70

70:                                               ; preds = %66
  %71 = and i64 %4, -2
  br label %126

72:                                               ; preds = %72, %33
  %73 = phi i64 [ 0, %33 ], [ %86, %72 ]
  %74 = phi i64 [ 0, %33 ], [ %87, %72 ]
  %75 = mul i64 %73, 5
  %76 = urem i64 %75, 13
  %77 = uitofp nneg i64 %76 to float
  %78 = tail call float @llvm.fmuladd.f32(float %77, float 1.250000e-01, float 5.000000e-01)
  %79 = getelementptr inbounds float, ptr %30, i64 %73
  store float %78, ptr %79, align 4, !tbaa !56
  %80 = or disjoint i64 %73, 1
  %81 = mul i64 %80, 5
  %82 = urem i64 %81, 13
  %83 = uitofp nneg i64 %82 to float
  %84 = tail call float @llvm.fmuladd.f32(float %83, float 1.250000e-01, float 5.000000e-01)
  %85 = getelementptr inbounds float, ptr %30, i64 %80
  store float %84, ptr %85, align 4, !tbaa !56
  %86 = add nuw i64 %73, 2
  %87 = add i64 %74, 2
  %88 = icmp eq i64 %87, %34
  br i1 %88, label %35, label %72, !llvm.loop !57

89:                                               ; preds = %126, %66
  %90 = phi i64 [ 0, %66 ], [ %140, %126 ]
  %91 = icmp eq i64 %68, 0
  br i1 %91, label %98, label %92

92:                                               ; preds = %89
  %93 = mul i64 %90, 5
  %94 = urem i64 %93, 13
  %95 = uitofp nneg i64 %94 to float
  %96 = tail call float @llvm.fmuladd.f32(float %95, float 1.250000e-01, float 5.000000e-01)
  %97 = getelementptr inbounds float, ptr %67, i64 %90
  store float %96, ptr %97, align 4, !tbaa !56
  br label %98

98:                                               ; preds = %92, %89, %64
  %99 = getelementptr inbounds i8, ptr %0, i64 128
  %100 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %99, ptr noundef nonnull align 8 dereferenceable(24) %47)
  %101 = getelementptr inbounds i8, ptr %0, i64 152
  %102 = getelementptr inbounds i8, ptr %0, i64 160
  %103 = load ptr, ptr %102, align 8, !tbaa !58
  %104 = load ptr, ptr %101, align 8, !tbaa !59
  %105 = ptrtoint ptr %103 to i64
  %106 = ptrtoint ptr %104 to i64
  %107 = sub i64 %105, %106
  %108 = ashr exact i64 %107, 2
  %109 = icmp ult i64 %108, %2
  br i1 %109, label %110, label %112

110:                                              ; preds = %98
  %111 = sub i64 %2, %108
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %101, i64 noundef %111)
  br label %120

112:                                              ; preds = %98
  %113 = icmp ugt i64 %108, %2
  br i1 %113, label %114, label %118

114:                                              ; preds = %112
  %115 = getelementptr inbounds i32, ptr %104, i64 %2
  %116 = icmp eq ptr %103, %115
  br i1 %116, label %118, label %117

117:                                              ; preds = %114
  store ptr %115, ptr %102, align 8, !tbaa !58
  br label %118

118:                                              ; preds = %112, %114, %117
  %119 = icmp eq i64 %2, 0
  br i1 %119, label %151, label %120

120:                                              ; preds = %110, %118
  %121 = load ptr, ptr %101, align 8, !tbaa !59
  %122 = and i64 %2, 1
  %123 = icmp eq i64 %2, 1
  br i1 %123, label %143, label %124

124:                                              ; preds = %120
  %125 = and i64 %2, -2
  br label %178

126:                                              ; preds = %126, %70
  %127 = phi i64 [ 0, %70 ], [ %140, %126 ]
  %128 = phi i64 [ 0, %70 ], [ %141, %126 ]
  %129 = mul i64 %127, 5
  %130 = urem i64 %129, 13
  %131 = uitofp nneg i64 %130 to float
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 1.250000e-01, float 5.000000e-01)
  %133 = getelementptr inbounds float, ptr %67, i64 %127
  store float %132, ptr %133, align 4, !tbaa !56
  %134 = or disjoint i64 %127, 1
  %135 = mul i64 %134, 5
  %136 = urem i64 %135, 13
  %137 = uitofp nneg i64 %136 to float
  %138 = tail call float @llvm.fmuladd.f32(float %137, float 1.250000e-01, float 5.000000e-01)
  %139 = getelementptr inbounds float, ptr %67, i64 %134
  store float %138, ptr %139, align 4, !tbaa !56
  %140 = add nuw i64 %127, 2
  %141 = add i64 %128, 2
  %142 = icmp eq i64 %141, %71
  br i1 %142, label %89, label %126, !llvm.loop !60

143:                                              ; preds = %178, %120
  %144 = phi i64 [ 0, %120 ], [ %190, %178 ]
  %145 = icmp eq i64 %122, 0
  br i1 %145, label %151, label %146

146:                                              ; preds = %143
  %147 = urem i64 %144, 7
  %148 = trunc nuw nsw i64 %147 to i32
  %149 = add nsw i32 %148, -3
  %150 = getelementptr inbounds i32, ptr %121, i64 %144
  store i32 %149, ptr %150, align 4, !tbaa !37
  br label %151

151:                                              ; preds = %146, %143, %118
  %152 = getelementptr inbounds i8, ptr %0, i64 176
  %153 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %152, ptr noundef nonnull align 8 dereferenceable(24) %101)
  %154 = getelementptr inbounds i8, ptr %0, i64 200
  %155 = getelementptr inbounds i8, ptr %0, i64 208
  %156 = load ptr, ptr %155, align 8, !tbaa !58
  %157 = load ptr, ptr %154, align 8, !tbaa !59
  %158 = ptrtoint ptr %156 to i64
  %159 = ptrtoint ptr %157 to i64
  %160 = sub i64 %158, %159
  %161 = ashr exact i64 %160, 2
  %162 = icmp ult i64 %161, %8
  br i1 %162, label %163, label %165

163:                                              ; preds = %151
  %164 = sub nsw i64 %8, %161
  tail call void @_ZNSt6vectorIiSaIiEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %154, i64 noundef %164)
  br label %171

165:                                              ; preds = %151
  %166 = icmp ugt i64 %161, %8
  br i1 %166, label %167, label %171

167:                                              ; preds = %165
  %168 = getelementptr inbounds i32, ptr %157, i64 %8
  %169 = icmp eq ptr %156, %168
  br i1 %169, label %171, label %170

170:                                              ; preds = %167
  store ptr %168, ptr %155, align 8, !tbaa !58
  br label %171

171:                                              ; preds = %163, %165, %167, %170
  %172 = icmp ult i64 %7, 32
  br i1 %172, label %203, label %173

173:                                              ; preds = %171
  %174 = load ptr, ptr %154, align 8, !tbaa !59
  %175 = icmp eq i64 %8, 1
  br i1 %175, label %193, label %176

176:                                              ; preds = %173
  %177 = and i64 %8, 576460752303423486
  br label %206

178:                                              ; preds = %178, %124
  %179 = phi i64 [ 0, %124 ], [ %190, %178 ]
  %180 = phi i64 [ 0, %124 ], [ %191, %178 ]
  %181 = urem i64 %179, 7
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = add nsw i32 %182, -3
  %184 = getelementptr inbounds i32, ptr %121, i64 %179
  store i32 %183, ptr %184, align 4, !tbaa !37
  %185 = or disjoint i64 %179, 1
  %186 = urem i64 %185, 7
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = add nsw i32 %187, -3
  %189 = getelementptr inbounds i32, ptr %121, i64 %185
  store i32 %188, ptr %189, align 4, !tbaa !37
  %190 = add nuw i64 %179, 2
  %191 = add i64 %180, 2
  %192 = icmp eq i64 %191, %125
  br i1 %192, label %143, label %178, !llvm.loop !61

193:                                              ; preds = %206, %173
  %194 = phi i64 [ 0, %173 ], [ %220, %206 ]
  %195 = and i64 %7, 32
  %196 = icmp eq i64 %195, 0
  br i1 %196, label %203, label %197

197:                                              ; preds = %193
  %198 = mul nuw nsw i64 %194, 3
  %199 = add nuw nsw i64 %198, 1
  %200 = urem i64 %199, 23
  %201 = trunc nuw nsw i64 %200 to i32
  %202 = getelementptr inbounds i32, ptr %174, i64 %194
  store i32 %201, ptr %202, align 4, !tbaa !37
  br label %203

203:                                              ; preds = %197, %193, %171
  %204 = getelementptr inbounds i8, ptr %0, i64 224
  %205 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIiSaIiEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %204, ptr noundef nonnull align 8 dereferenceable(24) %154)
  ret void

206:                                              ; preds = %206, %176
  %207 = phi i64 [ 0, %176 ], [ %220, %206 ]
  %208 = phi i64 [ 0, %176 ], [ %221, %206 ]
  %209 = mul nuw nsw i64 %207, 3
  %210 = or disjoint i64 %209, 1
  %211 = urem i64 %210, 23
  %212 = trunc nuw nsw i64 %211 to i32
  %213 = getelementptr inbounds i32, ptr %174, i64 %207
  store i32 %212, ptr %213, align 4, !tbaa !37
  %214 = or disjoint i64 %207, 1
  %215 = mul nuw nsw i64 %214, 3
  %216 = add nuw nsw i64 %215, 1
  %217 = urem i64 %216, 23
  %218 = trunc nuw nsw i64 %217 to i32
  %219 = getelementptr inbounds i32, ptr %174, i64 %214
  store i32 %218, ptr %219, align 4, !tbaa !37
  %220 = add nuw nsw i64 %207, 2
  %221 = add i64 %208, 2
  %222 = icmp eq i64 %221, %177
  br i1 %222, label %193, label %206, !llvm.loop !62
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  %22 = load ptr, ptr %10, align 8, !tbaa !34
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #24
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(248) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::event", align 8
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
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::event", align 8
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::event", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::event", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = load i64, ptr %0, align 8, !tbaa !42
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load i64, ptr %30, align 8, !tbaa !52
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load i64, ptr %32, align 8, !tbaa !53
  %34 = add i64 %29, 31
  %35 = lshr i64 %34, 5
  %36 = mul i64 %33, %31
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #22
  store ptr @.str.4, ptr %5, align 8, !tbaa !63, !alias.scope !65
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.5, ptr %37, align 8, !tbaa !68, !alias.scope !65
  %38 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 76, ptr %38, align 8, !tbaa !69, !alias.scope !65
  %39 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 19, ptr %39, align 4, !tbaa !70, !alias.scope !65
  %40 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %36, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %41 unwind label %494

41:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #22
  %42 = getelementptr inbounds i8, ptr %4, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %4, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !28
  %46 = icmp eq ptr %43, %45
  br i1 %46, label %81, label %47

47:                                               ; preds = %41, %76
  %48 = phi ptr [ %77, %76 ], [ %43, %41 ]
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !29
  %51 = icmp eq ptr %50, null
  br i1 %51, label %76, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load atomic i64, ptr %53 acquire, align 8
  %55 = icmp eq i64 %54, 4294967297
  %56 = trunc i64 %54 to i32
  br i1 %55, label %57, label %65

57:                                               ; preds = %52
  store i32 0, ptr %53, align 8, !tbaa !31
  %58 = getelementptr inbounds i8, ptr %50, i64 12
  store i32 0, ptr %58, align 4, !tbaa !33
  %59 = load ptr, ptr %50, align 8, !tbaa !34
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %50) #22
  %62 = load ptr, ptr %50, align 8, !tbaa !34
  %63 = getelementptr inbounds i8, ptr %62, i64 24
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %50) #22
  br label %76

65:                                               ; preds = %52
  %66 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %65
  %69 = add nsw i32 %56, -1
  store i32 %69, ptr %53, align 4, !tbaa !37
  br label %72

70:                                               ; preds = %65
  %71 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %72

72:                                               ; preds = %70, %68
  %73 = phi i32 [ %56, %68 ], [ %71, %70 ]
  %74 = icmp eq i32 %73, 1
  br i1 %74, label %75, label %76, !prof !38

75:                                               ; preds = %72
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %50) #22
  br label %76

76:                                               ; preds = %75, %72, %57, %47
  %77 = getelementptr inbounds i8, ptr %48, i64 16
  %78 = icmp eq ptr %77, %45
  br i1 %78, label %79, label %47, !llvm.loop !39

79:                                               ; preds = %76
  %80 = load ptr, ptr %42, align 8, !tbaa !26
  br label %81

81:                                               ; preds = %79, %41
  %82 = phi ptr [ %80, %79 ], [ %43, %41 ]
  %83 = icmp eq ptr %82, null
  br i1 %83, label %90, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %4, i64 24
  %86 = load ptr, ptr %85, align 8, !tbaa !41
  %87 = ptrtoint ptr %86 to i64
  %88 = ptrtoint ptr %82 to i64
  %89 = sub i64 %87, %88
  call void @_ZdlPvm(ptr noundef nonnull %82, i64 noundef %89) #24
  br label %90

90:                                               ; preds = %81, %84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  %91 = getelementptr inbounds i8, ptr %0, i64 56
  %92 = load ptr, ptr %91, align 8, !tbaa !55
  %93 = shl i64 %36, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #22
  store ptr @.str.4, ptr %7, align 8, !tbaa !63, !alias.scope !71
  %94 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.5, ptr %94, align 8, !tbaa !68, !alias.scope !71
  %95 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 77, ptr %95, align 8, !tbaa !69, !alias.scope !71
  %96 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 5, ptr %96, align 4, !tbaa !70, !alias.scope !71
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %40, ptr noundef %92, i64 noundef %93, ptr noundef nonnull align 8 dereferenceable(24) %7)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %97 unwind label %496

97:                                               ; preds = %90
  %98 = getelementptr inbounds i8, ptr %6, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !29
  %100 = icmp eq ptr %99, null
  br i1 %100, label %125, label %101

101:                                              ; preds = %97
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load atomic i64, ptr %102 acquire, align 8
  %104 = icmp eq i64 %103, 4294967297
  %105 = trunc i64 %103 to i32
  br i1 %104, label %106, label %114

106:                                              ; preds = %101
  store i32 0, ptr %102, align 8, !tbaa !31
  %107 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 0, ptr %107, align 4, !tbaa !33
  %108 = load ptr, ptr %99, align 8, !tbaa !34
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %99) #22
  %111 = load ptr, ptr %99, align 8, !tbaa !34
  %112 = getelementptr inbounds i8, ptr %111, i64 24
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %99) #22
  br label %125

114:                                              ; preds = %101
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %105, -1
  store i32 %118, ptr %102, align 4, !tbaa !37
  br label %121

119:                                              ; preds = %114
  %120 = atomicrmw volatile add ptr %102, i32 -1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %105, %117 ], [ %120, %119 ]
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %125, !prof !38

124:                                              ; preds = %121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %99) #22
  br label %125

125:                                              ; preds = %97, %106, %121, %124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #22
  store ptr @.str.4, ptr %9, align 8, !tbaa !63, !alias.scope !74
  %126 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.5, ptr %126, align 8, !tbaa !68, !alias.scope !74
  %127 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 78, ptr %127, align 8, !tbaa !69, !alias.scope !74
  %128 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 19, ptr %128, align 4, !tbaa !70, !alias.scope !74
  %129 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %31, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(24) %9)
          to label %130 unwind label %498

130:                                              ; preds = %125
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #22
  %131 = getelementptr inbounds i8, ptr %8, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !26
  %133 = getelementptr inbounds i8, ptr %8, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !28
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %130, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %130 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !29
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !31
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !33
  %148 = load ptr, ptr %139, align 8, !tbaa !34
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  %151 = load ptr, ptr %139, align 8, !tbaa !34
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !37
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !38

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #22
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !39

168:                                              ; preds = %165
  %169 = load ptr, ptr %131, align 8, !tbaa !26
  br label %170

170:                                              ; preds = %168, %130
  %171 = phi ptr [ %169, %168 ], [ %132, %130 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %8, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !41
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #24
  br label %179

179:                                              ; preds = %170, %173
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #22
  %180 = getelementptr inbounds i8, ptr %0, i64 104
  %181 = load ptr, ptr %180, align 8, !tbaa !55
  %182 = shl i64 %31, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #22
  store ptr @.str.4, ptr %11, align 8, !tbaa !63, !alias.scope !77
  %183 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.5, ptr %183, align 8, !tbaa !68, !alias.scope !77
  %184 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 79, ptr %184, align 8, !tbaa !69, !alias.scope !77
  %185 = getelementptr inbounds i8, ptr %11, i64 20
  store i32 5, ptr %185, align 4, !tbaa !70, !alias.scope !77
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %129, ptr noundef %181, i64 noundef %182, ptr noundef nonnull align 8 dereferenceable(24) %11)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %186 unwind label %500

186:                                              ; preds = %179
  %187 = getelementptr inbounds i8, ptr %10, i64 8
  %188 = load ptr, ptr %187, align 8, !tbaa !29
  %189 = icmp eq ptr %188, null
  br i1 %189, label %214, label %190

190:                                              ; preds = %186
  %191 = getelementptr inbounds i8, ptr %188, i64 8
  %192 = load atomic i64, ptr %191 acquire, align 8
  %193 = icmp eq i64 %192, 4294967297
  %194 = trunc i64 %192 to i32
  br i1 %193, label %195, label %203

195:                                              ; preds = %190
  store i32 0, ptr %191, align 8, !tbaa !31
  %196 = getelementptr inbounds i8, ptr %188, i64 12
  store i32 0, ptr %196, align 4, !tbaa !33
  %197 = load ptr, ptr %188, align 8, !tbaa !34
  %198 = getelementptr inbounds i8, ptr %197, i64 16
  %199 = load ptr, ptr %198, align 8
  call void %199(ptr noundef nonnull align 8 dereferenceable(16) %188) #22
  %200 = load ptr, ptr %188, align 8, !tbaa !34
  %201 = getelementptr inbounds i8, ptr %200, i64 24
  %202 = load ptr, ptr %201, align 8
  call void %202(ptr noundef nonnull align 8 dereferenceable(16) %188) #22
  br label %214

203:                                              ; preds = %190
  %204 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %208, label %206

206:                                              ; preds = %203
  %207 = add nsw i32 %194, -1
  store i32 %207, ptr %191, align 4, !tbaa !37
  br label %210

208:                                              ; preds = %203
  %209 = atomicrmw volatile add ptr %191, i32 -1 acq_rel, align 4
  br label %210

210:                                              ; preds = %208, %206
  %211 = phi i32 [ %194, %206 ], [ %209, %208 ]
  %212 = icmp eq i32 %211, 1
  br i1 %212, label %213, label %214, !prof !38

213:                                              ; preds = %210
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %188) #22
  br label %214

214:                                              ; preds = %186, %195, %210, %213
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #22
  store ptr @.str.4, ptr %13, align 8, !tbaa !63, !alias.scope !80
  %215 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.5, ptr %215, align 8, !tbaa !68, !alias.scope !80
  %216 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 80, ptr %216, align 8, !tbaa !69, !alias.scope !80
  %217 = getelementptr inbounds i8, ptr %13, i64 20
  store i32 17, ptr %217, align 4, !tbaa !70, !alias.scope !80
  %218 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %29, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(24) %13)
          to label %219 unwind label %502

219:                                              ; preds = %214
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #22
  %220 = getelementptr inbounds i8, ptr %12, i64 8
  %221 = load ptr, ptr %220, align 8, !tbaa !26
  %222 = getelementptr inbounds i8, ptr %12, i64 16
  %223 = load ptr, ptr %222, align 8, !tbaa !28
  %224 = icmp eq ptr %221, %223
  br i1 %224, label %259, label %225

225:                                              ; preds = %219, %254
  %226 = phi ptr [ %255, %254 ], [ %221, %219 ]
  %227 = getelementptr inbounds i8, ptr %226, i64 8
  %228 = load ptr, ptr %227, align 8, !tbaa !29
  %229 = icmp eq ptr %228, null
  br i1 %229, label %254, label %230

230:                                              ; preds = %225
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load atomic i64, ptr %231 acquire, align 8
  %233 = icmp eq i64 %232, 4294967297
  %234 = trunc i64 %232 to i32
  br i1 %233, label %235, label %243

235:                                              ; preds = %230
  store i32 0, ptr %231, align 8, !tbaa !31
  %236 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %236, align 4, !tbaa !33
  %237 = load ptr, ptr %228, align 8, !tbaa !34
  %238 = getelementptr inbounds i8, ptr %237, i64 16
  %239 = load ptr, ptr %238, align 8
  call void %239(ptr noundef nonnull align 8 dereferenceable(16) %228) #22
  %240 = load ptr, ptr %228, align 8, !tbaa !34
  %241 = getelementptr inbounds i8, ptr %240, i64 24
  %242 = load ptr, ptr %241, align 8
  call void %242(ptr noundef nonnull align 8 dereferenceable(16) %228) #22
  br label %254

243:                                              ; preds = %230
  %244 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %245 = icmp eq i8 %244, 0
  br i1 %245, label %248, label %246

246:                                              ; preds = %243
  %247 = add nsw i32 %234, -1
  store i32 %247, ptr %231, align 4, !tbaa !37
  br label %250

248:                                              ; preds = %243
  %249 = atomicrmw volatile add ptr %231, i32 -1 acq_rel, align 4
  br label %250

250:                                              ; preds = %248, %246
  %251 = phi i32 [ %234, %246 ], [ %249, %248 ]
  %252 = icmp eq i32 %251, 1
  br i1 %252, label %253, label %254, !prof !38

253:                                              ; preds = %250
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #22
  br label %254

254:                                              ; preds = %253, %250, %235, %225
  %255 = getelementptr inbounds i8, ptr %226, i64 16
  %256 = icmp eq ptr %255, %223
  br i1 %256, label %257, label %225, !llvm.loop !39

257:                                              ; preds = %254
  %258 = load ptr, ptr %220, align 8, !tbaa !26
  br label %259

259:                                              ; preds = %257, %219
  %260 = phi ptr [ %258, %257 ], [ %221, %219 ]
  %261 = icmp eq ptr %260, null
  br i1 %261, label %268, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds i8, ptr %12, i64 24
  %264 = load ptr, ptr %263, align 8, !tbaa !41
  %265 = ptrtoint ptr %264 to i64
  %266 = ptrtoint ptr %260 to i64
  %267 = sub i64 %265, %266
  call void @_ZdlPvm(ptr noundef nonnull %260, i64 noundef %267) #24
  br label %268

268:                                              ; preds = %259, %262
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #22
  %269 = getelementptr inbounds i8, ptr %0, i64 152
  %270 = load ptr, ptr %269, align 8, !tbaa !59
  %271 = shl i64 %29, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #22
  store ptr @.str.4, ptr %15, align 8, !tbaa !63, !alias.scope !83
  %272 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.5, ptr %272, align 8, !tbaa !68, !alias.scope !83
  %273 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 81, ptr %273, align 8, !tbaa !69, !alias.scope !83
  %274 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 5, ptr %274, align 4, !tbaa !70, !alias.scope !83
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %218, ptr noundef %270, i64 noundef %271, ptr noundef nonnull align 8 dereferenceable(24) %15)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %275 unwind label %504

275:                                              ; preds = %268
  %276 = getelementptr inbounds i8, ptr %14, i64 8
  %277 = load ptr, ptr %276, align 8, !tbaa !29
  %278 = icmp eq ptr %277, null
  br i1 %278, label %303, label %279

279:                                              ; preds = %275
  %280 = getelementptr inbounds i8, ptr %277, i64 8
  %281 = load atomic i64, ptr %280 acquire, align 8
  %282 = icmp eq i64 %281, 4294967297
  %283 = trunc i64 %281 to i32
  br i1 %282, label %284, label %292

284:                                              ; preds = %279
  store i32 0, ptr %280, align 8, !tbaa !31
  %285 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %285, align 4, !tbaa !33
  %286 = load ptr, ptr %277, align 8, !tbaa !34
  %287 = getelementptr inbounds i8, ptr %286, i64 16
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %277) #22
  %289 = load ptr, ptr %277, align 8, !tbaa !34
  %290 = getelementptr inbounds i8, ptr %289, i64 24
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %277) #22
  br label %303

292:                                              ; preds = %279
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %297, label %295

295:                                              ; preds = %292
  %296 = add nsw i32 %283, -1
  store i32 %296, ptr %280, align 4, !tbaa !37
  br label %299

297:                                              ; preds = %292
  %298 = atomicrmw volatile add ptr %280, i32 -1 acq_rel, align 4
  br label %299

299:                                              ; preds = %297, %295
  %300 = phi i32 [ %283, %295 ], [ %298, %297 ]
  %301 = icmp eq i32 %300, 1
  br i1 %301, label %302, label %303, !prof !38

302:                                              ; preds = %299
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #22
  br label %303

303:                                              ; preds = %275, %284, %299, %302
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #22
  store ptr @.str.4, ptr %17, align 8, !tbaa !63, !alias.scope !86
  %304 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.5, ptr %304, align 8, !tbaa !68, !alias.scope !86
  %305 = getelementptr inbounds i8, ptr %17, i64 16
  store i32 82, ptr %305, align 8, !tbaa !69, !alias.scope !86
  %306 = getelementptr inbounds i8, ptr %17, i64 20
  store i32 17, ptr %306, align 4, !tbaa !70, !alias.scope !86
  %307 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %35, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(24) %17)
          to label %308 unwind label %506

308:                                              ; preds = %303
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #22
  %309 = getelementptr inbounds i8, ptr %16, i64 8
  %310 = load ptr, ptr %309, align 8, !tbaa !26
  %311 = getelementptr inbounds i8, ptr %16, i64 16
  %312 = load ptr, ptr %311, align 8, !tbaa !28
  %313 = icmp eq ptr %310, %312
  br i1 %313, label %348, label %314

314:                                              ; preds = %308, %343
  %315 = phi ptr [ %344, %343 ], [ %310, %308 ]
  %316 = getelementptr inbounds i8, ptr %315, i64 8
  %317 = load ptr, ptr %316, align 8, !tbaa !29
  %318 = icmp eq ptr %317, null
  br i1 %318, label %343, label %319

319:                                              ; preds = %314
  %320 = getelementptr inbounds i8, ptr %317, i64 8
  %321 = load atomic i64, ptr %320 acquire, align 8
  %322 = icmp eq i64 %321, 4294967297
  %323 = trunc i64 %321 to i32
  br i1 %322, label %324, label %332

324:                                              ; preds = %319
  store i32 0, ptr %320, align 8, !tbaa !31
  %325 = getelementptr inbounds i8, ptr %317, i64 12
  store i32 0, ptr %325, align 4, !tbaa !33
  %326 = load ptr, ptr %317, align 8, !tbaa !34
  %327 = getelementptr inbounds i8, ptr %326, i64 16
  %328 = load ptr, ptr %327, align 8
  call void %328(ptr noundef nonnull align 8 dereferenceable(16) %317) #22
  %329 = load ptr, ptr %317, align 8, !tbaa !34
  %330 = getelementptr inbounds i8, ptr %329, i64 24
  %331 = load ptr, ptr %330, align 8
  call void %331(ptr noundef nonnull align 8 dereferenceable(16) %317) #22
  br label %343

332:                                              ; preds = %319
  %333 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %334 = icmp eq i8 %333, 0
  br i1 %334, label %337, label %335

335:                                              ; preds = %332
  %336 = add nsw i32 %323, -1
  store i32 %336, ptr %320, align 4, !tbaa !37
  br label %339

337:                                              ; preds = %332
  %338 = atomicrmw volatile add ptr %320, i32 -1 acq_rel, align 4
  br label %339

339:                                              ; preds = %337, %335
  %340 = phi i32 [ %323, %335 ], [ %338, %337 ]
  %341 = icmp eq i32 %340, 1
  br i1 %341, label %342, label %343, !prof !38

342:                                              ; preds = %339
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %317) #22
  br label %343

343:                                              ; preds = %342, %339, %324, %314
  %344 = getelementptr inbounds i8, ptr %315, i64 16
  %345 = icmp eq ptr %344, %312
  br i1 %345, label %346, label %314, !llvm.loop !39

346:                                              ; preds = %343
  %347 = load ptr, ptr %309, align 8, !tbaa !26
  br label %348

348:                                              ; preds = %346, %308
  %349 = phi ptr [ %347, %346 ], [ %310, %308 ]
  %350 = icmp eq ptr %349, null
  br i1 %350, label %357, label %351

351:                                              ; preds = %348
  %352 = getelementptr inbounds i8, ptr %16, i64 24
  %353 = load ptr, ptr %352, align 8, !tbaa !41
  %354 = ptrtoint ptr %353 to i64
  %355 = ptrtoint ptr %349 to i64
  %356 = sub i64 %354, %355
  call void @_ZdlPvm(ptr noundef nonnull %349, i64 noundef %356) #24
  br label %357

357:                                              ; preds = %348, %351
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #22
  %358 = getelementptr inbounds i8, ptr %0, i64 200
  %359 = load ptr, ptr %358, align 8, !tbaa !19
  %360 = getelementptr inbounds i8, ptr %0, i64 208
  %361 = load ptr, ptr %360, align 8, !tbaa !19
  %362 = icmp eq ptr %361, %359
  br i1 %362, label %367, label %363

363:                                              ; preds = %357
  %364 = ptrtoint ptr %361 to i64
  %365 = ptrtoint ptr %359 to i64
  %366 = sub i64 %364, %365
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %307, ptr align 4 %359, i64 %366, i1 false)
  br label %367

367:                                              ; preds = %357, %363
  call void @_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_(ptr noundef nonnull align 8 dereferenceable(248) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %40, ptr noundef %129)
  call void @_ZN14GeneratedBench5step1ERN4sycl3_V15queueEPiS4_(ptr noundef nonnull align 8 dereferenceable(248) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %218, ptr noundef %307)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #22
  store ptr @.str.4, ptr %18, align 8, !tbaa !63, !alias.scope !89
  %368 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.5, ptr %368, align 8, !tbaa !68, !alias.scope !89
  %369 = getelementptr inbounds i8, ptr %18, i64 16
  store i32 87, ptr %369, align 8, !tbaa !69, !alias.scope !89
  %370 = getelementptr inbounds i8, ptr %18, i64 20
  store i32 7, ptr %370, align 4, !tbaa !70, !alias.scope !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #22
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %18)
  %371 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %372 unwind label %375

372:                                              ; preds = %367
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %371)
          to label %377 unwind label %375

373:                                              ; preds = %494, %496, %502, %504, %512, %510, %508, %506, %500, %498, %375
  %374 = phi { ptr, i32 } [ %376, %375 ], [ %497, %496 ], [ %495, %494 ], [ %501, %500 ], [ %499, %498 ], [ %505, %504 ], [ %503, %502 ], [ %513, %512 ], [ %511, %510 ], [ %509, %508 ], [ %507, %506 ]
  resume { ptr, i32 } %374

375:                                              ; preds = %372, %367
  %376 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22
  br label %373

377:                                              ; preds = %372
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #22
  %378 = load ptr, ptr %91, align 8, !tbaa !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #22
  store ptr @.str.4, ptr %20, align 8, !tbaa !63, !alias.scope !92
  %379 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.5, ptr %379, align 8, !tbaa !68, !alias.scope !92
  %380 = getelementptr inbounds i8, ptr %20, i64 16
  store i32 89, ptr %380, align 8, !tbaa !69, !alias.scope !92
  %381 = getelementptr inbounds i8, ptr %20, i64 20
  store i32 5, ptr %381, align 4, !tbaa !70, !alias.scope !92
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %19, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %378, ptr noundef %40, i64 noundef %93, ptr noundef nonnull align 8 dereferenceable(24) %20)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %19)
          to label %382 unwind label %508

382:                                              ; preds = %377
  %383 = getelementptr inbounds i8, ptr %19, i64 8
  %384 = load ptr, ptr %383, align 8, !tbaa !29
  %385 = icmp eq ptr %384, null
  br i1 %385, label %410, label %386

386:                                              ; preds = %382
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load atomic i64, ptr %387 acquire, align 8
  %389 = icmp eq i64 %388, 4294967297
  %390 = trunc i64 %388 to i32
  br i1 %389, label %391, label %399

391:                                              ; preds = %386
  store i32 0, ptr %387, align 8, !tbaa !31
  %392 = getelementptr inbounds i8, ptr %384, i64 12
  store i32 0, ptr %392, align 4, !tbaa !33
  %393 = load ptr, ptr %384, align 8, !tbaa !34
  %394 = getelementptr inbounds i8, ptr %393, i64 16
  %395 = load ptr, ptr %394, align 8
  call void %395(ptr noundef nonnull align 8 dereferenceable(16) %384) #22
  %396 = load ptr, ptr %384, align 8, !tbaa !34
  %397 = getelementptr inbounds i8, ptr %396, i64 24
  %398 = load ptr, ptr %397, align 8
  call void %398(ptr noundef nonnull align 8 dereferenceable(16) %384) #22
  br label %410

399:                                              ; preds = %386
  %400 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %401 = icmp eq i8 %400, 0
  br i1 %401, label %404, label %402

402:                                              ; preds = %399
  %403 = add nsw i32 %390, -1
  store i32 %403, ptr %387, align 4, !tbaa !37
  br label %406

404:                                              ; preds = %399
  %405 = atomicrmw volatile add ptr %387, i32 -1 acq_rel, align 4
  br label %406

406:                                              ; preds = %404, %402
  %407 = phi i32 [ %390, %402 ], [ %405, %404 ]
  %408 = icmp eq i32 %407, 1
  br i1 %408, label %409, label %410, !prof !38

409:                                              ; preds = %406
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %384) #22
  br label %410

410:                                              ; preds = %382, %391, %406, %409
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #22
  store ptr @.str.4, ptr %21, align 8, !tbaa !63, !alias.scope !95
  %411 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.5, ptr %411, align 8, !tbaa !68, !alias.scope !95
  %412 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 90, ptr %412, align 8, !tbaa !69, !alias.scope !95
  %413 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 5, ptr %413, align 4, !tbaa !70, !alias.scope !95
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %40, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %21)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #22
  %414 = load ptr, ptr %180, align 8, !tbaa !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #22
  store ptr @.str.4, ptr %23, align 8, !tbaa !63, !alias.scope !98
  %415 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.5, ptr %415, align 8, !tbaa !68, !alias.scope !98
  %416 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 91, ptr %416, align 8, !tbaa !69, !alias.scope !98
  %417 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 5, ptr %417, align 4, !tbaa !70, !alias.scope !98
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %414, ptr noundef %129, i64 noundef %182, ptr noundef nonnull align 8 dereferenceable(24) %23)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %418 unwind label %510

418:                                              ; preds = %410
  %419 = getelementptr inbounds i8, ptr %22, i64 8
  %420 = load ptr, ptr %419, align 8, !tbaa !29
  %421 = icmp eq ptr %420, null
  br i1 %421, label %446, label %422

422:                                              ; preds = %418
  %423 = getelementptr inbounds i8, ptr %420, i64 8
  %424 = load atomic i64, ptr %423 acquire, align 8
  %425 = icmp eq i64 %424, 4294967297
  %426 = trunc i64 %424 to i32
  br i1 %425, label %427, label %435

427:                                              ; preds = %422
  store i32 0, ptr %423, align 8, !tbaa !31
  %428 = getelementptr inbounds i8, ptr %420, i64 12
  store i32 0, ptr %428, align 4, !tbaa !33
  %429 = load ptr, ptr %420, align 8, !tbaa !34
  %430 = getelementptr inbounds i8, ptr %429, i64 16
  %431 = load ptr, ptr %430, align 8
  call void %431(ptr noundef nonnull align 8 dereferenceable(16) %420) #22
  %432 = load ptr, ptr %420, align 8, !tbaa !34
  %433 = getelementptr inbounds i8, ptr %432, i64 24
  %434 = load ptr, ptr %433, align 8
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %420) #22
  br label %446

435:                                              ; preds = %422
  %436 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %437 = icmp eq i8 %436, 0
  br i1 %437, label %440, label %438

438:                                              ; preds = %435
  %439 = add nsw i32 %426, -1
  store i32 %439, ptr %423, align 4, !tbaa !37
  br label %442

440:                                              ; preds = %435
  %441 = atomicrmw volatile add ptr %423, i32 -1 acq_rel, align 4
  br label %442

442:                                              ; preds = %440, %438
  %443 = phi i32 [ %426, %438 ], [ %441, %440 ]
  %444 = icmp eq i32 %443, 1
  br i1 %444, label %445, label %446, !prof !38

445:                                              ; preds = %442
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %420) #22
  br label %446

446:                                              ; preds = %418, %427, %442, %445
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #22
  store ptr @.str.4, ptr %24, align 8, !tbaa !63, !alias.scope !101
  %447 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.5, ptr %447, align 8, !tbaa !68, !alias.scope !101
  %448 = getelementptr inbounds i8, ptr %24, i64 16
  store i32 92, ptr %448, align 8, !tbaa !69, !alias.scope !101
  %449 = getelementptr inbounds i8, ptr %24, i64 20
  store i32 5, ptr %449, align 4, !tbaa !70, !alias.scope !101
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %129, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %24)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #22
  %450 = load ptr, ptr %269, align 8, !tbaa !59
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #22
  store ptr @.str.4, ptr %26, align 8, !tbaa !63, !alias.scope !104
  %451 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.5, ptr %451, align 8, !tbaa !68, !alias.scope !104
  %452 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 93, ptr %452, align 8, !tbaa !69, !alias.scope !104
  %453 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 5, ptr %453, align 4, !tbaa !70, !alias.scope !104
  call void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %25, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %450, ptr noundef %218, i64 noundef %271, ptr noundef nonnull align 8 dereferenceable(24) %26)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %454 unwind label %512

454:                                              ; preds = %446
  %455 = getelementptr inbounds i8, ptr %25, i64 8
  %456 = load ptr, ptr %455, align 8, !tbaa !29
  %457 = icmp eq ptr %456, null
  br i1 %457, label %482, label %458

458:                                              ; preds = %454
  %459 = getelementptr inbounds i8, ptr %456, i64 8
  %460 = load atomic i64, ptr %459 acquire, align 8
  %461 = icmp eq i64 %460, 4294967297
  %462 = trunc i64 %460 to i32
  br i1 %461, label %463, label %471

463:                                              ; preds = %458
  store i32 0, ptr %459, align 8, !tbaa !31
  %464 = getelementptr inbounds i8, ptr %456, i64 12
  store i32 0, ptr %464, align 4, !tbaa !33
  %465 = load ptr, ptr %456, align 8, !tbaa !34
  %466 = getelementptr inbounds i8, ptr %465, i64 16
  %467 = load ptr, ptr %466, align 8
  call void %467(ptr noundef nonnull align 8 dereferenceable(16) %456) #22
  %468 = load ptr, ptr %456, align 8, !tbaa !34
  %469 = getelementptr inbounds i8, ptr %468, i64 24
  %470 = load ptr, ptr %469, align 8
  call void %470(ptr noundef nonnull align 8 dereferenceable(16) %456) #22
  br label %482

471:                                              ; preds = %458
  %472 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %473 = icmp eq i8 %472, 0
  br i1 %473, label %476, label %474

474:                                              ; preds = %471
  %475 = add nsw i32 %462, -1
  store i32 %475, ptr %459, align 4, !tbaa !37
  br label %478

476:                                              ; preds = %471
  %477 = atomicrmw volatile add ptr %459, i32 -1 acq_rel, align 4
  br label %478

478:                                              ; preds = %476, %474
  %479 = phi i32 [ %462, %474 ], [ %477, %476 ]
  %480 = icmp eq i32 %479, 1
  br i1 %480, label %481, label %482, !prof !38

481:                                              ; preds = %478
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %456) #22
  br label %482

482:                                              ; preds = %454, %463, %478, %481
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #22
  store ptr @.str.4, ptr %27, align 8, !tbaa !63, !alias.scope !107
  %483 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.5, ptr %483, align 8, !tbaa !68, !alias.scope !107
  %484 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 94, ptr %484, align 8, !tbaa !69, !alias.scope !107
  %485 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 5, ptr %485, align 4, !tbaa !70, !alias.scope !107
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %218, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %27)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #22
  %486 = icmp ult i64 %34, 32
  br i1 %486, label %490, label %487

487:                                              ; preds = %482
  %488 = shl nuw nsw i64 %35, 2
  %489 = load ptr, ptr %358, align 8, !tbaa !19
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %489, ptr align 4 %307, i64 %488, i1 false)
  br label %490

490:                                              ; preds = %482, %487
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28) #22
  store ptr @.str.4, ptr %28, align 8, !tbaa !63, !alias.scope !110
  %491 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.5, ptr %491, align 8, !tbaa !68, !alias.scope !110
  %492 = getelementptr inbounds i8, ptr %28, i64 16
  store i32 96, ptr %492, align 8, !tbaa !69, !alias.scope !110
  %493 = getelementptr inbounds i8, ptr %28, i64 20
  store i32 5, ptr %493, align 4, !tbaa !70, !alias.scope !110
  call void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %307, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %28)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #22
  ret void

494:                                              ; preds = %2
  %495 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  br label %373

496:                                              ; preds = %90
  %497 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  br label %373

498:                                              ; preds = %125
  %499 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  br label %373

500:                                              ; preds = %179
  %501 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #22
  br label %373

502:                                              ; preds = %214
  %503 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  br label %373

504:                                              ; preds = %268
  %505 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #22
  br label %373

506:                                              ; preds = %303
  %507 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #22
  br label %373

508:                                              ; preds = %377
  %509 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %19) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #22
  br label %373

510:                                              ; preds = %410
  %511 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %22) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #22
  br label %373

512:                                              ; preds = %446
  %513 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %25) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #22
  br label %373
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN14GeneratedBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(248) %0) local_unnamed_addr #4 comdat align 2 {
  %2 = load i64, ptr %0, align 8, !tbaa !42
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !52
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i64, ptr %5, align 8, !tbaa !53
  %7 = add i64 %2, 31
  %8 = lshr i64 %7, 5
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  %10 = load float, ptr %9, align 8, !tbaa !113
  %11 = icmp eq i64 %4, 0
  br i1 %11, label %29, label %12

12:                                               ; preds = %1
  %13 = icmp eq i64 %6, 0
  %14 = getelementptr inbounds i8, ptr %0, i64 80
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 128
  %17 = load ptr, ptr %16, align 8
  %18 = and i64 %6, 3
  %19 = icmp ult i64 %6, 4
  %20 = and i64 %6, -4
  %21 = icmp eq i64 %18, 0
  br label %22

22:                                               ; preds = %12, %49
  %23 = phi i64 [ 0, %12 ], [ %50, %49 ]
  br i1 %13, label %49, label %24

24:                                               ; preds = %22
  %25 = mul i64 %23, %6
  %26 = getelementptr float, ptr %15, i64 %25
  %27 = getelementptr inbounds float, ptr %17, i64 %23
  %28 = load float, ptr %27, align 4, !tbaa !56
  br i1 %19, label %36, label %52

29:                                               ; preds = %49, %1
  %30 = icmp ult i64 %7, 32
  br i1 %30, label %74, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i8, ptr %0, i64 176
  %33 = load ptr, ptr %32, align 8, !tbaa !59
  %34 = getelementptr inbounds i8, ptr %0, i64 224
  %35 = load ptr, ptr %34, align 8, !tbaa !59
  br label %80

36:                                               ; preds = %52, %24
  %37 = phi float [ %28, %24 ], [ %70, %52 ]
  %38 = phi i64 [ 0, %24 ], [ %71, %52 ]
  br i1 %21, label %49, label %39

39:                                               ; preds = %36, %39
  %40 = phi float [ %45, %39 ], [ %37, %36 ]
  %41 = phi i64 [ %46, %39 ], [ %38, %36 ]
  %42 = phi i64 [ %47, %39 ], [ 0, %36 ]
  %43 = getelementptr float, ptr %26, i64 %41
  %44 = load float, ptr %43, align 4, !tbaa !56
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %10, float %40)
  store float %45, ptr %27, align 4, !tbaa !56
  %46 = add nuw i64 %41, 1
  %47 = add i64 %42, 1
  %48 = icmp eq i64 %47, %18
  br i1 %48, label %49, label %39, !llvm.loop !114

49:                                               ; preds = %36, %39, %22
  %50 = add nuw i64 %23, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %29, label %22, !llvm.loop !116

52:                                               ; preds = %24, %52
  %53 = phi float [ %70, %52 ], [ %28, %24 ]
  %54 = phi i64 [ %71, %52 ], [ 0, %24 ]
  %55 = phi i64 [ %72, %52 ], [ 0, %24 ]
  %56 = getelementptr float, ptr %26, i64 %54
  %57 = load float, ptr %56, align 4, !tbaa !56
  %58 = tail call float @llvm.fmuladd.f32(float %57, float %10, float %53)
  store float %58, ptr %27, align 4, !tbaa !56
  %59 = or disjoint i64 %54, 1
  %60 = getelementptr float, ptr %26, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !56
  %62 = tail call float @llvm.fmuladd.f32(float %61, float %10, float %58)
  store float %62, ptr %27, align 4, !tbaa !56
  %63 = or disjoint i64 %54, 2
  %64 = getelementptr float, ptr %26, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !56
  %66 = tail call float @llvm.fmuladd.f32(float %65, float %10, float %62)
  store float %66, ptr %27, align 4, !tbaa !56
  %67 = or disjoint i64 %54, 3
  %68 = getelementptr float, ptr %26, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !56
  %70 = tail call float @llvm.fmuladd.f32(float %69, float %10, float %66)
  store float %70, ptr %27, align 4, !tbaa !56
  %71 = add nuw i64 %54, 4
  %72 = add i64 %55, 4
  %73 = icmp eq i64 %72, %20
  br i1 %73, label %36, label %52, !llvm.loop !117

74:                                               ; preds = %124, %29
  %75 = mul i64 %6, %4
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %136, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %0, i64 56
  %79 = getelementptr inbounds i8, ptr %0, i64 80
  br label %141

80:                                               ; preds = %31, %124
  %81 = phi i64 [ 0, %31 ], [ %92, %124 ]
  %82 = shl nuw i64 %81, 5
  %83 = add i64 %82, 32
  %84 = tail call i64 @llvm.umin.i64(i64 %2, i64 %83)
  %85 = or disjoint i64 %82, 1
  %86 = tail call i64 @llvm.umax.i64(i64 %84, i64 %85)
  %87 = shl i64 %81, 5
  %88 = sub i64 %86, %87
  %89 = shl nuw i64 %81, 5
  %90 = getelementptr inbounds i32, ptr %33, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !37
  %92 = add nuw nsw i64 %81, 1
  %93 = shl nuw i64 %92, 5
  %94 = tail call i64 @llvm.umin.i64(i64 %93, i64 %2)
  %95 = icmp ugt i64 %2, %89
  br i1 %95, label %96, label %124

96:                                               ; preds = %80
  %97 = icmp ult i64 %88, 8
  br i1 %97, label %98, label %101

98:                                               ; preds = %120, %96
  %99 = phi i64 [ %89, %96 ], [ %104, %120 ]
  %100 = phi i32 [ %91, %96 ], [ %122, %120 ]
  br label %128

101:                                              ; preds = %96
  %102 = and i64 %86, 7
  %103 = sub i64 %88, %102
  %104 = add i64 %89, %103
  %105 = insertelement <4 x i32> poison, i32 %91, i64 0
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> zeroinitializer
  %107 = getelementptr i32, ptr %33, i64 %89
  br label %108

108:                                              ; preds = %108, %101
  %109 = phi i64 [ 0, %101 ], [ %118, %108 ]
  %110 = phi <4 x i32> [ %106, %101 ], [ %116, %108 ]
  %111 = phi <4 x i32> [ %106, %101 ], [ %117, %108 ]
  %112 = getelementptr i32, ptr %107, i64 %109
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load <4 x i32>, ptr %112, align 4, !tbaa !37
  %115 = load <4 x i32>, ptr %113, align 4, !tbaa !37
  %116 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %110, <4 x i32> %114)
  %117 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %111, <4 x i32> %115)
  %118 = add nuw i64 %109, 8
  %119 = icmp eq i64 %118, %103
  br i1 %119, label %120, label %108, !llvm.loop !118

120:                                              ; preds = %108
  %121 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %116, <4 x i32> %117)
  %122 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %121)
  %123 = icmp eq i64 %102, 0
  br i1 %123, label %124, label %98

124:                                              ; preds = %128, %120, %80
  %125 = phi i32 [ %91, %80 ], [ %122, %120 ], [ %133, %128 ]
  %126 = getelementptr inbounds i32, ptr %35, i64 %81
  store i32 %125, ptr %126, align 4, !tbaa !37
  %127 = icmp eq i64 %92, %8
  br i1 %127, label %74, label %80, !llvm.loop !121

128:                                              ; preds = %98, %128
  %129 = phi i64 [ %134, %128 ], [ %99, %98 ]
  %130 = phi i32 [ %133, %128 ], [ %100, %98 ]
  %131 = getelementptr inbounds i32, ptr %33, i64 %129
  %132 = load i32, ptr %131, align 4, !tbaa !37
  %133 = tail call i32 @llvm.smax.i32(i32 %130, i32 %132)
  %134 = add nuw i64 %129, 1
  %135 = icmp ult i64 %134, %94
  br i1 %135, label %128, label %124, !llvm.loop !122

136:                                              ; preds = %160, %74
  %137 = phi i8 [ 1, %74 ], [ %161, %160 ]
  br i1 %11, label %164, label %138

138:                                              ; preds = %136
  %139 = getelementptr inbounds i8, ptr %0, i64 104
  %140 = getelementptr inbounds i8, ptr %0, i64 128
  br label %170

141:                                              ; preds = %77, %160
  %142 = phi i64 [ 0, %77 ], [ %162, %160 ]
  %143 = phi i8 [ 1, %77 ], [ %161, %160 ]
  %144 = load ptr, ptr %78, align 8, !tbaa !55
  %145 = getelementptr inbounds float, ptr %144, i64 %142
  %146 = load float, ptr %145, align 4, !tbaa !56
  %147 = load ptr, ptr %79, align 8, !tbaa !55
  %148 = getelementptr inbounds float, ptr %147, i64 %142
  %149 = load float, ptr %148, align 4, !tbaa !56
  %150 = fsub float %146, %149
  %151 = tail call noundef float @llvm.fabs.f32(float %150)
  %152 = tail call noundef float @llvm.fabs.f32(float %149)
  %153 = fadd float %152, 1.000000e+00
  %154 = fmul float %153, 0x3F50624DE0000000
  %155 = fcmp ugt float %151, %154
  br i1 %155, label %156, label %160

156:                                              ; preds = %141
  %157 = trunc nuw i8 %143 to i1
  br i1 %157, label %158, label %160

158:                                              ; preds = %156
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %142)
  br label %160

160:                                              ; preds = %156, %158, %141
  %161 = phi i8 [ %143, %141 ], [ 0, %158 ], [ 0, %156 ]
  %162 = add nuw i64 %142, 1
  %163 = icmp eq i64 %162, %75
  br i1 %163, label %136, label %141, !llvm.loop !123

164:                                              ; preds = %189, %136
  %165 = phi i8 [ %137, %136 ], [ %190, %189 ]
  %166 = icmp eq i64 %2, 0
  br i1 %166, label %215, label %167

167:                                              ; preds = %164
  %168 = getelementptr inbounds i8, ptr %0, i64 152
  %169 = getelementptr inbounds i8, ptr %0, i64 176
  br label %197

170:                                              ; preds = %138, %189
  %171 = phi i64 [ 0, %138 ], [ %191, %189 ]
  %172 = phi i8 [ %137, %138 ], [ %190, %189 ]
  %173 = load ptr, ptr %139, align 8, !tbaa !55
  %174 = getelementptr inbounds float, ptr %173, i64 %171
  %175 = load float, ptr %174, align 4, !tbaa !56
  %176 = load ptr, ptr %140, align 8, !tbaa !55
  %177 = getelementptr inbounds float, ptr %176, i64 %171
  %178 = load float, ptr %177, align 4, !tbaa !56
  %179 = fsub float %175, %178
  %180 = tail call noundef float @llvm.fabs.f32(float %179)
  %181 = tail call noundef float @llvm.fabs.f32(float %178)
  %182 = fadd float %181, 1.000000e+00
  %183 = fmul float %182, 0x3F50624DE0000000
  %184 = fcmp ugt float %180, %183
  br i1 %184, label %185, label %189

185:                                              ; preds = %170
  %186 = trunc nuw i8 %172 to i1
  br i1 %186, label %187, label %189

187:                                              ; preds = %185
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i64 noundef %171)
  br label %189

189:                                              ; preds = %185, %187, %170
  %190 = phi i8 [ %172, %170 ], [ 0, %187 ], [ 0, %185 ]
  %191 = add nuw i64 %171, 1
  %192 = icmp eq i64 %191, %4
  br i1 %192, label %164, label %170, !llvm.loop !124

193:                                              ; preds = %211
  br i1 %30, label %215, label %194

194:                                              ; preds = %193
  %195 = getelementptr inbounds i8, ptr %0, i64 200
  %196 = getelementptr inbounds i8, ptr %0, i64 224
  br label %218

197:                                              ; preds = %167, %211
  %198 = phi i64 [ 0, %167 ], [ %213, %211 ]
  %199 = phi i8 [ %165, %167 ], [ %212, %211 ]
  %200 = load ptr, ptr %168, align 8, !tbaa !59
  %201 = getelementptr inbounds i32, ptr %200, i64 %198
  %202 = load i32, ptr %201, align 4, !tbaa !37
  %203 = load ptr, ptr %169, align 8, !tbaa !59
  %204 = getelementptr inbounds i32, ptr %203, i64 %198
  %205 = load i32, ptr %204, align 4, !tbaa !37
  %206 = icmp eq i32 %202, %205
  br i1 %206, label %211, label %207

207:                                              ; preds = %197
  %208 = trunc nuw i8 %199 to i1
  br i1 %208, label %209, label %211

209:                                              ; preds = %207
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %198)
  br label %211

211:                                              ; preds = %207, %209, %197
  %212 = phi i8 [ %199, %197 ], [ 0, %209 ], [ 0, %207 ]
  %213 = add nuw i64 %198, 1
  %214 = icmp eq i64 %213, %2
  br i1 %214, label %193, label %197, !llvm.loop !125

215:                                              ; preds = %232, %164, %193
  %216 = phi i8 [ %212, %193 ], [ %165, %164 ], [ %233, %232 ]
  %217 = trunc nuw i8 %216 to i1
  ret i1 %217

218:                                              ; preds = %194, %232
  %219 = phi i64 [ 0, %194 ], [ %234, %232 ]
  %220 = phi i8 [ %212, %194 ], [ %233, %232 ]
  %221 = load ptr, ptr %195, align 8, !tbaa !59
  %222 = getelementptr inbounds i32, ptr %221, i64 %219
  %223 = load i32, ptr %222, align 4, !tbaa !37
  %224 = load ptr, ptr %196, align 8, !tbaa !59
  %225 = getelementptr inbounds i32, ptr %224, i64 %219
  %226 = load i32, ptr %225, align 4, !tbaa !37
  %227 = icmp eq i32 %223, %226
  br i1 %227, label %232, label %228

228:                                              ; preds = %218
  %229 = trunc nuw i8 %220 to i1
  br i1 %229, label %230, label %232

230:                                              ; preds = %228
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %219)
  br label %232

232:                                              ; preds = %228, %230, %218
  %233 = phi i8 [ %220, %218 ], [ 0, %230 ], [ 0, %228 ]
  %234 = add nuw nsw i64 %219, 1
  %235 = icmp eq i64 %234, %8
  br i1 %235, label %215, label %218, !llvm.loop !126
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(248) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 224
  %3 = load ptr, ptr %2, align 8, !tbaa !59
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 240
  %7 = load ptr, ptr %6, align 8, !tbaa !127
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %3 to i64
  %10 = sub i64 %8, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef %10) #24
  br label %11

11:                                               ; preds = %1, %5
  %12 = getelementptr inbounds i8, ptr %0, i64 200
  %13 = load ptr, ptr %12, align 8, !tbaa !59
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 216
  %17 = load ptr, ptr %16, align 8, !tbaa !127
  %18 = ptrtoint ptr %17 to i64
  %19 = ptrtoint ptr %13 to i64
  %20 = sub i64 %18, %19
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %20) #24
  br label %21

21:                                               ; preds = %11, %15
  %22 = getelementptr inbounds i8, ptr %0, i64 176
  %23 = load ptr, ptr %22, align 8, !tbaa !59
  %24 = icmp eq ptr %23, null
  br i1 %24, label %31, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 192
  %27 = load ptr, ptr %26, align 8, !tbaa !127
  %28 = ptrtoint ptr %27 to i64
  %29 = ptrtoint ptr %23 to i64
  %30 = sub i64 %28, %29
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef %30) #24
  br label %31

31:                                               ; preds = %21, %25
  %32 = getelementptr inbounds i8, ptr %0, i64 152
  %33 = load ptr, ptr %32, align 8, !tbaa !59
  %34 = icmp eq ptr %33, null
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 168
  %37 = load ptr, ptr %36, align 8, !tbaa !127
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %33 to i64
  %40 = sub i64 %38, %39
  tail call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %40) #24
  br label %41

41:                                               ; preds = %31, %35
  %42 = getelementptr inbounds i8, ptr %0, i64 128
  %43 = load ptr, ptr %42, align 8, !tbaa !55
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %0, i64 144
  %47 = load ptr, ptr %46, align 8, !tbaa !128
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  tail call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #24
  br label %51

51:                                               ; preds = %41, %45
  %52 = getelementptr inbounds i8, ptr %0, i64 104
  %53 = load ptr, ptr %52, align 8, !tbaa !55
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %0, i64 120
  %57 = load ptr, ptr %56, align 8, !tbaa !128
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  tail call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #24
  br label %61

61:                                               ; preds = %51, %55
  %62 = getelementptr inbounds i8, ptr %0, i64 80
  %63 = load ptr, ptr %62, align 8, !tbaa !55
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %0, i64 96
  %67 = load ptr, ptr %66, align 8, !tbaa !128
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  tail call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #24
  br label %71

71:                                               ; preds = %61, %65
  %72 = getelementptr inbounds i8, ptr %0, i64 56
  %73 = load ptr, ptr %72, align 8, !tbaa !55
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %0, i64 72
  %77 = load ptr, ptr %76, align 8, !tbaa !128
  %78 = ptrtoint ptr %77 to i64
  %79 = ptrtoint ptr %73 to i64
  %80 = sub i64 %78, %79
  tail call void @_ZdlPvm(ptr noundef nonnull %73, i64 noundef %80) #24
  br label %81

81:                                               ; preds = %71, %75
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
  %12 = load ptr, ptr %11, align 8, !tbaa !128
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #26
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #24
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !55
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !128
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
  %12 = load ptr, ptr %11, align 8, !tbaa !127
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #26
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #24
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !59
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !127
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !58
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
  %42 = load ptr, ptr %1, align 8, !tbaa !59
  %43 = load ptr, ptr %31, align 8, !tbaa !58
  %44 = load ptr, ptr %0, align 8, !tbaa !59
  %45 = load ptr, ptr %5, align 8, !tbaa !58
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
  %61 = load ptr, ptr %0, align 8, !tbaa !59
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !58
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
  %13 = load ptr, ptr %12, align 8, !tbaa !128
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #25
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #26
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #24
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !55
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !54
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !128
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #23
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
  %6 = load ptr, ptr %5, align 8, !tbaa !58
  %7 = load ptr, ptr %0, align 8, !tbaa !59
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !127
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
  store ptr %29, ptr %5, align 8, !tbaa !58
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #25
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #26
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #24
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !59
  %53 = getelementptr inbounds i32, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !58
  %54 = getelementptr inbounds i32, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !127
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !34
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #15

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.21", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #22
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !19
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !129
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
  call void @__clang_call_terminate(ptr %18) #23
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
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
  call void @__clang_call_terminate(ptr %28) #23
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !19
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !19
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !131
  store ptr %8, ptr %6, align 16, !tbaa !131
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !133
  %12 = load ptr, ptr %10, align 8, !tbaa !134
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !135
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #22
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !137

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !133
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !131
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !133
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !134
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !135
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #22
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !137

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !133
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !131
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #24
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %39
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  %23 = load ptr, ptr %11, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_(ptr noundef nonnull align 8 dereferenceable(248) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca float, align 4
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %2, ptr %9, align 8, !tbaa !19
  store ptr %3, ptr %10, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #22
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !52
  store i64 %17, ptr %11, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #22
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !53
  store i64 %19, ptr %12, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #22
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load float, ptr %20, align 8, !tbaa !113
  store float %21, ptr %13, align 4, !tbaa !56
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #22
  store ptr @.str.4, ptr %15, align 8, !tbaa !63, !alias.scope !138
  %22 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.6, ptr %22, align 8, !tbaa !68, !alias.scope !138
  %23 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 150, ptr %23, align 8, !tbaa !69, !alias.scope !138
  %24 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 5, ptr %24, align 4, !tbaa !70, !alias.scope !138
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  store ptr %11, ptr %8, align 8
  %25 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %13, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %12, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %10, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %8, i64 32
  store ptr %9, ptr %28, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #22, !noalias !141
  store ptr %8, ptr %7, align 8, !tbaa !144, !noalias !141
  %29 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step0ERNS0_5queueEPfS7_EUlRNS0_7handlerEE_E4callEPKvS9_, ptr %29, align 8, !tbaa !146, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %15), !noalias !147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #22, !noalias !147
  store i32 0, ptr %6, align 4, !tbaa !150, !noalias !147
  %30 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %31 unwind label %36, !noalias !147

31:                                               ; preds = %4
  %32 = getelementptr inbounds i8, ptr %5, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !153, !range !156, !noalias !147, !noundef !157
  %34 = trunc nuw i8 %33 to i1
  %35 = xor i1 %34, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %30, i1 noundef zeroext %35)
          to label %38 unwind label %36

36:                                               ; preds = %31, %4
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !147
  resume { ptr, i32 } %37

38:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22, !noalias !141
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  %39 = getelementptr inbounds i8, ptr %14, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !29
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !31
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !33
  %49 = load ptr, ptr %40, align 8, !tbaa !34
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #22
  %52 = load ptr, ptr %40, align 8, !tbaa !34
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #22
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !37
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !38

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #22
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN14GeneratedBench5step1ERN4sycl3_V15queueEPiS4_(ptr noundef nonnull align 8 dereferenceable(248) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon.142, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca %"class.sycl::_V1::event", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %2, ptr %9, align 8, !tbaa !19
  store ptr %3, ptr %10, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #22
  %15 = load i64, ptr %0, align 8, !tbaa !42
  store i64 %15, ptr %11, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #22
  %16 = add i64 %15, 31
  %17 = lshr i64 %16, 5
  store i64 %17, ptr %12, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #22
  store ptr @.str.4, ptr %14, align 8, !tbaa !63, !alias.scope !158
  %18 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %18, align 8, !tbaa !68, !alias.scope !158
  %19 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 167, ptr %19, align 8, !tbaa !69, !alias.scope !158
  %20 = getelementptr inbounds i8, ptr %14, i64 20
  store i32 5, ptr %20, align 4, !tbaa !70, !alias.scope !158
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %12, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %9, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %11, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %10, ptr %23, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #22, !noalias !161
  store ptr %8, ptr %7, align 8, !tbaa !144, !noalias !161
  %24 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueEPiS7_EUlRNS0_7handlerEE_E4callEPKvS9_, ptr %24, align 8, !tbaa !146, !noalias !161
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22, !noalias !164
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %14), !noalias !164
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #22, !noalias !164
  store i32 0, ptr %6, align 4, !tbaa !150, !noalias !164
  %25 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %26 unwind label %31, !noalias !164

26:                                               ; preds = %4
  %27 = getelementptr inbounds i8, ptr %5, i64 8
  %28 = load i8, ptr %27, align 8, !tbaa !153, !range !156, !noalias !164, !noundef !157
  %29 = trunc nuw i8 %28 to i1
  %30 = xor i1 %29, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %13, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %25, i1 noundef zeroext %30)
          to label %33 unwind label %31

31:                                               ; preds = %26, %4
  %32 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !164
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !164
  resume { ptr, i32 } %32

33:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #22, !noalias !164
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22, !noalias !164
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22, !noalias !161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %34 = getelementptr inbounds i8, ptr %13, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !29
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !31
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !33
  %44 = load ptr, ptr %35, align 8, !tbaa !34
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  %47 = load ptr, ptr %35, align 8, !tbaa !34
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !36
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !37
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !38

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #22
  br label %61

61:                                               ; preds = %33, %42, %57, %60
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  ret void
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #15

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step0ERNS0_5queueEPfS7_EUlRNS0_7handlerEE_E4callEPKvS9_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  %3 = alloca %class.anon.60, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !167
  %5 = load i64, ptr %4, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !169
  %8 = load float, ptr %7, align 4, !tbaa !56
  store float %8, ptr %3, align 8, !tbaa !170
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !172
  %12 = load i64, ptr %11, align 8, !tbaa !21
  store i64 %12, ptr %9, align 8, !tbaa !173
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !174
  %16 = load ptr, ptr %15, align 8, !tbaa !19
  store ptr %16, ptr %13, align 8, !tbaa !175
  %17 = getelementptr inbounds i8, ptr %3, i64 24
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !176
  %20 = load ptr, ptr %19, align 8, !tbaa !19
  store ptr %20, ptr %17, align 8, !tbaa !177
  call void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7RowSum1ZZN14GeneratedBench5step0ERNS0_5queueEPfS7_ENKUlRS1_E_clES8_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %5, ptr noundef nonnull align 8 dereferenceable(32) %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7RowSum1ZZN14GeneratedBench5step0ERNS0_5queueEPfS7_ENKUlRS1_E_clES8_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.11)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #22
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !21
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #22
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !178, !alias.scope !180
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !185, !alias.scope !180
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !187, !alias.scope !180
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !189, !alias.scope !180
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !191, !alias.scope !180
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !189, !alias.scope !180
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !191, !alias.scope !180
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !189, !alias.scope !180
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !191, !alias.scope !180
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !193, !alias.scope !180
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !195, !alias.scope !180
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !197, !alias.scope !180
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !199, !alias.scope !180
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !230
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !232
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  %38 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %38, align 8, !tbaa !34
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %39, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !233
  %40 = load ptr, ptr %37, align 8, !tbaa !19
  store ptr %38, ptr %37, align 8, !tbaa !19
  %41 = icmp eq ptr %40, null
  br i1 %41, label %46, label %42

42:                                               ; preds = %18
  %43 = load ptr, ptr %40, align 8, !tbaa !34
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(8) %40) #22
  br label %46

46:                                               ; preds = %18, %42
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN14GeneratedBench5step0ERNS0_5queueEPfS8_ENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %47 = load ptr, ptr %37, align 8, !tbaa !19
  %48 = load ptr, ptr %47, align 8, !tbaa !34
  %49 = load ptr, ptr %48, align 8
  %50 = call noundef ptr %49(ptr noundef nonnull align 8 dereferenceable(8) %47)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %50)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7RowSum1EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [10 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
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
  %4 = load i32, ptr %3, align 8, !tbaa !234
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !234
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !237

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !238
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.12)
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.13)
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

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.64", align 8
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %20 = load ptr, ptr %8, align 8, !tbaa !34
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #17

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #15

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #15

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !34
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7RowSum1EEvPv.Info, i64 16, i1 false), !tbaa.struct !239
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !240

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info) #22
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSum1EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info) #22
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSum1EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #18 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step0ERNS0_5queueEPfS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #18 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN14GeneratedBench5step0ERNS0_5queueEPfS8_ENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef byval(%class.anon.60) align 8 %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #4 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !173
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %59, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !177
  %12 = mul i64 %9, %5
  %13 = getelementptr float, ptr %11, i64 %12
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !175
  %16 = getelementptr inbounds float, ptr %15, i64 %9
  %17 = load float, ptr %16, align 4, !tbaa !56
  %18 = load float, ptr %0, align 8, !tbaa !170
  %19 = and i64 %5, 3
  %20 = icmp ult i64 %5, 4
  br i1 %20, label %45, label %21

21:                                               ; preds = %7
  %22 = and i64 %5, -4
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi float [ %17, %21 ], [ %41, %23 ]
  %25 = phi i64 [ 0, %21 ], [ %42, %23 ]
  %26 = phi i64 [ 0, %21 ], [ %43, %23 ]
  %27 = getelementptr float, ptr %13, i64 %25
  %28 = load float, ptr %27, align 4, !tbaa !56
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %18, float %24)
  store float %29, ptr %16, align 4, !tbaa !56
  %30 = or disjoint i64 %25, 1
  %31 = getelementptr float, ptr %13, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !56
  %33 = tail call float @llvm.fmuladd.f32(float %32, float %18, float %29)
  store float %33, ptr %16, align 4, !tbaa !56
  %34 = or disjoint i64 %25, 2
  %35 = getelementptr float, ptr %13, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !56
  %37 = tail call float @llvm.fmuladd.f32(float %36, float %18, float %33)
  store float %37, ptr %16, align 4, !tbaa !56
  %38 = or disjoint i64 %25, 3
  %39 = getelementptr float, ptr %13, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !56
  %41 = tail call float @llvm.fmuladd.f32(float %40, float %18, float %37)
  store float %41, ptr %16, align 4, !tbaa !56
  %42 = add nuw i64 %25, 4
  %43 = add i64 %26, 4
  %44 = icmp eq i64 %43, %22
  br i1 %44, label %45, label %23, !llvm.loop !241

45:                                               ; preds = %23, %7
  %46 = phi float [ %17, %7 ], [ %41, %23 ]
  %47 = phi i64 [ 0, %7 ], [ %42, %23 ]
  %48 = icmp eq i64 %19, 0
  br i1 %48, label %59, label %49

49:                                               ; preds = %45, %49
  %50 = phi float [ %55, %49 ], [ %46, %45 ]
  %51 = phi i64 [ %56, %49 ], [ %47, %45 ]
  %52 = phi i64 [ %57, %49 ], [ 0, %45 ]
  %53 = getelementptr float, ptr %13, i64 %51
  %54 = load float, ptr %53, align 4, !tbaa !56
  %55 = tail call float @llvm.fmuladd.f32(float %54, float %18, float %50)
  store float %55, ptr %16, align 4, !tbaa !56
  %56 = add nuw i64 %51, 1
  %57 = add i64 %52, 1
  %58 = icmp eq i64 %57, %19
  br i1 %58, label %59, label %49, !llvm.loop !242

59:                                               ; preds = %45, %49, %3
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #15

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN14GeneratedBench5step1ERNS0_5queueEPiS7_EUlRNS0_7handlerEE_E4callEPKvS9_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 comdat align 2 {
  %3 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %4 = alloca %"class.sycl::_V1::nd_range", align 8
  %5 = alloca %class.anon.143, align 8
  %6 = load ptr, ptr %0, align 8, !tbaa !243
  %7 = load i64, ptr %6, align 8, !tbaa !21
  %8 = shl i64 %7, 5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #22
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !245
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  store ptr %11, ptr %5, align 8, !tbaa !246
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !248
  %15 = load i64, ptr %14, align 8, !tbaa !21
  store i64 %15, ptr %12, align 8, !tbaa !249
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !250
  %19 = load ptr, ptr %18, align 8, !tbaa !19
  store ptr %19, ptr %16, align 8, !tbaa !251
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store i64 %8, ptr %4, align 8
  %20 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 32, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 0, ptr %21, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  call void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9GroupMax2NS0_7nd_itemILi1EEELi1ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN14GeneratedBench5step1ERNS0_5queueEPiSJ_ENKUlRS1_E_clESK_EUlS7_E_JRNS0_8nd_rangeILi1EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11wrap_kernelILNS0_6detail6WrapAsE1E9GroupMax2NS0_7nd_itemILi1EEELi1ELb0ENS0_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEZZN14GeneratedBench5step1ERNS0_5queueEPiSJ_ENKUlRS1_E_clESK_EUlS7_E_JRNS0_8nd_rangeILi1EEEEEEvRKT5_RKT4_DpOT6_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"class.sycl::_V1::nd_range", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #22
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.11)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #22
  resume { ptr, i32 } %17

18:                                               ; preds = %4
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr nonnull @.str.17, i64 14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store ptr %6, ptr %5, align 8, !tbaa !230
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %20, ptr %19, align 8, !tbaa !252
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %22, ptr %21, align 8, !tbaa !253
  %23 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 1, ptr %23, align 8, !tbaa !232
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 144
  %25 = call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EEE, i64 16), ptr %25, align 8, !tbaa !34
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !254
  %27 = load ptr, ptr %24, align 8, !tbaa !19
  store ptr %25, ptr %24, align 8, !tbaa !19
  %28 = icmp eq ptr %27, null
  br i1 %28, label %33, label %29

29:                                               ; preds = %18
  %30 = load ptr, ptr %27, align 8, !tbaa !34
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(8) %27) #22
  br label %33

33:                                               ; preds = %18, %29
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi1EEEZZN14GeneratedBench5step1ERNS0_5queueEPiS8_ENKUlRNS0_7handlerEE_clESA_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %34 = load ptr, ptr %24, align 8, !tbaa !19
  %35 = load ptr, ptr %34, align 8, !tbaa !34
  %36 = load ptr, ptr %35, align 8
  %37 = call noundef ptr %36(ptr noundef nonnull align 8 dereferenceable(8) %34)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9GroupMax2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %37)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #22
  %38 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %38, align 8, !tbaa !178, !alias.scope !255
  %39 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %39, align 2, !tbaa !185, !alias.scope !255
  %40 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %40, align 4, !tbaa !187, !alias.scope !255
  %41 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %41, align 4, !tbaa !189, !alias.scope !255
  %42 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %42, align 4, !tbaa !191, !alias.scope !255
  %43 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %43, align 4, !tbaa !189, !alias.scope !255
  %44 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %44, align 4, !tbaa !191, !alias.scope !255
  %45 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %45, align 4, !tbaa !189, !alias.scope !255
  %46 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %46, align 4, !tbaa !191, !alias.scope !255
  %47 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %47, align 8, !tbaa !193, !alias.scope !255
  %48 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %48, align 8, !tbaa !195, !alias.scope !255
  %49 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %49, align 8, !tbaa !197, !alias.scope !255
  %50 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %50, align 8, !tbaa !199, !alias.scope !255
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9GroupMax2EENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 6
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [10 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !37
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9GroupMax2EEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9GroupMax2EEvPv.Info, i64 16, i1 false), !tbaa.struct !239
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !240

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info) #22
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9GroupMax2EE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info) #22
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info) #22
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9GroupMax2EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !19
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #18 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #18 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN14GeneratedBench5step1ERNS0_5queueEPiS6_ENKUlRNS0_7handlerEE_clES8_EUlNS0_7nd_itemILi1EEEE_SB_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #18 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi1EEEZZN14GeneratedBench5step1ERNS0_5queueEPiS8_ENKUlRNS0_7handlerEE_clESA_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef byval(%class.anon.143) align 8 %0, ptr noundef nonnull align 1 dereferenceable(1) %1) #4 comdat personality ptr @__gxx_personality_v0 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 64) #22
  %4 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #22
  %5 = extractvalue { i32, ptr } %4, 0
  %6 = extractvalue { i32, ptr } %4, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %3, i32 %5, ptr %6, ptr noundef nonnull @.str.19)
          to label %7 unwind label %8

7:                                                ; preds = %2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %3) #22
  resume { ptr, i32 } %9
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #20

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #21

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nounwind }
attributes #23 = { noreturn nounwind }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin allocsize(0) }

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
!43 = !{!"_ZTS14GeneratedBench", !6, i64 0, !44, i64 56, !44, i64 80, !44, i64 104, !44, i64 128, !48, i64 152, !48, i64 176, !48, i64 200, !48, i64 224}
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
!58 = !{!51, !20, i64 8}
!59 = !{!51, !20, i64 0}
!60 = distinct !{!60, !40}
!61 = distinct !{!61, !40}
!62 = distinct !{!62, !40}
!63 = !{!64, !20, i64 0}
!64 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !20, i64 0, !20, i64 8, !11, i64 16, !11, i64 20}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!68 = !{!64, !20, i64 8}
!69 = !{!64, !11, i64 16}
!70 = !{!64, !11, i64 20}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!76 = distinct !{!76, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!79 = distinct !{!79, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!82 = distinct !{!82, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!85 = distinct !{!85, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!94 = distinct !{!94, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!100 = distinct !{!100, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!103 = distinct !{!103, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!109 = distinct !{!109, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!113 = !{!43, !10, i64 40}
!114 = distinct !{!114, !115}
!115 = !{!"llvm.loop.unroll.disable"}
!116 = distinct !{!116, !40}
!117 = distinct !{!117, !40}
!118 = distinct !{!118, !40, !119, !120}
!119 = !{!"llvm.loop.isvectorized", i32 1}
!120 = !{!"llvm.loop.unroll.runtime.disable"}
!121 = distinct !{!121, !40}
!122 = distinct !{!122, !40, !120, !119}
!123 = distinct !{!123, !40}
!124 = distinct !{!124, !40}
!125 = distinct !{!125, !40}
!126 = distinct !{!126, !40}
!127 = !{!51, !20, i64 16}
!128 = !{!47, !20, i64 16}
!129 = !{!130, !20, i64 24}
!130 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !24, i64 0, !20, i64 24}
!131 = !{!132, !20, i64 16}
!132 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !20, i64 0, !20, i64 8, !20, i64 16}
!133 = !{!132, !20, i64 0}
!134 = !{!132, !20, i64 8}
!135 = !{!136, !20, i64 0}
!136 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !20, i64 0}
!137 = distinct !{!137, !40}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step0ERS1_PfS5_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step0ERS1_PfS5_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE"}
!144 = !{!145, !20, i64 0}
!145 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !20, i64 0, !20, i64 8}
!146 = !{!145, !20, i64 8}
!147 = !{!148, !142}
!148 = distinct !{!148, !149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!150 = !{!151, !152, i64 0}
!151 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !152, i64 0}
!152 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !8, i64 0}
!153 = !{!154, !155, i64 8}
!154 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !20, i64 0, !155, i64 8}
!155 = !{!"bool", !8, i64 0}
!156 = !{i8 0, i8 2}
!157 = !{}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step1ERS1_PiS5_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE: argument 0"}
!163 = distinct !{!163, !"_ZN4sycl3_V15queue6submitIZN14GeneratedBench5step1ERS1_PiS5_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S7_EENS0_5eventEE4typeESA_RKNS0_6detail13code_locationE"}
!164 = !{!165, !162}
!165 = distinct !{!165, !166, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!166 = distinct !{!166, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!167 = !{!168, !20, i64 0}
!168 = !{!"_ZTSZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_EUlRNS1_7handlerEE_", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24, !20, i64 32}
!169 = !{!168, !20, i64 8}
!170 = !{!171, !10, i64 0}
!171 = !{!"_ZTSZZN14GeneratedBench5step0ERN4sycl3_V15queueEPfS4_ENKUlRNS1_7handlerEE_clES6_EUlNS1_2idILi1EEEE_", !10, i64 0, !7, i64 8, !20, i64 16, !20, i64 24}
!172 = !{!168, !20, i64 16}
!173 = !{!171, !7, i64 8}
!174 = !{!168, !20, i64 24}
!175 = !{!171, !20, i64 16}
!176 = !{!168, !20, i64 32}
!177 = !{!171, !20, i64 24}
!178 = !{!179, !155, i64 8}
!179 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !8, i64 0, !155, i64 8}
!180 = !{!181, !183}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!183 = distinct !{!183, !184, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!184 = distinct !{!184, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!185 = !{!186, !155, i64 2}
!186 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !8, i64 0, !155, i64 2}
!187 = !{!188, !155, i64 0}
!188 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !155, i64 0}
!189 = !{!190, !155, i64 4}
!190 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !8, i64 0, !155, i64 4}
!191 = !{!192, !155, i64 4}
!192 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !8, i64 0, !155, i64 4}
!193 = !{!194, !155, i64 8}
!194 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !8, i64 0, !155, i64 8}
!195 = !{!196, !155, i64 16}
!196 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !8, i64 0, !155, i64 16}
!197 = !{!198, !155, i64 24}
!198 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !8, i64 0, !155, i64 24}
!199 = !{!200, !155, i64 144}
!200 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !201, i64 0, !205, i64 16, !188, i64 20, !209, i64 24, !216, i64 40, !217, i64 56, !218, i64 72, !222, i64 88, !226, i64 112, !155, i64 144}
!201 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !202, i64 0}
!202 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !203, i64 0}
!203 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !204, i64 0}
!204 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !179, i64 0}
!205 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !206, i64 0}
!206 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !207, i64 0}
!207 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !208, i64 0}
!208 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !186, i64 0}
!209 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !210, i64 0, !213, i64 8}
!210 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !211, i64 0}
!211 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !212, i64 0}
!212 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !190, i64 0}
!213 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !214, i64 0}
!214 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !215, i64 0}
!215 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !192, i64 0}
!216 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !210, i64 0, !213, i64 8}
!217 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !210, i64 0, !213, i64 8}
!218 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !219, i64 0}
!219 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !220, i64 0}
!220 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !221, i64 0}
!221 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !194, i64 0}
!222 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !223, i64 0}
!223 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !224, i64 0}
!224 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !225, i64 0}
!225 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !196, i64 0}
!226 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !227, i64 0}
!227 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !228, i64 0}
!228 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !229, i64 0}
!229 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !198, i64 0}
!230 = !{!231, !20, i64 0}
!231 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !20, i64 0, !20, i64 8, !20, i64 16, !7, i64 24}
!232 = !{!231, !7, i64 24}
!233 = !{i64 0, i64 4, !56, i64 8, i64 8, !21, i64 16, i64 8, !19, i64 24, i64 8, !19}
!234 = !{!235, !11, i64 16}
!235 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !236, i64 0, !11, i64 16, !155, i64 20, !236, i64 24, !236, i64 40, !11, i64 56, !11, i64 60, !7, i64 64, !20, i64 72, !155, i64 80}
!236 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !20, i64 0, !7, i64 8}
!237 = distinct !{!237, !40}
!238 = !{!235, !20, i64 72}
!239 = !{i64 0, i64 8, !19, i64 8, i64 8, !21}
!240 = !{!"branch_weights", i32 1, i32 1048575}
!241 = distinct !{!241, !40}
!242 = distinct !{!242, !115}
!243 = !{!244, !20, i64 0}
!244 = !{!"_ZTSZN14GeneratedBench5step1ERN4sycl3_V15queueEPiS4_EUlRNS1_7handlerEE_", !20, i64 0, !20, i64 8, !20, i64 16, !20, i64 24}
!245 = !{!244, !20, i64 8}
!246 = !{!247, !20, i64 0}
!247 = !{!"_ZTSZZN14GeneratedBench5step1ERN4sycl3_V15queueEPiS4_ENKUlRNS1_7handlerEE_clES6_EUlNS1_7nd_itemILi1EEEE_", !20, i64 0, !7, i64 8, !20, i64 16}
!248 = !{!244, !20, i64 16}
!249 = !{!247, !7, i64 8}
!250 = !{!244, !20, i64 24}
!251 = !{!247, !20, i64 16}
!252 = !{!231, !20, i64 8}
!253 = !{!231, !20, i64 16}
!254 = !{i64 0, i64 8, !19, i64 8, i64 8, !21, i64 16, i64 8, !19}
!255 = !{!256, !258}
!256 = distinct !{!256, !257, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!257 = distinct !{!257, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
