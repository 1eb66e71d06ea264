; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr.3" }
%"class.std::shared_ptr.3" = type { %"class.std::__shared_ptr.4" }
%"class.std::__shared_ptr.4" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.6" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.6" = type { %"struct.std::_Vector_base.7" }
%"struct.std::_Vector_base.7" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.MatVecBench = type { i64, i64, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.55" }
%"class.std::shared_ptr.55" = type { %"class.std::__shared_ptr.56" }
%"class.std::__shared_ptr.56" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.180" }
%"class.sycl::_V1::accessor.180" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.93" }
%"class.std::shared_ptr.93" = type { %"class.std::__shared_ptr.94" }
%"class.std::__shared_ptr.94" = type { ptr, %"class.std::__shared_count" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.21" }
%"class.std::shared_ptr.21" = type { %"class.std::__shared_ptr.22" }
%"class.std::__shared_ptr.22" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.24" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.15" }
%"class.std::vector.15" = type { %"struct.std::_Vector_base.16" }
%"struct.std::_Vector_base.16" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.std::unique_ptr.28" = type { %"struct.std::__uniq_ptr_data.29" }
%"struct.std::__uniq_ptr_data.29" = type { %"class.std::__uniq_ptr_impl.30" }
%"class.std::__uniq_ptr_impl.30" = type { %"class.std::tuple.31" }
%"class.std::tuple.31" = type { %"struct.std::_Tuple_impl.32" }
%"struct.std::_Tuple_impl.32" = type { %"struct.std::_Head_base.35" }
%"struct.std::_Head_base.35" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.58" }
%"class.std::shared_ptr.58" = type { %"class.std::__shared_ptr.59" }
%"class.std::__shared_ptr.59" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.61" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.97" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.101 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.97" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.102" }
%"class.sycl::_V1::detail::array.102" = type { [3 x i64] }
%"class.sycl::_V1::range.103" = type { %"class.sycl::_V1::detail::array.102" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
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
%"class.std::unique_ptr.140" = type { %"struct.std::__uniq_ptr_data.141" }
%"struct.std::__uniq_ptr_data.141" = type { %"class.std::__uniq_ptr_impl.142" }
%"class.std::__uniq_ptr_impl.142" = type { %"class.std::tuple.143" }
%"class.std::tuple.143" = type { %"struct.std::_Tuple_impl.144" }
%"struct.std::_Tuple_impl.144" = type { %"struct.std::_Head_base.147" }
%"struct.std::_Head_base.147" = type { ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.152 = type { i64, i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.97" }
%"class.sycl::_V1::detail::RoundedRangeKernel.153" = type { %"class.sycl::_V1::range", %class.anon.152 }
%"class.std::unique_ptr.156" = type { %"struct.std::__uniq_ptr_data.157" }
%"struct.std::__uniq_ptr_data.157" = type { %"class.std::__uniq_ptr_impl.158" }
%"class.std::__uniq_ptr_impl.158" = type { %"class.std::tuple.159" }
%"class.std::tuple.159" = type { %"struct.std::_Tuple_impl.160" }
%"struct.std::_Tuple_impl.160" = type { %"struct.std::_Head_base.163" }
%"struct.std::_Head_base.163" = type { ptr }
%"class.std::unique_ptr.169" = type { %"struct.std::__uniq_ptr_data.170" }
%"struct.std::__uniq_ptr_data.170" = type { %"class.std::__uniq_ptr_impl.171" }
%"class.std::__uniq_ptr_impl.171" = type { %"class.std::tuple.172" }
%"class.std::tuple.172" = type { %"struct.std::_Tuple_impl.173" }
%"struct.std::_Tuple_impl.173" = type { %"struct.std::_Head_base.176" }
%"struct.std::_Head_base.176" = type { ptr }

$_ZN11MatVecBenchD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN11MatVecBench5setupEv = comdat any

$_ZN11MatVecBench3runERN4sycl3_V15queueE = comdat any

$_ZN11MatVecBench6verifyEv = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf = comdat any

$_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench11row_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9RowMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V17handler6unpackI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9RowMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench14column_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12ColumnMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

$_ZN4sycl3_V17handler6unpackI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = comdat any

@.str = private unnamed_addr constant [36 x i8] c"rows %zu, cols %zu, iterations %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"--rows\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"--cols\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"--iterations\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [32 x i8] c"ignoring unknown argument '%s'\0A\00", align 1
@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.5 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.8 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"%s: best of %zu: %.3f ms %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.12 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.14 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.15 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.16 = private unnamed_addr constant [19 x i8] c"reshape_matvec.cpp\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"DeviceVector\00", align 1
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
@.str.18 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.19 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"row_product\00", align 1
@.str.22 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.23 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.24 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.25 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.27 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.30 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.31 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"_ZTS9RowMatVec\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [179 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.35 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.36 = private unnamed_addr constant [56 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI9RowMatVecEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [145 x i8] c"N4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [67 x i8] c"ZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.39 = private unnamed_addr constant [15 x i8] c"column_product\00", align 1
@.str.40 = private unnamed_addr constant [19 x i8] c"_ZTS12ColumnMatVec\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [182 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.41 = private unnamed_addr constant [60 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12ColumnMatVecEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [148 x i8] c"N4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [70 x i8] c"ZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.42 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.43 = private unnamed_addr constant [26 x i8] c"y[%zu] = %g, expected %g\0A\00", align 1
@.str.44 = private unnamed_addr constant [26 x i8] c"z[%zu] = %g, expected %g\0A\00", align 1
@.str.45 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.46 = private unnamed_addr constant [15 x i8] c"reshape-matvec\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %"class.sycl::_V1::queue", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %class.MatVecBench, align 8
  %7 = icmp sgt i32 %0, 1
  br i1 %7, label %8, label %55

8:                                                ; preds = %2
  %9 = zext nneg i32 %0 to i64
  br label %10

10:                                               ; preds = %49, %8
  %11 = phi i64 [ 1, %8 ], [ %53, %49 ]
  %12 = phi i64 [ 3, %8 ], [ %52, %49 ]
  %13 = phi i64 [ 1024, %8 ], [ %51, %49 ]
  %14 = phi i64 [ 1024, %8 ], [ %50, %49 ]
  %15 = getelementptr inbounds ptr, ptr %1, i64 %11
  %16 = load ptr, ptr %15, align 8, !tbaa !5, !noalias !9
  %17 = tail call i32 @strncmp(ptr noundef nonnull readonly dereferenceable(1) %16, ptr noundef nonnull readonly dereferenceable(7) @.str.1, i64 noundef 6) #24, !noalias !9
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %26

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %16, i64 6
  %21 = load i8, ptr %20, align 1, !tbaa !12, !noalias !9
  %22 = icmp eq i8 %21, 61
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %16, i64 7
  %25 = tail call i64 @strtoul(ptr nocapture noundef nonnull readonly %24, ptr noundef null, i32 noundef 10) #25, !noalias !9
  br label %49

26:                                               ; preds = %19, %10
  %27 = tail call i32 @strncmp(ptr noundef nonnull readonly dereferenceable(1) %16, ptr noundef nonnull readonly dereferenceable(7) @.str.2, i64 noundef 6) #24, !noalias !9
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %16, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !12, !noalias !9
  %32 = icmp eq i8 %31, 61
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %16, i64 7
  %35 = tail call i64 @strtoul(ptr nocapture noundef nonnull readonly %34, ptr noundef null, i32 noundef 10) #25, !noalias !9
  br label %49

36:                                               ; preds = %29, %26
  %37 = tail call i32 @strncmp(ptr noundef nonnull readonly dereferenceable(1) %16, ptr noundef nonnull readonly dereferenceable(13) @.str.3, i64 noundef 12) #24, !noalias !9
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %16, i64 12
  %41 = load i8, ptr %40, align 1, !tbaa !12, !noalias !9
  %42 = icmp eq i8 %41, 61
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %16, i64 13
  %45 = tail call i64 @strtoul(ptr nocapture noundef nonnull readonly %44, ptr noundef null, i32 noundef 10) #25, !noalias !9
  br label %49

46:                                               ; preds = %39, %36
  %47 = load ptr, ptr @stderr, align 8, !tbaa !5, !noalias !9
  %48 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %47, ptr noundef nonnull @.str.4, ptr noundef %16) #26, !noalias !9
  br label %49

49:                                               ; preds = %46, %43, %33, %23
  %50 = phi i64 [ %14, %43 ], [ %14, %33 ], [ %25, %23 ], [ %14, %46 ]
  %51 = phi i64 [ %13, %43 ], [ %35, %33 ], [ %13, %23 ], [ %13, %46 ]
  %52 = phi i64 [ %45, %43 ], [ %12, %33 ], [ %12, %23 ], [ %12, %46 ]
  %53 = add nuw nsw i64 %11, 1
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %55, label %10, !llvm.loop !13

55:                                               ; preds = %49, %2
  %56 = phi i64 [ 1024, %2 ], [ %50, %49 ]
  %57 = phi i64 [ 1024, %2 ], [ %51, %49 ]
  %58 = phi i64 [ 3, %2 ], [ %52, %49 ]
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %56, i64 noundef %57, i64 noundef %58)
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %6) #25
  store i64 %56, ptr %6, align 8, !tbaa !15
  %60 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %57, ptr %60, align 8, !tbaa !28
  %61 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %61, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #25
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  %63 = getelementptr inbounds i8, ptr %3, i64 24
  %64 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %64, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %63, align 8, !tbaa !29
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %62, align 8, !tbaa !32
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %65 unwind label %73

65:                                               ; preds = %55
  %66 = load ptr, ptr %62, align 8, !tbaa !32
  %67 = icmp eq ptr %66, null
  br i1 %67, label %83, label %68

68:                                               ; preds = %65
  %69 = invoke noundef zeroext i1 %66(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %83 unwind label %70

70:                                               ; preds = %68
  %71 = landingpad { ptr, i32 }
          catch ptr null
  %72 = extractvalue { ptr, i32 } %71, 0
  call void @__clang_call_terminate(ptr %72) #27
  unreachable

73:                                               ; preds = %55
  %74 = landingpad { ptr, i32 }
          cleanup
  %75 = load ptr, ptr %62, align 8, !tbaa !32
  %76 = icmp eq ptr %75, null
  br i1 %76, label %82, label %77

77:                                               ; preds = %73
  %78 = invoke noundef zeroext i1 %75(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %82 unwind label %79

79:                                               ; preds = %77
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  call void @__clang_call_terminate(ptr %81) #27
  unreachable

82:                                               ; preds = %77, %73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  br label %199

83:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
  %84 = getelementptr inbounds i8, ptr %5, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !33
  %86 = getelementptr inbounds i8, ptr %5, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !35
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %83, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %83 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !36
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !38
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !41
  %101 = load ptr, ptr %92, align 8, !tbaa !42
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  %104 = load ptr, ptr %92, align 8, !tbaa !42
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !44
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !45

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !46

121:                                              ; preds = %118
  %122 = load ptr, ptr %84, align 8, !tbaa !33
  br label %123

123:                                              ; preds = %121, %83
  %124 = phi ptr [ %122, %121 ], [ %85, %83 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %5, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !47
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #28
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  invoke void @_ZN11MatVecBench5setupEv(ptr noundef nonnull align 8 dereferenceable(176) %6)
          to label %133 unwind label %146

133:                                              ; preds = %132
  %134 = icmp eq i64 %58, 0
  br i1 %134, label %143, label %135

135:                                              ; preds = %133
  %136 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  invoke void @_ZN11MatVecBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %137 unwind label %163

137:                                              ; preds = %135
  %138 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  %139 = sub nsw i64 %138, %136
  %140 = sitofp i64 %139 to double
  %141 = fdiv double %140, 1.000000e+06
  %142 = icmp eq i64 %58, 1
  br i1 %142, label %143, label %148

143:                                              ; preds = %152, %137, %133
  %144 = phi double [ 0.000000e+00, %133 ], [ %141, %137 ], [ %158, %152 ]
  %145 = invoke noundef zeroext i1 @_ZN11MatVecBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(176) %6)
          to label %165 unwind label %195

146:                                              ; preds = %132
  %147 = landingpad { ptr, i32 }
          cleanup
  br label %197

148:                                              ; preds = %137, %152
  %149 = phi i64 [ %159, %152 ], [ 1, %137 ]
  %150 = phi double [ %158, %152 ], [ %141, %137 ]
  %151 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  invoke void @_ZN11MatVecBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %152 unwind label %161

152:                                              ; preds = %148
  %153 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  %154 = sub nsw i64 %153, %151
  %155 = sitofp i64 %154 to double
  %156 = fdiv double %155, 1.000000e+06
  %157 = fcmp olt double %156, %150
  %158 = select i1 %157, double %156, double %150
  %159 = add nuw i64 %149, 1
  %160 = icmp eq i64 %159, %58
  br i1 %160, label %143, label %148, !llvm.loop !48

161:                                              ; preds = %148
  %162 = landingpad { ptr, i32 }
          cleanup
  br label %197

163:                                              ; preds = %135
  %164 = landingpad { ptr, i32 }
          cleanup
  br label %197

165:                                              ; preds = %143
  %166 = select i1 %145, ptr @.str.10, ptr @.str.11
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.46, i64 noundef %58, double noundef %144, ptr noundef nonnull %166)
  %168 = getelementptr inbounds i8, ptr %4, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !36
  %170 = icmp eq ptr %169, null
  br i1 %170, label %201, label %171

171:                                              ; preds = %165
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load atomic i64, ptr %172 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %172, align 8, !tbaa !38
  %177 = getelementptr inbounds i8, ptr %169, i64 12
  store i32 0, ptr %177, align 4, !tbaa !41
  %178 = load ptr, ptr %169, align 8, !tbaa !42
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %169) #25
  %181 = load ptr, ptr %169, align 8, !tbaa !42
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %169) #25
  br label %201

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %172, align 4, !tbaa !44
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %172, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %201, !prof !45

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #25
  br label %201

195:                                              ; preds = %143
  %196 = landingpad { ptr, i32 }
          cleanup
  br label %197

197:                                              ; preds = %195, %163, %161, %146
  %198 = phi { ptr, i32 } [ %147, %146 ], [ %196, %195 ], [ %162, %161 ], [ %164, %163 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  br label %199

199:                                              ; preds = %197, %82
  %200 = phi { ptr, i32 } [ %198, %197 ], [ %74, %82 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25
  call void @_ZN11MatVecBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #25
  resume { ptr, i32 } %200

201:                                              ; preds = %194, %191, %176, %165
  %202 = xor i1 %145, true
  %203 = zext i1 %202 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25
  call void @_ZN11MatVecBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #25
  ret i32 %203
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11MatVecBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  %4 = icmp eq ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 40) #28
  br label %6

6:                                                ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 160
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %8) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 40) #28
  br label %11

11:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 152
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %13) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef 40) #28
  br label %16

16:                                               ; preds = %11, %15
  store ptr null, ptr %12, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef 40) #28
  br label %21

21:                                               ; preds = %16, %20
  store ptr null, ptr %17, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 40) #28
  br label %26

26:                                               ; preds = %21, %25
  store ptr null, ptr %22, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %0, i64 112
  %28 = load ptr, ptr %27, align 8, !tbaa !50
  %29 = icmp eq ptr %28, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 128
  %32 = load ptr, ptr %31, align 8, !tbaa !51
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %28 to i64
  %35 = sub i64 %33, %34
  tail call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef %35) #28
  br label %36

36:                                               ; preds = %26, %30
  %37 = getelementptr inbounds i8, ptr %0, i64 88
  %38 = load ptr, ptr %37, align 8, !tbaa !50
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 104
  %42 = load ptr, ptr %41, align 8, !tbaa !51
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %38 to i64
  %45 = sub i64 %43, %44
  tail call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %36, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load ptr, ptr %47, align 8, !tbaa !50
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 80
  %52 = load ptr, ptr %51, align 8, !tbaa !51
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %48 to i64
  %55 = sub i64 %53, %54
  tail call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #28
  br label %56

56:                                               ; preds = %46, %50
  %57 = getelementptr inbounds i8, ptr %0, i64 40
  %58 = load ptr, ptr %57, align 8, !tbaa !50
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %0, i64 56
  %62 = load ptr, ptr %61, align 8, !tbaa !51
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  tail call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #28
  br label %66

66:                                               ; preds = %56, %60
  %67 = getelementptr inbounds i8, ptr %0, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !50
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %0, i64 32
  %72 = load ptr, ptr %71, align 8, !tbaa !51
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  tail call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #28
  br label %76

76:                                               ; preds = %66, %70
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !42
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !36
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !38
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !41
  %33 = load ptr, ptr %24, align 8, !tbaa !42
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !42
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
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

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #11

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #12

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #13

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #10

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #14

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #10

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !42
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  %17 = load ptr, ptr %0, align 8, !tbaa !42
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11MatVecBench5setupEv(ptr noundef nonnull align 8 dereferenceable(176) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %0, align 8, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !28
  %8 = mul i64 %7, %5
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !52
  %11 = load ptr, ptr %4, align 8, !tbaa !50
  %12 = ptrtoint ptr %10 to i64
  %13 = ptrtoint ptr %11 to i64
  %14 = sub i64 %12, %13
  %15 = ashr exact i64 %14, 2
  %16 = icmp ult i64 %15, %8
  br i1 %16, label %17, label %20

17:                                               ; preds = %1
  %18 = sub i64 %8, %15
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %4, i64 noundef %18)
  %19 = load i64, ptr %6, align 8, !tbaa !28
  br label %26

20:                                               ; preds = %1
  %21 = icmp ugt i64 %15, %8
  br i1 %21, label %22, label %26

22:                                               ; preds = %20
  %23 = getelementptr inbounds float, ptr %11, i64 %8
  %24 = icmp eq ptr %10, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store ptr %23, ptr %9, align 8, !tbaa !52
  br label %26

26:                                               ; preds = %17, %20, %22, %25
  %27 = phi i64 [ %19, %17 ], [ %7, %20 ], [ %7, %22 ], [ %7, %25 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !52
  %31 = load ptr, ptr %28, align 8, !tbaa !50
  %32 = ptrtoint ptr %30 to i64
  %33 = ptrtoint ptr %31 to i64
  %34 = sub i64 %32, %33
  %35 = ashr exact i64 %34, 2
  %36 = icmp ult i64 %35, %27
  br i1 %36, label %37, label %39

37:                                               ; preds = %26
  %38 = sub i64 %27, %35
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %28, i64 noundef %38)
  br label %45

39:                                               ; preds = %26
  %40 = icmp ugt i64 %35, %27
  br i1 %40, label %41, label %45

41:                                               ; preds = %39
  %42 = getelementptr inbounds float, ptr %31, i64 %27
  %43 = icmp eq ptr %30, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  store ptr %42, ptr %29, align 8, !tbaa !52
  br label %45

45:                                               ; preds = %37, %39, %41, %44
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  %47 = load i64, ptr %0, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #25
  store float 0.000000e+00, ptr %2, align 4, !tbaa !53
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %46, i64 noundef %47, ptr noundef nonnull align 4 dereferenceable(4) %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #25
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = load i64, ptr %0, align 8, !tbaa !15
  %50 = getelementptr inbounds i8, ptr %0, i64 96
  %51 = load ptr, ptr %50, align 8, !tbaa !52
  %52 = load ptr, ptr %48, align 8, !tbaa !50
  %53 = ptrtoint ptr %51 to i64
  %54 = ptrtoint ptr %52 to i64
  %55 = sub i64 %53, %54
  %56 = ashr exact i64 %55, 2
  %57 = icmp ult i64 %56, %49
  br i1 %57, label %58, label %60

58:                                               ; preds = %45
  %59 = sub i64 %49, %56
  call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %48, i64 noundef %59)
  br label %66

60:                                               ; preds = %45
  %61 = icmp ugt i64 %56, %49
  br i1 %61, label %62, label %66

62:                                               ; preds = %60
  %63 = getelementptr inbounds float, ptr %52, i64 %49
  %64 = icmp eq ptr %51, %63
  br i1 %64, label %66, label %65

65:                                               ; preds = %62
  store ptr %63, ptr %50, align 8, !tbaa !52
  br label %66

66:                                               ; preds = %58, %60, %62, %65
  %67 = getelementptr inbounds i8, ptr %0, i64 112
  %68 = load i64, ptr %6, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store float 0.000000e+00, ptr %3, align 4, !tbaa !53
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %67, i64 noundef %68, ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  %69 = load i64, ptr %0, align 8, !tbaa !15
  %70 = icmp eq i64 %69, 0
  %71 = load i64, ptr %6, align 8, !tbaa !28
  br i1 %70, label %85, label %72

72:                                               ; preds = %66
  %73 = icmp eq i64 %71, 0
  %74 = load ptr, ptr %4, align 8
  %75 = and i64 %71, 1
  %76 = icmp eq i64 %71, 1
  %77 = and i64 %71, -2
  %78 = icmp eq i64 %75, 0
  br label %79

79:                                               ; preds = %72, %115
  %80 = phi i64 [ 0, %72 ], [ %116, %115 ]
  br i1 %73, label %115, label %81

81:                                               ; preds = %79
  %82 = mul i64 %80, 5
  %83 = mul i64 %71, %80
  %84 = getelementptr float, ptr %74, i64 %83
  br i1 %76, label %106, label %118

85:                                               ; preds = %115, %66
  %86 = icmp eq i64 %71, 0
  br i1 %86, label %137, label %87

87:                                               ; preds = %85
  %88 = load ptr, ptr %28, align 8, !tbaa !50
  %89 = icmp ult i64 %71, 4
  br i1 %89, label %90, label %92

90:                                               ; preds = %104, %87
  %91 = phi i64 [ 0, %87 ], [ %93, %104 ]
  br label %157

92:                                               ; preds = %87
  %93 = and i64 %71, -4
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %101, %94 ]
  %96 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %92 ], [ %102, %94 ]
  %97 = and <4 x i64> %96, <i64 7, i64 7, i64 7, i64 7>
  %98 = uitofp nneg <4 x i64> %97 to <4 x float>
  %99 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %98, <4 x float> <float -2.500000e-01, float -2.500000e-01, float -2.500000e-01, float -2.500000e-01>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %100 = getelementptr inbounds float, ptr %88, i64 %95
  store <4 x float> %99, ptr %100, align 4, !tbaa !53
  %101 = add nuw i64 %95, 4
  %102 = add <4 x i64> %96, <i64 4, i64 4, i64 4, i64 4>
  %103 = icmp eq i64 %101, %93
  br i1 %103, label %104, label %94, !llvm.loop !55

104:                                              ; preds = %94
  %105 = icmp eq i64 %71, %93
  br i1 %105, label %137, label %90

106:                                              ; preds = %118, %81
  %107 = phi i64 [ 0, %81 ], [ %134, %118 ]
  br i1 %78, label %115, label %108

108:                                              ; preds = %106
  %109 = mul i64 %107, 3
  %110 = add i64 %109, %82
  %111 = urem i64 %110, 17
  %112 = uitofp nneg i64 %111 to float
  %113 = call float @llvm.fmuladd.f32(float %112, float 1.250000e-01, float -1.000000e+00)
  %114 = getelementptr float, ptr %84, i64 %107
  store float %113, ptr %114, align 4, !tbaa !53
  br label %115

115:                                              ; preds = %108, %106, %79
  %116 = add nuw i64 %80, 1
  %117 = icmp eq i64 %116, %69
  br i1 %117, label %85, label %79, !llvm.loop !58

118:                                              ; preds = %81, %118
  %119 = phi i64 [ %134, %118 ], [ 0, %81 ]
  %120 = phi i64 [ %135, %118 ], [ 0, %81 ]
  %121 = mul i64 %119, 3
  %122 = add i64 %121, %82
  %123 = urem i64 %122, 17
  %124 = uitofp nneg i64 %123 to float
  %125 = call float @llvm.fmuladd.f32(float %124, float 1.250000e-01, float -1.000000e+00)
  %126 = getelementptr float, ptr %84, i64 %119
  store float %125, ptr %126, align 4, !tbaa !53
  %127 = or disjoint i64 %119, 1
  %128 = mul i64 %127, 3
  %129 = add i64 %128, %82
  %130 = urem i64 %129, 17
  %131 = uitofp nneg i64 %130 to float
  %132 = call float @llvm.fmuladd.f32(float %131, float 1.250000e-01, float -1.000000e+00)
  %133 = getelementptr float, ptr %84, i64 %127
  store float %132, ptr %133, align 4, !tbaa !53
  %134 = add nuw i64 %119, 2
  %135 = add i64 %120, 2
  %136 = icmp eq i64 %135, %77
  br i1 %136, label %106, label %118, !llvm.loop !59

137:                                              ; preds = %157, %104, %85
  br i1 %70, label %165, label %138

138:                                              ; preds = %137
  %139 = load ptr, ptr %48, align 8, !tbaa !50
  %140 = icmp ult i64 %69, 4
  br i1 %140, label %141, label %143

141:                                              ; preds = %155, %138
  %142 = phi i64 [ 0, %138 ], [ %144, %155 ]
  br label %214

143:                                              ; preds = %138
  %144 = and i64 %69, -4
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %152, %145 ]
  %147 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %143 ], [ %153, %145 ]
  %148 = and <4 x i64> %147, <i64 3, i64 3, i64 3, i64 3>
  %149 = uitofp nneg <4 x i64> %148 to <4 x float>
  %150 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %149, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -5.000000e-01, float -5.000000e-01, float -5.000000e-01, float -5.000000e-01>)
  %151 = getelementptr inbounds float, ptr %139, i64 %146
  store <4 x float> %150, ptr %151, align 4, !tbaa !53
  %152 = add nuw i64 %146, 4
  %153 = add <4 x i64> %147, <i64 4, i64 4, i64 4, i64 4>
  %154 = icmp eq i64 %152, %144
  br i1 %154, label %155, label %145, !llvm.loop !60

155:                                              ; preds = %145
  %156 = icmp eq i64 %69, %144
  br i1 %156, label %165, label %141

157:                                              ; preds = %90, %157
  %158 = phi i64 [ %163, %157 ], [ %91, %90 ]
  %159 = and i64 %158, 7
  %160 = uitofp nneg i64 %159 to float
  %161 = call float @llvm.fmuladd.f32(float %160, float -2.500000e-01, float 1.000000e+00)
  %162 = getelementptr inbounds float, ptr %88, i64 %158
  store float %161, ptr %162, align 4, !tbaa !53
  %163 = add nuw i64 %158, 1
  %164 = icmp eq i64 %163, %71
  br i1 %164, label %137, label %157, !llvm.loop !61

165:                                              ; preds = %214, %155, %137
  %166 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29, !noalias !62
  invoke void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %166, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %172 unwind label %170, !noalias !62

167:                                              ; preds = %206, %197, %188, %179, %170
  %168 = phi ptr [ %205, %206 ], [ %196, %197 ], [ %187, %188 ], [ %178, %179 ], [ %166, %170 ]
  %169 = phi { ptr, i32 } [ %207, %206 ], [ %198, %197 ], [ %189, %188 ], [ %180, %179 ], [ %171, %170 ]
  call void @_ZdlPvm(ptr noundef nonnull %168, i64 noundef 40) #28, !noalias !65
  resume { ptr, i32 } %169

170:                                              ; preds = %165
  %171 = landingpad { ptr, i32 }
          cleanup
  br label %167

172:                                              ; preds = %165
  %173 = getelementptr inbounds i8, ptr %0, i64 136
  %174 = load ptr, ptr %173, align 8, !tbaa !5
  store ptr %166, ptr %173, align 8, !tbaa !5
  %175 = icmp eq ptr %174, null
  br i1 %175, label %177, label %176

176:                                              ; preds = %172
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %174) #25
  call void @_ZdlPvm(ptr noundef nonnull %174, i64 noundef 40) #28
  br label %177

177:                                              ; preds = %176, %172
  %178 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29, !noalias !66
  invoke void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %178, ptr noundef nonnull align 8 dereferenceable(24) %28)
          to label %181 unwind label %179, !noalias !66

179:                                              ; preds = %177
  %180 = landingpad { ptr, i32 }
          cleanup
  br label %167

181:                                              ; preds = %177
  %182 = getelementptr inbounds i8, ptr %0, i64 144
  %183 = load ptr, ptr %182, align 8, !tbaa !5
  store ptr %178, ptr %182, align 8, !tbaa !5
  %184 = icmp eq ptr %183, null
  br i1 %184, label %186, label %185

185:                                              ; preds = %181
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %183) #25
  call void @_ZdlPvm(ptr noundef nonnull %183, i64 noundef 40) #28
  br label %186

186:                                              ; preds = %185, %181
  %187 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29, !noalias !69
  invoke void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %187, ptr noundef nonnull align 8 dereferenceable(24) %46)
          to label %190 unwind label %188, !noalias !69

188:                                              ; preds = %186
  %189 = landingpad { ptr, i32 }
          cleanup
  br label %167

190:                                              ; preds = %186
  %191 = getelementptr inbounds i8, ptr %0, i64 152
  %192 = load ptr, ptr %191, align 8, !tbaa !5
  store ptr %187, ptr %191, align 8, !tbaa !5
  %193 = icmp eq ptr %192, null
  br i1 %193, label %195, label %194

194:                                              ; preds = %190
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %192) #25
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef 40) #28
  br label %195

195:                                              ; preds = %194, %190
  %196 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29, !noalias !72
  invoke void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %196, ptr noundef nonnull align 8 dereferenceable(24) %48)
          to label %199 unwind label %197, !noalias !72

197:                                              ; preds = %195
  %198 = landingpad { ptr, i32 }
          cleanup
  br label %167

199:                                              ; preds = %195
  %200 = getelementptr inbounds i8, ptr %0, i64 160
  %201 = load ptr, ptr %200, align 8, !tbaa !5
  store ptr %196, ptr %200, align 8, !tbaa !5
  %202 = icmp eq ptr %201, null
  br i1 %202, label %204, label %203

203:                                              ; preds = %199
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %201) #25
  call void @_ZdlPvm(ptr noundef nonnull %201, i64 noundef 40) #28
  br label %204

204:                                              ; preds = %203, %199
  %205 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29, !noalias !75
  invoke void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %205, ptr noundef nonnull align 8 dereferenceable(24) %67)
          to label %208 unwind label %206, !noalias !75

206:                                              ; preds = %204
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %167

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %0, i64 168
  %210 = load ptr, ptr %209, align 8, !tbaa !5
  store ptr %205, ptr %209, align 8, !tbaa !5
  %211 = icmp eq ptr %210, null
  br i1 %211, label %213, label %212

212:                                              ; preds = %208
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %210) #25
  call void @_ZdlPvm(ptr noundef nonnull %210, i64 noundef 40) #28
  br label %213

213:                                              ; preds = %212, %208
  ret void

214:                                              ; preds = %141, %214
  %215 = phi i64 [ %220, %214 ], [ %142, %141 ]
  %216 = and i64 %215, 3
  %217 = uitofp nneg i64 %216 to float
  %218 = call float @llvm.fmuladd.f32(float %217, float 5.000000e-01, float -5.000000e-01)
  %219 = getelementptr inbounds float, ptr %139, i64 %215
  store float %218, ptr %219, align 4, !tbaa !53
  %220 = add nuw i64 %215, 1
  %221 = icmp eq i64 %220, %69
  br i1 %221, label %165, label %214, !llvm.loop !78
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11MatVecBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::event", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::event", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  store ptr @.str.16, ptr %7, align 8, !tbaa !79, !alias.scope !81
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.20, ptr %9, align 8, !tbaa !84, !alias.scope !81
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 89, ptr %10, align 8, !tbaa !85, !alias.scope !81
  %11 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 5, ptr %11, align 8, !tbaa !86, !alias.scope !81
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench11row_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %7)
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !36
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !38
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !41
  %22 = load ptr, ptr %13, align 8, !tbaa !42
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !42
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !44
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !45

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %2, %20, %35, %38
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  store ptr @.str.16, ptr %5, align 8, !tbaa !79, !alias.scope !87
  %40 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.39, ptr %40, align 8, !tbaa !84, !alias.scope !87
  %41 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 104, ptr %41, align 8, !tbaa !85, !alias.scope !87
  %42 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 5, ptr %42, align 8, !tbaa !86, !alias.scope !87
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench14column_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr nonnull %0, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %5)
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !36
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %39
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !38
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !41
  %53 = load ptr, ptr %44, align 8, !tbaa !42
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  %56 = load ptr, ptr %44, align 8, !tbaa !42
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !44
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !45

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

70:                                               ; preds = %39, %51, %66, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  store ptr @.str.16, ptr %8, align 8, !tbaa !79, !alias.scope !90
  %71 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.19, ptr %71, align 8, !tbaa !84, !alias.scope !90
  %72 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 120, ptr %72, align 8, !tbaa !85, !alias.scope !90
  %73 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 5, ptr %73, align 8, !tbaa !86, !alias.scope !90
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %8)
  %74 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %75 unwind label %76

75:                                               ; preds = %70
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %74)
          to label %78 unwind label %76

76:                                               ; preds = %75, %70
  %77 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25
  resume { ptr, i32 } %77

78:                                               ; preds = %75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN11MatVecBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(176) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::host_accessor", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"class.sycl::_V1::host_accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  %8 = getelementptr inbounds i8, ptr %0, i64 152
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.16, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.42, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 124, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 25, ptr %12, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %13 unwind label %149

13:                                               ; preds = %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !35
  %18 = icmp eq ptr %15, %17
  br i1 %18, label %53, label %19

19:                                               ; preds = %13, %48
  %20 = phi ptr [ %49, %48 ], [ %15, %13 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !36
  %23 = icmp eq ptr %22, null
  br i1 %23, label %48, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  %28 = trunc i64 %26 to i32
  br i1 %27, label %29, label %37

29:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !38
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %30, align 4, !tbaa !41
  %31 = load ptr, ptr %22, align 8, !tbaa !42
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  %34 = load ptr, ptr %22, align 8, !tbaa !42
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %48

37:                                               ; preds = %24
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %28, -1
  store i32 %41, ptr %25, align 4, !tbaa !44
  br label %44

42:                                               ; preds = %37
  %43 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %28, %40 ], [ %43, %42 ]
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %48, !prof !45

47:                                               ; preds = %44
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %48

48:                                               ; preds = %47, %44, %29, %19
  %49 = getelementptr inbounds i8, ptr %20, i64 16
  %50 = icmp eq ptr %49, %17
  br i1 %50, label %51, label %19, !llvm.loop !46

51:                                               ; preds = %48
  %52 = load ptr, ptr %14, align 8, !tbaa !33
  br label %53

53:                                               ; preds = %51, %13
  %54 = phi ptr [ %52, %51 ], [ %15, %13 ]
  %55 = icmp eq ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %5, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !47
  %59 = ptrtoint ptr %58 to i64
  %60 = ptrtoint ptr %54 to i64
  %61 = sub i64 %59, %60
  call void @_ZdlPvm(ptr noundef nonnull %54, i64 noundef %61) #28
  br label %62

62:                                               ; preds = %56, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %63 = getelementptr inbounds i8, ptr %0, i64 168
  %64 = load ptr, ptr %63, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  store ptr @.str.16, ptr %2, align 8
  %65 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.42, ptr %65, align 8
  %66 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 125, ptr %66, align 8
  %67 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 25, ptr %67, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %64, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %68 unwind label %151

68:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %69 = getelementptr inbounds i8, ptr %7, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !33
  %71 = getelementptr inbounds i8, ptr %7, i64 16
  %72 = load ptr, ptr %71, align 8, !tbaa !35
  %73 = icmp eq ptr %70, %72
  br i1 %73, label %108, label %74

74:                                               ; preds = %68, %103
  %75 = phi ptr [ %104, %103 ], [ %70, %68 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !36
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !38
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !41
  %86 = load ptr, ptr %77, align 8, !tbaa !42
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  %89 = load ptr, ptr %77, align 8, !tbaa !42
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !44
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !45

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %72
  br i1 %105, label %106, label %74, !llvm.loop !46

106:                                              ; preds = %103
  %107 = load ptr, ptr %69, align 8, !tbaa !33
  br label %108

108:                                              ; preds = %106, %68
  %109 = phi ptr [ %107, %106 ], [ %70, %68 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %117, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds i8, ptr %7, i64 24
  %113 = load ptr, ptr %112, align 8, !tbaa !47
  %114 = ptrtoint ptr %113 to i64
  %115 = ptrtoint ptr %109 to i64
  %116 = sub i64 %114, %115
  call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %116) #28
  br label %117

117:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  %118 = load i64, ptr %0, align 8, !tbaa !15
  %119 = icmp eq i64 %118, 0
  br i1 %119, label %140, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %0, i64 8
  %122 = getelementptr inbounds i8, ptr %0, i64 16
  %123 = getelementptr inbounds i8, ptr %0, i64 40
  %124 = getelementptr inbounds i8, ptr %4, i64 16
  br label %125

125:                                              ; preds = %120, %224
  %126 = phi i64 [ %118, %120 ], [ %225, %224 ]
  %127 = phi i64 [ 0, %120 ], [ %227, %224 ]
  %128 = phi i64 [ 0, %120 ], [ %226, %224 ]
  %129 = load i64, ptr %121, align 8, !tbaa !28
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %200, label %131

131:                                              ; preds = %125
  %132 = mul i64 %129, %127
  %133 = load ptr, ptr %122, align 8, !tbaa !50
  %134 = getelementptr float, ptr %133, i64 %132
  %135 = load ptr, ptr %123, align 8, !tbaa !50
  %136 = and i64 %129, 1
  %137 = icmp eq i64 %129, 1
  br i1 %137, label %182, label %138

138:                                              ; preds = %131
  %139 = and i64 %129, -2
  br label %153

140:                                              ; preds = %224, %117
  %141 = phi i64 [ 0, %117 ], [ %226, %224 ]
  %142 = getelementptr inbounds i8, ptr %0, i64 8
  %143 = load i64, ptr %142, align 8, !tbaa !28
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %243, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %0, i64 16
  %147 = getelementptr inbounds i8, ptr %0, i64 88
  %148 = getelementptr inbounds i8, ptr %6, i64 16
  br label %229

149:                                              ; preds = %1
  %150 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  br label %381

151:                                              ; preds = %62
  %152 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  br label %381

153:                                              ; preds = %153, %138
  %154 = phi i64 [ 0, %138 ], [ %179, %153 ]
  %155 = phi double [ 0.000000e+00, %138 ], [ %178, %153 ]
  %156 = phi double [ 0.000000e+00, %138 ], [ %176, %153 ]
  %157 = phi i64 [ 0, %138 ], [ %180, %153 ]
  %158 = getelementptr float, ptr %134, i64 %154
  %159 = load float, ptr %158, align 4, !tbaa !53
  %160 = fpext float %159 to double
  %161 = getelementptr inbounds float, ptr %135, i64 %154
  %162 = load float, ptr %161, align 4, !tbaa !53
  %163 = fpext float %162 to double
  %164 = fmul double %160, %163
  %165 = fadd double %156, %164
  %166 = call double @llvm.fabs.f64(double %164)
  %167 = fadd double %155, %166
  %168 = or disjoint i64 %154, 1
  %169 = getelementptr float, ptr %134, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !53
  %171 = fpext float %170 to double
  %172 = getelementptr inbounds float, ptr %135, i64 %168
  %173 = load float, ptr %172, align 4, !tbaa !53
  %174 = fpext float %173 to double
  %175 = fmul double %171, %174
  %176 = fadd double %165, %175
  %177 = call double @llvm.fabs.f64(double %175)
  %178 = fadd double %167, %177
  %179 = add nuw i64 %154, 2
  %180 = add i64 %157, 2
  %181 = icmp eq i64 %180, %139
  br i1 %181, label %182, label %153, !llvm.loop !93

182:                                              ; preds = %153, %131
  %183 = phi double [ poison, %131 ], [ %176, %153 ]
  %184 = phi double [ poison, %131 ], [ %178, %153 ]
  %185 = phi i64 [ 0, %131 ], [ %179, %153 ]
  %186 = phi double [ 0.000000e+00, %131 ], [ %178, %153 ]
  %187 = phi double [ 0.000000e+00, %131 ], [ %176, %153 ]
  %188 = icmp eq i64 %136, 0
  br i1 %188, label %200, label %189

189:                                              ; preds = %182
  %190 = getelementptr float, ptr %134, i64 %185
  %191 = load float, ptr %190, align 4, !tbaa !53
  %192 = fpext float %191 to double
  %193 = getelementptr inbounds float, ptr %135, i64 %185
  %194 = load float, ptr %193, align 4, !tbaa !53
  %195 = fpext float %194 to double
  %196 = fmul double %192, %195
  %197 = fadd double %187, %196
  %198 = call double @llvm.fabs.f64(double %196)
  %199 = fadd double %186, %198
  br label %200

200:                                              ; preds = %189, %182, %125
  %201 = phi double [ 0.000000e+00, %125 ], [ %183, %182 ], [ %197, %189 ]
  %202 = phi double [ 0.000000e+00, %125 ], [ %184, %182 ], [ %199, %189 ]
  %203 = load ptr, ptr %124, align 8, !tbaa !94, !nonnull !65, !noundef !65
  %204 = load i64, ptr %203, align 8
  %205 = getelementptr inbounds i8, ptr %203, i64 72
  %206 = load ptr, ptr %205, align 8, !tbaa !99
  %207 = getelementptr float, ptr %206, i64 %204
  %208 = getelementptr float, ptr %207, i64 %127
  %209 = load float, ptr %208, align 4, !tbaa !53
  %210 = uitofp i64 %129 to double
  %211 = fmul double %210, 2.000000e+00
  %212 = fmul double %211, 0x3E80000000000000
  %213 = call double @llvm.fmuladd.f64(double %212, double %202, double 0x3EB0C6F7A0B5ED8D)
  %214 = fpext float %209 to double
  %215 = fsub double %214, %201
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ugt double %216, %213
  br i1 %217, label %218, label %224

218:                                              ; preds = %200
  %219 = add i64 %128, 1
  %220 = icmp ult i64 %128, 4
  br i1 %220, label %221, label %224

221:                                              ; preds = %218
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, i64 noundef %127, double noundef %214, double noundef %201)
  %223 = load i64, ptr %0, align 8, !tbaa !15
  br label %224

224:                                              ; preds = %221, %218, %200
  %225 = phi i64 [ %126, %200 ], [ %223, %221 ], [ %126, %218 ]
  %226 = phi i64 [ %128, %200 ], [ %219, %221 ], [ %219, %218 ]
  %227 = add nuw i64 %127, 1
  %228 = icmp ult i64 %227, %225
  br i1 %228, label %125, label %140, !llvm.loop !104

229:                                              ; preds = %145, %376
  %230 = phi i64 [ %143, %145 ], [ %377, %376 ]
  %231 = phi i64 [ 0, %145 ], [ %379, %376 ]
  %232 = phi i64 [ %141, %145 ], [ %378, %376 ]
  %233 = load i64, ptr %0, align 8, !tbaa !15
  %234 = icmp eq i64 %233, 0
  br i1 %234, label %352, label %235

235:                                              ; preds = %229
  %236 = load ptr, ptr %146, align 8, !tbaa !50
  %237 = getelementptr float, ptr %236, i64 %231
  %238 = load ptr, ptr %147, align 8, !tbaa !50
  %239 = and i64 %233, 1
  %240 = icmp eq i64 %233, 1
  br i1 %240, label %333, label %241

241:                                              ; preds = %235
  %242 = and i64 %233, -2
  br label %302

243:                                              ; preds = %376, %140
  %244 = phi i64 [ %141, %140 ], [ %378, %376 ]
  %245 = getelementptr inbounds i8, ptr %6, i64 8
  %246 = load ptr, ptr %245, align 8, !tbaa !36
  %247 = icmp eq ptr %246, null
  br i1 %247, label %272, label %248

248:                                              ; preds = %243
  %249 = getelementptr inbounds i8, ptr %246, i64 8
  %250 = load atomic i64, ptr %249 acquire, align 8
  %251 = icmp eq i64 %250, 4294967297
  %252 = trunc i64 %250 to i32
  br i1 %251, label %253, label %261

253:                                              ; preds = %248
  store i32 0, ptr %249, align 8, !tbaa !38
  %254 = getelementptr inbounds i8, ptr %246, i64 12
  store i32 0, ptr %254, align 4, !tbaa !41
  %255 = load ptr, ptr %246, align 8, !tbaa !42
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load ptr, ptr %256, align 8
  call void %257(ptr noundef nonnull align 8 dereferenceable(16) %246) #25
  %258 = load ptr, ptr %246, align 8, !tbaa !42
  %259 = getelementptr inbounds i8, ptr %258, i64 24
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %246) #25
  br label %272

261:                                              ; preds = %248
  %262 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %266, label %264

264:                                              ; preds = %261
  %265 = add nsw i32 %252, -1
  store i32 %265, ptr %249, align 4, !tbaa !44
  br label %268

266:                                              ; preds = %261
  %267 = atomicrmw volatile add ptr %249, i32 -1 acq_rel, align 4
  br label %268

268:                                              ; preds = %266, %264
  %269 = phi i32 [ %252, %264 ], [ %267, %266 ]
  %270 = icmp eq i32 %269, 1
  br i1 %270, label %271, label %272, !prof !45

271:                                              ; preds = %268
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %246) #25
  br label %272

272:                                              ; preds = %243, %253, %268, %271
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  %273 = getelementptr inbounds i8, ptr %4, i64 8
  %274 = load ptr, ptr %273, align 8, !tbaa !36
  %275 = icmp eq ptr %274, null
  br i1 %275, label %300, label %276

276:                                              ; preds = %272
  %277 = getelementptr inbounds i8, ptr %274, i64 8
  %278 = load atomic i64, ptr %277 acquire, align 8
  %279 = icmp eq i64 %278, 4294967297
  %280 = trunc i64 %278 to i32
  br i1 %279, label %281, label %289

281:                                              ; preds = %276
  store i32 0, ptr %277, align 8, !tbaa !38
  %282 = getelementptr inbounds i8, ptr %274, i64 12
  store i32 0, ptr %282, align 4, !tbaa !41
  %283 = load ptr, ptr %274, align 8, !tbaa !42
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %274) #25
  %286 = load ptr, ptr %274, align 8, !tbaa !42
  %287 = getelementptr inbounds i8, ptr %286, i64 24
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %274) #25
  br label %300

289:                                              ; preds = %276
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %294, label %292

292:                                              ; preds = %289
  %293 = add nsw i32 %280, -1
  store i32 %293, ptr %277, align 4, !tbaa !44
  br label %296

294:                                              ; preds = %289
  %295 = atomicrmw volatile add ptr %277, i32 -1 acq_rel, align 4
  br label %296

296:                                              ; preds = %294, %292
  %297 = phi i32 [ %280, %292 ], [ %295, %294 ]
  %298 = icmp eq i32 %297, 1
  br i1 %298, label %299, label %300, !prof !45

299:                                              ; preds = %296
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %274) #25
  br label %300

300:                                              ; preds = %272, %281, %296, %299
  %301 = icmp eq i64 %244, 0
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  ret i1 %301

302:                                              ; preds = %302, %241
  %303 = phi i64 [ 0, %241 ], [ %330, %302 ]
  %304 = phi double [ 0.000000e+00, %241 ], [ %329, %302 ]
  %305 = phi double [ 0.000000e+00, %241 ], [ %327, %302 ]
  %306 = phi i64 [ 0, %241 ], [ %331, %302 ]
  %307 = mul i64 %303, %230
  %308 = getelementptr float, ptr %237, i64 %307
  %309 = load float, ptr %308, align 4, !tbaa !53
  %310 = fpext float %309 to double
  %311 = getelementptr inbounds float, ptr %238, i64 %303
  %312 = load float, ptr %311, align 4, !tbaa !53
  %313 = fpext float %312 to double
  %314 = fmul double %310, %313
  %315 = fadd double %305, %314
  %316 = call double @llvm.fabs.f64(double %314)
  %317 = fadd double %304, %316
  %318 = or disjoint i64 %303, 1
  %319 = mul i64 %318, %230
  %320 = getelementptr float, ptr %237, i64 %319
  %321 = load float, ptr %320, align 4, !tbaa !53
  %322 = fpext float %321 to double
  %323 = getelementptr inbounds float, ptr %238, i64 %318
  %324 = load float, ptr %323, align 4, !tbaa !53
  %325 = fpext float %324 to double
  %326 = fmul double %322, %325
  %327 = fadd double %315, %326
  %328 = call double @llvm.fabs.f64(double %326)
  %329 = fadd double %317, %328
  %330 = add nuw i64 %303, 2
  %331 = add i64 %306, 2
  %332 = icmp eq i64 %331, %242
  br i1 %332, label %333, label %302, !llvm.loop !105

333:                                              ; preds = %302, %235
  %334 = phi double [ poison, %235 ], [ %327, %302 ]
  %335 = phi double [ poison, %235 ], [ %329, %302 ]
  %336 = phi i64 [ 0, %235 ], [ %330, %302 ]
  %337 = phi double [ 0.000000e+00, %235 ], [ %329, %302 ]
  %338 = phi double [ 0.000000e+00, %235 ], [ %327, %302 ]
  %339 = icmp eq i64 %239, 0
  br i1 %339, label %352, label %340

340:                                              ; preds = %333
  %341 = mul i64 %336, %230
  %342 = getelementptr float, ptr %237, i64 %341
  %343 = load float, ptr %342, align 4, !tbaa !53
  %344 = fpext float %343 to double
  %345 = getelementptr inbounds float, ptr %238, i64 %336
  %346 = load float, ptr %345, align 4, !tbaa !53
  %347 = fpext float %346 to double
  %348 = fmul double %344, %347
  %349 = fadd double %338, %348
  %350 = call double @llvm.fabs.f64(double %348)
  %351 = fadd double %337, %350
  br label %352

352:                                              ; preds = %340, %333, %229
  %353 = phi double [ 0.000000e+00, %229 ], [ %334, %333 ], [ %349, %340 ]
  %354 = phi double [ 0.000000e+00, %229 ], [ %335, %333 ], [ %351, %340 ]
  %355 = load ptr, ptr %148, align 8, !tbaa !94, !nonnull !65, !noundef !65
  %356 = load i64, ptr %355, align 8
  %357 = getelementptr inbounds i8, ptr %355, i64 72
  %358 = load ptr, ptr %357, align 8, !tbaa !99
  %359 = getelementptr float, ptr %358, i64 %356
  %360 = getelementptr float, ptr %359, i64 %231
  %361 = load float, ptr %360, align 4, !tbaa !53
  %362 = uitofp i64 %233 to double
  %363 = fmul double %362, 2.000000e+00
  %364 = fmul double %363, 0x3E80000000000000
  %365 = call double @llvm.fmuladd.f64(double %364, double %354, double 0x3EB0C6F7A0B5ED8D)
  %366 = fpext float %361 to double
  %367 = fsub double %366, %353
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp ugt double %368, %365
  br i1 %369, label %370, label %376

370:                                              ; preds = %352
  %371 = add i64 %232, 1
  %372 = icmp ult i64 %232, 4
  br i1 %372, label %373, label %376

373:                                              ; preds = %370
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, i64 noundef %231, double noundef %366, double noundef %353)
  %375 = load i64, ptr %142, align 8, !tbaa !28
  br label %376

376:                                              ; preds = %373, %370, %352
  %377 = phi i64 [ %230, %352 ], [ %375, %373 ], [ %230, %370 ]
  %378 = phi i64 [ %232, %352 ], [ %371, %373 ], [ %371, %370 ]
  %379 = add nuw i64 %231, 1
  %380 = icmp ult i64 %379, %377
  br i1 %380, label %229, label %243, !llvm.loop !106

381:                                              ; preds = %151, %149
  %382 = phi { ptr, i32 } [ %152, %151 ], [ %150, %149 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  resume { ptr, i32 } %382
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #18

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #10

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.12, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !107
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !107
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #30
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !107
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.13, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !42
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !42
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !109
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
  call void @__clang_call_terminate(ptr %55) #27
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.24", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !115
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !32
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !36
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !38
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !41
  %22 = load ptr, ptr %13, align 8, !tbaa !42
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !42
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !44
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !45

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !32
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !32
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #10

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #14

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !117
  store ptr %8, ptr %6, align 16, !tbaa !117
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !119
  %12 = load ptr, ptr %10, align 8, !tbaa !120
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !107
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !121

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !119
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !117
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #16 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %2 = load ptr, ptr %0, align 8, !tbaa !119
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !120
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !107
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !121

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !119
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !117
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #10

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #16 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #16 comdat align 2 personality ptr @__gxx_personality_v0 {
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
declare float @llvm.fmuladd.f32(float, float, float) #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !52
  %7 = load ptr, ptr %0, align 8, !tbaa !50
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !51
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !53
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !53
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !52
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.14) #30
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #29
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !53
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !53
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
  store ptr %38, ptr %0, align 8, !tbaa !50
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !52
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !51
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #14

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !51
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.15) #30
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #29
  %18 = getelementptr inbounds float, ptr %17, i64 %1
  %19 = load float, ptr %2, align 4, !tbaa !53
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
  store <4 x float> %29, ptr %33, align 4, !tbaa !53
  store <4 x float> %29, ptr %34, align 4, !tbaa !53
  %35 = add nuw i64 %31, 8
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %30, !llvm.loop !122

37:                                               ; preds = %30
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %45, label %39

39:                                               ; preds = %37, %15
  %40 = phi ptr [ %17, %15 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %40, %39 ]
  store float %19, ptr %42, align 4, !tbaa !53
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  %44 = icmp eq ptr %43, %18
  br i1 %44, label %45, label %41, !llvm.loop !123

45:                                               ; preds = %41, %37
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %17, ptr %0, align 8, !tbaa !50
  store ptr %18, ptr %46, align 8, !tbaa !52
  store ptr %18, ptr %4, align 8, !tbaa !51
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
  %57 = load float, ptr %2, align 4, !tbaa !53
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
  store <4 x float> %70, ptr %74, align 4, !tbaa !53
  store <4 x float> %70, ptr %75, align 4, !tbaa !53
  %76 = add nuw i64 %72, 8
  %77 = icmp eq i64 %76, %66
  br i1 %77, label %78, label %71, !llvm.loop !124

78:                                               ; preds = %71
  %79 = icmp eq i64 %63, %66
  br i1 %79, label %86, label %80

80:                                               ; preds = %78, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi ptr [ %84, %82 ], [ %81, %80 ]
  store float %57, ptr %83, align 4, !tbaa !53
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = icmp eq ptr %84, %51
  br i1 %85, label %86, label %82, !llvm.loop !125

86:                                               ; preds = %82, %78
  %87 = load float, ptr %2, align 4, !tbaa !53
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
  store <4 x float> %103, ptr %107, align 4, !tbaa !53
  store <4 x float> %103, ptr %108, align 4, !tbaa !53
  %109 = add nuw i64 %105, 8
  %110 = icmp eq i64 %109, %99
  br i1 %110, label %111, label %104, !llvm.loop !126

111:                                              ; preds = %104
  %112 = icmp eq i64 %96, %99
  br i1 %112, label %119, label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %51, %88 ], [ %101, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi ptr [ %117, %115 ], [ %114, %113 ]
  store float %89, ptr %116, align 4, !tbaa !53
  %117 = getelementptr inbounds i8, ptr %116, i64 4
  %118 = icmp eq ptr %117, %91
  br i1 %118, label %119, label %115, !llvm.loop !127

119:                                              ; preds = %115, %111
  store ptr %91, ptr %50, align 8, !tbaa !52
  br label %154

120:                                              ; preds = %49
  %121 = icmp eq i64 %1, 0
  br i1 %121, label %150, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds float, ptr %6, i64 %1
  %124 = load float, ptr %2, align 4, !tbaa !53
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
  store <4 x float> %134, ptr %138, align 4, !tbaa !53
  store <4 x float> %134, ptr %139, align 4, !tbaa !53
  %140 = add nuw i64 %136, 8
  %141 = icmp eq i64 %140, %130
  br i1 %141, label %142, label %135, !llvm.loop !128

142:                                              ; preds = %135
  %143 = icmp eq i64 %127, %130
  br i1 %143, label %150, label %144

144:                                              ; preds = %142, %122
  %145 = phi ptr [ %6, %122 ], [ %132, %142 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi ptr [ %148, %146 ], [ %145, %144 ]
  store float %124, ptr %147, align 4, !tbaa !53
  %148 = getelementptr inbounds i8, ptr %147, i64 4
  %149 = icmp eq ptr %148, %123
  br i1 %149, label %150, label %146, !llvm.loop !129

150:                                              ; preds = %146, %142, %120
  %151 = phi ptr [ %6, %120 ], [ %123, %142 ], [ %123, %146 ]
  %152 = icmp eq ptr %51, %151
  br i1 %152, label %154, label %153

153:                                              ; preds = %150
  store ptr %151, ptr %50, align 8, !tbaa !52
  br label %154

154:                                              ; preds = %153, %150, %48, %45, %119
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12DeviceVectorIfEC2ERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !52
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 2
  store i64 %12, ptr %3, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.16, ptr %5, align 8, !tbaa !79, !alias.scope !131
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.17, ptr %13, align 8, !tbaa !84, !alias.scope !131
  %14 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 51, ptr %14, align 8, !tbaa !85, !alias.scope !131
  %15 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 49, ptr %15, align 8, !tbaa !86, !alias.scope !131
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %6, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %16 unwind label %66

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !33
  %19 = getelementptr inbounds i8, ptr %4, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !35
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !36
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !38
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !41
  %34 = load ptr, ptr %25, align 8, !tbaa !42
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  %37 = load ptr, ptr %25, align 8, !tbaa !42
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !44
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !45

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !46

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !33
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %4, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !47
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #28
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  ret void

66:                                               ; preds = %2
  %67 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  resume { ptr, i32 } %67
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.28", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !130
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !134
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !42, !noalias !134
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !137, !noalias !134
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !139, !noalias !134
  store ptr %10, ptr %6, align 8, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !42
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !144
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !152
  %25 = load ptr, ptr %0, align 8, !tbaa !153
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !154
  %27 = load i8, ptr %26, align 1, !tbaa !12
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !130, !alias.scope !156
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !156
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !42
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #10

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #16 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !137
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !42
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !42
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #16 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !139
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #16 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !137
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #17

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #10

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #17

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #10

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench11row_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.61", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !159
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !159
  store ptr %18, ptr %16, align 8, !tbaa !159
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !36
  %22 = load ptr, ptr %19, align 8, !tbaa !36
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !44
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !44
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !36
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
  store i32 0, ptr %40, align 8, !tbaa !38
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !41
  %46 = load ptr, ptr %37, align 8, !tbaa !42
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  %49 = load ptr, ptr %37, align 8, !tbaa !42
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !45

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !36
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
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !161
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %69, align 8, !tbaa !32
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !163, !range !165, !noundef !65
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !32
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
  %88 = load ptr, ptr %87, align 8, !tbaa !36
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !38
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !41
  %97 = load ptr, ptr %88, align 8, !tbaa !42
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  %100 = load ptr, ptr %88, align 8, !tbaa !42
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !44
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !45

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !32
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
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  resume { ptr, i32 } %127
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #10

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #16 comdat align 2 {
  tail call void @_ZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench11row_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !5
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
define linkonce_odr dso_local void @_ZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.97", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.101, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !166
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %17 = getelementptr inbounds i8, ptr %16, i64 136
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.16, ptr %8, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.24, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 90, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %21, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %22 unwind label %330

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #25
  store i32 5, ptr %7, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %332

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %26 = getelementptr inbounds i8, ptr %10, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !36
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !38
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !41
  %43 = load ptr, ptr %34, align 8, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  %46 = load ptr, ptr %34, align 8, !tbaa !42
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !44
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !45

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !46

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !33
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %10, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !47
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #28
  br label %74

74:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %75 = getelementptr inbounds i8, ptr %16, i64 144
  %76 = load ptr, ptr %75, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.16, ptr %6, align 8
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.24, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 91, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %79, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %80 unwind label %334

80:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store i32 5, ptr %5, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %83 unwind label %81

81:                                               ; preds = %80
  %82 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %336

83:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %84 = getelementptr inbounds i8, ptr %12, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !33
  %86 = getelementptr inbounds i8, ptr %12, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !35
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %83, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %83 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !36
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !38
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !41
  %101 = load ptr, ptr %92, align 8, !tbaa !42
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  %104 = load ptr, ptr %92, align 8, !tbaa !42
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !44
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !45

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !46

121:                                              ; preds = %118
  %122 = load ptr, ptr %84, align 8, !tbaa !33
  br label %123

123:                                              ; preds = %121, %83
  %124 = phi ptr [ %122, %121 ], [ %85, %83 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %12, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !47
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #28
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %133 = getelementptr inbounds i8, ptr %16, i64 152
  %134 = load ptr, ptr %133, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %135 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.16, ptr %4, align 8
  %136 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %136, align 8
  %137 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 92, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %138, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %134, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %139 unwind label %338

139:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store i32 5, ptr %3, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %134, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %142 unwind label %140

140:                                              ; preds = %139
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %340

142:                                              ; preds = %139
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %143 = load ptr, ptr %135, align 8, !tbaa !33
  %144 = getelementptr inbounds i8, ptr %14, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !35
  %146 = icmp eq ptr %143, %145
  br i1 %146, label %181, label %147

147:                                              ; preds = %142, %176
  %148 = phi ptr [ %177, %176 ], [ %143, %142 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !36
  %151 = icmp eq ptr %150, null
  br i1 %151, label %176, label %152

152:                                              ; preds = %147
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load atomic i64, ptr %153 acquire, align 8
  %155 = icmp eq i64 %154, 4294967297
  %156 = trunc i64 %154 to i32
  br i1 %155, label %157, label %165

157:                                              ; preds = %152
  store i32 0, ptr %153, align 8, !tbaa !38
  %158 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %158, align 4, !tbaa !41
  %159 = load ptr, ptr %150, align 8, !tbaa !42
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  %162 = load ptr, ptr %150, align 8, !tbaa !42
  %163 = getelementptr inbounds i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %176

165:                                              ; preds = %152
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !44
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !45

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %176

176:                                              ; preds = %175, %172, %157, %147
  %177 = getelementptr inbounds i8, ptr %148, i64 16
  %178 = icmp eq ptr %177, %145
  br i1 %178, label %179, label %147, !llvm.loop !46

179:                                              ; preds = %176
  %180 = load ptr, ptr %135, align 8, !tbaa !33
  br label %181

181:                                              ; preds = %179, %142
  %182 = phi ptr [ %180, %179 ], [ %143, %142 ]
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %14, i64 24
  %186 = load ptr, ptr %185, align 8, !tbaa !47
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #28
  br label %190

190:                                              ; preds = %184, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  %191 = load i64, ptr %16, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15) #25
  %192 = getelementptr inbounds i8, ptr %16, i64 8
  %193 = load i64, ptr %192, align 8, !tbaa !28
  store i64 %193, ptr %15, align 8, !tbaa !170
  %194 = getelementptr inbounds i8, ptr %15, i64 8
  %195 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %195, ptr %194, align 8, !tbaa !174
  %196 = getelementptr inbounds i8, ptr %15, i64 16
  %197 = getelementptr inbounds i8, ptr %9, i64 8
  %198 = load ptr, ptr %197, align 8, !tbaa !36
  store ptr %198, ptr %196, align 8, !tbaa !36
  %199 = icmp eq ptr %198, null
  br i1 %199, label %209, label %200

200:                                              ; preds = %190
  %201 = getelementptr inbounds i8, ptr %198, i64 8
  %202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %207, label %204

204:                                              ; preds = %200
  %205 = load i32, ptr %201, align 4, !tbaa !44
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %201, align 4, !tbaa !44
  br label %209

207:                                              ; preds = %200
  %208 = atomicrmw volatile add ptr %201, i32 1 acq_rel, align 4
  br label %209

209:                                              ; preds = %190, %204, %207
  %210 = getelementptr inbounds i8, ptr %15, i64 24
  %211 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %210, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  %212 = getelementptr inbounds i8, ptr %15, i64 40
  %213 = load ptr, ptr %11, align 8, !tbaa !174
  store ptr %213, ptr %212, align 8, !tbaa !174
  %214 = getelementptr inbounds i8, ptr %15, i64 48
  %215 = getelementptr inbounds i8, ptr %11, i64 8
  %216 = load ptr, ptr %215, align 8, !tbaa !36
  store ptr %216, ptr %214, align 8, !tbaa !36
  %217 = icmp eq ptr %216, null
  br i1 %217, label %227, label %218

218:                                              ; preds = %209
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %225, label %222

222:                                              ; preds = %218
  %223 = load i32, ptr %219, align 4, !tbaa !44
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %219, align 4, !tbaa !44
  br label %227

225:                                              ; preds = %218
  %226 = atomicrmw volatile add ptr %219, i32 1 acq_rel, align 4
  br label %227

227:                                              ; preds = %209, %222, %225
  %228 = getelementptr inbounds i8, ptr %15, i64 56
  %229 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %228, ptr noundef nonnull align 8 dereferenceable(16) %229, i64 16, i1 false)
  %230 = getelementptr inbounds i8, ptr %15, i64 72
  %231 = load ptr, ptr %13, align 8, !tbaa !174
  store ptr %231, ptr %230, align 8, !tbaa !174
  %232 = getelementptr inbounds i8, ptr %15, i64 80
  %233 = getelementptr inbounds i8, ptr %13, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !36
  store ptr %234, ptr %232, align 8, !tbaa !36
  %235 = icmp eq ptr %234, null
  br i1 %235, label %245, label %236

236:                                              ; preds = %227
  %237 = getelementptr inbounds i8, ptr %234, i64 8
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %243, label %240

240:                                              ; preds = %236
  %241 = load i32, ptr %237, align 4, !tbaa !44
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %237, align 4, !tbaa !44
  br label %245

243:                                              ; preds = %236
  %244 = atomicrmw volatile add ptr %237, i32 1 acq_rel, align 4
  br label %245

245:                                              ; preds = %227, %240, %243
  %246 = getelementptr inbounds i8, ptr %15, i64 88
  %247 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %246, ptr noundef nonnull align 8 dereferenceable(16) %247, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %191, ptr noundef nonnull align 8 dereferenceable(104) %15)
          to label %248 unwind label %342

248:                                              ; preds = %245
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #25
  %249 = load ptr, ptr %233, align 8, !tbaa !36
  %250 = icmp eq ptr %249, null
  br i1 %250, label %275, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load atomic i64, ptr %252 acquire, align 8
  %254 = icmp eq i64 %253, 4294967297
  %255 = trunc i64 %253 to i32
  br i1 %254, label %256, label %264

256:                                              ; preds = %251
  store i32 0, ptr %252, align 8, !tbaa !38
  %257 = getelementptr inbounds i8, ptr %249, i64 12
  store i32 0, ptr %257, align 4, !tbaa !41
  %258 = load ptr, ptr %249, align 8, !tbaa !42
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %249) #25
  %261 = load ptr, ptr %249, align 8, !tbaa !42
  %262 = getelementptr inbounds i8, ptr %261, i64 24
  %263 = load ptr, ptr %262, align 8
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %249) #25
  br label %275

264:                                              ; preds = %251
  %265 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %266 = icmp eq i8 %265, 0
  br i1 %266, label %269, label %267

267:                                              ; preds = %264
  %268 = add nsw i32 %255, -1
  store i32 %268, ptr %252, align 4, !tbaa !44
  br label %271

269:                                              ; preds = %264
  %270 = atomicrmw volatile add ptr %252, i32 -1 acq_rel, align 4
  br label %271

271:                                              ; preds = %269, %267
  %272 = phi i32 [ %255, %267 ], [ %270, %269 ]
  %273 = icmp eq i32 %272, 1
  br i1 %273, label %274, label %275, !prof !45

274:                                              ; preds = %271
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %249) #25
  br label %275

275:                                              ; preds = %248, %256, %271, %274
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %276 = load ptr, ptr %215, align 8, !tbaa !36
  %277 = icmp eq ptr %276, null
  br i1 %277, label %302, label %278

278:                                              ; preds = %275
  %279 = getelementptr inbounds i8, ptr %276, i64 8
  %280 = load atomic i64, ptr %279 acquire, align 8
  %281 = icmp eq i64 %280, 4294967297
  %282 = trunc i64 %280 to i32
  br i1 %281, label %283, label %291

283:                                              ; preds = %278
  store i32 0, ptr %279, align 8, !tbaa !38
  %284 = getelementptr inbounds i8, ptr %276, i64 12
  store i32 0, ptr %284, align 4, !tbaa !41
  %285 = load ptr, ptr %276, align 8, !tbaa !42
  %286 = getelementptr inbounds i8, ptr %285, i64 16
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  %288 = load ptr, ptr %276, align 8, !tbaa !42
  %289 = getelementptr inbounds i8, ptr %288, i64 24
  %290 = load ptr, ptr %289, align 8
  call void %290(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  br label %302

291:                                              ; preds = %278
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %296, label %294

294:                                              ; preds = %291
  %295 = add nsw i32 %282, -1
  store i32 %295, ptr %279, align 4, !tbaa !44
  br label %298

296:                                              ; preds = %291
  %297 = atomicrmw volatile add ptr %279, i32 -1 acq_rel, align 4
  br label %298

298:                                              ; preds = %296, %294
  %299 = phi i32 [ %282, %294 ], [ %297, %296 ]
  %300 = icmp eq i32 %299, 1
  br i1 %300, label %301, label %302, !prof !45

301:                                              ; preds = %298
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  br label %302

302:                                              ; preds = %275, %283, %298, %301
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  %303 = load ptr, ptr %197, align 8, !tbaa !36
  %304 = icmp eq ptr %303, null
  br i1 %304, label %329, label %305

305:                                              ; preds = %302
  %306 = getelementptr inbounds i8, ptr %303, i64 8
  %307 = load atomic i64, ptr %306 acquire, align 8
  %308 = icmp eq i64 %307, 4294967297
  %309 = trunc i64 %307 to i32
  br i1 %308, label %310, label %318

310:                                              ; preds = %305
  store i32 0, ptr %306, align 8, !tbaa !38
  %311 = getelementptr inbounds i8, ptr %303, i64 12
  store i32 0, ptr %311, align 4, !tbaa !41
  %312 = load ptr, ptr %303, align 8, !tbaa !42
  %313 = getelementptr inbounds i8, ptr %312, i64 16
  %314 = load ptr, ptr %313, align 8
  call void %314(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  %315 = load ptr, ptr %303, align 8, !tbaa !42
  %316 = getelementptr inbounds i8, ptr %315, i64 24
  %317 = load ptr, ptr %316, align 8
  call void %317(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  br label %329

318:                                              ; preds = %305
  %319 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %320 = icmp eq i8 %319, 0
  br i1 %320, label %323, label %321

321:                                              ; preds = %318
  %322 = add nsw i32 %309, -1
  store i32 %322, ptr %306, align 4, !tbaa !44
  br label %325

323:                                              ; preds = %318
  %324 = atomicrmw volatile add ptr %306, i32 -1 acq_rel, align 4
  br label %325

325:                                              ; preds = %323, %321
  %326 = phi i32 [ %309, %321 ], [ %324, %323 ]
  %327 = icmp eq i32 %326, 1
  br i1 %327, label %328, label %329, !prof !45

328:                                              ; preds = %325
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  br label %329

329:                                              ; preds = %302, %310, %325, %328
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  ret void

330:                                              ; preds = %2
  %331 = landingpad { ptr, i32 }
          cleanup
  br label %332

332:                                              ; preds = %23, %330
  %333 = phi { ptr, i32 } [ %331, %330 ], [ %24, %23 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %348

334:                                              ; preds = %74
  %335 = landingpad { ptr, i32 }
          cleanup
  br label %336

336:                                              ; preds = %81, %334
  %337 = phi { ptr, i32 } [ %335, %334 ], [ %82, %81 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %346

338:                                              ; preds = %132
  %339 = landingpad { ptr, i32 }
          cleanup
  br label %340

340:                                              ; preds = %140, %338
  %341 = phi { ptr, i32 } [ %339, %338 ], [ %141, %140 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  br label %344

342:                                              ; preds = %245
  %343 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi { ptr, i32 } [ %343, %342 ], [ %341, %340 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %346

346:                                              ; preds = %344, %336
  %347 = phi { ptr, i32 } [ %345, %344 ], [ %337, %336 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %348

348:                                              ; preds = %346, %332
  %349 = phi { ptr, i32 } [ %347, %346 ], [ %333, %332 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  resume { ptr, i32 } %349
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !36
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !38
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !41
  %40 = load ptr, ptr %31, align 8, !tbaa !42
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !36
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !38
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !41
  %68 = load ptr, ptr %59, align 8, !tbaa !42
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::range.103", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !130, !alias.scope !175
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !130, !alias.scope !175
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !130, !alias.scope !175
  store i64 %12, ptr %8, align 8, !tbaa !130, !alias.scope !178
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !130, !alias.scope !178
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !130, !alias.scope !178
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !181
  store ptr %34, ptr %32, align 8, !tbaa !181
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !36
  store ptr %37, ptr %35, align 8, !tbaa !36
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %51, label %52, label %31, !llvm.loop !183

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !33
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !35
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !47
  %59 = load ptr, ptr %1, align 8, !tbaa !153
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !144
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !152, !range !165, !noundef !65
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !36
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !38
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !41
  %82 = load ptr, ptr %73, align 8, !tbaa !42
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !42
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !46

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !33
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !184
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #29
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !181
  store ptr %130, ptr %128, align 8, !tbaa !181
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !36
  store ptr %133, ptr %131, align 8, !tbaa !36
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %147, label %148, label %127, !llvm.loop !183

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !33
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !35
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !47
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.25)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #25
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !36
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !38
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !41
  %180 = load ptr, ptr %171, align 8, !tbaa !42
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !42
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !46

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !33
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !184
  %214 = load ptr, ptr %1, align 8, !tbaa !153
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !33
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !35
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !38
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !41
  %19 = load ptr, ptr %10, align 8, !tbaa !42
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !42
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !46

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !33
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

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #10

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::range.103", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !130, !alias.scope !185
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !130, !alias.scope !185
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !130, !alias.scope !185
  store i64 %11, ptr %8, align 8, !tbaa !130, !alias.scope !188
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !130, !alias.scope !188
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !130, !alias.scope !188
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !181
  store ptr %33, ptr %31, align 8, !tbaa !181
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !36
  store ptr %36, ptr %34, align 8, !tbaa !36
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %50, label %51, label %30, !llvm.loop !183

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !33
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !35
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !47
  %58 = load ptr, ptr %1, align 8, !tbaa !153
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !144
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !152, !range !165, !noundef !65
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !36
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !38
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !41
  %84 = load ptr, ptr %75, align 8, !tbaa !42
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !42
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !46

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !33
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !191
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #29
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !181
  store ptr %131, ptr %129, align 8, !tbaa !181
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !36
  store ptr %134, ptr %132, align 8, !tbaa !36
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %148, label %149, label %128, !llvm.loop !183

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !36
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !38
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !41
  %161 = load ptr, ptr %152, align 8, !tbaa !42
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !42
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !46

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #28
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !191
  %186 = load ptr, ptr %1, align 8, !tbaa !153
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(104) %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.101, align 8
  %5 = load i64, ptr %2, align 8, !tbaa !170
  store i64 %5, ptr %4, align 8, !tbaa !170
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 8, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %3
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %2, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 8, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 56
  %43 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = getelementptr inbounds i8, ptr %2, i64 72
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 8, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %2, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 88
  %62 = getelementptr inbounds i8, ptr %2, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %63 unwind label %64

63:                                               ; preds = %60
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %4) #25
  ret void

64:                                               ; preds = %60
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %4) #25
  resume { ptr, i32 } %65
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.103", align 8
  %5 = alloca %"class.sycl::_V1::range.103", align 8
  %6 = alloca %"class.std::tuple.105", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %8 = alloca %class.anon.101, align 8
  %9 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %10 = alloca %class.anon.101, align 8
  %11 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %3
  %14 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %15 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %16 = extractvalue { i32, ptr } %15, 0
  %17 = extractvalue { i32, ptr } %15, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %14, i32 %16, ptr %17, ptr noundef nonnull @.str.27)
          to label %18 unwind label %21

18:                                               ; preds = %13
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

19:                                               ; preds = %185, %21
  %20 = phi { ptr, i32 } [ %22, %21 ], [ %186, %185 ]
  resume { ptr, i32 } %20

21:                                               ; preds = %13
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %14) #25
  br label %19

23:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = load i8, ptr %6, align 8, !tbaa !192, !range !165, !noundef !65
  %26 = trunc nuw i8 %25 to i1
  br i1 %26, label %27, label %160

27:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7) #25
  %28 = load i64, ptr %2, align 8, !tbaa !170
  store i64 %28, ptr %8, align 8, !tbaa !170
  %29 = getelementptr inbounds i8, ptr %8, i64 8
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !174
  store ptr %31, ptr %29, align 8, !tbaa !174
  %32 = getelementptr inbounds i8, ptr %8, i64 16
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !36
  store ptr %34, ptr %32, align 8, !tbaa !36
  %35 = icmp eq ptr %34, null
  br i1 %35, label %45, label %36

36:                                               ; preds = %27
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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

45:                                               ; preds = %43, %40, %27
  %46 = getelementptr inbounds i8, ptr %8, i64 24
  %47 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, ptr noundef nonnull align 8 dereferenceable(16) %47, i64 16, i1 false)
  %48 = getelementptr inbounds i8, ptr %8, i64 40
  %49 = getelementptr inbounds i8, ptr %2, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !174
  store ptr %50, ptr %48, align 8, !tbaa !174
  %51 = getelementptr inbounds i8, ptr %8, i64 48
  %52 = getelementptr inbounds i8, ptr %2, i64 48
  %53 = load ptr, ptr %52, align 8, !tbaa !36
  store ptr %53, ptr %51, align 8, !tbaa !36
  %54 = icmp eq ptr %53, null
  br i1 %54, label %64, label %55

55:                                               ; preds = %45
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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

64:                                               ; preds = %62, %59, %45
  %65 = getelementptr inbounds i8, ptr %8, i64 56
  %66 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %66, i64 16, i1 false)
  %67 = getelementptr inbounds i8, ptr %8, i64 72
  %68 = getelementptr inbounds i8, ptr %2, i64 72
  %69 = load ptr, ptr %68, align 8, !tbaa !174
  store ptr %69, ptr %67, align 8, !tbaa !174
  %70 = getelementptr inbounds i8, ptr %8, i64 80
  %71 = getelementptr inbounds i8, ptr %2, i64 80
  %72 = load ptr, ptr %71, align 8, !tbaa !36
  store ptr %72, ptr %70, align 8, !tbaa !36
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %64
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !44
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !44
  br label %83

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %83

83:                                               ; preds = %64, %78, %81
  %84 = getelementptr inbounds i8, ptr %8, i64 88
  %85 = getelementptr inbounds i8, ptr %2, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %84, ptr noundef nonnull align 8 dereferenceable(16) %85, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !193)
  store i64 %1, ptr %7, align 16, !alias.scope !193
  %86 = getelementptr inbounds i8, ptr %7, i64 8
  %87 = load i64, ptr %8, align 8, !tbaa !170, !noalias !193
  store i64 %87, ptr %86, align 8, !tbaa !170, !alias.scope !193
  %88 = getelementptr inbounds i8, ptr %7, i64 16
  %89 = load ptr, ptr %29, align 8, !tbaa !174, !noalias !193
  store ptr %89, ptr %88, align 16, !tbaa !174, !alias.scope !193
  %90 = getelementptr inbounds i8, ptr %7, i64 24
  %91 = load ptr, ptr %32, align 8, !tbaa !36, !noalias !193
  store ptr %91, ptr %90, align 8, !tbaa !36, !alias.scope !193
  %92 = icmp eq ptr %91, null
  br i1 %92, label %102, label %93

93:                                               ; preds = %83
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !193
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %94, align 4, !tbaa !44, !noalias !193
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %94, align 4, !tbaa !44, !noalias !193
  br label %102

100:                                              ; preds = %93
  %101 = atomicrmw volatile add ptr %94, i32 1 acq_rel, align 4, !noalias !193
  br label %102

102:                                              ; preds = %100, %97, %83
  %103 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %103, ptr noundef nonnull align 8 dereferenceable(16) %46, i64 16, i1 false)
  %104 = getelementptr inbounds i8, ptr %7, i64 48
  %105 = load ptr, ptr %48, align 8, !tbaa !174, !noalias !193
  store ptr %105, ptr %104, align 16, !tbaa !174, !alias.scope !193
  %106 = getelementptr inbounds i8, ptr %7, i64 56
  %107 = load ptr, ptr %51, align 8, !tbaa !36, !noalias !193
  store ptr %107, ptr %106, align 8, !tbaa !36, !alias.scope !193
  %108 = icmp eq ptr %107, null
  br i1 %108, label %118, label %109

109:                                              ; preds = %102
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !193
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %116, label %113

113:                                              ; preds = %109
  %114 = load i32, ptr %110, align 4, !tbaa !44, !noalias !193
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %110, align 4, !tbaa !44, !noalias !193
  br label %118

116:                                              ; preds = %109
  %117 = atomicrmw volatile add ptr %110, i32 1 acq_rel, align 4, !noalias !193
  br label %118

118:                                              ; preds = %116, %113, %102
  %119 = getelementptr inbounds i8, ptr %7, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %119, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  %120 = getelementptr inbounds i8, ptr %7, i64 80
  %121 = load ptr, ptr %67, align 8, !tbaa !174, !noalias !193
  store ptr %121, ptr %120, align 16, !tbaa !174, !alias.scope !193
  %122 = getelementptr inbounds i8, ptr %7, i64 88
  %123 = load ptr, ptr %70, align 8, !tbaa !36, !noalias !193
  store ptr %123, ptr %122, align 8, !tbaa !36, !alias.scope !193
  %124 = icmp eq ptr %123, null
  br i1 %124, label %134, label %125

125:                                              ; preds = %118
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !193
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %132, label %129

129:                                              ; preds = %125
  %130 = load i32, ptr %126, align 4, !tbaa !44, !noalias !193
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %126, align 4, !tbaa !44, !noalias !193
  br label %134

132:                                              ; preds = %125
  %133 = atomicrmw volatile add ptr %126, i32 1 acq_rel, align 4, !noalias !193
  br label %134

134:                                              ; preds = %118, %129, %132
  %135 = getelementptr inbounds i8, ptr %7, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %135, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #25
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %7)
          to label %136 unwind label %154

136:                                              ; preds = %134
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.33)
          to label %137 unwind label %154

137:                                              ; preds = %136
  %138 = load i64, ptr %24, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %139 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %139, i8 0, i64 16, i1 false), !alias.scope !196
  store i64 %138, ptr %5, align 8, !tbaa !130, !alias.scope !196
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %140 unwind label %154

140:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %141 = getelementptr inbounds i8, ptr %9, i64 8
  %142 = load <2 x i64>, ptr %7, align 16
  store <2 x i64> %142, ptr %9, align 16
  %143 = getelementptr inbounds i8, ptr %9, i64 16
  %144 = load <2 x ptr>, ptr %88, align 16, !tbaa !5
  store ptr null, ptr %90, align 8, !tbaa !36
  store <2 x ptr> %144, ptr %143, align 16, !tbaa !5
  store ptr null, ptr %88, align 16, !tbaa !174
  %145 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %145, ptr noundef nonnull align 16 dereferenceable(16) %103, i64 16, i1 false)
  %146 = getelementptr inbounds i8, ptr %9, i64 48
  %147 = load <2 x ptr>, ptr %104, align 16, !tbaa !5
  store ptr null, ptr %106, align 8, !tbaa !36
  store <2 x ptr> %147, ptr %146, align 16, !tbaa !5
  store ptr null, ptr %104, align 16, !tbaa !174
  %148 = getelementptr inbounds i8, ptr %9, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %148, ptr noundef nonnull align 16 dereferenceable(16) %119, i64 16, i1 false)
  %149 = getelementptr inbounds i8, ptr %9, i64 80
  %150 = load <2 x ptr>, ptr %120, align 16, !tbaa !5
  store ptr null, ptr %122, align 8, !tbaa !36
  store <2 x ptr> %150, ptr %149, align 16, !tbaa !5
  store ptr null, ptr %120, align 16, !tbaa !174
  %151 = getelementptr inbounds i8, ptr %9, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %151, ptr noundef nonnull align 16 dereferenceable(16) %135, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %9)
          to label %152 unwind label %156

152:                                              ; preds = %140
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %141) #25
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %153 unwind label %154

153:                                              ; preds = %152
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %86) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7) #25
  br label %184

154:                                              ; preds = %137, %134, %152, %136
  %155 = landingpad { ptr, i32 }
          cleanup
  br label %158

156:                                              ; preds = %140
  %157 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %141) #25
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi { ptr, i32 } [ %155, %154 ], [ %157, %156 ]
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %86) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7) #25
  br label %185

160:                                              ; preds = %23
  call void @_ZN4sycl3_V17handler6unpackI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(104) %2)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.33)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %161 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %161, i8 0, i64 16, i1 false), !alias.scope !199
  store i64 %1, ptr %4, align 8, !tbaa !130, !alias.scope !199
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %162 = load i64, ptr %2, align 8, !tbaa !170
  store i64 %162, ptr %10, align 8, !tbaa !170
  %163 = getelementptr inbounds i8, ptr %10, i64 8
  %164 = getelementptr inbounds i8, ptr %2, i64 8
  %165 = getelementptr inbounds i8, ptr %2, i64 16
  %166 = load <2 x ptr>, ptr %164, align 8, !tbaa !5
  store ptr null, ptr %165, align 8, !tbaa !36
  store <2 x ptr> %166, ptr %163, align 8, !tbaa !5
  store ptr null, ptr %164, align 8, !tbaa !174
  %167 = getelementptr inbounds i8, ptr %10, i64 24
  %168 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %167, ptr noundef nonnull align 8 dereferenceable(16) %168, i64 16, i1 false)
  %169 = getelementptr inbounds i8, ptr %10, i64 40
  %170 = getelementptr inbounds i8, ptr %2, i64 40
  %171 = getelementptr inbounds i8, ptr %2, i64 48
  %172 = load <2 x ptr>, ptr %170, align 8, !tbaa !5
  store ptr null, ptr %171, align 8, !tbaa !36
  store <2 x ptr> %172, ptr %169, align 8, !tbaa !5
  store ptr null, ptr %170, align 8, !tbaa !174
  %173 = getelementptr inbounds i8, ptr %10, i64 56
  %174 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %173, ptr noundef nonnull align 8 dereferenceable(16) %174, i64 16, i1 false)
  %175 = getelementptr inbounds i8, ptr %10, i64 72
  %176 = getelementptr inbounds i8, ptr %2, i64 72
  %177 = getelementptr inbounds i8, ptr %2, i64 80
  %178 = load <2 x ptr>, ptr %176, align 8, !tbaa !5
  store ptr null, ptr %177, align 8, !tbaa !36
  store <2 x ptr> %178, ptr %175, align 8, !tbaa !5
  store ptr null, ptr %176, align 8, !tbaa !174
  %179 = getelementptr inbounds i8, ptr %10, i64 88
  %180 = getelementptr inbounds i8, ptr %2, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %10)
          to label %181 unwind label %182

181:                                              ; preds = %160
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %10) #25
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %184

182:                                              ; preds = %160
  %183 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %10) #25
  br label %185

184:                                              ; preds = %181, %153
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  ret void

185:                                              ; preds = %158, %182
  %186 = phi { ptr, i32 } [ %159, %158 ], [ %183, %182 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  br label %19
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.105") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.113", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.112, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !202
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #25
  store i64 16, ptr %6, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 32, ptr %7, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 1024, ptr %8, align 8, !tbaa !130
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.113") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !192, !range !165, !noundef !65
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  %21 = load i64, ptr %7, align 8, !tbaa !130
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25
  store i8 0, ptr %9, align 1, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  store ptr %1, ptr %10, align 8, !tbaa !204
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !5
  %31 = load i64, ptr %6, align 8, !tbaa !130
  %32 = urem i64 %2, %31
  %33 = icmp eq i64 %32, 0
  %34 = load i64, ptr %8, align 8
  %35 = icmp ugt i64 %34, %2
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %27
  %38 = add i64 %21, %2
  %39 = freeze i64 %38
  %40 = add i64 %39, -1
  %41 = urem i64 %40, %21
  %42 = sub nuw i64 %40, %41
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %42)
  %43 = load i64, ptr %5, align 8, !tbaa !130
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !192, !range !165, !noundef !65
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #25
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.117", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.117") align 8 %3, ptr noundef nonnull align 8 dereferenceable(112) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(120) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !42
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9RowMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !206
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !208
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(56) ptr @_Znam(i64 noundef 56) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(55) %35, ptr noundef nonnull align 1 dereferenceable(55) @.str.36, i64 55, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 55
  store i8 0, ptr %36, align 1, !tbaa !12
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !206
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !208
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.140", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.140") align 8 %3, ptr noundef nonnull align 8 dereferenceable(104) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(112) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !42
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI9RowMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !206
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !208
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %35, ptr noundef nonnull align 1 dereferenceable(14) @.str.33, i64 14, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 14
  store i8 0, ptr %36, align 1, !tbaa !12
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !206
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !208
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #10

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #10

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !204
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.30, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.31, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.18)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #25
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !209
  %25 = load i64, ptr %24, align 8, !tbaa !130
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.32, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !42
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !210
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #30
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !212
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !12
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !42
  %46 = getelementptr inbounds i8, ptr %45, i64 48
  %47 = load ptr, ptr %46, align 8
  %48 = tail call noundef signext i8 %47(ptr noundef nonnull align 8 dereferenceable(570) %34, i8 noundef signext 10)
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi i8 [ %43, %41 ], [ %48, %44 ]
  %51 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %28, i8 noundef signext %50)
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %51)
  br label %63

53:                                               ; preds = %3
  %54 = icmp eq i32 %1, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %53
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.18)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !209
  store i64 %2, ptr %65, align 8, !tbaa !130
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !215
  store i8 1, ptr %67, align 1, !tbaa !192
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.113") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #10

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %5 = load <2 x i64>, ptr %1, align 8
  store <2 x i64> %5, ptr %4, align 16
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 16, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 32
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 48
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 16, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %4, i64 56
  %29 = getelementptr inbounds i8, ptr %1, i64 56
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 64
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 80
  %45 = getelementptr inbounds i8, ptr %1, i64 80
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 16, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %4, i64 88
  %48 = getelementptr inbounds i8, ptr %1, i64 88
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 96
  %62 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3)
  %63 = load <2 x i64>, ptr %4, align 16
  store <2 x i64> %63, ptr %3, align 16
  %64 = getelementptr inbounds i8, ptr %3, i64 16
  %65 = load ptr, ptr %6, align 16, !tbaa !174
  store ptr %65, ptr %64, align 16, !tbaa !174
  %66 = getelementptr inbounds i8, ptr %3, i64 24
  %67 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %67, ptr %66, align 8, !tbaa !36
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !44
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !44
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %60
  %79 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %79, ptr noundef nonnull align 16 dereferenceable(16) %23, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %3, i64 48
  %81 = load ptr, ptr %25, align 16, !tbaa !174
  store ptr %81, ptr %80, align 16, !tbaa !174
  %82 = getelementptr inbounds i8, ptr %3, i64 56
  %83 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %83, ptr %82, align 8, !tbaa !36
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %78
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !44
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !44
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %89, %78
  %95 = getelementptr inbounds i8, ptr %3, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %95, ptr noundef nonnull align 16 dereferenceable(16) %42, i64 16, i1 false)
  %96 = getelementptr inbounds i8, ptr %3, i64 80
  %97 = load ptr, ptr %44, align 16, !tbaa !174
  store ptr %97, ptr %96, align 16, !tbaa !174
  %98 = getelementptr inbounds i8, ptr %3, i64 88
  %99 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %99, ptr %98, align 8, !tbaa !36
  %100 = icmp eq ptr %99, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %94
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %102, align 4, !tbaa !44
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %102, align 4, !tbaa !44
  br label %110

108:                                              ; preds = %101
  %109 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %105, %94
  %111 = getelementptr inbounds i8, ptr %3, i64 8
  %112 = getelementptr inbounds i8, ptr %4, i64 8
  %113 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %113, ptr noundef nonnull align 16 dereferenceable(16) %61, i64 16, i1 false)
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %111) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3)
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %112) #25
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.117") align 8 %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #29
  %5 = load <2 x i64>, ptr %1, align 8
  store <2 x i64> %5, ptr %3, align 16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 16, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 32
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 48
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 16, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %3, i64 56
  %29 = getelementptr inbounds i8, ptr %1, i64 56
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %3, i64 64
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 80
  %45 = getelementptr inbounds i8, ptr %1, i64 80
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 16, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %3, i64 88
  %48 = getelementptr inbounds i8, ptr %1, i64 88
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %3, i64 96
  %62 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !42
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = load <2 x i64>, ptr %3, align 16
  store <2 x i64> %64, ptr %63, align 8
  %65 = getelementptr inbounds i8, ptr %4, i64 24
  %66 = load ptr, ptr %6, align 16, !tbaa !174
  store ptr %66, ptr %65, align 8, !tbaa !174
  %67 = getelementptr inbounds i8, ptr %4, i64 32
  %68 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %68, ptr %67, align 8, !tbaa !36
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !44
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !44
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %60
  %80 = getelementptr inbounds i8, ptr %4, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 16 dereferenceable(16) %23, i64 16, i1 false)
  %81 = getelementptr inbounds i8, ptr %4, i64 56
  %82 = load ptr, ptr %25, align 16, !tbaa !174
  store ptr %82, ptr %81, align 8, !tbaa !174
  %83 = getelementptr inbounds i8, ptr %4, i64 64
  %84 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %84, ptr %83, align 8, !tbaa !36
  %85 = icmp eq ptr %84, null
  br i1 %85, label %95, label %86

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !44
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !44
  br label %95

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %90, %79
  %96 = getelementptr inbounds i8, ptr %4, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %96, ptr noundef nonnull align 16 dereferenceable(16) %42, i64 16, i1 false)
  %97 = getelementptr inbounds i8, ptr %4, i64 88
  %98 = load ptr, ptr %44, align 16, !tbaa !174
  store ptr %98, ptr %97, align 8, !tbaa !174
  %99 = getelementptr inbounds i8, ptr %4, i64 96
  %100 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %100, ptr %99, align 8, !tbaa !36
  %101 = icmp eq ptr %100, null
  br i1 %101, label %111, label %102

102:                                              ; preds = %95
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %103, align 4, !tbaa !44
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %103, align 4, !tbaa !44
  br label %111

109:                                              ; preds = %102
  %110 = atomicrmw volatile add ptr %103, i32 1 acq_rel, align 4
  br label %111

111:                                              ; preds = %95, %106, %109
  %112 = getelementptr inbounds i8, ptr %3, i64 8
  %113 = getelementptr inbounds i8, ptr %4, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, ptr noundef nonnull align 16 dereferenceable(16) %61, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %112) #25
  ret void
}

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #10

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI9RowMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #29
  store ptr %4, ptr %0, align 8, !tbaa !206
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !208
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !208
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !208
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %23 = load ptr, ptr %7, align 8, !tbaa !219
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !219
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !208
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %33 = load ptr, ptr %7, align 8, !tbaa !219
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !219
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %39 = load ptr, ptr %0, align 8, !tbaa !206
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !208
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load <2 x i64>, ptr %3, align 8
  store <2 x i64> %5, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 16, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  %24 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %2, i64 48
  %26 = getelementptr inbounds i8, ptr %0, i64 56
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 16, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  %43 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %2, i64 80
  %45 = getelementptr inbounds i8, ptr %0, i64 88
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 16, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %2, i64 88
  %48 = getelementptr inbounds i8, ptr %0, i64 96
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %2, i64 96
  %62 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = load i64, ptr %2, align 16
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %70, label %65

65:                                               ; preds = %60, %67
  %66 = phi i64 [ %68, %67 ], [ 0, %60 ]
  invoke void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(104) %4, i64 %66)
          to label %67 unwind label %71

67:                                               ; preds = %65
  %68 = add nuw i64 %66, 1
  %69 = icmp eq i64 %68, %63
  br i1 %69, label %70, label %65, !llvm.loop !220

70:                                               ; preds = %67, %60
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %4) #25
  ret void

71:                                               ; preds = %65
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %4) #25
  resume { ptr, i32 } %72
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(104) %0, i64 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !170
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  br label %17

8:                                                ; preds = %17, %2
  %9 = phi float [ 0.000000e+00, %2 ], [ %37, %17 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !221
  %12 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !224
  %13 = load i64, ptr %12, align 8
  %14 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %15 = getelementptr float, ptr %14, i64 %13
  %16 = getelementptr float, ptr %15, i64 %1
  store float %9, ptr %16, align 4, !tbaa !53
  ret void

17:                                               ; preds = %5, %17
  %18 = phi i64 [ %3, %5 ], [ %39, %17 ]
  %19 = phi i64 [ 0, %5 ], [ %38, %17 ]
  %20 = phi float [ 0.000000e+00, %5 ], [ %37, %17 ]
  %21 = mul i64 %18, %1
  %22 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !227
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !230
  %24 = load i64, ptr %23, align 8
  %25 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  %26 = getelementptr float, ptr %25, i64 %24
  %27 = getelementptr float, ptr %26, i64 %21
  %28 = getelementptr float, ptr %27, i64 %19
  %29 = load float, ptr %28, align 4, !tbaa !53
  %30 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !233
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !236
  %32 = load i64, ptr %31, align 8
  %33 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  %34 = getelementptr float, ptr %33, i64 %32
  %35 = getelementptr float, ptr %34, i64 %19
  %36 = load float, ptr %35, align 4, !tbaa !53
  %37 = tail call float @llvm.fmuladd.f32(float %29, float %36, float %20)
  %38 = add nuw i64 %19, 1
  %39 = load i64, ptr %0, align 8, !tbaa !170
  %40 = icmp ult i64 %38, %39
  br i1 %40, label %17, label %8, !llvm.loop !239
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #16 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !219
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.35) #30
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
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
  %41 = load ptr, ptr %38, align 8, !tbaa !208
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #28
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !206
  store ptr %45, ptr %4, align 8, !tbaa !219
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !208
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #20

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI9RowMatVecZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(104) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.101, align 8
  %4 = alloca %class.anon.101, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !170
  store i64 %5, ptr %4, align 8, !tbaa !170
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 8, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %4, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 8, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %4, i64 56
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 8, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 88
  %62 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %63 = load i64, ptr %4, align 8, !tbaa !170
  store i64 %63, ptr %3, align 8, !tbaa !170
  %64 = getelementptr inbounds i8, ptr %3, i64 8
  %65 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %65, ptr %64, align 8, !tbaa !174
  %66 = getelementptr inbounds i8, ptr %3, i64 16
  %67 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %67, ptr %66, align 8, !tbaa !36
  %68 = icmp eq ptr %67, null
  br i1 %68, label %78, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %70, align 4, !tbaa !44
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %70, align 4, !tbaa !44
  br label %78

76:                                               ; preds = %69
  %77 = atomicrmw volatile add ptr %70, i32 1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %73, %60
  %79 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %79, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %80 = getelementptr inbounds i8, ptr %3, i64 40
  %81 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %81, ptr %80, align 8, !tbaa !174
  %82 = getelementptr inbounds i8, ptr %3, i64 48
  %83 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %83, ptr %82, align 8, !tbaa !36
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %78
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !44
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !44
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %89, %78
  %95 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %95, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %96 = getelementptr inbounds i8, ptr %3, i64 72
  %97 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %97, ptr %96, align 8, !tbaa !174
  %98 = getelementptr inbounds i8, ptr %3, i64 80
  %99 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %99, ptr %98, align 8, !tbaa !36
  %100 = icmp eq ptr %99, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %94
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %101
  %106 = load i32, ptr %102, align 4, !tbaa !44
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %102, align 4, !tbaa !44
  br label %110

108:                                              ; preds = %101
  %109 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %105, %94
  %111 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %111, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %4) #25
  ret void
}

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.140") align 8 %0, ptr noundef nonnull align 8 dereferenceable(104) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.101, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #29
  %5 = load i64, ptr %1, align 8, !tbaa !170
  store i64 %5, ptr %3, align 8, !tbaa !170
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 8, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !36
  store ptr %11, ptr %9, align 8, !tbaa !36
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !44
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !44
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %2
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %27, ptr %25, align 8, !tbaa !174
  %28 = getelementptr inbounds i8, ptr %3, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  store ptr %30, ptr %28, align 8, !tbaa !36
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !44
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !44
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %3, i64 56
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  %46 = load ptr, ptr %45, align 8, !tbaa !174
  store ptr %46, ptr %44, align 8, !tbaa !174
  %47 = getelementptr inbounds i8, ptr %3, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  store ptr %49, ptr %47, align 8, !tbaa !36
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !44
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !44
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %3, i64 88
  %62 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !42
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = load i64, ptr %3, align 8, !tbaa !170
  store i64 %64, ptr %63, align 8, !tbaa !170
  %65 = getelementptr inbounds i8, ptr %4, i64 16
  %66 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %66, ptr %65, align 8, !tbaa !174
  %67 = getelementptr inbounds i8, ptr %4, i64 24
  %68 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %68, ptr %67, align 8, !tbaa !36
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %71, align 4, !tbaa !44
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %71, align 4, !tbaa !44
  br label %79

77:                                               ; preds = %70
  %78 = atomicrmw volatile add ptr %71, i32 1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %74, %60
  %80 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %81 = getelementptr inbounds i8, ptr %4, i64 48
  %82 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %82, ptr %81, align 8, !tbaa !174
  %83 = getelementptr inbounds i8, ptr %4, i64 56
  %84 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %84, ptr %83, align 8, !tbaa !36
  %85 = icmp eq ptr %84, null
  br i1 %85, label %95, label %86

86:                                               ; preds = %79
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !44
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !44
  br label %95

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %90, %79
  %96 = getelementptr inbounds i8, ptr %4, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %96, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %97 = getelementptr inbounds i8, ptr %4, i64 80
  %98 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %98, ptr %97, align 8, !tbaa !174
  %99 = getelementptr inbounds i8, ptr %4, i64 88
  %100 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %100, ptr %99, align 8, !tbaa !36
  %101 = icmp eq ptr %100, null
  br i1 %101, label %111, label %102

102:                                              ; preds = %95
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %109, label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %103, align 4, !tbaa !44
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %103, align 4, !tbaa !44
  br label %111

109:                                              ; preds = %102
  %110 = atomicrmw volatile add ptr %103, i32 1 acq_rel, align 4
  br label %111

111:                                              ; preds = %95, %106, %109
  %112 = getelementptr inbounds i8, ptr %4, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9RowMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !206
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !208
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !208
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !208
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %23 = load ptr, ptr %7, align 8, !tbaa !219
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !219
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %29 = load ptr, ptr %0, align 8, !tbaa !206
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !208
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #28
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench11row_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.101, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !170
  store i64 %4, ptr %2, align 8, !tbaa !170
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %7, ptr %5, align 8, !tbaa !174
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %10, ptr %8, align 8, !tbaa !36
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !44
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !44
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %26, ptr %24, align 8, !tbaa !174
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %29, ptr %27, align 8, !tbaa !36
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !44
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !44
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %45, ptr %43, align 8, !tbaa !174
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %48, ptr %46, align 8, !tbaa !36
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !44
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  invoke void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(104) %2, i64 0)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  resume { ptr, i32 } %64
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN11MatVecBench14column_productERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.61", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !159
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !159
  store ptr %18, ptr %16, align 8, !tbaa !159
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !36
  %22 = load ptr, ptr %19, align 8, !tbaa !36
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !44
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !44
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !36
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
  store i32 0, ptr %40, align 8, !tbaa !38
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !41
  %46 = load ptr, ptr %37, align 8, !tbaa !42
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  %49 = load ptr, ptr %37, align 8, !tbaa !42
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !45

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !36
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
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %70, align 8, !tbaa !161
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %69, align 8, !tbaa !32
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %68
  %75 = load i8, ptr %6, align 1, !tbaa !163, !range !165, !noundef !65
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !32
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
  %88 = load ptr, ptr %87, align 8, !tbaa !36
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !38
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !41
  %97 = load ptr, ptr %88, align 8, !tbaa !42
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  %100 = load ptr, ptr %88, align 8, !tbaa !42
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !44
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !45

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  ret void

115:                                              ; preds = %74, %68
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !32
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
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #16 comdat align 2 {
  tail call void @_ZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11MatVecBench14column_productERNS1_5queueEEUlS3_E_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !5
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
define linkonce_odr dso_local void @_ZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.97", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.152, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !240
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %17 = getelementptr inbounds i8, ptr %16, i64 136
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.16, ptr %8, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.24, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 105, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %21, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %22 unwind label %331

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #25
  store i32 5, ptr %7, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %333

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %26 = getelementptr inbounds i8, ptr %10, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !36
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !38
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !41
  %43 = load ptr, ptr %34, align 8, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  %46 = load ptr, ptr %34, align 8, !tbaa !42
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !44
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !45

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #25
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !46

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !33
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %10, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !47
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #28
  br label %74

74:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %75 = getelementptr inbounds i8, ptr %16, i64 160
  %76 = load ptr, ptr %75, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.16, ptr %6, align 8
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.24, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 106, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %79, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %80 unwind label %335

80:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store i32 5, ptr %5, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %83 unwind label %81

81:                                               ; preds = %80
  %82 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %337

83:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %84 = getelementptr inbounds i8, ptr %12, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !33
  %86 = getelementptr inbounds i8, ptr %12, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !35
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %83, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %83 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !36
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !38
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !41
  %101 = load ptr, ptr %92, align 8, !tbaa !42
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  %104 = load ptr, ptr %92, align 8, !tbaa !42
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !44
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !45

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #25
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !46

121:                                              ; preds = %118
  %122 = load ptr, ptr %84, align 8, !tbaa !33
  br label %123

123:                                              ; preds = %121, %83
  %124 = phi ptr [ %122, %121 ], [ %85, %83 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %12, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !47
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #28
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %133 = getelementptr inbounds i8, ptr %16, i64 168
  %134 = load ptr, ptr %133, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %135 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.16, ptr %4, align 8
  %136 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.24, ptr %136, align 8
  %137 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 107, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %138, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %134, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %139 unwind label %339

139:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store i32 5, ptr %3, align 4, !tbaa !168
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %134, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %142 unwind label %140

140:                                              ; preds = %139
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %341

142:                                              ; preds = %139
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %143 = load ptr, ptr %135, align 8, !tbaa !33
  %144 = getelementptr inbounds i8, ptr %14, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !35
  %146 = icmp eq ptr %143, %145
  br i1 %146, label %181, label %147

147:                                              ; preds = %142, %176
  %148 = phi ptr [ %177, %176 ], [ %143, %142 ]
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !36
  %151 = icmp eq ptr %150, null
  br i1 %151, label %176, label %152

152:                                              ; preds = %147
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load atomic i64, ptr %153 acquire, align 8
  %155 = icmp eq i64 %154, 4294967297
  %156 = trunc i64 %154 to i32
  br i1 %155, label %157, label %165

157:                                              ; preds = %152
  store i32 0, ptr %153, align 8, !tbaa !38
  %158 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %158, align 4, !tbaa !41
  %159 = load ptr, ptr %150, align 8, !tbaa !42
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  %162 = load ptr, ptr %150, align 8, !tbaa !42
  %163 = getelementptr inbounds i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %176

165:                                              ; preds = %152
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !44
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !45

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %176

176:                                              ; preds = %175, %172, %157, %147
  %177 = getelementptr inbounds i8, ptr %148, i64 16
  %178 = icmp eq ptr %177, %145
  br i1 %178, label %179, label %147, !llvm.loop !46

179:                                              ; preds = %176
  %180 = load ptr, ptr %135, align 8, !tbaa !33
  br label %181

181:                                              ; preds = %179, %142
  %182 = phi ptr [ %180, %179 ], [ %143, %142 ]
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %14, i64 24
  %186 = load ptr, ptr %185, align 8, !tbaa !47
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #28
  br label %190

190:                                              ; preds = %184, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  %191 = getelementptr inbounds i8, ptr %16, i64 8
  %192 = load i64, ptr %191, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #25
  %193 = load i64, ptr %16, align 8, !tbaa !15
  store i64 %193, ptr %15, align 8, !tbaa !242
  %194 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 %192, ptr %194, align 8, !tbaa !244
  %195 = getelementptr inbounds i8, ptr %15, i64 16
  %196 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %196, ptr %195, align 8, !tbaa !174
  %197 = getelementptr inbounds i8, ptr %15, i64 24
  %198 = getelementptr inbounds i8, ptr %9, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !36
  store ptr %199, ptr %197, align 8, !tbaa !36
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %190
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !44
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !44
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %190, %205, %208
  %211 = getelementptr inbounds i8, ptr %15, i64 32
  %212 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull align 8 dereferenceable(16) %212, i64 16, i1 false)
  %213 = getelementptr inbounds i8, ptr %15, i64 48
  %214 = load ptr, ptr %11, align 8, !tbaa !174
  store ptr %214, ptr %213, align 8, !tbaa !174
  %215 = getelementptr inbounds i8, ptr %15, i64 56
  %216 = getelementptr inbounds i8, ptr %11, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !36
  store ptr %217, ptr %215, align 8, !tbaa !36
  %218 = icmp eq ptr %217, null
  br i1 %218, label %228, label %219

219:                                              ; preds = %210
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %219
  %224 = load i32, ptr %220, align 4, !tbaa !44
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %220, align 4, !tbaa !44
  br label %228

226:                                              ; preds = %219
  %227 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  br label %228

228:                                              ; preds = %210, %223, %226
  %229 = getelementptr inbounds i8, ptr %15, i64 64
  %230 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %229, ptr noundef nonnull align 8 dereferenceable(16) %230, i64 16, i1 false)
  %231 = getelementptr inbounds i8, ptr %15, i64 80
  %232 = load ptr, ptr %13, align 8, !tbaa !174
  store ptr %232, ptr %231, align 8, !tbaa !174
  %233 = getelementptr inbounds i8, ptr %15, i64 88
  %234 = getelementptr inbounds i8, ptr %13, i64 8
  %235 = load ptr, ptr %234, align 8, !tbaa !36
  store ptr %235, ptr %233, align 8, !tbaa !36
  %236 = icmp eq ptr %235, null
  br i1 %236, label %246, label %237

237:                                              ; preds = %228
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %237
  %242 = load i32, ptr %238, align 4, !tbaa !44
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %238, align 4, !tbaa !44
  br label %246

244:                                              ; preds = %237
  %245 = atomicrmw volatile add ptr %238, i32 1 acq_rel, align 4
  br label %246

246:                                              ; preds = %228, %241, %244
  %247 = getelementptr inbounds i8, ptr %15, i64 96
  %248 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %247, ptr noundef nonnull align 8 dereferenceable(16) %248, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %192, ptr noundef nonnull align 8 dereferenceable(112) %15)
          to label %249 unwind label %343

249:                                              ; preds = %246
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #25
  %250 = load ptr, ptr %234, align 8, !tbaa !36
  %251 = icmp eq ptr %250, null
  br i1 %251, label %276, label %252

252:                                              ; preds = %249
  %253 = getelementptr inbounds i8, ptr %250, i64 8
  %254 = load atomic i64, ptr %253 acquire, align 8
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %253, align 8, !tbaa !38
  %258 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %258, align 4, !tbaa !41
  %259 = load ptr, ptr %250, align 8, !tbaa !42
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  %262 = load ptr, ptr %250, align 8, !tbaa !42
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %253, align 4, !tbaa !44
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %253, i32 -1 acq_rel, align 4
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !45

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #25
  br label %276

276:                                              ; preds = %249, %257, %272, %275
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %277 = load ptr, ptr %216, align 8, !tbaa !36
  %278 = icmp eq ptr %277, null
  br i1 %278, label %303, label %279

279:                                              ; preds = %276
  %280 = getelementptr inbounds i8, ptr %277, i64 8
  %281 = load atomic i64, ptr %280 acquire, align 8
  %282 = icmp eq i64 %281, 4294967297
  %283 = trunc i64 %281 to i32
  br i1 %282, label %284, label %292

284:                                              ; preds = %279
  store i32 0, ptr %280, align 8, !tbaa !38
  %285 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %285, align 4, !tbaa !41
  %286 = load ptr, ptr %277, align 8, !tbaa !42
  %287 = getelementptr inbounds i8, ptr %286, i64 16
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %277) #25
  %289 = load ptr, ptr %277, align 8, !tbaa !42
  %290 = getelementptr inbounds i8, ptr %289, i64 24
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %277) #25
  br label %303

292:                                              ; preds = %279
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %297, label %295

295:                                              ; preds = %292
  %296 = add nsw i32 %283, -1
  store i32 %296, ptr %280, align 4, !tbaa !44
  br label %299

297:                                              ; preds = %292
  %298 = atomicrmw volatile add ptr %280, i32 -1 acq_rel, align 4
  br label %299

299:                                              ; preds = %297, %295
  %300 = phi i32 [ %283, %295 ], [ %298, %297 ]
  %301 = icmp eq i32 %300, 1
  br i1 %301, label %302, label %303, !prof !45

302:                                              ; preds = %299
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #25
  br label %303

303:                                              ; preds = %276, %284, %299, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  %304 = load ptr, ptr %198, align 8, !tbaa !36
  %305 = icmp eq ptr %304, null
  br i1 %305, label %330, label %306

306:                                              ; preds = %303
  %307 = getelementptr inbounds i8, ptr %304, i64 8
  %308 = load atomic i64, ptr %307 acquire, align 8
  %309 = icmp eq i64 %308, 4294967297
  %310 = trunc i64 %308 to i32
  br i1 %309, label %311, label %319

311:                                              ; preds = %306
  store i32 0, ptr %307, align 8, !tbaa !38
  %312 = getelementptr inbounds i8, ptr %304, i64 12
  store i32 0, ptr %312, align 4, !tbaa !41
  %313 = load ptr, ptr %304, align 8, !tbaa !42
  %314 = getelementptr inbounds i8, ptr %313, i64 16
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  %316 = load ptr, ptr %304, align 8, !tbaa !42
  %317 = getelementptr inbounds i8, ptr %316, i64 24
  %318 = load ptr, ptr %317, align 8
  call void %318(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  br label %330

319:                                              ; preds = %306
  %320 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %321 = icmp eq i8 %320, 0
  br i1 %321, label %324, label %322

322:                                              ; preds = %319
  %323 = add nsw i32 %310, -1
  store i32 %323, ptr %307, align 4, !tbaa !44
  br label %326

324:                                              ; preds = %319
  %325 = atomicrmw volatile add ptr %307, i32 -1 acq_rel, align 4
  br label %326

326:                                              ; preds = %324, %322
  %327 = phi i32 [ %310, %322 ], [ %325, %324 ]
  %328 = icmp eq i32 %327, 1
  br i1 %328, label %329, label %330, !prof !45

329:                                              ; preds = %326
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  br label %330

330:                                              ; preds = %303, %311, %326, %329
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  ret void

331:                                              ; preds = %2
  %332 = landingpad { ptr, i32 }
          cleanup
  br label %333

333:                                              ; preds = %23, %331
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %24, %23 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %349

335:                                              ; preds = %74
  %336 = landingpad { ptr, i32 }
          cleanup
  br label %337

337:                                              ; preds = %81, %335
  %338 = phi { ptr, i32 } [ %336, %335 ], [ %82, %81 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %347

339:                                              ; preds = %132
  %340 = landingpad { ptr, i32 }
          cleanup
  br label %341

341:                                              ; preds = %140, %339
  %342 = phi { ptr, i32 } [ %340, %339 ], [ %141, %140 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  br label %345

343:                                              ; preds = %246
  %344 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi { ptr, i32 } [ %344, %343 ], [ %342, %341 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %347

347:                                              ; preds = %345, %337
  %348 = phi { ptr, i32 } [ %346, %345 ], [ %338, %337 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %349

349:                                              ; preds = %347, %333
  %350 = phi { ptr, i32 } [ %348, %347 ], [ %334, %333 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  resume { ptr, i32 } %350
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 56
  %31 = load ptr, ptr %30, align 8, !tbaa !36
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !38
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !41
  %40 = load ptr, ptr %31, align 8, !tbaa !42
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !42
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !36
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !38
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !41
  %68 = load ptr, ptr %59, align 8, !tbaa !42
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !42
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(112) %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.152, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %7, ptr %5, align 8, !tbaa !174
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %10, ptr %8, align 8, !tbaa !36
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !44
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !44
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %3
  %22 = getelementptr inbounds i8, ptr %4, i64 32
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %4, i64 48
  %25 = getelementptr inbounds i8, ptr %2, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %26, ptr %24, align 8, !tbaa !174
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %29, ptr %27, align 8, !tbaa !36
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !44
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !44
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %4, i64 80
  %44 = getelementptr inbounds i8, ptr %2, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %45, ptr %43, align 8, !tbaa !174
  %46 = getelementptr inbounds i8, ptr %4, i64 88
  %47 = getelementptr inbounds i8, ptr %2, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %48, ptr %46, align 8, !tbaa !36
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !44
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %4, i64 96
  %61 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  resume { ptr, i32 } %64
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.103", align 8
  %5 = alloca %"class.sycl::_V1::range.103", align 8
  %6 = alloca %"class.std::tuple.105", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %8 = alloca %class.anon.152, align 8
  %9 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %10 = alloca %class.anon.152, align 8
  %11 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %3
  %14 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %15 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %16 = extractvalue { i32, ptr } %15, 0
  %17 = extractvalue { i32, ptr } %15, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %14, i32 %16, ptr %17, ptr noundef nonnull @.str.27)
          to label %18 unwind label %21

18:                                               ; preds = %13
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

19:                                               ; preds = %182, %21
  %20 = phi { ptr, i32 } [ %22, %21 ], [ %183, %182 ]
  resume { ptr, i32 } %20

21:                                               ; preds = %13
  %22 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %14) #25
  br label %19

23:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = load i8, ptr %6, align 8, !tbaa !192, !range !165, !noundef !65
  %26 = trunc nuw i8 %25 to i1
  br i1 %26, label %27, label %158

27:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %7) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %28 = getelementptr inbounds i8, ptr %8, i64 16
  %29 = getelementptr inbounds i8, ptr %2, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !174
  store ptr %30, ptr %28, align 8, !tbaa !174
  %31 = getelementptr inbounds i8, ptr %8, i64 24
  %32 = getelementptr inbounds i8, ptr %2, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !36
  store ptr %33, ptr %31, align 8, !tbaa !36
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %27
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !44
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !44
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %39, %27
  %45 = getelementptr inbounds i8, ptr %8, i64 32
  %46 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull align 8 dereferenceable(16) %46, i64 16, i1 false)
  %47 = getelementptr inbounds i8, ptr %8, i64 48
  %48 = getelementptr inbounds i8, ptr %2, i64 48
  %49 = load ptr, ptr %48, align 8, !tbaa !174
  store ptr %49, ptr %47, align 8, !tbaa !174
  %50 = getelementptr inbounds i8, ptr %8, i64 56
  %51 = getelementptr inbounds i8, ptr %2, i64 56
  %52 = load ptr, ptr %51, align 8, !tbaa !36
  store ptr %52, ptr %50, align 8, !tbaa !36
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %44
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %54
  %59 = load i32, ptr %55, align 4, !tbaa !44
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %55, align 4, !tbaa !44
  br label %63

61:                                               ; preds = %54
  %62 = atomicrmw volatile add ptr %55, i32 1 acq_rel, align 4
  br label %63

63:                                               ; preds = %61, %58, %44
  %64 = getelementptr inbounds i8, ptr %8, i64 64
  %65 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  %66 = getelementptr inbounds i8, ptr %8, i64 80
  %67 = getelementptr inbounds i8, ptr %2, i64 80
  %68 = load ptr, ptr %67, align 8, !tbaa !174
  store ptr %68, ptr %66, align 8, !tbaa !174
  %69 = getelementptr inbounds i8, ptr %8, i64 88
  %70 = getelementptr inbounds i8, ptr %2, i64 88
  %71 = load ptr, ptr %70, align 8, !tbaa !36
  store ptr %71, ptr %69, align 8, !tbaa !36
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %63
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !44
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !44
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %63, %77, %80
  %83 = getelementptr inbounds i8, ptr %8, i64 96
  %84 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !245)
  store i64 %1, ptr %7, align 8, !alias.scope !245
  %85 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %85, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false)
  %86 = getelementptr inbounds i8, ptr %7, i64 24
  %87 = load ptr, ptr %28, align 8, !tbaa !174, !noalias !245
  store ptr %87, ptr %86, align 8, !tbaa !174, !alias.scope !245
  %88 = getelementptr inbounds i8, ptr %7, i64 32
  %89 = load ptr, ptr %31, align 8, !tbaa !36, !noalias !245
  store ptr %89, ptr %88, align 8, !tbaa !36, !alias.scope !245
  %90 = icmp eq ptr %89, null
  br i1 %90, label %100, label %91

91:                                               ; preds = %82
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !245
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %92, align 4, !tbaa !44, !noalias !245
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %92, align 4, !tbaa !44, !noalias !245
  br label %100

98:                                               ; preds = %91
  %99 = atomicrmw volatile add ptr %92, i32 1 acq_rel, align 4, !noalias !245
  br label %100

100:                                              ; preds = %98, %95, %82
  %101 = getelementptr inbounds i8, ptr %7, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %101, ptr noundef nonnull align 8 dereferenceable(16) %45, i64 16, i1 false)
  %102 = getelementptr inbounds i8, ptr %7, i64 56
  %103 = load ptr, ptr %47, align 8, !tbaa !174, !noalias !245
  store ptr %103, ptr %102, align 8, !tbaa !174, !alias.scope !245
  %104 = getelementptr inbounds i8, ptr %7, i64 64
  %105 = load ptr, ptr %50, align 8, !tbaa !36, !noalias !245
  store ptr %105, ptr %104, align 8, !tbaa !36, !alias.scope !245
  %106 = icmp eq ptr %105, null
  br i1 %106, label %116, label %107

107:                                              ; preds = %100
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !245
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !44, !noalias !245
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !44, !noalias !245
  br label %116

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4, !noalias !245
  br label %116

116:                                              ; preds = %114, %111, %100
  %117 = getelementptr inbounds i8, ptr %7, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %117, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  %118 = getelementptr inbounds i8, ptr %7, i64 88
  %119 = load ptr, ptr %66, align 8, !tbaa !174, !noalias !245
  store ptr %119, ptr %118, align 8, !tbaa !174, !alias.scope !245
  %120 = getelementptr inbounds i8, ptr %7, i64 96
  %121 = load ptr, ptr %69, align 8, !tbaa !36, !noalias !245
  store ptr %121, ptr %120, align 8, !tbaa !36, !alias.scope !245
  %122 = icmp eq ptr %121, null
  br i1 %122, label %132, label %123

123:                                              ; preds = %116
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12, !noalias !245
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = load i32, ptr %124, align 4, !tbaa !44, !noalias !245
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %124, align 4, !tbaa !44, !noalias !245
  br label %132

130:                                              ; preds = %123
  %131 = atomicrmw volatile add ptr %124, i32 1 acq_rel, align 4, !noalias !245
  br label %132

132:                                              ; preds = %116, %127, %130
  %133 = getelementptr inbounds i8, ptr %7, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %133, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false)
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %8) #25
  invoke void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(120) %7)
          to label %134 unwind label %152

134:                                              ; preds = %132
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.40)
          to label %135 unwind label %152

135:                                              ; preds = %134
  %136 = load i64, ptr %24, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %137 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %137, i8 0, i64 16, i1 false), !alias.scope !248
  store i64 %136, ptr %5, align 8, !tbaa !130, !alias.scope !248
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %138 unwind label %152

138:                                              ; preds = %135
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %139 = load i64, ptr %7, align 8
  store i64 %139, ptr %9, align 8
  %140 = getelementptr inbounds i8, ptr %9, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %140, ptr noundef nonnull align 8 dereferenceable(16) %85, i64 16, i1 false)
  %141 = getelementptr inbounds i8, ptr %9, i64 24
  %142 = load <2 x ptr>, ptr %86, align 8, !tbaa !5
  store ptr null, ptr %88, align 8, !tbaa !36
  store <2 x ptr> %142, ptr %141, align 8, !tbaa !5
  store ptr null, ptr %86, align 8, !tbaa !174
  %143 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %143, ptr noundef nonnull align 8 dereferenceable(16) %101, i64 16, i1 false)
  %144 = getelementptr inbounds i8, ptr %9, i64 56
  %145 = load <2 x ptr>, ptr %102, align 8, !tbaa !5
  store ptr null, ptr %104, align 8, !tbaa !36
  store <2 x ptr> %145, ptr %144, align 8, !tbaa !5
  store ptr null, ptr %102, align 8, !tbaa !174
  %146 = getelementptr inbounds i8, ptr %9, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %146, ptr noundef nonnull align 8 dereferenceable(16) %117, i64 16, i1 false)
  %147 = getelementptr inbounds i8, ptr %9, i64 88
  %148 = load <2 x ptr>, ptr %118, align 8, !tbaa !5
  store ptr null, ptr %120, align 8, !tbaa !36
  store <2 x ptr> %148, ptr %147, align 8, !tbaa !5
  store ptr null, ptr %118, align 8, !tbaa !174
  %149 = getelementptr inbounds i8, ptr %9, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 8 dereferenceable(16) %133, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %9)
          to label %150 unwind label %154

150:                                              ; preds = %138
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %140) #25
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
          to label %151 unwind label %152

151:                                              ; preds = %150
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %85) #25
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #25
  br label %181

152:                                              ; preds = %135, %132, %150, %134
  %153 = landingpad { ptr, i32 }
          cleanup
  br label %156

154:                                              ; preds = %138
  %155 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %140) #25
  br label %156

156:                                              ; preds = %154, %152
  %157 = phi { ptr, i32 } [ %153, %152 ], [ %155, %154 ]
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %85) #25
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %7) #25
  br label %182

158:                                              ; preds = %23
  call void @_ZN4sycl3_V17handler6unpackI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %2)
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.40)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %159 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %159, i8 0, i64 16, i1 false), !alias.scope !251
  store i64 %1, ptr %4, align 8, !tbaa !130, !alias.scope !251
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %160 = getelementptr inbounds i8, ptr %10, i64 16
  %161 = getelementptr inbounds i8, ptr %2, i64 16
  %162 = getelementptr inbounds i8, ptr %2, i64 24
  %163 = load <2 x ptr>, ptr %161, align 8, !tbaa !5
  store ptr null, ptr %162, align 8, !tbaa !36
  store <2 x ptr> %163, ptr %160, align 8, !tbaa !5
  store ptr null, ptr %161, align 8, !tbaa !174
  %164 = getelementptr inbounds i8, ptr %10, i64 32
  %165 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %164, ptr noundef nonnull align 8 dereferenceable(16) %165, i64 16, i1 false)
  %166 = getelementptr inbounds i8, ptr %10, i64 48
  %167 = getelementptr inbounds i8, ptr %2, i64 48
  %168 = getelementptr inbounds i8, ptr %2, i64 56
  %169 = load <2 x ptr>, ptr %167, align 8, !tbaa !5
  store ptr null, ptr %168, align 8, !tbaa !36
  store <2 x ptr> %169, ptr %166, align 8, !tbaa !5
  store ptr null, ptr %167, align 8, !tbaa !174
  %170 = getelementptr inbounds i8, ptr %10, i64 64
  %171 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %170, ptr noundef nonnull align 8 dereferenceable(16) %171, i64 16, i1 false)
  %172 = getelementptr inbounds i8, ptr %10, i64 80
  %173 = getelementptr inbounds i8, ptr %2, i64 80
  %174 = getelementptr inbounds i8, ptr %2, i64 88
  %175 = load <2 x ptr>, ptr %173, align 8, !tbaa !5
  store ptr null, ptr %174, align 8, !tbaa !36
  store <2 x ptr> %175, ptr %172, align 8, !tbaa !5
  store ptr null, ptr %173, align 8, !tbaa !174
  %176 = getelementptr inbounds i8, ptr %10, i64 96
  %177 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %176, ptr noundef nonnull align 8 dereferenceable(16) %177, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %10)
          to label %178 unwind label %179

178:                                              ; preds = %158
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %10) #25
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  br label %181

179:                                              ; preds = %158
  %180 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %10) #25
  br label %182

181:                                              ; preds = %178, %151
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  ret void

182:                                              ; preds = %156, %179
  %183 = phi { ptr, i32 } [ %157, %156 ], [ %180, %179 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  br label %19
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.156", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.156") align 8 %3, ptr noundef nonnull align 8 dereferenceable(120) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(128) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !42
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12ColumnMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !206
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !208
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(60) ptr @_Znam(i64 noundef 60) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(59) %35, ptr noundef nonnull align 1 dereferenceable(59) @.str.41, i64 59, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 59
  store i8 0, ptr %36, align 1, !tbaa !12
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !206
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !208
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.169", align 8
  %4 = alloca %"class.std::vector.125", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.169") align 8 %3, ptr noundef nonnull align 8 dereferenceable(112) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(120) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !42
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !206
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !208
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(19) ptr @_Znam(i64 noundef 19) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(18) %35, ptr noundef nonnull align 1 dereferenceable(18) @.str.40, i64 18, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 18
  store i8 0, ptr %36, align 1, !tbaa !12
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !206
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !208
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESD_EUlNS0_2idILi1EEEE_EENS0_3ext6oneapi12experimental10propertiesINSL_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS6_S9_SI_SQ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(120) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %4 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %5 = load i64, ptr %1, align 8
  store i64 %5, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false)
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %10, ptr %8, align 8, !tbaa !174
  %11 = getelementptr inbounds i8, ptr %4, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !36
  store ptr %13, ptr %11, align 8, !tbaa !36
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !44
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !44
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !174
  store ptr %29, ptr %27, align 8, !tbaa !174
  %30 = getelementptr inbounds i8, ptr %4, i64 64
  %31 = getelementptr inbounds i8, ptr %1, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !36
  store ptr %32, ptr %30, align 8, !tbaa !36
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !44
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !44
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %24
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, ptr noundef nonnull align 8 dereferenceable(16) %45, i64 16, i1 false)
  %46 = getelementptr inbounds i8, ptr %4, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !174
  store ptr %48, ptr %46, align 8, !tbaa !174
  %49 = getelementptr inbounds i8, ptr %4, i64 96
  %50 = getelementptr inbounds i8, ptr %1, i64 96
  %51 = load ptr, ptr %50, align 8, !tbaa !36
  store ptr %51, ptr %49, align 8, !tbaa !36
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %43
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !44
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !44
  br label %62

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4
  br label %62

62:                                               ; preds = %43, %57, %60
  %63 = getelementptr inbounds i8, ptr %4, i64 104
  %64 = getelementptr inbounds i8, ptr %1, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %63, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3)
  %65 = load i64, ptr %4, align 8
  store i64 %65, ptr %3, align 8
  %66 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %66, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  %67 = getelementptr inbounds i8, ptr %3, i64 24
  %68 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %68, ptr %67, align 8, !tbaa !174
  %69 = getelementptr inbounds i8, ptr %3, i64 32
  %70 = load ptr, ptr %11, align 8, !tbaa !36
  store ptr %70, ptr %69, align 8, !tbaa !36
  %71 = icmp eq ptr %70, null
  br i1 %71, label %81, label %72

72:                                               ; preds = %62
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %73, align 4, !tbaa !44
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 4, !tbaa !44
  br label %81

79:                                               ; preds = %72
  %80 = atomicrmw volatile add ptr %73, i32 1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %76, %62
  %82 = getelementptr inbounds i8, ptr %3, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %82, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %83 = getelementptr inbounds i8, ptr %3, i64 56
  %84 = load ptr, ptr %27, align 8, !tbaa !174
  store ptr %84, ptr %83, align 8, !tbaa !174
  %85 = getelementptr inbounds i8, ptr %3, i64 64
  %86 = load ptr, ptr %30, align 8, !tbaa !36
  store ptr %86, ptr %85, align 8, !tbaa !36
  %87 = icmp eq ptr %86, null
  br i1 %87, label %97, label %88

88:                                               ; preds = %81
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %89, align 4, !tbaa !44
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !44
  br label %97

95:                                               ; preds = %88
  %96 = atomicrmw volatile add ptr %89, i32 1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %92, %81
  %98 = getelementptr inbounds i8, ptr %3, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %99 = getelementptr inbounds i8, ptr %3, i64 88
  %100 = load ptr, ptr %46, align 8, !tbaa !174
  store ptr %100, ptr %99, align 8, !tbaa !174
  %101 = getelementptr inbounds i8, ptr %3, i64 96
  %102 = load ptr, ptr %49, align 8, !tbaa !36
  store ptr %102, ptr %101, align 8, !tbaa !36
  %103 = icmp eq ptr %102, null
  br i1 %103, label %113, label %104

104:                                              ; preds = %97
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %105, align 4, !tbaa !44
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %105, align 4, !tbaa !44
  br label %113

111:                                              ; preds = %104
  %112 = atomicrmw volatile add ptr %105, i32 1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %108, %97
  %114 = getelementptr inbounds i8, ptr %3, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %114, ptr noundef nonnull align 8 dereferenceable(16) %63, i64 16, i1 false)
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %66) #25
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3)
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %6) #25
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clESB_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSG_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.156") align 8 %0, ptr noundef nonnull align 8 dereferenceable(120) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #29
  %5 = load i64, ptr %1, align 8
  store i64 %5, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false)
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %10, ptr %8, align 8, !tbaa !174
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !36
  store ptr %13, ptr %11, align 8, !tbaa !36
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !44
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !44
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %2
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %3, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !174
  store ptr %29, ptr %27, align 8, !tbaa !174
  %30 = getelementptr inbounds i8, ptr %3, i64 64
  %31 = getelementptr inbounds i8, ptr %1, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !36
  store ptr %32, ptr %30, align 8, !tbaa !36
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !44
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !44
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %24
  %44 = getelementptr inbounds i8, ptr %3, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, ptr noundef nonnull align 8 dereferenceable(16) %45, i64 16, i1 false)
  %46 = getelementptr inbounds i8, ptr %3, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !174
  store ptr %48, ptr %46, align 8, !tbaa !174
  %49 = getelementptr inbounds i8, ptr %3, i64 96
  %50 = getelementptr inbounds i8, ptr %1, i64 96
  %51 = load ptr, ptr %50, align 8, !tbaa !36
  store ptr %51, ptr %49, align 8, !tbaa !36
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %43
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !44
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !44
  br label %62

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4
  br label %62

62:                                               ; preds = %43, %57, %60
  %63 = getelementptr inbounds i8, ptr %3, i64 104
  %64 = getelementptr inbounds i8, ptr %1, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %63, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !42
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  %66 = load i64, ptr %3, align 8
  store i64 %66, ptr %65, align 8
  %67 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %67, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  %68 = getelementptr inbounds i8, ptr %4, i64 32
  %69 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %69, ptr %68, align 8, !tbaa !174
  %70 = getelementptr inbounds i8, ptr %4, i64 40
  %71 = load ptr, ptr %11, align 8, !tbaa !36
  store ptr %71, ptr %70, align 8, !tbaa !36
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %62
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !44
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !44
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %80, %77, %62
  %83 = getelementptr inbounds i8, ptr %4, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %84 = getelementptr inbounds i8, ptr %4, i64 64
  %85 = load ptr, ptr %27, align 8, !tbaa !174
  store ptr %85, ptr %84, align 8, !tbaa !174
  %86 = getelementptr inbounds i8, ptr %4, i64 72
  %87 = load ptr, ptr %30, align 8, !tbaa !36
  store ptr %87, ptr %86, align 8, !tbaa !36
  %88 = icmp eq ptr %87, null
  br i1 %88, label %98, label %89

89:                                               ; preds = %82
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = load i32, ptr %90, align 4, !tbaa !44
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %90, align 4, !tbaa !44
  br label %98

96:                                               ; preds = %89
  %97 = atomicrmw volatile add ptr %90, i32 1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %93, %82
  %99 = getelementptr inbounds i8, ptr %4, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %99, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %100 = getelementptr inbounds i8, ptr %4, i64 96
  %101 = load ptr, ptr %46, align 8, !tbaa !174
  store ptr %101, ptr %100, align 8, !tbaa !174
  %102 = getelementptr inbounds i8, ptr %4, i64 104
  %103 = load ptr, ptr %49, align 8, !tbaa !36
  store ptr %103, ptr %102, align 8, !tbaa !36
  %104 = icmp eq ptr %103, null
  br i1 %104, label %114, label %105

105:                                              ; preds = %98
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load i32, ptr %106, align 4, !tbaa !44
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %106, align 4, !tbaa !44
  br label %114

112:                                              ; preds = %105
  %113 = atomicrmw volatile add ptr %106, i32 1 acq_rel, align 4
  br label %114

114:                                              ; preds = %98, %109, %112
  %115 = getelementptr inbounds i8, ptr %4, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, ptr noundef nonnull align 8 dereferenceable(16) %63, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12ColumnMatVecEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #29
  store ptr %4, ptr %0, align 8, !tbaa !206
  %5 = getelementptr inbounds i8, ptr %4, i64 72
  store ptr %5, ptr %3, align 8, !tbaa !208
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !208
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %47

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 24, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !208
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %23 = load ptr, ptr %7, align 8, !tbaa !219
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !219
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %47

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 56, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !208
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %33 = load ptr, ptr %7, align 8, !tbaa !219
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !219
  br label %38

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %47

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8, !tbaa !5
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi ptr [ %37, %36 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 88, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !208
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %43 = load ptr, ptr %7, align 8, !tbaa !219
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !219
  br label %46

45:                                               ; preds = %38
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %39, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %46 unwind label %47

46:                                               ; preds = %45, %42
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

47:                                               ; preds = %15, %25, %35, %45
  %48 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %49 = load ptr, ptr %0, align 8, !tbaa !206
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %3, align 8, !tbaa !208
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #28
  br label %56

56:                                               ; preds = %47, %51
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clESA_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.153", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %9, ptr %7, align 8, !tbaa !174
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load ptr, ptr %11, align 8, !tbaa !36
  store ptr %12, ptr %10, align 8, !tbaa !36
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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

23:                                               ; preds = %21, %18, %1
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %2, i64 56
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !174
  store ptr %28, ptr %26, align 8, !tbaa !174
  %29 = getelementptr inbounds i8, ptr %2, i64 64
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !36
  store ptr %31, ptr %29, align 8, !tbaa !36
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %2, i64 88
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !174
  store ptr %47, ptr %45, align 8, !tbaa !174
  %48 = getelementptr inbounds i8, ptr %2, i64 96
  %49 = getelementptr inbounds i8, ptr %0, i64 104
  %50 = load ptr, ptr %49, align 8, !tbaa !36
  store ptr %50, ptr %48, align 8, !tbaa !36
  %51 = icmp eq ptr %50, null
  br i1 %51, label %61, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !44
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !44
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %42, %56, %59
  %62 = getelementptr inbounds i8, ptr %2, i64 104
  %63 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %63, i64 16, i1 false)
  %64 = load i64, ptr %2, align 8
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61, %68
  %67 = phi i64 [ %69, %68 ], [ 0, %61 ]
  invoke void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %5, i64 %67)
          to label %68 unwind label %72

68:                                               ; preds = %66
  %69 = add nuw i64 %67, 1
  %70 = icmp eq i64 %69, %64
  br i1 %70, label %71, label %66, !llvm.loop !254

71:                                               ; preds = %68, %61
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #25
  ret void

72:                                               ; preds = %66
  %73 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #25
  resume { ptr, i32 } %73
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !242
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %9, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  br label %18

9:                                                ; preds = %18, %2
  %10 = phi float [ 0.000000e+00, %2 ], [ %38, %18 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 80
  %12 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %11), !noalias !255
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %11), !noalias !258
  %14 = load i64, ptr %13, align 8
  %15 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #25
  %16 = getelementptr float, ptr %15, i64 %14
  %17 = getelementptr float, ptr %16, i64 %1
  store float %10, ptr %17, align 4, !tbaa !53
  ret void

18:                                               ; preds = %5, %18
  %19 = phi i64 [ 0, %5 ], [ %39, %18 ]
  %20 = phi float [ 0.000000e+00, %5 ], [ %38, %18 ]
  %21 = load i64, ptr %7, align 8, !tbaa !244
  %22 = mul i64 %21, %19
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !261
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !264
  %25 = load i64, ptr %24, align 8
  %26 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = getelementptr float, ptr %27, i64 %22
  %29 = getelementptr float, ptr %28, i64 %1
  %30 = load float, ptr %29, align 4, !tbaa !53
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !267
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !270
  %33 = load i64, ptr %32, align 8
  %34 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  %35 = getelementptr float, ptr %34, i64 %33
  %36 = getelementptr float, ptr %35, i64 %19
  %37 = load float, ptr %36, align 4, !tbaa !53
  %38 = tail call float @llvm.fmuladd.f32(float %30, float %37, float %20)
  %39 = add nuw i64 %19, 1
  %40 = load i64, ptr %0, align 8, !tbaa !242
  %41 = icmp ult i64 %39, %40
  br i1 %41, label %18, label %9, !llvm.loop !273
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI12ColumnMatVecZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.152, align 8
  %4 = alloca %class.anon.152, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %7, ptr %5, align 8, !tbaa !174
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %10, ptr %8, align 8, !tbaa !36
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !44
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !44
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %4, i64 32
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %4, i64 48
  %25 = getelementptr inbounds i8, ptr %1, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %26, ptr %24, align 8, !tbaa !174
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %29, ptr %27, align 8, !tbaa !36
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !44
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !44
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %4, i64 80
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %45, ptr %43, align 8, !tbaa !174
  %46 = getelementptr inbounds i8, ptr %4, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %48, ptr %46, align 8, !tbaa !36
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !44
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %4, i64 96
  %61 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  %63 = load ptr, ptr %5, align 8, !tbaa !174
  store ptr %63, ptr %62, align 8, !tbaa !174
  %64 = getelementptr inbounds i8, ptr %3, i64 24
  %65 = load ptr, ptr %8, align 8, !tbaa !36
  store ptr %65, ptr %64, align 8, !tbaa !36
  %66 = icmp eq ptr %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %59
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i32, ptr %68, align 4, !tbaa !44
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %68, align 4, !tbaa !44
  br label %76

74:                                               ; preds = %67
  %75 = atomicrmw volatile add ptr %68, i32 1 acq_rel, align 4
  br label %76

76:                                               ; preds = %74, %71, %59
  %77 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %78 = getelementptr inbounds i8, ptr %3, i64 48
  %79 = load ptr, ptr %24, align 8, !tbaa !174
  store ptr %79, ptr %78, align 8, !tbaa !174
  %80 = getelementptr inbounds i8, ptr %3, i64 56
  %81 = load ptr, ptr %27, align 8, !tbaa !36
  store ptr %81, ptr %80, align 8, !tbaa !36
  %82 = icmp eq ptr %81, null
  br i1 %82, label %92, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %90, label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %84, align 4, !tbaa !44
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %84, align 4, !tbaa !44
  br label %92

90:                                               ; preds = %83
  %91 = atomicrmw volatile add ptr %84, i32 1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %87, %76
  %93 = getelementptr inbounds i8, ptr %3, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %93, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %94 = getelementptr inbounds i8, ptr %3, i64 80
  %95 = load ptr, ptr %43, align 8, !tbaa !174
  store ptr %95, ptr %94, align 8, !tbaa !174
  %96 = getelementptr inbounds i8, ptr %3, i64 88
  %97 = load ptr, ptr %46, align 8, !tbaa !36
  store ptr %97, ptr %96, align 8, !tbaa !36
  %98 = icmp eq ptr %97, null
  br i1 %98, label %108, label %99

99:                                               ; preds = %92
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %106, label %103

103:                                              ; preds = %99
  %104 = load i32, ptr %100, align 4, !tbaa !44
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %100, align 4, !tbaa !44
  br label %108

106:                                              ; preds = %99
  %107 = atomicrmw volatile add ptr %100, i32 1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %103, %92
  %109 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %109, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3)
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.169") align 8 %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.152, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !174
  store ptr %7, ptr %5, align 8, !tbaa !174
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !36
  store ptr %10, ptr %8, align 8, !tbaa !36
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !44
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !44
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %3, i64 32
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %3, i64 48
  %25 = getelementptr inbounds i8, ptr %1, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %26, ptr %24, align 8, !tbaa !174
  %27 = getelementptr inbounds i8, ptr %3, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !36
  store ptr %29, ptr %27, align 8, !tbaa !36
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !44
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !44
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %3, i64 64
  %42 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %3, i64 80
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !174
  store ptr %45, ptr %43, align 8, !tbaa !174
  %46 = getelementptr inbounds i8, ptr %3, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !36
  store ptr %48, ptr %46, align 8, !tbaa !36
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !44
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !44
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %3, i64 96
  %61 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !42
  %62 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %4, i64 24
  %64 = load ptr, ptr %5, align 8, !tbaa !174
  store ptr %64, ptr %63, align 8, !tbaa !174
  %65 = getelementptr inbounds i8, ptr %4, i64 32
  %66 = load ptr, ptr %8, align 8, !tbaa !36
  store ptr %66, ptr %65, align 8, !tbaa !36
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %59
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %69, align 4, !tbaa !44
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %69, align 4, !tbaa !44
  br label %77

75:                                               ; preds = %68
  %76 = atomicrmw volatile add ptr %69, i32 1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %72, %59
  %78 = getelementptr inbounds i8, ptr %4, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %78, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %79 = getelementptr inbounds i8, ptr %4, i64 56
  %80 = load ptr, ptr %24, align 8, !tbaa !174
  store ptr %80, ptr %79, align 8, !tbaa !174
  %81 = getelementptr inbounds i8, ptr %4, i64 64
  %82 = load ptr, ptr %27, align 8, !tbaa !36
  store ptr %82, ptr %81, align 8, !tbaa !36
  %83 = icmp eq ptr %82, null
  br i1 %83, label %93, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %91, label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %85, align 4, !tbaa !44
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %85, align 4, !tbaa !44
  br label %93

91:                                               ; preds = %84
  %92 = atomicrmw volatile add ptr %85, i32 1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %88, %77
  %94 = getelementptr inbounds i8, ptr %4, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %94, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %95 = getelementptr inbounds i8, ptr %4, i64 88
  %96 = load ptr, ptr %43, align 8, !tbaa !174
  store ptr %96, ptr %95, align 8, !tbaa !174
  %97 = getelementptr inbounds i8, ptr %4, i64 96
  %98 = load ptr, ptr %46, align 8, !tbaa !36
  store ptr %98, ptr %97, align 8, !tbaa !36
  %99 = icmp eq ptr %98, null
  br i1 %99, label %109, label %100

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %101, align 4, !tbaa !44
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %101, align 4, !tbaa !44
  br label %109

107:                                              ; preds = %100
  %108 = atomicrmw volatile add ptr %101, i32 1 acq_rel, align 4
  br label %109

109:                                              ; preds = %93, %104, %107
  %110 = getelementptr inbounds i8, ptr %4, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %110, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnMatVecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #29
  store ptr %4, ptr %0, align 8, !tbaa !206
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !208
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !208
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !208
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %23 = load ptr, ptr %7, align 8, !tbaa !219
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !219
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !208
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %33 = load ptr, ptr %7, align 8, !tbaa !219
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !219
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %39 = load ptr, ptr %0, align 8, !tbaa !206
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !208
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #9 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !42
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11MatVecBench14column_productERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.152, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !174
  store ptr %6, ptr %4, align 8, !tbaa !174
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !36
  store ptr %9, ptr %7, align 8, !tbaa !36
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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

20:                                               ; preds = %18, %15, %1
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 48
  %24 = getelementptr inbounds i8, ptr %0, i64 56
  %25 = load ptr, ptr %24, align 8, !tbaa !174
  store ptr %25, ptr %23, align 8, !tbaa !174
  %26 = getelementptr inbounds i8, ptr %2, i64 56
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !36
  store ptr %28, ptr %26, align 8, !tbaa !36
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !44
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !44
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %34, %20
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %42 = getelementptr inbounds i8, ptr %2, i64 80
  %43 = getelementptr inbounds i8, ptr %0, i64 88
  %44 = load ptr, ptr %43, align 8, !tbaa !174
  store ptr %44, ptr %42, align 8, !tbaa !174
  %45 = getelementptr inbounds i8, ptr %2, i64 88
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !36
  store ptr %47, ptr %45, align 8, !tbaa !36
  %48 = icmp eq ptr %47, null
  br i1 %48, label %58, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !44
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !44
  br label %58

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4
  br label %58

58:                                               ; preds = %39, %53, %56
  %59 = getelementptr inbounds i8, ptr %2, i64 96
  %60 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  invoke void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %2, i64 0)
          to label %61 unwind label %62

61:                                               ; preds = %58
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void

62:                                               ; preds = %58
  %63 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  resume { ptr, i32 } %63
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #19

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !38
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !41
  %12 = load ptr, ptr %3, align 8, !tbaa !42
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !42
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.103", align 8
  %7 = alloca %"class.sycl::_V1::range.103", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !130, !alias.scope !274
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !130, !alias.scope !274
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !130, !alias.scope !274
  store i64 %11, ptr %7, align 8, !tbaa !130, !alias.scope !277
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !130, !alias.scope !277
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !130, !alias.scope !277
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !181
  store ptr %33, ptr %31, align 8, !tbaa !181
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !36
  store ptr %36, ptr %34, align 8, !tbaa !36
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %50, label %51, label %30, !llvm.loop !183

51:                                               ; preds = %47, %4
  %52 = phi ptr [ null, %4 ], [ %29, %47 ]
  %53 = phi ptr [ null, %4 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !33
  %56 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !35
  %57 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !47
  %58 = load ptr, ptr %1, align 8, !tbaa !153
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !144
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !152, !range !165, !noundef !65
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.103") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %67 unwind label %226

67:                                               ; preds = %61
  %68 = icmp eq ptr %52, %53
  br i1 %68, label %103, label %69

69:                                               ; preds = %67, %98
  %70 = phi ptr [ %99, %98 ], [ %52, %67 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !36
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !38
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !41
  %81 = load ptr, ptr %72, align 8, !tbaa !42
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
  %84 = load ptr, ptr %72, align 8, !tbaa !42
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
  br label %98

98:                                               ; preds = %97, %94, %79, %69
  %99 = getelementptr inbounds i8, ptr %70, i64 16
  %100 = icmp eq ptr %99, %53
  br i1 %100, label %101, label %69, !llvm.loop !46

101:                                              ; preds = %98
  %102 = load ptr, ptr %55, align 8, !tbaa !33
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %112 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %112, align 8, !tbaa !94
  %113 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %114 unwind label %228

114:                                              ; preds = %111
  br i1 %113, label %115, label %124

115:                                              ; preds = %114
  %116 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %117 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %118 = extractvalue { i32, ptr } %117, 0
  %119 = extractvalue { i32, ptr } %117, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.45)
          to label %120 unwind label %122

120:                                              ; preds = %115
  invoke void @__cxa_throw(ptr nonnull %116, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %121 unwind label %228

121:                                              ; preds = %120
  unreachable

122:                                              ; preds = %115
  %123 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %116) #25
  br label %253

124:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %135 unwind label %230

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %132
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %130) #29
          to label %138 unwind label %230

138:                                              ; preds = %136, %155
  %139 = phi ptr [ %157, %155 ], [ %137, %136 ]
  %140 = phi ptr [ %156, %155 ], [ %127, %136 ]
  %141 = load ptr, ptr %140, align 8, !tbaa !181
  store ptr %141, ptr %139, align 8, !tbaa !181
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !36
  store ptr %144, ptr %142, align 8, !tbaa !36
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %138
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  br i1 %158, label %159, label %138, !llvm.loop !183

159:                                              ; preds = %155, %124
  %160 = phi ptr [ null, %124 ], [ %137, %155 ]
  %161 = phi ptr [ null, %124 ], [ %157, %155 ]
  %162 = getelementptr inbounds i8, ptr %160, i64 %130
  store i64 %125, ptr %9, align 8
  %163 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %160, ptr %163, align 8, !tbaa !33
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %161, ptr %164, align 8, !tbaa !35
  %165 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %162, ptr %165, align 8, !tbaa !47
  %166 = and i64 %125, 16
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %159
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.25)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %174 unwind label %232

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %169) #25
  br label %234

177:                                              ; preds = %159
  %178 = icmp eq ptr %160, %161
  br i1 %178, label %213, label %179

179:                                              ; preds = %177, %208
  %180 = phi ptr [ %209, %208 ], [ %160, %177 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !36
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !38
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !41
  %191 = load ptr, ptr %182, align 8, !tbaa !42
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
  %194 = load ptr, ptr %182, align 8, !tbaa !42
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !12
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
  br label %208

208:                                              ; preds = %207, %204, %189, %179
  %209 = getelementptr inbounds i8, ptr %180, i64 16
  %210 = icmp eq ptr %209, %161
  br i1 %210, label %211, label %179, !llvm.loop !46

211:                                              ; preds = %208
  %212 = load ptr, ptr %163, align 8, !tbaa !33
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %225)
          to label %238 unwind label %228

226:                                              ; preds = %61
  %227 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %236

236:                                              ; preds = %234, %230
  %237 = phi { ptr, i32 } [ %235, %234 ], [ %231, %230 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %253

238:                                              ; preds = %224, %223
  %239 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %228

240:                                              ; preds = %238
  store ptr %239, ptr %112, align 8, !tbaa !94
  %241 = load ptr, ptr %1, align 8, !tbaa !153
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.23, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %241, ptr noundef %245, i32 noundef 2018, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %246 unwind label %228

246:                                              ; preds = %244
  %247 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %248 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %228

250:                                              ; preds = %246
  %251 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %252 unwind label %228

252:                                              ; preds = %250
  ret void

253:                                              ; preds = %228, %122, %236
  %254 = phi { ptr, i32 } [ %237, %236 ], [ %229, %228 ], [ %123, %122 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %255

255:                                              ; preds = %253, %226
  %256 = phi { ptr, i32 } [ %254, %253 ], [ %227, %226 ]
  resume { ptr, i32 } %256
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, ptr noundef byval(%"class.sycl::_V1::range.103") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #10

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #10

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind memory(none) }
attributes #12 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nounwind willreturn memory(read) }
attributes #25 = { nounwind }
attributes #26 = { cold nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin nounwind }
attributes #29 = { builtin allocsize(0) }
attributes #30 = { noreturn }

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
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZL13parse_optionsiPPc: argument 0"}
!11 = distinct !{!11, !"_ZL13parse_optionsiPPc"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS11MatVecBench", !17, i64 0, !17, i64 8, !18, i64 16, !18, i64 40, !18, i64 64, !18, i64 88, !18, i64 112, !22, i64 136, !22, i64 144, !22, i64 152, !22, i64 160, !22, i64 168}
!17 = !{!"long", !7, i64 0}
!18 = !{!"_ZTSSt6vectorIfSaIfEE", !19, i64 0}
!19 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !20, i64 0}
!20 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !21, i64 0}
!21 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!22 = !{!"_ZTSSt10unique_ptrI12DeviceVectorIfESt14default_deleteIS1_EE", !23, i64 0}
!23 = !{!"_ZTSSt15__uniq_ptr_dataI12DeviceVectorIfESt14default_deleteIS1_ELb1ELb1EE", !24, i64 0}
!24 = !{!"_ZTSSt15__uniq_ptr_implI12DeviceVectorIfESt14default_deleteIS1_EE", !25, i64 0}
!25 = !{!"_ZTSSt5tupleIJP12DeviceVectorIfESt14default_deleteIS1_EEE", !26, i64 0}
!26 = !{!"_ZTSSt11_Tuple_implILm0EJP12DeviceVectorIfESt14default_deleteIS1_EEE", !27, i64 0}
!27 = !{!"_ZTSSt10_Head_baseILm0EP12DeviceVectorIfELb0EE", !6, i64 0}
!28 = !{!16, !17, i64 8}
!29 = !{!30, !6, i64 24}
!30 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !31, i64 0, !6, i64 24}
!31 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!32 = !{!31, !6, i64 16}
!33 = !{!34, !6, i64 0}
!34 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!35 = !{!34, !6, i64 8}
!36 = !{!37, !6, i64 0}
!37 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!38 = !{!39, !40, i64 8}
!39 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !40, i64 8, !40, i64 12}
!40 = !{!"int", !7, i64 0}
!41 = !{!39, !40, i64 12}
!42 = !{!43, !43, i64 0}
!43 = !{!"vtable pointer", !8, i64 0}
!44 = !{!40, !40, i64 0}
!45 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!46 = distinct !{!46, !14}
!47 = !{!34, !6, i64 16}
!48 = distinct !{!48, !14, !49}
!49 = !{!"llvm.loop.peeled.count", i32 1}
!50 = !{!21, !6, i64 0}
!51 = !{!21, !6, i64 16}
!52 = !{!21, !6, i64 8}
!53 = !{!54, !54, i64 0}
!54 = !{!"float", !7, i64 0}
!55 = distinct !{!55, !14, !56, !57}
!56 = !{!"llvm.loop.isvectorized", i32 1}
!57 = !{!"llvm.loop.unroll.runtime.disable"}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14, !56, !57}
!61 = distinct !{!61, !14, !57, !56}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!64 = distinct !{!64, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!65 = !{}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!68 = distinct !{!68, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!71 = distinct !{!71, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!74 = distinct !{!74, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!77 = distinct !{!77, !"_ZSt11make_uniqueI12DeviceVectorIfEJRSt6vectorIfSaIfEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!78 = distinct !{!78, !14, !57, !56}
!79 = !{!80, !6, i64 0}
!80 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !17, i64 16, !17, i64 24}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!84 = !{!80, !6, i64 8}
!85 = !{!80, !17, i64 16}
!86 = !{!80, !17, i64 24}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!92 = distinct !{!92, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!93 = distinct !{!93, !14}
!94 = !{!95, !6, i64 16}
!95 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !96, i64 0, !6, i64 16, !7, i64 24}
!96 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !97, i64 0}
!97 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !98, i64 0}
!98 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !37, i64 8}
!99 = !{!100, !6, i64 72}
!100 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !101, i64 0, !103, i64 24, !103, i64 48, !6, i64 72, !6, i64 80}
!101 = !{!"_ZTSN4sycl3_V12idILi3EEE", !102, i64 0}
!102 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!103 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !102, i64 0}
!104 = distinct !{!104, !14}
!105 = distinct !{!105, !14}
!106 = distinct !{!106, !14}
!107 = !{!108, !6, i64 0}
!108 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!109 = !{!110, !112, i64 32}
!110 = !{!"_ZTSSt8ios_base", !17, i64 8, !17, i64 16, !111, i64 24, !112, i64 28, !112, i64 32, !6, i64 40, !113, i64 48, !7, i64 64, !40, i64 192, !6, i64 200, !114, i64 208}
!111 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!112 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!113 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !17, i64 8}
!114 = !{!"_ZTSSt6locale", !6, i64 0}
!115 = !{!116, !6, i64 24}
!116 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !31, i64 0, !6, i64 24}
!117 = !{!118, !6, i64 16}
!118 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!119 = !{!118, !6, i64 0}
!120 = !{!118, !6, i64 8}
!121 = distinct !{!121, !14}
!122 = distinct !{!122, !14, !56, !57}
!123 = distinct !{!123, !14, !57, !56}
!124 = distinct !{!124, !14, !56, !57}
!125 = distinct !{!125, !14, !57, !56}
!126 = distinct !{!126, !14, !56, !57}
!127 = distinct !{!127, !14, !57, !56}
!128 = distinct !{!128, !14, !56, !57}
!129 = distinct !{!129, !14, !57, !56}
!130 = !{!17, !17, i64 0}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!133 = distinct !{!133, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!136 = distinct !{!136, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!137 = !{!138, !17, i64 0}
!138 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !17, i64 0}
!139 = !{!140, !17, i64 16}
!140 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !141, i64 0, !138, i64 8, !17, i64 16}
!141 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!142 = !{!143, !6, i64 0}
!143 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!144 = !{!145, !17, i64 24}
!145 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !146, i64 0, !149, i64 16, !17, i64 24, !151, i64 32}
!146 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !147, i64 0}
!147 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !148, i64 0}
!148 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !37, i64 8}
!149 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !150, i64 0}
!150 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!151 = !{!"bool", !7, i64 0}
!152 = !{!145, !151, i64 32}
!153 = !{!148, !6, i64 0}
!154 = !{!155, !6, i64 8}
!155 = !{!"_ZTSSt9type_info", !6, i64 8}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!159 = !{!160, !6, i64 0}
!160 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !37, i64 8}
!161 = !{!162, !6, i64 24}
!162 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !31, i64 0, !6, i64 24}
!163 = !{!164, !151, i64 0}
!164 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !151, i64 0}
!165 = !{i8 0, i8 2}
!166 = !{!167, !6, i64 0}
!167 = !{!"_ZTSZN11MatVecBench11row_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!168 = !{!169, !169, i64 0}
!169 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!170 = !{!171, !17, i64 0}
!171 = !{!"_ZTSZZN11MatVecBench11row_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !17, i64 0, !172, i64 8, !172, i64 40, !173, i64 72}
!172 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !96, i64 0, !6, i64 16, !7, i64 24}
!173 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !96, i64 0, !6, i64 16, !7, i64 24}
!174 = !{!98, !6, i64 0}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!177 = distinct !{!177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!180 = distinct !{!180, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!181 = !{!182, !6, i64 0}
!182 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !37, i64 8}
!183 = distinct !{!183, !14}
!184 = !{!172, !6, i64 16}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!187 = distinct !{!187, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!190 = distinct !{!190, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!191 = !{!173, !6, i64 16}
!192 = !{!151, !151, i64 0}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE: argument 0"}
!195 = distinct !{!195, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI9RowMatVecEENS0_4itemILi1ELb1EEELi1EZZN11MatVecBench11row_productERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!201 = distinct !{!201, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!202 = !{!203, !151, i64 0}
!203 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !151, i64 0}
!204 = !{!205, !6, i64 0}
!205 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !6, i64 0, !6, i64 8, !6, i64 16}
!206 = !{!207, !6, i64 0}
!207 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!208 = !{!207, !6, i64 16}
!209 = !{!205, !6, i64 8}
!210 = !{!211, !6, i64 240}
!211 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !110, i64 0, !6, i64 216, !7, i64 224, !151, i64 225, !6, i64 232, !6, i64 240, !6, i64 248, !6, i64 256}
!212 = !{!213, !7, i64 56}
!213 = !{!"_ZTSSt5ctypeIcE", !214, i64 0, !6, i64 16, !151, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!214 = !{!"_ZTSNSt6locale5facetE", !40, i64 8}
!215 = !{!205, !6, i64 16}
!216 = !{i64 0, i64 4, !217, i64 4, i64 4, !44, i64 8, i64 4, !44}
!217 = !{!218, !218, i64 0}
!218 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!219 = !{!207, !6, i64 8}
!220 = distinct !{!220, !14}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!223 = distinct !{!223, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!226 = distinct !{!226, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!227 = !{!228}
!228 = distinct !{!228, !229, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!229 = distinct !{!229, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!232 = distinct !{!232, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!233 = !{!234}
!234 = distinct !{!234, !235, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!235 = distinct !{!235, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!238 = distinct !{!238, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!239 = distinct !{!239, !14}
!240 = !{!241, !6, i64 0}
!241 = !{!"_ZTSZN11MatVecBench14column_productERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!242 = !{!243, !17, i64 0}
!243 = !{!"_ZTSZZN11MatVecBench14column_productERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !17, i64 0, !17, i64 8, !172, i64 16, !172, i64 48, !173, i64 80}
!244 = !{!243, !17, i64 8}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE: argument 0"}
!247 = distinct !{!247, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI12ColumnMatVecEENS0_4itemILi1ELb1EEELi1EZZN11MatVecBench14column_productERNS0_5queueEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSI_NS0_5rangeIXT1_EEE"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!250 = distinct !{!250, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!253 = distinct !{!253, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!254 = distinct !{!254, !14}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!257 = distinct !{!257, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!260 = distinct !{!260, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!263 = distinct !{!263, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!266 = distinct !{!266, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!269 = distinct !{!269, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!272 = distinct !{!272, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!273 = distinct !{!273, !14}
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!276 = distinct !{!276, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!277 = !{!278}
!278 = distinct !{!278, !279, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!279 = distinct !{!279, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
