; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%class.Harness = type { %struct.StatsConfig, %class.ColumnStatsBench }
%struct.StatsConfig = type { i64, i64, i64 }
%class.ColumnStatsBench = type { i64, i64, %"class.std::vector", %class.HostMirror, %class.HostMirror, %class.HostMirror }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.HostMirror = type { %"class.std::vector", %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload.base", [7 x i8] }
%"struct.std::_Optional_payload.base" = type { %"struct.std::_Optional_payload_base.base" }
%"struct.std::_Optional_payload_base.base" = type { %"union.std::_Optional_payload_base<sycl::_V1::buffer<float>>::_Storage", i8 }
%"union.std::_Optional_payload_base<sycl::_V1::buffer<float>>::_Storage" = type { %"class.sycl::_V1::buffer" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.3" }
%"class.std::shared_ptr.3" = type { %"class.std::__shared_ptr.4" }
%"class.std::__shared_ptr.4" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.6" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.6" = type { %"struct.std::_Vector_base.7" }
%"struct.std::_Vector_base.7" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.184" }
%"class.sycl::_V1::accessor.184" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.80" }
%"class.std::shared_ptr.80" = type { %"class.std::__shared_ptr.81" }
%"class.std::__shared_ptr.81" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.20" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.15" }
%"class.std::vector.15" = type { %"struct.std::_Vector_base.16" }
%"struct.std::_Vector_base.16" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
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
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.43" }
%"class.std::shared_ptr.43" = type { %"class.std::__shared_ptr.44" }
%"class.std::__shared_ptr.44" = type { ptr, %"class.std::__shared_count" }
%class.anon.179 = type { ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.84" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.88 = type { i64, %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor.84" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::detail::array.89" = type { [3 x i64] }
%"class.sycl::_V1::range.90" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.100", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.112", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.113", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.130", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.131", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.132", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.144", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.159", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional.92" }
%"class.std::optional.92" = type { %"struct.std::_Optional_base.93" }
%"struct.std::_Optional_base.93" = type { %"struct.std::_Optional_payload.95" }
%"struct.std::_Optional_payload.95" = type { %"struct.std::_Optional_payload_base.base.97", [7 x i8] }
%"struct.std::_Optional_payload_base.base.97" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.100" = type { %"class.std::optional.101" }
%"class.std::optional.101" = type { %"struct.std::_Optional_base.102" }
%"struct.std::_Optional_base.102" = type { %"struct.std::_Optional_payload.104" }
%"struct.std::_Optional_payload.104" = type { %"struct.std::_Optional_payload_base.base.109", i8 }
%"struct.std::_Optional_payload_base.base.109" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.112" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.113" = type { %"class.std::optional.114", %"class.std::optional.122" }
%"class.std::optional.114" = type { %"struct.std::_Optional_base.115" }
%"struct.std::_Optional_base.115" = type { %"struct.std::_Optional_payload.117" }
%"struct.std::_Optional_payload.117" = type { %"struct.std::_Optional_payload_base.base.119", [3 x i8] }
%"struct.std::_Optional_payload_base.base.119" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.122" = type { %"struct.std::_Optional_base.123" }
%"struct.std::_Optional_base.123" = type { %"struct.std::_Optional_payload.125" }
%"struct.std::_Optional_payload.125" = type { %"struct.std::_Optional_payload_base.base.127", [3 x i8] }
%"struct.std::_Optional_payload_base.base.127" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.130" = type { %"class.std::optional.114", %"class.std::optional.122" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.131" = type { %"class.std::optional.114", %"class.std::optional.122" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.132" = type { %"class.std::optional.133" }
%"class.std::optional.133" = type { %"struct.std::_Optional_base.134" }
%"struct.std::_Optional_base.134" = type { %"struct.std::_Optional_payload.136" }
%"struct.std::_Optional_payload.136" = type { %"struct.std::_Optional_payload_base.base.141", [7 x i8] }
%"struct.std::_Optional_payload_base.base.141" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.144" = type { %"class.std::optional.145" }
%"class.std::optional.145" = type { %"struct.std::_Optional_base.146" }
%"struct.std::_Optional_base.146" = type { %"struct.std::_Optional_payload.148" }
%"struct.std::_Optional_payload.148" = type { %"struct.std::_Optional_payload_base.base.156", [7 x i8] }
%"struct.std::_Optional_payload_base.base.156" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.150" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.150" = type { %"class.sycl::_V1::range.154" }
%"class.sycl::_V1::range.154" = type { %"class.sycl::_V1::detail::array.155" }
%"class.sycl::_V1::detail::array.155" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.159" = type { %"class.std::optional.160" }
%"class.std::optional.160" = type { %"struct.std::_Optional_base.161" }
%"struct.std::_Optional_base.161" = type { %"struct.std::_Optional_payload.163" }
%"struct.std::_Optional_payload.163" = type { %"struct.std::_Optional_payload_base.base.169", [7 x i8] }
%"struct.std::_Optional_payload_base.base.169" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.165" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.165" = type { %"class.sycl::_V1::range.90" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.175", %"class.sycl::_V1::id.175" }
%"class.sycl::_V1::id.175" = type { %"class.sycl::_V1::detail::array" }
%class.anon.180 = type { %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor.84" }

$_ZN7HarnessI16ColumnStatsBenchE3runEv = comdat any

$_ZN16ColumnStatsBenchD2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN16ColumnStatsBench5setupEv = comdat any

$_ZN16ColumnStatsBench3runERN4sycl3_V15queueE = comdat any

$_ZN16ColumnStatsBench6verifyEv = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN10HostMirror6createEmf = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZNSt6vectorIfSaIfEEaSERKS1_ = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE = comdat any

$_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7ColMeanEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9ColStdDevEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ColMeanEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9ColStdDevEE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"--rows\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"--cols\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"--iterations\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.5 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float>::~buffer() [T = float, dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, __Enabled = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.6 = private unnamed_addr constant [50 x i8] c"%s %zu x %zu: %zu iterations, %.3f ms in all, %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.10 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.13 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"reshape_colstats.cpp\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"column_means\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.19 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.20 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.2.0/intel_sycl_rt-2026.2.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.21 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"_ZTS7ColMean\00", align 1
@.str.23 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.24 = private unnamed_addr constant [10 x i8] c"::ColMean\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.26 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.27 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.28 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [151 x i8] c"N4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 12 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, i32 78, i32 56, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7ColMeanEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ColMeanEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.22, i64 12 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, i32 78, i32 56, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7ColMeanEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.30 = private unnamed_addr constant [15 x i8] c"column_stddevs\00", align 1
@.str.31 = private unnamed_addr constant [15 x i8] c"_ZTS9ColStdDev\00", align 1
@.str.32 = private unnamed_addr constant [12 x i8] c"::ColStdDev\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [153 x i8] c"N4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 11 }, i32 93, i32 58, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9ColStdDevEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9ColStdDevEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.31, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 11 }, i32 93, i32 58, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9ColStdDevEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.34 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.35 = private unnamed_addr constant [52 x i8] c"column %zu: mean %g (want %g), stddev %g (want %g)\0A\00", align 1
@.str.36 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.37 = private unnamed_addr constant [17 x i8] c"reshape-colstats\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.Harness, align 8
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 2)
  %5 = add nsw i32 %4, -1
  %6 = zext nneg i32 %5 to i64
  br label %7

7:                                                ; preds = %10, %2
  %8 = phi i64 [ %11, %10 ], [ 1, %2 ]
  %9 = icmp eq i64 %8, %6
  br i1 %9, label %21, label %10

10:                                               ; preds = %7
  %11 = add nuw nsw i64 %8, 1
  %12 = getelementptr inbounds ptr, ptr %1, i64 %8
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(7) @.str) #25
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %7, !llvm.loop !9

16:                                               ; preds = %10
  %17 = and i64 %11, 4294967295
  %18 = getelementptr inbounds ptr, ptr %1, i64 %17
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = tail call i64 @strtoul(ptr nocapture noundef %19, ptr noundef null, i32 noundef 10) #26
  br label %21

21:                                               ; preds = %7, %16
  %22 = phi i64 [ %20, %16 ], [ 2048, %7 ]
  br label %23

23:                                               ; preds = %26, %21
  %24 = phi i64 [ %27, %26 ], [ 1, %21 ]
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %37, label %26

26:                                               ; preds = %23
  %27 = add nuw nsw i64 %24, 1
  %28 = getelementptr inbounds ptr, ptr %1, i64 %24
  %29 = load ptr, ptr %28, align 8, !tbaa !5
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull dereferenceable(7) @.str.1) #25
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %23, !llvm.loop !9

32:                                               ; preds = %26
  %33 = and i64 %27, 4294967295
  %34 = getelementptr inbounds ptr, ptr %1, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !5
  %36 = tail call i64 @strtoul(ptr nocapture noundef %35, ptr noundef null, i32 noundef 10) #26
  br label %37

37:                                               ; preds = %23, %32
  %38 = phi i64 [ %36, %32 ], [ 512, %23 ]
  br label %39

39:                                               ; preds = %42, %37
  %40 = phi i64 [ %43, %42 ], [ 1, %37 ]
  %41 = icmp eq i64 %40, %6
  br i1 %41, label %53, label %42

42:                                               ; preds = %39
  %43 = add nuw nsw i64 %40, 1
  %44 = getelementptr inbounds ptr, ptr %1, i64 %40
  %45 = load ptr, ptr %44, align 8, !tbaa !5
  %46 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %45, ptr noundef nonnull dereferenceable(13) @.str.2) #25
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %39, !llvm.loop !9

48:                                               ; preds = %42
  %49 = and i64 %43, 4294967295
  %50 = getelementptr inbounds ptr, ptr %1, i64 %49
  %51 = load ptr, ptr %50, align 8, !tbaa !5
  %52 = tail call i64 @strtoul(ptr nocapture noundef %51, ptr noundef null, i32 noundef 10) #26
  br label %53

53:                                               ; preds = %39, %48
  %54 = phi i64 [ %52, %48 ], [ 4, %39 ]
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3) #26
  store i64 %22, ptr %3, align 8, !tbaa !11
  %55 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %38, ptr %55, align 8, !tbaa !11
  %56 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %54, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 %22, ptr %57, align 8, !tbaa !13
  %58 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %38, ptr %58, align 8, !tbaa !26
  %59 = getelementptr inbounds i8, ptr %3, i64 40
  %60 = getelementptr inbounds i8, ptr %3, i64 128
  store i8 0, ptr %60, align 8, !tbaa !27
  %61 = getelementptr inbounds i8, ptr %3, i64 136
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %61, i8 0, i64 24, i1 false)
  %62 = getelementptr inbounds i8, ptr %3, i64 200
  store i8 0, ptr %62, align 8, !tbaa !27
  %63 = getelementptr inbounds i8, ptr %3, i64 208
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %63, i8 0, i64 24, i1 false)
  %64 = getelementptr inbounds i8, ptr %3, i64 272
  store i8 0, ptr %64, align 8, !tbaa !27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %59, i8 0, i64 48, i1 false)
  %65 = invoke noundef i32 @_ZN7HarnessI16ColumnStatsBenchE3runEv(ptr noundef nonnull align 8 dereferenceable(280) %3)
          to label %66 unwind label %67

66:                                               ; preds = %53
  call void @_ZN16ColumnStatsBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(256) %57) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #26
  ret i32 %65

67:                                               ; preds = %53
  %68 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN16ColumnStatsBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(256) %57) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #26
  resume { ptr, i32 } %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI16ColumnStatsBenchE3runEv(ptr noundef nonnull align 8 dereferenceable(280) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #26
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %7, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %6, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %5, align 8, !tbaa !31
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %8 unwind label %16

8:                                                ; preds = %1
  %9 = load ptr, ptr %5, align 8, !tbaa !31
  %10 = icmp eq ptr %9, null
  br i1 %10, label %26, label %11

11:                                               ; preds = %8
  %12 = invoke noundef zeroext i1 %9(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %13

13:                                               ; preds = %11
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  call void @__clang_call_terminate(ptr %15) #27
  unreachable

16:                                               ; preds = %1
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = load ptr, ptr %5, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %25, label %20

20:                                               ; preds = %16
  %21 = invoke noundef zeroext i1 %18(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %25 unwind label %22

22:                                               ; preds = %20
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  call void @__clang_call_terminate(ptr %24) #27
  unreachable

25:                                               ; preds = %20, %16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  br label %142

26:                                               ; preds = %11, %8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #26
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !32
  %29 = getelementptr inbounds i8, ptr %4, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !34
  %31 = icmp eq ptr %28, %30
  br i1 %31, label %66, label %32

32:                                               ; preds = %26, %61
  %33 = phi ptr [ %62, %61 ], [ %28, %26 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !35
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !37
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !40
  %44 = load ptr, ptr %35, align 8, !tbaa !41
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  %47 = load ptr, ptr %35, align 8, !tbaa !41
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !44
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !45

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %61

61:                                               ; preds = %60, %57, %42, %32
  %62 = getelementptr inbounds i8, ptr %33, i64 16
  %63 = icmp eq ptr %62, %30
  br i1 %63, label %64, label %32, !llvm.loop !46

64:                                               ; preds = %61
  %65 = load ptr, ptr %27, align 8, !tbaa !32
  br label %66

66:                                               ; preds = %64, %26
  %67 = phi ptr [ %65, %64 ], [ %28, %26 ]
  %68 = icmp eq ptr %67, null
  br i1 %68, label %75, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %4, i64 24
  %71 = load ptr, ptr %70, align 8, !tbaa !47
  %72 = ptrtoint ptr %71 to i64
  %73 = ptrtoint ptr %67 to i64
  %74 = sub i64 %72, %73
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %74) #28
  br label %75

75:                                               ; preds = %66, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  %76 = getelementptr inbounds i8, ptr %0, i64 24
  invoke void @_ZN16ColumnStatsBench5setupEv(ptr noundef nonnull align 8 dereferenceable(256) %76)
          to label %77 unwind label %84

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 16
  %79 = load i64, ptr %78, align 8, !tbaa !48
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %81, label %86

81:                                               ; preds = %90, %77
  %82 = phi double [ 0.000000e+00, %77 ], [ %95, %90 ]
  %83 = invoke noundef zeroext i1 @_ZN16ColumnStatsBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(256) %76)
          to label %101 unwind label %138

84:                                               ; preds = %75
  %85 = landingpad { ptr, i32 }
          cleanup
  br label %140

86:                                               ; preds = %77, %90
  %87 = phi i64 [ %96, %90 ], [ 0, %77 ]
  %88 = phi double [ %95, %90 ], [ 0.000000e+00, %77 ]
  %89 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #26
  invoke void @_ZN16ColumnStatsBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %76, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %90 unwind label %99

90:                                               ; preds = %86
  %91 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #26
  %92 = sub nsw i64 %91, %89
  %93 = sitofp i64 %92 to double
  %94 = fdiv double %93, 1.000000e+06
  %95 = fadd double %88, %94
  %96 = add nuw i64 %87, 1
  %97 = load i64, ptr %78, align 8, !tbaa !48
  %98 = icmp ult i64 %96, %97
  br i1 %98, label %86, label %81, !llvm.loop !51

99:                                               ; preds = %86
  %100 = landingpad { ptr, i32 }
          cleanup
  br label %140

101:                                              ; preds = %81
  %102 = load i64, ptr %0, align 8, !tbaa !52
  %103 = getelementptr inbounds i8, ptr %0, i64 8
  %104 = load i64, ptr %103, align 8, !tbaa !53
  %105 = load i64, ptr %78, align 8, !tbaa !48
  %106 = select i1 %83, ptr @.str.7, ptr @.str.8
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.37, i64 noundef %102, i64 noundef %104, i64 noundef %105, double noundef %82, ptr noundef nonnull %106)
  %108 = getelementptr inbounds i8, ptr %3, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !35
  %110 = icmp eq ptr %109, null
  br i1 %110, label %135, label %111

111:                                              ; preds = %101
  %112 = getelementptr inbounds i8, ptr %109, i64 8
  %113 = load atomic i64, ptr %112 acquire, align 8
  %114 = icmp eq i64 %113, 4294967297
  %115 = trunc i64 %113 to i32
  br i1 %114, label %116, label %124

116:                                              ; preds = %111
  store i32 0, ptr %112, align 8, !tbaa !37
  %117 = getelementptr inbounds i8, ptr %109, i64 12
  store i32 0, ptr %117, align 4, !tbaa !40
  %118 = load ptr, ptr %109, align 8, !tbaa !41
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load ptr, ptr %119, align 8
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %109) #26
  %121 = load ptr, ptr %109, align 8, !tbaa !41
  %122 = getelementptr inbounds i8, ptr %121, i64 24
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %109) #26
  br label %135

124:                                              ; preds = %111
  %125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %129, label %127

127:                                              ; preds = %124
  %128 = add nsw i32 %115, -1
  store i32 %128, ptr %112, align 4, !tbaa !44
  br label %131

129:                                              ; preds = %124
  %130 = atomicrmw volatile add ptr %112, i32 -1 acq_rel, align 4
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi i32 [ %115, %127 ], [ %130, %129 ]
  %133 = icmp eq i32 %132, 1
  br i1 %133, label %134, label %135, !prof !45

134:                                              ; preds = %131
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %109) #26
  br label %135

135:                                              ; preds = %101, %116, %131, %134
  %136 = xor i1 %83, true
  %137 = zext i1 %136 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26
  ret i32 %137

138:                                              ; preds = %81
  %139 = landingpad { ptr, i32 }
          cleanup
  br label %140

140:                                              ; preds = %99, %138, %84
  %141 = phi { ptr, i32 } [ %85, %84 ], [ %139, %138 ], [ %100, %99 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %142

142:                                              ; preds = %140, %25
  %143 = phi { ptr, i32 } [ %141, %140 ], [ %17, %25 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26
  resume { ptr, i32 } %143
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(256) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 184
  %3 = getelementptr inbounds i8, ptr %0, i64 248
  %4 = load i8, ptr %3, align 8, !tbaa !27, !range !54, !noundef !55
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 208
  store i8 0, ptr %3, align 8, !tbaa !27
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %7) #26
  br label %8

8:                                                ; preds = %6, %1
  %9 = load ptr, ptr %2, align 8, !tbaa !56
  %10 = icmp eq ptr %9, null
  br i1 %10, label %17, label %11

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 200
  %13 = load ptr, ptr %12, align 8, !tbaa !57
  %14 = ptrtoint ptr %13 to i64
  %15 = ptrtoint ptr %9 to i64
  %16 = sub i64 %14, %15
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef %16) #28
  br label %17

17:                                               ; preds = %8, %11
  %18 = getelementptr inbounds i8, ptr %0, i64 112
  %19 = getelementptr inbounds i8, ptr %0, i64 176
  %20 = load i8, ptr %19, align 8, !tbaa !27, !range !54, !noundef !55
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %0, i64 136
  store i8 0, ptr %19, align 8, !tbaa !27
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #26
  br label %24

24:                                               ; preds = %22, %17
  %25 = load ptr, ptr %18, align 8, !tbaa !56
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %0, i64 128
  %29 = load ptr, ptr %28, align 8, !tbaa !57
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  tail call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  %34 = getelementptr inbounds i8, ptr %0, i64 40
  %35 = getelementptr inbounds i8, ptr %0, i64 104
  %36 = load i8, ptr %35, align 8, !tbaa !27, !range !54, !noundef !55
  %37 = trunc nuw i8 %36 to i1
  br i1 %37, label %38, label %40

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %0, i64 64
  store i8 0, ptr %35, align 8, !tbaa !27
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %39) #26
  br label %40

40:                                               ; preds = %38, %33
  %41 = load ptr, ptr %34, align 8, !tbaa !56
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 56
  %45 = load ptr, ptr %44, align 8, !tbaa !57
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #28
  br label %49

49:                                               ; preds = %40, %43
  %50 = getelementptr inbounds i8, ptr %0, i64 16
  %51 = load ptr, ptr %50, align 8, !tbaa !56
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %0, i64 32
  %55 = load ptr, ptr %54, align 8, !tbaa !57
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  tail call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #28
  br label %59

59:                                               ; preds = %49, %53
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %15 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %47

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #26
  %10 = load ptr, ptr %9, align 8, !tbaa !41
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  invoke void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef nonnull @.str.3, ptr noundef %13)
          to label %14 unwind label %44

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, i32 noundef 485, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !35
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !40
  %26 = load ptr, ptr %17, align 8, !tbaa !41
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  tail call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #26
  %29 = load ptr, ptr %17, align 8, !tbaa !41
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #26
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !44
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !45

42:                                               ; preds = %39
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #26
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

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #26
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @_ZN4sycl3_V16detail23reportExceptionToStreamEPKcS3_(ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !41
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !44
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !44
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench5setupEv(ptr noundef nonnull align 8 dereferenceable(256) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %0, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !26
  %8 = mul i64 %7, %5
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !58
  %11 = load ptr, ptr %4, align 8, !tbaa !56
  %12 = ptrtoint ptr %10 to i64
  %13 = ptrtoint ptr %11 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 2
  %16 = icmp ult i64 %15, %8
  br i1 %16, label %17, label %20

17:                                               ; preds = %1
  %18 = sub i64 %8, %15
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %4, i64 noundef %18)
  %19 = load i64, ptr %0, align 8, !tbaa !13
  br label %26

20:                                               ; preds = %1
  %21 = icmp ugt i64 %15, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %20
  %23 = getelementptr inbounds float, ptr %11, i64 %8
  %24 = icmp eq ptr %10, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store ptr %23, ptr %9, align 8, !tbaa !58
  br label %26

26:                                               ; preds = %17, %20, %22, %25
  %27 = phi i64 [ %19, %17 ], [ %5, %20 ], [ %5, %22 ], [ %5, %25 ]
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %39, label %29

29:                                               ; preds = %26
  %30 = load i64, ptr %6, align 8, !tbaa !26
  %31 = icmp eq i64 %30, 0
  %32 = load ptr, ptr %4, align 8
  br label %33

33:                                               ; preds = %29, %59
  %34 = phi i64 [ 0, %29 ], [ %60, %59 ]
  br i1 %31, label %59, label %35

35:                                               ; preds = %33
  %36 = mul i64 %34, 13
  %37 = mul i64 %30, %34
  %38 = getelementptr float, ptr %32, i64 %37
  br label %62

39:                                               ; preds = %59, %26
  %40 = getelementptr inbounds i8, ptr %0, i64 40
  %41 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %40, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #26
  %43 = load ptr, ptr %40, align 8, !tbaa !56
  store ptr %43, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  %44 = getelementptr inbounds i8, ptr %0, i64 48
  %45 = load ptr, ptr %44, align 8, !tbaa !58
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %43 to i64
  %48 = sub i64 %46, %47
  %49 = ashr exact i64 %48, 2
  store i64 %49, ptr %3, align 8, !tbaa !11
  %50 = getelementptr inbounds i8, ptr %0, i64 104
  %51 = load i8, ptr %50, align 8, !tbaa !27, !range !54, !noundef !55
  %52 = trunc nuw i8 %51 to i1
  br i1 %52, label %53, label %54

53:                                               ; preds = %39
  store i8 0, ptr %50, align 8, !tbaa !27
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #26
  br label %54

54:                                               ; preds = %39, %53
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %42, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %3)
  store i8 1, ptr %50, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #26
  %55 = getelementptr inbounds i8, ptr %0, i64 112
  %56 = load i64, ptr %6, align 8, !tbaa !26
  call void @_ZN10HostMirror6createEmf(ptr noundef nonnull align 8 dereferenceable(72) %55, i64 noundef %56, float noundef 0.000000e+00)
  %57 = getelementptr inbounds i8, ptr %0, i64 184
  %58 = load i64, ptr %6, align 8, !tbaa !26
  call void @_ZN10HostMirror6createEmf(ptr noundef nonnull align 8 dereferenceable(72) %57, i64 noundef %58, float noundef 0.000000e+00)
  ret void

59:                                               ; preds = %62, %33
  %60 = add nuw i64 %34, 1
  %61 = icmp eq i64 %60, %27
  br i1 %61, label %39, label %33, !llvm.loop !59

62:                                               ; preds = %35, %62
  %63 = phi i64 [ 0, %35 ], [ %72, %62 ]
  %64 = mul i64 %63, 7
  %65 = add i64 %64, %36
  %66 = urem i64 %65, 29
  %67 = uitofp nneg i64 %66 to float
  %68 = urem i64 %63, 3
  %69 = uitofp nneg i64 %68 to float
  %70 = tail call float @llvm.fmuladd.f32(float %67, float 0x3FB99999A0000000, float %69)
  %71 = getelementptr float, ptr %38, i64 %63
  store float %70, ptr %71, align 4, !tbaa !60
  %72 = add nuw i64 %63, 1
  %73 = icmp eq i64 %72, %30
  br i1 %73, label %59, label %62, !llvm.loop !62
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  tail call void @_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  store ptr @.str.14, ptr %4, align 8, !tbaa !63, !alias.scope !65
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.15, ptr %5, align 8, !tbaa !68, !alias.scope !65
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 109, ptr %6, align 8, !tbaa !69, !alias.scope !65
  %7 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 5, ptr %7, align 4, !tbaa !70, !alias.scope !65
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %8 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %9 unwind label %10

9:                                                ; preds = %2
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %8)
          to label %12 unwind label %10

10:                                               ; preds = %9, %2
  %11 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26
  resume { ptr, i32 } %11

12:                                               ; preds = %9
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN16ColumnStatsBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(256) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::host_accessor", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.sycl::_V1::host_accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #26
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.14, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.34, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 113, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 25, ptr %11, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %12 unwind label %204

12:                                               ; preds = %1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !32
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !34
  %17 = icmp eq ptr %14, %16
  br i1 %17, label %52, label %18

18:                                               ; preds = %12, %47
  %19 = phi ptr [ %48, %47 ], [ %14, %12 ]
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !35
  %22 = icmp eq ptr %21, null
  br i1 %22, label %47, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load atomic i64, ptr %24 acquire, align 8
  %26 = icmp eq i64 %25, 4294967297
  %27 = trunc i64 %25 to i32
  br i1 %26, label %28, label %36

28:                                               ; preds = %23
  store i32 0, ptr %24, align 8, !tbaa !37
  %29 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 0, ptr %29, align 4, !tbaa !40
  %30 = load ptr, ptr %21, align 8, !tbaa !41
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  %33 = load ptr, ptr %21, align 8, !tbaa !41
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  br label %47

36:                                               ; preds = %23
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %36
  %40 = add nsw i32 %27, -1
  store i32 %40, ptr %24, align 4, !tbaa !44
  br label %43

41:                                               ; preds = %36
  %42 = atomicrmw volatile add ptr %24, i32 -1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %27, %39 ], [ %42, %41 ]
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %47, !prof !45

46:                                               ; preds = %43
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  br label %47

47:                                               ; preds = %46, %43, %28, %18
  %48 = getelementptr inbounds i8, ptr %19, i64 16
  %49 = icmp eq ptr %48, %16
  br i1 %49, label %50, label %18, !llvm.loop !46

50:                                               ; preds = %47
  %51 = load ptr, ptr %13, align 8, !tbaa !32
  br label %52

52:                                               ; preds = %50, %12
  %53 = phi ptr [ %51, %50 ], [ %14, %12 ]
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %5, i64 24
  %57 = load ptr, ptr %56, align 8, !tbaa !47
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #28
  br label %61

61:                                               ; preds = %55, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %62 = getelementptr inbounds i8, ptr %0, i64 208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  store ptr @.str.14, ptr %2, align 8
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.34, ptr %63, align 8
  %64 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 114, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 25, ptr %65, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %62, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %66 unwind label %206

66:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  %67 = getelementptr inbounds i8, ptr %7, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !32
  %69 = getelementptr inbounds i8, ptr %7, i64 16
  %70 = load ptr, ptr %69, align 8, !tbaa !34
  %71 = icmp eq ptr %68, %70
  br i1 %71, label %106, label %72

72:                                               ; preds = %66, %101
  %73 = phi ptr [ %102, %101 ], [ %68, %66 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !35
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !37
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !40
  %84 = load ptr, ptr %75, align 8, !tbaa !41
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !44
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !45

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %70
  br i1 %103, label %104, label %72, !llvm.loop !46

104:                                              ; preds = %101
  %105 = load ptr, ptr %67, align 8, !tbaa !32
  br label %106

106:                                              ; preds = %104, %66
  %107 = phi ptr [ %105, %104 ], [ %68, %66 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %115, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %7, i64 24
  %111 = load ptr, ptr %110, align 8, !tbaa !47
  %112 = ptrtoint ptr %111 to i64
  %113 = ptrtoint ptr %107 to i64
  %114 = sub i64 %112, %113
  call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %114) #28
  br label %115

115:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  %116 = load i64, ptr %0, align 8, !tbaa !13
  %117 = uitofp i64 %116 to double
  %118 = fmul double %117, 4.000000e+00
  %119 = fmul double %118, 1.200000e-07
  %120 = getelementptr inbounds i8, ptr %0, i64 8
  %121 = load i64, ptr %120, align 8, !tbaa !26
  %122 = icmp eq i64 %121, 0
  br i1 %122, label %146, label %123

123:                                              ; preds = %115
  %124 = getelementptr inbounds i8, ptr %0, i64 16
  %125 = getelementptr inbounds i8, ptr %4, i64 16
  %126 = getelementptr inbounds i8, ptr %6, i64 16
  br label %127

127:                                              ; preds = %123, %341
  %128 = phi i64 [ %121, %123 ], [ %344, %341 ]
  %129 = phi i64 [ 0, %123 ], [ %342, %341 ]
  %130 = phi i64 [ 0, %123 ], [ %343, %341 ]
  %131 = load i64, ptr %0, align 8, !tbaa !13
  %132 = icmp eq i64 %131, 0
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = uitofp nneg i64 %131 to double
  %135 = fdiv double 0.000000e+00, %134
  br label %290

136:                                              ; preds = %127
  %137 = load ptr, ptr %124, align 8, !tbaa !56
  %138 = getelementptr float, ptr %137, i64 %130
  %139 = add i64 %131, -1
  %140 = and i64 %131, 1
  %141 = icmp eq i64 %139, 0
  br i1 %141, label %208, label %142

142:                                              ; preds = %136
  %143 = and i64 %131, -2
  br label %234

144:                                              ; preds = %341
  %145 = icmp eq i64 %342, 0
  br label %146

146:                                              ; preds = %144, %115
  %147 = phi i1 [ true, %115 ], [ %145, %144 ]
  %148 = getelementptr inbounds i8, ptr %6, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !35
  %150 = icmp eq ptr %149, null
  br i1 %150, label %175, label %151

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load atomic i64, ptr %152 acquire, align 8
  %154 = icmp eq i64 %153, 4294967297
  %155 = trunc i64 %153 to i32
  br i1 %154, label %156, label %164

156:                                              ; preds = %151
  store i32 0, ptr %152, align 8, !tbaa !37
  %157 = getelementptr inbounds i8, ptr %149, i64 12
  store i32 0, ptr %157, align 4, !tbaa !40
  %158 = load ptr, ptr %149, align 8, !tbaa !41
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = load ptr, ptr %159, align 8
  call void %160(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  %161 = load ptr, ptr %149, align 8, !tbaa !41
  %162 = getelementptr inbounds i8, ptr %161, i64 24
  %163 = load ptr, ptr %162, align 8
  call void %163(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  br label %175

164:                                              ; preds = %151
  %165 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %169, label %167

167:                                              ; preds = %164
  %168 = add nsw i32 %155, -1
  store i32 %168, ptr %152, align 4, !tbaa !44
  br label %171

169:                                              ; preds = %164
  %170 = atomicrmw volatile add ptr %152, i32 -1 acq_rel, align 4
  br label %171

171:                                              ; preds = %169, %167
  %172 = phi i32 [ %155, %167 ], [ %170, %169 ]
  %173 = icmp eq i32 %172, 1
  br i1 %173, label %174, label %175, !prof !45

174:                                              ; preds = %171
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %149) #26
  br label %175

175:                                              ; preds = %146, %156, %171, %174
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  %176 = getelementptr inbounds i8, ptr %4, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !35
  %178 = icmp eq ptr %177, null
  br i1 %178, label %203, label %179

179:                                              ; preds = %175
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !37
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !40
  %186 = load ptr, ptr %177, align 8, !tbaa !41
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #26
  %189 = load ptr, ptr %177, align 8, !tbaa !41
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #26
  br label %203

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !44
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %203, !prof !45

202:                                              ; preds = %199
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #26
  br label %203

203:                                              ; preds = %175, %184, %199, %202
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  ret i1 %147

204:                                              ; preds = %1
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  br label %346

206:                                              ; preds = %61
  %207 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  br label %346

208:                                              ; preds = %234, %136
  %209 = phi <2 x double> [ poison, %136 ], [ %254, %234 ]
  %210 = phi i64 [ 0, %136 ], [ %255, %234 ]
  %211 = phi <2 x double> [ zeroinitializer, %136 ], [ %254, %234 ]
  %212 = icmp eq i64 %140, 0
  br i1 %212, label %222, label %213

213:                                              ; preds = %208
  %214 = mul i64 %210, %128
  %215 = getelementptr float, ptr %138, i64 %214
  %216 = load float, ptr %215, align 4, !tbaa !60
  %217 = call noundef float @llvm.fabs.f32(float %216)
  %218 = insertelement <2 x float> poison, float %217, i64 0
  %219 = insertelement <2 x float> %218, float %216, i64 1
  %220 = fpext <2 x float> %219 to <2 x double>
  %221 = fadd <2 x double> %211, %220
  br label %222

222:                                              ; preds = %208, %213
  %223 = phi <2 x double> [ %209, %208 ], [ %221, %213 ]
  %224 = uitofp i64 %131 to double
  %225 = extractelement <2 x double> %223, i64 1
  %226 = fdiv double %225, %224
  %227 = load ptr, ptr %124, align 8, !tbaa !56
  %228 = getelementptr float, ptr %227, i64 %130
  %229 = extractelement <2 x double> %223, i64 0
  %230 = and i64 %131, 1
  %231 = icmp eq i64 %139, 0
  br i1 %231, label %278, label %232

232:                                              ; preds = %222
  %233 = and i64 %131, -2
  br label %258

234:                                              ; preds = %234, %142
  %235 = phi i64 [ 0, %142 ], [ %255, %234 ]
  %236 = phi <2 x double> [ zeroinitializer, %142 ], [ %254, %234 ]
  %237 = phi i64 [ 0, %142 ], [ %256, %234 ]
  %238 = mul i64 %235, %128
  %239 = getelementptr float, ptr %138, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !60
  %241 = call noundef float @llvm.fabs.f32(float %240)
  %242 = insertelement <2 x float> poison, float %241, i64 0
  %243 = insertelement <2 x float> %242, float %240, i64 1
  %244 = fpext <2 x float> %243 to <2 x double>
  %245 = fadd <2 x double> %236, %244
  %246 = or disjoint i64 %235, 1
  %247 = mul i64 %246, %128
  %248 = getelementptr float, ptr %138, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !60
  %250 = call noundef float @llvm.fabs.f32(float %249)
  %251 = insertelement <2 x float> poison, float %250, i64 0
  %252 = insertelement <2 x float> %251, float %249, i64 1
  %253 = fpext <2 x float> %252 to <2 x double>
  %254 = fadd <2 x double> %245, %253
  %255 = add nuw i64 %235, 2
  %256 = add i64 %237, 2
  %257 = icmp eq i64 %256, %143
  br i1 %257, label %208, label %234, !llvm.loop !71

258:                                              ; preds = %258, %232
  %259 = phi i64 [ 0, %232 ], [ %275, %258 ]
  %260 = phi double [ 0.000000e+00, %232 ], [ %274, %258 ]
  %261 = phi i64 [ 0, %232 ], [ %276, %258 ]
  %262 = mul i64 %259, %128
  %263 = getelementptr float, ptr %228, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !60
  %265 = fpext float %264 to double
  %266 = fsub double %265, %226
  %267 = call double @llvm.fmuladd.f64(double %266, double %266, double %260)
  %268 = or disjoint i64 %259, 1
  %269 = mul i64 %268, %128
  %270 = getelementptr float, ptr %228, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !60
  %272 = fpext float %271 to double
  %273 = fsub double %272, %226
  %274 = call double @llvm.fmuladd.f64(double %273, double %273, double %267)
  %275 = add nuw i64 %259, 2
  %276 = add i64 %261, 2
  %277 = icmp eq i64 %276, %233
  br i1 %277, label %278, label %258, !llvm.loop !72

278:                                              ; preds = %258, %222
  %279 = phi double [ poison, %222 ], [ %274, %258 ]
  %280 = phi i64 [ 0, %222 ], [ %275, %258 ]
  %281 = phi double [ 0.000000e+00, %222 ], [ %274, %258 ]
  %282 = icmp eq i64 %230, 0
  br i1 %282, label %290, label %283

283:                                              ; preds = %278
  %284 = mul i64 %280, %128
  %285 = getelementptr float, ptr %228, i64 %284
  %286 = load float, ptr %285, align 4, !tbaa !60
  %287 = fpext float %286 to double
  %288 = fsub double %287, %226
  %289 = call double @llvm.fmuladd.f64(double %288, double %288, double %281)
  br label %290

290:                                              ; preds = %283, %278, %133
  %291 = phi double [ %135, %133 ], [ %226, %278 ], [ %226, %283 ]
  %292 = phi double [ %134, %133 ], [ %224, %278 ], [ %224, %283 ]
  %293 = phi double [ 0.000000e+00, %133 ], [ %229, %278 ], [ %229, %283 ]
  %294 = phi double [ 0.000000e+00, %133 ], [ %279, %278 ], [ %289, %283 ]
  %295 = fdiv double %294, %292
  %296 = call double @sqrt(double noundef %295) #26
  %297 = load ptr, ptr %125, align 8, !tbaa !73, !nonnull !55, !noundef !55
  %298 = load i64, ptr %297, align 8
  %299 = getelementptr inbounds i8, ptr %297, i64 72
  %300 = load ptr, ptr %299, align 8, !tbaa !78
  %301 = getelementptr float, ptr %300, i64 %298
  %302 = getelementptr float, ptr %301, i64 %130
  %303 = load float, ptr %302, align 4, !tbaa !60
  %304 = fpext float %303 to double
  %305 = fsub double %304, %291
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fmul double %119, %293
  %308 = load i64, ptr %0, align 8, !tbaa !13
  %309 = uitofp i64 %308 to double
  %310 = fdiv double %307, %309
  %311 = fadd double %310, 0x3EB0C6F7A0B5ED8D
  %312 = fcmp ugt double %306, %311
  br i1 %312, label %328, label %313

313:                                              ; preds = %290
  %314 = load ptr, ptr %126, align 8, !tbaa !73, !nonnull !55, !noundef !55
  %315 = load i64, ptr %314, align 8
  %316 = getelementptr inbounds i8, ptr %314, i64 72
  %317 = load ptr, ptr %316, align 8, !tbaa !78
  %318 = getelementptr float, ptr %317, i64 %315
  %319 = getelementptr float, ptr %318, i64 %130
  %320 = load float, ptr %319, align 4, !tbaa !60
  %321 = fpext float %320 to double
  %322 = fsub double %321, %296
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = call double @llvm.fabs.f64(double %291)
  %325 = fadd double %324, %296
  %326 = call double @llvm.fmuladd.f64(double %119, double %325, double 1.000000e-05)
  %327 = fcmp ugt double %323, %326
  br i1 %327, label %328, label %341

328:                                              ; preds = %290, %313
  %329 = add i64 %129, 1
  %330 = icmp ult i64 %129, 4
  br i1 %330, label %331, label %341

331:                                              ; preds = %328
  %332 = load ptr, ptr %126, align 8, !tbaa !73, !nonnull !55, !noundef !55
  %333 = load i64, ptr %332, align 8
  %334 = getelementptr inbounds i8, ptr %332, i64 72
  %335 = load ptr, ptr %334, align 8, !tbaa !78
  %336 = getelementptr float, ptr %335, i64 %333
  %337 = getelementptr float, ptr %336, i64 %130
  %338 = load float, ptr %337, align 4, !tbaa !60
  %339 = fpext float %338 to double
  %340 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, i64 noundef %130, double noundef %304, double noundef %291, double noundef %339, double noundef %296)
  br label %341

341:                                              ; preds = %331, %328, %313
  %342 = phi i64 [ %129, %313 ], [ %329, %331 ], [ %329, %328 ]
  %343 = add nuw i64 %130, 1
  %344 = load i64, ptr %120, align 8, !tbaa !26
  %345 = icmp ult i64 %343, %344
  br i1 %345, label %127, label %144, !llvm.loop !83

346:                                              ; preds = %206, %204
  %347 = phi { ptr, i32 } [ %207, %206 ], [ %205, %204 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  resume { ptr, i32 } %347
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #7

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.20", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !84
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !31
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !31
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !31
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !86
  store ptr %8, ptr %6, align 16, !tbaa !86
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !88
  %12 = load ptr, ptr %10, align 8, !tbaa !89
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !90
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !92

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !88
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !86
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #26
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !88
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !89
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !90
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !92

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !88
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !86
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10HostMirror6createEmf(ptr noundef nonnull align 8 dereferenceable(72) %0, i64 noundef %1, float noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.std::vector", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #26
  %7 = icmp ugt i64 %1, 2305843009213693951
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #29
  unreachable

9:                                                ; preds = %3
  %10 = icmp eq i64 %1, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  br label %42

12:                                               ; preds = %9
  %13 = shl nuw nsw i64 %1, 2
  %14 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %13) #30
  store ptr %14, ptr %6, align 8, !tbaa !56
  %15 = getelementptr inbounds float, ptr %14, i64 %1
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %15, ptr %16, align 8, !tbaa !57
  %17 = add nuw nsw i64 %1, 4611686018427387903
  %18 = and i64 %17, 4611686018427387903
  %19 = add nuw nsw i64 %18, 1
  %20 = icmp ult i64 %18, 7
  br i1 %20, label %36, label %21

21:                                               ; preds = %12
  %22 = and i64 %19, 9223372036854775800
  %23 = shl i64 %22, 2
  %24 = getelementptr i8, ptr %14, i64 %23
  %25 = insertelement <4 x float> poison, float %2, i64 0
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <4 x i32> zeroinitializer
  br label %27

27:                                               ; preds = %27, %21
  %28 = phi i64 [ 0, %21 ], [ %32, %27 ]
  %29 = shl i64 %28, 2
  %30 = getelementptr i8, ptr %14, i64 %29
  %31 = getelementptr i8, ptr %30, i64 16
  store <4 x float> %26, ptr %30, align 4, !tbaa !60
  store <4 x float> %26, ptr %31, align 4, !tbaa !60
  %32 = add nuw i64 %28, 8
  %33 = icmp eq i64 %32, %22
  br i1 %33, label %34, label %27, !llvm.loop !93

34:                                               ; preds = %27
  %35 = icmp eq i64 %19, %22
  br i1 %35, label %42, label %36

36:                                               ; preds = %34, %12
  %37 = phi ptr [ %14, %12 ], [ %24, %34 ]
  br label %38

38:                                               ; preds = %36, %38
  %39 = phi ptr [ %40, %38 ], [ %37, %36 ]
  store float %2, ptr %39, align 4, !tbaa !60
  %40 = getelementptr inbounds i8, ptr %39, i64 4
  %41 = icmp eq ptr %40, %15
  br i1 %41, label %42, label %38, !llvm.loop !96

42:                                               ; preds = %38, %34, %11
  %43 = phi ptr [ null, %11 ], [ %15, %34 ], [ %15, %38 ]
  %44 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %43, ptr %44, align 8, !tbaa !58
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %46 unwind label %70

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #26
  %48 = load ptr, ptr %0, align 8, !tbaa !56
  store ptr %48, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #26
  %49 = getelementptr inbounds i8, ptr %0, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !58
  %51 = ptrtoint ptr %50 to i64
  %52 = ptrtoint ptr %48 to i64
  %53 = sub i64 %51, %52
  %54 = ashr exact i64 %53, 2
  store i64 %54, ptr %5, align 8, !tbaa !11
  %55 = getelementptr inbounds i8, ptr %0, i64 64
  %56 = load i8, ptr %55, align 8, !tbaa !27, !range !54, !noundef !55
  %57 = trunc nuw i8 %56 to i1
  br i1 %57, label %58, label %59

58:                                               ; preds = %46
  store i8 0, ptr %55, align 8, !tbaa !27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %47) #26
  br label %59

59:                                               ; preds = %58, %46
  invoke void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %47, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %60 unwind label %70

60:                                               ; preds = %59
  store i8 1, ptr %55, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #26
  %61 = load ptr, ptr %6, align 8, !tbaa !56
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %6, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !57
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #28
  br label %69

69:                                               ; preds = %60, %63
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  ret void

70:                                               ; preds = %59, %42
  %71 = landingpad { ptr, i32 }
          cleanup
  %72 = load ptr, ptr %6, align 8, !tbaa !56
  %73 = icmp eq ptr %72, null
  br i1 %73, label %80, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %6, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !57
  %77 = ptrtoint ptr %76 to i64
  %78 = ptrtoint ptr %72 to i64
  %79 = sub i64 %77, %78
  call void @_ZdlPvm(ptr noundef nonnull %72, i64 noundef %79) #28
  br label %80

80:                                               ; preds = %74, %70
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  resume { ptr, i32 } %71
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !58
  %7 = load ptr, ptr %0, align 8, !tbaa !56
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !57
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !60
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !60
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !58
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #29
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #30
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !60
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !60
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #28
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !56
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !58
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !57
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #18

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #18

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, %0
  br i1 %3, label %64, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !57
  %13 = load ptr, ptr %0, align 8, !tbaa !5
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !45

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #30
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #28
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !56
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !57
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
  %42 = load ptr, ptr %1, align 8, !tbaa !56
  %43 = load ptr, ptr %31, align 8, !tbaa !58
  %44 = load ptr, ptr %0, align 8, !tbaa !56
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
  %61 = load ptr, ptr %0, align 8, !tbaa !56
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !58
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #20 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.10, ptr %5, align 8, !tbaa !63, !alias.scope !97
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.11, ptr %7, align 8, !tbaa !68, !alias.scope !97
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 119, ptr %8, align 8, !tbaa !69, !alias.scope !97
  %9 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 25, ptr %9, align 4, !tbaa !70, !alias.scope !97
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !32
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !34
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !35
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !37
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !40
  %28 = load ptr, ptr %19, align 8, !tbaa !41
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  %31 = load ptr, ptr %19, align 8, !tbaa !41
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  br label %45

34:                                               ; preds = %21
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %34
  %38 = add nsw i32 %25, -1
  store i32 %38, ptr %22, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %34
  %40 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %25, %37 ], [ %40, %39 ]
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45, !prof !45

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !46

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !32
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !47
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #28
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  ret void

60:                                               ; preds = %3
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #26
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !11
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !100
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !41, !noalias !100
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !103, !noalias !100
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !105, !noalias !100
  store ptr %10, ptr %6, align 8, !tbaa !108
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #26
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !110
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !117
  %25 = load ptr, ptr %0, align 8, !tbaa !118
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !119
  %27 = load i8, ptr %26, align 1, !tbaa !43
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  store i64 %22, ptr %7, align 8, !tbaa !11, !alias.scope !121
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !121
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !41
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #26
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !103
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !41
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !41
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !105
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !103
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #14

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.39", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !35
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !40
  %17 = load ptr, ptr %8, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  %20 = load ptr, ptr %8, align 8, !tbaa !41
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !44
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !45

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #14

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #26
  store ptr @.str.14, ptr %8, align 8, !tbaa !63, !alias.scope !124
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.16, ptr %9, align 8, !tbaa !68, !alias.scope !124
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 74, ptr %10, align 8, !tbaa !69, !alias.scope !124
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !70, !alias.scope !124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !127
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26, !noalias !127
  store ptr %5, ptr %6, align 8, !tbaa !130, !noalias !127
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !132, !noalias !127
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26, !noalias !133
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !133
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #26, !noalias !133
  store i32 0, ptr %4, align 4, !tbaa !136, !noalias !133
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !133

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !139, !range !54, !noalias !133, !noundef !55
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !133
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !133
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !133
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !133
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26, !noalias !127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !35
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !37
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !40
  %32 = load ptr, ptr %23, align 8, !tbaa !41
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  %35 = load ptr, ptr %23, align 8, !tbaa !41
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !44
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !45

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.179, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #26
  store ptr @.str.14, ptr %8, align 8, !tbaa !63, !alias.scope !141
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.30, ptr %9, align 8, !tbaa !68, !alias.scope !141
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 88, ptr %10, align 8, !tbaa !69, !alias.scope !141
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !70, !alias.scope !141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26, !noalias !144
  store ptr %5, ptr %6, align 8, !tbaa !130, !noalias !144
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !132, !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #26, !noalias !147
  store i32 0, ptr %4, align 4, !tbaa !136, !noalias !147
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !147

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !139, !range !54, !noalias !147, !noundef !55
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !147
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26, !noalias !144
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !35
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !37
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !40
  %32 = load ptr, ptr %23, align 8, !tbaa !41
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  %35 = load ptr, ptr %23, align 8, !tbaa !41
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !44
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !45

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #26
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #7

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #20 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.84", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %class.anon.88, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !150
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %11 = getelementptr inbounds i8, ptr %10, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.14, ptr %4, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 75, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %14, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %11, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %15 unwind label %268

15:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !32
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !34
  %20 = icmp eq ptr %17, %19
  br i1 %20, label %55, label %21

21:                                               ; preds = %15, %50
  %22 = phi ptr [ %51, %50 ], [ %17, %15 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !35
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !40
  %33 = load ptr, ptr %24, align 8, !tbaa !41
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !41
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !44
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !45

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %49, %46, %31, %21
  %51 = getelementptr inbounds i8, ptr %22, i64 16
  %52 = icmp eq ptr %51, %19
  br i1 %52, label %53, label %21, !llvm.loop !46

53:                                               ; preds = %50
  %54 = load ptr, ptr %16, align 8, !tbaa !32
  br label %55

55:                                               ; preds = %53, %15
  %56 = phi ptr [ %54, %53 ], [ %17, %15 ]
  %57 = icmp eq ptr %56, null
  br i1 %57, label %64, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %6, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !47
  %61 = ptrtoint ptr %60 to i64
  %62 = ptrtoint ptr %56 to i64
  %63 = sub i64 %61, %62
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %63) #28
  br label %64

64:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  %65 = getelementptr inbounds i8, ptr %10, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %66 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %66, i8 0, i64 24, i1 false)
  store i64 16, ptr %8, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.14, ptr %3, align 8
  %67 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.17, ptr %67, align 8
  %68 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 76, ptr %68, align 8
  %69 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %69, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %65, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %70 unwind label %270

70:                                               ; preds = %64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %71 = load ptr, ptr %66, align 8, !tbaa !32
  %72 = getelementptr inbounds i8, ptr %8, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !34
  %74 = icmp eq ptr %71, %73
  br i1 %74, label %109, label %75

75:                                               ; preds = %70, %104
  %76 = phi ptr [ %105, %104 ], [ %71, %70 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !35
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !37
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !40
  %87 = load ptr, ptr %78, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  %90 = load ptr, ptr %78, align 8, !tbaa !41
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !44
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !45

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  br label %104

104:                                              ; preds = %103, %100, %85, %75
  %105 = getelementptr inbounds i8, ptr %76, i64 16
  %106 = icmp eq ptr %105, %73
  br i1 %106, label %107, label %75, !llvm.loop !46

107:                                              ; preds = %104
  %108 = load ptr, ptr %66, align 8, !tbaa !32
  br label %109

109:                                              ; preds = %107, %70
  %110 = phi ptr [ %108, %107 ], [ %71, %70 ]
  %111 = icmp eq ptr %110, null
  br i1 %111, label %118, label %112

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %8, i64 24
  %114 = load ptr, ptr %113, align 8, !tbaa !47
  %115 = ptrtoint ptr %114 to i64
  %116 = ptrtoint ptr %110 to i64
  %117 = sub i64 %115, %116
  call void @_ZdlPvm(ptr noundef nonnull %110, i64 noundef %117) #28
  br label %118

118:                                              ; preds = %112, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %119 = load i64, ptr %10, align 8, !tbaa !13
  %120 = getelementptr inbounds i8, ptr %10, i64 8
  %121 = load i64, ptr %120, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #26
  store i64 %119, ptr %9, align 8, !tbaa !152
  %122 = getelementptr inbounds i8, ptr %9, i64 8
  %123 = load ptr, ptr %5, align 8, !tbaa !156
  store ptr %123, ptr %122, align 8, !tbaa !156
  %124 = getelementptr inbounds i8, ptr %9, i64 16
  %125 = getelementptr inbounds i8, ptr %5, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !35
  store ptr %126, ptr %124, align 8, !tbaa !35
  %127 = icmp eq ptr %126, null
  br i1 %127, label %137, label %128

128:                                              ; preds = %118
  %129 = getelementptr inbounds i8, ptr %126, i64 8
  %130 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %135, label %132

132:                                              ; preds = %128
  %133 = load i32, ptr %129, align 4, !tbaa !44
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %129, align 4, !tbaa !44
  br label %137

135:                                              ; preds = %128
  %136 = atomicrmw volatile add ptr %129, i32 1 acq_rel, align 4
  br label %137

137:                                              ; preds = %118, %132, %135
  %138 = getelementptr inbounds i8, ptr %9, i64 24
  %139 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %138, ptr noundef nonnull align 8 dereferenceable(16) %139, i64 16, i1 false)
  %140 = getelementptr inbounds i8, ptr %9, i64 40
  store i64 %121, ptr %140, align 8, !tbaa !157
  %141 = getelementptr inbounds i8, ptr %9, i64 48
  %142 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %142, ptr %141, align 8, !tbaa !156
  %143 = getelementptr inbounds i8, ptr %9, i64 56
  %144 = getelementptr inbounds i8, ptr %7, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !35
  store ptr %145, ptr %143, align 8, !tbaa !35
  %146 = icmp eq ptr %145, null
  br i1 %146, label %156, label %147

147:                                              ; preds = %137
  %148 = getelementptr inbounds i8, ptr %145, i64 8
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %154, label %151

151:                                              ; preds = %147
  %152 = load i32, ptr %148, align 4, !tbaa !44
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %148, align 4, !tbaa !44
  br label %156

154:                                              ; preds = %147
  %155 = atomicrmw volatile add ptr %148, i32 1 acq_rel, align 4
  br label %156

156:                                              ; preds = %137, %151, %154
  %157 = getelementptr inbounds i8, ptr %9, i64 64
  %158 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %157, ptr noundef nonnull align 8 dereferenceable(16) %158, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %121, ptr noundef nonnull align 8 dereferenceable(80) %9)
          to label %159 unwind label %272

159:                                              ; preds = %156
  %160 = load ptr, ptr %143, align 8, !tbaa !35
  %161 = icmp eq ptr %160, null
  br i1 %161, label %186, label %162

162:                                              ; preds = %159
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load atomic i64, ptr %163 acquire, align 8
  %165 = icmp eq i64 %164, 4294967297
  %166 = trunc i64 %164 to i32
  br i1 %165, label %167, label %175

167:                                              ; preds = %162
  store i32 0, ptr %163, align 8, !tbaa !37
  %168 = getelementptr inbounds i8, ptr %160, i64 12
  store i32 0, ptr %168, align 4, !tbaa !40
  %169 = load ptr, ptr %160, align 8, !tbaa !41
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  %172 = load ptr, ptr %160, align 8, !tbaa !41
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  br label %186

175:                                              ; preds = %162
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %166, -1
  store i32 %179, ptr %163, align 4, !tbaa !44
  br label %182

180:                                              ; preds = %175
  %181 = atomicrmw volatile add ptr %163, i32 -1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i32 [ %166, %178 ], [ %181, %180 ]
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %185, label %186, !prof !45

185:                                              ; preds = %182
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  br label %186

186:                                              ; preds = %185, %182, %167, %159
  %187 = load ptr, ptr %124, align 8, !tbaa !35
  %188 = icmp eq ptr %187, null
  br i1 %188, label %213, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load atomic i64, ptr %190 acquire, align 8
  %192 = icmp eq i64 %191, 4294967297
  %193 = trunc i64 %191 to i32
  br i1 %192, label %194, label %202

194:                                              ; preds = %189
  store i32 0, ptr %190, align 8, !tbaa !37
  %195 = getelementptr inbounds i8, ptr %187, i64 12
  store i32 0, ptr %195, align 4, !tbaa !40
  %196 = load ptr, ptr %187, align 8, !tbaa !41
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load ptr, ptr %197, align 8
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %187) #26
  %199 = load ptr, ptr %187, align 8, !tbaa !41
  %200 = getelementptr inbounds i8, ptr %199, i64 24
  %201 = load ptr, ptr %200, align 8
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %187) #26
  br label %213

202:                                              ; preds = %189
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %207, label %205

205:                                              ; preds = %202
  %206 = add nsw i32 %193, -1
  store i32 %206, ptr %190, align 4, !tbaa !44
  br label %209

207:                                              ; preds = %202
  %208 = atomicrmw volatile add ptr %190, i32 -1 acq_rel, align 4
  br label %209

209:                                              ; preds = %207, %205
  %210 = phi i32 [ %193, %205 ], [ %208, %207 ]
  %211 = icmp eq i32 %210, 1
  br i1 %211, label %212, label %213, !prof !45

212:                                              ; preds = %209
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %187) #26
  br label %213

213:                                              ; preds = %186, %194, %209, %212
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #26
  %214 = load ptr, ptr %144, align 8, !tbaa !35
  %215 = icmp eq ptr %214, null
  br i1 %215, label %240, label %216

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, ptr %214, i64 8
  %218 = load atomic i64, ptr %217 acquire, align 8
  %219 = icmp eq i64 %218, 4294967297
  %220 = trunc i64 %218 to i32
  br i1 %219, label %221, label %229

221:                                              ; preds = %216
  store i32 0, ptr %217, align 8, !tbaa !37
  %222 = getelementptr inbounds i8, ptr %214, i64 12
  store i32 0, ptr %222, align 4, !tbaa !40
  %223 = load ptr, ptr %214, align 8, !tbaa !41
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %214) #26
  %226 = load ptr, ptr %214, align 8, !tbaa !41
  %227 = getelementptr inbounds i8, ptr %226, i64 24
  %228 = load ptr, ptr %227, align 8
  call void %228(ptr noundef nonnull align 8 dereferenceable(16) %214) #26
  br label %240

229:                                              ; preds = %216
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %234, label %232

232:                                              ; preds = %229
  %233 = add nsw i32 %220, -1
  store i32 %233, ptr %217, align 4, !tbaa !44
  br label %236

234:                                              ; preds = %229
  %235 = atomicrmw volatile add ptr %217, i32 -1 acq_rel, align 4
  br label %236

236:                                              ; preds = %234, %232
  %237 = phi i32 [ %220, %232 ], [ %235, %234 ]
  %238 = icmp eq i32 %237, 1
  br i1 %238, label %239, label %240, !prof !45

239:                                              ; preds = %236
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %214) #26
  br label %240

240:                                              ; preds = %213, %221, %236, %239
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  %241 = load ptr, ptr %125, align 8, !tbaa !35
  %242 = icmp eq ptr %241, null
  br i1 %242, label %267, label %243

243:                                              ; preds = %240
  %244 = getelementptr inbounds i8, ptr %241, i64 8
  %245 = load atomic i64, ptr %244 acquire, align 8
  %246 = icmp eq i64 %245, 4294967297
  %247 = trunc i64 %245 to i32
  br i1 %246, label %248, label %256

248:                                              ; preds = %243
  store i32 0, ptr %244, align 8, !tbaa !37
  %249 = getelementptr inbounds i8, ptr %241, i64 12
  store i32 0, ptr %249, align 4, !tbaa !40
  %250 = load ptr, ptr %241, align 8, !tbaa !41
  %251 = getelementptr inbounds i8, ptr %250, i64 16
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %241) #26
  %253 = load ptr, ptr %241, align 8, !tbaa !41
  %254 = getelementptr inbounds i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %241) #26
  br label %267

256:                                              ; preds = %243
  %257 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %256
  %260 = add nsw i32 %247, -1
  store i32 %260, ptr %244, align 4, !tbaa !44
  br label %263

261:                                              ; preds = %256
  %262 = atomicrmw volatile add ptr %244, i32 -1 acq_rel, align 4
  br label %263

263:                                              ; preds = %261, %259
  %264 = phi i32 [ %247, %259 ], [ %262, %261 ]
  %265 = icmp eq i32 %264, 1
  br i1 %265, label %266, label %267, !prof !45

266:                                              ; preds = %263
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %241) #26
  br label %267

267:                                              ; preds = %240, %248, %263, %266
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

268:                                              ; preds = %2
  %269 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %276

270:                                              ; preds = %64
  %271 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  br label %274

272:                                              ; preds = %156
  %273 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #26
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  br label %274

274:                                              ; preds = %272, %270
  %275 = phi { ptr, i32 } [ %273, %272 ], [ %271, %270 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %276

276:                                              ; preds = %274, %268
  %277 = phi { ptr, i32 } [ %275, %274 ], [ %269, %268 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %277
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !35
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !40
  %40 = load ptr, ptr %31, align 8, !tbaa !41
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !44
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !45

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::range.90", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !11, !alias.scope !158
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !158
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !158
  store i64 %12, ptr %8, align 8, !tbaa !11, !alias.scope !161
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !161
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !11, !alias.scope !161
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
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
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #30
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !164
  store ptr %34, ptr %32, align 8, !tbaa !164
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !35
  store ptr %37, ptr %35, align 8, !tbaa !35
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !44
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !44
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !166

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !32
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !34
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !47
  %59 = load ptr, ptr %1, align 8, !tbaa !118
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !110
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !117, !range !54, !noundef !55
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !35
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !40
  %82 = load ptr, ptr %73, align 8, !tbaa !41
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  %85 = load ptr, ptr %73, align 8, !tbaa !41
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !44
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !45

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !46

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !32
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !47
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #28
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
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
  br i1 %122, label %123, label %125, !prof !45

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #30
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !164
  store ptr %130, ptr %128, align 8, !tbaa !164
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !35
  store ptr %133, ptr %131, align 8, !tbaa !35
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !44
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !44
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !166

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !32
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !34
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !47
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.21)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #26
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !35
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !37
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !40
  %180 = load ptr, ptr %171, align 8, !tbaa !41
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  %183 = load ptr, ptr %171, align 8, !tbaa !41
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !44
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !45

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !46

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !32
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !47
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #28
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !167
  %214 = load ptr, ptr %1, align 8, !tbaa !118
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !156
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !34
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !35
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !40
  %19 = load ptr, ptr %10, align 8, !tbaa !41
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  %22 = load ptr, ptr %10, align 8, !tbaa !41
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !44
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !45

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !46

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !32
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !47
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
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
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #14

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::range.90", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !11, !alias.scope !168
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !11, !alias.scope !168
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !168
  store i64 %11, ptr %8, align 8, !tbaa !11, !alias.scope !171
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !171
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !171
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
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
  br i1 %26, label %27, label %28, !prof !45

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #30
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !164
  store ptr %33, ptr %31, align 8, !tbaa !164
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !35
  store ptr %36, ptr %34, align 8, !tbaa !35
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !44
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !44
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !166

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !32
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !34
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !47
  %58 = load ptr, ptr %1, align 8, !tbaa !118
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !110
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !117, !range !54, !noundef !55
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !35
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !37
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !40
  %84 = load ptr, ptr %75, align 8, !tbaa !41
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !44
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !45

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !46

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !32
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !47
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  br i1 %123, label %124, label %126, !prof !45

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #30
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !164
  store ptr %131, ptr %129, align 8, !tbaa !164
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !35
  store ptr %134, ptr %132, align 8, !tbaa !35
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !44
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !44
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !166

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !35
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !37
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !40
  %161 = load ptr, ptr %152, align 8, !tbaa !41
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  %164 = load ptr, ptr %152, align 8, !tbaa !41
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !44
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !45

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !46

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
  store ptr %184, ptr %115, align 8, !tbaa !174
  %186 = load ptr, ptr %1, align 8, !tbaa !118
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !156
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.26)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #26
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !11
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #26
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !175, !alias.scope !177
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !182, !alias.scope !177
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !184, !alias.scope !177
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !186, !alias.scope !177
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !188, !alias.scope !177
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !186, !alias.scope !177
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !188, !alias.scope !177
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !186, !alias.scope !177
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !188, !alias.scope !177
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !190, !alias.scope !177
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !192, !alias.scope !177
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !194, !alias.scope !177
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !196, !alias.scope !177
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !227
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !229
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7ColMeanEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !44
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !230
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !230
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !233

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !234
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.27)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.28)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #26
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #30
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !41
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %1, align 8, !tbaa !152
  store i64 %6, ptr %5, align 8, !tbaa !152
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !156
  store ptr %9, ptr %7, align 8, !tbaa !156
  %10 = getelementptr inbounds i8, ptr %4, i64 24
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !35
  store ptr %12, ptr %10, align 8, !tbaa !35
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !44
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !44
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %2
  %24 = getelementptr inbounds i8, ptr %4, i64 32
  %25 = getelementptr inbounds i8, ptr %1, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %4, i64 48
  %27 = getelementptr inbounds i8, ptr %1, i64 40
  %28 = load i64, ptr %27, align 8, !tbaa !157
  store i64 %28, ptr %26, align 8, !tbaa !157
  %29 = getelementptr inbounds i8, ptr %4, i64 56
  %30 = getelementptr inbounds i8, ptr %1, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !156
  store ptr %31, ptr %29, align 8, !tbaa !156
  %32 = getelementptr inbounds i8, ptr %4, i64 64
  %33 = getelementptr inbounds i8, ptr %1, i64 56
  %34 = load ptr, ptr %33, align 8, !tbaa !35
  store ptr %34, ptr %32, align 8, !tbaa !35
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %37, align 4, !tbaa !44
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %37, align 4, !tbaa !44
  br label %45

43:                                               ; preds = %36
  %44 = atomicrmw volatile add ptr %37, i32 1 acq_rel, align 4
  br label %45

45:                                               ; preds = %23, %40, %43
  %46 = getelementptr inbounds i8, ptr %4, i64 72
  %47 = getelementptr inbounds i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, ptr noundef nonnull align 8 dereferenceable(16) %47, i64 16, i1 false)
  %48 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %49 = icmp eq ptr %48, null
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = load ptr, ptr %48, align 8, !tbaa !41
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  tail call void %53(ptr noundef nonnull align 8 dereferenceable(8) %48) #26
  br label %54

54:                                               ; preds = %45, %50
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %55 = load ptr, ptr %3, align 8, !tbaa !5
  %56 = load ptr, ptr %55, align 8, !tbaa !41
  %57 = load ptr, ptr %56, align 8
  %58 = tail call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %55)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %58)
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ColMeanEEvPv.Info, i64 16, i1 false), !tbaa.struct !235
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !236

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ColMeanEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ColMeanEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !35
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !40
  %40 = load ptr, ptr %31, align 8, !tbaa !41
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !44
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !45

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !11
  %6 = load i64, ptr %0, align 8, !tbaa !152
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %31, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  br label %14

11:                                               ; preds = %14
  %12 = uitofp i64 %29 to float
  %13 = fdiv float %27, %12
  br label %31

14:                                               ; preds = %14, %8
  %15 = phi i64 [ 0, %8 ], [ %28, %14 ]
  %16 = phi float [ 0.000000e+00, %8 ], [ %27, %14 ]
  %17 = load i64, ptr %10, align 8, !tbaa !157
  %18 = mul i64 %17, %15
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !237
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !240
  %21 = load i64, ptr %20, align 8
  %22 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #26
  %23 = getelementptr float, ptr %22, i64 %21
  %24 = getelementptr float, ptr %23, i64 %18
  %25 = getelementptr float, ptr %24, i64 %5
  %26 = load float, ptr %25, align 4, !tbaa !60
  %27 = fadd float %16, %26
  %28 = add nuw i64 %15, 1
  %29 = load i64, ptr %0, align 8, !tbaa !152
  %30 = icmp ult i64 %28, %29
  br i1 %30, label %14, label %11, !llvm.loop !243

31:                                               ; preds = %3, %11
  %32 = phi float [ 0x7FF8000000000000, %3 ], [ %13, %11 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 48
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !244
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !247
  %36 = load i64, ptr %35, align 8
  %37 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %38 = getelementptr float, ptr %37, i64 %36
  %39 = getelementptr float, ptr %38, i64 %5
  store float %32, ptr %39, align 4, !tbaa !60
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #21

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #21

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 comdat align 2 {
  tail call void @_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #20 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.84", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.180, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !250
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %14 = getelementptr inbounds i8, ptr %13, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.14, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.17, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 89, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %17, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %18 unwind label %316

18:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %19 = getelementptr inbounds i8, ptr %7, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !32
  %21 = getelementptr inbounds i8, ptr %7, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !34
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !35
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !37
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !40
  %36 = load ptr, ptr %27, align 8, !tbaa !41
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #26
  %39 = load ptr, ptr %27, align 8, !tbaa !41
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #26
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !44
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !45

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #26
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !46

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !32
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %7, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !47
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #28
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %68 = getelementptr inbounds i8, ptr %13, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.14, ptr %4, align 8
  %69 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 90, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %71, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %68, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %72 unwind label %318

72:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %73 = getelementptr inbounds i8, ptr %9, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !32
  %75 = getelementptr inbounds i8, ptr %9, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !34
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %72, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %72 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !35
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !37
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !40
  %90 = load ptr, ptr %81, align 8, !tbaa !41
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #26
  %93 = load ptr, ptr %81, align 8, !tbaa !41
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #26
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !44
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !45

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #26
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %78, !llvm.loop !46

110:                                              ; preds = %107
  %111 = load ptr, ptr %73, align 8, !tbaa !32
  br label %112

112:                                              ; preds = %110, %72
  %113 = phi ptr [ %111, %110 ], [ %74, %72 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %9, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !47
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #28
  br label %121

121:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %122 = getelementptr inbounds i8, ptr %13, i64 208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %123, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.14, ptr %3, align 8
  %124 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.17, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 91, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %126, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %122, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %127 unwind label %320

127:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %128 = load ptr, ptr %123, align 8, !tbaa !32
  %129 = getelementptr inbounds i8, ptr %11, i64 16
  %130 = load ptr, ptr %129, align 8, !tbaa !34
  %131 = icmp eq ptr %128, %130
  br i1 %131, label %166, label %132

132:                                              ; preds = %127, %161
  %133 = phi ptr [ %162, %161 ], [ %128, %127 ]
  %134 = getelementptr inbounds i8, ptr %133, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !35
  %136 = icmp eq ptr %135, null
  br i1 %136, label %161, label %137

137:                                              ; preds = %132
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load atomic i64, ptr %138 acquire, align 8
  %140 = icmp eq i64 %139, 4294967297
  %141 = trunc i64 %139 to i32
  br i1 %140, label %142, label %150

142:                                              ; preds = %137
  store i32 0, ptr %138, align 8, !tbaa !37
  %143 = getelementptr inbounds i8, ptr %135, i64 12
  store i32 0, ptr %143, align 4, !tbaa !40
  %144 = load ptr, ptr %135, align 8, !tbaa !41
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %135) #26
  %147 = load ptr, ptr %135, align 8, !tbaa !41
  %148 = getelementptr inbounds i8, ptr %147, i64 24
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %135) #26
  br label %161

150:                                              ; preds = %137
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = add nsw i32 %141, -1
  store i32 %154, ptr %138, align 4, !tbaa !44
  br label %157

155:                                              ; preds = %150
  %156 = atomicrmw volatile add ptr %138, i32 -1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %153
  %158 = phi i32 [ %141, %153 ], [ %156, %155 ]
  %159 = icmp eq i32 %158, 1
  br i1 %159, label %160, label %161, !prof !45

160:                                              ; preds = %157
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %135) #26
  br label %161

161:                                              ; preds = %160, %157, %142, %132
  %162 = getelementptr inbounds i8, ptr %133, i64 16
  %163 = icmp eq ptr %162, %130
  br i1 %163, label %164, label %132, !llvm.loop !46

164:                                              ; preds = %161
  %165 = load ptr, ptr %123, align 8, !tbaa !32
  br label %166

166:                                              ; preds = %164, %127
  %167 = phi ptr [ %165, %164 ], [ %128, %127 ]
  %168 = icmp eq ptr %167, null
  br i1 %168, label %175, label %169

169:                                              ; preds = %166
  %170 = getelementptr inbounds i8, ptr %11, i64 24
  %171 = load ptr, ptr %170, align 8, !tbaa !47
  %172 = ptrtoint ptr %171 to i64
  %173 = ptrtoint ptr %167 to i64
  %174 = sub i64 %172, %173
  call void @_ZdlPvm(ptr noundef nonnull %167, i64 noundef %174) #28
  br label %175

175:                                              ; preds = %169, %166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %176 = load i64, ptr %13, align 8, !tbaa !13
  %177 = getelementptr inbounds i8, ptr %13, i64 8
  %178 = load i64, ptr %177, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12) #26
  %179 = load ptr, ptr %8, align 8, !tbaa !156
  store ptr %179, ptr %12, align 8, !tbaa !156
  %180 = getelementptr inbounds i8, ptr %12, i64 8
  %181 = getelementptr inbounds i8, ptr %8, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !35
  store ptr %182, ptr %180, align 8, !tbaa !35
  %183 = icmp eq ptr %182, null
  br i1 %183, label %193, label %184

184:                                              ; preds = %175
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %184
  %189 = load i32, ptr %185, align 4, !tbaa !44
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %185, align 4, !tbaa !44
  br label %193

191:                                              ; preds = %184
  %192 = atomicrmw volatile add ptr %185, i32 1 acq_rel, align 4
  br label %193

193:                                              ; preds = %175, %188, %191
  %194 = getelementptr inbounds i8, ptr %12, i64 16
  %195 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %194, ptr noundef nonnull align 8 dereferenceable(16) %195, i64 16, i1 false)
  %196 = getelementptr inbounds i8, ptr %12, i64 32
  store i64 %176, ptr %196, align 8, !tbaa !252
  %197 = getelementptr inbounds i8, ptr %12, i64 40
  %198 = load ptr, ptr %6, align 8, !tbaa !156
  store ptr %198, ptr %197, align 8, !tbaa !156
  %199 = getelementptr inbounds i8, ptr %12, i64 48
  %200 = getelementptr inbounds i8, ptr %6, i64 8
  %201 = load ptr, ptr %200, align 8, !tbaa !35
  store ptr %201, ptr %199, align 8, !tbaa !35
  %202 = icmp eq ptr %201, null
  br i1 %202, label %212, label %203

203:                                              ; preds = %193
  %204 = getelementptr inbounds i8, ptr %201, i64 8
  %205 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %210, label %207

207:                                              ; preds = %203
  %208 = load i32, ptr %204, align 4, !tbaa !44
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %204, align 4, !tbaa !44
  br label %212

210:                                              ; preds = %203
  %211 = atomicrmw volatile add ptr %204, i32 1 acq_rel, align 4
  br label %212

212:                                              ; preds = %193, %207, %210
  %213 = getelementptr inbounds i8, ptr %12, i64 56
  %214 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %213, ptr noundef nonnull align 8 dereferenceable(16) %214, i64 16, i1 false)
  %215 = getelementptr inbounds i8, ptr %12, i64 72
  store i64 %178, ptr %215, align 8, !tbaa !254
  %216 = getelementptr inbounds i8, ptr %12, i64 80
  %217 = load ptr, ptr %10, align 8, !tbaa !156
  store ptr %217, ptr %216, align 8, !tbaa !156
  %218 = getelementptr inbounds i8, ptr %12, i64 88
  %219 = getelementptr inbounds i8, ptr %10, i64 8
  %220 = load ptr, ptr %219, align 8, !tbaa !35
  store ptr %220, ptr %218, align 8, !tbaa !35
  %221 = icmp eq ptr %220, null
  br i1 %221, label %231, label %222

222:                                              ; preds = %212
  %223 = getelementptr inbounds i8, ptr %220, i64 8
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %229, label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %223, align 4, !tbaa !44
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %223, align 4, !tbaa !44
  br label %231

229:                                              ; preds = %222
  %230 = atomicrmw volatile add ptr %223, i32 1 acq_rel, align 4
  br label %231

231:                                              ; preds = %212, %226, %229
  %232 = getelementptr inbounds i8, ptr %12, i64 96
  %233 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %232, ptr noundef nonnull align 8 dereferenceable(16) %233, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %178, ptr noundef nonnull align 8 dereferenceable(112) %12)
          to label %234 unwind label %322

234:                                              ; preds = %231
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %12) #26
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #26
  %235 = load ptr, ptr %219, align 8, !tbaa !35
  %236 = icmp eq ptr %235, null
  br i1 %236, label %261, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load atomic i64, ptr %238 acquire, align 8
  %240 = icmp eq i64 %239, 4294967297
  %241 = trunc i64 %239 to i32
  br i1 %240, label %242, label %250

242:                                              ; preds = %237
  store i32 0, ptr %238, align 8, !tbaa !37
  %243 = getelementptr inbounds i8, ptr %235, i64 12
  store i32 0, ptr %243, align 4, !tbaa !40
  %244 = load ptr, ptr %235, align 8, !tbaa !41
  %245 = getelementptr inbounds i8, ptr %244, i64 16
  %246 = load ptr, ptr %245, align 8
  call void %246(ptr noundef nonnull align 8 dereferenceable(16) %235) #26
  %247 = load ptr, ptr %235, align 8, !tbaa !41
  %248 = getelementptr inbounds i8, ptr %247, i64 24
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %235) #26
  br label %261

250:                                              ; preds = %237
  %251 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %252 = icmp eq i8 %251, 0
  br i1 %252, label %255, label %253

253:                                              ; preds = %250
  %254 = add nsw i32 %241, -1
  store i32 %254, ptr %238, align 4, !tbaa !44
  br label %257

255:                                              ; preds = %250
  %256 = atomicrmw volatile add ptr %238, i32 -1 acq_rel, align 4
  br label %257

257:                                              ; preds = %255, %253
  %258 = phi i32 [ %241, %253 ], [ %256, %255 ]
  %259 = icmp eq i32 %258, 1
  br i1 %259, label %260, label %261, !prof !45

260:                                              ; preds = %257
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %235) #26
  br label %261

261:                                              ; preds = %234, %242, %257, %260
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  %262 = load ptr, ptr %181, align 8, !tbaa !35
  %263 = icmp eq ptr %262, null
  br i1 %263, label %288, label %264

264:                                              ; preds = %261
  %265 = getelementptr inbounds i8, ptr %262, i64 8
  %266 = load atomic i64, ptr %265 acquire, align 8
  %267 = icmp eq i64 %266, 4294967297
  %268 = trunc i64 %266 to i32
  br i1 %267, label %269, label %277

269:                                              ; preds = %264
  store i32 0, ptr %265, align 8, !tbaa !37
  %270 = getelementptr inbounds i8, ptr %262, i64 12
  store i32 0, ptr %270, align 4, !tbaa !40
  %271 = load ptr, ptr %262, align 8, !tbaa !41
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  %274 = load ptr, ptr %262, align 8, !tbaa !41
  %275 = getelementptr inbounds i8, ptr %274, i64 24
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  br label %288

277:                                              ; preds = %264
  %278 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %282, label %280

280:                                              ; preds = %277
  %281 = add nsw i32 %268, -1
  store i32 %281, ptr %265, align 4, !tbaa !44
  br label %284

282:                                              ; preds = %277
  %283 = atomicrmw volatile add ptr %265, i32 -1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %280
  %285 = phi i32 [ %268, %280 ], [ %283, %282 ]
  %286 = icmp eq i32 %285, 1
  br i1 %286, label %287, label %288, !prof !45

287:                                              ; preds = %284
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  br label %288

288:                                              ; preds = %261, %269, %284, %287
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %289 = load ptr, ptr %200, align 8, !tbaa !35
  %290 = icmp eq ptr %289, null
  br i1 %290, label %315, label %291

291:                                              ; preds = %288
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %304

296:                                              ; preds = %291
  store i32 0, ptr %292, align 8, !tbaa !37
  %297 = getelementptr inbounds i8, ptr %289, i64 12
  store i32 0, ptr %297, align 4, !tbaa !40
  %298 = load ptr, ptr %289, align 8, !tbaa !41
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %289) #26
  %301 = load ptr, ptr %289, align 8, !tbaa !41
  %302 = getelementptr inbounds i8, ptr %301, i64 24
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %289) #26
  br label %315

304:                                              ; preds = %291
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %309, label %307

307:                                              ; preds = %304
  %308 = add nsw i32 %295, -1
  store i32 %308, ptr %292, align 4, !tbaa !44
  br label %311

309:                                              ; preds = %304
  %310 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %295, %307 ], [ %310, %309 ]
  %313 = icmp eq i32 %312, 1
  br i1 %313, label %314, label %315, !prof !45

314:                                              ; preds = %311
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #26
  br label %315

315:                                              ; preds = %288, %296, %311, %314
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  ret void

316:                                              ; preds = %2
  %317 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  br label %328

318:                                              ; preds = %67
  %319 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %326

320:                                              ; preds = %121
  %321 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %324

322:                                              ; preds = %231
  %323 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %12) #26
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %324

324:                                              ; preds = %322, %320
  %325 = phi { ptr, i32 } [ %323, %322 ], [ %321, %320 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %326

326:                                              ; preds = %324, %318
  %327 = phi { ptr, i32 } [ %325, %324 ], [ %319, %318 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %328

328:                                              ; preds = %326, %316
  %329 = phi { ptr, i32 } [ %327, %326 ], [ %317, %316 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  resume { ptr, i32 } %329
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !35
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !40
  %40 = load ptr, ptr %31, align 8, !tbaa !41
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !44
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !45

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !35
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !37
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !40
  %68 = load ptr, ptr %59, align 8, !tbaa !41
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !41
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !44
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !45

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(112) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %7 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.26)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #26
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %19 = load ptr, ptr %6, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !11
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %19, i64 %21)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #26
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %22, align 8, !tbaa !175, !alias.scope !255
  %23 = getelementptr inbounds i8, ptr %7, i64 18
  store i8 0, ptr %23, align 2, !tbaa !182, !alias.scope !255
  %24 = getelementptr inbounds i8, ptr %7, i64 20
  store i8 0, ptr %24, align 4, !tbaa !184, !alias.scope !255
  %25 = getelementptr inbounds i8, ptr %7, i64 28
  store i8 0, ptr %25, align 4, !tbaa !186, !alias.scope !255
  %26 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 0, ptr %26, align 4, !tbaa !188, !alias.scope !255
  %27 = getelementptr inbounds i8, ptr %7, i64 44
  store i8 0, ptr %27, align 4, !tbaa !186, !alias.scope !255
  %28 = getelementptr inbounds i8, ptr %7, i64 52
  store i8 0, ptr %28, align 4, !tbaa !188, !alias.scope !255
  %29 = getelementptr inbounds i8, ptr %7, i64 60
  store i8 0, ptr %29, align 4, !tbaa !186, !alias.scope !255
  %30 = getelementptr inbounds i8, ptr %7, i64 68
  store i8 0, ptr %30, align 4, !tbaa !188, !alias.scope !255
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store i8 0, ptr %31, align 8, !tbaa !190, !alias.scope !255
  %32 = getelementptr inbounds i8, ptr %7, i64 104
  store i8 0, ptr %32, align 8, !tbaa !192, !alias.scope !255
  %33 = getelementptr inbounds i8, ptr %7, i64 136
  store i8 0, ptr %33, align 8, !tbaa !194, !alias.scope !255
  %34 = getelementptr inbounds i8, ptr %7, i64 144
  store i8 1, ptr %34, align 8, !tbaa !196, !alias.scope !255
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(145) %7)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !227
  %35 = getelementptr inbounds i8, ptr %5, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  store i64 1, ptr %36, align 8, !tbaa !229
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(112) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9ColStdDevEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 15
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [21 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !44
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #30
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !41
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load ptr, ptr %1, align 8, !tbaa !156
  store ptr %6, ptr %5, align 8, !tbaa !156
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !35
  store ptr %9, ptr %7, align 8, !tbaa !35
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !44
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !44
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
  %25 = load i64, ptr %24, align 8, !tbaa !252
  store i64 %25, ptr %23, align 8, !tbaa !252
  %26 = getelementptr inbounds i8, ptr %4, i64 48
  %27 = getelementptr inbounds i8, ptr %1, i64 40
  %28 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %28, ptr %26, align 8, !tbaa !156
  %29 = getelementptr inbounds i8, ptr %4, i64 56
  %30 = getelementptr inbounds i8, ptr %1, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !35
  store ptr %31, ptr %29, align 8, !tbaa !35
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %20
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !44
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !44
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %20
  %43 = getelementptr inbounds i8, ptr %4, i64 64
  %44 = getelementptr inbounds i8, ptr %1, i64 56
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %4, i64 80
  %46 = getelementptr inbounds i8, ptr %1, i64 72
  %47 = load i64, ptr %46, align 8, !tbaa !254
  store i64 %47, ptr %45, align 8, !tbaa !254
  %48 = getelementptr inbounds i8, ptr %4, i64 88
  %49 = getelementptr inbounds i8, ptr %1, i64 80
  %50 = load ptr, ptr %49, align 8, !tbaa !156
  store ptr %50, ptr %48, align 8, !tbaa !156
  %51 = getelementptr inbounds i8, ptr %4, i64 96
  %52 = getelementptr inbounds i8, ptr %1, i64 88
  %53 = load ptr, ptr %52, align 8, !tbaa !35
  store ptr %53, ptr %51, align 8, !tbaa !35
  %54 = icmp eq ptr %53, null
  br i1 %54, label %64, label %55

55:                                               ; preds = %42
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !44
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !44
  br label %64

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %64

64:                                               ; preds = %42, %59, %62
  %65 = getelementptr inbounds i8, ptr %4, i64 104
  %66 = getelementptr inbounds i8, ptr %1, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %66, i64 16, i1 false)
  %67 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %68 = icmp eq ptr %67, null
  br i1 %68, label %73, label %69

69:                                               ; preds = %64
  %70 = load ptr, ptr %67, align 8, !tbaa !41
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(8) %67) #26
  br label %73

73:                                               ; preds = %64, %69
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %74 = load ptr, ptr %3, align 8, !tbaa !5
  %75 = load ptr, ptr %74, align 8, !tbaa !41
  %76 = load ptr, ptr %75, align 8
  %77 = tail call noundef ptr %76(ptr noundef nonnull align 8 dereferenceable(8) %74)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %77)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9ColStdDevEEvPv.Info, i64 16, i1 false), !tbaa.struct !235
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !236

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9ColStdDevEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9ColStdDevEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !11
  tail call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %5)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1) local_unnamed_addr #20 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !260
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !263
  %5 = load i64, ptr %4, align 8
  %6 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %7 = getelementptr float, ptr %6, i64 %5
  %8 = getelementptr float, ptr %7, i64 %1
  %9 = load float, ptr %8, align 4, !tbaa !60
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load i64, ptr %10, align 8, !tbaa !252
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = getelementptr inbounds i8, ptr %0, i64 72
  br label %29

16:                                               ; preds = %29
  %17 = uitofp i64 %45 to float
  %18 = fdiv float %43, %17
  br label %19

19:                                               ; preds = %16, %2
  %20 = phi float [ 0x7FF8000000000000, %2 ], [ %18, %16 ]
  %21 = tail call noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef %20)
  %22 = getelementptr inbounds i8, ptr %0, i64 80
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %22), !noalias !266
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %22), !noalias !269
  %25 = load i64, ptr %24, align 8
  %26 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #26
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = getelementptr float, ptr %27, i64 %1
  store float %21, ptr %28, align 4, !tbaa !60
  ret void

29:                                               ; preds = %13, %29
  %30 = phi float [ 0.000000e+00, %13 ], [ %43, %29 ]
  %31 = phi i64 [ 0, %13 ], [ %44, %29 ]
  %32 = load i64, ptr %15, align 8, !tbaa !254
  %33 = mul i64 %32, %31
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !272
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !275
  %36 = load i64, ptr %35, align 8
  %37 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #26
  %38 = getelementptr float, ptr %37, i64 %36
  %39 = getelementptr float, ptr %38, i64 %33
  %40 = getelementptr float, ptr %39, i64 %1
  %41 = load float, ptr %40, align 4, !tbaa !60
  %42 = fsub float %41, %9
  %43 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %30)
  %44 = add nuw i64 %31, 1
  %45 = load i64, ptr %10, align 8, !tbaa !252
  %46 = icmp ult i64 %44, %45
  br i1 %46, label %29, label %16, !llvm.loop !278
}

declare noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #17

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #22

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #17

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !35
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !40
  %12 = load ptr, ptr %3, align 8, !tbaa !41
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !44
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !45

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_vEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.90", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !11, !alias.scope !279
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !11, !alias.scope !279
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !279
  store i64 %11, ptr %7, align 8, !tbaa !11, !alias.scope !282
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !282
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !282
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %16 = load i64, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = load ptr, ptr %17, align 8, !tbaa !5
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %4
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !45

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #30
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !164
  store ptr %33, ptr %31, align 8, !tbaa !164
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !35
  store ptr %36, ptr %34, align 8, !tbaa !35
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !44
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !44
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !166

51:                                               ; preds = %47, %4
  %52 = phi ptr [ null, %4 ], [ %29, %47 ]
  %53 = phi ptr [ null, %4 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !32
  %56 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !34
  %57 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !47
  %58 = load ptr, ptr %1, align 8, !tbaa !118
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !110
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !117, !range !54, !noundef !55
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %67 unwind label %226

67:                                               ; preds = %61
  %68 = icmp eq ptr %52, %53
  br i1 %68, label %103, label %69

69:                                               ; preds = %67, %98
  %70 = phi ptr [ %99, %98 ], [ %52, %67 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !35
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !37
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !40
  %81 = load ptr, ptr %72, align 8, !tbaa !41
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  %84 = load ptr, ptr %72, align 8, !tbaa !41
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %78, -1
  store i32 %91, ptr %75, align 4, !tbaa !44
  br label %94

92:                                               ; preds = %87
  %93 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %78, %90 ], [ %93, %92 ]
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %98, !prof !45

97:                                               ; preds = %94
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %98

98:                                               ; preds = %97, %94, %79, %69
  %99 = getelementptr inbounds i8, ptr %70, i64 16
  %100 = icmp eq ptr %99, %53
  br i1 %100, label %101, label %69, !llvm.loop !46

101:                                              ; preds = %98
  %102 = load ptr, ptr %55, align 8, !tbaa !32
  br label %103

103:                                              ; preds = %101, %67
  %104 = phi ptr [ %102, %101 ], [ %52, %67 ]
  %105 = icmp eq ptr %104, null
  br i1 %105, label %111, label %106

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !47
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %104 to i64
  %110 = sub i64 %108, %109
  tail call void @_ZdlPvm(ptr noundef nonnull %104, i64 noundef %110) #28
  br label %111

111:                                              ; preds = %103, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %112 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, i8 0, i64 16, i1 false)
  %113 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %114 unwind label %228

114:                                              ; preds = %111
  br i1 %113, label %115, label %124

115:                                              ; preds = %114
  %116 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %117 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %118 = extractvalue { i32, ptr } %117, 0
  %119 = extractvalue { i32, ptr } %117, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.36)
          to label %120 unwind label %122

120:                                              ; preds = %115
  invoke void @__cxa_throw(ptr nonnull %116, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %121 unwind label %228

121:                                              ; preds = %120
  unreachable

122:                                              ; preds = %115
  %123 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %116) #26
  br label %253

124:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %125 = load i64, ptr %2, align 8
  %126 = load ptr, ptr %18, align 8, !tbaa !5
  %127 = load ptr, ptr %17, align 8, !tbaa !5
  %128 = ptrtoint ptr %126 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = icmp eq ptr %126, %127
  br i1 %131, label %159, label %132

132:                                              ; preds = %124
  %133 = icmp ugt i64 %130, 9223372036854775792
  br i1 %133, label %134, label %136, !prof !45

134:                                              ; preds = %132
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %135 unwind label %230

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %132
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %130) #30
          to label %138 unwind label %230

138:                                              ; preds = %136, %155
  %139 = phi ptr [ %157, %155 ], [ %137, %136 ]
  %140 = phi ptr [ %156, %155 ], [ %127, %136 ]
  %141 = load ptr, ptr %140, align 8, !tbaa !164
  store ptr %141, ptr %139, align 8, !tbaa !164
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !35
  store ptr %144, ptr %142, align 8, !tbaa !35
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %138
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !44
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !44
  br label %155

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %150, %138
  %156 = getelementptr inbounds i8, ptr %140, i64 16
  %157 = getelementptr inbounds i8, ptr %139, i64 16
  %158 = icmp eq ptr %156, %126
  br i1 %158, label %159, label %138, !llvm.loop !166

159:                                              ; preds = %155, %124
  %160 = phi ptr [ null, %124 ], [ %137, %155 ]
  %161 = phi ptr [ null, %124 ], [ %157, %155 ]
  %162 = getelementptr inbounds i8, ptr %160, i64 %130
  store i64 %125, ptr %9, align 8
  %163 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %160, ptr %163, align 8, !tbaa !32
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %161, ptr %164, align 8, !tbaa !34
  %165 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %162, ptr %165, align 8, !tbaa !47
  %166 = and i64 %125, 16
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %159
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.21)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %174 unwind label %232

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %169) #26
  br label %234

177:                                              ; preds = %159
  %178 = icmp eq ptr %160, %161
  br i1 %178, label %213, label %179

179:                                              ; preds = %177, %208
  %180 = phi ptr [ %209, %208 ], [ %160, %177 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !35
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !37
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !40
  %191 = load ptr, ptr %182, align 8, !tbaa !41
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  %194 = load ptr, ptr %182, align 8, !tbaa !41
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %185, align 4, !tbaa !44
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !45

207:                                              ; preds = %204
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  br label %208

208:                                              ; preds = %207, %204, %189, %179
  %209 = getelementptr inbounds i8, ptr %180, i64 16
  %210 = icmp eq ptr %209, %161
  br i1 %210, label %211, label %179, !llvm.loop !46

211:                                              ; preds = %208
  %212 = load ptr, ptr %163, align 8, !tbaa !32
  br label %213

213:                                              ; preds = %211, %177
  %214 = phi ptr [ %212, %211 ], [ %160, %177 ]
  %215 = icmp eq ptr %214, null
  br i1 %215, label %221, label %216

216:                                              ; preds = %213
  %217 = load ptr, ptr %165, align 8, !tbaa !47
  %218 = ptrtoint ptr %217 to i64
  %219 = ptrtoint ptr %214 to i64
  %220 = sub i64 %218, %219
  tail call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %220) #28
  br label %221

221:                                              ; preds = %213, %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !156
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %225)
          to label %238 unwind label %228

226:                                              ; preds = %61
  %227 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  br label %255

228:                                              ; preds = %250, %246, %238, %120, %111, %244, %224, %221
  %229 = landingpad { ptr, i32 }
          cleanup
  br label %253

230:                                              ; preds = %136, %134
  %231 = landingpad { ptr, i32 }
          cleanup
  br label %236

232:                                              ; preds = %173
  %233 = landingpad { ptr, i32 }
          cleanup
  br label %234

234:                                              ; preds = %175, %232
  %235 = phi { ptr, i32 } [ %233, %232 ], [ %176, %175 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  br label %236

236:                                              ; preds = %234, %230
  %237 = phi { ptr, i32 } [ %235, %234 ], [ %231, %230 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %253

238:                                              ; preds = %224, %223
  %239 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %228

240:                                              ; preds = %238
  store ptr %239, ptr %112, align 8, !tbaa !73
  %241 = load ptr, ptr %1, align 8, !tbaa !118
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !156
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %241, ptr noundef %245, i32 noundef 2018, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %246 unwind label %228

246:                                              ; preds = %244
  %247 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %248 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %228

250:                                              ; preds = %246
  %251 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %252 unwind label %228

252:                                              ; preds = %250
  ret void

253:                                              ; preds = %228, %122, %236
  %254 = phi { ptr, i32 } [ %237, %236 ], [ %229, %228 ], [ %123, %122 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %255

255:                                              ; preds = %253, %226
  %256 = phi { ptr, i32 } [ %254, %253 ], [ %227, %226 ]
  resume { ptr, i32 } %256
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #17

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nounwind willreturn memory(read) }
attributes #26 = { nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin nounwind }
attributes #29 = { noreturn }
attributes #30 = { builtin allocsize(0) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"_ZTS16ColumnStatsBench", !12, i64 0, !12, i64 8, !15, i64 16, !19, i64 40, !19, i64 112, !19, i64 184}
!15 = !{!"_ZTSSt6vectorIfSaIfEE", !16, i64 0}
!16 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !17, i64 0}
!17 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !18, i64 0}
!18 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!19 = !{!"_ZTS10HostMirror", !15, i64 0, !20, i64 24}
!20 = !{!"_ZTSSt8optionalIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEE", !21, i64 0}
!21 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0EE", !22, i64 0}
!22 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0ELb0EE", !23, i64 0}
!23 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb1ELb0ELb0EE", !24, i64 0}
!24 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEE", !7, i64 0, !25, i64 40}
!25 = !{!"bool", !7, i64 0}
!26 = !{!14, !12, i64 8}
!27 = !{!24, !25, i64 40}
!28 = !{!29, !6, i64 24}
!29 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !30, i64 0, !6, i64 24}
!30 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!31 = !{!30, !6, i64 16}
!32 = !{!33, !6, i64 0}
!33 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!34 = !{!33, !6, i64 8}
!35 = !{!36, !6, i64 0}
!36 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!37 = !{!38, !39, i64 8}
!38 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !39, i64 8, !39, i64 12}
!39 = !{!"int", !7, i64 0}
!40 = !{!38, !39, i64 12}
!41 = !{!42, !42, i64 0}
!42 = !{!"vtable pointer", !8, i64 0}
!43 = !{!7, !7, i64 0}
!44 = !{!39, !39, i64 0}
!45 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!46 = distinct !{!46, !10}
!47 = !{!33, !6, i64 16}
!48 = !{!49, !12, i64 16}
!49 = !{!"_ZTS7HarnessI16ColumnStatsBenchE", !50, i64 0, !14, i64 24}
!50 = !{!"_ZTS11StatsConfig", !12, i64 0, !12, i64 8, !12, i64 16}
!51 = distinct !{!51, !10}
!52 = !{!49, !12, i64 0}
!53 = !{!49, !12, i64 8}
!54 = !{i8 0, i8 2}
!55 = !{}
!56 = !{!18, !6, i64 0}
!57 = !{!18, !6, i64 16}
!58 = !{!18, !6, i64 8}
!59 = distinct !{!59, !10}
!60 = !{!61, !61, i64 0}
!61 = !{!"float", !7, i64 0}
!62 = distinct !{!62, !10}
!63 = !{!64, !6, i64 0}
!64 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !39, i64 16, !39, i64 20}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!68 = !{!64, !6, i64 8}
!69 = !{!64, !39, i64 16}
!70 = !{!64, !39, i64 20}
!71 = distinct !{!71, !10}
!72 = distinct !{!72, !10}
!73 = !{!74, !6, i64 16}
!74 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !75, i64 0, !6, i64 16, !7, i64 24}
!75 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !76, i64 0}
!76 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !77, i64 0}
!77 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!78 = !{!79, !6, i64 72}
!79 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !80, i64 0, !82, i64 24, !82, i64 48, !6, i64 72, !6, i64 80}
!80 = !{!"_ZTSN4sycl3_V12idILi3EEE", !81, i64 0}
!81 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!82 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !81, i64 0}
!83 = distinct !{!83, !10}
!84 = !{!85, !6, i64 24}
!85 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !30, i64 0, !6, i64 24}
!86 = !{!87, !6, i64 16}
!87 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!88 = !{!87, !6, i64 0}
!89 = !{!87, !6, i64 8}
!90 = !{!91, !6, i64 0}
!91 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!92 = distinct !{!92, !10}
!93 = distinct !{!93, !10, !94, !95}
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !{!"llvm.loop.unroll.runtime.disable"}
!96 = distinct !{!96, !10, !95, !94}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!102 = distinct !{!102, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!103 = !{!104, !12, i64 0}
!104 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!105 = !{!106, !12, i64 16}
!106 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !107, i64 0, !104, i64 8, !12, i64 16}
!107 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!108 = !{!109, !6, i64 0}
!109 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!110 = !{!111, !12, i64 24}
!111 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !112, i64 0, !115, i64 16, !12, i64 24, !25, i64 32}
!112 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !113, i64 0}
!113 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !114, i64 0}
!114 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!115 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !116, i64 0}
!116 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!117 = !{!111, !25, i64 32}
!118 = !{!114, !6, i64 0}
!119 = !{!120, !6, i64 8}
!120 = !{!"_ZTSSt9type_info", !6, i64 8}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!123 = distinct !{!123, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!126 = distinct !{!126, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!127 = !{!128}
!128 = distinct !{!128, !129, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!129 = distinct !{!129, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!130 = !{!131, !6, i64 0}
!131 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!132 = !{!131, !6, i64 8}
!133 = !{!134, !128}
!134 = distinct !{!134, !135, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!135 = distinct !{!135, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!136 = !{!137, !138, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !138, i64 0}
!138 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!139 = !{!140, !25, i64 8}
!140 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !25, i64 8}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!147 = !{!148, !145}
!148 = distinct !{!148, !149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!150 = !{!151, !6, i64 0}
!151 = !{!"_ZTSZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!152 = !{!153, !12, i64 0}
!153 = !{!"_ZTSZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !12, i64 0, !154, i64 8, !12, i64 40, !155, i64 48}
!154 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !75, i64 0, !6, i64 16, !7, i64 24}
!155 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !75, i64 0, !6, i64 16, !7, i64 24}
!156 = !{!77, !6, i64 0}
!157 = !{!153, !12, i64 40}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!163 = distinct !{!163, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!164 = !{!165, !6, i64 0}
!165 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!166 = distinct !{!166, !10}
!167 = !{!154, !6, i64 16}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!170 = distinct !{!170, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!173 = distinct !{!173, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!174 = !{!155, !6, i64 16}
!175 = !{!176, !25, i64 8}
!176 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !25, i64 8}
!177 = !{!178, !180}
!178 = distinct !{!178, !179, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!179 = distinct !{!179, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!180 = distinct !{!180, !181, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!181 = distinct !{!181, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!182 = !{!183, !25, i64 2}
!183 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !25, i64 2}
!184 = !{!185, !25, i64 0}
!185 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !25, i64 0}
!186 = !{!187, !25, i64 4}
!187 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !25, i64 4}
!188 = !{!189, !25, i64 4}
!189 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !25, i64 4}
!190 = !{!191, !25, i64 8}
!191 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !25, i64 8}
!192 = !{!193, !25, i64 16}
!193 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !25, i64 16}
!194 = !{!195, !25, i64 24}
!195 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !25, i64 24}
!196 = !{!197, !25, i64 144}
!197 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !198, i64 0, !202, i64 16, !185, i64 20, !206, i64 24, !213, i64 40, !214, i64 56, !215, i64 72, !219, i64 88, !223, i64 112, !25, i64 144}
!198 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !199, i64 0}
!199 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !200, i64 0}
!200 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !201, i64 0}
!201 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !176, i64 0}
!202 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !203, i64 0}
!203 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !204, i64 0}
!204 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !205, i64 0}
!205 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !183, i64 0}
!206 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !207, i64 0, !210, i64 8}
!207 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !208, i64 0}
!208 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !209, i64 0}
!209 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !187, i64 0}
!210 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !211, i64 0}
!211 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !212, i64 0}
!212 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !189, i64 0}
!213 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !207, i64 0, !210, i64 8}
!214 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !207, i64 0, !210, i64 8}
!215 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !216, i64 0}
!216 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !217, i64 0}
!217 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !218, i64 0}
!218 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !191, i64 0}
!219 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !220, i64 0}
!220 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !221, i64 0}
!221 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !222, i64 0}
!222 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !193, i64 0}
!223 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !224, i64 0}
!224 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !225, i64 0}
!225 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !226, i64 0}
!226 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !195, i64 0}
!227 = !{!228, !6, i64 0}
!228 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !12, i64 24}
!229 = !{!228, !12, i64 24}
!230 = !{!231, !39, i64 16}
!231 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !232, i64 0, !39, i64 16, !25, i64 20, !232, i64 24, !232, i64 40, !39, i64 56, !39, i64 60, !12, i64 64, !6, i64 72, !25, i64 80}
!232 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !6, i64 0, !12, i64 8}
!233 = distinct !{!233, !10}
!234 = !{!231, !6, i64 72}
!235 = !{i64 0, i64 8, !5, i64 8, i64 8, !11}
!236 = !{!"branch_weights", i32 1, i32 1048575}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!239 = distinct !{!239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!242 = distinct !{!242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!243 = distinct !{!243, !10}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!246 = distinct !{!246, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!249 = distinct !{!249, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!250 = !{!251, !6, i64 0}
!251 = !{!"_ZTSZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!252 = !{!253, !12, i64 32}
!253 = !{!"_ZTSZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !154, i64 0, !12, i64 32, !154, i64 40, !12, i64 72, !155, i64 80}
!254 = !{!253, !12, i64 72}
!255 = !{!256, !258}
!256 = distinct !{!256, !257, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!257 = distinct !{!257, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!262 = distinct !{!262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!263 = !{!264}
!264 = distinct !{!264, !265, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!265 = distinct !{!265, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!268 = distinct !{!268, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!271 = distinct !{!271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!274 = distinct !{!274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!277 = distinct !{!277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!278 = distinct !{!278, !10}
!279 = !{!280}
!280 = distinct !{!280, !281, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!281 = distinct !{!281, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!282 = !{!283}
!283 = distinct !{!283, !284, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!284 = distinct !{!284, !"_ZN4sycl3_V16detail17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
