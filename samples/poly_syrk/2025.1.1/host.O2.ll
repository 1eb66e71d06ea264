; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%class.Harness = type { %struct.SyrkArgs, %class.Syrk }
%struct.SyrkArgs = type { i64, i64, i64 }
%class.Syrk = type { %struct.SyrkArgs, float, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.Buffer2D, %class.Buffer2D }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.Buffer2D = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload.base", [7 x i8] }
%"struct.std::_Optional_payload.base" = type { %"struct.std::_Optional_payload_base.base" }
%"struct.std::_Optional_payload_base.base" = type { %"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 2>>::_Storage", i8 }
%"union.std::_Optional_payload_base<sycl::_V1::buffer<float, 2>>::_Storage" = type { %"class.sycl::_V1::buffer" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%class.Harness.2 = type { %struct.SyrkArgs, %class.Syr2k }
%class.Syr2k = type { %struct.SyrkArgs, float, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.Buffer2D, %class.Buffer2D, %class.Buffer2D }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.4" }
%"class.std::shared_ptr.4" = type { %"class.std::__shared_ptr.5" }
%"class.std::__shared_ptr.5" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.7" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.7" = type { %"struct.std::_Vector_base.8" }
%"struct.std::_Vector_base.8" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.12" = type { %"struct.std::_Vector_base.13" }
%"struct.std::_Vector_base.13" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.54" }
%"class.std::shared_ptr.54" = type { %"class.std::__shared_ptr.55" }
%"class.std::__shared_ptr.55" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.157" }
%"class.sycl::_V1::accessor.157" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.93" }
%"class.std::shared_ptr.93" = type { %"class.std::__shared_ptr.94" }
%"class.std::__shared_ptr.94" = type { ptr, %"class.std::__shared_count" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.27" }
%"class.std::shared_ptr.27" = type { %"class.std::__shared_ptr.28" }
%"class.std::__shared_ptr.28" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.30" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.21" }
%"class.std::vector.21" = type { %"struct.std::_Vector_base.22" }
%"struct.std::_Vector_base.22" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.36" }
%"struct.std::_Head_base.36" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.58" }
%"class.std::shared_ptr.58" = type { %"class.std::__shared_ptr.59" }
%"class.std::__shared_ptr.59" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.61" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::accessor.97" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.101 = type { i64, %"class.sycl::_V1::accessor.97", %"class.sycl::_V1::accessor", float, float }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.102" }
%"class.sycl::_V1::detail::array.102" = type { [3 x i64] }
%"class.sycl::_V1::range.103" = type { %"class.sycl::_V1::detail::array.102" }
%"class.std::tuple.105" = type { %"struct.std::_Tuple_impl.106" }
%"struct.std::_Tuple_impl.106" = type { %"struct.std::_Tuple_impl.107", %"struct.std::_Head_base.109" }
%"struct.std::_Tuple_impl.107" = type { %"struct.std::_Head_base.108" }
%"struct.std::_Head_base.108" = type { i8 }
%"struct.std::_Head_base.109" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.101 }
%"class.std::tuple.113" = type { %"struct.std::_Tuple_impl.114" }
%"struct.std::_Tuple_impl.114" = type { %"struct.std::_Tuple_impl.107", %"struct.std::_Head_base.115" }
%"struct.std::_Head_base.115" = type { %"struct.std::array" }
%class.anon.112 = type { ptr, ptr, ptr }
%"class.std::unique_ptr.117" = type { %"struct.std::__uniq_ptr_data.118" }
%"struct.std::__uniq_ptr_data.118" = type { %"class.std::__uniq_ptr_impl.119" }
%"class.std::__uniq_ptr_impl.119" = type { %"class.std::tuple.120" }
%"class.std::tuple.120" = type { %"struct.std::_Tuple_impl.121" }
%"struct.std::_Tuple_impl.121" = type { %"struct.std::_Head_base.124" }
%"struct.std::_Head_base.124" = type { ptr }
%"class.std::vector.125" = type { %"struct.std::_Vector_base.126" }
%"struct.std::_Vector_base.126" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr.141" = type { %"struct.std::__uniq_ptr_data.142" }
%"struct.std::__uniq_ptr_data.142" = type { %"class.std::__uniq_ptr_impl.143" }
%"class.std::__uniq_ptr_impl.143" = type { %"class.std::tuple.144" }
%"class.std::tuple.144" = type { %"struct.std::_Tuple_impl.145" }
%"struct.std::_Tuple_impl.145" = type { %"struct.std::_Head_base.148" }
%"struct.std::_Head_base.148" = type { ptr }
%class.anon.116 = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.110", %"class.sycl::_V1::accessor.97" }
%"class.sycl::_V1::id.110" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id.110", %"class.sycl::_V1::accessor" }
%class.anon.139 = type { i8 }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%class.anon.162 = type { i64, %"class.sycl::_V1::accessor", float, %"class.sycl::_V1::accessor.97", float, %"class.sycl::_V1::accessor.97" }
%"class.sycl::_V1::detail::RoundedRangeKernel.163" = type { %"class.sycl::_V1::range", %class.anon.162 }
%"class.std::unique_ptr.166" = type { %"struct.std::__uniq_ptr_data.167" }
%"struct.std::__uniq_ptr_data.167" = type { %"class.std::__uniq_ptr_impl.168" }
%"class.std::__uniq_ptr_impl.168" = type { %"class.std::tuple.169" }
%"class.std::tuple.169" = type { %"struct.std::_Tuple_impl.170" }
%"struct.std::_Tuple_impl.170" = type { %"struct.std::_Head_base.173" }
%"struct.std::_Head_base.173" = type { ptr }
%"class.std::unique_ptr.179" = type { %"struct.std::__uniq_ptr_data.180" }
%"struct.std::__uniq_ptr_data.180" = type { %"class.std::__uniq_ptr_impl.181" }
%"class.std::__uniq_ptr_impl.181" = type { %"class.std::tuple.182" }
%"class.std::tuple.182" = type { %"struct.std::_Tuple_impl.183" }
%"struct.std::_Tuple_impl.183" = type { %"struct.std::_Head_base.186" }
%"struct.std::_Head_base.186" = type { ptr }

$_ZN7HarnessI4SyrkE3runEv = comdat any

$_ZN7HarnessI4SyrkED2Ev = comdat any

$_ZN7HarnessI5Syr2kE3runEv = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN5Syr2kD2Ev = comdat any

$_ZN4Syrk5setupERN4sycl3_V15queueE = comdat any

$_ZN4Syrk3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN4Syrk6verifyEv = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt6vectorIfSaIfEEaSERKS1_ = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN4Syrk6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_ = comdat any

$_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS0_4itemILi2ELb1EEENS3_18RoundedRangeKernelIS8_Li2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISQ_EEJPS1_SI_EEEDaSU_SW_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9SyrkLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V17handler6unpackI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI9SyrkLowerNS0_4itemILi2ELb1EEEZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9SyrkLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN5Syr2k5setupERN4sycl3_V15queueE = comdat any

$_ZN5Syr2k3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN5Syr2k6verifyEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN5Syr2k6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10Syr2kLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_ = comdat any

$_ZN4sycl3_V17handler6unpackI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10Syr2kLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

@.str.2 = private unnamed_addr constant [10 x i8] c"--repeats\00", align 1
@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.6 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"%s repeat %zu: %.3f ms\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.13 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.14 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.16 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.17 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"poly_syrk.cpp\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"update\00", align 1
@.str.21 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.22 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.24 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.25 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.26 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.29 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.30 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.32 = private unnamed_addr constant [77 x i8] c"_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E9SyrkLower\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant [165 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.34 = private unnamed_addr constant [112 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E9SyrkLowerEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [131 x i8] c"N4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [53 x i8] c"ZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.37 = private unnamed_addr constant [5 x i8] c"syrk\00", align 1
@.str.38 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.39 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.40 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.41 = private unnamed_addr constant [80 x i8] c"_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_E10Syr2kLower\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant [166 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.42 = private unnamed_addr constant [115 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_E10Syr2kLowerEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [132 x i8] c"N4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [54 x i8] c"ZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.43 = private unnamed_addr constant [6 x i8] c"syr2k\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.Harness, align 8
  %4 = alloca %class.Harness.2, align 8
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %92

6:                                                ; preds = %2
  %7 = zext nneg i32 %0 to i64
  br label %8

8:                                                ; preds = %37, %6
  %9 = phi i64 [ 1, %6 ], [ %38, %37 ]
  %10 = getelementptr inbounds ptr, ptr %1, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %13, -45
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %8
  %17 = getelementptr inbounds i8, ptr %11, i64 1
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %19, -45
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %11, i64 2
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add nsw i32 %25, -110
  br label %27

27:                                               ; preds = %8, %16, %22
  %28 = phi i32 [ %14, %8 ], [ %20, %16 ], [ %26, %22 ]
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %11, i64 3
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = icmp eq i8 %32, 61
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %11, i64 4
  %36 = tail call i64 @strtoul(ptr nocapture noundef nonnull %35, ptr noundef null, i32 noundef 10) #24
  br label %40

37:                                               ; preds = %30, %27
  %38 = add nuw nsw i64 %9, 1
  %39 = icmp eq i64 %38, %7
  br i1 %39, label %40, label %8, !llvm.loop !10

40:                                               ; preds = %37, %34
  %41 = phi i64 [ %36, %34 ], [ 44, %37 ]
  br label %42

42:                                               ; preds = %71, %40
  %43 = phi i64 [ 1, %40 ], [ %72, %71 ]
  %44 = getelementptr inbounds ptr, ptr %1, i64 %43
  %45 = load ptr, ptr %44, align 8, !tbaa !5
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = add nsw i32 %47, -45
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %61

50:                                               ; preds = %42
  %51 = getelementptr inbounds i8, ptr %45, i64 1
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = add nsw i32 %53, -45
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = getelementptr inbounds i8, ptr %45, i64 2
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = add nsw i32 %59, -109
  br label %61

61:                                               ; preds = %42, %50, %56
  %62 = phi i32 [ %48, %42 ], [ %54, %50 ], [ %60, %56 ]
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %45, i64 3
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = icmp eq i8 %66, 61
  br i1 %67, label %68, label %71

68:                                               ; preds = %64
  %69 = getelementptr inbounds i8, ptr %45, i64 4
  %70 = tail call i64 @strtoul(ptr nocapture noundef nonnull %69, ptr noundef null, i32 noundef 10) #24
  br label %74

71:                                               ; preds = %64, %61
  %72 = add nuw nsw i64 %43, 1
  %73 = icmp eq i64 %72, %7
  br i1 %73, label %74, label %42, !llvm.loop !10

74:                                               ; preds = %71, %68
  %75 = phi i64 [ %70, %68 ], [ 30, %71 ]
  br label %76

76:                                               ; preds = %89, %74
  %77 = phi i64 [ 1, %74 ], [ %90, %89 ]
  %78 = getelementptr inbounds ptr, ptr %1, i64 %77
  %79 = load ptr, ptr %78, align 8, !tbaa !5
  %80 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %79, ptr noundef nonnull dereferenceable(10) @.str.2, i64 noundef 9) #25
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %89

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %79, i64 9
  %84 = load i8, ptr %83, align 1, !tbaa !9
  %85 = icmp eq i8 %84, 61
  br i1 %85, label %86, label %89

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %79, i64 10
  %88 = tail call i64 @strtoul(ptr nocapture noundef nonnull %87, ptr noundef null, i32 noundef 10) #24
  br label %92

89:                                               ; preds = %82, %76
  %90 = add nuw nsw i64 %77, 1
  %91 = icmp eq i64 %90, %7
  br i1 %91, label %92, label %76, !llvm.loop !10

92:                                               ; preds = %89, %2, %86
  %93 = phi i64 [ %75, %86 ], [ 30, %2 ], [ %75, %89 ]
  %94 = phi i64 [ %41, %86 ], [ 44, %2 ], [ %41, %89 ]
  %95 = phi i64 [ %88, %86 ], [ 2, %2 ], [ 2, %89 ]
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %3) #24
  store i64 %94, ptr %3, align 8, !tbaa !12
  %96 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %93, ptr %96, align 8, !tbaa !12
  %97 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %95, ptr %97, align 8, !tbaa !12
  %98 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 %94, ptr %98, align 8, !tbaa !12
  %99 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %93, ptr %99, align 8, !tbaa !12
  %100 = getelementptr inbounds i8, ptr %3, i64 40
  store i64 %95, ptr %100, align 8, !tbaa !12
  %101 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x float> <float 7.500000e-01, float 1.250000e+00>, ptr %101, align 8, !tbaa !14
  %102 = getelementptr inbounds i8, ptr %3, i64 56
  %103 = getelementptr inbounds i8, ptr %3, i64 176
  store i8 0, ptr %103, align 8, !tbaa !16
  %104 = getelementptr inbounds i8, ptr %3, i64 232
  store i8 0, ptr %104, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %102, i8 0, i64 72, i1 false)
  %105 = invoke noundef zeroext i1 @_ZN7HarnessI4SyrkE3runEv(ptr noundef nonnull align 8 dereferenceable(240) %3)
          to label %106 unwind label %161

106:                                              ; preds = %92
  %107 = load i8, ptr %104, align 8, !tbaa !16, !range !19, !noundef !20
  %108 = trunc nuw i8 %107 to i1
  br i1 %108, label %109, label %111

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %3, i64 184
  store i8 0, ptr %104, align 8, !tbaa !16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %110) #24
  br label %111

111:                                              ; preds = %109, %106
  %112 = load i8, ptr %103, align 8, !tbaa !16, !range !19, !noundef !20
  %113 = trunc nuw i8 %112 to i1
  br i1 %113, label %114, label %116

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %3, i64 128
  store i8 0, ptr %103, align 8, !tbaa !16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %115) #24
  br label %116

116:                                              ; preds = %114, %111
  %117 = getelementptr inbounds i8, ptr %3, i64 104
  %118 = load ptr, ptr %117, align 8, !tbaa !21
  %119 = icmp eq ptr %118, null
  br i1 %119, label %126, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds i8, ptr %3, i64 120
  %122 = load ptr, ptr %121, align 8, !tbaa !23
  %123 = ptrtoint ptr %122 to i64
  %124 = ptrtoint ptr %118 to i64
  %125 = sub i64 %123, %124
  call void @_ZdlPvm(ptr noundef nonnull %118, i64 noundef %125) #26
  br label %126

126:                                              ; preds = %120, %116
  %127 = getelementptr inbounds i8, ptr %3, i64 80
  %128 = load ptr, ptr %127, align 8, !tbaa !21
  %129 = icmp eq ptr %128, null
  br i1 %129, label %136, label %130

130:                                              ; preds = %126
  %131 = getelementptr inbounds i8, ptr %3, i64 96
  %132 = load ptr, ptr %131, align 8, !tbaa !23
  %133 = ptrtoint ptr %132 to i64
  %134 = ptrtoint ptr %128 to i64
  %135 = sub i64 %133, %134
  call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef %135) #26
  br label %136

136:                                              ; preds = %130, %126
  %137 = load ptr, ptr %102, align 8, !tbaa !21
  %138 = icmp eq ptr %137, null
  br i1 %138, label %145, label %139

139:                                              ; preds = %136
  %140 = getelementptr inbounds i8, ptr %3, i64 72
  %141 = load ptr, ptr %140, align 8, !tbaa !23
  %142 = ptrtoint ptr %141 to i64
  %143 = ptrtoint ptr %137 to i64
  %144 = sub i64 %142, %143
  call void @_ZdlPvm(ptr noundef nonnull %137, i64 noundef %144) #26
  br label %145

145:                                              ; preds = %136, %139
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #24
  store i64 %94, ptr %4, align 8, !tbaa !12
  %146 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %93, ptr %146, align 8, !tbaa !12
  %147 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %95, ptr %147, align 8, !tbaa !12
  %148 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 %94, ptr %148, align 8, !tbaa !12
  %149 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %93, ptr %149, align 8, !tbaa !12
  %150 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 %95, ptr %150, align 8, !tbaa !12
  %151 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x float> <float 5.000000e-01, float 7.500000e-01>, ptr %151, align 8, !tbaa !14
  %152 = getelementptr inbounds i8, ptr %4, i64 56
  %153 = getelementptr inbounds i8, ptr %4, i64 200
  store i8 0, ptr %153, align 8, !tbaa !16
  %154 = getelementptr inbounds i8, ptr %4, i64 256
  store i8 0, ptr %154, align 8, !tbaa !16
  %155 = getelementptr inbounds i8, ptr %4, i64 312
  store i8 0, ptr %155, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %152, i8 0, i64 96, i1 false)
  %156 = invoke noundef zeroext i1 @_ZN7HarnessI5Syr2kE3runEv(ptr noundef nonnull align 8 dereferenceable(320) %4)
          to label %157 unwind label %163

157:                                              ; preds = %145
  call void @_ZN5Syr2kD2Ev(ptr noundef nonnull align 8 dereferenceable(296) %148) #24
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #24
  %158 = and i1 %105, %156
  %159 = xor i1 %158, true
  %160 = zext i1 %159 to i32
  ret i32 %160

161:                                              ; preds = %92
  %162 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN7HarnessI4SyrkED2Ev(ptr noundef nonnull align 8 dereferenceable(240) %3) #24
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %3) #24
  br label %165

163:                                              ; preds = %145
  %164 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN5Syr2kD2Ev(ptr noundef nonnull align 8 dereferenceable(296) %148) #24
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #24
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi { ptr, i32 } [ %164, %163 ], [ %162, %161 ]
  resume { ptr, i32 } %166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN7HarnessI4SyrkE3runEv(ptr noundef nonnull align 8 dereferenceable(240) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"class.std::vector.12", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #24
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %8, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %7, align 8, !tbaa !24
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %6, align 8, !tbaa !27
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !27
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %27 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #27
  unreachable

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %6, align 8, !tbaa !27
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  call void @__clang_call_terminate(ptr %25) #27
  unreachable

26:                                               ; preds = %21, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  br label %225

27:                                               ; preds = %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #24
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !28
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !30
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %27, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %27 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !31
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !33
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !36
  %45 = load ptr, ptr %36, align 8, !tbaa !37
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  %48 = load ptr, ptr %36, align 8, !tbaa !37
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !39
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !40

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !41

65:                                               ; preds = %62
  %66 = load ptr, ptr %28, align 8, !tbaa !28
  br label %67

67:                                               ; preds = %65, %27
  %68 = phi ptr [ %66, %65 ], [ %29, %27 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !42
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #26
  br label %76

76:                                               ; preds = %67, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  %77 = getelementptr inbounds i8, ptr %0, i64 24
  invoke void @_ZN4Syrk5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(216) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %78 unwind label %86

78:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load i64, ptr %79, align 8, !tbaa !43
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  br label %88

84:                                               ; preds = %129, %78
  %85 = invoke noundef zeroext i1 @_ZN4Syrk6verifyEv(ptr noundef nonnull align 8 dereferenceable(216) %77)
          to label %140 unwind label %219

86:                                               ; preds = %76
  %87 = landingpad { ptr, i32 }
          cleanup
  br label %223

88:                                               ; preds = %82, %129
  %89 = phi i64 [ 0, %82 ], [ %135, %129 ]
  %90 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  invoke void @_ZN4Syrk3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(216) %77, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %91 unwind label %138

91:                                               ; preds = %88
  invoke void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %92 unwind label %138

92:                                               ; preds = %91
  %93 = load ptr, ptr %5, align 8, !tbaa !55
  %94 = load ptr, ptr %83, align 8, !tbaa !57
  %95 = icmp eq ptr %94, %93
  br i1 %95, label %129, label %96

96:                                               ; preds = %92, %125
  %97 = phi ptr [ %126, %125 ], [ %93, %92 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !31
  %100 = icmp eq ptr %99, null
  br i1 %100, label %125, label %101

101:                                              ; preds = %96
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load atomic i64, ptr %102 acquire, align 8
  %104 = icmp eq i64 %103, 4294967297
  %105 = trunc i64 %103 to i32
  br i1 %104, label %106, label %114

106:                                              ; preds = %101
  store i32 0, ptr %102, align 8, !tbaa !33
  %107 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 0, ptr %107, align 4, !tbaa !36
  %108 = load ptr, ptr %99, align 8, !tbaa !37
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  %111 = load ptr, ptr %99, align 8, !tbaa !37
  %112 = getelementptr inbounds i8, ptr %111, i64 24
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  br label %125

114:                                              ; preds = %101
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %105, -1
  store i32 %118, ptr %102, align 4, !tbaa !39
  br label %121

119:                                              ; preds = %114
  %120 = atomicrmw volatile add ptr %102, i32 -1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %105, %117 ], [ %120, %119 ]
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %125, !prof !40

124:                                              ; preds = %121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  br label %125

125:                                              ; preds = %124, %121, %106, %96
  %126 = getelementptr inbounds i8, ptr %97, i64 16
  %127 = icmp eq ptr %126, %94
  br i1 %127, label %128, label %96, !llvm.loop !58

128:                                              ; preds = %125
  store ptr %93, ptr %83, align 8, !tbaa !57
  br label %129

129:                                              ; preds = %92, %128
  %130 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  %131 = sub nsw i64 %130, %90
  %132 = sitofp i64 %131 to double
  %133 = fdiv double %132, 1.000000e+06
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.37, i64 noundef %89, double noundef %133)
  %135 = add nuw i64 %89, 1
  %136 = load i64, ptr %79, align 8, !tbaa !43
  %137 = icmp ult i64 %135, %136
  br i1 %137, label %88, label %84, !llvm.loop !59

138:                                              ; preds = %91, %88
  %139 = landingpad { ptr, i32 }
          cleanup
  br label %221

140:                                              ; preds = %84
  %141 = select i1 %85, ptr @.str.9, ptr @.str.10
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.37, ptr noundef nonnull %141)
  %143 = load ptr, ptr %5, align 8, !tbaa !55
  %144 = getelementptr inbounds i8, ptr %5, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !57
  %146 = icmp eq ptr %143, %145
  br i1 %146, label %181, label %147

147:                                              ; preds = %140, %176
  %148 = phi ptr [ %177, %176 ], [ %143, %140 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !31
  %151 = icmp eq ptr %150, null
  br i1 %151, label %176, label %152

152:                                              ; preds = %147
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load atomic i64, ptr %153 acquire, align 8
  %155 = icmp eq i64 %154, 4294967297
  %156 = trunc i64 %154 to i32
  br i1 %155, label %157, label %165

157:                                              ; preds = %152
  store i32 0, ptr %153, align 8, !tbaa !33
  %158 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %158, align 4, !tbaa !36
  %159 = load ptr, ptr %150, align 8, !tbaa !37
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  %162 = load ptr, ptr %150, align 8, !tbaa !37
  %163 = getelementptr inbounds i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

165:                                              ; preds = %152
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !39
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !40

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

176:                                              ; preds = %175, %172, %157, %147
  %177 = getelementptr inbounds i8, ptr %148, i64 16
  %178 = icmp eq ptr %177, %145
  br i1 %178, label %179, label %147, !llvm.loop !58

179:                                              ; preds = %176
  %180 = load ptr, ptr %5, align 8, !tbaa !55
  br label %181

181:                                              ; preds = %179, %140
  %182 = phi ptr [ %180, %179 ], [ %143, %140 ]
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %5, i64 16
  %186 = load ptr, ptr %185, align 8, !tbaa !60
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #26
  br label %190

190:                                              ; preds = %181, %184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %191 = getelementptr inbounds i8, ptr %3, i64 8
  %192 = load ptr, ptr %191, align 8, !tbaa !31
  %193 = icmp eq ptr %192, null
  br i1 %193, label %218, label %194

194:                                              ; preds = %190
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load atomic i64, ptr %195 acquire, align 8
  %197 = icmp eq i64 %196, 4294967297
  %198 = trunc i64 %196 to i32
  br i1 %197, label %199, label %207

199:                                              ; preds = %194
  store i32 0, ptr %195, align 8, !tbaa !33
  %200 = getelementptr inbounds i8, ptr %192, i64 12
  store i32 0, ptr %200, align 4, !tbaa !36
  %201 = load ptr, ptr %192, align 8, !tbaa !37
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  %204 = load ptr, ptr %192, align 8, !tbaa !37
  %205 = getelementptr inbounds i8, ptr %204, i64 24
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  br label %218

207:                                              ; preds = %194
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %212, label %210

210:                                              ; preds = %207
  %211 = add nsw i32 %198, -1
  store i32 %211, ptr %195, align 4, !tbaa !39
  br label %214

212:                                              ; preds = %207
  %213 = atomicrmw volatile add ptr %195, i32 -1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi i32 [ %198, %210 ], [ %213, %212 ]
  %216 = icmp eq i32 %215, 1
  br i1 %216, label %217, label %218, !prof !40

217:                                              ; preds = %214
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  br label %218

218:                                              ; preds = %190, %199, %214, %217
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  ret i1 %85

219:                                              ; preds = %84
  %220 = landingpad { ptr, i32 }
          cleanup
  br label %221

221:                                              ; preds = %138, %219
  %222 = phi { ptr, i32 } [ %220, %219 ], [ %139, %138 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  br label %223

223:                                              ; preds = %221, %86
  %224 = phi { ptr, i32 } [ %222, %221 ], [ %87, %86 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %225

225:                                              ; preds = %223, %26
  %226 = phi { ptr, i32 } [ %224, %223 ], [ %18, %26 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  resume { ptr, i32 } %226
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7HarnessI4SyrkED2Ev(ptr noundef nonnull align 8 dereferenceable(240) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 232
  %3 = load i8, ptr %2, align 8, !tbaa !16, !range !19, !noundef !20
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 184
  store i8 0, ptr %2, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %6) #24
  br label %7

7:                                                ; preds = %5, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 176
  %9 = load i8, ptr %8, align 8, !tbaa !16, !range !19, !noundef !20
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 128
  store i8 0, ptr %8, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  br label %13

13:                                               ; preds = %11, %7
  %14 = getelementptr inbounds i8, ptr %0, i64 104
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 120
  %19 = load ptr, ptr %18, align 8, !tbaa !23
  %20 = ptrtoint ptr %19 to i64
  %21 = ptrtoint ptr %15 to i64
  %22 = sub i64 %20, %21
  tail call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef %22) #26
  br label %23

23:                                               ; preds = %17, %13
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = load ptr, ptr %28, align 8, !tbaa !23
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  tail call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %27, %23
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !21
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 72
  %39 = load ptr, ptr %38, align 8, !tbaa !23
  %40 = ptrtoint ptr %39 to i64
  %41 = ptrtoint ptr %35 to i64
  %42 = sub i64 %40, %41
  tail call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef %42) #26
  br label %43

43:                                               ; preds = %33, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN7HarnessI5Syr2kE3runEv(ptr noundef nonnull align 8 dereferenceable(320) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"class.std::vector.12", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #24
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %8, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %7, align 8, !tbaa !24
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %6, align 8, !tbaa !27
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !27
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %27 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #27
  unreachable

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %6, align 8, !tbaa !27
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  call void @__clang_call_terminate(ptr %25) #27
  unreachable

26:                                               ; preds = %21, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  br label %225

27:                                               ; preds = %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #24
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !28
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !30
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %27, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %27 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !31
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !33
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !36
  %45 = load ptr, ptr %36, align 8, !tbaa !37
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  %48 = load ptr, ptr %36, align 8, !tbaa !37
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !39
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !40

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !41

65:                                               ; preds = %62
  %66 = load ptr, ptr %28, align 8, !tbaa !28
  br label %67

67:                                               ; preds = %65, %27
  %68 = phi ptr [ %66, %65 ], [ %29, %27 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !42
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #26
  br label %76

76:                                               ; preds = %67, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  %77 = getelementptr inbounds i8, ptr %0, i64 24
  invoke void @_ZN5Syr2k5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(296) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %78 unwind label %86

78:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load i64, ptr %79, align 8, !tbaa !61
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  br label %88

84:                                               ; preds = %129, %78
  %85 = invoke noundef zeroext i1 @_ZN5Syr2k6verifyEv(ptr noundef nonnull align 8 dereferenceable(296) %77)
          to label %140 unwind label %219

86:                                               ; preds = %76
  %87 = landingpad { ptr, i32 }
          cleanup
  br label %223

88:                                               ; preds = %82, %129
  %89 = phi i64 [ 0, %82 ], [ %135, %129 ]
  %90 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  invoke void @_ZN5Syr2k3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(296) %77, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %91 unwind label %138

91:                                               ; preds = %88
  invoke void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %92 unwind label %138

92:                                               ; preds = %91
  %93 = load ptr, ptr %5, align 8, !tbaa !55
  %94 = load ptr, ptr %83, align 8, !tbaa !57
  %95 = icmp eq ptr %94, %93
  br i1 %95, label %129, label %96

96:                                               ; preds = %92, %125
  %97 = phi ptr [ %126, %125 ], [ %93, %92 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !31
  %100 = icmp eq ptr %99, null
  br i1 %100, label %125, label %101

101:                                              ; preds = %96
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load atomic i64, ptr %102 acquire, align 8
  %104 = icmp eq i64 %103, 4294967297
  %105 = trunc i64 %103 to i32
  br i1 %104, label %106, label %114

106:                                              ; preds = %101
  store i32 0, ptr %102, align 8, !tbaa !33
  %107 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 0, ptr %107, align 4, !tbaa !36
  %108 = load ptr, ptr %99, align 8, !tbaa !37
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  %111 = load ptr, ptr %99, align 8, !tbaa !37
  %112 = getelementptr inbounds i8, ptr %111, i64 24
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  br label %125

114:                                              ; preds = %101
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %105, -1
  store i32 %118, ptr %102, align 4, !tbaa !39
  br label %121

119:                                              ; preds = %114
  %120 = atomicrmw volatile add ptr %102, i32 -1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %105, %117 ], [ %120, %119 ]
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %125, !prof !40

124:                                              ; preds = %121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %99) #24
  br label %125

125:                                              ; preds = %124, %121, %106, %96
  %126 = getelementptr inbounds i8, ptr %97, i64 16
  %127 = icmp eq ptr %126, %94
  br i1 %127, label %128, label %96, !llvm.loop !58

128:                                              ; preds = %125
  store ptr %93, ptr %83, align 8, !tbaa !57
  br label %129

129:                                              ; preds = %92, %128
  %130 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  %131 = sub nsw i64 %130, %90
  %132 = sitofp i64 %131 to double
  %133 = fdiv double %132, 1.000000e+06
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.43, i64 noundef %89, double noundef %133)
  %135 = add nuw i64 %89, 1
  %136 = load i64, ptr %79, align 8, !tbaa !61
  %137 = icmp ult i64 %135, %136
  br i1 %137, label %88, label %84, !llvm.loop !64

138:                                              ; preds = %91, %88
  %139 = landingpad { ptr, i32 }
          cleanup
  br label %221

140:                                              ; preds = %84
  %141 = select i1 %85, ptr @.str.9, ptr @.str.10
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.43, ptr noundef nonnull %141)
  %143 = load ptr, ptr %5, align 8, !tbaa !55
  %144 = getelementptr inbounds i8, ptr %5, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !57
  %146 = icmp eq ptr %143, %145
  br i1 %146, label %181, label %147

147:                                              ; preds = %140, %176
  %148 = phi ptr [ %177, %176 ], [ %143, %140 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !31
  %151 = icmp eq ptr %150, null
  br i1 %151, label %176, label %152

152:                                              ; preds = %147
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load atomic i64, ptr %153 acquire, align 8
  %155 = icmp eq i64 %154, 4294967297
  %156 = trunc i64 %154 to i32
  br i1 %155, label %157, label %165

157:                                              ; preds = %152
  store i32 0, ptr %153, align 8, !tbaa !33
  %158 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %158, align 4, !tbaa !36
  %159 = load ptr, ptr %150, align 8, !tbaa !37
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  %162 = load ptr, ptr %150, align 8, !tbaa !37
  %163 = getelementptr inbounds i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

165:                                              ; preds = %152
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !39
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !40

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

176:                                              ; preds = %175, %172, %157, %147
  %177 = getelementptr inbounds i8, ptr %148, i64 16
  %178 = icmp eq ptr %177, %145
  br i1 %178, label %179, label %147, !llvm.loop !58

179:                                              ; preds = %176
  %180 = load ptr, ptr %5, align 8, !tbaa !55
  br label %181

181:                                              ; preds = %179, %140
  %182 = phi ptr [ %180, %179 ], [ %143, %140 ]
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %5, i64 16
  %186 = load ptr, ptr %185, align 8, !tbaa !60
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #26
  br label %190

190:                                              ; preds = %181, %184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %191 = getelementptr inbounds i8, ptr %3, i64 8
  %192 = load ptr, ptr %191, align 8, !tbaa !31
  %193 = icmp eq ptr %192, null
  br i1 %193, label %218, label %194

194:                                              ; preds = %190
  %195 = getelementptr inbounds i8, ptr %192, i64 8
  %196 = load atomic i64, ptr %195 acquire, align 8
  %197 = icmp eq i64 %196, 4294967297
  %198 = trunc i64 %196 to i32
  br i1 %197, label %199, label %207

199:                                              ; preds = %194
  store i32 0, ptr %195, align 8, !tbaa !33
  %200 = getelementptr inbounds i8, ptr %192, i64 12
  store i32 0, ptr %200, align 4, !tbaa !36
  %201 = load ptr, ptr %192, align 8, !tbaa !37
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  %204 = load ptr, ptr %192, align 8, !tbaa !37
  %205 = getelementptr inbounds i8, ptr %204, i64 24
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  br label %218

207:                                              ; preds = %194
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %212, label %210

210:                                              ; preds = %207
  %211 = add nsw i32 %198, -1
  store i32 %211, ptr %195, align 4, !tbaa !39
  br label %214

212:                                              ; preds = %207
  %213 = atomicrmw volatile add ptr %195, i32 -1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi i32 [ %198, %210 ], [ %213, %212 ]
  %216 = icmp eq i32 %215, 1
  br i1 %216, label %217, label %218, !prof !40

217:                                              ; preds = %214
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %192) #24
  br label %218

218:                                              ; preds = %190, %199, %214, %217
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  ret i1 %85

219:                                              ; preds = %84
  %220 = landingpad { ptr, i32 }
          cleanup
  br label %221

221:                                              ; preds = %138, %219
  %222 = phi { ptr, i32 } [ %220, %219 ], [ %139, %138 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  br label %223

223:                                              ; preds = %221, %86
  %224 = phi { ptr, i32 } [ %222, %221 ], [ %87, %86 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %225

225:                                              ; preds = %223, %26
  %226 = phi { ptr, i32 } [ %224, %223 ], [ %18, %26 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24
  resume { ptr, i32 } %226
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #24
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.3, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !31
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !33
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !36
  %33 = load ptr, ptr %24, align 8, !tbaa !37
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !39
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !40

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #27
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #27
  unreachable
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #12

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !37
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !39
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !39
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5Syr2kD2Ev(ptr noundef nonnull align 8 dereferenceable(296) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 288
  %3 = load i8, ptr %2, align 8, !tbaa !16, !range !19, !noundef !20
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 240
  store i8 0, ptr %2, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %6) #24
  br label %7

7:                                                ; preds = %1, %5
  %8 = getelementptr inbounds i8, ptr %0, i64 232
  %9 = load i8, ptr %8, align 8, !tbaa !16, !range !19, !noundef !20
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 184
  store i8 0, ptr %8, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  br label %13

13:                                               ; preds = %7, %11
  %14 = getelementptr inbounds i8, ptr %0, i64 176
  %15 = load i8, ptr %14, align 8, !tbaa !16, !range !19, !noundef !20
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %0, i64 128
  store i8 0, ptr %14, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %18) #24
  br label %19

19:                                               ; preds = %13, %17
  %20 = getelementptr inbounds i8, ptr %0, i64 104
  %21 = load ptr, ptr %20, align 8, !tbaa !21
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 120
  %25 = load ptr, ptr %24, align 8, !tbaa !23
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  tail call void @_ZdlPvm(ptr noundef nonnull %21, i64 noundef %28) #26
  br label %29

29:                                               ; preds = %19, %23
  %30 = getelementptr inbounds i8, ptr %0, i64 80
  %31 = load ptr, ptr %30, align 8, !tbaa !21
  %32 = icmp eq ptr %31, null
  br i1 %32, label %39, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %0, i64 96
  %35 = load ptr, ptr %34, align 8, !tbaa !23
  %36 = ptrtoint ptr %35 to i64
  %37 = ptrtoint ptr %31 to i64
  %38 = sub i64 %36, %37
  tail call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef %38) #26
  br label %39

39:                                               ; preds = %29, %33
  %40 = getelementptr inbounds i8, ptr %0, i64 56
  %41 = load ptr, ptr %40, align 8, !tbaa !21
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %0, i64 72
  %45 = load ptr, ptr %44, align 8, !tbaa !23
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #26
  br label %49

49:                                               ; preds = %39, %43
  %50 = getelementptr inbounds i8, ptr %0, i64 32
  %51 = load ptr, ptr %50, align 8, !tbaa !21
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %0, i64 48
  %55 = load ptr, ptr %54, align 8, !tbaa !23
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  tail call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #26
  br label %59

59:                                               ; preds = %49, %53
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4Syrk5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = load i64, ptr %0, align 8, !tbaa !65
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !66
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = mul i64 %9, %7
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load ptr, ptr %12, align 8, !tbaa !67
  %14 = load ptr, ptr %10, align 8, !tbaa !21
  %15 = ptrtoint ptr %13 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  %18 = ashr exact i64 %17, 2
  %19 = icmp ult i64 %18, %11
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = sub i64 %11, %18
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %21)
  br label %28

22:                                               ; preds = %2
  %23 = icmp ugt i64 %18, %11
  br i1 %23, label %24, label %28

24:                                               ; preds = %22
  %25 = getelementptr inbounds float, ptr %14, i64 %11
  %26 = icmp eq ptr %13, %25
  br i1 %26, label %28, label %27

27:                                               ; preds = %24
  store ptr %25, ptr %12, align 8, !tbaa !67
  br label %28

28:                                               ; preds = %20, %22, %24, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = mul i64 %7, %7
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !67
  %33 = load ptr, ptr %29, align 8, !tbaa !21
  %34 = ptrtoint ptr %32 to i64
  %35 = ptrtoint ptr %33 to i64
  %36 = sub i64 %34, %35
  %37 = ashr exact i64 %36, 2
  %38 = icmp ult i64 %37, %30
  br i1 %38, label %39, label %41

39:                                               ; preds = %28
  %40 = sub i64 %30, %37
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %29, i64 noundef %40)
  br label %47

41:                                               ; preds = %28
  %42 = icmp ugt i64 %37, %30
  br i1 %42, label %43, label %47

43:                                               ; preds = %41
  %44 = getelementptr inbounds float, ptr %33, i64 %30
  %45 = icmp eq ptr %32, %44
  br i1 %45, label %47, label %46

46:                                               ; preds = %43
  store ptr %44, ptr %31, align 8, !tbaa !67
  br label %47

47:                                               ; preds = %39, %41, %43, %46
  %48 = icmp eq i64 %7, 0
  br i1 %48, label %108, label %49

49:                                               ; preds = %47
  %50 = icmp eq i64 %9, 0
  %51 = load ptr, ptr %10, align 8
  %52 = and i64 %9, 1
  %53 = icmp eq i64 %9, 1
  %54 = and i64 %9, -2
  %55 = icmp eq i64 %52, 0
  br label %56

56:                                               ; preds = %49, %79
  %57 = phi i64 [ 0, %49 ], [ %80, %79 ]
  br i1 %50, label %79, label %58

58:                                               ; preds = %56
  %59 = mul i64 %57, 5
  %60 = mul i64 %57, %9
  %61 = getelementptr float, ptr %51, i64 %60
  br i1 %53, label %70, label %82

62:                                               ; preds = %79
  %63 = icmp eq i64 %30, 0
  br i1 %63, label %108, label %64

64:                                               ; preds = %62
  %65 = load ptr, ptr %29, align 8, !tbaa !21
  %66 = and i64 %30, 1
  %67 = icmp eq i64 %30, 1
  br i1 %67, label %101, label %68

68:                                               ; preds = %64
  %69 = and i64 %30, -2
  br label %127

70:                                               ; preds = %82, %58
  %71 = phi i64 [ 0, %58 ], [ %98, %82 ]
  br i1 %55, label %79, label %72

72:                                               ; preds = %70
  %73 = mul i64 %71, 3
  %74 = add i64 %73, %59
  %75 = urem i64 %74, 9
  %76 = uitofp nneg i64 %75 to float
  %77 = tail call noundef float @llvm.fmuladd.f32(float %76, float 2.500000e-01, float -1.000000e+00)
  %78 = getelementptr float, ptr %61, i64 %71
  store float %77, ptr %78, align 4, !tbaa !14
  br label %79

79:                                               ; preds = %72, %70, %56
  %80 = add nuw i64 %57, 1
  %81 = icmp eq i64 %80, %7
  br i1 %81, label %62, label %56, !llvm.loop !68

82:                                               ; preds = %58, %82
  %83 = phi i64 [ %98, %82 ], [ 0, %58 ]
  %84 = phi i64 [ %99, %82 ], [ 0, %58 ]
  %85 = mul i64 %83, 3
  %86 = add i64 %85, %59
  %87 = urem i64 %86, 9
  %88 = uitofp nneg i64 %87 to float
  %89 = tail call noundef float @llvm.fmuladd.f32(float %88, float 2.500000e-01, float -1.000000e+00)
  %90 = getelementptr float, ptr %61, i64 %83
  store float %89, ptr %90, align 4, !tbaa !14
  %91 = or disjoint i64 %83, 1
  %92 = mul i64 %91, 3
  %93 = add i64 %92, %59
  %94 = urem i64 %93, 9
  %95 = uitofp nneg i64 %94 to float
  %96 = tail call noundef float @llvm.fmuladd.f32(float %95, float 2.500000e-01, float -1.000000e+00)
  %97 = getelementptr float, ptr %61, i64 %91
  store float %96, ptr %97, align 4, !tbaa !14
  %98 = add nuw i64 %83, 2
  %99 = add i64 %84, 2
  %100 = icmp eq i64 %99, %54
  br i1 %100, label %70, label %82, !llvm.loop !69

101:                                              ; preds = %127, %64
  %102 = phi i64 [ 0, %64 ], [ %137, %127 ]
  %103 = icmp eq i64 %66, 0
  br i1 %103, label %108, label %104

104:                                              ; preds = %101
  %105 = urem i64 %102, 3
  %106 = uitofp nneg i64 %105 to float
  %107 = getelementptr inbounds float, ptr %65, i64 %102
  store float %106, ptr %107, align 4, !tbaa !14
  br label %108

108:                                              ; preds = %104, %101, %47, %62
  %109 = getelementptr inbounds i8, ptr %0, i64 80
  %110 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %109, ptr noundef nonnull align 8 dereferenceable(24) %29)
  %111 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  %112 = load ptr, ptr %10, align 8, !tbaa !21
  store ptr %112, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  store i64 %7, ptr %6, align 8, !tbaa !12
  %113 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %9, ptr %113, align 8, !tbaa !12
  %114 = getelementptr inbounds i8, ptr %0, i64 152
  %115 = load i8, ptr %114, align 8, !tbaa !16, !range !19, !noundef !20
  %116 = trunc nuw i8 %115 to i1
  br i1 %116, label %117, label %118

117:                                              ; preds = %108
  store i8 0, ptr %114, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %111) #24
  br label %118

118:                                              ; preds = %108, %117
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %111, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6)
  store i8 1, ptr %114, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  %119 = getelementptr inbounds i8, ptr %0, i64 160
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  %120 = load ptr, ptr %29, align 8, !tbaa !21
  store ptr %120, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24
  store i64 %7, ptr %4, align 8, !tbaa !12
  %121 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %7, ptr %121, align 8, !tbaa !12
  %122 = getelementptr inbounds i8, ptr %0, i64 208
  %123 = load i8, ptr %122, align 8, !tbaa !16, !range !19, !noundef !20
  %124 = trunc nuw i8 %123 to i1
  br i1 %124, label %125, label %126

125:                                              ; preds = %118
  store i8 0, ptr %122, align 8, !tbaa !16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %119) #24
  br label %126

126:                                              ; preds = %118, %125
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %119, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(16) %4)
  store i8 1, ptr %122, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  ret void

127:                                              ; preds = %127, %68
  %128 = phi i64 [ 0, %68 ], [ %137, %127 ]
  %129 = phi i64 [ 0, %68 ], [ %138, %127 ]
  %130 = urem i64 %128, 3
  %131 = uitofp nneg i64 %130 to float
  %132 = getelementptr inbounds float, ptr %65, i64 %128
  store float %131, ptr %132, align 4, !tbaa !14
  %133 = or disjoint i64 %128, 1
  %134 = urem i64 %133, 3
  %135 = uitofp nneg i64 %134 to float
  %136 = getelementptr inbounds float, ptr %65, i64 %133
  store float %135, ptr %136, align 4, !tbaa !14
  %137 = add nuw i64 %128, 2
  %138 = add i64 %129, 2
  %139 = icmp eq i64 %138, %69
  br i1 %139, label %101, label %127, !llvm.loop !70
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4Syrk3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !noalias !71
  store ptr @.str.18, ptr %4, align 8, !tbaa !74, !alias.scope !76, !noalias !71
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.19, ptr %6, align 8, !tbaa !79, !alias.scope !76, !noalias !71
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 97, ptr %7, align 8, !tbaa !80, !alias.scope !76, !noalias !71
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 12, ptr %8, align 8, !tbaa !81, !alias.scope !76, !noalias !71
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN4Syrk6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !noalias !71
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !60
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %19, label %14

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr null, ptr %15, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  %17 = load <2 x ptr>, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %16, align 8, !tbaa !31
  store <2 x ptr> %17, ptr %10, align 8, !tbaa !5
  store ptr null, ptr %5, align 16, !tbaa !82
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %18, ptr %9, align 8, !tbaa !57
  br label %20

19:                                               ; preds = %3
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %10, ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %20 unwind label %49

20:                                               ; preds = %14, %19
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !31
  %23 = icmp eq ptr %22, null
  br i1 %23, label %48, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  %28 = trunc i64 %26 to i32
  br i1 %27, label %29, label %37

29:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %30, align 4, !tbaa !36
  %31 = load ptr, ptr %22, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  %34 = load ptr, ptr %22, align 8, !tbaa !37
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

37:                                               ; preds = %24
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %28, -1
  store i32 %41, ptr %25, align 4, !tbaa !39
  br label %44

42:                                               ; preds = %37
  %43 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %28, %40 ], [ %43, %42 ]
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %48, !prof !40

47:                                               ; preds = %44
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

48:                                               ; preds = %20, %29, %44, %47
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  ret void

49:                                               ; preds = %19
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  resume { ptr, i32 } %50
}

declare void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN4Syrk6verifyEv(ptr noundef nonnull align 8 dereferenceable(216) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor", align 8
  %3 = load i64, ptr %0, align 8, !tbaa !65
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !66
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 88
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %7 to i64
  %12 = sub i64 %10, %11
  %13 = ashr exact i64 %12, 2
  %14 = icmp ugt i64 %13, 1152921504606846975
  br i1 %14, label %15, label %16

15:                                               ; preds = %1
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.38) #28
  unreachable

16:                                               ; preds = %1
  %17 = icmp eq ptr %9, %7
  br i1 %17, label %64, label %18

18:                                               ; preds = %16
  %19 = shl nuw nsw i64 %12, 1
  %20 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #29
  %21 = icmp ult i64 %13, 4
  br i1 %21, label %45, label %22

22:                                               ; preds = %18
  %23 = and i64 %13, 1152921504606846972
  %24 = and i64 %13, 3
  %25 = shl nuw nsw i64 %23, 3
  %26 = getelementptr i8, ptr %20, i64 %25
  %27 = shl nuw nsw i64 %23, 2
  %28 = getelementptr i8, ptr %7, i64 %27
  br label %29

29:                                               ; preds = %29, %22
  %30 = phi i64 [ 0, %22 ], [ %41, %29 ]
  %31 = shl i64 %30, 3
  %32 = getelementptr i8, ptr %20, i64 %31
  %33 = shl i64 %30, 2
  %34 = getelementptr i8, ptr %7, i64 %33
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load <2 x float>, ptr %34, align 4, !tbaa !14
  %37 = load <2 x float>, ptr %35, align 4, !tbaa !14
  %38 = fpext <2 x float> %36 to <2 x double>
  %39 = fpext <2 x float> %37 to <2 x double>
  %40 = getelementptr i8, ptr %32, i64 16
  store <2 x double> %38, ptr %32, align 8, !tbaa !84
  store <2 x double> %39, ptr %40, align 8, !tbaa !84
  %41 = add nuw i64 %30, 4
  %42 = icmp eq i64 %41, %23
  br i1 %42, label %43, label %29, !llvm.loop !86

43:                                               ; preds = %29
  %44 = icmp eq i64 %13, %23
  br i1 %44, label %64, label %45

45:                                               ; preds = %18, %43
  %46 = phi i64 [ %13, %18 ], [ %24, %43 ]
  %47 = phi ptr [ %20, %18 ], [ %26, %43 ]
  %48 = phi ptr [ %7, %18 ], [ %28, %43 ]
  %49 = load float, ptr %48, align 4, !tbaa !14
  %50 = fpext float %49 to double
  store double %50, ptr %47, align 8, !tbaa !84
  %51 = icmp ugt i64 %46, 1
  br i1 %51, label %52, label %64, !llvm.loop !89

52:                                               ; preds = %45
  %53 = getelementptr inbounds i8, ptr %47, i64 8
  %54 = getelementptr inbounds i8, ptr %48, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !14
  %56 = fpext float %55 to double
  store double %56, ptr %53, align 8, !tbaa !84
  %57 = add nsw i64 %46, -3
  %58 = icmp ult i64 %57, -2
  br i1 %58, label %59, label %64, !llvm.loop !89

59:                                               ; preds = %52
  %60 = getelementptr inbounds i8, ptr %47, i64 16
  %61 = getelementptr inbounds i8, ptr %48, i64 8
  %62 = load float, ptr %61, align 4, !tbaa !14
  %63 = fpext float %62 to double
  store double %63, ptr %60, align 8, !tbaa !84
  br label %64

64:                                               ; preds = %45, %52, %59, %43, %16
  %65 = phi ptr [ null, %16 ], [ %20, %43 ], [ %20, %59 ], [ %20, %52 ], [ %20, %45 ]
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load i64, ptr %66, align 8, !tbaa !90
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %86, label %69

69:                                               ; preds = %64
  %70 = icmp eq i64 %3, 0
  %71 = icmp eq i64 %5, 0
  %72 = getelementptr inbounds i8, ptr %0, i64 24
  %73 = load float, ptr %72, align 8
  %74 = fpext float %73 to double
  %75 = getelementptr inbounds i8, ptr %0, i64 28
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds i8, ptr %0, i64 32
  %79 = load ptr, ptr %78, align 8
  %80 = and i64 %5, 1
  %81 = icmp eq i64 %5, 1
  %82 = and i64 %5, -2
  %83 = icmp eq i64 %80, 0
  br label %84

84:                                               ; preds = %69, %99
  %85 = phi i64 [ 0, %69 ], [ %100, %99 ]
  br i1 %70, label %99, label %93

86:                                               ; preds = %99, %64
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #24
  %87 = getelementptr inbounds i8, ptr %0, i64 160
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %2, ptr noundef nonnull align 8 dereferenceable(41) %87)
          to label %88 unwind label %158

88:                                               ; preds = %86
  %89 = icmp eq i64 %3, 0
  br i1 %89, label %268, label %90

90:                                               ; preds = %88
  %91 = getelementptr inbounds i8, ptr %2, i64 8
  %92 = getelementptr inbounds i8, ptr %2, i64 16
  br label %154

93:                                               ; preds = %84, %107
  %94 = phi i64 [ %109, %107 ], [ 1, %84 ]
  %95 = phi i64 [ %108, %107 ], [ 0, %84 ]
  %96 = mul i64 %95, %3
  %97 = mul i64 %95, %5
  %98 = getelementptr float, ptr %79, i64 %97
  br label %102

99:                                               ; preds = %107, %84
  %100 = add nuw i64 %85, 1
  %101 = icmp eq i64 %100, %67
  br i1 %101, label %86, label %84, !llvm.loop !91

102:                                              ; preds = %93, %123
  %103 = phi i64 [ 0, %93 ], [ %130, %123 ]
  br i1 %71, label %123, label %104

104:                                              ; preds = %102
  %105 = mul i64 %103, %5
  %106 = getelementptr float, ptr %79, i64 %105
  br i1 %81, label %111, label %132

107:                                              ; preds = %123
  %108 = add nuw i64 %95, 1
  %109 = add i64 %94, 1
  %110 = icmp eq i64 %108, %3
  br i1 %110, label %99, label %93, !llvm.loop !92

111:                                              ; preds = %132, %104
  %112 = phi double [ poison, %104 ], [ %150, %132 ]
  %113 = phi i64 [ 0, %104 ], [ %151, %132 ]
  %114 = phi double [ 0.000000e+00, %104 ], [ %150, %132 ]
  br i1 %83, label %123, label %115

115:                                              ; preds = %111
  %116 = getelementptr float, ptr %98, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !14
  %118 = fpext float %117 to double
  %119 = getelementptr float, ptr %106, i64 %113
  %120 = load float, ptr %119, align 4, !tbaa !14
  %121 = fpext float %120 to double
  %122 = tail call double @llvm.fmuladd.f64(double %118, double %121, double %114)
  br label %123

123:                                              ; preds = %115, %111, %102
  %124 = phi double [ 0.000000e+00, %102 ], [ %112, %111 ], [ %122, %115 ]
  %125 = add i64 %103, %96
  %126 = getelementptr inbounds double, ptr %65, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !84
  %128 = fmul double %127, %77
  %129 = tail call double @llvm.fmuladd.f64(double %74, double %124, double %128)
  store double %129, ptr %126, align 8, !tbaa !84
  %130 = add nuw i64 %103, 1
  %131 = icmp eq i64 %130, %94
  br i1 %131, label %107, label %102, !llvm.loop !93

132:                                              ; preds = %104, %132
  %133 = phi i64 [ %151, %132 ], [ 0, %104 ]
  %134 = phi double [ %150, %132 ], [ 0.000000e+00, %104 ]
  %135 = phi i64 [ %152, %132 ], [ 0, %104 ]
  %136 = getelementptr float, ptr %98, i64 %133
  %137 = load float, ptr %136, align 4, !tbaa !14
  %138 = fpext float %137 to double
  %139 = getelementptr float, ptr %106, i64 %133
  %140 = load float, ptr %139, align 4, !tbaa !14
  %141 = fpext float %140 to double
  %142 = tail call double @llvm.fmuladd.f64(double %138, double %141, double %134)
  %143 = or disjoint i64 %133, 1
  %144 = getelementptr float, ptr %98, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !14
  %146 = fpext float %145 to double
  %147 = getelementptr float, ptr %106, i64 %143
  %148 = load float, ptr %147, align 4, !tbaa !14
  %149 = fpext float %148 to double
  %150 = tail call double @llvm.fmuladd.f64(double %146, double %149, double %142)
  %151 = add nuw i64 %133, 2
  %152 = add i64 %135, 2
  %153 = icmp eq i64 %152, %82
  br i1 %153, label %111, label %132, !llvm.loop !94

154:                                              ; preds = %90, %264
  %155 = phi i1 [ false, %90 ], [ %266, %264 ]
  %156 = phi i64 [ 0, %90 ], [ %265, %264 ]
  %157 = mul i64 %156, %3
  br label %164

158:                                              ; preds = %86
  %159 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #24
  %160 = icmp eq ptr %65, null
  br i1 %160, label %304, label %302

161:                                              ; preds = %263
  %162 = add nuw i64 %165, 1
  %163 = icmp eq i64 %162, %3
  br i1 %163, label %264, label %164, !llvm.loop !95

164:                                              ; preds = %154, %161
  %165 = phi i64 [ 0, %154 ], [ %162, %161 ]
  %166 = load ptr, ptr %91, align 8, !tbaa !31, !noalias !96
  %167 = icmp eq ptr %166, null
  br i1 %167, label %176, label %168

168:                                              ; preds = %164
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !96
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %178, label %172

172:                                              ; preds = %168
  %173 = load i32, ptr %169, align 4, !tbaa !39, !noalias !96
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %169, align 4, !tbaa !39, !noalias !96
  %175 = load ptr, ptr %92, align 8, !noalias !96
  br label %183

176:                                              ; preds = %164
  %177 = load ptr, ptr %92, align 8
  br label %213

178:                                              ; preds = %168
  %179 = atomicrmw volatile add ptr %169, i32 1 acq_rel, align 4, !noalias !96
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !96
  %181 = load ptr, ptr %92, align 8, !noalias !96
  %182 = icmp eq i8 %180, 0
  br i1 %182, label %187, label %183

183:                                              ; preds = %172, %178
  %184 = phi ptr [ %175, %172 ], [ %181, %178 ]
  %185 = load i32, ptr %169, align 4, !tbaa !39, !noalias !96
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %169, align 4, !tbaa !39, !noalias !96
  br label %189

187:                                              ; preds = %178
  %188 = atomicrmw volatile add ptr %169, i32 1 acq_rel, align 4, !noalias !96
  br label %189

189:                                              ; preds = %187, %183
  %190 = phi ptr [ %181, %187 ], [ %184, %183 ]
  %191 = load atomic i64, ptr %169 acquire, align 8, !noalias !96
  %192 = icmp eq i64 %191, 4294967297
  %193 = trunc i64 %191 to i32
  br i1 %192, label %194, label %202

194:                                              ; preds = %189
  store i32 0, ptr %169, align 8, !tbaa !33, !noalias !96
  %195 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %195, align 4, !tbaa !36, !noalias !96
  %196 = load ptr, ptr %166, align 8, !tbaa !37, !noalias !96
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load ptr, ptr %197, align 8, !noalias !96
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %166) #24, !noalias !96
  %199 = load ptr, ptr %166, align 8, !tbaa !37, !noalias !96
  %200 = getelementptr inbounds i8, ptr %199, i64 24
  %201 = load ptr, ptr %200, align 8, !noalias !96
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %166) #24, !noalias !96
  br label %213

202:                                              ; preds = %189
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !96
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %207, label %205

205:                                              ; preds = %202
  %206 = add nsw i32 %193, -1
  store i32 %206, ptr %169, align 4, !tbaa !39, !noalias !96
  br label %209

207:                                              ; preds = %202
  %208 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4, !noalias !96
  br label %209

209:                                              ; preds = %207, %205
  %210 = phi i32 [ %193, %205 ], [ %208, %207 ]
  %211 = icmp eq i32 %210, 1
  br i1 %211, label %212, label %213, !prof !40

212:                                              ; preds = %209
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #24, !noalias !96
  br label %213

213:                                              ; preds = %176, %194, %209, %212
  %214 = phi ptr [ %177, %176 ], [ %190, %194 ], [ %190, %212 ], [ %190, %209 ]
  %215 = icmp ne ptr %214, null
  call void @llvm.assume(i1 %215)
  %216 = load i64, ptr %214, align 8
  %217 = add i64 %216, %156
  %218 = getelementptr inbounds i8, ptr %214, i64 56
  %219 = load i64, ptr %218, align 8
  %220 = mul i64 %219, %217
  %221 = getelementptr inbounds i8, ptr %214, i64 8
  %222 = load i64, ptr %221, align 8
  %223 = getelementptr inbounds i8, ptr %214, i64 72
  %224 = load ptr, ptr %223, align 8, !tbaa !99
  %225 = getelementptr float, ptr %224, i64 %222
  %226 = getelementptr float, ptr %225, i64 %220
  %227 = getelementptr float, ptr %226, i64 %165
  %228 = load float, ptr %227, align 4, !tbaa !14
  %229 = add i64 %165, %157
  %230 = getelementptr inbounds double, ptr %65, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !84
  %232 = fpext float %228 to double
  %233 = fsub double %232, %231
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = call double @llvm.fabs.f64(double %231)
  %236 = fadd double %235, 1.000000e+00
  %237 = fmul double %236, 1.000000e-03
  %238 = fcmp ugt double %234, %237
  br i1 %167, label %263, label %239

239:                                              ; preds = %213
  %240 = getelementptr inbounds i8, ptr %166, i64 8
  %241 = load atomic i64, ptr %240 acquire, align 8
  %242 = icmp eq i64 %241, 4294967297
  %243 = trunc i64 %241 to i32
  br i1 %242, label %244, label %252

244:                                              ; preds = %239
  store i32 0, ptr %240, align 8, !tbaa !33
  %245 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %245, align 4, !tbaa !36
  %246 = load ptr, ptr %166, align 8, !tbaa !37
  %247 = getelementptr inbounds i8, ptr %246, i64 16
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  %249 = load ptr, ptr %166, align 8, !tbaa !37
  %250 = getelementptr inbounds i8, ptr %249, i64 24
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %263

252:                                              ; preds = %239
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %257, label %255

255:                                              ; preds = %252
  %256 = add nsw i32 %243, -1
  store i32 %256, ptr %240, align 4, !tbaa !39
  br label %259

257:                                              ; preds = %252
  %258 = atomicrmw volatile add ptr %240, i32 -1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i32 [ %243, %255 ], [ %258, %257 ]
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %263, !prof !40

262:                                              ; preds = %259
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %263

263:                                              ; preds = %213, %244, %259, %262
  br i1 %238, label %268, label %161

264:                                              ; preds = %161
  %265 = add nuw i64 %156, 1
  %266 = icmp uge i64 %265, %3
  %267 = icmp eq i64 %265, %3
  br i1 %267, label %268, label %154, !llvm.loop !104

268:                                              ; preds = %264, %263, %88
  %269 = phi i1 [ true, %88 ], [ %155, %263 ], [ %266, %264 ]
  %270 = getelementptr inbounds i8, ptr %2, i64 8
  %271 = load ptr, ptr %270, align 8, !tbaa !31
  %272 = icmp eq ptr %271, null
  br i1 %272, label %297, label %273

273:                                              ; preds = %268
  %274 = getelementptr inbounds i8, ptr %271, i64 8
  %275 = load atomic i64, ptr %274 acquire, align 8
  %276 = icmp eq i64 %275, 4294967297
  %277 = trunc i64 %275 to i32
  br i1 %276, label %278, label %286

278:                                              ; preds = %273
  store i32 0, ptr %274, align 8, !tbaa !33
  %279 = getelementptr inbounds i8, ptr %271, i64 12
  store i32 0, ptr %279, align 4, !tbaa !36
  %280 = load ptr, ptr %271, align 8, !tbaa !37
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %271) #24
  %283 = load ptr, ptr %271, align 8, !tbaa !37
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %271) #24
  br label %297

286:                                              ; preds = %273
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %291, label %289

289:                                              ; preds = %286
  %290 = add nsw i32 %277, -1
  store i32 %290, ptr %274, align 4, !tbaa !39
  br label %293

291:                                              ; preds = %286
  %292 = atomicrmw volatile add ptr %274, i32 -1 acq_rel, align 4
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi i32 [ %277, %289 ], [ %292, %291 ]
  %295 = icmp eq i32 %294, 1
  br i1 %295, label %296, label %297, !prof !40

296:                                              ; preds = %293
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %271) #24
  br label %297

297:                                              ; preds = %268, %278, %293, %296
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #24
  %298 = icmp eq ptr %65, null
  br i1 %298, label %301, label %299

299:                                              ; preds = %297
  %300 = shl nsw i64 %12, 1
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %300) #26
  br label %301

301:                                              ; preds = %297, %299
  ret i1 %269

302:                                              ; preds = %158
  %303 = shl nsw i64 %12, 1
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %303) #26
  br label %304

304:                                              ; preds = %302, %158
  resume { ptr, i32 } %159
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !55
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !57
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %40, label %6

6:                                                ; preds = %1, %35
  %7 = phi ptr [ %36, %35 ], [ %2, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !31
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load atomic i64, ptr %12 acquire, align 8
  %14 = icmp eq i64 %13, 4294967297
  %15 = trunc i64 %13 to i32
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  store i32 0, ptr %12, align 8, !tbaa !33
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %17, align 4, !tbaa !36
  %18 = load ptr, ptr %9, align 8, !tbaa !37
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  tail call void %20(ptr noundef nonnull align 8 dereferenceable(16) %9) #24
  %21 = load ptr, ptr %9, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  tail call void %23(ptr noundef nonnull align 8 dereferenceable(16) %9) #24
  br label %35

24:                                               ; preds = %11
  %25 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nsw i32 %15, -1
  store i32 %28, ptr %12, align 4, !tbaa !39
  br label %31

29:                                               ; preds = %24
  %30 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %15, %27 ], [ %30, %29 ]
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35, !prof !40

34:                                               ; preds = %31
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #24
  br label %35

35:                                               ; preds = %34, %31, %16, %6
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = icmp eq ptr %36, %4
  br i1 %37, label %38, label %6, !llvm.loop !58

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !55
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !60
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #26
  br label %49

49:                                               ; preds = %40, %43
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #10 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.11, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #27
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !105
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !105
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #28
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !105
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #24
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.12, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !37
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !37
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !107
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #24
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
  call void @__clang_call_terminate(ptr %55) #27
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.30", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !113
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !27
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !31
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !36
  %22 = load ptr, ptr %13, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  %25 = load ptr, ptr %13, align 8, !tbaa !37
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !39
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !40

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !27
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #27
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !27
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #27
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #12

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #16

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !115
  store ptr %8, ptr %6, align 16, !tbaa !115
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !117
  %12 = load ptr, ptr %10, align 8, !tbaa !118
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !105
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !119

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !117
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !115
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !117
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !118
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !105
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !119

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !117
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !115
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
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
  %12 = load ptr, ptr %11, align 8, !tbaa !23
  %13 = load ptr, ptr %0, align 8, !tbaa !5
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp ugt i64 %10, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = icmp ugt i64 %10, 9223372036854775804
  br i1 %19, label %20, label %21, !prof !40

20:                                               ; preds = %18
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

21:                                               ; preds = %18
  %22 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #29
  %23 = icmp eq ptr %6, %7
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %22, ptr align 4 %7, i64 %10, i1 false)
  br label %25

25:                                               ; preds = %21, %24
  %26 = icmp eq ptr %13, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #26
  br label %28

28:                                               ; preds = %25, %27
  store ptr %22, ptr %0, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %22, i64 %10
  store ptr %29, ptr %11, align 8, !tbaa !23
  br label %60

30:                                               ; preds = %4
  %31 = getelementptr inbounds i8, ptr %0, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !67
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
  %42 = load ptr, ptr %1, align 8, !tbaa !21
  %43 = load ptr, ptr %31, align 8, !tbaa !67
  %44 = load ptr, ptr %0, align 8, !tbaa !21
  %45 = load ptr, ptr %5, align 8, !tbaa !67
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
  %61 = load ptr, ptr %0, align 8, !tbaa !21
  %62 = getelementptr inbounds i8, ptr %61, i64 %10
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %62, ptr %63, align 8, !tbaa !67
  br label %64

64:                                               ; preds = %60, %2
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !67
  %7 = load ptr, ptr %0, align 8, !tbaa !21
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !23
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !14
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !14
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !67
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #28
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #29
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !14
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !14
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #26
  br label %52

52:                                               ; preds = %48, %50
  store ptr %38, ptr %0, align 8, !tbaa !21
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !67
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !23
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #12

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #20

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.14, ptr %5, align 8, !tbaa !74, !alias.scope !120
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.15, ptr %7, align 8, !tbaa !79, !alias.scope !120
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 119, ptr %8, align 8, !tbaa !80, !alias.scope !120
  %9 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 25, ptr %9, align 8, !tbaa !81, !alias.scope !120
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %10 unwind label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !28
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !30
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !31
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !33
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !36
  %28 = load ptr, ptr %19, align 8, !tbaa !37
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #24
  %31 = load ptr, ptr %19, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #24
  br label %45

34:                                               ; preds = %21
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %34
  %38 = add nsw i32 %25, -1
  store i32 %38, ptr %22, align 4, !tbaa !39
  br label %41

39:                                               ; preds = %34
  %40 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %25, %37 ], [ %40, %39 ]
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45, !prof !40

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #24
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !41

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !28
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %4, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !42
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #26
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

60:                                               ; preds = %3
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !123
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !37, !noalias !123
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !126, !noalias !123
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !128, !noalias !123
  store ptr %13, ptr %6, align 8, !tbaa !131
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !37
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #24
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !133
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !140
  %27 = load ptr, ptr %0, align 8, !tbaa !141
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !142
  %29 = load i8, ptr %28, align 1, !tbaa !9
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !144)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !12, !noalias !144
  store <2 x i64> %33, ptr %7, align 16, !tbaa !12, !alias.scope !144
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !12, !alias.scope !144
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !5
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !37
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #24
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !126
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !37
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !37
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !128
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !126
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #16

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #16

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #16

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !57
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #28
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 4
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 576460752303423487)
  %18 = select i1 %16, i64 576460752303423487, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 4
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 4
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %29, align 8, !tbaa !31
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !82
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !5, !alias.scope !150, !noalias !147
  store ptr null, ptr %35, align 8, !tbaa !31, !alias.scope !150, !noalias !147
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !5, !alias.scope !147, !noalias !150
  store ptr null, ptr %34, align 8, !tbaa !82, !alias.scope !150, !noalias !147
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !152

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !153)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !156)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !5, !alias.scope !156, !noalias !153
  store ptr null, ptr %47, align 8, !tbaa !31, !alias.scope !156, !noalias !153
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !5, !alias.scope !153, !noalias !156
  store ptr null, ptr %46, align 8, !tbaa !82, !alias.scope !156, !noalias !153
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !152

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !60
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #26
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !55
  store ptr %53, ptr %4, align 8, !tbaa !57
  %61 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !60
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN4Syrk6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.61", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !158
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !158
  store ptr %18, ptr %16, align 8, !tbaa !158
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !31
  %22 = load ptr, ptr %19, align 8, !tbaa !31
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !39
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !39
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !31
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !33
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !36
  %46 = load ptr, ptr %37, align 8, !tbaa !37
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  %49 = load ptr, ptr %37, align 8, !tbaa !37
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !39
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !40

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !31
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !160
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %69, align 8, !tbaa !27
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !162, !range !19, !noundef !20
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !27
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #27
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !31
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !33
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !36
  %97 = load ptr, ptr %88, align 8, !tbaa !37
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  %100 = load ptr, ptr %88, align 8, !tbaa !37
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !39
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !40

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !27
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #27
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  resume { ptr, i32 } %127
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN4Syrk6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !5
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !5
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !5
  store i64 %7, ptr %0, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.97", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.101, align 8
  %12 = load ptr, ptr %0, align 8, !tbaa !164
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #24
  %13 = getelementptr inbounds i8, ptr %12, i64 160
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.18, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.23, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 98, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %16, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %7, ptr noundef nonnull align 8 dereferenceable(41) %13, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %17 unwind label %279

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !166
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %20 unwind label %18

18:                                               ; preds = %17
  %19 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #24
  br label %281

20:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !28
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !30
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !33
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !36
  %38 = load ptr, ptr %29, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  %41 = load ptr, ptr %29, align 8, !tbaa !37
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !39
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !40

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !41

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !28
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %8, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !42
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #26
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #24
  %70 = getelementptr inbounds i8, ptr %12, i64 104
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.18, ptr %4, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.23, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 99, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %73, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %70, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %74 unwind label %283

74:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !166
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %77 unwind label %75

75:                                               ; preds = %74
  %76 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #24
  br label %285

77:                                               ; preds = %74
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %78 = getelementptr inbounds i8, ptr %10, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !28
  %80 = getelementptr inbounds i8, ptr %10, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !30
  %82 = icmp eq ptr %79, %81
  br i1 %82, label %117, label %83

83:                                               ; preds = %77, %112
  %84 = phi ptr [ %113, %112 ], [ %79, %77 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !31
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !33
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !36
  %95 = load ptr, ptr %86, align 8, !tbaa !37
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  %98 = load ptr, ptr %86, align 8, !tbaa !37
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !39
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !40

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #24
  br label %112

112:                                              ; preds = %111, %108, %93, %83
  %113 = getelementptr inbounds i8, ptr %84, i64 16
  %114 = icmp eq ptr %113, %81
  br i1 %114, label %115, label %83, !llvm.loop !41

115:                                              ; preds = %112
  %116 = load ptr, ptr %78, align 8, !tbaa !28
  br label %117

117:                                              ; preds = %115, %77
  %118 = phi ptr [ %116, %115 ], [ %79, %77 ]
  %119 = icmp eq ptr %118, null
  br i1 %119, label %126, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %10, i64 24
  %122 = load ptr, ptr %121, align 8, !tbaa !42
  %123 = ptrtoint ptr %122 to i64
  %124 = ptrtoint ptr %118 to i64
  %125 = sub i64 %123, %124
  call void @_ZdlPvm(ptr noundef nonnull %118, i64 noundef %125) #26
  br label %126

126:                                              ; preds = %120, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %127 = getelementptr inbounds i8, ptr %12, i64 24
  %128 = load <2 x float>, ptr %127, align 8, !tbaa !14
  %129 = load i64, ptr %12, align 8, !tbaa !65
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #24
  %130 = getelementptr inbounds i8, ptr %12, i64 8
  %131 = load i64, ptr %130, align 8, !tbaa !66
  store i64 %131, ptr %11, align 8, !tbaa !168
  %132 = getelementptr inbounds i8, ptr %11, i64 8
  %133 = load ptr, ptr %9, align 8, !tbaa !175
  store ptr %133, ptr %132, align 8, !tbaa !175
  %134 = getelementptr inbounds i8, ptr %11, i64 16
  %135 = getelementptr inbounds i8, ptr %9, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !31
  store ptr %136, ptr %134, align 8, !tbaa !31
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %126
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !39
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !39
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %126, %142, %145
  %148 = getelementptr inbounds i8, ptr %11, i64 24
  %149 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %148, ptr noundef nonnull align 8 dereferenceable(40) %149, i64 40, i1 false)
  %150 = getelementptr inbounds i8, ptr %11, i64 64
  %151 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %151, ptr %150, align 8, !tbaa !175
  %152 = getelementptr inbounds i8, ptr %11, i64 72
  %153 = getelementptr inbounds i8, ptr %7, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !31
  store ptr %154, ptr %152, align 8, !tbaa !31
  %155 = icmp eq ptr %154, null
  br i1 %155, label %165, label %156

156:                                              ; preds = %147
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %159 = icmp eq i8 %158, 0
  br i1 %159, label %163, label %160

160:                                              ; preds = %156
  %161 = load i32, ptr %157, align 4, !tbaa !39
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %157, align 4, !tbaa !39
  br label %165

163:                                              ; preds = %156
  %164 = atomicrmw volatile add ptr %157, i32 1 acq_rel, align 4
  br label %165

165:                                              ; preds = %147, %160, %163
  %166 = getelementptr inbounds i8, ptr %11, i64 80
  %167 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %166, ptr noundef nonnull align 8 dereferenceable(40) %167, i64 40, i1 false)
  %168 = getelementptr inbounds i8, ptr %11, i64 120
  %169 = shufflevector <2 x float> %128, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  store <2 x float> %169, ptr %168, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V17handler12parallel_forI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %129, i64 %129, ptr noundef nonnull align 8 dereferenceable(128) %11)
          to label %170 unwind label %287

170:                                              ; preds = %165
  %171 = load ptr, ptr %152, align 8, !tbaa !31
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !33
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !36
  %180 = load ptr, ptr %171, align 8, !tbaa !37
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  %183 = load ptr, ptr %171, align 8, !tbaa !37
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !39
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !40

196:                                              ; preds = %193
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

197:                                              ; preds = %196, %193, %178, %170
  %198 = load ptr, ptr %134, align 8, !tbaa !31
  %199 = icmp eq ptr %198, null
  br i1 %199, label %224, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %198, i64 8
  %202 = load atomic i64, ptr %201 acquire, align 8
  %203 = icmp eq i64 %202, 4294967297
  %204 = trunc i64 %202 to i32
  br i1 %203, label %205, label %213

205:                                              ; preds = %200
  store i32 0, ptr %201, align 8, !tbaa !33
  %206 = getelementptr inbounds i8, ptr %198, i64 12
  store i32 0, ptr %206, align 4, !tbaa !36
  %207 = load ptr, ptr %198, align 8, !tbaa !37
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %198) #24
  %210 = load ptr, ptr %198, align 8, !tbaa !37
  %211 = getelementptr inbounds i8, ptr %210, i64 24
  %212 = load ptr, ptr %211, align 8
  call void %212(ptr noundef nonnull align 8 dereferenceable(16) %198) #24
  br label %224

213:                                              ; preds = %200
  %214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %218, label %216

216:                                              ; preds = %213
  %217 = add nsw i32 %204, -1
  store i32 %217, ptr %201, align 4, !tbaa !39
  br label %220

218:                                              ; preds = %213
  %219 = atomicrmw volatile add ptr %201, i32 -1 acq_rel, align 4
  br label %220

220:                                              ; preds = %218, %216
  %221 = phi i32 [ %204, %216 ], [ %219, %218 ]
  %222 = icmp eq i32 %221, 1
  br i1 %222, label %223, label %224, !prof !40

223:                                              ; preds = %220
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %198) #24
  br label %224

224:                                              ; preds = %197, %205, %220, %223
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #24
  %225 = load ptr, ptr %135, align 8, !tbaa !31
  %226 = icmp eq ptr %225, null
  br i1 %226, label %251, label %227

227:                                              ; preds = %224
  %228 = getelementptr inbounds i8, ptr %225, i64 8
  %229 = load atomic i64, ptr %228 acquire, align 8
  %230 = icmp eq i64 %229, 4294967297
  %231 = trunc i64 %229 to i32
  br i1 %230, label %232, label %240

232:                                              ; preds = %227
  store i32 0, ptr %228, align 8, !tbaa !33
  %233 = getelementptr inbounds i8, ptr %225, i64 12
  store i32 0, ptr %233, align 4, !tbaa !36
  %234 = load ptr, ptr %225, align 8, !tbaa !37
  %235 = getelementptr inbounds i8, ptr %234, i64 16
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %225) #24
  %237 = load ptr, ptr %225, align 8, !tbaa !37
  %238 = getelementptr inbounds i8, ptr %237, i64 24
  %239 = load ptr, ptr %238, align 8
  call void %239(ptr noundef nonnull align 8 dereferenceable(16) %225) #24
  br label %251

240:                                              ; preds = %227
  %241 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %242 = icmp eq i8 %241, 0
  br i1 %242, label %245, label %243

243:                                              ; preds = %240
  %244 = add nsw i32 %231, -1
  store i32 %244, ptr %228, align 4, !tbaa !39
  br label %247

245:                                              ; preds = %240
  %246 = atomicrmw volatile add ptr %228, i32 -1 acq_rel, align 4
  br label %247

247:                                              ; preds = %245, %243
  %248 = phi i32 [ %231, %243 ], [ %246, %245 ]
  %249 = icmp eq i32 %248, 1
  br i1 %249, label %250, label %251, !prof !40

250:                                              ; preds = %247
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %225) #24
  br label %251

251:                                              ; preds = %224, %232, %247, %250
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #24
  %252 = load ptr, ptr %153, align 8, !tbaa !31
  %253 = icmp eq ptr %252, null
  br i1 %253, label %278, label %254

254:                                              ; preds = %251
  %255 = getelementptr inbounds i8, ptr %252, i64 8
  %256 = load atomic i64, ptr %255 acquire, align 8
  %257 = icmp eq i64 %256, 4294967297
  %258 = trunc i64 %256 to i32
  br i1 %257, label %259, label %267

259:                                              ; preds = %254
  store i32 0, ptr %255, align 8, !tbaa !33
  %260 = getelementptr inbounds i8, ptr %252, i64 12
  store i32 0, ptr %260, align 4, !tbaa !36
  %261 = load ptr, ptr %252, align 8, !tbaa !37
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load ptr, ptr %262, align 8
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %252) #24
  %264 = load ptr, ptr %252, align 8, !tbaa !37
  %265 = getelementptr inbounds i8, ptr %264, i64 24
  %266 = load ptr, ptr %265, align 8
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %252) #24
  br label %278

267:                                              ; preds = %254
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %272, label %270

270:                                              ; preds = %267
  %271 = add nsw i32 %258, -1
  store i32 %271, ptr %255, align 4, !tbaa !39
  br label %274

272:                                              ; preds = %267
  %273 = atomicrmw volatile add ptr %255, i32 -1 acq_rel, align 4
  br label %274

274:                                              ; preds = %272, %270
  %275 = phi i32 [ %258, %270 ], [ %273, %272 ]
  %276 = icmp eq i32 %275, 1
  br i1 %276, label %277, label %278, !prof !40

277:                                              ; preds = %274
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %252) #24
  br label %278

278:                                              ; preds = %251, %259, %274, %277
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #24
  ret void

279:                                              ; preds = %2
  %280 = landingpad { ptr, i32 }
          cleanup
  br label %281

281:                                              ; preds = %18, %279
  %282 = phi { ptr, i32 } [ %280, %279 ], [ %19, %18 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %291

283:                                              ; preds = %69
  %284 = landingpad { ptr, i32 }
          cleanup
  br label %285

285:                                              ; preds = %75, %283
  %286 = phi { ptr, i32 } [ %284, %283 ], [ %76, %75 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %289

287:                                              ; preds = %165
  %288 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %11) #24
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #24
  br label %289

289:                                              ; preds = %287, %285
  %290 = phi { ptr, i32 } [ %288, %287 ], [ %286, %285 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #24
  br label %291

291:                                              ; preds = %289, %281
  %292 = phi { ptr, i32 } [ %290, %289 ], [ %282, %281 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #24
  resume { ptr, i32 } %292
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !36
  %40 = load ptr, ptr %31, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !40

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !30
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !33
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !36
  %19 = load ptr, ptr %10, align 8, !tbaa !37
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !39
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !40

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !41

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !28
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !42
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #26
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #16

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #16

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(128) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.101, align 8
  %6 = load i64, ptr %3, align 8, !tbaa !168
  store i64 %6, ptr %5, align 8, !tbaa !168
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %9, ptr %7, align 8, !tbaa !175
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %12, ptr %10, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !39
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !39
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %4
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 64
  %27 = getelementptr inbounds i8, ptr %3, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !175
  store ptr %28, ptr %26, align 8, !tbaa !175
  %29 = getelementptr inbounds i8, ptr %5, i64 72
  %30 = getelementptr inbounds i8, ptr %3, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  store ptr %31, ptr %29, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !39
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !39
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %23, %37, %40
  %43 = getelementptr inbounds i8, ptr %5, i64 80
  %44 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %43, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 120
  %46 = getelementptr inbounds i8, ptr %3, i64 120
  %47 = load i64, ptr %46, align 8
  store i64 %47, ptr %45, align 8
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull %5)
          to label %48 unwind label %103

48:                                               ; preds = %42
  %49 = load ptr, ptr %29, align 8, !tbaa !31
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !33
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !36
  %58 = load ptr, ptr %49, align 8, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #24
  %61 = load ptr, ptr %49, align 8, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #24
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !39
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !40

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #24
  br label %75

75:                                               ; preds = %74, %71, %56, %48
  %76 = load ptr, ptr %10, align 8, !tbaa !31
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !33
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !36
  %85 = load ptr, ptr %76, align 8, !tbaa !37
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  %88 = load ptr, ptr %76, align 8, !tbaa !37
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !39
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !40

101:                                              ; preds = %98
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

102:                                              ; preds = %75, %83, %98, %101
  ret void

103:                                              ; preds = %42
  %104 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %5) #24
  resume { ptr, i32 } %104
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.103", align 8
  %6 = alloca %"class.sycl::_V1::range.103", align 16
  %7 = alloca %"class.std::tuple.105", align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %9 = alloca { ptr, [32 x i8] }, align 8
  %10 = alloca { ptr, [32 x i8] }, align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %12 = alloca %class.anon.101, align 8
  %13 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %4
  %16 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %17 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %18 = extractvalue { i32, ptr } %17, 0
  %19 = extractvalue { i32, ptr } %17, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %16, i32 %18, ptr %19, ptr noundef nonnull @.str.26)
          to label %20 unwind label %23

20:                                               ; preds = %15
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

21:                                               ; preds = %36, %372, %23
  %22 = phi { ptr, i32 } [ %24, %23 ], [ %373, %372 ], [ %37, %36 ]
  resume { ptr, i32 } %22

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %16) #24
  br label %21

25:                                               ; preds = %4
  %26 = icmp eq i64 %2, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %25
  %28 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %29 = extractvalue { i64, i1 } %28, 1
  br i1 %29, label %30, label %38

30:                                               ; preds = %27
  %31 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %32 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %33 = extractvalue { i32, ptr } %32, 0
  %34 = extractvalue { i32, ptr } %32, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %31, i32 %33, ptr %34, ptr noundef nonnull @.str.25)
          to label %35 unwind label %36

35:                                               ; preds = %30
  tail call void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

36:                                               ; preds = %30
  %37 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %31) #24
  br label %21

38:                                               ; preds = %25, %27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2)
  %39 = getelementptr inbounds i8, ptr %7, i64 8
  %40 = load i8, ptr %7, align 8, !tbaa !176, !range !19, !noundef !20
  %41 = trunc nuw i8 %40 to i1
  br i1 %41, label %42, label %293

42:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %8) #24
  %43 = load i64, ptr %3, align 8, !tbaa !168
  %44 = getelementptr inbounds i8, ptr %3, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !175
  %46 = getelementptr inbounds i8, ptr %3, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !31
  %48 = icmp eq ptr %47, null
  br i1 %48, label %58, label %49

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !39
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !39
  br label %58

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %53, %42
  %59 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull align 8 dereferenceable(40) %59, i64 40, i1 false)
  %60 = getelementptr inbounds i8, ptr %3, i64 64
  %61 = load ptr, ptr %60, align 8, !tbaa !175
  %62 = getelementptr inbounds i8, ptr %3, i64 72
  %63 = load ptr, ptr %62, align 8, !tbaa !31
  %64 = icmp eq ptr %63, null
  br i1 %64, label %74, label %65

65:                                               ; preds = %58
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %72, label %69

69:                                               ; preds = %65
  %70 = load i32, ptr %66, align 4, !tbaa !39
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %66, align 4, !tbaa !39
  br label %74

72:                                               ; preds = %65
  %73 = atomicrmw volatile add ptr %66, i32 1 acq_rel, align 4
  br label %74

74:                                               ; preds = %58, %69, %72
  %75 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %10, ptr noundef nonnull align 8 dereferenceable(40) %75, i64 40, i1 false)
  %76 = getelementptr inbounds i8, ptr %3, i64 120
  %77 = load i64, ptr %76, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !177)
  store i64 %1, ptr %8, align 8, !alias.scope !177
  %78 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %78, align 8, !alias.scope !177
  %79 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %43, ptr %79, align 8, !tbaa !168, !alias.scope !177
  %80 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %45, ptr %80, align 8, !tbaa !175, !alias.scope !177
  %81 = getelementptr inbounds i8, ptr %8, i64 32
  store ptr %47, ptr %81, align 8, !tbaa !31, !alias.scope !177
  br i1 %48, label %91, label %82

82:                                               ; preds = %74
  %83 = getelementptr inbounds i8, ptr %47, i64 8
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !177
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = load i32, ptr %83, align 4, !tbaa !39, !noalias !177
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %83, align 4, !tbaa !39, !noalias !177
  br label %91

89:                                               ; preds = %82
  %90 = atomicrmw volatile add ptr %83, i32 1 acq_rel, align 4, !noalias !177
  br label %91

91:                                               ; preds = %89, %86, %74
  %92 = getelementptr inbounds i8, ptr %8, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %92, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false)
  %93 = getelementptr inbounds i8, ptr %8, i64 80
  store ptr %61, ptr %93, align 8, !tbaa !175, !alias.scope !177
  %94 = getelementptr inbounds i8, ptr %8, i64 88
  store ptr %63, ptr %94, align 8, !tbaa !31, !alias.scope !177
  br i1 %64, label %104, label %95

95:                                               ; preds = %91
  %96 = getelementptr inbounds i8, ptr %63, i64 8
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !177
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %95
  %100 = load i32, ptr %96, align 4, !tbaa !39, !noalias !177
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %96, align 4, !tbaa !39, !noalias !177
  br label %107

102:                                              ; preds = %95
  %103 = atomicrmw volatile add ptr %96, i32 1 acq_rel, align 4, !noalias !177
  br label %107

104:                                              ; preds = %91
  %105 = getelementptr inbounds i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %105, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false)
  %106 = getelementptr inbounds i8, ptr %8, i64 136
  store i64 %77, ptr %106, align 8, !alias.scope !177
  br label %132

107:                                              ; preds = %99, %102
  %108 = getelementptr inbounds i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %108, ptr noundef nonnull align 8 dereferenceable(40) %10, i64 40, i1 false)
  %109 = getelementptr inbounds i8, ptr %8, i64 136
  store i64 %77, ptr %109, align 8, !alias.scope !177
  %110 = load atomic i64, ptr %96 acquire, align 8
  %111 = icmp eq i64 %110, 4294967297
  %112 = trunc i64 %110 to i32
  br i1 %111, label %113, label %121

113:                                              ; preds = %107
  store i32 0, ptr %96, align 8, !tbaa !33
  %114 = getelementptr inbounds i8, ptr %63, i64 12
  store i32 0, ptr %114, align 4, !tbaa !36
  %115 = load ptr, ptr %63, align 8, !tbaa !37
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  %118 = load ptr, ptr %63, align 8, !tbaa !37
  %119 = getelementptr inbounds i8, ptr %118, i64 24
  %120 = load ptr, ptr %119, align 8
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  br label %132

121:                                              ; preds = %107
  %122 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %126, label %124

124:                                              ; preds = %121
  %125 = add nsw i32 %112, -1
  store i32 %125, ptr %96, align 4, !tbaa !39
  br label %128

126:                                              ; preds = %121
  %127 = atomicrmw volatile add ptr %96, i32 -1 acq_rel, align 4
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi i32 [ %112, %124 ], [ %127, %126 ]
  %130 = icmp eq i32 %129, 1
  br i1 %130, label %131, label %132, !prof !40

131:                                              ; preds = %128
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %63) #24
  br label %132

132:                                              ; preds = %104, %131, %128, %113
  %133 = phi ptr [ %109, %131 ], [ %109, %128 ], [ %109, %113 ], [ %106, %104 ]
  %134 = phi ptr [ %108, %131 ], [ %108, %128 ], [ %108, %113 ], [ %105, %104 ]
  br i1 %48, label %159, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds i8, ptr %47, i64 8
  %137 = load atomic i64, ptr %136 acquire, align 8
  %138 = icmp eq i64 %137, 4294967297
  %139 = trunc i64 %137 to i32
  br i1 %138, label %140, label %148

140:                                              ; preds = %135
  store i32 0, ptr %136, align 8, !tbaa !33
  %141 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %141, align 4, !tbaa !36
  %142 = load ptr, ptr %47, align 8, !tbaa !37
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load ptr, ptr %143, align 8
  call void %144(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  %145 = load ptr, ptr %47, align 8, !tbaa !37
  %146 = getelementptr inbounds i8, ptr %145, i64 24
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %159

148:                                              ; preds = %135
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %153, label %151

151:                                              ; preds = %148
  %152 = add nsw i32 %139, -1
  store i32 %152, ptr %136, align 4, !tbaa !39
  br label %155

153:                                              ; preds = %148
  %154 = atomicrmw volatile add ptr %136, i32 -1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %151
  %156 = phi i32 [ %139, %151 ], [ %154, %153 ]
  %157 = icmp eq i32 %156, 1
  br i1 %157, label %158, label %159, !prof !40

158:                                              ; preds = %155
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %159

159:                                              ; preds = %132, %140, %155, %158
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(144) %8)
          to label %160 unwind label %287

160:                                              ; preds = %159
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.32)
          to label %161 unwind label %287

161:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %162, align 16, !alias.scope !180
  %163 = load <2 x i64>, ptr %39, align 8
  store <2 x i64> %163, ptr %6, align 16, !tbaa !12, !alias.scope !180
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %164 unwind label %287

164:                                              ; preds = %161
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false)
  %165 = getelementptr inbounds i8, ptr %11, i64 16
  %166 = load i64, ptr %79, align 8, !tbaa !168
  store i64 %166, ptr %165, align 8, !tbaa !168
  %167 = getelementptr inbounds i8, ptr %11, i64 24
  %168 = getelementptr inbounds i8, ptr %11, i64 32
  %169 = load <2 x ptr>, ptr %80, align 8, !tbaa !5
  store ptr null, ptr %81, align 8, !tbaa !31
  store <2 x ptr> %169, ptr %167, align 8, !tbaa !5
  store ptr null, ptr %80, align 8, !tbaa !175
  %170 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %170, ptr noundef nonnull align 8 dereferenceable(40) %92, i64 40, i1 false)
  %171 = getelementptr inbounds i8, ptr %11, i64 80
  %172 = load <2 x ptr>, ptr %93, align 8, !tbaa !5
  store ptr null, ptr %94, align 8, !tbaa !31
  store <2 x ptr> %172, ptr %171, align 8, !tbaa !5
  store ptr null, ptr %93, align 8, !tbaa !175
  %173 = getelementptr inbounds i8, ptr %11, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %173, ptr noundef nonnull align 8 dereferenceable(40) %134, i64 40, i1 false)
  %174 = getelementptr inbounds i8, ptr %11, i64 136
  %175 = load i64, ptr %133, align 8
  store i64 %175, ptr %174, align 8
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %11)
          to label %176 unwind label %289

176:                                              ; preds = %164
  %177 = getelementptr inbounds i8, ptr %11, i64 88
  %178 = load ptr, ptr %177, align 8, !tbaa !31
  %179 = icmp eq ptr %178, null
  br i1 %179, label %204, label %180

180:                                              ; preds = %176
  %181 = getelementptr inbounds i8, ptr %178, i64 8
  %182 = load atomic i64, ptr %181 acquire, align 8
  %183 = icmp eq i64 %182, 4294967297
  %184 = trunc i64 %182 to i32
  br i1 %183, label %185, label %193

185:                                              ; preds = %180
  store i32 0, ptr %181, align 8, !tbaa !33
  %186 = getelementptr inbounds i8, ptr %178, i64 12
  store i32 0, ptr %186, align 4, !tbaa !36
  %187 = load ptr, ptr %178, align 8, !tbaa !37
  %188 = getelementptr inbounds i8, ptr %187, i64 16
  %189 = load ptr, ptr %188, align 8
  call void %189(ptr noundef nonnull align 8 dereferenceable(16) %178) #24
  %190 = load ptr, ptr %178, align 8, !tbaa !37
  %191 = getelementptr inbounds i8, ptr %190, i64 24
  %192 = load ptr, ptr %191, align 8
  call void %192(ptr noundef nonnull align 8 dereferenceable(16) %178) #24
  br label %204

193:                                              ; preds = %180
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %198, label %196

196:                                              ; preds = %193
  %197 = add nsw i32 %184, -1
  store i32 %197, ptr %181, align 4, !tbaa !39
  br label %200

198:                                              ; preds = %193
  %199 = atomicrmw volatile add ptr %181, i32 -1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %196
  %201 = phi i32 [ %184, %196 ], [ %199, %198 ]
  %202 = icmp eq i32 %201, 1
  br i1 %202, label %203, label %204, !prof !40

203:                                              ; preds = %200
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %178) #24
  br label %204

204:                                              ; preds = %203, %200, %185, %176
  %205 = load ptr, ptr %168, align 8, !tbaa !31
  %206 = icmp eq ptr %205, null
  br i1 %206, label %231, label %207

207:                                              ; preds = %204
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load atomic i64, ptr %208 acquire, align 8
  %210 = icmp eq i64 %209, 4294967297
  %211 = trunc i64 %209 to i32
  br i1 %210, label %212, label %220

212:                                              ; preds = %207
  store i32 0, ptr %208, align 8, !tbaa !33
  %213 = getelementptr inbounds i8, ptr %205, i64 12
  store i32 0, ptr %213, align 4, !tbaa !36
  %214 = load ptr, ptr %205, align 8, !tbaa !37
  %215 = getelementptr inbounds i8, ptr %214, i64 16
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %205) #24
  %217 = load ptr, ptr %205, align 8, !tbaa !37
  %218 = getelementptr inbounds i8, ptr %217, i64 24
  %219 = load ptr, ptr %218, align 8
  call void %219(ptr noundef nonnull align 8 dereferenceable(16) %205) #24
  br label %231

220:                                              ; preds = %207
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %225, label %223

223:                                              ; preds = %220
  %224 = add nsw i32 %211, -1
  store i32 %224, ptr %208, align 4, !tbaa !39
  br label %227

225:                                              ; preds = %220
  %226 = atomicrmw volatile add ptr %208, i32 -1 acq_rel, align 4
  br label %227

227:                                              ; preds = %225, %223
  %228 = phi i32 [ %211, %223 ], [ %226, %225 ]
  %229 = icmp eq i32 %228, 1
  br i1 %229, label %230, label %231, !prof !40

230:                                              ; preds = %227
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %205) #24
  br label %231

231:                                              ; preds = %204, %212, %227, %230
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %232 unwind label %287

232:                                              ; preds = %231
  %233 = load ptr, ptr %94, align 8, !tbaa !31
  %234 = icmp eq ptr %233, null
  br i1 %234, label %259, label %235

235:                                              ; preds = %232
  %236 = getelementptr inbounds i8, ptr %233, i64 8
  %237 = load atomic i64, ptr %236 acquire, align 8
  %238 = icmp eq i64 %237, 4294967297
  %239 = trunc i64 %237 to i32
  br i1 %238, label %240, label %248

240:                                              ; preds = %235
  store i32 0, ptr %236, align 8, !tbaa !33
  %241 = getelementptr inbounds i8, ptr %233, i64 12
  store i32 0, ptr %241, align 4, !tbaa !36
  %242 = load ptr, ptr %233, align 8, !tbaa !37
  %243 = getelementptr inbounds i8, ptr %242, i64 16
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %233) #24
  %245 = load ptr, ptr %233, align 8, !tbaa !37
  %246 = getelementptr inbounds i8, ptr %245, i64 24
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %233) #24
  br label %259

248:                                              ; preds = %235
  %249 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %250 = icmp eq i8 %249, 0
  br i1 %250, label %253, label %251

251:                                              ; preds = %248
  %252 = add nsw i32 %239, -1
  store i32 %252, ptr %236, align 4, !tbaa !39
  br label %255

253:                                              ; preds = %248
  %254 = atomicrmw volatile add ptr %236, i32 -1 acq_rel, align 4
  br label %255

255:                                              ; preds = %253, %251
  %256 = phi i32 [ %239, %251 ], [ %254, %253 ]
  %257 = icmp eq i32 %256, 1
  br i1 %257, label %258, label %259, !prof !40

258:                                              ; preds = %255
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %233) #24
  br label %259

259:                                              ; preds = %258, %255, %240, %232
  %260 = load ptr, ptr %81, align 8, !tbaa !31
  %261 = icmp eq ptr %260, null
  br i1 %261, label %286, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds i8, ptr %260, i64 8
  %264 = load atomic i64, ptr %263 acquire, align 8
  %265 = icmp eq i64 %264, 4294967297
  %266 = trunc i64 %264 to i32
  br i1 %265, label %267, label %275

267:                                              ; preds = %262
  store i32 0, ptr %263, align 8, !tbaa !33
  %268 = getelementptr inbounds i8, ptr %260, i64 12
  store i32 0, ptr %268, align 4, !tbaa !36
  %269 = load ptr, ptr %260, align 8, !tbaa !37
  %270 = getelementptr inbounds i8, ptr %269, i64 16
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  %272 = load ptr, ptr %260, align 8, !tbaa !37
  %273 = getelementptr inbounds i8, ptr %272, i64 24
  %274 = load ptr, ptr %273, align 8
  call void %274(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  br label %286

275:                                              ; preds = %262
  %276 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %277 = icmp eq i8 %276, 0
  br i1 %277, label %280, label %278

278:                                              ; preds = %275
  %279 = add nsw i32 %266, -1
  store i32 %279, ptr %263, align 4, !tbaa !39
  br label %282

280:                                              ; preds = %275
  %281 = atomicrmw volatile add ptr %263, i32 -1 acq_rel, align 4
  br label %282

282:                                              ; preds = %280, %278
  %283 = phi i32 [ %266, %278 ], [ %281, %280 ]
  %284 = icmp eq i32 %283, 1
  br i1 %284, label %285, label %286, !prof !40

285:                                              ; preds = %282
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  br label %286

286:                                              ; preds = %259, %267, %282, %285
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %8) #24
  br label %371

287:                                              ; preds = %161, %159, %231, %160
  %288 = landingpad { ptr, i32 }
          cleanup
  br label %291

289:                                              ; preds = %164
  %290 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %11) #24
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi { ptr, i32 } [ %288, %287 ], [ %290, %289 ]
  call void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %8) #24
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %8) #24
  br label %372

293:                                              ; preds = %38
  call void @_ZN4sycl3_V17handler6unpackI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(128) %3)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.32)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %294 = getelementptr inbounds i8, ptr %5, i64 8
  %295 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %295, align 8, !alias.scope !183
  store i64 %1, ptr %5, align 8, !tbaa !12, !alias.scope !183
  store i64 %2, ptr %294, align 8, !tbaa !12, !alias.scope !183
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %296 = load i64, ptr %3, align 8, !tbaa !168
  store i64 %296, ptr %12, align 8, !tbaa !168
  %297 = getelementptr inbounds i8, ptr %12, i64 8
  %298 = getelementptr inbounds i8, ptr %3, i64 8
  %299 = getelementptr inbounds i8, ptr %12, i64 16
  %300 = getelementptr inbounds i8, ptr %3, i64 16
  %301 = load <2 x ptr>, ptr %298, align 8, !tbaa !5
  store ptr null, ptr %300, align 8, !tbaa !31
  store <2 x ptr> %301, ptr %297, align 8, !tbaa !5
  store ptr null, ptr %298, align 8, !tbaa !175
  %302 = getelementptr inbounds i8, ptr %12, i64 24
  %303 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %302, ptr noundef nonnull align 8 dereferenceable(40) %303, i64 40, i1 false)
  %304 = getelementptr inbounds i8, ptr %12, i64 64
  %305 = getelementptr inbounds i8, ptr %3, i64 64
  %306 = getelementptr inbounds i8, ptr %3, i64 72
  %307 = load <2 x ptr>, ptr %305, align 8, !tbaa !5
  store ptr null, ptr %306, align 8, !tbaa !31
  store <2 x ptr> %307, ptr %304, align 8, !tbaa !5
  store ptr null, ptr %305, align 8, !tbaa !175
  %308 = getelementptr inbounds i8, ptr %12, i64 80
  %309 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %308, ptr noundef nonnull align 8 dereferenceable(40) %309, i64 40, i1 false)
  %310 = getelementptr inbounds i8, ptr %12, i64 120
  %311 = getelementptr inbounds i8, ptr %3, i64 120
  %312 = load i64, ptr %311, align 8
  store i64 %312, ptr %310, align 8
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %12)
          to label %313 unwind label %369

313:                                              ; preds = %293
  %314 = getelementptr inbounds i8, ptr %12, i64 72
  %315 = load ptr, ptr %314, align 8, !tbaa !31
  %316 = icmp eq ptr %315, null
  br i1 %316, label %341, label %317

317:                                              ; preds = %313
  %318 = getelementptr inbounds i8, ptr %315, i64 8
  %319 = load atomic i64, ptr %318 acquire, align 8
  %320 = icmp eq i64 %319, 4294967297
  %321 = trunc i64 %319 to i32
  br i1 %320, label %322, label %330

322:                                              ; preds = %317
  store i32 0, ptr %318, align 8, !tbaa !33
  %323 = getelementptr inbounds i8, ptr %315, i64 12
  store i32 0, ptr %323, align 4, !tbaa !36
  %324 = load ptr, ptr %315, align 8, !tbaa !37
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load ptr, ptr %325, align 8
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  %327 = load ptr, ptr %315, align 8, !tbaa !37
  %328 = getelementptr inbounds i8, ptr %327, i64 24
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  br label %341

330:                                              ; preds = %317
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %335, label %333

333:                                              ; preds = %330
  %334 = add nsw i32 %321, -1
  store i32 %334, ptr %318, align 4, !tbaa !39
  br label %337

335:                                              ; preds = %330
  %336 = atomicrmw volatile add ptr %318, i32 -1 acq_rel, align 4
  br label %337

337:                                              ; preds = %335, %333
  %338 = phi i32 [ %321, %333 ], [ %336, %335 ]
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %340, label %341, !prof !40

340:                                              ; preds = %337
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %315) #24
  br label %341

341:                                              ; preds = %340, %337, %322, %313
  %342 = load ptr, ptr %299, align 8, !tbaa !31
  %343 = icmp eq ptr %342, null
  br i1 %343, label %368, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load atomic i64, ptr %345 acquire, align 8
  %347 = icmp eq i64 %346, 4294967297
  %348 = trunc i64 %346 to i32
  br i1 %347, label %349, label %357

349:                                              ; preds = %344
  store i32 0, ptr %345, align 8, !tbaa !33
  %350 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %350, align 4, !tbaa !36
  %351 = load ptr, ptr %342, align 8, !tbaa !37
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load ptr, ptr %352, align 8
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  %354 = load ptr, ptr %342, align 8, !tbaa !37
  %355 = getelementptr inbounds i8, ptr %354, i64 24
  %356 = load ptr, ptr %355, align 8
  call void %356(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %368

357:                                              ; preds = %344
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %362, label %360

360:                                              ; preds = %357
  %361 = add nsw i32 %348, -1
  store i32 %361, ptr %345, align 4, !tbaa !39
  br label %364

362:                                              ; preds = %357
  %363 = atomicrmw volatile add ptr %345, i32 -1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi i32 [ %348, %360 ], [ %363, %362 ]
  %366 = icmp eq i32 %365, 1
  br i1 %366, label %367, label %368, !prof !40

367:                                              ; preds = %364
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #24
  br label %368

368:                                              ; preds = %341, %349, %364, %367
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %371

369:                                              ; preds = %293
  %370 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %12) #24
  br label %372

371:                                              ; preds = %368, %286
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

372:                                              ; preds = %369, %291
  %373 = phi { ptr, i32 } [ %292, %291 ], [ %370, %369 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  br label %21
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.105") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.113", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.112, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !186
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #24
  store i64 16, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #24
  store i64 32, ptr %8, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #24
  store i64 1024, ptr %9, align 8, !tbaa !12
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.113") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !176, !range !19, !noundef !20
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !12
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !12
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %29 = load i64, ptr %8, align 8, !tbaa !12
  %30 = mul i64 %29, %27
  %31 = icmp ugt i64 %30, 4294967295
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = urem i64 4294967295, %29
  %34 = xor i64 %33, 4294967295
  br label %35

35:                                               ; preds = %32, %26
  %36 = phi i64 [ %34, %32 ], [ %30, %26 ]
  %37 = mul i64 %29, %28
  %38 = icmp ugt i64 %37, 4294967295
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = urem i64 4294967295, %29
  %41 = xor i64 %40, 4294967295
  br label %42

42:                                               ; preds = %39, %35
  %43 = phi i64 [ %41, %39 ], [ %37, %35 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #24
  store i8 0, ptr %10, align 1, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #24
  store ptr %1, ptr %11, align 8, !tbaa !188
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !5
  %46 = load i64, ptr %7, align 8, !tbaa !12
  %47 = urem i64 %2, %46
  %48 = icmp eq i64 %47, 0
  %49 = load i64, ptr %9, align 8
  %50 = icmp ugt i64 %49, %2
  %51 = select i1 %48, i1 true, i1 %50
  br i1 %51, label %59, label %52

52:                                               ; preds = %42
  %53 = add i64 %29, %2
  %54 = freeze i64 %53
  %55 = add i64 %54, -1
  %56 = urem i64 %55, %29
  %57 = sub nuw i64 %55, %56
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %57)
  %58 = load i64, ptr %6, align 8, !tbaa !12
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !12
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !176, !range !19, !noundef !20
  %69 = trunc nuw i8 %68 to i1
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %69, label %72, label %71

71:                                               ; preds = %67
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, i8 0, i64 16, i1 false)
  br label %73

72:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  br label %73

73:                                               ; preds = %72, %71
  %74 = phi i8 [ 1, %72 ], [ 0, %71 ]
  store i8 %74, ptr %0, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #24
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.117", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.117") align 8 %3, ptr noundef nonnull align 8 dereferenceable(144) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(152) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9SyrkLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !190
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(112) ptr @_Znam(i64 noundef 112) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(111) %35, ptr noundef nonnull align 1 dereferenceable(111) @.str.34, i64 111, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 111
  store i8 0, ptr %36, align 1, !tbaa !9
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #26
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !190
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #26
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !36
  %40 = load ptr, ptr %31, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !40

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.141", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.141") align 8 %3, ptr noundef nonnull align 8 dereferenceable(128) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(136) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI9SyrkLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !190
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(77) ptr @_Znam(i64 noundef 77) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(76) %35, ptr noundef nonnull align 1 dereferenceable(76) @.str.32, i64 76, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 76
  store i8 0, ptr %36, align 1, !tbaa !9
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #26
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !190
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #26
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !188
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.29, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.30, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.16)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #24
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !193
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !12
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.31, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !37
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !194
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #28
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !196
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !9
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 48
  %49 = load ptr, ptr %48, align 8
  %50 = tail call noundef signext i8 %49(ptr noundef nonnull align 8 dereferenceable(570) %36, i8 noundef signext 10)
  br label %51

51:                                               ; preds = %46, %43
  %52 = phi i8 [ %45, %43 ], [ %50, %46 ]
  %53 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %30, i8 noundef signext %52)
  %54 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %53)
  br label %67

55:                                               ; preds = %3
  %56 = icmp ugt i32 %1, 1
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = zext nneg i32 %1 to i64
  br label %67

59:                                               ; preds = %55
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.16)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !193
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !199
  store i8 1, ptr %73, align 1, !tbaa !176
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.113") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.116, align 1
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !168
  store i64 %7, ptr %5, align 8, !tbaa !168
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !175
  store ptr %10, ptr %8, align 8, !tbaa !175
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !31
  store ptr %13, ptr %11, align 8, !tbaa !31
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !39
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !39
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  %27 = getelementptr inbounds i8, ptr %4, i64 80
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !175
  store ptr %29, ptr %27, align 8, !tbaa !175
  %30 = getelementptr inbounds i8, ptr %4, i64 88
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !31
  store ptr %32, ptr %30, align 8, !tbaa !31
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !39
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !39
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %24, %38, %41
  %44 = getelementptr inbounds i8, ptr %4, i64 96
  %45 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %46 = getelementptr inbounds i8, ptr %4, i64 136
  %47 = getelementptr inbounds i8, ptr %1, i64 136
  %48 = load i64, ptr %47, align 8
  store i64 %48, ptr %46, align 8
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS0_4itemILi2ELb1EEENS3_18RoundedRangeKernelIS8_Li2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISQ_EEJPS1_SI_EEEDaSU_SW_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %49 unwind label %104

49:                                               ; preds = %43
  %50 = load ptr, ptr %30, align 8, !tbaa !31
  %51 = icmp eq ptr %50, null
  br i1 %51, label %76, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load atomic i64, ptr %53 acquire, align 8
  %55 = icmp eq i64 %54, 4294967297
  %56 = trunc i64 %54 to i32
  br i1 %55, label %57, label %65

57:                                               ; preds = %52
  store i32 0, ptr %53, align 8, !tbaa !33
  %58 = getelementptr inbounds i8, ptr %50, i64 12
  store i32 0, ptr %58, align 4, !tbaa !36
  %59 = load ptr, ptr %50, align 8, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %50) #24
  %62 = load ptr, ptr %50, align 8, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %62, i64 24
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %50) #24
  br label %76

65:                                               ; preds = %52
  %66 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %65
  %69 = add nsw i32 %56, -1
  store i32 %69, ptr %53, align 4, !tbaa !39
  br label %72

70:                                               ; preds = %65
  %71 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %72

72:                                               ; preds = %70, %68
  %73 = phi i32 [ %56, %68 ], [ %71, %70 ]
  %74 = icmp eq i32 %73, 1
  br i1 %74, label %75, label %76, !prof !40

75:                                               ; preds = %72
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %50) #24
  br label %76

76:                                               ; preds = %75, %72, %57, %49
  %77 = load ptr, ptr %11, align 8, !tbaa !31
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !33
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !36
  %86 = load ptr, ptr %77, align 8, !tbaa !37
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %89 = load ptr, ptr %77, align 8, !tbaa !37
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !39
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !40

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

103:                                              ; preds = %76, %84, %99, %102
  ret void

104:                                              ; preds = %43
  %105 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %4) #24
  resume { ptr, i32 } %105
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS0_4itemILi2ELb1EEENS3_18RoundedRangeKernelIS8_Li2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISQ_EEJPS1_SI_EEEDaSU_SW_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !39
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !39
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 88
  %18 = load ptr, ptr %17, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %53, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !39
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !39
  br label %29

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4
  br label %29

29:                                               ; preds = %27, %24
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !33
  %35 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %35, align 4, !tbaa !36
  %36 = load ptr, ptr %18, align 8, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %39 = load ptr, ptr %18, align 8, !tbaa !37
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  tail call void %41(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !39
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !40

52:                                               ; preds = %49
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %53

53:                                               ; preds = %16, %52, %49, %34
  br i1 %6, label %78, label %54

54:                                               ; preds = %53
  %55 = getelementptr inbounds i8, ptr %5, i64 8
  %56 = load atomic i64, ptr %55 acquire, align 8
  %57 = icmp eq i64 %56, 4294967297
  %58 = trunc i64 %56 to i32
  br i1 %57, label %59, label %67

59:                                               ; preds = %54
  store i32 0, ptr %55, align 8, !tbaa !33
  %60 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %60, align 4, !tbaa !36
  %61 = load ptr, ptr %5, align 8, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  tail call void %63(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %64 = load ptr, ptr %5, align 8, !tbaa !37
  %65 = getelementptr inbounds i8, ptr %64, i64 24
  %66 = load ptr, ptr %65, align 8
  tail call void %66(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %78

67:                                               ; preds = %54
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = add nsw i32 %58, -1
  store i32 %71, ptr %55, align 4, !tbaa !39
  br label %74

72:                                               ; preds = %67
  %73 = atomicrmw volatile add ptr %55, i32 -1 acq_rel, align 4
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi i32 [ %58, %70 ], [ %73, %72 ]
  %76 = icmp eq i32 %75, 1
  br i1 %76, label %77, label %78, !prof !40

77:                                               ; preds = %74
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %78

78:                                               ; preds = %53, %59, %74, %77
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.117") align 8 %0, ptr noundef nonnull align 8 dereferenceable(144) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca [2 x i64], align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = tail call noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !168
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !175
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !39
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !39
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %2
  %24 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %1, i64 80
  %26 = load ptr, ptr %25, align 8, !tbaa !175
  %27 = getelementptr inbounds i8, ptr %1, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !31
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %23
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !39
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !39
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %23, %34, %37
  %40 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %40, i64 40, i1 false)
  %41 = getelementptr inbounds i8, ptr %1, i64 136
  %42 = load i64, ptr %41, align 8
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %6, align 8, !tbaa !37
  %43 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %8, ptr %44, align 8, !tbaa !168
  %45 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %10, ptr %45, align 8, !tbaa !175
  %46 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr %12, ptr %46, align 8, !tbaa !31
  br i1 %13, label %56, label %47

47:                                               ; preds = %39
  %48 = getelementptr inbounds i8, ptr %12, i64 8
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %48, align 4, !tbaa !39
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %48, align 4, !tbaa !39
  br label %56

54:                                               ; preds = %47
  %55 = atomicrmw volatile add ptr %48, i32 1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %51, %39
  %57 = getelementptr inbounds i8, ptr %6, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %57, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  %58 = getelementptr inbounds i8, ptr %6, i64 88
  store ptr %26, ptr %58, align 8, !tbaa !175
  %59 = getelementptr inbounds i8, ptr %6, i64 96
  store ptr %28, ptr %59, align 8, !tbaa !31
  br i1 %29, label %69, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %28, i64 8
  %62 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %67, label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %61, align 4, !tbaa !39
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %61, align 4, !tbaa !39
  br label %72

67:                                               ; preds = %60
  %68 = atomicrmw volatile add ptr %61, i32 1 acq_rel, align 4
  br label %72

69:                                               ; preds = %56
  %70 = getelementptr inbounds i8, ptr %6, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %70, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  %71 = getelementptr inbounds i8, ptr %6, i64 144
  store i64 %42, ptr %71, align 8
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %97

72:                                               ; preds = %64, %67
  %73 = getelementptr inbounds i8, ptr %6, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %73, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  %74 = getelementptr inbounds i8, ptr %6, i64 144
  store i64 %42, ptr %74, align 8
  store ptr %6, ptr %0, align 8, !tbaa !5
  %75 = load atomic i64, ptr %61 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %72
  store i32 0, ptr %61, align 8, !tbaa !33
  %79 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %79, align 4, !tbaa !36
  %80 = load ptr, ptr %28, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  %83 = load ptr, ptr %28, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %97

86:                                               ; preds = %72
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %61, align 4, !tbaa !39
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %61, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !40

96:                                               ; preds = %93
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %97

97:                                               ; preds = %69, %96, %93, %78
  br i1 %13, label %122, label %98

98:                                               ; preds = %97
  %99 = getelementptr inbounds i8, ptr %12, i64 8
  %100 = load atomic i64, ptr %99 acquire, align 8
  %101 = icmp eq i64 %100, 4294967297
  %102 = trunc i64 %100 to i32
  br i1 %101, label %103, label %111

103:                                              ; preds = %98
  store i32 0, ptr %99, align 8, !tbaa !33
  %104 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %104, align 4, !tbaa !36
  %105 = load ptr, ptr %12, align 8, !tbaa !37
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  tail call void %107(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %108 = load ptr, ptr %12, align 8, !tbaa !37
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  tail call void %110(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %122

111:                                              ; preds = %98
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %102, -1
  store i32 %115, ptr %99, align 4, !tbaa !39
  br label %118

116:                                              ; preds = %111
  %117 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %102, %114 ], [ %117, %116 ]
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %122, !prof !40

121:                                              ; preds = %118
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %122

122:                                              ; preds = %97, %103, %118, %121
  ret void
}

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9SyrkLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #29
  store ptr %4, ptr %0, align 8, !tbaa !190
  %5 = getelementptr inbounds i8, ptr %4, i64 72
  store ptr %5, ptr %3, align 8, !tbaa !192
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 24, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %47

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !192
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %47

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 136, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !192
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %33 = load ptr, ptr %7, align 8, !tbaa !203
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !203
  br label %38

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %47

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8, !tbaa !5
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi ptr [ %37, %36 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 140, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !192
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %43 = load ptr, ptr %7, align 8, !tbaa !203
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !203
  br label %46

45:                                               ; preds = %38
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %39, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %46 unwind label %47

46:                                               ; preds = %45, %42
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

47:                                               ; preds = %15, %25, %35, %45
  %48 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %49 = load ptr, ptr %0, align 8, !tbaa !190
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %3, align 8, !tbaa !192
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #26
  br label %56

56:                                               ; preds = %47, %51
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !36
  %40 = load ptr, ptr %31, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !40

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !168
  store i64 %6, ptr %4, align 8, !tbaa !168
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %9, ptr %7, align 8, !tbaa !175
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %12, ptr %10, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !39
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !39
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %1
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !175
  store ptr %28, ptr %26, align 8, !tbaa !175
  %29 = getelementptr inbounds i8, ptr %2, i64 88
  %30 = getelementptr inbounds i8, ptr %0, i64 96
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  store ptr %31, ptr %29, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !39
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !39
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %23, %37, %40
  %43 = getelementptr inbounds i8, ptr %2, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %43, ptr noundef nonnull align 8 dereferenceable(40) %44, i64 40, i1 false)
  %45 = getelementptr inbounds i8, ptr %2, i64 136
  %46 = getelementptr inbounds i8, ptr %0, i64 144
  %47 = load i64, ptr %46, align 8
  store i64 %47, ptr %45, align 8
  %48 = load i64, ptr %2, align 8
  %49 = getelementptr inbounds i8, ptr %2, i64 8
  %50 = load i64, ptr %49, align 8
  %51 = icmp eq i64 %48, 0
  %52 = icmp eq i64 %50, 0
  %53 = select i1 %52, i1 true, i1 %51
  br i1 %53, label %66, label %54

54:                                               ; preds = %42, %57
  %55 = phi i64 [ %64, %57 ], [ 0, %42 ]
  %56 = phi i64 [ %63, %57 ], [ 0, %42 ]
  invoke void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(128) %4, i64 %56, i64 %55)
          to label %57 unwind label %121

57:                                               ; preds = %54
  %58 = add i64 %56, 1
  %59 = icmp uge i64 %58, %48
  %60 = add i64 %55, 1
  %61 = icmp uge i64 %60, %50
  %62 = select i1 %61, i64 0, i64 %60
  %63 = select i1 %59, i64 0, i64 %58
  %64 = select i1 %59, i64 %62, i64 %55
  %65 = select i1 %59, i1 %61, i1 false
  br i1 %65, label %66, label %54, !llvm.loop !204

66:                                               ; preds = %57, %42
  %67 = load ptr, ptr %29, align 8, !tbaa !31
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !33
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !36
  %76 = load ptr, ptr %67, align 8, !tbaa !37
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  %79 = load ptr, ptr %67, align 8, !tbaa !37
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !39
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !40

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

93:                                               ; preds = %92, %89, %74, %66
  %94 = load ptr, ptr %10, align 8, !tbaa !31
  %95 = icmp eq ptr %94, null
  br i1 %95, label %120, label %96

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load atomic i64, ptr %97 acquire, align 8
  %99 = icmp eq i64 %98, 4294967297
  %100 = trunc i64 %98 to i32
  br i1 %99, label %101, label %109

101:                                              ; preds = %96
  store i32 0, ptr %97, align 8, !tbaa !33
  %102 = getelementptr inbounds i8, ptr %94, i64 12
  store i32 0, ptr %102, align 4, !tbaa !36
  %103 = load ptr, ptr %94, align 8, !tbaa !37
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %94) #24
  %106 = load ptr, ptr %94, align 8, !tbaa !37
  %107 = getelementptr inbounds i8, ptr %106, i64 24
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %94) #24
  br label %120

109:                                              ; preds = %96
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %114, label %112

112:                                              ; preds = %109
  %113 = add nsw i32 %100, -1
  store i32 %113, ptr %97, align 4, !tbaa !39
  br label %116

114:                                              ; preds = %109
  %115 = atomicrmw volatile add ptr %97, i32 -1 acq_rel, align 4
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi i32 [ %100, %112 ], [ %115, %114 ]
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %120, !prof !40

119:                                              ; preds = %116
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %94) #24
  br label %120

120:                                              ; preds = %93, %101, %116, %119
  ret void

121:                                              ; preds = %54
  %122 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #24
  resume { ptr, i32 } %122
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(128) %0, i64 %1, i64 %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = icmp ugt i64 %2, %1
  br i1 %12, label %456, label %13

13:                                               ; preds = %3
  %14 = load i64, ptr %0, align 8, !tbaa !168
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  %22 = getelementptr inbounds i8, ptr %8, i64 32
  %23 = getelementptr inbounds i8, ptr %8, i64 8
  %24 = getelementptr inbounds i8, ptr %9, i64 16
  %25 = getelementptr inbounds i8, ptr %9, i64 24
  %26 = getelementptr inbounds i8, ptr %9, i64 32
  %27 = getelementptr inbounds i8, ptr %9, i64 8
  br label %101

28:                                               ; preds = %292, %13
  %29 = phi float [ 0.000000e+00, %13 ], [ %238, %292 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 120
  %31 = load float, ptr %30, align 8, !tbaa !205
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #24
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.experimental.noalias.scope.decl(metadata !206)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %33 = load ptr, ptr %32, align 8, !tbaa !175, !noalias !206
  %34 = getelementptr inbounds i8, ptr %0, i64 72
  %35 = load ptr, ptr %34, align 8, !tbaa !31, !noalias !206
  %36 = icmp eq ptr %35, null
  br i1 %36, label %47, label %37

37:                                               ; preds = %28
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !206
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %38, align 4, !tbaa !39, !noalias !206
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %38, align 4, !tbaa !39, !noalias !206
  br label %52

44:                                               ; preds = %37
  %45 = atomicrmw volatile add ptr %38, i32 1 acq_rel, align 4, !noalias !206
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !206
  br label %52

47:                                               ; preds = %28
  %48 = getelementptr inbounds i8, ptr %0, i64 80
  %49 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %33, ptr %49, align 8, !tbaa !175, !alias.scope !206
  %50 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %50, align 8, !tbaa !31, !alias.scope !206
  %51 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %51, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !12, !alias.scope !206
  br label %87

52:                                               ; preds = %44, %41
  %53 = phi i8 [ %46, %44 ], [ 1, %41 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %54, i64 40, i1 false), !noalias !206
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !206
  %55 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %33, ptr %55, align 8, !tbaa !175, !alias.scope !206
  %56 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %35, ptr %56, align 8, !tbaa !31, !alias.scope !206
  %57 = icmp eq i8 %53, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %52
  %59 = load i32, ptr %38, align 4, !tbaa !39, !noalias !206
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %38, align 4, !tbaa !39, !noalias !206
  br label %63

61:                                               ; preds = %52
  %62 = atomicrmw volatile add ptr %38, i32 1 acq_rel, align 4, !noalias !206
  br label %63

63:                                               ; preds = %61, %58
  %64 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %64, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !12, !alias.scope !206
  %65 = load atomic i64, ptr %38 acquire, align 8, !noalias !206
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %38, align 8, !tbaa !33, !noalias !206
  %69 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %69, align 4, !tbaa !36, !noalias !206
  %70 = load ptr, ptr %35, align 8, !tbaa !37, !noalias !206
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8, !noalias !206
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %35) #24, !noalias !206
  %73 = load ptr, ptr %35, align 8, !tbaa !37, !noalias !206
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8, !noalias !206
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %35) #24, !noalias !206
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !206
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %38, align 4, !tbaa !39, !noalias !206
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4, !noalias !206
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !40

86:                                               ; preds = %83
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #24, !noalias !206
  br label %87

87:                                               ; preds = %47, %68, %83, %86
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %88 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %2, ptr %88, align 8, !tbaa !12
  %89 = getelementptr inbounds i8, ptr %10, i64 16
  %90 = load i64, ptr %10, align 8
  %91 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %89)
          to label %92 unwind label %448

92:                                               ; preds = %87
  %93 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %89)
          to label %94 unwind label %448

94:                                               ; preds = %92
  %95 = load i64, ptr %93, align 8
  %96 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %89)
          to label %97 unwind label %448

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %96, i64 8
  %99 = load i64, ptr %98, align 8
  %100 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %89)
          to label %302 unwind label %448

101:                                              ; preds = %16, %292
  %102 = phi i64 [ 0, %16 ], [ %293, %292 ]
  %103 = phi float [ 0.000000e+00, %16 ], [ %238, %292 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !209)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %104 = load ptr, ptr %17, align 8, !tbaa !175, !noalias !209
  %105 = load ptr, ptr %18, align 8, !tbaa !31, !noalias !209
  %106 = icmp eq ptr %105, null
  br i1 %106, label %117, label %107

107:                                              ; preds = %101
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !209
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !39, !noalias !209
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !39, !noalias !209
  br label %118

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !209
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !209
  br label %118

117:                                              ; preds = %101
  store ptr %104, ptr %20, align 8, !tbaa !175, !alias.scope !209
  store ptr null, ptr %21, align 8, !tbaa !31, !alias.scope !209
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %19, i64 40, i1 false)
  store i64 %1, ptr %8, align 8, !tbaa !12, !alias.scope !209
  br label %149

118:                                              ; preds = %114, %111
  %119 = phi i8 [ %116, %114 ], [ 1, %111 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %19, i64 40, i1 false), !noalias !209
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !209
  store ptr %104, ptr %20, align 8, !tbaa !175, !alias.scope !209
  store ptr %105, ptr %21, align 8, !tbaa !31, !alias.scope !209
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %124, label %121

121:                                              ; preds = %118
  %122 = load i32, ptr %108, align 4, !tbaa !39, !noalias !209
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %108, align 4, !tbaa !39, !noalias !209
  br label %126

124:                                              ; preds = %118
  %125 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !209
  br label %126

126:                                              ; preds = %124, %121
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %1, ptr %8, align 8, !tbaa !12, !alias.scope !209
  %127 = load atomic i64, ptr %108 acquire, align 8, !noalias !209
  %128 = icmp eq i64 %127, 4294967297
  %129 = trunc i64 %127 to i32
  br i1 %128, label %130, label %138

130:                                              ; preds = %126
  store i32 0, ptr %108, align 8, !tbaa !33, !noalias !209
  %131 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %131, align 4, !tbaa !36, !noalias !209
  %132 = load ptr, ptr %105, align 8, !tbaa !37, !noalias !209
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8, !noalias !209
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %105) #24, !noalias !209
  %135 = load ptr, ptr %105, align 8, !tbaa !37, !noalias !209
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = load ptr, ptr %136, align 8, !noalias !209
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %105) #24, !noalias !209
  br label %149

138:                                              ; preds = %126
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !209
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %143, label %141

141:                                              ; preds = %138
  %142 = add nsw i32 %129, -1
  store i32 %142, ptr %108, align 4, !tbaa !39, !noalias !209
  br label %145

143:                                              ; preds = %138
  %144 = atomicrmw volatile add ptr %108, i32 -1 acq_rel, align 4, !noalias !209
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi i32 [ %129, %141 ], [ %144, %143 ]
  %147 = icmp eq i32 %146, 1
  br i1 %147, label %148, label %149, !prof !40

148:                                              ; preds = %145
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #24, !noalias !209
  br label %149

149:                                              ; preds = %117, %130, %145, %148
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  store i64 %102, ptr %23, align 8, !tbaa !12
  %150 = load i64, ptr %8, align 8
  %151 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %152 unwind label %296

152:                                              ; preds = %149
  %153 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %154 unwind label %296

154:                                              ; preds = %152
  %155 = load i64, ptr %153, align 8
  %156 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %157 unwind label %296

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %156, i64 8
  %159 = load i64, ptr %158, align 8
  %160 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %20)
          to label %161 unwind label %296

161:                                              ; preds = %157
  %162 = add i64 %155, %150
  %163 = mul i64 %159, %162
  %164 = getelementptr inbounds i8, ptr %160, i64 8
  %165 = load i64, ptr %164, align 8
  %166 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  %167 = getelementptr float, ptr %166, i64 %163
  %168 = getelementptr float, ptr %167, i64 %102
  %169 = getelementptr float, ptr %168, i64 %165
  %170 = load float, ptr %169, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !212)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %171 = load ptr, ptr %17, align 8, !tbaa !175, !noalias !212
  %172 = load ptr, ptr %18, align 8, !tbaa !31, !noalias !212
  %173 = icmp eq ptr %172, null
  br i1 %173, label %184, label %174

174:                                              ; preds = %161
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !212
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = load i32, ptr %175, align 4, !tbaa !39, !noalias !212
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %175, align 4, !tbaa !39, !noalias !212
  br label %185

181:                                              ; preds = %174
  %182 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !212
  %183 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !212
  br label %185

184:                                              ; preds = %161
  store ptr %171, ptr %24, align 8, !tbaa !175, !alias.scope !212
  store ptr null, ptr %25, align 8, !tbaa !31, !alias.scope !212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %26, ptr noundef nonnull align 8 dereferenceable(40) %19, i64 40, i1 false)
  store i64 %2, ptr %9, align 8, !tbaa !12, !alias.scope !212
  br label %216

185:                                              ; preds = %181, %178
  %186 = phi i8 [ %183, %181 ], [ 1, %178 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %19, i64 40, i1 false), !noalias !212
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !212
  store ptr %171, ptr %24, align 8, !tbaa !175, !alias.scope !212
  store ptr %172, ptr %25, align 8, !tbaa !31, !alias.scope !212
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %185
  %189 = load i32, ptr %175, align 4, !tbaa !39, !noalias !212
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %175, align 4, !tbaa !39, !noalias !212
  br label %193

191:                                              ; preds = %185
  %192 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4, !noalias !212
  br label %193

193:                                              ; preds = %191, %188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %26, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %2, ptr %9, align 8, !tbaa !12, !alias.scope !212
  %194 = load atomic i64, ptr %175 acquire, align 8, !noalias !212
  %195 = icmp eq i64 %194, 4294967297
  %196 = trunc i64 %194 to i32
  br i1 %195, label %197, label %205

197:                                              ; preds = %193
  store i32 0, ptr %175, align 8, !tbaa !33, !noalias !212
  %198 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %198, align 4, !tbaa !36, !noalias !212
  %199 = load ptr, ptr %172, align 8, !tbaa !37, !noalias !212
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load ptr, ptr %200, align 8, !noalias !212
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %172) #24, !noalias !212
  %202 = load ptr, ptr %172, align 8, !tbaa !37, !noalias !212
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8, !noalias !212
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %172) #24, !noalias !212
  br label %216

205:                                              ; preds = %193
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !212
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %196, -1
  store i32 %209, ptr %175, align 4, !tbaa !39, !noalias !212
  br label %212

210:                                              ; preds = %205
  %211 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4, !noalias !212
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %196, %208 ], [ %211, %210 ]
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %216, !prof !40

215:                                              ; preds = %212
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #24, !noalias !212
  br label %216

216:                                              ; preds = %215, %212, %197, %184
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %102, ptr %27, align 8, !tbaa !12
  %217 = load i64, ptr %9, align 8
  %218 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %219 unwind label %298

219:                                              ; preds = %216
  %220 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %221 unwind label %298

221:                                              ; preds = %219
  %222 = load i64, ptr %220, align 8
  %223 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %224 unwind label %298

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %223, i64 8
  %226 = load i64, ptr %225, align 8
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %228 unwind label %298

228:                                              ; preds = %224
  %229 = add i64 %222, %217
  %230 = mul i64 %226, %229
  %231 = getelementptr inbounds i8, ptr %227, i64 8
  %232 = load i64, ptr %231, align 8
  %233 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %234 = getelementptr float, ptr %233, i64 %230
  %235 = getelementptr float, ptr %234, i64 %102
  %236 = getelementptr float, ptr %235, i64 %232
  %237 = load float, ptr %236, align 4, !tbaa !14
  %238 = call float @llvm.fmuladd.f32(float %170, float %237, float %103)
  %239 = load ptr, ptr %25, align 8, !tbaa !31
  %240 = icmp eq ptr %239, null
  br i1 %240, label %265, label %241

241:                                              ; preds = %228
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load atomic i64, ptr %242 acquire, align 8
  %244 = icmp eq i64 %243, 4294967297
  %245 = trunc i64 %243 to i32
  br i1 %244, label %246, label %254

246:                                              ; preds = %241
  store i32 0, ptr %242, align 8, !tbaa !33
  %247 = getelementptr inbounds i8, ptr %239, i64 12
  store i32 0, ptr %247, align 4, !tbaa !36
  %248 = load ptr, ptr %239, align 8, !tbaa !37
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  %251 = load ptr, ptr %239, align 8, !tbaa !37
  %252 = getelementptr inbounds i8, ptr %251, i64 24
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  br label %265

254:                                              ; preds = %241
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %259, label %257

257:                                              ; preds = %254
  %258 = add nsw i32 %245, -1
  store i32 %258, ptr %242, align 4, !tbaa !39
  br label %261

259:                                              ; preds = %254
  %260 = atomicrmw volatile add ptr %242, i32 -1 acq_rel, align 4
  br label %261

261:                                              ; preds = %259, %257
  %262 = phi i32 [ %245, %257 ], [ %260, %259 ]
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %264, label %265, !prof !40

264:                                              ; preds = %261
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  br label %265

265:                                              ; preds = %228, %246, %261, %264
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #24
  %266 = load ptr, ptr %21, align 8, !tbaa !31
  %267 = icmp eq ptr %266, null
  br i1 %267, label %292, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !33
  %274 = getelementptr inbounds i8, ptr %266, i64 12
  store i32 0, ptr %274, align 4, !tbaa !36
  %275 = load ptr, ptr %266, align 8, !tbaa !37
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  %278 = load ptr, ptr %266, align 8, !tbaa !37
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !39
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !40

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  br label %292

292:                                              ; preds = %265, %273, %288, %291
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #24
  %293 = add nuw i64 %102, 1
  %294 = load i64, ptr %0, align 8, !tbaa !168
  %295 = icmp ult i64 %293, %294
  br i1 %295, label %101, label %28, !llvm.loop !215

296:                                              ; preds = %157, %154, %152, %149
  %297 = landingpad { ptr, i32 }
          cleanup
  br label %300

298:                                              ; preds = %224, %221, %219, %216
  %299 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #24
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi { ptr, i32 } [ %299, %298 ], [ %297, %296 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #24
  br label %454

302:                                              ; preds = %97
  %303 = add i64 %95, %90
  %304 = mul i64 %99, %303
  %305 = getelementptr inbounds i8, ptr %100, i64 8
  %306 = load i64, ptr %305, align 8
  %307 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  %308 = getelementptr float, ptr %307, i64 %304
  %309 = getelementptr float, ptr %308, i64 %2
  %310 = getelementptr float, ptr %309, i64 %306
  %311 = load float, ptr %310, align 4, !tbaa !14
  %312 = getelementptr inbounds i8, ptr %0, i64 124
  %313 = load float, ptr %312, align 4, !tbaa !216
  %314 = fmul float %29, %313
  %315 = call float @llvm.fmuladd.f32(float %31, float %311, float %314)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !217)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %316 = load ptr, ptr %32, align 8, !tbaa !175, !noalias !217
  %317 = load ptr, ptr %34, align 8, !tbaa !31, !noalias !217
  %318 = icmp eq ptr %317, null
  br i1 %318, label %329, label %319

319:                                              ; preds = %302
  %320 = getelementptr inbounds i8, ptr %317, i64 8
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !217
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %319
  %324 = load i32, ptr %320, align 4, !tbaa !39, !noalias !217
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %320, align 4, !tbaa !39, !noalias !217
  br label %334

326:                                              ; preds = %319
  %327 = atomicrmw volatile add ptr %320, i32 1 acq_rel, align 4, !noalias !217
  %328 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !217
  br label %334

329:                                              ; preds = %302
  %330 = getelementptr inbounds i8, ptr %0, i64 80
  %331 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %316, ptr %331, align 8, !tbaa !175, !alias.scope !217
  %332 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %332, align 8, !tbaa !31, !alias.scope !217
  %333 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %333, ptr noundef nonnull align 8 dereferenceable(40) %330, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !12, !alias.scope !217
  br label %369

334:                                              ; preds = %326, %323
  %335 = phi i8 [ %328, %326 ], [ 1, %323 ]
  %336 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %336, i64 40, i1 false), !noalias !217
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !217
  %337 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %316, ptr %337, align 8, !tbaa !175, !alias.scope !217
  %338 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %317, ptr %338, align 8, !tbaa !31, !alias.scope !217
  %339 = icmp eq i8 %335, 0
  br i1 %339, label %343, label %340

340:                                              ; preds = %334
  %341 = load i32, ptr %320, align 4, !tbaa !39, !noalias !217
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr %320, align 4, !tbaa !39, !noalias !217
  br label %345

343:                                              ; preds = %334
  %344 = atomicrmw volatile add ptr %320, i32 1 acq_rel, align 4, !noalias !217
  br label %345

345:                                              ; preds = %343, %340
  %346 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %346, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %11, align 8, !tbaa !12, !alias.scope !217
  %347 = load atomic i64, ptr %320 acquire, align 8, !noalias !217
  %348 = icmp eq i64 %347, 4294967297
  %349 = trunc i64 %347 to i32
  br i1 %348, label %350, label %358

350:                                              ; preds = %345
  store i32 0, ptr %320, align 8, !tbaa !33, !noalias !217
  %351 = getelementptr inbounds i8, ptr %317, i64 12
  store i32 0, ptr %351, align 4, !tbaa !36, !noalias !217
  %352 = load ptr, ptr %317, align 8, !tbaa !37, !noalias !217
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load ptr, ptr %353, align 8, !noalias !217
  call void %354(ptr noundef nonnull align 8 dereferenceable(16) %317) #24, !noalias !217
  %355 = load ptr, ptr %317, align 8, !tbaa !37, !noalias !217
  %356 = getelementptr inbounds i8, ptr %355, i64 24
  %357 = load ptr, ptr %356, align 8, !noalias !217
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %317) #24, !noalias !217
  br label %369

358:                                              ; preds = %345
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !217
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %363, label %361

361:                                              ; preds = %358
  %362 = add nsw i32 %349, -1
  store i32 %362, ptr %320, align 4, !tbaa !39, !noalias !217
  br label %365

363:                                              ; preds = %358
  %364 = atomicrmw volatile add ptr %320, i32 -1 acq_rel, align 4, !noalias !217
  br label %365

365:                                              ; preds = %363, %361
  %366 = phi i32 [ %349, %361 ], [ %364, %363 ]
  %367 = icmp eq i32 %366, 1
  br i1 %367, label %368, label %369, !prof !40

368:                                              ; preds = %365
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %317) #24, !noalias !217
  br label %369

369:                                              ; preds = %368, %365, %350, %329
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %370 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %2, ptr %370, align 8, !tbaa !12
  %371 = getelementptr inbounds i8, ptr %11, i64 16
  %372 = load i64, ptr %11, align 8
  %373 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %371)
          to label %374 unwind label %450

374:                                              ; preds = %369
  %375 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %371)
          to label %376 unwind label %450

376:                                              ; preds = %374
  %377 = load i64, ptr %375, align 8
  %378 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %371)
          to label %379 unwind label %450

379:                                              ; preds = %376
  %380 = getelementptr inbounds i8, ptr %378, i64 8
  %381 = load i64, ptr %380, align 8
  %382 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %371)
          to label %383 unwind label %450

383:                                              ; preds = %379
  %384 = add i64 %377, %372
  %385 = mul i64 %381, %384
  %386 = getelementptr inbounds i8, ptr %382, i64 8
  %387 = load i64, ptr %386, align 8
  %388 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %371) #24
  %389 = getelementptr float, ptr %388, i64 %385
  %390 = getelementptr float, ptr %389, i64 %2
  %391 = getelementptr float, ptr %390, i64 %387
  store float %315, ptr %391, align 4, !tbaa !14
  %392 = getelementptr inbounds i8, ptr %11, i64 24
  %393 = load ptr, ptr %392, align 8, !tbaa !31
  %394 = icmp eq ptr %393, null
  br i1 %394, label %419, label %395

395:                                              ; preds = %383
  %396 = getelementptr inbounds i8, ptr %393, i64 8
  %397 = load atomic i64, ptr %396 acquire, align 8
  %398 = icmp eq i64 %397, 4294967297
  %399 = trunc i64 %397 to i32
  br i1 %398, label %400, label %408

400:                                              ; preds = %395
  store i32 0, ptr %396, align 8, !tbaa !33
  %401 = getelementptr inbounds i8, ptr %393, i64 12
  store i32 0, ptr %401, align 4, !tbaa !36
  %402 = load ptr, ptr %393, align 8, !tbaa !37
  %403 = getelementptr inbounds i8, ptr %402, i64 16
  %404 = load ptr, ptr %403, align 8
  call void %404(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  %405 = load ptr, ptr %393, align 8, !tbaa !37
  %406 = getelementptr inbounds i8, ptr %405, i64 24
  %407 = load ptr, ptr %406, align 8
  call void %407(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  br label %419

408:                                              ; preds = %395
  %409 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %410 = icmp eq i8 %409, 0
  br i1 %410, label %413, label %411

411:                                              ; preds = %408
  %412 = add nsw i32 %399, -1
  store i32 %412, ptr %396, align 4, !tbaa !39
  br label %415

413:                                              ; preds = %408
  %414 = atomicrmw volatile add ptr %396, i32 -1 acq_rel, align 4
  br label %415

415:                                              ; preds = %413, %411
  %416 = phi i32 [ %399, %411 ], [ %414, %413 ]
  %417 = icmp eq i32 %416, 1
  br i1 %417, label %418, label %419, !prof !40

418:                                              ; preds = %415
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %393) #24
  br label %419

419:                                              ; preds = %383, %400, %415, %418
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  %420 = getelementptr inbounds i8, ptr %10, i64 24
  %421 = load ptr, ptr %420, align 8, !tbaa !31
  %422 = icmp eq ptr %421, null
  br i1 %422, label %447, label %423

423:                                              ; preds = %419
  %424 = getelementptr inbounds i8, ptr %421, i64 8
  %425 = load atomic i64, ptr %424 acquire, align 8
  %426 = icmp eq i64 %425, 4294967297
  %427 = trunc i64 %425 to i32
  br i1 %426, label %428, label %436

428:                                              ; preds = %423
  store i32 0, ptr %424, align 8, !tbaa !33
  %429 = getelementptr inbounds i8, ptr %421, i64 12
  store i32 0, ptr %429, align 4, !tbaa !36
  %430 = load ptr, ptr %421, align 8, !tbaa !37
  %431 = getelementptr inbounds i8, ptr %430, i64 16
  %432 = load ptr, ptr %431, align 8
  call void %432(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  %433 = load ptr, ptr %421, align 8, !tbaa !37
  %434 = getelementptr inbounds i8, ptr %433, i64 24
  %435 = load ptr, ptr %434, align 8
  call void %435(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  br label %447

436:                                              ; preds = %423
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %441, label %439

439:                                              ; preds = %436
  %440 = add nsw i32 %427, -1
  store i32 %440, ptr %424, align 4, !tbaa !39
  br label %443

441:                                              ; preds = %436
  %442 = atomicrmw volatile add ptr %424, i32 -1 acq_rel, align 4
  br label %443

443:                                              ; preds = %441, %439
  %444 = phi i32 [ %427, %439 ], [ %442, %441 ]
  %445 = icmp eq i32 %444, 1
  br i1 %445, label %446, label %447, !prof !40

446:                                              ; preds = %443
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %421) #24
  br label %447

447:                                              ; preds = %419, %428, %443, %446
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  br label %456

448:                                              ; preds = %97, %94, %92, %87
  %449 = landingpad { ptr, i32 }
          cleanup
  br label %452

450:                                              ; preds = %379, %376, %374, %369
  %451 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  br label %452

452:                                              ; preds = %450, %448
  %453 = phi { ptr, i32 } [ %451, %450 ], [ %449, %448 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  br label %454

454:                                              ; preds = %452, %300
  %455 = phi { ptr, i32 } [ %301, %300 ], [ %453, %452 ]
  resume { ptr, i32 } %455

456:                                              ; preds = %447, %3
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !203
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #28
  unreachable

12:                                               ; preds = %3
  %13 = sdiv exact i64 %9, 12
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 768614336404564650)
  %18 = select i1 %16, i64 768614336404564650, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = sdiv exact i64 %20, 12
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = mul nuw nsw i64 %18, 12
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %29 = icmp sgt i64 %20, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %27, ptr align 4 %6, i64 %20, i1 false)
  br label %31

31:                                               ; preds = %26, %30
  %32 = getelementptr inbounds i8, ptr %27, i64 %20
  %33 = getelementptr inbounds i8, ptr %32, i64 12
  %34 = sub i64 %7, %19
  %35 = icmp sgt i64 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %31
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %33, ptr align 4 %1, i64 %34, i1 false)
  br label %37

37:                                               ; preds = %31, %36
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = icmp eq ptr %6, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %37
  %41 = load ptr, ptr %38, align 8, !tbaa !192
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #26
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !190
  store ptr %45, ptr %4, align 8, !tbaa !203
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !192
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #19

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI9SyrkLowerZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.139, align 1
  %4 = alloca %class.anon.101, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !168
  store i64 %5, ptr %4, align 8, !tbaa !168
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %8, ptr %6, align 8, !tbaa !175
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !39
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !39
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load ptr, ptr %26, align 8, !tbaa !175
  store ptr %27, ptr %25, align 8, !tbaa !175
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  store ptr %30, ptr %28, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !39
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !39
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %4, i64 80
  %43 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 120
  %45 = getelementptr inbounds i8, ptr %1, i64 120
  %46 = load i64, ptr %45, align 8
  store i64 %46, ptr %44, align 8
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI9SyrkLowerNS0_4itemILi2ELb1EEEZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %47 unwind label %102

47:                                               ; preds = %41
  %48 = load ptr, ptr %28, align 8, !tbaa !31
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !33
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !36
  %57 = load ptr, ptr %48, align 8, !tbaa !37
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  %60 = load ptr, ptr %48, align 8, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !39
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !40

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  br label %74

74:                                               ; preds = %73, %70, %55, %47
  %75 = load ptr, ptr %9, align 8, !tbaa !31
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !33
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !36
  %84 = load ptr, ptr %75, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !37
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !39
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !40

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %74, %82, %97, %100
  ret void

102:                                              ; preds = %41
  %103 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %4) #24
  resume { ptr, i32 } %103
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI9SyrkLowerNS0_4itemILi2ELb1EEEZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !39
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !39
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %53, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !39
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !39
  br label %29

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4
  br label %29

29:                                               ; preds = %27, %24
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !33
  %35 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %35, align 4, !tbaa !36
  %36 = load ptr, ptr %18, align 8, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %39 = load ptr, ptr %18, align 8, !tbaa !37
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  tail call void %41(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !39
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !40

52:                                               ; preds = %49
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %53

53:                                               ; preds = %16, %52, %49, %34
  br i1 %6, label %78, label %54

54:                                               ; preds = %53
  %55 = getelementptr inbounds i8, ptr %5, i64 8
  %56 = load atomic i64, ptr %55 acquire, align 8
  %57 = icmp eq i64 %56, 4294967297
  %58 = trunc i64 %56 to i32
  br i1 %57, label %59, label %67

59:                                               ; preds = %54
  store i32 0, ptr %55, align 8, !tbaa !33
  %60 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %60, align 4, !tbaa !36
  %61 = load ptr, ptr %5, align 8, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  tail call void %63(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %64 = load ptr, ptr %5, align 8, !tbaa !37
  %65 = getelementptr inbounds i8, ptr %64, i64 24
  %66 = load ptr, ptr %65, align 8
  tail call void %66(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %78

67:                                               ; preds = %54
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = add nsw i32 %58, -1
  store i32 %71, ptr %55, align 4, !tbaa !39
  br label %74

72:                                               ; preds = %67
  %73 = atomicrmw volatile add ptr %55, i32 -1 acq_rel, align 4
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi i32 [ %58, %70 ], [ %73, %72 ]
  %76 = icmp eq i32 %75, 1
  br i1 %76, label %77, label %78, !prof !40

77:                                               ; preds = %74
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %78

78:                                               ; preds = %53, %59, %74, %77
  ret void
}

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.141") align 8 %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #29
  %6 = load i64, ptr %1, align 8, !tbaa !168
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !175
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !39
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !39
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %1, i64 64
  %24 = load ptr, ptr %23, align 8, !tbaa !175
  %25 = getelementptr inbounds i8, ptr %1, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !31
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !39
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !39
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %21, %32, %35
  %38 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %38, i64 40, i1 false)
  %39 = getelementptr inbounds i8, ptr %1, i64 120
  %40 = load i64, ptr %39, align 8
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %5, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %6, ptr %41, align 8, !tbaa !168
  %42 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %42, align 8, !tbaa !175
  %43 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %10, ptr %43, align 8, !tbaa !31
  br i1 %11, label %53, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %10, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !39
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %37
  %54 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %54, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  %55 = getelementptr inbounds i8, ptr %5, i64 72
  store ptr %24, ptr %55, align 8, !tbaa !175
  %56 = getelementptr inbounds i8, ptr %5, i64 80
  store ptr %26, ptr %56, align 8, !tbaa !31
  br i1 %27, label %66, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %26, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !39
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !39
  br label %69

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %69

66:                                               ; preds = %53
  %67 = getelementptr inbounds i8, ptr %5, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  %68 = getelementptr inbounds i8, ptr %5, i64 128
  store i64 %40, ptr %68, align 8
  store ptr %5, ptr %0, align 8, !tbaa !5
  br label %94

69:                                               ; preds = %61, %64
  %70 = getelementptr inbounds i8, ptr %5, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %70, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  %71 = getelementptr inbounds i8, ptr %5, i64 128
  store i64 %40, ptr %71, align 8
  store ptr %5, ptr %0, align 8, !tbaa !5
  %72 = load atomic i64, ptr %58 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %69
  store i32 0, ptr %58, align 8, !tbaa !33
  %76 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %76, align 4, !tbaa !36
  %77 = load ptr, ptr %26, align 8, !tbaa !37
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %80 = load ptr, ptr %26, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %94

83:                                               ; preds = %69
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %58, align 4, !tbaa !39
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %58, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !40

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %94

94:                                               ; preds = %66, %93, %90, %75
  br i1 %11, label %119, label %95

95:                                               ; preds = %94
  %96 = getelementptr inbounds i8, ptr %10, i64 8
  %97 = load atomic i64, ptr %96 acquire, align 8
  %98 = icmp eq i64 %97, 4294967297
  %99 = trunc i64 %97 to i32
  br i1 %98, label %100, label %108

100:                                              ; preds = %95
  store i32 0, ptr %96, align 8, !tbaa !33
  %101 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %101, align 4, !tbaa !36
  %102 = load ptr, ptr %10, align 8, !tbaa !37
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load ptr, ptr %103, align 8
  tail call void %104(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %105 = load ptr, ptr %10, align 8, !tbaa !37
  %106 = getelementptr inbounds i8, ptr %105, i64 24
  %107 = load ptr, ptr %106, align 8
  tail call void %107(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %119

108:                                              ; preds = %95
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %113, label %111

111:                                              ; preds = %108
  %112 = add nsw i32 %99, -1
  store i32 %112, ptr %96, align 4, !tbaa !39
  br label %115

113:                                              ; preds = %108
  %114 = atomicrmw volatile add ptr %96, i32 -1 acq_rel, align 4
  br label %115

115:                                              ; preds = %113, %111
  %116 = phi i32 [ %99, %111 ], [ %114, %113 ]
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %119, !prof !40

118:                                              ; preds = %115
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %119

119:                                              ; preds = %94, %100, %115, %118
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9SyrkLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #29
  store ptr %4, ptr %0, align 8, !tbaa !190
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !192
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 120, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !192
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 124, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !192
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %33 = load ptr, ptr %7, align 8, !tbaa !203
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !203
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %39 = load ptr, ptr %0, align 8, !tbaa !190
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !192
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #26
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !36
  %40 = load ptr, ptr %31, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !40

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN4Syrk6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.101, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !168
  store i64 %4, ptr %2, align 8, !tbaa !168
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !175
  store ptr %7, ptr %5, align 8, !tbaa !175
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !39
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !39
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !175
  store ptr %26, ptr %24, align 8, !tbaa !175
  %27 = getelementptr inbounds i8, ptr %2, i64 72
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !39
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !39
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  %42 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %41, ptr noundef nonnull align 8 dereferenceable(40) %42, i64 40, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 120
  %44 = getelementptr inbounds i8, ptr %0, i64 128
  %45 = load i64, ptr %44, align 8
  store i64 %45, ptr %43, align 8
  invoke void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(128) %2, i64 0, i64 0)
          to label %46 unwind label %101

46:                                               ; preds = %40
  %47 = load ptr, ptr %27, align 8, !tbaa !31
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !33
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !36
  %56 = load ptr, ptr %47, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  %59 = load ptr, ptr %47, align 8, !tbaa !37
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !39
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !40

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #24
  br label %73

73:                                               ; preds = %72, %69, %54, %46
  %74 = load ptr, ptr %8, align 8, !tbaa !31
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %73
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !33
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !36
  %83 = load ptr, ptr %74, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  %86 = load ptr, ptr %74, align 8, !tbaa !37
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !39
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !40

99:                                               ; preds = %96
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  br label %100

100:                                              ; preds = %73, %81, %96, %99
  ret void

101:                                              ; preds = %40
  %102 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #24
  resume { ptr, i32 } %102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.6, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.39, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 587, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 12, ptr %7, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !28
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !30
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %48, label %14

14:                                               ; preds = %8, %43
  %15 = phi ptr [ %44, %43 ], [ %10, %8 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !31
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !33
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !36
  %26 = load ptr, ptr %17, align 8, !tbaa !37
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !37
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !39
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !40

42:                                               ; preds = %39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %42, %39, %24, %14
  %44 = getelementptr inbounds i8, ptr %15, i64 16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %46, label %14, !llvm.loop !41

46:                                               ; preds = %43
  %47 = load ptr, ptr %9, align 8, !tbaa !28
  br label %48

48:                                               ; preds = %46, %8
  %49 = phi ptr [ %47, %46 ], [ %10, %8 ]
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !42
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %49 to i64
  %56 = sub i64 %54, %55
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %56) #26
  br label %57

57:                                               ; preds = %48, %51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

58:                                               ; preds = %2
  %59 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  resume { ptr, i32 } %59
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.103", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  %12 = load i64, ptr %11, align 8
  store i64 %10, ptr %6, align 8, !tbaa !12, !alias.scope !220
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !12, !alias.scope !220
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %14, align 8, !tbaa !12, !alias.scope !220
  store i64 %10, ptr %7, align 8, !tbaa !12, !alias.scope !223
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !12, !alias.scope !223
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !12, !alias.scope !223
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %17 = load i64, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !5
  %21 = load ptr, ptr %18, align 8, !tbaa !5
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %4
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !226
  store ptr %34, ptr %32, align 8, !tbaa !226
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !31
  store ptr %37, ptr %35, align 8, !tbaa !31
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !39
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !39
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !228

52:                                               ; preds = %48, %4
  %53 = phi ptr [ null, %4 ], [ %30, %48 ]
  %54 = phi ptr [ null, %4 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %8, align 8
  %56 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !28
  %57 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !30
  %58 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !42
  %59 = load ptr, ptr %1, align 8, !tbaa !141
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

62:                                               ; preds = %52
  %63 = and i64 %17, 16
  %64 = icmp eq i64 %63, 0
  %65 = select i1 %64, i32 1026, i32 1028
  %66 = getelementptr inbounds i8, ptr %1, i64 32
  %67 = load i64, ptr %66, align 8, !tbaa !133
  %68 = getelementptr inbounds i8, ptr %1, i64 40
  %69 = load i8, ptr %68, align 8, !tbaa !140, !range !19, !noundef !20
  %70 = trunc nuw i8 %69 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, i32 noundef %65, ptr noundef nonnull %59, i32 noundef 2, i32 noundef 4, i1 noundef zeroext false, i64 noundef %67, i1 noundef zeroext %70, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %71 unwind label %200

71:                                               ; preds = %62
  %72 = icmp eq ptr %53, %54
  br i1 %72, label %107, label %73

73:                                               ; preds = %71, %102
  %74 = phi ptr [ %103, %102 ], [ %53, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !31
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !33
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !36
  %85 = load ptr, ptr %76, align 8, !tbaa !37
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  %88 = load ptr, ptr %76, align 8, !tbaa !37
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !39
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !40

101:                                              ; preds = %98
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

102:                                              ; preds = %101, %98, %83, %73
  %103 = getelementptr inbounds i8, ptr %74, i64 16
  %104 = icmp eq ptr %103, %54
  br i1 %104, label %105, label %73, !llvm.loop !41

105:                                              ; preds = %102
  %106 = load ptr, ptr %56, align 8, !tbaa !28
  br label %107

107:                                              ; preds = %105, %71
  %108 = phi ptr [ %106, %105 ], [ %53, %71 ]
  %109 = icmp eq ptr %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = load ptr, ptr %58, align 8, !tbaa !42
  %112 = ptrtoint ptr %111 to i64
  %113 = ptrtoint ptr %108 to i64
  %114 = sub i64 %112, %113
  tail call void @_ZdlPvm(ptr noundef nonnull %108, i64 noundef %114) #26
  br label %115

115:                                              ; preds = %107, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %116 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %116, align 8, !tbaa !229
  %117 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %118 unwind label %202

118:                                              ; preds = %115
  br i1 %117, label %119, label %128

119:                                              ; preds = %118
  %120 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %121 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %122 = extractvalue { i32, ptr } %121, 0
  %123 = extractvalue { i32, ptr } %121, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %120, i32 %122, ptr %123, ptr noundef nonnull @.str.40)
          to label %124 unwind label %126

124:                                              ; preds = %119
  invoke void @__cxa_throw(ptr nonnull %120, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %125 unwind label %202

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %119
  %127 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %120) #24
  br label %221

128:                                              ; preds = %118
  %129 = load ptr, ptr %19, align 8, !tbaa !5
  %130 = load ptr, ptr %18, align 8, !tbaa !5
  %131 = ptrtoint ptr %129 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = icmp eq ptr %129, %130
  br i1 %134, label %195, label %135

135:                                              ; preds = %128
  %136 = icmp ugt i64 %133, 9223372036854775792
  br i1 %136, label %137, label %139, !prof !40

137:                                              ; preds = %135
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %138 unwind label %204

138:                                              ; preds = %137
  unreachable

139:                                              ; preds = %135
  %140 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %133) #29
          to label %141 unwind label %204

141:                                              ; preds = %139, %158
  %142 = phi ptr [ %160, %158 ], [ %140, %139 ]
  %143 = phi ptr [ %159, %158 ], [ %130, %139 ]
  %144 = load ptr, ptr %143, align 8, !tbaa !226
  store ptr %144, ptr %142, align 8, !tbaa !226
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = getelementptr inbounds i8, ptr %143, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !31
  store ptr %147, ptr %145, align 8, !tbaa !31
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %141
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !39
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !39
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %141
  %159 = getelementptr inbounds i8, ptr %143, i64 16
  %160 = getelementptr inbounds i8, ptr %142, i64 16
  %161 = icmp eq ptr %159, %129
  br i1 %161, label %162, label %141, !llvm.loop !228

162:                                              ; preds = %158, %191
  %163 = phi ptr [ %192, %191 ], [ %140, %158 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !31
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !33
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !36
  %174 = load ptr, ptr %165, align 8, !tbaa !37
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  tail call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #24
  %177 = load ptr, ptr %165, align 8, !tbaa !37
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  tail call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #24
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !39
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !40

190:                                              ; preds = %187
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #24
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %163, %142
  br i1 %193, label %194, label %162, !llvm.loop !41

194:                                              ; preds = %191
  tail call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %133) #26
  br label %195

195:                                              ; preds = %128, %194
  %196 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %202

197:                                              ; preds = %195
  br i1 %196, label %206, label %198

198:                                              ; preds = %197
  %199 = load ptr, ptr %0, align 8, !tbaa !175
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %199)
          to label %206 unwind label %202

200:                                              ; preds = %62
  %201 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %223

202:                                              ; preds = %218, %214, %206, %124, %115, %212, %198, %195
  %203 = landingpad { ptr, i32 }
          cleanup
  br label %221

204:                                              ; preds = %139, %137
  %205 = landingpad { ptr, i32 }
          cleanup
  br label %221

206:                                              ; preds = %198, %197
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %202

208:                                              ; preds = %206
  store ptr %207, ptr %116, align 8, !tbaa !229
  %209 = load ptr, ptr %1, align 8, !tbaa !141
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !175
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2018, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %214 unwind label %202

214:                                              ; preds = %212
  %215 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %216 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %202

218:                                              ; preds = %214
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %202

220:                                              ; preds = %218
  ret void

221:                                              ; preds = %202, %126, %204
  %222 = phi { ptr, i32 } [ %205, %204 ], [ %203, %202 ], [ %127, %126 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %223

223:                                              ; preds = %221, %200
  %224 = phi { ptr, i32 } [ %222, %221 ], [ %201, %200 ]
  resume { ptr, i32 } %224
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5Syr2k5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(296) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = load i64, ptr %0, align 8, !tbaa !231
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !232
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = mul i64 %11, %9
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !67
  %16 = load ptr, ptr %12, align 8, !tbaa !21
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = ashr exact i64 %19, 2
  %21 = icmp ult i64 %20, %13
  br i1 %21, label %22, label %24

22:                                               ; preds = %2
  %23 = sub i64 %13, %20
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %23)
  br label %30

24:                                               ; preds = %2
  %25 = icmp ugt i64 %20, %13
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = getelementptr inbounds float, ptr %16, i64 %13
  %28 = icmp eq ptr %15, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  store ptr %27, ptr %14, align 8, !tbaa !67
  br label %30

30:                                               ; preds = %22, %24, %26, %29
  %31 = getelementptr inbounds i8, ptr %0, i64 56
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  %33 = load ptr, ptr %32, align 8, !tbaa !67
  %34 = load ptr, ptr %31, align 8, !tbaa !21
  %35 = ptrtoint ptr %33 to i64
  %36 = ptrtoint ptr %34 to i64
  %37 = sub i64 %35, %36
  %38 = ashr exact i64 %37, 2
  %39 = icmp ult i64 %38, %13
  br i1 %39, label %40, label %42

40:                                               ; preds = %30
  %41 = sub i64 %13, %38
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %31, i64 noundef %41)
  br label %48

42:                                               ; preds = %30
  %43 = icmp ugt i64 %38, %13
  br i1 %43, label %44, label %48

44:                                               ; preds = %42
  %45 = getelementptr inbounds float, ptr %34, i64 %13
  %46 = icmp eq ptr %33, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %44
  store ptr %45, ptr %32, align 8, !tbaa !67
  br label %48

48:                                               ; preds = %40, %42, %44, %47
  %49 = getelementptr inbounds i8, ptr %0, i64 80
  %50 = mul i64 %9, %9
  %51 = getelementptr inbounds i8, ptr %0, i64 88
  %52 = load ptr, ptr %51, align 8, !tbaa !67
  %53 = load ptr, ptr %49, align 8, !tbaa !21
  %54 = ptrtoint ptr %52 to i64
  %55 = ptrtoint ptr %53 to i64
  %56 = sub i64 %54, %55
  %57 = ashr exact i64 %56, 2
  %58 = icmp ult i64 %57, %50
  br i1 %58, label %59, label %61

59:                                               ; preds = %48
  %60 = sub i64 %50, %57
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %49, i64 noundef %60)
  br label %67

61:                                               ; preds = %48
  %62 = icmp ugt i64 %57, %50
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = getelementptr inbounds float, ptr %53, i64 %50
  %65 = icmp eq ptr %52, %64
  br i1 %65, label %67, label %66

66:                                               ; preds = %63
  store ptr %64, ptr %51, align 8, !tbaa !67
  br label %67

67:                                               ; preds = %59, %61, %63, %66
  %68 = icmp eq i64 %9, 0
  br i1 %68, label %118, label %69

69:                                               ; preds = %67
  %70 = icmp eq i64 %11, 0
  %71 = load ptr, ptr %12, align 8
  %72 = load ptr, ptr %31, align 8
  br label %73

73:                                               ; preds = %69, %89
  %74 = phi i64 [ 0, %69 ], [ %90, %89 ]
  br i1 %70, label %89, label %75

75:                                               ; preds = %73
  %76 = mul i64 %74, 5
  %77 = add i64 %76, 1
  %78 = mul i64 %74, %11
  %79 = mul i64 %74, 3
  %80 = add i64 %79, 4
  br label %92

81:                                               ; preds = %89
  %82 = icmp eq i64 %50, 0
  br i1 %82, label %118, label %83

83:                                               ; preds = %81
  %84 = load ptr, ptr %49, align 8, !tbaa !21
  %85 = and i64 %50, 1
  %86 = icmp eq i64 %50, 1
  br i1 %86, label %109, label %87

87:                                               ; preds = %83
  %88 = and i64 %50, -2
  br label %145

89:                                               ; preds = %92, %73
  %90 = add nuw i64 %74, 1
  %91 = icmp eq i64 %90, %9
  br i1 %91, label %81, label %73, !llvm.loop !233

92:                                               ; preds = %75, %92
  %93 = phi i64 [ 0, %75 ], [ %107, %92 ]
  %94 = mul i64 %93, 3
  %95 = add i64 %77, %94
  %96 = urem i64 %95, 9
  %97 = uitofp nneg i64 %96 to float
  %98 = tail call noundef float @llvm.fmuladd.f32(float %97, float 2.500000e-01, float -1.000000e+00)
  %99 = add i64 %93, %78
  %100 = getelementptr inbounds float, ptr %71, i64 %99
  store float %98, ptr %100, align 4, !tbaa !14
  %101 = mul i64 %93, 5
  %102 = add i64 %80, %101
  %103 = urem i64 %102, 9
  %104 = uitofp nneg i64 %103 to float
  %105 = tail call noundef float @llvm.fmuladd.f32(float %104, float 2.500000e-01, float -1.000000e+00)
  %106 = getelementptr inbounds float, ptr %72, i64 %99
  store float %105, ptr %106, align 4, !tbaa !14
  %107 = add nuw i64 %93, 1
  %108 = icmp eq i64 %107, %11
  br i1 %108, label %89, label %92, !llvm.loop !234

109:                                              ; preds = %145, %83
  %110 = phi i64 [ 0, %83 ], [ %159, %145 ]
  %111 = icmp eq i64 %85, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %109
  %113 = urem i64 %110, 5
  %114 = uitofp nneg i64 %113 to float
  %115 = fneg float %114
  %116 = tail call float @llvm.fmuladd.f32(float %115, float 5.000000e-01, float 1.000000e+00)
  %117 = getelementptr inbounds float, ptr %84, i64 %110
  store float %116, ptr %117, align 4, !tbaa !14
  br label %118

118:                                              ; preds = %112, %109, %67, %81
  %119 = getelementptr inbounds i8, ptr %0, i64 104
  %120 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %119, ptr noundef nonnull align 8 dereferenceable(24) %49)
  %121 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #24
  %122 = load ptr, ptr %12, align 8, !tbaa !21
  store ptr %122, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #24
  store i64 %9, ptr %8, align 8, !tbaa !12
  %123 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %11, ptr %123, align 8, !tbaa !12
  %124 = getelementptr inbounds i8, ptr %0, i64 176
  %125 = load i8, ptr %124, align 8, !tbaa !16, !range !19, !noundef !20
  %126 = trunc nuw i8 %125 to i1
  br i1 %126, label %127, label %128

127:                                              ; preds = %118
  store i8 0, ptr %124, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %121) #24
  br label %128

128:                                              ; preds = %118, %127
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %121, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(16) %8)
  store i8 1, ptr %124, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #24
  %129 = getelementptr inbounds i8, ptr %0, i64 184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  %130 = load ptr, ptr %31, align 8, !tbaa !21
  store ptr %130, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  store i64 %9, ptr %6, align 8, !tbaa !12
  %131 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %11, ptr %131, align 8, !tbaa !12
  %132 = getelementptr inbounds i8, ptr %0, i64 232
  %133 = load i8, ptr %132, align 8, !tbaa !16, !range !19, !noundef !20
  %134 = trunc nuw i8 %133 to i1
  br i1 %134, label %135, label %136

135:                                              ; preds = %128
  store i8 0, ptr %132, align 8, !tbaa !16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %129) #24
  br label %136

136:                                              ; preds = %128, %135
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %129, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6)
  store i8 1, ptr %132, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  %137 = getelementptr inbounds i8, ptr %0, i64 240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  %138 = load ptr, ptr %49, align 8, !tbaa !21
  store ptr %138, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24
  store i64 %9, ptr %4, align 8, !tbaa !12
  %139 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %9, ptr %139, align 8, !tbaa !12
  %140 = getelementptr inbounds i8, ptr %0, i64 288
  %141 = load i8, ptr %140, align 8, !tbaa !16, !range !19, !noundef !20
  %142 = trunc nuw i8 %141 to i1
  br i1 %142, label %143, label %144

143:                                              ; preds = %136
  store i8 0, ptr %140, align 8, !tbaa !16
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %137) #24
  br label %144

144:                                              ; preds = %136, %143
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi2EEEEEvPT_DpOT0_(ptr noundef nonnull %137, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(16) %4)
  store i8 1, ptr %140, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  ret void

145:                                              ; preds = %145, %87
  %146 = phi i64 [ 0, %87 ], [ %159, %145 ]
  %147 = phi i64 [ 0, %87 ], [ %160, %145 ]
  %148 = urem i64 %146, 5
  %149 = uitofp nneg i64 %148 to float
  %150 = fneg float %149
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 5.000000e-01, float 1.000000e+00)
  %152 = getelementptr inbounds float, ptr %84, i64 %146
  store float %151, ptr %152, align 4, !tbaa !14
  %153 = or disjoint i64 %146, 1
  %154 = urem i64 %153, 5
  %155 = uitofp nneg i64 %154 to float
  %156 = fneg float %155
  %157 = tail call float @llvm.fmuladd.f32(float %156, float 5.000000e-01, float 1.000000e+00)
  %158 = getelementptr inbounds float, ptr %84, i64 %153
  store float %157, ptr %158, align 4, !tbaa !14
  %159 = add nuw i64 %146, 2
  %160 = add i64 %147, 2
  %161 = icmp eq i64 %160, %88
  br i1 %161, label %109, label %145, !llvm.loop !235
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5Syr2k3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(296) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24, !noalias !236
  store ptr @.str.18, ptr %4, align 8, !tbaa !74, !alias.scope !239, !noalias !236
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.19, ptr %6, align 8, !tbaa !79, !alias.scope !239, !noalias !236
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 163, ptr %7, align 8, !tbaa !80, !alias.scope !239, !noalias !236
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 12, ptr %8, align 8, !tbaa !81, !alias.scope !239, !noalias !236
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN5Syr2k6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24, !noalias !236
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !60
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %19, label %14

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr null, ptr %15, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  %17 = load <2 x ptr>, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %16, align 8, !tbaa !31
  store <2 x ptr> %17, ptr %10, align 8, !tbaa !5
  store ptr null, ptr %5, align 16, !tbaa !82
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %18, ptr %9, align 8, !tbaa !57
  br label %20

19:                                               ; preds = %3
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %10, ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %20 unwind label %49

20:                                               ; preds = %14, %19
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !31
  %23 = icmp eq ptr %22, null
  br i1 %23, label %48, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  %28 = trunc i64 %26 to i32
  br i1 %27, label %29, label %37

29:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %30, align 4, !tbaa !36
  %31 = load ptr, ptr %22, align 8, !tbaa !37
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  %34 = load ptr, ptr %22, align 8, !tbaa !37
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

37:                                               ; preds = %24
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %28, -1
  store i32 %41, ptr %25, align 4, !tbaa !39
  br label %44

42:                                               ; preds = %37
  %43 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %28, %40 ], [ %43, %42 ]
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %48, !prof !40

47:                                               ; preds = %44
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #24
  br label %48

48:                                               ; preds = %20, %29, %44, %47
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  ret void

49:                                               ; preds = %19
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  resume { ptr, i32 } %50
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN5Syr2k6verifyEv(ptr noundef nonnull align 8 dereferenceable(296) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor", align 8
  %3 = load i64, ptr %0, align 8, !tbaa !231
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !232
  %6 = getelementptr inbounds i8, ptr %0, i64 104
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %7 to i64
  %12 = sub i64 %10, %11
  %13 = ashr exact i64 %12, 2
  %14 = icmp ugt i64 %13, 1152921504606846975
  br i1 %14, label %15, label %16

15:                                               ; preds = %1
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.38) #28
  unreachable

16:                                               ; preds = %1
  %17 = icmp eq ptr %9, %7
  br i1 %17, label %64, label %18

18:                                               ; preds = %16
  %19 = shl nuw nsw i64 %12, 1
  %20 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #29
  %21 = icmp ult i64 %13, 4
  br i1 %21, label %45, label %22

22:                                               ; preds = %18
  %23 = and i64 %13, 1152921504606846972
  %24 = and i64 %13, 3
  %25 = shl nuw nsw i64 %23, 3
  %26 = getelementptr i8, ptr %20, i64 %25
  %27 = shl nuw nsw i64 %23, 2
  %28 = getelementptr i8, ptr %7, i64 %27
  br label %29

29:                                               ; preds = %29, %22
  %30 = phi i64 [ 0, %22 ], [ %41, %29 ]
  %31 = shl i64 %30, 3
  %32 = getelementptr i8, ptr %20, i64 %31
  %33 = shl i64 %30, 2
  %34 = getelementptr i8, ptr %7, i64 %33
  %35 = getelementptr i8, ptr %34, i64 8
  %36 = load <2 x float>, ptr %34, align 4, !tbaa !14
  %37 = load <2 x float>, ptr %35, align 4, !tbaa !14
  %38 = fpext <2 x float> %36 to <2 x double>
  %39 = fpext <2 x float> %37 to <2 x double>
  %40 = getelementptr i8, ptr %32, i64 16
  store <2 x double> %38, ptr %32, align 8, !tbaa !84
  store <2 x double> %39, ptr %40, align 8, !tbaa !84
  %41 = add nuw i64 %30, 4
  %42 = icmp eq i64 %41, %23
  br i1 %42, label %43, label %29, !llvm.loop !242

43:                                               ; preds = %29
  %44 = icmp eq i64 %13, %23
  br i1 %44, label %64, label %45

45:                                               ; preds = %18, %43
  %46 = phi i64 [ %13, %18 ], [ %24, %43 ]
  %47 = phi ptr [ %20, %18 ], [ %26, %43 ]
  %48 = phi ptr [ %7, %18 ], [ %28, %43 ]
  %49 = load float, ptr %48, align 4, !tbaa !14
  %50 = fpext float %49 to double
  store double %50, ptr %47, align 8, !tbaa !84
  %51 = icmp ugt i64 %46, 1
  br i1 %51, label %52, label %64, !llvm.loop !243

52:                                               ; preds = %45
  %53 = getelementptr inbounds i8, ptr %47, i64 8
  %54 = getelementptr inbounds i8, ptr %48, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !14
  %56 = fpext float %55 to double
  store double %56, ptr %53, align 8, !tbaa !84
  %57 = add nsw i64 %46, -3
  %58 = icmp ult i64 %57, -2
  br i1 %58, label %59, label %64, !llvm.loop !243

59:                                               ; preds = %52
  %60 = getelementptr inbounds i8, ptr %47, i64 16
  %61 = getelementptr inbounds i8, ptr %48, i64 8
  %62 = load float, ptr %61, align 4, !tbaa !14
  %63 = fpext float %62 to double
  store double %63, ptr %60, align 8, !tbaa !84
  br label %64

64:                                               ; preds = %45, %52, %59, %43, %16
  %65 = phi ptr [ null, %16 ], [ %20, %43 ], [ %20, %59 ], [ %20, %52 ], [ %20, %45 ]
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load i64, ptr %66, align 8, !tbaa !244
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %84, label %69

69:                                               ; preds = %64
  %70 = icmp eq i64 %3, 0
  %71 = getelementptr inbounds i8, ptr %0, i64 28
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = icmp eq i64 %5, 0
  %75 = getelementptr inbounds i8, ptr %0, i64 24
  %76 = load float, ptr %75, align 8
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds i8, ptr %0, i64 32
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i8, ptr %0, i64 56
  %81 = load ptr, ptr %80, align 8
  br label %82

82:                                               ; preds = %69, %96
  %83 = phi i64 [ 0, %69 ], [ %97, %96 ]
  br i1 %70, label %96, label %91

84:                                               ; preds = %96, %64
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #24
  %85 = getelementptr inbounds i8, ptr %0, i64 240
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor") align 8 %2, ptr noundef nonnull align 8 dereferenceable(41) %85)
          to label %86 unwind label %141

86:                                               ; preds = %84
  %87 = icmp eq i64 %3, 0
  br i1 %87, label %251, label %88

88:                                               ; preds = %86
  %89 = getelementptr inbounds i8, ptr %2, i64 8
  %90 = getelementptr inbounds i8, ptr %2, i64 16
  br label %137

91:                                               ; preds = %82, %99
  %92 = phi i64 [ %101, %99 ], [ 1, %82 ]
  %93 = phi i64 [ %100, %99 ], [ 0, %82 ]
  %94 = mul i64 %93, %3
  %95 = mul i64 %93, %5
  br label %103

96:                                               ; preds = %99, %82
  %97 = add nuw i64 %83, 1
  %98 = icmp eq i64 %97, %67
  br i1 %98, label %84, label %82, !llvm.loop !245

99:                                               ; preds = %111
  %100 = add nuw i64 %93, 1
  %101 = add i64 %92, 1
  %102 = icmp eq i64 %100, %3
  br i1 %102, label %96, label %91, !llvm.loop !246

103:                                              ; preds = %91, %111
  %104 = phi i64 [ 0, %91 ], [ %113, %111 ]
  %105 = add i64 %104, %94
  %106 = getelementptr inbounds double, ptr %65, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !84
  %108 = fmul double %107, %73
  br i1 %74, label %111, label %109

109:                                              ; preds = %103
  %110 = mul i64 %104, %5
  br label %115

111:                                              ; preds = %115, %103
  %112 = phi double [ %108, %103 ], [ %134, %115 ]
  store double %112, ptr %106, align 8, !tbaa !84
  %113 = add nuw i64 %104, 1
  %114 = icmp eq i64 %113, %92
  br i1 %114, label %99, label %103, !llvm.loop !247

115:                                              ; preds = %109, %115
  %116 = phi i64 [ 0, %109 ], [ %135, %115 ]
  %117 = phi double [ %108, %109 ], [ %134, %115 ]
  %118 = add i64 %116, %110
  %119 = getelementptr inbounds float, ptr %79, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !14
  %121 = fpext float %120 to double
  %122 = add i64 %116, %95
  %123 = getelementptr inbounds float, ptr %81, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !14
  %125 = fpext float %124 to double
  %126 = getelementptr inbounds float, ptr %81, i64 %118
  %127 = load float, ptr %126, align 4, !tbaa !14
  %128 = fpext float %127 to double
  %129 = getelementptr inbounds float, ptr %79, i64 %122
  %130 = load float, ptr %129, align 4, !tbaa !14
  %131 = fpext float %130 to double
  %132 = fmul double %128, %131
  %133 = tail call double @llvm.fmuladd.f64(double %121, double %125, double %132)
  %134 = tail call double @llvm.fmuladd.f64(double %77, double %133, double %117)
  %135 = add nuw i64 %116, 1
  %136 = icmp eq i64 %135, %5
  br i1 %136, label %111, label %115, !llvm.loop !248

137:                                              ; preds = %88, %247
  %138 = phi i1 [ false, %88 ], [ %249, %247 ]
  %139 = phi i64 [ 0, %88 ], [ %248, %247 ]
  %140 = mul i64 %139, %3
  br label %147

141:                                              ; preds = %84
  %142 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #24
  %143 = icmp eq ptr %65, null
  br i1 %143, label %287, label %285

144:                                              ; preds = %246
  %145 = add nuw i64 %148, 1
  %146 = icmp eq i64 %145, %3
  br i1 %146, label %247, label %147, !llvm.loop !249

147:                                              ; preds = %137, %144
  %148 = phi i64 [ 0, %137 ], [ %145, %144 ]
  %149 = load ptr, ptr %89, align 8, !tbaa !31, !noalias !250
  %150 = icmp eq ptr %149, null
  br i1 %150, label %159, label %151

151:                                              ; preds = %147
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !250
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %161, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %152, align 4, !tbaa !39, !noalias !250
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %152, align 4, !tbaa !39, !noalias !250
  %158 = load ptr, ptr %90, align 8, !noalias !250
  br label %166

159:                                              ; preds = %147
  %160 = load ptr, ptr %90, align 8
  br label %196

161:                                              ; preds = %151
  %162 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4, !noalias !250
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !250
  %164 = load ptr, ptr %90, align 8, !noalias !250
  %165 = icmp eq i8 %163, 0
  br i1 %165, label %170, label %166

166:                                              ; preds = %155, %161
  %167 = phi ptr [ %158, %155 ], [ %164, %161 ]
  %168 = load i32, ptr %152, align 4, !tbaa !39, !noalias !250
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %152, align 4, !tbaa !39, !noalias !250
  br label %172

170:                                              ; preds = %161
  %171 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4, !noalias !250
  br label %172

172:                                              ; preds = %170, %166
  %173 = phi ptr [ %164, %170 ], [ %167, %166 ]
  %174 = load atomic i64, ptr %152 acquire, align 8, !noalias !250
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %152, align 8, !tbaa !33, !noalias !250
  %178 = getelementptr inbounds i8, ptr %149, i64 12
  store i32 0, ptr %178, align 4, !tbaa !36, !noalias !250
  %179 = load ptr, ptr %149, align 8, !tbaa !37, !noalias !250
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8, !noalias !250
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %149) #24, !noalias !250
  %182 = load ptr, ptr %149, align 8, !tbaa !37, !noalias !250
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8, !noalias !250
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %149) #24, !noalias !250
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !250
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %152, align 4, !tbaa !39, !noalias !250
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %152, i32 -1 acq_rel, align 4, !noalias !250
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !40

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %149) #24, !noalias !250
  br label %196

196:                                              ; preds = %159, %177, %192, %195
  %197 = phi ptr [ %160, %159 ], [ %173, %177 ], [ %173, %195 ], [ %173, %192 ]
  %198 = icmp ne ptr %197, null
  call void @llvm.assume(i1 %198)
  %199 = load i64, ptr %197, align 8
  %200 = add i64 %199, %139
  %201 = getelementptr inbounds i8, ptr %197, i64 56
  %202 = load i64, ptr %201, align 8
  %203 = mul i64 %202, %200
  %204 = getelementptr inbounds i8, ptr %197, i64 8
  %205 = load i64, ptr %204, align 8
  %206 = getelementptr inbounds i8, ptr %197, i64 72
  %207 = load ptr, ptr %206, align 8, !tbaa !99
  %208 = getelementptr float, ptr %207, i64 %205
  %209 = getelementptr float, ptr %208, i64 %203
  %210 = getelementptr float, ptr %209, i64 %148
  %211 = load float, ptr %210, align 4, !tbaa !14
  %212 = add i64 %148, %140
  %213 = getelementptr inbounds double, ptr %65, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !84
  %215 = fpext float %211 to double
  %216 = fsub double %215, %214
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = call double @llvm.fabs.f64(double %214)
  %219 = fadd double %218, 1.000000e+00
  %220 = fmul double %219, 1.000000e-03
  %221 = fcmp ugt double %217, %220
  br i1 %150, label %246, label %222

222:                                              ; preds = %196
  %223 = getelementptr inbounds i8, ptr %149, i64 8
  %224 = load atomic i64, ptr %223 acquire, align 8
  %225 = icmp eq i64 %224, 4294967297
  %226 = trunc i64 %224 to i32
  br i1 %225, label %227, label %235

227:                                              ; preds = %222
  store i32 0, ptr %223, align 8, !tbaa !33
  %228 = getelementptr inbounds i8, ptr %149, i64 12
  store i32 0, ptr %228, align 4, !tbaa !36
  %229 = load ptr, ptr %149, align 8, !tbaa !37
  %230 = getelementptr inbounds i8, ptr %229, i64 16
  %231 = load ptr, ptr %230, align 8
  call void %231(ptr noundef nonnull align 8 dereferenceable(16) %149) #24
  %232 = load ptr, ptr %149, align 8, !tbaa !37
  %233 = getelementptr inbounds i8, ptr %232, i64 24
  %234 = load ptr, ptr %233, align 8
  call void %234(ptr noundef nonnull align 8 dereferenceable(16) %149) #24
  br label %246

235:                                              ; preds = %222
  %236 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %240, label %238

238:                                              ; preds = %235
  %239 = add nsw i32 %226, -1
  store i32 %239, ptr %223, align 4, !tbaa !39
  br label %242

240:                                              ; preds = %235
  %241 = atomicrmw volatile add ptr %223, i32 -1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %238
  %243 = phi i32 [ %226, %238 ], [ %241, %240 ]
  %244 = icmp eq i32 %243, 1
  br i1 %244, label %245, label %246, !prof !40

245:                                              ; preds = %242
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %149) #24
  br label %246

246:                                              ; preds = %196, %227, %242, %245
  br i1 %221, label %251, label %144

247:                                              ; preds = %144
  %248 = add nuw i64 %139, 1
  %249 = icmp uge i64 %248, %3
  %250 = icmp eq i64 %248, %3
  br i1 %250, label %251, label %137, !llvm.loop !253

251:                                              ; preds = %247, %246, %86
  %252 = phi i1 [ true, %86 ], [ %138, %246 ], [ %249, %247 ]
  %253 = getelementptr inbounds i8, ptr %2, i64 8
  %254 = load ptr, ptr %253, align 8, !tbaa !31
  %255 = icmp eq ptr %254, null
  br i1 %255, label %280, label %256

256:                                              ; preds = %251
  %257 = getelementptr inbounds i8, ptr %254, i64 8
  %258 = load atomic i64, ptr %257 acquire, align 8
  %259 = icmp eq i64 %258, 4294967297
  %260 = trunc i64 %258 to i32
  br i1 %259, label %261, label %269

261:                                              ; preds = %256
  store i32 0, ptr %257, align 8, !tbaa !33
  %262 = getelementptr inbounds i8, ptr %254, i64 12
  store i32 0, ptr %262, align 4, !tbaa !36
  %263 = load ptr, ptr %254, align 8, !tbaa !37
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %254) #24
  %266 = load ptr, ptr %254, align 8, !tbaa !37
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %254) #24
  br label %280

269:                                              ; preds = %256
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  %273 = add nsw i32 %260, -1
  store i32 %273, ptr %257, align 4, !tbaa !39
  br label %276

274:                                              ; preds = %269
  %275 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi i32 [ %260, %272 ], [ %275, %274 ]
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %280, !prof !40

279:                                              ; preds = %276
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %254) #24
  br label %280

280:                                              ; preds = %251, %261, %276, %279
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #24
  %281 = icmp eq ptr %65, null
  br i1 %281, label %284, label %282

282:                                              ; preds = %280
  %283 = shl nsw i64 %12, 1
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %283) #26
  br label %284

284:                                              ; preds = %280, %282
  ret i1 %252

285:                                              ; preds = %141
  %286 = shl nsw i64 %12, 1
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %286) #26
  br label %287

287:                                              ; preds = %285, %141
  resume { ptr, i32 } %142
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN5Syr2k6updateERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.61", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !158
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !158
  store ptr %18, ptr %16, align 8, !tbaa !158
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !31
  %22 = load ptr, ptr %19, align 8, !tbaa !31
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !39
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !39
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !31
  br label %36

36:                                               ; preds = %33, %30, %24
  %37 = phi ptr [ %22, %24 ], [ %22, %30 ], [ %35, %33 ]
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !33
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !36
  %46 = load ptr, ptr %37, align 8, !tbaa !37
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  %49 = load ptr, ptr %37, align 8, !tbaa !37
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !39
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !40

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !31
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = getelementptr inbounds i8, ptr %8, i64 24
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %71, align 8
  %72 = ptrtoint ptr %2 to i64
  store i64 %72, ptr %8, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !160
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %69, align 8, !tbaa !27
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !162, !range !19, !noundef !20
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !27
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #27
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !31
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !33
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !36
  %97 = load ptr, ptr %88, align 8, !tbaa !37
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  %100 = load ptr, ptr %88, align 8, !tbaa !37
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !39
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !40

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !27
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #27
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN5Syr2k6updateERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !5
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !5
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !5
  store i64 %7, ptr %0, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.97", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.97", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %class.anon.162, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !254
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #24
  %11 = getelementptr inbounds i8, ptr %10, i64 128
  store ptr @.str.18, ptr %4, align 8, !tbaa !74, !alias.scope !256
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.23, ptr %12, align 8, !tbaa !79, !alias.scope !256
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 164, ptr %13, align 8, !tbaa !80, !alias.scope !256
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 16, ptr %14, align 8, !tbaa !81, !alias.scope !256
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.97") align 8 %3, ptr noundef nonnull align 8 dereferenceable(41) %11, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #24
  %15 = getelementptr inbounds i8, ptr %10, i64 184
  store ptr @.str.18, ptr %6, align 8, !tbaa !74, !alias.scope !259
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.23, ptr %16, align 8, !tbaa !79, !alias.scope !259
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 165, ptr %17, align 8, !tbaa !80, !alias.scope !259
  %18 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 16, ptr %18, align 8, !tbaa !81, !alias.scope !259
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.97") align 8 %5, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %19 unwind label %170

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #24
  %20 = getelementptr inbounds i8, ptr %10, i64 240
  store ptr @.str.18, ptr %8, align 8, !tbaa !74, !alias.scope !262
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.23, ptr %21, align 8, !tbaa !79, !alias.scope !262
  %22 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 166, ptr %22, align 8, !tbaa !80, !alias.scope !262
  %23 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 16, ptr %23, align 8, !tbaa !81, !alias.scope !262
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %7, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %24 unwind label %172

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %10, i64 24
  %26 = load float, ptr %25, align 8, !tbaa !265
  %27 = getelementptr inbounds i8, ptr %10, i64 28
  %28 = load float, ptr %27, align 4, !tbaa !266
  %29 = load i64, ptr %10, align 8, !tbaa !231
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %9) #24
  %30 = getelementptr inbounds i8, ptr %10, i64 8
  %31 = load i64, ptr %30, align 8, !tbaa !232
  store i64 %31, ptr %9, align 8, !tbaa !267
  %32 = getelementptr inbounds i8, ptr %9, i64 8
  %33 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %33, ptr %32, align 8, !tbaa !175
  %34 = getelementptr inbounds i8, ptr %9, i64 16
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !31
  store ptr %36, ptr %34, align 8, !tbaa !31
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %24
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !39
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !39
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %24, %42, %45
  %48 = getelementptr inbounds i8, ptr %9, i64 24
  %49 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, ptr noundef nonnull align 8 dereferenceable(40) %49, i64 40, i1 false)
  %50 = getelementptr inbounds i8, ptr %9, i64 64
  store float %28, ptr %50, align 8, !tbaa !269
  %51 = getelementptr inbounds i8, ptr %9, i64 72
  %52 = load ptr, ptr %3, align 8, !tbaa !175
  store ptr %52, ptr %51, align 8, !tbaa !175
  %53 = getelementptr inbounds i8, ptr %9, i64 80
  %54 = getelementptr inbounds i8, ptr %3, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !31
  store ptr %55, ptr %53, align 8, !tbaa !31
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !39
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !39
  br label %66

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %66

66:                                               ; preds = %47, %61, %64
  %67 = getelementptr inbounds i8, ptr %9, i64 88
  %68 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %68, i64 40, i1 false)
  %69 = getelementptr inbounds i8, ptr %9, i64 128
  store float %26, ptr %69, align 8, !tbaa !270
  %70 = getelementptr inbounds i8, ptr %9, i64 136
  %71 = load ptr, ptr %5, align 8, !tbaa !175
  store ptr %71, ptr %70, align 8, !tbaa !175
  %72 = getelementptr inbounds i8, ptr %9, i64 144
  %73 = getelementptr inbounds i8, ptr %5, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !31
  store ptr %74, ptr %72, align 8, !tbaa !31
  %75 = icmp eq ptr %74, null
  br i1 %75, label %85, label %76

76:                                               ; preds = %66
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %77, align 4, !tbaa !39
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %77, align 4, !tbaa !39
  br label %85

83:                                               ; preds = %76
  %84 = atomicrmw volatile add ptr %77, i32 1 acq_rel, align 4
  br label %85

85:                                               ; preds = %66, %80, %83
  %86 = getelementptr inbounds i8, ptr %9, i64 152
  %87 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %86, ptr noundef nonnull align 8 dereferenceable(40) %87, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %29, i64 %29, ptr noundef nonnull align 8 dereferenceable(192) %9)
          to label %88 unwind label %174

88:                                               ; preds = %85
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %9) #24
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %9) #24
  %89 = load ptr, ptr %35, align 8, !tbaa !31
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !33
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !36
  %98 = load ptr, ptr %89, align 8, !tbaa !37
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  %101 = load ptr, ptr %89, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !39
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !40

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

115:                                              ; preds = %88, %96, %111, %114
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #24
  %116 = load ptr, ptr %73, align 8, !tbaa !31
  %117 = icmp eq ptr %116, null
  br i1 %117, label %142, label %118

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %116, i64 8
  %120 = load atomic i64, ptr %119 acquire, align 8
  %121 = icmp eq i64 %120, 4294967297
  %122 = trunc i64 %120 to i32
  br i1 %121, label %123, label %131

123:                                              ; preds = %118
  store i32 0, ptr %119, align 8, !tbaa !33
  %124 = getelementptr inbounds i8, ptr %116, i64 12
  store i32 0, ptr %124, align 4, !tbaa !36
  %125 = load ptr, ptr %116, align 8, !tbaa !37
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load ptr, ptr %126, align 8
  call void %127(ptr noundef nonnull align 8 dereferenceable(16) %116) #24
  %128 = load ptr, ptr %116, align 8, !tbaa !37
  %129 = getelementptr inbounds i8, ptr %128, i64 24
  %130 = load ptr, ptr %129, align 8
  call void %130(ptr noundef nonnull align 8 dereferenceable(16) %116) #24
  br label %142

131:                                              ; preds = %118
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %136, label %134

134:                                              ; preds = %131
  %135 = add nsw i32 %122, -1
  store i32 %135, ptr %119, align 4, !tbaa !39
  br label %138

136:                                              ; preds = %131
  %137 = atomicrmw volatile add ptr %119, i32 -1 acq_rel, align 4
  br label %138

138:                                              ; preds = %136, %134
  %139 = phi i32 [ %122, %134 ], [ %137, %136 ]
  %140 = icmp eq i32 %139, 1
  br i1 %140, label %141, label %142, !prof !40

141:                                              ; preds = %138
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %116) #24
  br label %142

142:                                              ; preds = %115, %123, %138, %141
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #24
  %143 = load ptr, ptr %54, align 8, !tbaa !31
  %144 = icmp eq ptr %143, null
  br i1 %144, label %169, label %145

145:                                              ; preds = %142
  %146 = getelementptr inbounds i8, ptr %143, i64 8
  %147 = load atomic i64, ptr %146 acquire, align 8
  %148 = icmp eq i64 %147, 4294967297
  %149 = trunc i64 %147 to i32
  br i1 %148, label %150, label %158

150:                                              ; preds = %145
  store i32 0, ptr %146, align 8, !tbaa !33
  %151 = getelementptr inbounds i8, ptr %143, i64 12
  store i32 0, ptr %151, align 4, !tbaa !36
  %152 = load ptr, ptr %143, align 8, !tbaa !37
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load ptr, ptr %153, align 8
  call void %154(ptr noundef nonnull align 8 dereferenceable(16) %143) #24
  %155 = load ptr, ptr %143, align 8, !tbaa !37
  %156 = getelementptr inbounds i8, ptr %155, i64 24
  %157 = load ptr, ptr %156, align 8
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %143) #24
  br label %169

158:                                              ; preds = %145
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %158
  %162 = add nsw i32 %149, -1
  store i32 %162, ptr %146, align 4, !tbaa !39
  br label %165

163:                                              ; preds = %158
  %164 = atomicrmw volatile add ptr %146, i32 -1 acq_rel, align 4
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %149, %161 ], [ %164, %163 ]
  %167 = icmp eq i32 %166, 1
  br i1 %167, label %168, label %169, !prof !40

168:                                              ; preds = %165
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %143) #24
  br label %169

169:                                              ; preds = %142, %150, %165, %168
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #24
  ret void

170:                                              ; preds = %2
  %171 = landingpad { ptr, i32 }
          cleanup
  br label %178

172:                                              ; preds = %19
  %173 = landingpad { ptr, i32 }
          cleanup
  br label %176

174:                                              ; preds = %85
  %175 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %9) #24
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %7) #24
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi { ptr, i32 } [ %175, %174 ], [ %173, %172 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %5) #24
  br label %178

178:                                              ; preds = %176, %170
  %179 = phi { ptr, i32 } [ %177, %176 ], [ %171, %170 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %3) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #24
  resume { ptr, i32 } %179
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.97") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !31
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !33
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !36
  %24 = load ptr, ptr %15, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  %27 = load ptr, ptr %15, align 8, !tbaa !37
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !39
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !40

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !41

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !28
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !42
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1026ELNS7_6targetE2014EEENS0_8accessorIfLi2EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !31
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !33
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !36
  %24 = load ptr, ptr %15, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  %27 = load ptr, ptr %15, align 8, !tbaa !37
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !39
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !40

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !41

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !28
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !42
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
define linkonce_odr dso_local void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 144
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !36
  %12 = load ptr, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !39
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !40

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 80
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !33
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !36
  %40 = load ptr, ptr %31, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !39
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !40

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !31
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !33
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !36
  %68 = load ptr, ptr %59, align 8, !tbaa !37
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  %71 = load ptr, ptr %59, align 8, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !39
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !40

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::range.103", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !12, !alias.scope !271
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !12, !alias.scope !271
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !12, !alias.scope !271
  store i64 %12, ptr %8, align 8, !tbaa !12, !alias.scope !274
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !12, !alias.scope !274
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !12, !alias.scope !274
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !5
  %23 = load ptr, ptr %20, align 8, !tbaa !5
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !40

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #29
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !226
  store ptr %36, ptr %34, align 8, !tbaa !226
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !31
  store ptr %39, ptr %37, align 8, !tbaa !31
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !39
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !39
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !228

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !28
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !30
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !42
  %61 = load ptr, ptr %1, align 8, !tbaa !141
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !133
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !140, !range !19, !noundef !20
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !31
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !33
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !36
  %84 = load ptr, ptr %75, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !37
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !39
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !40

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !41

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !28
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !42
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #26
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !277
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !5
  %118 = load ptr, ptr %20, align 8, !tbaa !5
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !40

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #29
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !226
  store ptr %132, ptr %130, align 8, !tbaa !226
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !31
  store ptr %135, ptr %133, align 8, !tbaa !31
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !39
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !39
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !228

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !28
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !30
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !42
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.24)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #24
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !31
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !33
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !36
  %182 = load ptr, ptr %173, align 8, !tbaa !37
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  %185 = load ptr, ptr %173, align 8, !tbaa !37
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !39
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !40

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !41

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !28
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !42
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #26
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !277
  %216 = load ptr, ptr %1, align 8, !tbaa !141
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !175
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::range.103", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !12, !alias.scope !278
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !12, !alias.scope !278
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !12, !alias.scope !278
  store i64 %11, ptr %8, align 8, !tbaa !12, !alias.scope !281
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !12, !alias.scope !281
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !12, !alias.scope !281
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !5
  %22 = load ptr, ptr %19, align 8, !tbaa !5
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !40

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #29
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !226
  store ptr %35, ptr %33, align 8, !tbaa !226
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !31
  store ptr %38, ptr %36, align 8, !tbaa !31
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !39
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !39
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !228

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !28
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !30
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !42
  %60 = load ptr, ptr %1, align 8, !tbaa !141
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1026, i32 1028
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !133
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !140, !range !19, !noundef !20
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !31
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !33
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !36
  %86 = load ptr, ptr %77, align 8, !tbaa !37
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %89 = load ptr, ptr %77, align 8, !tbaa !37
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !39
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !40

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !41

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !28
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !42
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #26
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !284
  %118 = load ptr, ptr %20, align 8, !tbaa !5
  %119 = load ptr, ptr %19, align 8, !tbaa !5
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !40

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #29
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !226
  store ptr %133, ptr %131, align 8, !tbaa !226
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !31
  store ptr %136, ptr %134, align 8, !tbaa !31
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !39
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !39
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !228

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !31
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !33
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !36
  %163 = load ptr, ptr %154, align 8, !tbaa !37
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  %166 = load ptr, ptr %154, align 8, !tbaa !37
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !39
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !40

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !41

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #26
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !284
  %188 = load ptr, ptr %1, align 8, !tbaa !141
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !175
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(192) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.162, align 8
  %6 = load i64, ptr %3, align 8, !tbaa !267
  store i64 %6, ptr %5, align 8, !tbaa !267
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %9, ptr %7, align 8, !tbaa !175
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %12, ptr %10, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !39
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !39
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %4
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 64
  %27 = getelementptr inbounds i8, ptr %3, i64 64
  %28 = load float, ptr %27, align 8, !tbaa !269
  store float %28, ptr %26, align 8, !tbaa !269
  %29 = getelementptr inbounds i8, ptr %5, i64 72
  %30 = getelementptr inbounds i8, ptr %3, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !175
  store ptr %31, ptr %29, align 8, !tbaa !175
  %32 = getelementptr inbounds i8, ptr %5, i64 80
  %33 = getelementptr inbounds i8, ptr %3, i64 80
  %34 = load ptr, ptr %33, align 8, !tbaa !31
  store ptr %34, ptr %32, align 8, !tbaa !31
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %37, align 4, !tbaa !39
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %37, align 4, !tbaa !39
  br label %45

43:                                               ; preds = %36
  %44 = atomicrmw volatile add ptr %37, i32 1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %40, %23
  %46 = getelementptr inbounds i8, ptr %5, i64 88
  %47 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %46, ptr noundef nonnull align 8 dereferenceable(40) %47, i64 40, i1 false)
  %48 = getelementptr inbounds i8, ptr %5, i64 128
  %49 = getelementptr inbounds i8, ptr %3, i64 128
  %50 = load float, ptr %49, align 8, !tbaa !270
  store float %50, ptr %48, align 8, !tbaa !270
  %51 = getelementptr inbounds i8, ptr %5, i64 136
  %52 = getelementptr inbounds i8, ptr %3, i64 136
  %53 = load ptr, ptr %52, align 8, !tbaa !175
  store ptr %53, ptr %51, align 8, !tbaa !175
  %54 = getelementptr inbounds i8, ptr %5, i64 144
  %55 = getelementptr inbounds i8, ptr %3, i64 144
  %56 = load ptr, ptr %55, align 8, !tbaa !31
  store ptr %56, ptr %54, align 8, !tbaa !31
  %57 = icmp eq ptr %56, null
  br i1 %57, label %67, label %58

58:                                               ; preds = %45
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %58
  %63 = load i32, ptr %59, align 4, !tbaa !39
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %59, align 4, !tbaa !39
  br label %67

65:                                               ; preds = %58
  %66 = atomicrmw volatile add ptr %59, i32 1 acq_rel, align 4
  br label %67

67:                                               ; preds = %45, %62, %65
  %68 = getelementptr inbounds i8, ptr %5, i64 152
  %69 = getelementptr inbounds i8, ptr %3, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %68, ptr noundef nonnull align 8 dereferenceable(40) %69, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull %5)
          to label %70 unwind label %71

70:                                               ; preds = %67
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %5) #24
  ret void

71:                                               ; preds = %67
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %5) #24
  resume { ptr, i32 } %72
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.103", align 8
  %6 = alloca %"class.sycl::_V1::range.103", align 16
  %7 = alloca %"class.std::tuple.105", align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  %9 = alloca %class.anon.162, align 8
  %10 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  %11 = alloca %class.anon.162, align 8
  %12 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %4
  %15 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %16 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %17 = extractvalue { i32, ptr } %16, 0
  %18 = extractvalue { i32, ptr } %16, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %15, i32 %17, ptr %18, ptr noundef nonnull @.str.26)
          to label %19 unwind label %22

19:                                               ; preds = %14
  tail call void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

20:                                               ; preds = %35, %221, %22
  %21 = phi { ptr, i32 } [ %23, %22 ], [ %222, %221 ], [ %36, %35 ]
  resume { ptr, i32 } %21

22:                                               ; preds = %14
  %23 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %15) #24
  br label %20

24:                                               ; preds = %4
  %25 = icmp eq i64 %2, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %24
  %27 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %28 = extractvalue { i64, i1 } %27, 1
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %31 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %32 = extractvalue { i32, ptr } %31, 0
  %33 = extractvalue { i32, ptr } %31, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %30, i32 %32, ptr %33, ptr noundef nonnull @.str.25)
          to label %34 unwind label %35

34:                                               ; preds = %29
  tail call void @__cxa_throw(ptr nonnull %30, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

35:                                               ; preds = %29
  %36 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %30) #24
  br label %20

37:                                               ; preds = %24, %26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2)
  %38 = getelementptr inbounds i8, ptr %7, i64 8
  %39 = load i8, ptr %7, align 8, !tbaa !176, !range !19, !noundef !20
  %40 = trunc nuw i8 %39 to i1
  br i1 %40, label %41, label %189

41:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %8) #24
  %42 = load i64, ptr %3, align 8, !tbaa !267
  store i64 %42, ptr %9, align 8, !tbaa !267
  %43 = getelementptr inbounds i8, ptr %9, i64 8
  %44 = getelementptr inbounds i8, ptr %3, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !175
  store ptr %45, ptr %43, align 8, !tbaa !175
  %46 = getelementptr inbounds i8, ptr %9, i64 16
  %47 = getelementptr inbounds i8, ptr %3, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %48, ptr %46, align 8, !tbaa !31
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %41
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !39
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !39
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %54, %41
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  %61 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %60, ptr noundef nonnull align 8 dereferenceable(40) %61, i64 40, i1 false)
  %62 = getelementptr inbounds i8, ptr %9, i64 64
  %63 = getelementptr inbounds i8, ptr %3, i64 64
  %64 = load float, ptr %63, align 8, !tbaa !269
  store float %64, ptr %62, align 8, !tbaa !269
  %65 = getelementptr inbounds i8, ptr %9, i64 72
  %66 = getelementptr inbounds i8, ptr %3, i64 72
  %67 = load ptr, ptr %66, align 8, !tbaa !175
  store ptr %67, ptr %65, align 8, !tbaa !175
  %68 = getelementptr inbounds i8, ptr %9, i64 80
  %69 = getelementptr inbounds i8, ptr %3, i64 80
  %70 = load ptr, ptr %69, align 8, !tbaa !31
  store ptr %70, ptr %68, align 8, !tbaa !31
  %71 = icmp eq ptr %70, null
  br i1 %71, label %81, label %72

72:                                               ; preds = %59
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %73, align 4, !tbaa !39
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 4, !tbaa !39
  br label %81

79:                                               ; preds = %72
  %80 = atomicrmw volatile add ptr %73, i32 1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %76, %59
  %82 = getelementptr inbounds i8, ptr %9, i64 88
  %83 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %82, ptr noundef nonnull align 8 dereferenceable(40) %83, i64 40, i1 false)
  %84 = getelementptr inbounds i8, ptr %9, i64 128
  %85 = getelementptr inbounds i8, ptr %3, i64 128
  %86 = load float, ptr %85, align 8, !tbaa !270
  store float %86, ptr %84, align 8, !tbaa !270
  %87 = getelementptr inbounds i8, ptr %9, i64 136
  %88 = getelementptr inbounds i8, ptr %3, i64 136
  %89 = load ptr, ptr %88, align 8, !tbaa !175
  store ptr %89, ptr %87, align 8, !tbaa !175
  %90 = getelementptr inbounds i8, ptr %9, i64 144
  %91 = getelementptr inbounds i8, ptr %3, i64 144
  %92 = load ptr, ptr %91, align 8, !tbaa !31
  store ptr %92, ptr %90, align 8, !tbaa !31
  %93 = icmp eq ptr %92, null
  br i1 %93, label %103, label %94

94:                                               ; preds = %81
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %101, label %98

98:                                               ; preds = %94
  %99 = load i32, ptr %95, align 4, !tbaa !39
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %95, align 4, !tbaa !39
  br label %103

101:                                              ; preds = %94
  %102 = atomicrmw volatile add ptr %95, i32 1 acq_rel, align 4
  br label %103

103:                                              ; preds = %81, %98, %101
  %104 = getelementptr inbounds i8, ptr %9, i64 152
  %105 = getelementptr inbounds i8, ptr %3, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %104, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !285)
  store i64 %1, ptr %8, align 8, !alias.scope !285
  %106 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %2, ptr %106, align 8, !alias.scope !285
  %107 = getelementptr inbounds i8, ptr %8, i64 16
  %108 = load i64, ptr %9, align 8, !tbaa !267, !noalias !285
  store i64 %108, ptr %107, align 8, !tbaa !267, !alias.scope !285
  %109 = getelementptr inbounds i8, ptr %8, i64 24
  %110 = load ptr, ptr %43, align 8, !tbaa !175, !noalias !285
  store ptr %110, ptr %109, align 8, !tbaa !175, !alias.scope !285
  %111 = getelementptr inbounds i8, ptr %8, i64 32
  %112 = load ptr, ptr %46, align 8, !tbaa !31, !noalias !285
  store ptr %112, ptr %111, align 8, !tbaa !31, !alias.scope !285
  %113 = icmp eq ptr %112, null
  br i1 %113, label %123, label %114

114:                                              ; preds = %103
  %115 = getelementptr inbounds i8, ptr %112, i64 8
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !285
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %121, label %118

118:                                              ; preds = %114
  %119 = load i32, ptr %115, align 4, !tbaa !39, !noalias !285
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %115, align 4, !tbaa !39, !noalias !285
  br label %123

121:                                              ; preds = %114
  %122 = atomicrmw volatile add ptr %115, i32 1 acq_rel, align 4, !noalias !285
  br label %123

123:                                              ; preds = %121, %118, %103
  %124 = getelementptr inbounds i8, ptr %8, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %124, ptr noundef nonnull align 8 dereferenceable(40) %60, i64 40, i1 false)
  %125 = getelementptr inbounds i8, ptr %8, i64 80
  %126 = load float, ptr %62, align 8, !tbaa !269, !noalias !285
  store float %126, ptr %125, align 8, !tbaa !269, !alias.scope !285
  %127 = getelementptr inbounds i8, ptr %8, i64 88
  %128 = load ptr, ptr %65, align 8, !tbaa !175, !noalias !285
  store ptr %128, ptr %127, align 8, !tbaa !175, !alias.scope !285
  %129 = getelementptr inbounds i8, ptr %8, i64 96
  %130 = load ptr, ptr %68, align 8, !tbaa !31, !noalias !285
  store ptr %130, ptr %129, align 8, !tbaa !31, !alias.scope !285
  %131 = icmp eq ptr %130, null
  br i1 %131, label %141, label %132

132:                                              ; preds = %123
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !285
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %139, label %136

136:                                              ; preds = %132
  %137 = load i32, ptr %133, align 4, !tbaa !39, !noalias !285
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %133, align 4, !tbaa !39, !noalias !285
  br label %141

139:                                              ; preds = %132
  %140 = atomicrmw volatile add ptr %133, i32 1 acq_rel, align 4, !noalias !285
  br label %141

141:                                              ; preds = %139, %136, %123
  %142 = getelementptr inbounds i8, ptr %8, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %142, ptr noundef nonnull align 8 dereferenceable(40) %82, i64 40, i1 false)
  %143 = getelementptr inbounds i8, ptr %8, i64 144
  %144 = load float, ptr %84, align 8, !tbaa !270, !noalias !285
  store float %144, ptr %143, align 8, !tbaa !270, !alias.scope !285
  %145 = getelementptr inbounds i8, ptr %8, i64 152
  %146 = load ptr, ptr %87, align 8, !tbaa !175, !noalias !285
  store ptr %146, ptr %145, align 8, !tbaa !175, !alias.scope !285
  %147 = getelementptr inbounds i8, ptr %8, i64 160
  %148 = load ptr, ptr %90, align 8, !tbaa !31, !noalias !285
  store ptr %148, ptr %147, align 8, !tbaa !31, !alias.scope !285
  %149 = icmp eq ptr %148, null
  br i1 %149, label %159, label %150

150:                                              ; preds = %141
  %151 = getelementptr inbounds i8, ptr %148, i64 8
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !285
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %157, label %154

154:                                              ; preds = %150
  %155 = load i32, ptr %151, align 4, !tbaa !39, !noalias !285
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %151, align 4, !tbaa !39, !noalias !285
  br label %159

157:                                              ; preds = %150
  %158 = atomicrmw volatile add ptr %151, i32 1 acq_rel, align 4, !noalias !285
  br label %159

159:                                              ; preds = %141, %154, %157
  %160 = getelementptr inbounds i8, ptr %8, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %160, ptr noundef nonnull align 8 dereferenceable(40) %104, i64 40, i1 false)
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %9) #24
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(208) %8)
          to label %161 unwind label %183

161:                                              ; preds = %159
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
          to label %162 unwind label %183

162:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %163 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %163, align 16, !alias.scope !288
  %164 = load <2 x i64>, ptr %38, align 8
  store <2 x i64> %164, ptr %6, align 16, !tbaa !12, !alias.scope !288
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %165 unwind label %183

165:                                              ; preds = %162
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false)
  %166 = getelementptr inbounds i8, ptr %10, i64 16
  %167 = load i64, ptr %107, align 8, !tbaa !267
  store i64 %167, ptr %166, align 8, !tbaa !267
  %168 = getelementptr inbounds i8, ptr %10, i64 24
  %169 = load <2 x ptr>, ptr %109, align 8, !tbaa !5
  store ptr null, ptr %111, align 8, !tbaa !31
  store <2 x ptr> %169, ptr %168, align 8, !tbaa !5
  store ptr null, ptr %109, align 8, !tbaa !175
  %170 = getelementptr inbounds i8, ptr %10, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %170, ptr noundef nonnull align 8 dereferenceable(40) %124, i64 40, i1 false)
  %171 = getelementptr inbounds i8, ptr %10, i64 80
  %172 = load float, ptr %125, align 8, !tbaa !269
  store float %172, ptr %171, align 8, !tbaa !269
  %173 = getelementptr inbounds i8, ptr %10, i64 88
  %174 = load <2 x ptr>, ptr %127, align 8, !tbaa !5
  store ptr null, ptr %129, align 8, !tbaa !31
  store <2 x ptr> %174, ptr %173, align 8, !tbaa !5
  store ptr null, ptr %127, align 8, !tbaa !175
  %175 = getelementptr inbounds i8, ptr %10, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %175, ptr noundef nonnull align 8 dereferenceable(40) %142, i64 40, i1 false)
  %176 = getelementptr inbounds i8, ptr %10, i64 144
  %177 = load float, ptr %143, align 8, !tbaa !270
  store float %177, ptr %176, align 8, !tbaa !270
  %178 = getelementptr inbounds i8, ptr %10, i64 152
  %179 = load <2 x ptr>, ptr %145, align 8, !tbaa !5
  store ptr null, ptr %147, align 8, !tbaa !31
  store <2 x ptr> %179, ptr %178, align 8, !tbaa !5
  store ptr null, ptr %145, align 8, !tbaa !175
  %180 = getelementptr inbounds i8, ptr %10, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %180, ptr noundef nonnull align 8 dereferenceable(40) %160, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %10)
          to label %181 unwind label %185

181:                                              ; preds = %165
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %166) #24
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %182 unwind label %183

182:                                              ; preds = %181
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %107) #24
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %8) #24
  br label %220

183:                                              ; preds = %162, %159, %181, %161
  %184 = landingpad { ptr, i32 }
          cleanup
  br label %187

185:                                              ; preds = %165
  %186 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %166) #24
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi { ptr, i32 } [ %184, %183 ], [ %186, %185 ]
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %107) #24
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %8) #24
  br label %221

189:                                              ; preds = %37
  call void @_ZN4sycl3_V17handler6unpackI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(192) %3)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %190 = getelementptr inbounds i8, ptr %5, i64 8
  %191 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %191, align 8, !alias.scope !291
  store i64 %1, ptr %5, align 8, !tbaa !12, !alias.scope !291
  store i64 %2, ptr %190, align 8, !tbaa !12, !alias.scope !291
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %192 = load i64, ptr %3, align 8, !tbaa !267
  store i64 %192, ptr %11, align 8, !tbaa !267
  %193 = getelementptr inbounds i8, ptr %11, i64 8
  %194 = getelementptr inbounds i8, ptr %3, i64 8
  %195 = getelementptr inbounds i8, ptr %3, i64 16
  %196 = load <2 x ptr>, ptr %194, align 8, !tbaa !5
  store ptr null, ptr %195, align 8, !tbaa !31
  store <2 x ptr> %196, ptr %193, align 8, !tbaa !5
  store ptr null, ptr %194, align 8, !tbaa !175
  %197 = getelementptr inbounds i8, ptr %11, i64 24
  %198 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %197, ptr noundef nonnull align 8 dereferenceable(40) %198, i64 40, i1 false)
  %199 = getelementptr inbounds i8, ptr %11, i64 64
  %200 = getelementptr inbounds i8, ptr %3, i64 64
  %201 = load float, ptr %200, align 8, !tbaa !269
  store float %201, ptr %199, align 8, !tbaa !269
  %202 = getelementptr inbounds i8, ptr %11, i64 72
  %203 = getelementptr inbounds i8, ptr %3, i64 72
  %204 = getelementptr inbounds i8, ptr %3, i64 80
  %205 = load <2 x ptr>, ptr %203, align 8, !tbaa !5
  store ptr null, ptr %204, align 8, !tbaa !31
  store <2 x ptr> %205, ptr %202, align 8, !tbaa !5
  store ptr null, ptr %203, align 8, !tbaa !175
  %206 = getelementptr inbounds i8, ptr %11, i64 88
  %207 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %206, ptr noundef nonnull align 8 dereferenceable(40) %207, i64 40, i1 false)
  %208 = getelementptr inbounds i8, ptr %11, i64 128
  %209 = getelementptr inbounds i8, ptr %3, i64 128
  %210 = load float, ptr %209, align 8, !tbaa !270
  store float %210, ptr %208, align 8, !tbaa !270
  %211 = getelementptr inbounds i8, ptr %11, i64 136
  %212 = getelementptr inbounds i8, ptr %3, i64 136
  %213 = getelementptr inbounds i8, ptr %3, i64 144
  %214 = load <2 x ptr>, ptr %212, align 8, !tbaa !5
  store ptr null, ptr %213, align 8, !tbaa !31
  store <2 x ptr> %214, ptr %211, align 8, !tbaa !5
  store ptr null, ptr %212, align 8, !tbaa !175
  %215 = getelementptr inbounds i8, ptr %11, i64 152
  %216 = getelementptr inbounds i8, ptr %3, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %215, ptr noundef nonnull align 8 dereferenceable(40) %216, i64 40, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %11)
          to label %217 unwind label %218

217:                                              ; preds = %189
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %11) #24
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %220

218:                                              ; preds = %189
  %219 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %11) #24
  br label %221

220:                                              ; preds = %217, %182
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

221:                                              ; preds = %218, %187
  %222 = phi { ptr, i32 } [ %188, %187 ], [ %219, %218 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  br label %20
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EELi2ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.166", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.166") align 8 %3, ptr noundef nonnull align 8 dereferenceable(208) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(216) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10Syr2kLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !190
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(115) ptr @_Znam(i64 noundef 115) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(114) %35, ptr noundef nonnull align 1 dereferenceable(114) @.str.42, i64 114, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 114
  store i8 0, ptr %36, align 1, !tbaa !9
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #26
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !190
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #26
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.179", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.179") align 8 %3, ptr noundef nonnull align 8 dereferenceable(192) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !37
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(200) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI10Syr2kLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !190
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(80) ptr @_Znam(i64 noundef 80) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(79) %35, ptr noundef nonnull align 1 dereferenceable(79) @.str.41, i64 79, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 79
  store i8 0, ptr %36, align 1, !tbaa !9
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #26
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !190
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !192
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #26
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS3_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi2EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(208) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !267
  store i64 %7, ptr %5, align 8, !tbaa !267
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !175
  store ptr %10, ptr %8, align 8, !tbaa !175
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !31
  store ptr %13, ptr %11, align 8, !tbaa !31
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !39
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !39
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  %27 = getelementptr inbounds i8, ptr %4, i64 80
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = load float, ptr %28, align 8, !tbaa !269
  store float %29, ptr %27, align 8, !tbaa !269
  %30 = getelementptr inbounds i8, ptr %4, i64 88
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !175
  store ptr %32, ptr %30, align 8, !tbaa !175
  %33 = getelementptr inbounds i8, ptr %4, i64 96
  %34 = getelementptr inbounds i8, ptr %1, i64 96
  %35 = load ptr, ptr %34, align 8, !tbaa !31
  store ptr %35, ptr %33, align 8, !tbaa !31
  %36 = icmp eq ptr %35, null
  br i1 %36, label %46, label %37

37:                                               ; preds = %24
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %38, align 4, !tbaa !39
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %38, align 4, !tbaa !39
  br label %46

44:                                               ; preds = %37
  %45 = atomicrmw volatile add ptr %38, i32 1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %41, %24
  %47 = getelementptr inbounds i8, ptr %4, i64 104
  %48 = getelementptr inbounds i8, ptr %1, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %47, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false)
  %49 = getelementptr inbounds i8, ptr %4, i64 144
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load float, ptr %50, align 8, !tbaa !270
  store float %51, ptr %49, align 8, !tbaa !270
  %52 = getelementptr inbounds i8, ptr %4, i64 152
  %53 = getelementptr inbounds i8, ptr %1, i64 152
  %54 = load ptr, ptr %53, align 8, !tbaa !175
  store ptr %54, ptr %52, align 8, !tbaa !175
  %55 = getelementptr inbounds i8, ptr %4, i64 160
  %56 = getelementptr inbounds i8, ptr %1, i64 160
  %57 = load ptr, ptr %56, align 8, !tbaa !31
  store ptr %57, ptr %55, align 8, !tbaa !31
  %58 = icmp eq ptr %57, null
  br i1 %58, label %68, label %59

59:                                               ; preds = %46
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %60, align 4, !tbaa !39
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %60, align 4, !tbaa !39
  br label %68

66:                                               ; preds = %59
  %67 = atomicrmw volatile add ptr %60, i32 1 acq_rel, align 4
  br label %68

68:                                               ; preds = %46, %63, %66
  %69 = getelementptr inbounds i8, ptr %4, i64 168
  %70 = getelementptr inbounds i8, ptr %1, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %69, ptr noundef nonnull align 8 dereferenceable(40) %70, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %71 = getelementptr inbounds i8, ptr %3, i64 16
  %72 = load i64, ptr %5, align 8, !tbaa !267
  store i64 %72, ptr %71, align 8, !tbaa !267
  %73 = getelementptr inbounds i8, ptr %3, i64 24
  %74 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %74, ptr %73, align 8, !tbaa !175
  %75 = getelementptr inbounds i8, ptr %3, i64 32
  %76 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %76, ptr %75, align 8, !tbaa !31
  %77 = icmp eq ptr %76, null
  br i1 %77, label %87, label %78

78:                                               ; preds = %68
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %85, label %82

82:                                               ; preds = %78
  %83 = load i32, ptr %79, align 4, !tbaa !39
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %79, align 4, !tbaa !39
  br label %87

85:                                               ; preds = %78
  %86 = atomicrmw volatile add ptr %79, i32 1 acq_rel, align 4
  br label %87

87:                                               ; preds = %85, %82, %68
  %88 = getelementptr inbounds i8, ptr %3, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %88, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %89 = getelementptr inbounds i8, ptr %3, i64 80
  %90 = load float, ptr %27, align 8, !tbaa !269
  store float %90, ptr %89, align 8, !tbaa !269
  %91 = getelementptr inbounds i8, ptr %3, i64 88
  %92 = load ptr, ptr %30, align 8, !tbaa !175
  store ptr %92, ptr %91, align 8, !tbaa !175
  %93 = getelementptr inbounds i8, ptr %3, i64 96
  %94 = load ptr, ptr %33, align 8, !tbaa !31
  store ptr %94, ptr %93, align 8, !tbaa !31
  %95 = icmp eq ptr %94, null
  br i1 %95, label %105, label %96

96:                                               ; preds = %87
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %103, label %100

100:                                              ; preds = %96
  %101 = load i32, ptr %97, align 4, !tbaa !39
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %97, align 4, !tbaa !39
  br label %105

103:                                              ; preds = %96
  %104 = atomicrmw volatile add ptr %97, i32 1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %100, %87
  %106 = getelementptr inbounds i8, ptr %3, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %106, ptr noundef nonnull align 8 dereferenceable(40) %47, i64 40, i1 false)
  %107 = getelementptr inbounds i8, ptr %3, i64 144
  %108 = load float, ptr %49, align 8, !tbaa !270
  store float %108, ptr %107, align 8, !tbaa !270
  %109 = getelementptr inbounds i8, ptr %3, i64 152
  %110 = load ptr, ptr %52, align 8, !tbaa !175
  store ptr %110, ptr %109, align 8, !tbaa !175
  %111 = getelementptr inbounds i8, ptr %3, i64 160
  %112 = load ptr, ptr %55, align 8, !tbaa !31
  store ptr %112, ptr %111, align 8, !tbaa !31
  %113 = icmp eq ptr %112, null
  br i1 %113, label %123, label %114

114:                                              ; preds = %105
  %115 = getelementptr inbounds i8, ptr %112, i64 8
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %121, label %118

118:                                              ; preds = %114
  %119 = load i32, ptr %115, align 4, !tbaa !39
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %115, align 4, !tbaa !39
  br label %123

121:                                              ; preds = %114
  %122 = atomicrmw volatile add ptr %115, i32 1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %118, %105
  %124 = getelementptr inbounds i8, ptr %3, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %124, ptr noundef nonnull align 8 dereferenceable(40) %69, i64 40, i1 false)
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %71) #24
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %3)
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %5) #24
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.166") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(216) ptr @_Znwm(i64 noundef 216) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !267
  store i64 %7, ptr %5, align 8, !tbaa !267
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !175
  store ptr %10, ptr %8, align 8, !tbaa !175
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !31
  store ptr %13, ptr %11, align 8, !tbaa !31
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !39
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !39
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %25, ptr noundef nonnull align 8 dereferenceable(40) %26, i64 40, i1 false)
  %27 = getelementptr inbounds i8, ptr %3, i64 80
  %28 = getelementptr inbounds i8, ptr %1, i64 80
  %29 = load float, ptr %28, align 8, !tbaa !269
  store float %29, ptr %27, align 8, !tbaa !269
  %30 = getelementptr inbounds i8, ptr %3, i64 88
  %31 = getelementptr inbounds i8, ptr %1, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !175
  store ptr %32, ptr %30, align 8, !tbaa !175
  %33 = getelementptr inbounds i8, ptr %3, i64 96
  %34 = getelementptr inbounds i8, ptr %1, i64 96
  %35 = load ptr, ptr %34, align 8, !tbaa !31
  store ptr %35, ptr %33, align 8, !tbaa !31
  %36 = icmp eq ptr %35, null
  br i1 %36, label %46, label %37

37:                                               ; preds = %24
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %38, align 4, !tbaa !39
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %38, align 4, !tbaa !39
  br label %46

44:                                               ; preds = %37
  %45 = atomicrmw volatile add ptr %38, i32 1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %41, %24
  %47 = getelementptr inbounds i8, ptr %3, i64 104
  %48 = getelementptr inbounds i8, ptr %1, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %47, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false)
  %49 = getelementptr inbounds i8, ptr %3, i64 144
  %50 = getelementptr inbounds i8, ptr %1, i64 144
  %51 = load float, ptr %50, align 8, !tbaa !270
  store float %51, ptr %49, align 8, !tbaa !270
  %52 = getelementptr inbounds i8, ptr %3, i64 152
  %53 = getelementptr inbounds i8, ptr %1, i64 152
  %54 = load ptr, ptr %53, align 8, !tbaa !175
  store ptr %54, ptr %52, align 8, !tbaa !175
  %55 = getelementptr inbounds i8, ptr %3, i64 160
  %56 = getelementptr inbounds i8, ptr %1, i64 160
  %57 = load ptr, ptr %56, align 8, !tbaa !31
  store ptr %57, ptr %55, align 8, !tbaa !31
  %58 = icmp eq ptr %57, null
  br i1 %58, label %68, label %59

59:                                               ; preds = %46
  %60 = getelementptr inbounds i8, ptr %57, i64 8
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %60, align 4, !tbaa !39
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %60, align 4, !tbaa !39
  br label %68

66:                                               ; preds = %59
  %67 = atomicrmw volatile add ptr %60, i32 1 acq_rel, align 4
  br label %68

68:                                               ; preds = %46, %63, %66
  %69 = getelementptr inbounds i8, ptr %3, i64 168
  %70 = getelementptr inbounds i8, ptr %1, i64 168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %69, ptr noundef nonnull align 8 dereferenceable(40) %70, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %4, align 8, !tbaa !37
  %71 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %71, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %72 = getelementptr inbounds i8, ptr %4, i64 24
  %73 = load i64, ptr %5, align 8, !tbaa !267
  store i64 %73, ptr %72, align 8, !tbaa !267
  %74 = getelementptr inbounds i8, ptr %4, i64 32
  %75 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %75, ptr %74, align 8, !tbaa !175
  %76 = getelementptr inbounds i8, ptr %4, i64 40
  %77 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %77, ptr %76, align 8, !tbaa !31
  %78 = icmp eq ptr %77, null
  br i1 %78, label %88, label %79

79:                                               ; preds = %68
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %86, label %83

83:                                               ; preds = %79
  %84 = load i32, ptr %80, align 4, !tbaa !39
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %80, align 4, !tbaa !39
  br label %88

86:                                               ; preds = %79
  %87 = atomicrmw volatile add ptr %80, i32 1 acq_rel, align 4
  br label %88

88:                                               ; preds = %86, %83, %68
  %89 = getelementptr inbounds i8, ptr %4, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %89, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %90 = getelementptr inbounds i8, ptr %4, i64 88
  %91 = load float, ptr %27, align 8, !tbaa !269
  store float %91, ptr %90, align 8, !tbaa !269
  %92 = getelementptr inbounds i8, ptr %4, i64 96
  %93 = load ptr, ptr %30, align 8, !tbaa !175
  store ptr %93, ptr %92, align 8, !tbaa !175
  %94 = getelementptr inbounds i8, ptr %4, i64 104
  %95 = load ptr, ptr %33, align 8, !tbaa !31
  store ptr %95, ptr %94, align 8, !tbaa !31
  %96 = icmp eq ptr %95, null
  br i1 %96, label %106, label %97

97:                                               ; preds = %88
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %98, align 4, !tbaa !39
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %98, align 4, !tbaa !39
  br label %106

104:                                              ; preds = %97
  %105 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %101, %88
  %107 = getelementptr inbounds i8, ptr %4, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %107, ptr noundef nonnull align 8 dereferenceable(40) %47, i64 40, i1 false)
  %108 = getelementptr inbounds i8, ptr %4, i64 152
  %109 = load float, ptr %49, align 8, !tbaa !270
  store float %109, ptr %108, align 8, !tbaa !270
  %110 = getelementptr inbounds i8, ptr %4, i64 160
  %111 = load ptr, ptr %52, align 8, !tbaa !175
  store ptr %111, ptr %110, align 8, !tbaa !175
  %112 = getelementptr inbounds i8, ptr %4, i64 168
  %113 = load ptr, ptr %55, align 8, !tbaa !31
  store ptr %113, ptr %112, align 8, !tbaa !31
  %114 = icmp eq ptr %113, null
  br i1 %114, label %124, label %115

115:                                              ; preds = %106
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %116, align 4, !tbaa !39
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %116, align 4, !tbaa !39
  br label %124

122:                                              ; preds = %115
  %123 = atomicrmw volatile add ptr %116, i32 1 acq_rel, align 4
  br label %124

124:                                              ; preds = %106, %119, %122
  %125 = getelementptr inbounds i8, ptr %4, i64 176
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %125, ptr noundef nonnull align 8 dereferenceable(40) %69, i64 40, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %5) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10Syr2kLowerEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(84) ptr @_Znwm(i64 noundef 84) #29
  store ptr %4, ptr %0, align 8, !tbaa !190
  %5 = getelementptr inbounds i8, ptr %4, i64 84
  store ptr %5, ptr %3, align 8, !tbaa !192
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 24, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %57

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !192
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %57

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 88, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !192
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %33 = load ptr, ptr %7, align 8, !tbaa !203
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !203
  br label %38

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %57

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8, !tbaa !5
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi ptr [ %37, %36 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 144, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !192
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %43 = load ptr, ptr %7, align 8, !tbaa !203
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !203
  br label %48

45:                                               ; preds = %38
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %39, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %46 unwind label %57

46:                                               ; preds = %45
  %47 = load ptr, ptr %7, align 8, !tbaa !5
  br label %48

48:                                               ; preds = %46, %42
  %49 = phi ptr [ %47, %46 ], [ %44, %42 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 152, ptr %6, align 8
  %50 = load ptr, ptr %3, align 8, !tbaa !192
  %51 = icmp eq ptr %49, %50
  br i1 %51, label %55, label %52

52:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %49, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %53 = load ptr, ptr %7, align 8, !tbaa !203
  %54 = getelementptr inbounds i8, ptr %53, i64 12
  store ptr %54, ptr %7, align 8, !tbaa !203
  br label %56

55:                                               ; preds = %48
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %49, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %56 unwind label %57

56:                                               ; preds = %55, %52
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

57:                                               ; preds = %15, %25, %35, %45, %55
  %58 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %59 = load ptr, ptr %0, align 8, !tbaa !190
  %60 = icmp eq ptr %59, null
  br i1 %60, label %66, label %61

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 8, !tbaa !192
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %59 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %65) #26
  br label %66

66:                                               ; preds = %57, %61
  resume { ptr, i32 } %58
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(216) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(216) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(216) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 216) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(216) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.163", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !267
  store i64 %6, ptr %4, align 8, !tbaa !267
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !175
  store ptr %9, ptr %7, align 8, !tbaa !175
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %12, ptr %10, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !39
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !39
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %1
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %24, ptr noundef nonnull align 8 dereferenceable(40) %25, i64 40, i1 false)
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load float, ptr %27, align 8, !tbaa !269
  store float %28, ptr %26, align 8, !tbaa !269
  %29 = getelementptr inbounds i8, ptr %2, i64 88
  %30 = getelementptr inbounds i8, ptr %0, i64 96
  %31 = load ptr, ptr %30, align 8, !tbaa !175
  store ptr %31, ptr %29, align 8, !tbaa !175
  %32 = getelementptr inbounds i8, ptr %2, i64 96
  %33 = getelementptr inbounds i8, ptr %0, i64 104
  %34 = load ptr, ptr %33, align 8, !tbaa !31
  store ptr %34, ptr %32, align 8, !tbaa !31
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %36
  %41 = load i32, ptr %37, align 4, !tbaa !39
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %37, align 4, !tbaa !39
  br label %45

43:                                               ; preds = %36
  %44 = atomicrmw volatile add ptr %37, i32 1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %40, %23
  %46 = getelementptr inbounds i8, ptr %2, i64 104
  %47 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %46, ptr noundef nonnull align 8 dereferenceable(40) %47, i64 40, i1 false)
  %48 = getelementptr inbounds i8, ptr %2, i64 144
  %49 = getelementptr inbounds i8, ptr %0, i64 152
  %50 = load float, ptr %49, align 8, !tbaa !270
  store float %50, ptr %48, align 8, !tbaa !270
  %51 = getelementptr inbounds i8, ptr %2, i64 152
  %52 = getelementptr inbounds i8, ptr %0, i64 160
  %53 = load ptr, ptr %52, align 8, !tbaa !175
  store ptr %53, ptr %51, align 8, !tbaa !175
  %54 = getelementptr inbounds i8, ptr %2, i64 160
  %55 = getelementptr inbounds i8, ptr %0, i64 168
  %56 = load ptr, ptr %55, align 8, !tbaa !31
  store ptr %56, ptr %54, align 8, !tbaa !31
  %57 = icmp eq ptr %56, null
  br i1 %57, label %67, label %58

58:                                               ; preds = %45
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %58
  %63 = load i32, ptr %59, align 4, !tbaa !39
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %59, align 4, !tbaa !39
  br label %67

65:                                               ; preds = %58
  %66 = atomicrmw volatile add ptr %59, i32 1 acq_rel, align 4
  br label %67

67:                                               ; preds = %45, %62, %65
  %68 = getelementptr inbounds i8, ptr %2, i64 168
  %69 = getelementptr inbounds i8, ptr %0, i64 176
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %68, ptr noundef nonnull align 8 dereferenceable(40) %69, i64 40, i1 false)
  %70 = load i64, ptr %2, align 8
  %71 = getelementptr inbounds i8, ptr %2, i64 8
  %72 = load i64, ptr %71, align 8
  %73 = icmp eq i64 %70, 0
  %74 = icmp eq i64 %72, 0
  %75 = select i1 %74, i1 true, i1 %73
  br i1 %75, label %88, label %76

76:                                               ; preds = %67, %79
  %77 = phi i64 [ %86, %79 ], [ 0, %67 ]
  %78 = phi i64 [ %85, %79 ], [ 0, %67 ]
  invoke void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(192) %4, i64 %78, i64 %77)
          to label %79 unwind label %89

79:                                               ; preds = %76
  %80 = add i64 %78, 1
  %81 = icmp uge i64 %80, %70
  %82 = add i64 %77, 1
  %83 = icmp uge i64 %82, %72
  %84 = select i1 %83, i64 0, i64 %82
  %85 = select i1 %81, i64 0, i64 %80
  %86 = select i1 %81, i64 %84, i64 %77
  %87 = select i1 %81, i1 %83, i1 false
  br i1 %87, label %88, label %76, !llvm.loop !294

88:                                               ; preds = %79, %67
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %4) #24
  ret void

89:                                               ; preds = %76
  %90 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %4) #24
  resume { ptr, i32 } %90
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(192) %0, i64 %1, i64 %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca { ptr, [32 x i8] }, align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %13 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %14 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %15 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %16 = icmp ugt i64 %2, %1
  br i1 %16, label %661, label %17

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = load float, ptr %18, align 8, !tbaa !269
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #24
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !295)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9)
  %21 = load ptr, ptr %20, align 8, !tbaa !175, !noalias !295
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !31, !noalias !295
  %24 = icmp eq ptr %23, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !295
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !39, !noalias !295
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !39, !noalias !295
  br label %40

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4, !noalias !295
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !295
  br label %40

35:                                               ; preds = %17
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %21, ptr %37, align 8, !tbaa !175, !alias.scope !295
  %38 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %38, align 8, !tbaa !31, !alias.scope !295
  %39 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %39, ptr noundef nonnull align 8 dereferenceable(40) %36, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !12, !alias.scope !295
  br label %75

40:                                               ; preds = %32, %29
  %41 = phi i8 [ %34, %32 ], [ 1, %29 ]
  %42 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull align 8 dereferenceable(40) %42, i64 40, i1 false), !noalias !295
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !295
  %43 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %21, ptr %43, align 8, !tbaa !175, !alias.scope !295
  %44 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %23, ptr %44, align 8, !tbaa !31, !alias.scope !295
  %45 = icmp eq i8 %41, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %40
  %47 = load i32, ptr %26, align 4, !tbaa !39, !noalias !295
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %26, align 4, !tbaa !39, !noalias !295
  br label %51

49:                                               ; preds = %40
  %50 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4, !noalias !295
  br label %51

51:                                               ; preds = %49, %46
  %52 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %52, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false)
  store i64 %1, ptr %10, align 8, !tbaa !12, !alias.scope !295
  %53 = load atomic i64, ptr %26 acquire, align 8, !noalias !295
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %26, align 8, !tbaa !33, !noalias !295
  %57 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %57, align 4, !tbaa !36, !noalias !295
  %58 = load ptr, ptr %23, align 8, !tbaa !37, !noalias !295
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8, !noalias !295
  tail call void %60(ptr noundef nonnull align 8 dereferenceable(16) %23) #24, !noalias !295
  %61 = load ptr, ptr %23, align 8, !tbaa !37, !noalias !295
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8, !noalias !295
  tail call void %63(ptr noundef nonnull align 8 dereferenceable(16) %23) #24, !noalias !295
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !295
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %26, align 4, !tbaa !39, !noalias !295
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4, !noalias !295
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !40

74:                                               ; preds = %71
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #24, !noalias !295
  br label %75

75:                                               ; preds = %35, %56, %71, %74
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9)
  %76 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %2, ptr %76, align 8, !tbaa !12
  %77 = getelementptr inbounds i8, ptr %10, i64 16
  %78 = load i64, ptr %10, align 8
  %79 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %77)
          to label %80 unwind label %159

80:                                               ; preds = %75
  %81 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %77)
          to label %82 unwind label %159

82:                                               ; preds = %80
  %83 = load i64, ptr %81, align 8
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %77)
          to label %85 unwind label %159

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %84, i64 8
  %87 = load i64, ptr %86, align 8
  %88 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %77)
          to label %89 unwind label %159

89:                                               ; preds = %85
  %90 = add i64 %83, %78
  %91 = mul i64 %87, %90
  %92 = getelementptr inbounds i8, ptr %88, i64 8
  %93 = load i64, ptr %92, align 8
  %94 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %95 = getelementptr float, ptr %94, i64 %91
  %96 = getelementptr float, ptr %95, i64 %2
  %97 = getelementptr float, ptr %96, i64 %93
  %98 = load float, ptr %97, align 4, !tbaa !14
  %99 = fmul float %19, %98
  store float %99, ptr %97, align 4, !tbaa !14
  %100 = getelementptr inbounds i8, ptr %10, i64 24
  %101 = load ptr, ptr %100, align 8, !tbaa !31
  %102 = icmp eq ptr %101, null
  br i1 %102, label %127, label %103

103:                                              ; preds = %89
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load atomic i64, ptr %104 acquire, align 8
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %104, align 8, !tbaa !33
  %109 = getelementptr inbounds i8, ptr %101, i64 12
  store i32 0, ptr %109, align 4, !tbaa !36
  %110 = load ptr, ptr %101, align 8, !tbaa !37
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %101) #24
  %113 = load ptr, ptr %101, align 8, !tbaa !37
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %101) #24
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %104, align 4, !tbaa !39
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %104, i32 -1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !40

126:                                              ; preds = %123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %101) #24
  br label %127

127:                                              ; preds = %89, %108, %123, %126
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  %128 = load i64, ptr %0, align 8, !tbaa !267
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %661, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %0, i64 72
  %132 = getelementptr inbounds i8, ptr %0, i64 80
  %133 = getelementptr inbounds i8, ptr %0, i64 88
  %134 = getelementptr inbounds i8, ptr %11, i64 16
  %135 = getelementptr inbounds i8, ptr %11, i64 24
  %136 = getelementptr inbounds i8, ptr %11, i64 32
  %137 = getelementptr inbounds i8, ptr %11, i64 8
  %138 = getelementptr inbounds i8, ptr %0, i64 128
  %139 = getelementptr inbounds i8, ptr %0, i64 136
  %140 = getelementptr inbounds i8, ptr %0, i64 144
  %141 = getelementptr inbounds i8, ptr %0, i64 152
  %142 = getelementptr inbounds i8, ptr %12, i64 16
  %143 = getelementptr inbounds i8, ptr %12, i64 24
  %144 = getelementptr inbounds i8, ptr %12, i64 32
  %145 = getelementptr inbounds i8, ptr %12, i64 8
  %146 = getelementptr inbounds i8, ptr %13, i64 16
  %147 = getelementptr inbounds i8, ptr %13, i64 24
  %148 = getelementptr inbounds i8, ptr %13, i64 32
  %149 = getelementptr inbounds i8, ptr %13, i64 8
  %150 = getelementptr inbounds i8, ptr %14, i64 16
  %151 = getelementptr inbounds i8, ptr %14, i64 24
  %152 = getelementptr inbounds i8, ptr %14, i64 32
  %153 = getelementptr inbounds i8, ptr %14, i64 8
  %154 = getelementptr inbounds i8, ptr %0, i64 24
  %155 = getelementptr inbounds i8, ptr %15, i64 16
  %156 = getelementptr inbounds i8, ptr %15, i64 24
  %157 = getelementptr inbounds i8, ptr %15, i64 32
  %158 = getelementptr inbounds i8, ptr %15, i64 8
  br label %161

159:                                              ; preds = %85, %82, %80, %75
  %160 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #24
  br label %662

161:                                              ; preds = %130, %639
  %162 = phi i64 [ 0, %130 ], [ %640, %639 ]
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !298)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  %163 = load ptr, ptr %131, align 8, !tbaa !175, !noalias !298
  %164 = load ptr, ptr %132, align 8, !tbaa !31, !noalias !298
  %165 = icmp eq ptr %164, null
  br i1 %165, label %176, label %166

166:                                              ; preds = %161
  %167 = getelementptr inbounds i8, ptr %164, i64 8
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !298
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %173, label %170

170:                                              ; preds = %166
  %171 = load i32, ptr %167, align 4, !tbaa !39, !noalias !298
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %167, align 4, !tbaa !39, !noalias !298
  br label %177

173:                                              ; preds = %166
  %174 = atomicrmw volatile add ptr %167, i32 1 acq_rel, align 4, !noalias !298
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !298
  br label %177

176:                                              ; preds = %161
  store ptr %163, ptr %134, align 8, !tbaa !175, !alias.scope !298
  store ptr null, ptr %135, align 8, !tbaa !31, !alias.scope !298
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %136, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false)
  store i64 %2, ptr %11, align 8, !tbaa !12, !alias.scope !298
  br label %208

177:                                              ; preds = %173, %170
  %178 = phi i8 [ %175, %173 ], [ 1, %170 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false), !noalias !298
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !298
  store ptr %163, ptr %134, align 8, !tbaa !175, !alias.scope !298
  store ptr %164, ptr %135, align 8, !tbaa !31, !alias.scope !298
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %183, label %180

180:                                              ; preds = %177
  %181 = load i32, ptr %167, align 4, !tbaa !39, !noalias !298
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %167, align 4, !tbaa !39, !noalias !298
  br label %185

183:                                              ; preds = %177
  %184 = atomicrmw volatile add ptr %167, i32 1 acq_rel, align 4, !noalias !298
  br label %185

185:                                              ; preds = %183, %180
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %136, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false)
  store i64 %2, ptr %11, align 8, !tbaa !12, !alias.scope !298
  %186 = load atomic i64, ptr %167 acquire, align 8, !noalias !298
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %185
  store i32 0, ptr %167, align 8, !tbaa !33, !noalias !298
  %190 = getelementptr inbounds i8, ptr %164, i64 12
  store i32 0, ptr %190, align 4, !tbaa !36, !noalias !298
  %191 = load ptr, ptr %164, align 8, !tbaa !37, !noalias !298
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8, !noalias !298
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %164) #24, !noalias !298
  %194 = load ptr, ptr %164, align 8, !tbaa !37, !noalias !298
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8, !noalias !298
  call void %196(ptr noundef nonnull align 8 dereferenceable(16) %164) #24, !noalias !298
  br label %208

197:                                              ; preds = %185
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !298
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %167, align 4, !tbaa !39, !noalias !298
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %167, i32 -1 acq_rel, align 4, !noalias !298
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !40

207:                                              ; preds = %204
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %164) #24, !noalias !298
  br label %208

208:                                              ; preds = %176, %189, %204, %207
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  store i64 %162, ptr %137, align 8, !tbaa !12
  %209 = load i64, ptr %11, align 8
  %210 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %211 unwind label %643

211:                                              ; preds = %208
  %212 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %213 unwind label %643

213:                                              ; preds = %211
  %214 = load i64, ptr %212, align 8
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %216 unwind label %643

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, ptr %215, i64 8
  %218 = load i64, ptr %217, align 8
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %134)
          to label %220 unwind label %643

220:                                              ; preds = %216
  %221 = add i64 %214, %209
  %222 = mul i64 %218, %221
  %223 = getelementptr inbounds i8, ptr %219, i64 8
  %224 = load i64, ptr %223, align 8
  %225 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %134) #24
  %226 = getelementptr float, ptr %225, i64 %222
  %227 = getelementptr float, ptr %226, i64 %162
  %228 = getelementptr float, ptr %227, i64 %224
  %229 = load float, ptr %228, align 4, !tbaa !14
  %230 = load float, ptr %138, align 8, !tbaa !270
  %231 = fmul float %229, %230
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !301)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %232 = load ptr, ptr %139, align 8, !tbaa !175, !noalias !301
  %233 = load ptr, ptr %140, align 8, !tbaa !31, !noalias !301
  %234 = icmp eq ptr %233, null
  br i1 %234, label %245, label %235

235:                                              ; preds = %220
  %236 = getelementptr inbounds i8, ptr %233, i64 8
  %237 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !301
  %238 = icmp eq i8 %237, 0
  br i1 %238, label %242, label %239

239:                                              ; preds = %235
  %240 = load i32, ptr %236, align 4, !tbaa !39, !noalias !301
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %236, align 4, !tbaa !39, !noalias !301
  br label %246

242:                                              ; preds = %235
  %243 = atomicrmw volatile add ptr %236, i32 1 acq_rel, align 4, !noalias !301
  %244 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !301
  br label %246

245:                                              ; preds = %220
  store ptr %232, ptr %142, align 8, !tbaa !175, !alias.scope !301
  store ptr null, ptr %143, align 8, !tbaa !31, !alias.scope !301
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %144, ptr noundef nonnull align 8 dereferenceable(40) %141, i64 40, i1 false)
  store i64 %1, ptr %12, align 8, !tbaa !12, !alias.scope !301
  br label %277

246:                                              ; preds = %242, %239
  %247 = phi i8 [ %244, %242 ], [ 1, %239 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %141, i64 40, i1 false), !noalias !301
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !alias.scope !301
  store ptr %232, ptr %142, align 8, !tbaa !175, !alias.scope !301
  store ptr %233, ptr %143, align 8, !tbaa !31, !alias.scope !301
  %248 = icmp eq i8 %247, 0
  br i1 %248, label %252, label %249

249:                                              ; preds = %246
  %250 = load i32, ptr %236, align 4, !tbaa !39, !noalias !301
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %236, align 4, !tbaa !39, !noalias !301
  br label %254

252:                                              ; preds = %246
  %253 = atomicrmw volatile add ptr %236, i32 1 acq_rel, align 4, !noalias !301
  br label %254

254:                                              ; preds = %252, %249
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %144, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 %1, ptr %12, align 8, !tbaa !12, !alias.scope !301
  %255 = load atomic i64, ptr %236 acquire, align 8, !noalias !301
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %254
  store i32 0, ptr %236, align 8, !tbaa !33, !noalias !301
  %259 = getelementptr inbounds i8, ptr %233, i64 12
  store i32 0, ptr %259, align 4, !tbaa !36, !noalias !301
  %260 = load ptr, ptr %233, align 8, !tbaa !37, !noalias !301
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8, !noalias !301
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %233) #24, !noalias !301
  %263 = load ptr, ptr %233, align 8, !tbaa !37, !noalias !301
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8, !noalias !301
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %233) #24, !noalias !301
  br label %277

266:                                              ; preds = %254
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !301
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %236, align 4, !tbaa !39, !noalias !301
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %236, i32 -1 acq_rel, align 4, !noalias !301
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !40

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %233) #24, !noalias !301
  br label %277

277:                                              ; preds = %276, %273, %258, %245
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  store i64 %162, ptr %145, align 8, !tbaa !12
  %278 = load i64, ptr %12, align 8
  %279 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %142)
          to label %280 unwind label %645

280:                                              ; preds = %277
  %281 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %142)
          to label %282 unwind label %645

282:                                              ; preds = %280
  %283 = load i64, ptr %281, align 8
  %284 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %142)
          to label %285 unwind label %645

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %284, i64 8
  %287 = load i64, ptr %286, align 8
  %288 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %142)
          to label %289 unwind label %645

289:                                              ; preds = %285
  %290 = add i64 %283, %278
  %291 = mul i64 %287, %290
  %292 = getelementptr inbounds i8, ptr %288, i64 8
  %293 = load i64, ptr %292, align 8
  %294 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %142) #24
  %295 = getelementptr float, ptr %294, i64 %291
  %296 = getelementptr float, ptr %295, i64 %162
  %297 = getelementptr float, ptr %296, i64 %293
  %298 = load float, ptr %297, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !304)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %299 = load ptr, ptr %139, align 8, !tbaa !175, !noalias !304
  %300 = load ptr, ptr %140, align 8, !tbaa !31, !noalias !304
  %301 = icmp eq ptr %300, null
  br i1 %301, label %312, label %302

302:                                              ; preds = %289
  %303 = getelementptr inbounds i8, ptr %300, i64 8
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !304
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %309, label %306

306:                                              ; preds = %302
  %307 = load i32, ptr %303, align 4, !tbaa !39, !noalias !304
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr %303, align 4, !tbaa !39, !noalias !304
  br label %313

309:                                              ; preds = %302
  %310 = atomicrmw volatile add ptr %303, i32 1 acq_rel, align 4, !noalias !304
  %311 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !304
  br label %313

312:                                              ; preds = %289
  store ptr %299, ptr %146, align 8, !tbaa !175, !alias.scope !304
  store ptr null, ptr %147, align 8, !tbaa !31, !alias.scope !304
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %148, ptr noundef nonnull align 8 dereferenceable(40) %141, i64 40, i1 false)
  store i64 %2, ptr %13, align 8, !tbaa !12, !alias.scope !304
  br label %344

313:                                              ; preds = %309, %306
  %314 = phi i8 [ %311, %309 ], [ 1, %306 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %141, i64 40, i1 false), !noalias !304
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false), !alias.scope !304
  store ptr %299, ptr %146, align 8, !tbaa !175, !alias.scope !304
  store ptr %300, ptr %147, align 8, !tbaa !31, !alias.scope !304
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %319, label %316

316:                                              ; preds = %313
  %317 = load i32, ptr %303, align 4, !tbaa !39, !noalias !304
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %303, align 4, !tbaa !39, !noalias !304
  br label %321

319:                                              ; preds = %313
  %320 = atomicrmw volatile add ptr %303, i32 1 acq_rel, align 4, !noalias !304
  br label %321

321:                                              ; preds = %319, %316
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %148, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 %2, ptr %13, align 8, !tbaa !12, !alias.scope !304
  %322 = load atomic i64, ptr %303 acquire, align 8, !noalias !304
  %323 = icmp eq i64 %322, 4294967297
  %324 = trunc i64 %322 to i32
  br i1 %323, label %325, label %333

325:                                              ; preds = %321
  store i32 0, ptr %303, align 8, !tbaa !33, !noalias !304
  %326 = getelementptr inbounds i8, ptr %300, i64 12
  store i32 0, ptr %326, align 4, !tbaa !36, !noalias !304
  %327 = load ptr, ptr %300, align 8, !tbaa !37, !noalias !304
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load ptr, ptr %328, align 8, !noalias !304
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %300) #24, !noalias !304
  %330 = load ptr, ptr %300, align 8, !tbaa !37, !noalias !304
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8, !noalias !304
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %300) #24, !noalias !304
  br label %344

333:                                              ; preds = %321
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !304
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %338, label %336

336:                                              ; preds = %333
  %337 = add nsw i32 %324, -1
  store i32 %337, ptr %303, align 4, !tbaa !39, !noalias !304
  br label %340

338:                                              ; preds = %333
  %339 = atomicrmw volatile add ptr %303, i32 -1 acq_rel, align 4, !noalias !304
  br label %340

340:                                              ; preds = %338, %336
  %341 = phi i32 [ %324, %336 ], [ %339, %338 ]
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %344, !prof !40

343:                                              ; preds = %340
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %300) #24, !noalias !304
  br label %344

344:                                              ; preds = %343, %340, %325, %312
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  store i64 %162, ptr %149, align 8, !tbaa !12
  %345 = load i64, ptr %13, align 8
  %346 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %347 unwind label %647

347:                                              ; preds = %344
  %348 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %349 unwind label %647

349:                                              ; preds = %347
  %350 = load i64, ptr %348, align 8
  %351 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %352 unwind label %647

352:                                              ; preds = %349
  %353 = getelementptr inbounds i8, ptr %351, i64 8
  %354 = load i64, ptr %353, align 8
  %355 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %146)
          to label %356 unwind label %647

356:                                              ; preds = %352
  %357 = add i64 %350, %345
  %358 = mul i64 %354, %357
  %359 = getelementptr inbounds i8, ptr %355, i64 8
  %360 = load i64, ptr %359, align 8
  %361 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %146) #24
  %362 = getelementptr float, ptr %361, i64 %358
  %363 = getelementptr float, ptr %362, i64 %162
  %364 = getelementptr float, ptr %363, i64 %360
  %365 = load float, ptr %364, align 4, !tbaa !14
  %366 = load float, ptr %138, align 8, !tbaa !270
  %367 = fmul float %365, %366
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !307)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %368 = load ptr, ptr %131, align 8, !tbaa !175, !noalias !307
  %369 = load ptr, ptr %132, align 8, !tbaa !31, !noalias !307
  %370 = icmp eq ptr %369, null
  br i1 %370, label %381, label %371

371:                                              ; preds = %356
  %372 = getelementptr inbounds i8, ptr %369, i64 8
  %373 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !307
  %374 = icmp eq i8 %373, 0
  br i1 %374, label %378, label %375

375:                                              ; preds = %371
  %376 = load i32, ptr %372, align 4, !tbaa !39, !noalias !307
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %372, align 4, !tbaa !39, !noalias !307
  br label %382

378:                                              ; preds = %371
  %379 = atomicrmw volatile add ptr %372, i32 1 acq_rel, align 4, !noalias !307
  %380 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !307
  br label %382

381:                                              ; preds = %356
  store ptr %368, ptr %150, align 8, !tbaa !175, !alias.scope !307
  store ptr null, ptr %151, align 8, !tbaa !31, !alias.scope !307
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %152, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false)
  store i64 %1, ptr %14, align 8, !tbaa !12, !alias.scope !307
  br label %413

382:                                              ; preds = %378, %375
  %383 = phi i8 [ %380, %378 ], [ 1, %375 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false), !noalias !307
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false), !alias.scope !307
  store ptr %368, ptr %150, align 8, !tbaa !175, !alias.scope !307
  store ptr %369, ptr %151, align 8, !tbaa !31, !alias.scope !307
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %388, label %385

385:                                              ; preds = %382
  %386 = load i32, ptr %372, align 4, !tbaa !39, !noalias !307
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr %372, align 4, !tbaa !39, !noalias !307
  br label %390

388:                                              ; preds = %382
  %389 = atomicrmw volatile add ptr %372, i32 1 acq_rel, align 4, !noalias !307
  br label %390

390:                                              ; preds = %388, %385
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %152, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 %1, ptr %14, align 8, !tbaa !12, !alias.scope !307
  %391 = load atomic i64, ptr %372 acquire, align 8, !noalias !307
  %392 = icmp eq i64 %391, 4294967297
  %393 = trunc i64 %391 to i32
  br i1 %392, label %394, label %402

394:                                              ; preds = %390
  store i32 0, ptr %372, align 8, !tbaa !33, !noalias !307
  %395 = getelementptr inbounds i8, ptr %369, i64 12
  store i32 0, ptr %395, align 4, !tbaa !36, !noalias !307
  %396 = load ptr, ptr %369, align 8, !tbaa !37, !noalias !307
  %397 = getelementptr inbounds i8, ptr %396, i64 16
  %398 = load ptr, ptr %397, align 8, !noalias !307
  call void %398(ptr noundef nonnull align 8 dereferenceable(16) %369) #24, !noalias !307
  %399 = load ptr, ptr %369, align 8, !tbaa !37, !noalias !307
  %400 = getelementptr inbounds i8, ptr %399, i64 24
  %401 = load ptr, ptr %400, align 8, !noalias !307
  call void %401(ptr noundef nonnull align 8 dereferenceable(16) %369) #24, !noalias !307
  br label %413

402:                                              ; preds = %390
  %403 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !307
  %404 = icmp eq i8 %403, 0
  br i1 %404, label %407, label %405

405:                                              ; preds = %402
  %406 = add nsw i32 %393, -1
  store i32 %406, ptr %372, align 4, !tbaa !39, !noalias !307
  br label %409

407:                                              ; preds = %402
  %408 = atomicrmw volatile add ptr %372, i32 -1 acq_rel, align 4, !noalias !307
  br label %409

409:                                              ; preds = %407, %405
  %410 = phi i32 [ %393, %405 ], [ %408, %407 ]
  %411 = icmp eq i32 %410, 1
  br i1 %411, label %412, label %413, !prof !40

412:                                              ; preds = %409
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %369) #24, !noalias !307
  br label %413

413:                                              ; preds = %412, %409, %394, %381
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  store i64 %162, ptr %153, align 8, !tbaa !12
  %414 = load i64, ptr %14, align 8
  %415 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %416 unwind label %649

416:                                              ; preds = %413
  %417 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %418 unwind label %649

418:                                              ; preds = %416
  %419 = load i64, ptr %417, align 8
  %420 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %421 unwind label %649

421:                                              ; preds = %418
  %422 = getelementptr inbounds i8, ptr %420, i64 8
  %423 = load i64, ptr %422, align 8
  %424 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %150)
          to label %425 unwind label %649

425:                                              ; preds = %421
  %426 = add i64 %419, %414
  %427 = mul i64 %423, %426
  %428 = getelementptr inbounds i8, ptr %424, i64 8
  %429 = load i64, ptr %428, align 8
  %430 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  %431 = getelementptr float, ptr %430, i64 %427
  %432 = getelementptr float, ptr %431, i64 %162
  %433 = getelementptr float, ptr %432, i64 %429
  %434 = load float, ptr %433, align 4, !tbaa !14
  %435 = fmul float %367, %434
  %436 = call float @llvm.fmuladd.f32(float %231, float %298, float %435)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !310)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %437 = load ptr, ptr %20, align 8, !tbaa !175, !noalias !310
  %438 = load ptr, ptr %22, align 8, !tbaa !31, !noalias !310
  %439 = icmp eq ptr %438, null
  br i1 %439, label %450, label %440

440:                                              ; preds = %425
  %441 = getelementptr inbounds i8, ptr %438, i64 8
  %442 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !310
  %443 = icmp eq i8 %442, 0
  br i1 %443, label %447, label %444

444:                                              ; preds = %440
  %445 = load i32, ptr %441, align 4, !tbaa !39, !noalias !310
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %441, align 4, !tbaa !39, !noalias !310
  br label %451

447:                                              ; preds = %440
  %448 = atomicrmw volatile add ptr %441, i32 1 acq_rel, align 4, !noalias !310
  %449 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !310
  br label %451

450:                                              ; preds = %425
  store ptr %437, ptr %155, align 8, !tbaa !175, !alias.scope !310
  store ptr null, ptr %156, align 8, !tbaa !31, !alias.scope !310
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %157, ptr noundef nonnull align 8 dereferenceable(40) %154, i64 40, i1 false)
  store i64 %1, ptr %15, align 8, !tbaa !12, !alias.scope !310
  br label %482

451:                                              ; preds = %447, %444
  %452 = phi i8 [ %449, %447 ], [ 1, %444 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %154, i64 40, i1 false), !noalias !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !alias.scope !310
  store ptr %437, ptr %155, align 8, !tbaa !175, !alias.scope !310
  store ptr %438, ptr %156, align 8, !tbaa !31, !alias.scope !310
  %453 = icmp eq i8 %452, 0
  br i1 %453, label %457, label %454

454:                                              ; preds = %451
  %455 = load i32, ptr %441, align 4, !tbaa !39, !noalias !310
  %456 = add nsw i32 %455, 1
  store i32 %456, ptr %441, align 4, !tbaa !39, !noalias !310
  br label %459

457:                                              ; preds = %451
  %458 = atomicrmw volatile add ptr %441, i32 1 acq_rel, align 4, !noalias !310
  br label %459

459:                                              ; preds = %457, %454
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %157, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %1, ptr %15, align 8, !tbaa !12, !alias.scope !310
  %460 = load atomic i64, ptr %441 acquire, align 8, !noalias !310
  %461 = icmp eq i64 %460, 4294967297
  %462 = trunc i64 %460 to i32
  br i1 %461, label %463, label %471

463:                                              ; preds = %459
  store i32 0, ptr %441, align 8, !tbaa !33, !noalias !310
  %464 = getelementptr inbounds i8, ptr %438, i64 12
  store i32 0, ptr %464, align 4, !tbaa !36, !noalias !310
  %465 = load ptr, ptr %438, align 8, !tbaa !37, !noalias !310
  %466 = getelementptr inbounds i8, ptr %465, i64 16
  %467 = load ptr, ptr %466, align 8, !noalias !310
  call void %467(ptr noundef nonnull align 8 dereferenceable(16) %438) #24, !noalias !310
  %468 = load ptr, ptr %438, align 8, !tbaa !37, !noalias !310
  %469 = getelementptr inbounds i8, ptr %468, i64 24
  %470 = load ptr, ptr %469, align 8, !noalias !310
  call void %470(ptr noundef nonnull align 8 dereferenceable(16) %438) #24, !noalias !310
  br label %482

471:                                              ; preds = %459
  %472 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9, !noalias !310
  %473 = icmp eq i8 %472, 0
  br i1 %473, label %476, label %474

474:                                              ; preds = %471
  %475 = add nsw i32 %462, -1
  store i32 %475, ptr %441, align 4, !tbaa !39, !noalias !310
  br label %478

476:                                              ; preds = %471
  %477 = atomicrmw volatile add ptr %441, i32 -1 acq_rel, align 4, !noalias !310
  br label %478

478:                                              ; preds = %476, %474
  %479 = phi i32 [ %462, %474 ], [ %477, %476 ]
  %480 = icmp eq i32 %479, 1
  br i1 %480, label %481, label %482, !prof !40

481:                                              ; preds = %478
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %438) #24, !noalias !310
  br label %482

482:                                              ; preds = %481, %478, %463, %450
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  store i64 %2, ptr %158, align 8, !tbaa !12
  %483 = load i64, ptr %15, align 8
  %484 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %155)
          to label %485 unwind label %651

485:                                              ; preds = %482
  %486 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %155)
          to label %487 unwind label %651

487:                                              ; preds = %485
  %488 = load i64, ptr %486, align 8
  %489 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %155)
          to label %490 unwind label %651

490:                                              ; preds = %487
  %491 = getelementptr inbounds i8, ptr %489, i64 8
  %492 = load i64, ptr %491, align 8
  %493 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %155)
          to label %494 unwind label %651

494:                                              ; preds = %490
  %495 = add i64 %488, %483
  %496 = mul i64 %492, %495
  %497 = getelementptr inbounds i8, ptr %493, i64 8
  %498 = load i64, ptr %497, align 8
  %499 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #24
  %500 = getelementptr float, ptr %499, i64 %496
  %501 = getelementptr float, ptr %500, i64 %2
  %502 = getelementptr float, ptr %501, i64 %498
  %503 = load float, ptr %502, align 4, !tbaa !14
  %504 = fadd float %436, %503
  store float %504, ptr %502, align 4, !tbaa !14
  %505 = load ptr, ptr %156, align 8, !tbaa !31
  %506 = icmp eq ptr %505, null
  br i1 %506, label %531, label %507

507:                                              ; preds = %494
  %508 = getelementptr inbounds i8, ptr %505, i64 8
  %509 = load atomic i64, ptr %508 acquire, align 8
  %510 = icmp eq i64 %509, 4294967297
  %511 = trunc i64 %509 to i32
  br i1 %510, label %512, label %520

512:                                              ; preds = %507
  store i32 0, ptr %508, align 8, !tbaa !33
  %513 = getelementptr inbounds i8, ptr %505, i64 12
  store i32 0, ptr %513, align 4, !tbaa !36
  %514 = load ptr, ptr %505, align 8, !tbaa !37
  %515 = getelementptr inbounds i8, ptr %514, i64 16
  %516 = load ptr, ptr %515, align 8
  call void %516(ptr noundef nonnull align 8 dereferenceable(16) %505) #24
  %517 = load ptr, ptr %505, align 8, !tbaa !37
  %518 = getelementptr inbounds i8, ptr %517, i64 24
  %519 = load ptr, ptr %518, align 8
  call void %519(ptr noundef nonnull align 8 dereferenceable(16) %505) #24
  br label %531

520:                                              ; preds = %507
  %521 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %522 = icmp eq i8 %521, 0
  br i1 %522, label %525, label %523

523:                                              ; preds = %520
  %524 = add nsw i32 %511, -1
  store i32 %524, ptr %508, align 4, !tbaa !39
  br label %527

525:                                              ; preds = %520
  %526 = atomicrmw volatile add ptr %508, i32 -1 acq_rel, align 4
  br label %527

527:                                              ; preds = %525, %523
  %528 = phi i32 [ %511, %523 ], [ %526, %525 ]
  %529 = icmp eq i32 %528, 1
  br i1 %529, label %530, label %531, !prof !40

530:                                              ; preds = %527
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %505) #24
  br label %531

531:                                              ; preds = %494, %512, %527, %530
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #24
  %532 = load ptr, ptr %151, align 8, !tbaa !31
  %533 = icmp eq ptr %532, null
  br i1 %533, label %558, label %534

534:                                              ; preds = %531
  %535 = getelementptr inbounds i8, ptr %532, i64 8
  %536 = load atomic i64, ptr %535 acquire, align 8
  %537 = icmp eq i64 %536, 4294967297
  %538 = trunc i64 %536 to i32
  br i1 %537, label %539, label %547

539:                                              ; preds = %534
  store i32 0, ptr %535, align 8, !tbaa !33
  %540 = getelementptr inbounds i8, ptr %532, i64 12
  store i32 0, ptr %540, align 4, !tbaa !36
  %541 = load ptr, ptr %532, align 8, !tbaa !37
  %542 = getelementptr inbounds i8, ptr %541, i64 16
  %543 = load ptr, ptr %542, align 8
  call void %543(ptr noundef nonnull align 8 dereferenceable(16) %532) #24
  %544 = load ptr, ptr %532, align 8, !tbaa !37
  %545 = getelementptr inbounds i8, ptr %544, i64 24
  %546 = load ptr, ptr %545, align 8
  call void %546(ptr noundef nonnull align 8 dereferenceable(16) %532) #24
  br label %558

547:                                              ; preds = %534
  %548 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %549 = icmp eq i8 %548, 0
  br i1 %549, label %552, label %550

550:                                              ; preds = %547
  %551 = add nsw i32 %538, -1
  store i32 %551, ptr %535, align 4, !tbaa !39
  br label %554

552:                                              ; preds = %547
  %553 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi i32 [ %538, %550 ], [ %553, %552 ]
  %556 = icmp eq i32 %555, 1
  br i1 %556, label %557, label %558, !prof !40

557:                                              ; preds = %554
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %532) #24
  br label %558

558:                                              ; preds = %531, %539, %554, %557
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #24
  %559 = load ptr, ptr %147, align 8, !tbaa !31
  %560 = icmp eq ptr %559, null
  br i1 %560, label %585, label %561

561:                                              ; preds = %558
  %562 = getelementptr inbounds i8, ptr %559, i64 8
  %563 = load atomic i64, ptr %562 acquire, align 8
  %564 = icmp eq i64 %563, 4294967297
  %565 = trunc i64 %563 to i32
  br i1 %564, label %566, label %574

566:                                              ; preds = %561
  store i32 0, ptr %562, align 8, !tbaa !33
  %567 = getelementptr inbounds i8, ptr %559, i64 12
  store i32 0, ptr %567, align 4, !tbaa !36
  %568 = load ptr, ptr %559, align 8, !tbaa !37
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load ptr, ptr %569, align 8
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %559) #24
  %571 = load ptr, ptr %559, align 8, !tbaa !37
  %572 = getelementptr inbounds i8, ptr %571, i64 24
  %573 = load ptr, ptr %572, align 8
  call void %573(ptr noundef nonnull align 8 dereferenceable(16) %559) #24
  br label %585

574:                                              ; preds = %561
  %575 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %576 = icmp eq i8 %575, 0
  br i1 %576, label %579, label %577

577:                                              ; preds = %574
  %578 = add nsw i32 %565, -1
  store i32 %578, ptr %562, align 4, !tbaa !39
  br label %581

579:                                              ; preds = %574
  %580 = atomicrmw volatile add ptr %562, i32 -1 acq_rel, align 4
  br label %581

581:                                              ; preds = %579, %577
  %582 = phi i32 [ %565, %577 ], [ %580, %579 ]
  %583 = icmp eq i32 %582, 1
  br i1 %583, label %584, label %585, !prof !40

584:                                              ; preds = %581
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %559) #24
  br label %585

585:                                              ; preds = %558, %566, %581, %584
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #24
  %586 = load ptr, ptr %143, align 8, !tbaa !31
  %587 = icmp eq ptr %586, null
  br i1 %587, label %612, label %588

588:                                              ; preds = %585
  %589 = getelementptr inbounds i8, ptr %586, i64 8
  %590 = load atomic i64, ptr %589 acquire, align 8
  %591 = icmp eq i64 %590, 4294967297
  %592 = trunc i64 %590 to i32
  br i1 %591, label %593, label %601

593:                                              ; preds = %588
  store i32 0, ptr %589, align 8, !tbaa !33
  %594 = getelementptr inbounds i8, ptr %586, i64 12
  store i32 0, ptr %594, align 4, !tbaa !36
  %595 = load ptr, ptr %586, align 8, !tbaa !37
  %596 = getelementptr inbounds i8, ptr %595, i64 16
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %586) #24
  %598 = load ptr, ptr %586, align 8, !tbaa !37
  %599 = getelementptr inbounds i8, ptr %598, i64 24
  %600 = load ptr, ptr %599, align 8
  call void %600(ptr noundef nonnull align 8 dereferenceable(16) %586) #24
  br label %612

601:                                              ; preds = %588
  %602 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %603 = icmp eq i8 %602, 0
  br i1 %603, label %606, label %604

604:                                              ; preds = %601
  %605 = add nsw i32 %592, -1
  store i32 %605, ptr %589, align 4, !tbaa !39
  br label %608

606:                                              ; preds = %601
  %607 = atomicrmw volatile add ptr %589, i32 -1 acq_rel, align 4
  br label %608

608:                                              ; preds = %606, %604
  %609 = phi i32 [ %592, %604 ], [ %607, %606 ]
  %610 = icmp eq i32 %609, 1
  br i1 %610, label %611, label %612, !prof !40

611:                                              ; preds = %608
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %586) #24
  br label %612

612:                                              ; preds = %585, %593, %608, %611
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #24
  %613 = load ptr, ptr %135, align 8, !tbaa !31
  %614 = icmp eq ptr %613, null
  br i1 %614, label %639, label %615

615:                                              ; preds = %612
  %616 = getelementptr inbounds i8, ptr %613, i64 8
  %617 = load atomic i64, ptr %616 acquire, align 8
  %618 = icmp eq i64 %617, 4294967297
  %619 = trunc i64 %617 to i32
  br i1 %618, label %620, label %628

620:                                              ; preds = %615
  store i32 0, ptr %616, align 8, !tbaa !33
  %621 = getelementptr inbounds i8, ptr %613, i64 12
  store i32 0, ptr %621, align 4, !tbaa !36
  %622 = load ptr, ptr %613, align 8, !tbaa !37
  %623 = getelementptr inbounds i8, ptr %622, i64 16
  %624 = load ptr, ptr %623, align 8
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %613) #24
  %625 = load ptr, ptr %613, align 8, !tbaa !37
  %626 = getelementptr inbounds i8, ptr %625, i64 24
  %627 = load ptr, ptr %626, align 8
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %613) #24
  br label %639

628:                                              ; preds = %615
  %629 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %630 = icmp eq i8 %629, 0
  br i1 %630, label %633, label %631

631:                                              ; preds = %628
  %632 = add nsw i32 %619, -1
  store i32 %632, ptr %616, align 4, !tbaa !39
  br label %635

633:                                              ; preds = %628
  %634 = atomicrmw volatile add ptr %616, i32 -1 acq_rel, align 4
  br label %635

635:                                              ; preds = %633, %631
  %636 = phi i32 [ %619, %631 ], [ %634, %633 ]
  %637 = icmp eq i32 %636, 1
  br i1 %637, label %638, label %639, !prof !40

638:                                              ; preds = %635
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %613) #24
  br label %639

639:                                              ; preds = %612, %620, %635, %638
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  %640 = add nuw i64 %162, 1
  %641 = load i64, ptr %0, align 8, !tbaa !267
  %642 = icmp ult i64 %640, %641
  br i1 %642, label %161, label %661, !llvm.loop !313

643:                                              ; preds = %216, %213, %211, %208
  %644 = landingpad { ptr, i32 }
          cleanup
  br label %659

645:                                              ; preds = %285, %282, %280, %277
  %646 = landingpad { ptr, i32 }
          cleanup
  br label %657

647:                                              ; preds = %352, %349, %347, %344
  %648 = landingpad { ptr, i32 }
          cleanup
  br label %655

649:                                              ; preds = %421, %418, %416, %413
  %650 = landingpad { ptr, i32 }
          cleanup
  br label %653

651:                                              ; preds = %490, %487, %485, %482
  %652 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1026ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #24
  br label %653

653:                                              ; preds = %651, %649
  %654 = phi { ptr, i32 } [ %652, %651 ], [ %650, %649 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %14) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #24
  br label %655

655:                                              ; preds = %653, %647
  %656 = phi { ptr, i32 } [ %654, %653 ], [ %648, %647 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #24
  br label %657

657:                                              ; preds = %655, %645
  %658 = phi { ptr, i32 } [ %656, %655 ], [ %646, %645 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #24
  br label %659

659:                                              ; preds = %657, %643
  %660 = phi { ptr, i32 } [ %658, %657 ], [ %644, %643 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #24
  br label %662

661:                                              ; preds = %639, %127, %3
  ret void

662:                                              ; preds = %659, %159
  %663 = phi { ptr, i32 } [ %660, %659 ], [ %160, %159 ]
  resume { ptr, i32 } %663
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI10Syr2kLowerZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(192) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.162, align 8
  %4 = alloca %class.anon.162, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !267
  store i64 %5, ptr %4, align 8, !tbaa !267
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %8, ptr %6, align 8, !tbaa !175
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !39
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !39
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load float, ptr %26, align 8, !tbaa !269
  store float %27, ptr %25, align 8, !tbaa !269
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !175
  store ptr %30, ptr %28, align 8, !tbaa !175
  %31 = getelementptr inbounds i8, ptr %4, i64 80
  %32 = getelementptr inbounds i8, ptr %1, i64 80
  %33 = load ptr, ptr %32, align 8, !tbaa !31
  store ptr %33, ptr %31, align 8, !tbaa !31
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !39
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !39
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %39, %22
  %45 = getelementptr inbounds i8, ptr %4, i64 88
  %46 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %45, ptr noundef nonnull align 8 dereferenceable(40) %46, i64 40, i1 false)
  %47 = getelementptr inbounds i8, ptr %4, i64 128
  %48 = getelementptr inbounds i8, ptr %1, i64 128
  %49 = load float, ptr %48, align 8, !tbaa !270
  store float %49, ptr %47, align 8, !tbaa !270
  %50 = getelementptr inbounds i8, ptr %4, i64 136
  %51 = getelementptr inbounds i8, ptr %1, i64 136
  %52 = load ptr, ptr %51, align 8, !tbaa !175
  store ptr %52, ptr %50, align 8, !tbaa !175
  %53 = getelementptr inbounds i8, ptr %4, i64 144
  %54 = getelementptr inbounds i8, ptr %1, i64 144
  %55 = load ptr, ptr %54, align 8, !tbaa !31
  store ptr %55, ptr %53, align 8, !tbaa !31
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %44
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !39
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !39
  br label %66

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %66

66:                                               ; preds = %44, %61, %64
  %67 = getelementptr inbounds i8, ptr %4, i64 152
  %68 = getelementptr inbounds i8, ptr %1, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %68, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3)
  %69 = load i64, ptr %4, align 8, !tbaa !267
  store i64 %69, ptr %3, align 8, !tbaa !267
  %70 = getelementptr inbounds i8, ptr %3, i64 8
  %71 = load ptr, ptr %6, align 8, !tbaa !175
  store ptr %71, ptr %70, align 8, !tbaa !175
  %72 = getelementptr inbounds i8, ptr %3, i64 16
  %73 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %73, ptr %72, align 8, !tbaa !31
  %74 = icmp eq ptr %73, null
  br i1 %74, label %84, label %75

75:                                               ; preds = %66
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %82, label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %76, align 4, !tbaa !39
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %76, align 4, !tbaa !39
  br label %84

82:                                               ; preds = %75
  %83 = atomicrmw volatile add ptr %76, i32 1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %79, %66
  %85 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %85, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %86 = getelementptr inbounds i8, ptr %3, i64 64
  %87 = load float, ptr %25, align 8, !tbaa !269
  store float %87, ptr %86, align 8, !tbaa !269
  %88 = getelementptr inbounds i8, ptr %3, i64 72
  %89 = load ptr, ptr %28, align 8, !tbaa !175
  store ptr %89, ptr %88, align 8, !tbaa !175
  %90 = getelementptr inbounds i8, ptr %3, i64 80
  %91 = load ptr, ptr %31, align 8, !tbaa !31
  store ptr %91, ptr %90, align 8, !tbaa !31
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %84
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %94, align 4, !tbaa !39
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %94, align 4, !tbaa !39
  br label %102

100:                                              ; preds = %93
  %101 = atomicrmw volatile add ptr %94, i32 1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %97, %84
  %103 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %103, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %104 = getelementptr inbounds i8, ptr %3, i64 128
  %105 = load float, ptr %47, align 8, !tbaa !270
  store float %105, ptr %104, align 8, !tbaa !270
  %106 = getelementptr inbounds i8, ptr %3, i64 136
  %107 = load ptr, ptr %50, align 8, !tbaa !175
  store ptr %107, ptr %106, align 8, !tbaa !175
  %108 = getelementptr inbounds i8, ptr %3, i64 144
  %109 = load ptr, ptr %53, align 8, !tbaa !31
  store ptr %109, ptr %108, align 8, !tbaa !31
  %110 = icmp eq ptr %109, null
  br i1 %110, label %120, label %111

111:                                              ; preds = %102
  %112 = getelementptr inbounds i8, ptr %109, i64 8
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = load i32, ptr %112, align 4, !tbaa !39
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %112, align 4, !tbaa !39
  br label %120

118:                                              ; preds = %111
  %119 = atomicrmw volatile add ptr %112, i32 1 acq_rel, align 4
  br label %120

120:                                              ; preds = %118, %115, %102
  %121 = getelementptr inbounds i8, ptr %3, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %121, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false)
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %3) #24
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3)
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %4) #24
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.179") align 8 %0, ptr noundef nonnull align 8 dereferenceable(192) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.162, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(200) ptr @_Znwm(i64 noundef 200) #29
  %5 = load i64, ptr %1, align 8, !tbaa !267
  store i64 %5, ptr %3, align 8, !tbaa !267
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %8, ptr %6, align 8, !tbaa !175
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !39
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !39
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %1, i64 64
  %27 = load float, ptr %26, align 8, !tbaa !269
  store float %27, ptr %25, align 8, !tbaa !269
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !175
  store ptr %30, ptr %28, align 8, !tbaa !175
  %31 = getelementptr inbounds i8, ptr %3, i64 80
  %32 = getelementptr inbounds i8, ptr %1, i64 80
  %33 = load ptr, ptr %32, align 8, !tbaa !31
  store ptr %33, ptr %31, align 8, !tbaa !31
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !39
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !39
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %39, %22
  %45 = getelementptr inbounds i8, ptr %3, i64 88
  %46 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %45, ptr noundef nonnull align 8 dereferenceable(40) %46, i64 40, i1 false)
  %47 = getelementptr inbounds i8, ptr %3, i64 128
  %48 = getelementptr inbounds i8, ptr %1, i64 128
  %49 = load float, ptr %48, align 8, !tbaa !270
  store float %49, ptr %47, align 8, !tbaa !270
  %50 = getelementptr inbounds i8, ptr %3, i64 136
  %51 = getelementptr inbounds i8, ptr %1, i64 136
  %52 = load ptr, ptr %51, align 8, !tbaa !175
  store ptr %52, ptr %50, align 8, !tbaa !175
  %53 = getelementptr inbounds i8, ptr %3, i64 144
  %54 = getelementptr inbounds i8, ptr %1, i64 144
  %55 = load ptr, ptr %54, align 8, !tbaa !31
  store ptr %55, ptr %53, align 8, !tbaa !31
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %44
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !39
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !39
  br label %66

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %66

66:                                               ; preds = %44, %61, %64
  %67 = getelementptr inbounds i8, ptr %3, i64 152
  %68 = getelementptr inbounds i8, ptr %1, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %68, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !37
  %69 = getelementptr inbounds i8, ptr %4, i64 8
  %70 = load i64, ptr %3, align 8, !tbaa !267
  store i64 %70, ptr %69, align 8, !tbaa !267
  %71 = getelementptr inbounds i8, ptr %4, i64 16
  %72 = load ptr, ptr %6, align 8, !tbaa !175
  store ptr %72, ptr %71, align 8, !tbaa !175
  %73 = getelementptr inbounds i8, ptr %4, i64 24
  %74 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %74, ptr %73, align 8, !tbaa !31
  %75 = icmp eq ptr %74, null
  br i1 %75, label %85, label %76

76:                                               ; preds = %66
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %77, align 4, !tbaa !39
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %77, align 4, !tbaa !39
  br label %85

83:                                               ; preds = %76
  %84 = atomicrmw volatile add ptr %77, i32 1 acq_rel, align 4
  br label %85

85:                                               ; preds = %83, %80, %66
  %86 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %86, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %87 = getelementptr inbounds i8, ptr %4, i64 72
  %88 = load float, ptr %25, align 8, !tbaa !269
  store float %88, ptr %87, align 8, !tbaa !269
  %89 = getelementptr inbounds i8, ptr %4, i64 80
  %90 = load ptr, ptr %28, align 8, !tbaa !175
  store ptr %90, ptr %89, align 8, !tbaa !175
  %91 = getelementptr inbounds i8, ptr %4, i64 88
  %92 = load ptr, ptr %31, align 8, !tbaa !31
  store ptr %92, ptr %91, align 8, !tbaa !31
  %93 = icmp eq ptr %92, null
  br i1 %93, label %103, label %94

94:                                               ; preds = %85
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %101, label %98

98:                                               ; preds = %94
  %99 = load i32, ptr %95, align 4, !tbaa !39
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %95, align 4, !tbaa !39
  br label %103

101:                                              ; preds = %94
  %102 = atomicrmw volatile add ptr %95, i32 1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %98, %85
  %104 = getelementptr inbounds i8, ptr %4, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %104, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %105 = getelementptr inbounds i8, ptr %4, i64 136
  %106 = load float, ptr %47, align 8, !tbaa !270
  store float %106, ptr %105, align 8, !tbaa !270
  %107 = getelementptr inbounds i8, ptr %4, i64 144
  %108 = load ptr, ptr %50, align 8, !tbaa !175
  store ptr %108, ptr %107, align 8, !tbaa !175
  %109 = getelementptr inbounds i8, ptr %4, i64 152
  %110 = load ptr, ptr %53, align 8, !tbaa !31
  store ptr %110, ptr %109, align 8, !tbaa !31
  %111 = icmp eq ptr %110, null
  br i1 %111, label %121, label %112

112:                                              ; preds = %103
  %113 = getelementptr inbounds i8, ptr %110, i64 8
  %114 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %113, align 4, !tbaa !39
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %113, align 4, !tbaa !39
  br label %121

119:                                              ; preds = %112
  %120 = atomicrmw volatile add ptr %113, i32 1 acq_rel, align 4
  br label %121

121:                                              ; preds = %103, %116, %119
  %122 = getelementptr inbounds i8, ptr %4, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %122, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %3) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10Syr2kLowerEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #29
  store ptr %4, ptr %0, align 8, !tbaa !190
  %5 = getelementptr inbounds i8, ptr %4, i64 72
  store ptr %5, ptr %3, align 8, !tbaa !192
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !192
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %47

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !192
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %47

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 128, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !192
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %33 = load ptr, ptr %7, align 8, !tbaa !203
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !203
  br label %38

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %47

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8, !tbaa !5
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi ptr [ %37, %36 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 26242250178560, ptr %2, align 8
  store i32 136, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !192
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %43 = load ptr, ptr %7, align 8, !tbaa !203
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !203
  br label %46

45:                                               ; preds = %38
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %39, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %46 unwind label %47

46:                                               ; preds = %45, %42
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

47:                                               ; preds = %15, %25, %35, %45
  %48 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %49 = load ptr, ptr %0, align 8, !tbaa !190
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %3, align 8, !tbaa !192
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #26
  br label %56

56:                                               ; preds = %47, %51
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 200) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN5Syr2k6updateERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(200) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.162, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !267
  store i64 %4, ptr %2, align 8, !tbaa !267
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !175
  store ptr %7, ptr %5, align 8, !tbaa !175
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !39
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !39
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull align 8 dereferenceable(40) %23, i64 40, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load float, ptr %25, align 8, !tbaa !269
  store float %26, ptr %24, align 8, !tbaa !269
  %27 = getelementptr inbounds i8, ptr %2, i64 72
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !175
  store ptr %29, ptr %27, align 8, !tbaa !175
  %30 = getelementptr inbounds i8, ptr %2, i64 80
  %31 = getelementptr inbounds i8, ptr %0, i64 88
  %32 = load ptr, ptr %31, align 8, !tbaa !31
  store ptr %32, ptr %30, align 8, !tbaa !31
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %21
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !39
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !39
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %21
  %44 = getelementptr inbounds i8, ptr %2, i64 88
  %45 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %44, ptr noundef nonnull align 8 dereferenceable(40) %45, i64 40, i1 false)
  %46 = getelementptr inbounds i8, ptr %2, i64 128
  %47 = getelementptr inbounds i8, ptr %0, i64 136
  %48 = load float, ptr %47, align 8, !tbaa !270
  store float %48, ptr %46, align 8, !tbaa !270
  %49 = getelementptr inbounds i8, ptr %2, i64 136
  %50 = getelementptr inbounds i8, ptr %0, i64 144
  %51 = load ptr, ptr %50, align 8, !tbaa !175
  store ptr %51, ptr %49, align 8, !tbaa !175
  %52 = getelementptr inbounds i8, ptr %2, i64 144
  %53 = getelementptr inbounds i8, ptr %0, i64 152
  %54 = load ptr, ptr %53, align 8, !tbaa !31
  store ptr %54, ptr %52, align 8, !tbaa !31
  %55 = icmp eq ptr %54, null
  br i1 %55, label %65, label %56

56:                                               ; preds = %43
  %57 = getelementptr inbounds i8, ptr %54, i64 8
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !9
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %63, label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %57, align 4, !tbaa !39
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %57, align 4, !tbaa !39
  br label %65

63:                                               ; preds = %56
  %64 = atomicrmw volatile add ptr %57, i32 1 acq_rel, align 4
  br label %65

65:                                               ; preds = %43, %60, %63
  %66 = getelementptr inbounds i8, ptr %2, i64 152
  %67 = getelementptr inbounds i8, ptr %0, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %66, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false)
  invoke void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi2EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(192) %2, i64 0, i64 0)
          to label %68 unwind label %69

68:                                               ; preds = %65
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  ret void

69:                                               ; preds = %65
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(192) %2) #24
  resume { ptr, i32 } %70
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nounwind }
attributes #25 = { nounwind willreturn memory(read) }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { noreturn }
attributes #29 = { builtin allocsize(0) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{!17, !18, i64 48}
!17 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !7, i64 0, !18, i64 48}
!18 = !{!"bool", !7, i64 0}
!19 = !{i8 0, i8 2}
!20 = !{}
!21 = !{!22, !6, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!23 = !{!22, !6, i64 16}
!24 = !{!25, !6, i64 24}
!25 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !26, i64 0, !6, i64 24}
!26 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!27 = !{!26, !6, i64 16}
!28 = !{!29, !6, i64 0}
!29 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!30 = !{!29, !6, i64 8}
!31 = !{!32, !6, i64 0}
!32 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!33 = !{!34, !35, i64 8}
!34 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !35, i64 8, !35, i64 12}
!35 = !{!"int", !7, i64 0}
!36 = !{!34, !35, i64 12}
!37 = !{!38, !38, i64 0}
!38 = !{!"vtable pointer", !8, i64 0}
!39 = !{!35, !35, i64 0}
!40 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!41 = distinct !{!41, !11}
!42 = !{!29, !6, i64 16}
!43 = !{!44, !13, i64 16}
!44 = !{!"_ZTS7HarnessI4SyrkE", !45, i64 0, !46, i64 24}
!45 = !{!"_ZTS8SyrkArgs", !13, i64 0, !13, i64 8, !13, i64 16}
!46 = !{!"_ZTS4Syrk", !45, i64 0, !15, i64 24, !15, i64 28, !47, i64 32, !47, i64 56, !47, i64 80, !50, i64 104, !50, i64 160}
!47 = !{!"_ZTSSt6vectorIfSaIfEE", !48, i64 0}
!48 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !49, i64 0}
!49 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !22, i64 0}
!50 = !{!"_ZTS8Buffer2D", !51, i64 0}
!51 = !{!"_ZTSSt8optionalIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEEE", !52, i64 0}
!52 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0EE", !53, i64 0}
!53 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb0ELb0ELb0EE", !54, i64 0}
!54 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V16bufferIfLi2ENS1_6detail17aligned_allocatorIfEEvEELb1ELb0ELb0EE", !17, i64 0}
!55 = !{!56, !6, i64 0}
!56 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V15eventESaIS2_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!57 = !{!56, !6, i64 8}
!58 = distinct !{!58, !11}
!59 = distinct !{!59, !11}
!60 = !{!56, !6, i64 16}
!61 = !{!62, !13, i64 16}
!62 = !{!"_ZTS7HarnessI5Syr2kE", !45, i64 0, !63, i64 24}
!63 = !{!"_ZTS5Syr2k", !45, i64 0, !15, i64 24, !15, i64 28, !47, i64 32, !47, i64 56, !47, i64 80, !47, i64 104, !50, i64 128, !50, i64 184, !50, i64 240}
!64 = distinct !{!64, !11}
!65 = !{!46, !13, i64 0}
!66 = !{!46, !13, i64 8}
!67 = !{!22, !6, i64 8}
!68 = distinct !{!68, !11}
!69 = distinct !{!69, !11}
!70 = distinct !{!70, !11}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4Syrk6updateERN4sycl3_V15queueE: argument 0"}
!73 = distinct !{!73, !"_ZN4Syrk6updateERN4sycl3_V15queueE"}
!74 = !{!75, !6, i64 0}
!75 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !13, i64 16, !13, i64 24}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!78 = distinct !{!78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!79 = !{!75, !6, i64 8}
!80 = !{!75, !13, i64 16}
!81 = !{!75, !13, i64 24}
!82 = !{!83, !6, i64 0}
!83 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !7, i64 0}
!86 = distinct !{!86, !11, !87, !88}
!87 = !{!"llvm.loop.isvectorized", i32 1}
!88 = !{!"llvm.loop.unroll.runtime.disable"}
!89 = distinct !{!89, !11, !88, !87}
!90 = !{!46, !13, i64 16}
!91 = distinct !{!91, !11}
!92 = distinct !{!92, !11}
!93 = distinct !{!93, !11}
!94 = distinct !{!94, !11}
!95 = distinct !{!95, !11}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!98 = distinct !{!98, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!99 = !{!100, !6, i64 72}
!100 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !101, i64 0, !103, i64 24, !103, i64 48, !6, i64 72, !6, i64 80}
!101 = !{!"_ZTSN4sycl3_V12idILi3EEE", !102, i64 0}
!102 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!103 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !102, i64 0}
!104 = distinct !{!104, !11}
!105 = !{!106, !6, i64 0}
!106 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!107 = !{!108, !110, i64 32}
!108 = !{!"_ZTSSt8ios_base", !13, i64 8, !13, i64 16, !109, i64 24, !110, i64 28, !110, i64 32, !6, i64 40, !111, i64 48, !7, i64 64, !35, i64 192, !6, i64 200, !112, i64 208}
!109 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!110 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!111 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !13, i64 8}
!112 = !{!"_ZTSSt6locale", !6, i64 0}
!113 = !{!114, !6, i64 24}
!114 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !26, i64 0, !6, i64 24}
!115 = !{!116, !6, i64 16}
!116 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!117 = !{!116, !6, i64 0}
!118 = !{!116, !6, i64 8}
!119 = distinct !{!119, !11}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!122 = distinct !{!122, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!125 = distinct !{!125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!126 = !{!127, !13, i64 0}
!127 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !13, i64 0}
!128 = !{!129, !13, i64 16}
!129 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !130, i64 0, !127, i64 8, !13, i64 16}
!130 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!131 = !{!132, !6, i64 0}
!132 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!133 = !{!134, !13, i64 32}
!134 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !135, i64 0, !138, i64 16, !13, i64 32, !18, i64 40}
!135 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !136, i64 0}
!136 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !137, i64 0}
!137 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!138 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !139, i64 0}
!139 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!140 = !{!134, !18, i64 40}
!141 = !{!137, !6, i64 0}
!142 = !{!143, !6, i64 8}
!143 = !{!"_ZTSSt9type_info", !6, i64 8}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!149 = distinct !{!149, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!150 = !{!151}
!151 = distinct !{!151, !149, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!152 = distinct !{!152, !11}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!155 = distinct !{!155, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!156 = !{!157}
!157 = distinct !{!157, !155, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!158 = !{!159, !6, i64 0}
!159 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!160 = !{!161, !6, i64 24}
!161 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !26, i64 0, !6, i64 24}
!162 = !{!163, !18, i64 0}
!163 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !18, i64 0}
!164 = !{!165, !6, i64 0}
!165 = !{!"_ZTSZN4Syrk6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!166 = !{!167, !167, i64 0}
!167 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!168 = !{!169, !13, i64 0}
!169 = !{!"_ZTSZZN4Syrk6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_", !13, i64 0, !170, i64 8, !174, i64 64, !15, i64 120, !15, i64 124}
!170 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !171, i64 0, !6, i64 16, !7, i64 24}
!171 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !172, i64 0}
!172 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !173, i64 0}
!173 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!174 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !171, i64 0, !6, i64 16, !7, i64 24}
!175 = !{!173, !6, i64 0}
!176 = !{!18, !18, i64 0}
!177 = !{!178}
!178 = distinct !{!178, !179, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE: argument 0"}
!179 = distinct !{!179, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI9SyrkLowerEENS0_4itemILi2ELb1EEELi2EZZN4Syrk6updateERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!186 = !{!187, !18, i64 0}
!187 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !18, i64 0}
!188 = !{!189, !6, i64 0}
!189 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !6, i64 0, !6, i64 8, !6, i64 16}
!190 = !{!191, !6, i64 0}
!191 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!192 = !{!191, !6, i64 16}
!193 = !{!189, !6, i64 8}
!194 = !{!195, !6, i64 240}
!195 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !108, i64 0, !6, i64 216, !7, i64 224, !18, i64 225, !6, i64 232, !6, i64 240, !6, i64 248, !6, i64 256}
!196 = !{!197, !7, i64 56}
!197 = !{!"_ZTSSt5ctypeIcE", !198, i64 0, !6, i64 16, !18, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!198 = !{!"_ZTSNSt6locale5facetE", !35, i64 8}
!199 = !{!189, !6, i64 16}
!200 = !{i64 0, i64 4, !201, i64 4, i64 4, !39, i64 8, i64 4, !39}
!201 = !{!202, !202, i64 0}
!202 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!203 = !{!191, !6, i64 8}
!204 = distinct !{!204, !11}
!205 = !{!169, !15, i64 120}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!208 = distinct !{!208, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!211 = distinct !{!211, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!212 = !{!213}
!213 = distinct !{!213, !214, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!214 = distinct !{!214, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!215 = distinct !{!215, !11}
!216 = !{!169, !15, i64 124}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!219 = distinct !{!219, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!220 = !{!221}
!221 = distinct !{!221, !222, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!222 = distinct !{!222, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!223 = !{!224}
!224 = distinct !{!224, !225, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!225 = distinct !{!225, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!226 = !{!227, !6, i64 0}
!227 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!228 = distinct !{!228, !11}
!229 = !{!230, !6, i64 16}
!230 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !171, i64 0, !6, i64 16, !7, i64 24}
!231 = !{!63, !13, i64 0}
!232 = !{!63, !13, i64 8}
!233 = distinct !{!233, !11}
!234 = distinct !{!234, !11}
!235 = distinct !{!235, !11}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZN5Syr2k6updateERN4sycl3_V15queueE: argument 0"}
!238 = distinct !{!238, !"_ZN5Syr2k6updateERN4sycl3_V15queueE"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!241 = distinct !{!241, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!242 = distinct !{!242, !11, !87, !88}
!243 = distinct !{!243, !11, !88, !87}
!244 = !{!63, !13, i64 16}
!245 = distinct !{!245, !11}
!246 = distinct !{!246, !11}
!247 = distinct !{!247, !11}
!248 = distinct !{!248, !11}
!249 = distinct !{!249, !11}
!250 = !{!251}
!251 = distinct !{!251, !252, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!252 = distinct !{!252, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!253 = distinct !{!253, !11}
!254 = !{!255, !6, i64 0}
!255 = !{!"_ZTSZN5Syr2k6updateERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!258 = distinct !{!258, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!259 = !{!260}
!260 = distinct !{!260, !261, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!261 = distinct !{!261, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!264 = distinct !{!264, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!265 = !{!63, !15, i64 24}
!266 = !{!63, !15, i64 28}
!267 = !{!268, !13, i64 0}
!268 = !{!"_ZTSZZN5Syr2k6updateERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_", !13, i64 0, !174, i64 8, !15, i64 64, !170, i64 72, !15, i64 128, !170, i64 136}
!269 = !{!268, !15, i64 64}
!270 = !{!268, !15, i64 128}
!271 = !{!272}
!272 = distinct !{!272, !273, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!273 = distinct !{!273, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!276 = distinct !{!276, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!277 = !{!170, !6, i64 16}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!280 = distinct !{!280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!283 = distinct !{!283, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!284 = !{!174, !6, i64 16}
!285 = !{!286}
!286 = distinct !{!286, !287, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE: argument 0"}
!287 = distinct !{!287, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10Syr2kLowerEENS0_4itemILi2ELb1EEELi2EZZN5Syr2k6updateERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE"}
!288 = !{!289}
!289 = distinct !{!289, !290, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!290 = distinct !{!290, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!291 = !{!292}
!292 = distinct !{!292, !293, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!293 = distinct !{!293, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!294 = distinct !{!294, !11}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!297 = distinct !{!297, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!298 = !{!299}
!299 = distinct !{!299, !300, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!300 = distinct !{!300, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!301 = !{!302}
!302 = distinct !{!302, !303, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!303 = distinct !{!303, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!304 = !{!305}
!305 = distinct !{!305, !306, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!306 = distinct !{!306, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!307 = !{!308}
!308 = distinct !{!308, !309, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!309 = distinct !{!309, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!312 = distinct !{!312, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!313 = distinct !{!313, !11}
