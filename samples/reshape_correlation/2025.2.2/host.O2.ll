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
%class.CorrelationBench = type { i64, i64, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %class.FlatArray, %class.FlatArray, %class.FlatArray, %class.FlatArray, %class.FlatArray }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.FlatArray = type { %"class.std::unique_ptr" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.180" }
%"class.sycl::_V1::accessor.180" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.90" }
%"class.std::shared_ptr.90" = type { %"class.std::__shared_ptr.91" }
%"class.std::__shared_ptr.91" = type { ptr, %"class.std::__shared_count" }
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
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.55" }
%"class.std::shared_ptr.55" = type { %"class.std::__shared_ptr.56" }
%"class.std::__shared_ptr.56" = type { ptr, %"class.std::__shared_count" }
%class.anon.125 = type { ptr }
%class.anon.140 = type { ptr }
%class.anon.160 = type { ptr }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.58" }
%"class.std::shared_ptr.58" = type { %"class.std::__shared_ptr.59" }
%"class.std::__shared_ptr.59" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.94" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.98 = type { i64, i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.94" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.99" }
%"class.sycl::_V1::detail::array.99" = type { [3 x i64] }
%"class.sycl::_V1::range.100" = type { %"class.sycl::_V1::detail::array.99" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::unique_ptr.103" = type { %"struct.std::__uniq_ptr_data.104" }
%"struct.std::__uniq_ptr_data.104" = type { %"class.std::__uniq_ptr_impl.105" }
%"class.std::__uniq_ptr_impl.105" = type { %"class.std::tuple.106" }
%"class.std::tuple.106" = type { %"struct.std::_Tuple_impl.107" }
%"struct.std::_Tuple_impl.107" = type { %"struct.std::_Head_base.110" }
%"struct.std::_Head_base.110" = type { ptr }
%"class.std::vector.111" = type { %"struct.std::_Vector_base.112" }
%"struct.std::_Vector_base.112" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.102 = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.116", %"class.sycl::_V1::id.116" }
%"class.sycl::_V1::id.116" = type { %"class.sycl::_V1::detail::array" }
%class.anon.126 = type { i64, i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.94" }
%"class.std::unique_ptr.129" = type { %"struct.std::__uniq_ptr_data.130" }
%"struct.std::__uniq_ptr_data.130" = type { %"class.std::__uniq_ptr_impl.131" }
%"class.std::__uniq_ptr_impl.131" = type { %"class.std::tuple.132" }
%"class.std::tuple.132" = type { %"struct.std::_Tuple_impl.133" }
%"struct.std::_Tuple_impl.133" = type { %"struct.std::_Head_base.136" }
%"struct.std::_Head_base.136" = type { ptr }
%class.anon.143 = type { i64, %"class.sycl::_V1::accessor.94", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", float, %"class.sycl::_V1::accessor" }
%"class.std::unique_ptr.146" = type { %"struct.std::__uniq_ptr_data.147" }
%"struct.std::__uniq_ptr_data.147" = type { %"class.std::__uniq_ptr_impl.148" }
%"class.std::__uniq_ptr_impl.148" = type { %"class.std::tuple.149" }
%"class.std::tuple.149" = type { %"struct.std::_Tuple_impl.150" }
%"struct.std::_Tuple_impl.150" = type { %"struct.std::_Head_base.153" }
%"struct.std::_Head_base.153" = type { ptr }
%"class.sycl::_V1::item.155" = type { %"struct.sycl::_V1::detail::ItemBase.156" }
%"struct.sycl::_V1::detail::ItemBase.156" = type { %"class.sycl::_V1::range.141", %"class.sycl::_V1::id.157", %"class.sycl::_V1::id.157" }
%"class.sycl::_V1::range.141" = type { %"class.sycl::_V1::detail::array.142" }
%"class.sycl::_V1::detail::array.142" = type { [2 x i64] }
%"class.sycl::_V1::id.157" = type { %"class.sycl::_V1::detail::array.142" }
%class.anon.161 = type { i64, i64, %"class.sycl::_V1::accessor.94", %"class.sycl::_V1::accessor" }
%"class.std::unique_ptr.164" = type { %"struct.std::__uniq_ptr_data.165" }
%"struct.std::__uniq_ptr_data.165" = type { %"class.std::__uniq_ptr_impl.166" }
%"class.std::__uniq_ptr_impl.166" = type { %"class.std::tuple.167" }
%"class.std::tuple.167" = type { %"struct.std::_Tuple_impl.168" }
%"struct.std::_Tuple_impl.168" = type { %"struct.std::_Head_base.171" }
%"struct.std::_Head_base.171" = type { ptr }
%class.anon.162 = type { i8 }

$_ZN16CorrelationBenchD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN16CorrelationBench5setupEv = comdat any

$_ZN16CorrelationBench3runERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench6verifyEv = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN9FlatArray6attachERSt6vectorIfSaIfEE = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf = comdat any

$_ZSt11make_uniqueIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench11correlationERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10ColumnMeanNS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10ColumnMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_ = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnStddevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9NormaliseEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI11CorrelationNS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI11CorrelationEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.3 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"%s: iteration %zu took %.3f ms\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.10 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.11 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.12 = private unnamed_addr constant [78 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/unique_ptr.h\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"make_unique\00", align 1
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
@.str.15 = private unnamed_addr constant [24 x i8] c"reshape_correlation.cpp\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"column_means\00", align 1
@.str.19 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.20 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.22 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.23 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.24 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.27 = private unnamed_addr constant [17 x i8] c"_ZTS10ColumnMean\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [151 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.29 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.32 = private unnamed_addr constant [15 x i8] c"column_stddevs\00", align 1
@.str.33 = private unnamed_addr constant [19 x i8] c"_ZTS12ColumnStddev\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [153 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.34 = private unnamed_addr constant [10 x i8] c"normalise\00", align 1
@.str.35 = private unnamed_addr constant [15 x i8] c"_ZTS9Normalise\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [147 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.36 = private unnamed_addr constant [12 x i8] c"correlation\00", align 1
@.str.37 = private unnamed_addr constant [18 x i8] c"_ZTS11Correlation\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [150 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.38 = private unnamed_addr constant [20 x i8] c"reshape-correlation\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.40 = private unnamed_addr constant [31 x i8] c"C[%zu][%zu] = %g, expected %g\0A\00", align 1
@.str.41 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %"class.sycl::_V1::queue", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %class.CorrelationBench, align 8
  %7 = icmp sgt i32 %0, 1
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = tail call i64 @strtoul(ptr nocapture noundef %10, ptr noundef null, i32 noundef 10) #24
  %12 = icmp eq i32 %0, 2
  br i1 %12, label %17, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = tail call i64 @strtoul(ptr nocapture noundef %15, ptr noundef null, i32 noundef 10) #24
  br label %17

17:                                               ; preds = %2, %13, %8
  %18 = phi i64 [ %11, %13 ], [ %11, %8 ], [ 256, %2 ]
  %19 = phi i64 [ %16, %13 ], [ 2, %8 ], [ 2, %2 ]
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %6) #24
  store i64 %18, ptr %6, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = add i64 %18, 1
  store i64 %21, ptr %20, align 8, !tbaa !23
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %22, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = getelementptr inbounds i8, ptr %3, i64 24
  %25 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %25, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %24, align 8, !tbaa !24
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %23, align 8, !tbaa !27
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %26 unwind label %34

26:                                               ; preds = %17
  %27 = load ptr, ptr %23, align 8, !tbaa !27
  %28 = icmp eq ptr %27, null
  br i1 %28, label %44, label %29

29:                                               ; preds = %26
  %30 = invoke noundef zeroext i1 %27(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %44 unwind label %31

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  call void @__clang_call_terminate(ptr %33) #25
  unreachable

34:                                               ; preds = %17
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = load ptr, ptr %23, align 8, !tbaa !27
  %37 = icmp eq ptr %36, null
  br i1 %37, label %43, label %38

38:                                               ; preds = %34
  %39 = invoke noundef zeroext i1 %36(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %43 unwind label %40

40:                                               ; preds = %38
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  call void @__clang_call_terminate(ptr %42) #25
  unreachable

43:                                               ; preds = %38, %34
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  br label %147

44:                                               ; preds = %29, %26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  %45 = getelementptr inbounds i8, ptr %5, i64 8
  %46 = load ptr, ptr %45, align 8, !tbaa !28
  %47 = getelementptr inbounds i8, ptr %5, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !30
  %49 = icmp eq ptr %46, %48
  br i1 %49, label %84, label %50

50:                                               ; preds = %44, %79
  %51 = phi ptr [ %80, %79 ], [ %46, %44 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 8
  %53 = load ptr, ptr %52, align 8, !tbaa !31
  %54 = icmp eq ptr %53, null
  br i1 %54, label %79, label %55

55:                                               ; preds = %50
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load atomic i64, ptr %56 acquire, align 8
  %58 = icmp eq i64 %57, 4294967297
  %59 = trunc i64 %57 to i32
  br i1 %58, label %60, label %68

60:                                               ; preds = %55
  store i32 0, ptr %56, align 8, !tbaa !33
  %61 = getelementptr inbounds i8, ptr %53, i64 12
  store i32 0, ptr %61, align 4, !tbaa !36
  %62 = load ptr, ptr %53, align 8, !tbaa !37
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %53) #24
  %65 = load ptr, ptr %53, align 8, !tbaa !37
  %66 = getelementptr inbounds i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %53) #24
  br label %79

68:                                               ; preds = %55
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = add nsw i32 %59, -1
  store i32 %72, ptr %56, align 4, !tbaa !40
  br label %75

73:                                               ; preds = %68
  %74 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %59, %71 ], [ %74, %73 ]
  %77 = icmp eq i32 %76, 1
  br i1 %77, label %78, label %79, !prof !41

78:                                               ; preds = %75
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %53) #24
  br label %79

79:                                               ; preds = %78, %75, %60, %50
  %80 = getelementptr inbounds i8, ptr %51, i64 16
  %81 = icmp eq ptr %80, %48
  br i1 %81, label %82, label %50, !llvm.loop !42

82:                                               ; preds = %79
  %83 = load ptr, ptr %45, align 8, !tbaa !28
  br label %84

84:                                               ; preds = %82, %44
  %85 = phi ptr [ %83, %82 ], [ %46, %44 ]
  %86 = icmp eq ptr %85, null
  br i1 %86, label %93, label %87

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %5, i64 24
  %89 = load ptr, ptr %88, align 8, !tbaa !44
  %90 = ptrtoint ptr %89 to i64
  %91 = ptrtoint ptr %85 to i64
  %92 = sub i64 %90, %91
  call void @_ZdlPvm(ptr noundef nonnull %85, i64 noundef %92) #26
  br label %93

93:                                               ; preds = %87, %84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  invoke void @_ZN16CorrelationBench5setupEv(ptr noundef nonnull align 8 dereferenceable(176) %6)
          to label %94 unwind label %98

94:                                               ; preds = %93
  %95 = icmp eq i64 %19, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %103, %94
  %97 = invoke noundef zeroext i1 @_ZN16CorrelationBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(176) %6)
          to label %113 unwind label %143

98:                                               ; preds = %93
  %99 = landingpad { ptr, i32 }
          cleanup
  br label %145

100:                                              ; preds = %94, %103
  %101 = phi i64 [ %109, %103 ], [ 0, %94 ]
  %102 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  invoke void @_ZN16CorrelationBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %103 unwind label %111

103:                                              ; preds = %100
  %104 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #24
  %105 = sub nsw i64 %104, %102
  %106 = sitofp i64 %105 to double
  %107 = fdiv double %106, 1.000000e+06
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.38, i64 noundef %101, double noundef %107)
  %109 = add nuw i64 %101, 1
  %110 = icmp eq i64 %109, %19
  br i1 %110, label %96, label %100, !llvm.loop !45

111:                                              ; preds = %100
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %145

113:                                              ; preds = %96
  %114 = select i1 %97, ptr @.str.6, ptr @.str.7
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.38, ptr noundef nonnull %114)
  %116 = getelementptr inbounds i8, ptr %4, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !31
  %118 = icmp eq ptr %117, null
  br i1 %118, label %149, label %119

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load atomic i64, ptr %120 acquire, align 8
  %122 = icmp eq i64 %121, 4294967297
  %123 = trunc i64 %121 to i32
  br i1 %122, label %124, label %132

124:                                              ; preds = %119
  store i32 0, ptr %120, align 8, !tbaa !33
  %125 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %125, align 4, !tbaa !36
  %126 = load ptr, ptr %117, align 8, !tbaa !37
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %117) #24
  %129 = load ptr, ptr %117, align 8, !tbaa !37
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %117) #24
  br label %149

132:                                              ; preds = %119
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %123, -1
  store i32 %136, ptr %120, align 4, !tbaa !40
  br label %139

137:                                              ; preds = %132
  %138 = atomicrmw volatile add ptr %120, i32 -1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi i32 [ %123, %135 ], [ %138, %137 ]
  %141 = icmp eq i32 %140, 1
  br i1 %141, label %142, label %149, !prof !41

142:                                              ; preds = %139
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #24
  br label %149

143:                                              ; preds = %96
  %144 = landingpad { ptr, i32 }
          cleanup
  br label %145

145:                                              ; preds = %143, %111, %98
  %146 = phi { ptr, i32 } [ %144, %143 ], [ %99, %98 ], [ %112, %111 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %147

147:                                              ; preds = %145, %43
  %148 = phi { ptr, i32 } [ %146, %145 ], [ %35, %43 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  call void @_ZN16CorrelationBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #24
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #24
  resume { ptr, i32 } %148

149:                                              ; preds = %142, %139, %124, %113
  %150 = xor i1 %97, true
  %151 = zext i1 %150 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24
  call void @_ZN16CorrelationBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #24
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #24
  ret i32 %151
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  %4 = icmp eq ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 40) #26
  br label %6

6:                                                ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 160
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %8) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 40) #26
  br label %11

11:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 152
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %13) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef 40) #26
  br label %16

16:                                               ; preds = %11, %15
  store ptr null, ptr %12, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef 40) #26
  br label %21

21:                                               ; preds = %16, %20
  store ptr null, ptr %17, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 40) #26
  br label %26

26:                                               ; preds = %21, %25
  store ptr null, ptr %22, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %0, i64 112
  %28 = load ptr, ptr %27, align 8, !tbaa !46
  %29 = icmp eq ptr %28, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %0, i64 128
  %32 = load ptr, ptr %31, align 8, !tbaa !47
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %28 to i64
  %35 = sub i64 %33, %34
  tail call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef %35) #26
  br label %36

36:                                               ; preds = %26, %30
  %37 = getelementptr inbounds i8, ptr %0, i64 88
  %38 = load ptr, ptr %37, align 8, !tbaa !46
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 104
  %42 = load ptr, ptr %41, align 8, !tbaa !47
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %38 to i64
  %45 = sub i64 %43, %44
  tail call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %45) #26
  br label %46

46:                                               ; preds = %36, %40
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load ptr, ptr %47, align 8, !tbaa !46
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 80
  %52 = load ptr, ptr %51, align 8, !tbaa !47
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %48 to i64
  %55 = sub i64 %53, %54
  tail call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #26
  br label %56

56:                                               ; preds = %46, %50
  %57 = getelementptr inbounds i8, ptr %0, i64 40
  %58 = load ptr, ptr %57, align 8, !tbaa !46
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %0, i64 56
  %62 = load ptr, ptr %61, align 8, !tbaa !47
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  tail call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #26
  br label %66

66:                                               ; preds = %56, %60
  %67 = getelementptr inbounds i8, ptr %0, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !46
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %0, i64 32
  %72 = load ptr, ptr %71, align 8, !tbaa !47
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  tail call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #26
  br label %76

76:                                               ; preds = %66, %70
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #25
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.1, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #25
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
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !40
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !41

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #25
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #25
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #8

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #13 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !37
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !40
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !40
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench5setupEv(ptr noundef nonnull align 8 dereferenceable(176) %0) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !23
  %9 = load i64, ptr %0, align 8, !tbaa !9
  %10 = mul i64 %9, %8
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !48
  %13 = load ptr, ptr %6, align 8, !tbaa !46
  %14 = ptrtoint ptr %12 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = ashr exact i64 %16, 2
  %18 = icmp ult i64 %17, %10
  br i1 %18, label %19, label %23

19:                                               ; preds = %1
  %20 = sub i64 %10, %17
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %20)
  %21 = load i64, ptr %7, align 8, !tbaa !23
  %22 = load i64, ptr %0, align 8, !tbaa !9
  br label %29

23:                                               ; preds = %1
  %24 = icmp ugt i64 %17, %10
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = getelementptr inbounds float, ptr %13, i64 %10
  %27 = icmp eq ptr %12, %26
  br i1 %27, label %29, label %28

28:                                               ; preds = %25
  store ptr %26, ptr %11, align 8, !tbaa !48
  br label %29

29:                                               ; preds = %19, %23, %25, %28
  %30 = phi i64 [ %22, %19 ], [ %9, %23 ], [ %9, %25 ], [ %9, %28 ]
  %31 = phi i64 [ %21, %19 ], [ %8, %23 ], [ %8, %25 ], [ %8, %28 ]
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %43, label %33

33:                                               ; preds = %29
  %34 = icmp eq i64 %30, 0
  %35 = load ptr, ptr %6, align 8
  br label %36

36:                                               ; preds = %33, %58
  %37 = phi i64 [ 0, %33 ], [ %59, %58 ]
  br i1 %34, label %58, label %38

38:                                               ; preds = %36
  %39 = urem i64 %37, 5
  %40 = uitofp nneg i64 %39 to float
  %41 = mul i64 %30, %37
  %42 = getelementptr float, ptr %35, i64 %41
  br label %61

43:                                               ; preds = %58, %29
  %44 = getelementptr inbounds i8, ptr %0, i64 40
  %45 = mul i64 %30, %31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #24
  store float 0.000000e+00, ptr %2, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %45, ptr noundef nonnull align 4 dereferenceable(4) %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #24
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  %47 = load i64, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store float 0.000000e+00, ptr %3, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %46, i64 noundef %47, ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = load i64, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #24
  store float 0.000000e+00, ptr %4, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %48, i64 noundef %49, ptr noundef nonnull align 4 dereferenceable(4) %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #24
  %50 = getelementptr inbounds i8, ptr %0, i64 112
  %51 = load i64, ptr %0, align 8, !tbaa !9
  %52 = mul i64 %51, %51
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store float 0.000000e+00, ptr %5, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %50, i64 noundef %52, ptr noundef nonnull align 4 dereferenceable(4) %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  %53 = getelementptr inbounds i8, ptr %0, i64 136
  call void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %53, ptr noundef nonnull align 8 dereferenceable(24) %6)
  %54 = getelementptr inbounds i8, ptr %0, i64 144
  call void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %54, ptr noundef nonnull align 8 dereferenceable(24) %44)
  %55 = getelementptr inbounds i8, ptr %0, i64 152
  call void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %55, ptr noundef nonnull align 8 dereferenceable(24) %46)
  %56 = getelementptr inbounds i8, ptr %0, i64 160
  call void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %56, ptr noundef nonnull align 8 dereferenceable(24) %48)
  %57 = getelementptr inbounds i8, ptr %0, i64 168
  call void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %57, ptr noundef nonnull align 8 dereferenceable(24) %50)
  ret void

58:                                               ; preds = %74, %36
  %59 = add nuw i64 %37, 1
  %60 = icmp eq i64 %59, %31
  br i1 %60, label %43, label %36, !llvm.loop !51

61:                                               ; preds = %38, %74
  %62 = phi i64 [ 0, %38 ], [ %77, %74 ]
  %63 = and i64 %62, 63
  %64 = icmp eq i64 %63, 5
  br i1 %64, label %74, label %65

65:                                               ; preds = %61
  %66 = add i64 %62, 3
  %67 = mul i64 %66, %37
  %68 = mul i64 %62, 7
  %69 = add i64 %67, %68
  %70 = urem i64 %69, 31
  %71 = uitofp nneg i64 %70 to float
  %72 = fdiv float %71, 3.100000e+01
  %73 = tail call float @llvm.fmuladd.f32(float %40, float 0x3F847AE140000000, float %72)
  br label %74

74:                                               ; preds = %61, %65
  %75 = phi float [ %73, %65 ], [ 2.000000e+00, %61 ]
  %76 = getelementptr float, ptr %42, i64 %62
  store float %75, ptr %76, align 4, !tbaa !49
  %77 = add nuw i64 %62, 1
  %78 = icmp eq i64 %77, %30
  br i1 %78, label %58, label %61, !llvm.loop !52
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  tail call void @_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench11correlationERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  store ptr @.str.15, ptr %4, align 8, !tbaa !53, !alias.scope !55
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.16, ptr %5, align 8, !tbaa !58, !alias.scope !55
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 136, ptr %6, align 8, !tbaa !59, !alias.scope !55
  %7 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 5, ptr %7, align 8, !tbaa !60, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %4)
  %8 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %9 unwind label %10

9:                                                ; preds = %2
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %12 unwind label %10

10:                                               ; preds = %9, %2
  %11 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #24
  resume { ptr, i32 } %11

12:                                               ; preds = %9
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN16CorrelationBench6verifyEv(ptr noundef nonnull align 8 dereferenceable(176) %0) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = alloca %"class.sycl::_V1::host_accessor", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = load i64, ptr %0, align 8, !tbaa !9
  %6 = icmp ugt i64 %5, 1152921504606846975
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #27
  unreachable

8:                                                ; preds = %1
  %9 = icmp eq i64 %5, 0
  br i1 %9, label %25, label %10

10:                                               ; preds = %8
  %11 = shl nuw nsw i64 %5, 3
  %12 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #28
  %13 = getelementptr double, ptr %12, i64 %5
  store double 0.000000e+00, ptr %12, align 8, !tbaa !61
  %14 = icmp eq i64 %5, 1
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = getelementptr i8, ptr %12, i64 8
  %17 = add nsw i64 %11, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 %17, i1 false), !tbaa !61
  br label %18

18:                                               ; preds = %10, %15
  %19 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #28
          to label %20 unwind label %68

20:                                               ; preds = %18
  %21 = getelementptr double, ptr %19, i64 %5
  store double 0.000000e+00, ptr %19, align 8, !tbaa !61
  br i1 %14, label %25, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %19, i64 8
  %24 = add nsw i64 %11, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %23, i8 0, i64 %24, i1 false), !tbaa !61
  br label %25

25:                                               ; preds = %22, %20, %8
  %26 = phi ptr [ %12, %20 ], [ %12, %22 ], [ null, %8 ]
  %27 = phi ptr [ %13, %20 ], [ %13, %22 ], [ null, %8 ]
  %28 = phi ptr [ %21, %20 ], [ %21, %22 ], [ null, %8 ]
  %29 = phi ptr [ %19, %20 ], [ %19, %22 ], [ null, %8 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load i64, ptr %30, align 8, !tbaa !23
  %32 = mul i64 %31, %5
  %33 = icmp ugt i64 %32, 1152921504606846975
  br i1 %33, label %34, label %36

34:                                               ; preds = %25
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #27
          to label %35 unwind label %70

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %25
  %37 = icmp eq i64 %32, 0
  br i1 %37, label %47, label %38

38:                                               ; preds = %36
  %39 = shl nuw nsw i64 %32, 3
  %40 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %39) #28
          to label %41 unwind label %70

41:                                               ; preds = %38
  %42 = getelementptr double, ptr %40, i64 %32
  store double 0.000000e+00, ptr %40, align 8, !tbaa !61
  %43 = icmp eq i64 %32, 1
  br i1 %43, label %47, label %44

44:                                               ; preds = %41
  %45 = getelementptr i8, ptr %40, i64 8
  %46 = add nsw i64 %39, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %45, i8 0, i64 %46, i1 false), !tbaa !61
  br label %47

47:                                               ; preds = %44, %41, %36
  %48 = phi ptr [ %42, %41 ], [ %42, %44 ], [ null, %36 ]
  %49 = phi ptr [ %40, %41 ], [ %40, %44 ], [ null, %36 ]
  br i1 %9, label %245, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %0, i64 16
  br label %52

52:                                               ; preds = %50, %221
  %53 = phi i64 [ %31, %50 ], [ %151, %221 ]
  %54 = phi i64 [ %5, %50 ], [ %153, %221 ]
  %55 = phi i64 [ 0, %50 ], [ %222, %221 ]
  %56 = icmp eq i64 %53, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %52
  %58 = uitofp nneg i64 %53 to double
  %59 = fdiv double 0.000000e+00, %58
  %60 = getelementptr inbounds double, ptr %26, i64 %55
  store double %59, ptr %60, align 8, !tbaa !61
  br label %142

61:                                               ; preds = %52
  %62 = load ptr, ptr %51, align 8, !tbaa !46
  %63 = getelementptr float, ptr %62, i64 %55
  %64 = and i64 %53, 3
  %65 = icmp ult i64 %53, 4
  br i1 %65, label %72, label %66

66:                                               ; preds = %61
  %67 = and i64 %53, -4
  br label %100

68:                                               ; preds = %18
  %69 = landingpad { ptr, i32 }
          cleanup
  br label %461

70:                                               ; preds = %38, %34
  %71 = landingpad { ptr, i32 }
          cleanup
  br label %452

72:                                               ; preds = %100, %61
  %73 = phi double [ poison, %61 ], [ %126, %100 ]
  %74 = phi i64 [ 0, %61 ], [ %127, %100 ]
  %75 = phi double [ 0.000000e+00, %61 ], [ %126, %100 ]
  %76 = icmp eq i64 %64, 0
  br i1 %76, label %89, label %77

77:                                               ; preds = %72, %77
  %78 = phi i64 [ %86, %77 ], [ %74, %72 ]
  %79 = phi double [ %85, %77 ], [ %75, %72 ]
  %80 = phi i64 [ %87, %77 ], [ 0, %72 ]
  %81 = mul i64 %78, %54
  %82 = getelementptr float, ptr %63, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !49
  %84 = fpext float %83 to double
  %85 = fadd double %79, %84
  %86 = add nuw i64 %78, 1
  %87 = add i64 %80, 1
  %88 = icmp eq i64 %87, %64
  br i1 %88, label %89, label %77, !llvm.loop !63

89:                                               ; preds = %77, %72
  %90 = phi double [ %73, %72 ], [ %85, %77 ]
  %91 = uitofp i64 %53 to double
  %92 = fdiv double %90, %91
  %93 = getelementptr inbounds double, ptr %26, i64 %55
  store double %92, ptr %93, align 8, !tbaa !61
  %94 = load ptr, ptr %51, align 8, !tbaa !46
  %95 = getelementptr float, ptr %94, i64 %55
  %96 = and i64 %53, 1
  %97 = icmp eq i64 %53, 1
  br i1 %97, label %130, label %98

98:                                               ; preds = %89
  %99 = and i64 %53, -2
  br label %201

100:                                              ; preds = %100, %66
  %101 = phi i64 [ 0, %66 ], [ %127, %100 ]
  %102 = phi double [ 0.000000e+00, %66 ], [ %126, %100 ]
  %103 = phi i64 [ 0, %66 ], [ %128, %100 ]
  %104 = mul i64 %101, %54
  %105 = getelementptr float, ptr %63, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !49
  %107 = fpext float %106 to double
  %108 = fadd double %102, %107
  %109 = or disjoint i64 %101, 1
  %110 = mul i64 %109, %54
  %111 = getelementptr float, ptr %63, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !49
  %113 = fpext float %112 to double
  %114 = fadd double %108, %113
  %115 = or disjoint i64 %101, 2
  %116 = mul i64 %115, %54
  %117 = getelementptr float, ptr %63, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !49
  %119 = fpext float %118 to double
  %120 = fadd double %114, %119
  %121 = or disjoint i64 %101, 3
  %122 = mul i64 %121, %54
  %123 = getelementptr float, ptr %63, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !49
  %125 = fpext float %124 to double
  %126 = fadd double %120, %125
  %127 = add nuw i64 %101, 4
  %128 = add i64 %103, 4
  %129 = icmp eq i64 %128, %67
  br i1 %129, label %72, label %100, !llvm.loop !65

130:                                              ; preds = %201, %89
  %131 = phi double [ poison, %89 ], [ %217, %201 ]
  %132 = phi i64 [ 0, %89 ], [ %218, %201 ]
  %133 = phi double [ 0.000000e+00, %89 ], [ %217, %201 ]
  %134 = icmp eq i64 %96, 0
  br i1 %134, label %142, label %135

135:                                              ; preds = %130
  %136 = mul i64 %132, %54
  %137 = getelementptr float, ptr %95, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !49
  %139 = fpext float %138 to double
  %140 = fsub double %139, %92
  %141 = tail call double @llvm.fmuladd.f64(double %140, double %140, double %133)
  br label %142

142:                                              ; preds = %135, %130, %57
  %143 = phi ptr [ %60, %57 ], [ %93, %130 ], [ %93, %135 ]
  %144 = phi double [ %58, %57 ], [ %91, %130 ], [ %91, %135 ]
  %145 = phi double [ 0.000000e+00, %57 ], [ %131, %130 ], [ %141, %135 ]
  %146 = fdiv double %145, %144
  %147 = tail call double @sqrt(double noundef %146) #24
  %148 = getelementptr inbounds double, ptr %29, i64 %55
  %149 = fcmp ugt double %147, 0x3F1A36E2E0000000
  %150 = select i1 %149, double %147, double 1.000000e+00
  store double %150, ptr %148, align 8, !tbaa !61
  %151 = load i64, ptr %30, align 8, !tbaa !23
  %152 = icmp eq i64 %151, 0
  %153 = load i64, ptr %0, align 8, !tbaa !9
  br i1 %152, label %221, label %154

154:                                              ; preds = %142
  %155 = load ptr, ptr %51, align 8, !tbaa !46
  %156 = getelementptr float, ptr %155, i64 %55
  %157 = load double, ptr %143, align 8, !tbaa !61
  %158 = uitofp i64 %151 to double
  %159 = tail call double @llvm.sqrt.f64(double %158)
  %160 = fmul double %159, %150
  %161 = icmp ne i64 %151, 1
  %162 = icmp eq i64 %153, 1
  %163 = select i1 %161, i1 %162, i1 false
  br i1 %163, label %182, label %164

164:                                              ; preds = %199, %154
  %165 = phi i64 [ 0, %154 ], [ %183, %199 ]
  %166 = or disjoint i64 %165, 1
  %167 = and i64 %151, 1
  %168 = icmp eq i64 %167, 0
  br i1 %168, label %179, label %169

169:                                              ; preds = %164
  %170 = mul i64 %153, %165
  %171 = getelementptr float, ptr %156, i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !49
  %173 = fpext float %172 to double
  %174 = fsub double %173, %157
  %175 = fdiv double %174, %160
  %176 = add i64 %170, %55
  %177 = getelementptr inbounds double, ptr %49, i64 %176
  store double %175, ptr %177, align 8, !tbaa !61
  %178 = or disjoint i64 %165, 1
  br label %179

179:                                              ; preds = %169, %164
  %180 = phi i64 [ %165, %164 ], [ %178, %169 ]
  %181 = icmp eq i64 %151, %166
  br i1 %181, label %221, label %224

182:                                              ; preds = %154
  %183 = and i64 %151, -2
  %184 = insertelement <2 x double> poison, double %157, i64 0
  %185 = shufflevector <2 x double> %184, <2 x double> poison, <2 x i32> zeroinitializer
  %186 = insertelement <2 x double> poison, double %160, i64 0
  %187 = shufflevector <2 x double> %186, <2 x double> poison, <2 x i32> zeroinitializer
  br label %188

188:                                              ; preds = %188, %182
  %189 = phi i64 [ 0, %182 ], [ %197, %188 ]
  %190 = getelementptr float, ptr %156, i64 %189
  %191 = load <2 x float>, ptr %190, align 4, !tbaa !49
  %192 = fpext <2 x float> %191 to <2 x double>
  %193 = fsub <2 x double> %192, %185
  %194 = fdiv <2 x double> %193, %187
  %195 = add i64 %189, %55
  %196 = getelementptr inbounds double, ptr %49, i64 %195
  store <2 x double> %194, ptr %196, align 8, !tbaa !61
  %197 = add nuw i64 %189, 2
  %198 = icmp eq i64 %197, %183
  br i1 %198, label %199, label %188, !llvm.loop !66

199:                                              ; preds = %188
  %200 = icmp eq i64 %151, %183
  br i1 %200, label %221, label %164

201:                                              ; preds = %201, %98
  %202 = phi i64 [ 0, %98 ], [ %218, %201 ]
  %203 = phi double [ 0.000000e+00, %98 ], [ %217, %201 ]
  %204 = phi i64 [ 0, %98 ], [ %219, %201 ]
  %205 = mul i64 %202, %54
  %206 = getelementptr float, ptr %95, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !49
  %208 = fpext float %207 to double
  %209 = fsub double %208, %92
  %210 = tail call double @llvm.fmuladd.f64(double %209, double %209, double %203)
  %211 = or disjoint i64 %202, 1
  %212 = mul i64 %211, %54
  %213 = getelementptr float, ptr %95, i64 %212
  %214 = load float, ptr %213, align 4, !tbaa !49
  %215 = fpext float %214 to double
  %216 = fsub double %215, %92
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %216, double %210)
  %218 = add nuw i64 %202, 2
  %219 = add i64 %204, 2
  %220 = icmp eq i64 %219, %99
  br i1 %220, label %130, label %201, !llvm.loop !69

221:                                              ; preds = %179, %224, %199, %142
  %222 = add nuw i64 %55, 1
  %223 = icmp ult i64 %222, %153
  br i1 %223, label %52, label %245, !llvm.loop !70

224:                                              ; preds = %179, %224
  %225 = phi i64 [ %243, %224 ], [ %180, %179 ]
  %226 = mul i64 %153, %225
  %227 = getelementptr float, ptr %156, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !49
  %229 = fpext float %228 to double
  %230 = fsub double %229, %157
  %231 = fdiv double %230, %160
  %232 = add i64 %226, %55
  %233 = getelementptr inbounds double, ptr %49, i64 %232
  store double %231, ptr %233, align 8, !tbaa !61
  %234 = add nuw i64 %225, 1
  %235 = mul i64 %153, %234
  %236 = getelementptr float, ptr %156, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !49
  %238 = fpext float %237 to double
  %239 = fsub double %238, %157
  %240 = fdiv double %239, %160
  %241 = add i64 %235, %55
  %242 = getelementptr inbounds double, ptr %49, i64 %241
  store double %240, ptr %242, align 8, !tbaa !61
  %243 = add nuw i64 %225, 2
  %244 = icmp eq i64 %243, %151
  br i1 %244, label %221, label %224, !llvm.loop !71

245:                                              ; preds = %221, %47
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24
  %246 = getelementptr inbounds i8, ptr %0, i64 168
  %247 = load ptr, ptr %246, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  store ptr @.str.15, ptr %2, align 8
  %248 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.39, ptr %248, align 8
  %249 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 153, ptr %249, align 8
  %250 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 25, ptr %250, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(33) %247, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %251 unwind label %363

251:                                              ; preds = %245
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %252 = getelementptr inbounds i8, ptr %4, i64 8
  %253 = load ptr, ptr %252, align 8, !tbaa !28
  %254 = getelementptr inbounds i8, ptr %4, i64 16
  %255 = load ptr, ptr %254, align 8, !tbaa !30
  %256 = icmp eq ptr %253, %255
  br i1 %256, label %291, label %257

257:                                              ; preds = %251, %286
  %258 = phi ptr [ %287, %286 ], [ %253, %251 ]
  %259 = getelementptr inbounds i8, ptr %258, i64 8
  %260 = load ptr, ptr %259, align 8, !tbaa !31
  %261 = icmp eq ptr %260, null
  br i1 %261, label %286, label %262

262:                                              ; preds = %257
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
  %276 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %277 = icmp eq i8 %276, 0
  br i1 %277, label %280, label %278

278:                                              ; preds = %275
  %279 = add nsw i32 %266, -1
  store i32 %279, ptr %263, align 4, !tbaa !40
  br label %282

280:                                              ; preds = %275
  %281 = atomicrmw volatile add ptr %263, i32 -1 acq_rel, align 4
  br label %282

282:                                              ; preds = %280, %278
  %283 = phi i32 [ %266, %278 ], [ %281, %280 ]
  %284 = icmp eq i32 %283, 1
  br i1 %284, label %285, label %286, !prof !41

285:                                              ; preds = %282
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #24
  br label %286

286:                                              ; preds = %285, %282, %267, %257
  %287 = getelementptr inbounds i8, ptr %258, i64 16
  %288 = icmp eq ptr %287, %255
  br i1 %288, label %289, label %257, !llvm.loop !42

289:                                              ; preds = %286
  %290 = load ptr, ptr %252, align 8, !tbaa !28
  br label %291

291:                                              ; preds = %289, %251
  %292 = phi ptr [ %290, %289 ], [ %253, %251 ]
  %293 = icmp eq ptr %292, null
  br i1 %293, label %300, label %294

294:                                              ; preds = %291
  %295 = getelementptr inbounds i8, ptr %4, i64 24
  %296 = load ptr, ptr %295, align 8, !tbaa !44
  %297 = ptrtoint ptr %296 to i64
  %298 = ptrtoint ptr %292 to i64
  %299 = sub i64 %297, %298
  call void @_ZdlPvm(ptr noundef nonnull %292, i64 noundef %299) #26
  br label %300

300:                                              ; preds = %291, %294
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  %301 = load i64, ptr %30, align 8, !tbaa !23
  %302 = uitofp i64 %301 to double
  %303 = fmul double %302, 4.000000e+00
  %304 = call double @llvm.fmuladd.f64(double %303, double 1.200000e-07, double 1.000000e-03)
  %305 = load i64, ptr %0, align 8, !tbaa !9
  %306 = icmp eq i64 %305, 0
  br i1 %306, label %315, label %307

307:                                              ; preds = %300
  %308 = getelementptr inbounds i8, ptr %3, i64 16
  br label %309

309:                                              ; preds = %366, %307
  %310 = phi i64 [ %305, %307 ], [ %443, %366 ]
  %311 = phi i64 [ 0, %307 ], [ %367, %366 ]
  %312 = phi i64 [ 0, %307 ], [ %445, %366 ]
  br label %369

313:                                              ; preds = %366
  %314 = icmp eq i64 %445, 0
  br label %315

315:                                              ; preds = %313, %300
  %316 = phi i1 [ true, %300 ], [ %314, %313 ]
  %317 = getelementptr inbounds i8, ptr %3, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !31
  %319 = icmp eq ptr %318, null
  br i1 %319, label %344, label %320

320:                                              ; preds = %315
  %321 = getelementptr inbounds i8, ptr %318, i64 8
  %322 = load atomic i64, ptr %321 acquire, align 8
  %323 = icmp eq i64 %322, 4294967297
  %324 = trunc i64 %322 to i32
  br i1 %323, label %325, label %333

325:                                              ; preds = %320
  store i32 0, ptr %321, align 8, !tbaa !33
  %326 = getelementptr inbounds i8, ptr %318, i64 12
  store i32 0, ptr %326, align 4, !tbaa !36
  %327 = load ptr, ptr %318, align 8, !tbaa !37
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %318) #24
  %330 = load ptr, ptr %318, align 8, !tbaa !37
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %318) #24
  br label %344

333:                                              ; preds = %320
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %338, label %336

336:                                              ; preds = %333
  %337 = add nsw i32 %324, -1
  store i32 %337, ptr %321, align 4, !tbaa !40
  br label %340

338:                                              ; preds = %333
  %339 = atomicrmw volatile add ptr %321, i32 -1 acq_rel, align 4
  br label %340

340:                                              ; preds = %338, %336
  %341 = phi i32 [ %324, %336 ], [ %339, %338 ]
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %344, !prof !41

343:                                              ; preds = %340
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %318) #24
  br label %344

344:                                              ; preds = %315, %325, %340, %343
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  %345 = icmp eq ptr %49, null
  br i1 %345, label %350, label %346

346:                                              ; preds = %344
  %347 = ptrtoint ptr %48 to i64
  %348 = ptrtoint ptr %49 to i64
  %349 = sub i64 %347, %348
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %349) #26
  br label %350

350:                                              ; preds = %344, %346
  %351 = icmp eq ptr %29, null
  br i1 %351, label %356, label %352

352:                                              ; preds = %350
  %353 = ptrtoint ptr %28 to i64
  %354 = ptrtoint ptr %29 to i64
  %355 = sub i64 %353, %354
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %355) #26
  br label %356

356:                                              ; preds = %350, %352
  %357 = icmp eq ptr %26, null
  br i1 %357, label %362, label %358

358:                                              ; preds = %356
  %359 = ptrtoint ptr %27 to i64
  %360 = ptrtoint ptr %26 to i64
  %361 = sub i64 %359, %360
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %361) #26
  br label %362

362:                                              ; preds = %356, %358
  ret i1 %316

363:                                              ; preds = %245
  %364 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  %365 = icmp eq ptr %49, null
  br i1 %365, label %452, label %448

366:                                              ; preds = %442
  %367 = add nuw i64 %311, 1
  %368 = icmp ult i64 %367, %443
  br i1 %368, label %309, label %313, !llvm.loop !72

369:                                              ; preds = %309, %442
  %370 = phi i64 [ %443, %442 ], [ %310, %309 ]
  %371 = phi i64 [ %444, %442 ], [ %310, %309 ]
  %372 = phi i64 [ %446, %442 ], [ 0, %309 ]
  %373 = phi i64 [ %445, %442 ], [ %312, %309 ]
  %374 = icmp eq i64 %311, %372
  br i1 %374, label %421, label %375

375:                                              ; preds = %369
  %376 = load i64, ptr %30, align 8, !tbaa !23
  %377 = icmp eq i64 %376, 0
  br i1 %377, label %421, label %378

378:                                              ; preds = %375
  %379 = and i64 %376, 1
  %380 = icmp eq i64 %376, 1
  br i1 %380, label %407, label %381

381:                                              ; preds = %378
  %382 = and i64 %376, -2
  br label %383

383:                                              ; preds = %383, %381
  %384 = phi i64 [ 0, %381 ], [ %404, %383 ]
  %385 = phi double [ 0.000000e+00, %381 ], [ %403, %383 ]
  %386 = phi i64 [ 0, %381 ], [ %405, %383 ]
  %387 = mul i64 %384, %371
  %388 = add i64 %387, %311
  %389 = getelementptr inbounds double, ptr %49, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !61
  %391 = add i64 %387, %372
  %392 = getelementptr inbounds double, ptr %49, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !61
  %394 = call double @llvm.fmuladd.f64(double %390, double %393, double %385)
  %395 = or disjoint i64 %384, 1
  %396 = mul i64 %395, %371
  %397 = add i64 %396, %311
  %398 = getelementptr inbounds double, ptr %49, i64 %397
  %399 = load double, ptr %398, align 8, !tbaa !61
  %400 = add i64 %396, %372
  %401 = getelementptr inbounds double, ptr %49, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !61
  %403 = call double @llvm.fmuladd.f64(double %399, double %402, double %394)
  %404 = add nuw i64 %384, 2
  %405 = add i64 %386, 2
  %406 = icmp eq i64 %405, %382
  br i1 %406, label %407, label %383, !llvm.loop !73

407:                                              ; preds = %383, %378
  %408 = phi double [ poison, %378 ], [ %403, %383 ]
  %409 = phi i64 [ 0, %378 ], [ %404, %383 ]
  %410 = phi double [ 0.000000e+00, %378 ], [ %403, %383 ]
  %411 = icmp eq i64 %379, 0
  br i1 %411, label %421, label %412

412:                                              ; preds = %407
  %413 = mul i64 %409, %371
  %414 = add i64 %413, %311
  %415 = getelementptr inbounds double, ptr %49, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !61
  %417 = add i64 %413, %372
  %418 = getelementptr inbounds double, ptr %49, i64 %417
  %419 = load double, ptr %418, align 8, !tbaa !61
  %420 = call double @llvm.fmuladd.f64(double %416, double %419, double %410)
  br label %421

421:                                              ; preds = %412, %407, %375, %369
  %422 = phi double [ 1.000000e+00, %369 ], [ 0.000000e+00, %375 ], [ %408, %407 ], [ %420, %412 ]
  %423 = mul i64 %371, %311
  %424 = load ptr, ptr %308, align 8, !tbaa !74, !nonnull !79, !noundef !79
  %425 = load i64, ptr %424, align 8
  %426 = getelementptr inbounds i8, ptr %424, i64 72
  %427 = load ptr, ptr %426, align 8, !tbaa !80
  %428 = getelementptr float, ptr %427, i64 %425
  %429 = getelementptr float, ptr %428, i64 %423
  %430 = getelementptr float, ptr %429, i64 %372
  %431 = load float, ptr %430, align 4, !tbaa !49
  %432 = fpext float %431 to double
  %433 = fsub double %432, %422
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ogt double %434, %304
  br i1 %435, label %436, label %442

436:                                              ; preds = %421
  %437 = add i64 %373, 1
  %438 = icmp ult i64 %373, 4
  br i1 %438, label %439, label %442

439:                                              ; preds = %436
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i64 noundef %311, i64 noundef %372, double noundef %432, double noundef %422)
  %441 = load i64, ptr %0, align 8, !tbaa !9
  br label %442

442:                                              ; preds = %439, %436, %421
  %443 = phi i64 [ %441, %439 ], [ %370, %436 ], [ %370, %421 ]
  %444 = phi i64 [ %441, %439 ], [ %371, %436 ], [ %371, %421 ]
  %445 = phi i64 [ %437, %439 ], [ %437, %436 ], [ %373, %421 ]
  %446 = add nuw i64 %372, 1
  %447 = icmp ult i64 %446, %444
  br i1 %447, label %369, label %366, !llvm.loop !85

448:                                              ; preds = %363
  %449 = ptrtoint ptr %48 to i64
  %450 = ptrtoint ptr %49 to i64
  %451 = sub i64 %449, %450
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %451) #26
  br label %452

452:                                              ; preds = %448, %363, %70
  %453 = phi { ptr, i32 } [ %71, %70 ], [ %364, %363 ], [ %364, %448 ]
  %454 = icmp eq ptr %29, null
  br i1 %454, label %459, label %455

455:                                              ; preds = %452
  %456 = ptrtoint ptr %28 to i64
  %457 = ptrtoint ptr %29 to i64
  %458 = sub i64 %456, %457
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %458) #26
  br label %459

459:                                              ; preds = %455, %452
  %460 = icmp eq ptr %26, null
  br i1 %460, label %468, label %461

461:                                              ; preds = %68, %459
  %462 = phi { ptr, i32 } [ %69, %68 ], [ %453, %459 ]
  %463 = phi ptr [ %13, %68 ], [ %27, %459 ]
  %464 = phi ptr [ %12, %68 ], [ %26, %459 ]
  %465 = ptrtoint ptr %463 to i64
  %466 = ptrtoint ptr %464 to i64
  %467 = sub i64 %465, %466
  call void @_ZdlPvm(ptr noundef nonnull %464, i64 noundef %467) #26
  br label %468

468:                                              ; preds = %461, %459
  %469 = phi { ptr, i32 } [ %453, %459 ], [ %462, %461 ]
  resume { ptr, i32 } %469
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #8

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #10 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.8, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #25
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !86
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !86
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #27
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !86
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 2)
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
  %40 = load i32, ptr %39, align 8, !tbaa !88
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
  call void @__clang_call_terminate(ptr %55) #25
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.24", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !94
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
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !40
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !41

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
  call void @__clang_call_terminate(ptr %46) #25
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
  call void @__clang_call_terminate(ptr %60) #25
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #18

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !96
  store ptr %8, ptr %6, align 16, !tbaa !96
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !98
  %12 = load ptr, ptr %10, align 8, !tbaa !99
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !86
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !100

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !98
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !96
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #14 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %2 = load ptr, ptr %0, align 8, !tbaa !98
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !99
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !86
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !100

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !98
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !96
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #14 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #14 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN9FlatArray6attachERSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr", align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #24
  %6 = load ptr, ptr %1, align 8, !tbaa !46
  store ptr %6, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !48
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 2
  store i64 %12, ptr %5, align 8, !tbaa !101
  call void @_ZSt11make_uniqueIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr") align 8 %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %14 = load ptr, ptr %0, align 8, !tbaa !5
  store ptr %13, ptr %0, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %2
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %14) #24
  call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef 40) #26
  %17 = load ptr, ptr %3, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %17) #24
  call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef 40) #26
  br label %20

20:                                               ; preds = %2, %16, %19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !48
  %7 = load ptr, ptr %0, align 8, !tbaa !46
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !47
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !49
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !49
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !48
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.10) #27
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #28
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !49
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !49
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
  store ptr %38, ptr %0, align 8, !tbaa !46
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !48
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !47
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #18

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #18

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !47
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #27
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #28
  %18 = getelementptr inbounds float, ptr %17, i64 %1
  %19 = load float, ptr %2, align 4, !tbaa !49
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
  store <4 x float> %29, ptr %33, align 4, !tbaa !49
  store <4 x float> %29, ptr %34, align 4, !tbaa !49
  %35 = add nuw i64 %31, 8
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %30, !llvm.loop !102

37:                                               ; preds = %30
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %45, label %39

39:                                               ; preds = %37, %15
  %40 = phi ptr [ %17, %15 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %40, %39 ]
  store float %19, ptr %42, align 4, !tbaa !49
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  %44 = icmp eq ptr %43, %18
  br i1 %44, label %45, label %41, !llvm.loop !103

45:                                               ; preds = %41, %37
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %17, ptr %0, align 8, !tbaa !46
  store ptr %18, ptr %46, align 8, !tbaa !48
  store ptr %18, ptr %4, align 8, !tbaa !47
  %47 = icmp eq ptr %6, null
  br i1 %47, label %154, label %48

48:                                               ; preds = %45
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %9) #26
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
  %57 = load float, ptr %2, align 4, !tbaa !49
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
  store <4 x float> %70, ptr %74, align 4, !tbaa !49
  store <4 x float> %70, ptr %75, align 4, !tbaa !49
  %76 = add nuw i64 %72, 8
  %77 = icmp eq i64 %76, %66
  br i1 %77, label %78, label %71, !llvm.loop !104

78:                                               ; preds = %71
  %79 = icmp eq i64 %63, %66
  br i1 %79, label %86, label %80

80:                                               ; preds = %78, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi ptr [ %84, %82 ], [ %81, %80 ]
  store float %57, ptr %83, align 4, !tbaa !49
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = icmp eq ptr %84, %51
  br i1 %85, label %86, label %82, !llvm.loop !105

86:                                               ; preds = %82, %78
  %87 = load float, ptr %2, align 4, !tbaa !49
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
  store <4 x float> %103, ptr %107, align 4, !tbaa !49
  store <4 x float> %103, ptr %108, align 4, !tbaa !49
  %109 = add nuw i64 %105, 8
  %110 = icmp eq i64 %109, %99
  br i1 %110, label %111, label %104, !llvm.loop !106

111:                                              ; preds = %104
  %112 = icmp eq i64 %96, %99
  br i1 %112, label %119, label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %51, %88 ], [ %101, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi ptr [ %117, %115 ], [ %114, %113 ]
  store float %89, ptr %116, align 4, !tbaa !49
  %117 = getelementptr inbounds i8, ptr %116, i64 4
  %118 = icmp eq ptr %117, %91
  br i1 %118, label %119, label %115, !llvm.loop !107

119:                                              ; preds = %115, %111
  store ptr %91, ptr %50, align 8, !tbaa !48
  br label %154

120:                                              ; preds = %49
  %121 = icmp eq i64 %1, 0
  br i1 %121, label %150, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds float, ptr %6, i64 %1
  %124 = load float, ptr %2, align 4, !tbaa !49
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
  store <4 x float> %134, ptr %138, align 4, !tbaa !49
  store <4 x float> %134, ptr %139, align 4, !tbaa !49
  %140 = add nuw i64 %136, 8
  %141 = icmp eq i64 %140, %130
  br i1 %141, label %142, label %135, !llvm.loop !108

142:                                              ; preds = %135
  %143 = icmp eq i64 %127, %130
  br i1 %143, label %150, label %144

144:                                              ; preds = %142, %122
  %145 = phi ptr [ %6, %122 ], [ %132, %142 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi ptr [ %148, %146 ], [ %145, %144 ]
  store float %124, ptr %147, align 4, !tbaa !49
  %148 = getelementptr inbounds i8, ptr %147, i64 4
  %149 = icmp eq ptr %148, %123
  br i1 %149, label %150, label %146, !llvm.loop !109

150:                                              ; preds = %146, %142, %120
  %151 = phi ptr [ %6, %120 ], [ %123, %142 ], [ %123, %146 ]
  %152 = icmp eq ptr %51, %151
  br i1 %152, label %154, label %153

153:                                              ; preds = %150
  store ptr %151, ptr %50, align 8, !tbaa !48
  br label %154

154:                                              ; preds = %153, %150, %48, %45, %119
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr") align 8 %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #28
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.12, ptr %5, align 8, !tbaa !53, !alias.scope !110
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.13, ptr %8, align 8, !tbaa !58, !alias.scope !110
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1065, ptr %9, align 8, !tbaa !59, !alias.scope !110
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 34, ptr %10, align 8, !tbaa !60, !alias.scope !110
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %6, ptr noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %11 unwind label %61

11:                                               ; preds = %3
  store ptr %6, ptr %0, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !30
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %51, label %17

17:                                               ; preds = %11, %46
  %18 = phi ptr [ %47, %46 ], [ %13, %11 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !31
  %21 = icmp eq ptr %20, null
  br i1 %21, label %46, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load atomic i64, ptr %23 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %22
  store i32 0, ptr %23, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 0, ptr %28, align 4, !tbaa !36
  %29 = load ptr, ptr %20, align 8, !tbaa !37
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  %32 = load ptr, ptr %20, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  br label %46

35:                                               ; preds = %22
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %23, align 4, !tbaa !40
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %23, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !41

45:                                               ; preds = %42
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #24
  br label %46

46:                                               ; preds = %45, %42, %27, %17
  %47 = getelementptr inbounds i8, ptr %18, i64 16
  %48 = icmp eq ptr %47, %15
  br i1 %48, label %49, label %17, !llvm.loop !42

49:                                               ; preds = %46
  %50 = load ptr, ptr %12, align 8, !tbaa !28
  br label %51

51:                                               ; preds = %49, %11
  %52 = phi ptr [ %50, %49 ], [ %13, %11 ]
  %53 = icmp eq ptr %52, null
  br i1 %53, label %60, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %4, i64 24
  %56 = load ptr, ptr %55, align 8, !tbaa !44
  %57 = ptrtoint ptr %56 to i64
  %58 = ptrtoint ptr %52 to i64
  %59 = sub i64 %57, %58
  call void @_ZdlPvm(ptr noundef nonnull %52, i64 noundef %59) #26
  br label %60

60:                                               ; preds = %51, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  ret void

61:                                               ; preds = %3
  %62 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 40) #26
  resume { ptr, i32 } %62
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.28", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !101
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !113
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !37, !noalias !113
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !116, !noalias !113
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !118, !noalias !113
  store ptr %10, ptr %6, align 8, !tbaa !121
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !37
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
  store i64 0, ptr %23, align 8, !tbaa !123
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !131
  %25 = load ptr, ptr %0, align 8, !tbaa !132
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !133
  %27 = load i8, ptr %26, align 1, !tbaa !39
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  store i64 %22, ptr %7, align 8, !tbaa !101, !alias.scope !135
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
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
  %38 = load ptr, ptr %35, align 8, !tbaa !37
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #8

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #14 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !116
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !37
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !37
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #14 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !118
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #14 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !116
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #15

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #8

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  store ptr @.str.15, ptr %6, align 8, !tbaa !53, !alias.scope !138
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.17, ptr %7, align 8, !tbaa !58, !alias.scope !138
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 69, ptr %8, align 8, !tbaa !59, !alias.scope !138
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !60, !alias.scope !138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !141
  store ptr %3, ptr %4, align 8, !tbaa !144, !noalias !141
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !146, !noalias !141
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !36
  %21 = load ptr, ptr %12, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %24 = load ptr, ptr %12, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !40
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !41

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.125, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  store ptr @.str.15, ptr %6, align 8, !tbaa !53, !alias.scope !147
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.32, ptr %7, align 8, !tbaa !58, !alias.scope !147
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 82, ptr %8, align 8, !tbaa !59, !alias.scope !147
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !60, !alias.scope !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !150
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !150
  store ptr %3, ptr %4, align 8, !tbaa !144, !noalias !150
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !146, !noalias !150
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !36
  %21 = load ptr, ptr %12, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %24 = load ptr, ptr %12, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !40
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !41

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.140, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  store ptr @.str.15, ptr %6, align 8, !tbaa !53, !alias.scope !153
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.34, ptr %7, align 8, !tbaa !58, !alias.scope !153
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 101, ptr %8, align 8, !tbaa !59, !alias.scope !153
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !60, !alias.scope !153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !156
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !156
  store ptr %3, ptr %4, align 8, !tbaa !144, !noalias !156
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !146, !noalias !156
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !36
  %21 = load ptr, ptr %12, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %24 = load ptr, ptr %12, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !40
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !41

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench11correlationERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.160, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  store ptr @.str.15, ptr %6, align 8, !tbaa !53, !alias.scope !159
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.36, ptr %7, align 8, !tbaa !58, !alias.scope !159
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 115, ptr %8, align 8, !tbaa !59, !alias.scope !159
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !60, !alias.scope !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !162
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !162
  store ptr %3, ptr %4, align 8, !tbaa !144, !noalias !162
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !146, !noalias !162
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !36
  %21 = load ptr, ptr %12, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %24 = load ptr, ptr %12, align 8, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !40
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !41

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !165
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #25
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !165
  store ptr %17, ptr %15, align 8, !tbaa !165
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !31
  %21 = load ptr, ptr %18, align 8, !tbaa !31
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !40
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !40
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !31
  br label %35

35:                                               ; preds = %32, %29, %23
  %36 = phi ptr [ %21, %23 ], [ %21, %29 ], [ %34, %32 ]
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %35
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
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !40
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !41

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !31
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !167, !range !169, !noundef !79
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !31
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
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
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !40
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !41

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #8

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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.94", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.98, align 8
  %12 = load ptr, ptr %0, align 8, !tbaa !170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  %13 = getelementptr inbounds i8, ptr %12, i64 136
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.15, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 70, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %17, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %18 unwind label %278

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %21 unwind label %19

19:                                               ; preds = %18
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %280

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %22 = getelementptr inbounds i8, ptr %8, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !28
  %24 = getelementptr inbounds i8, ptr %8, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !30
  %26 = icmp eq ptr %23, %25
  br i1 %26, label %61, label %27

27:                                               ; preds = %21, %56
  %28 = phi ptr [ %57, %56 ], [ %23, %21 ]
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !33
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !36
  %39 = load ptr, ptr %30, align 8, !tbaa !37
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %42 = load ptr, ptr %30, align 8, !tbaa !37
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !40
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !41

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

56:                                               ; preds = %55, %52, %37, %27
  %57 = getelementptr inbounds i8, ptr %28, i64 16
  %58 = icmp eq ptr %57, %25
  br i1 %58, label %59, label %27, !llvm.loop !42

59:                                               ; preds = %56
  %60 = load ptr, ptr %22, align 8, !tbaa !28
  br label %61

61:                                               ; preds = %59, %21
  %62 = phi ptr [ %60, %59 ], [ %23, %21 ]
  %63 = icmp eq ptr %62, null
  br i1 %63, label %70, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %8, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !44
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %62 to i64
  %69 = sub i64 %67, %68
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef %69) #26
  br label %70

70:                                               ; preds = %64, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %71 = getelementptr inbounds i8, ptr %12, i64 152
  %72 = load ptr, ptr %71, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %73 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %73, i8 0, i64 24, i1 false)
  store i64 16, ptr %10, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %74 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 71, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %76, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %72, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %77 unwind label %282

77:                                               ; preds = %70
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %72, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %80 unwind label %78

78:                                               ; preds = %77
  %79 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %284

80:                                               ; preds = %77
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %81 = load ptr, ptr %73, align 8, !tbaa !28
  %82 = getelementptr inbounds i8, ptr %10, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !30
  %84 = icmp eq ptr %81, %83
  br i1 %84, label %119, label %85

85:                                               ; preds = %80, %114
  %86 = phi ptr [ %115, %114 ], [ %81, %80 ]
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !31
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %85
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
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !40
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !41

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

114:                                              ; preds = %113, %110, %95, %85
  %115 = getelementptr inbounds i8, ptr %86, i64 16
  %116 = icmp eq ptr %115, %83
  br i1 %116, label %117, label %85, !llvm.loop !42

117:                                              ; preds = %114
  %118 = load ptr, ptr %73, align 8, !tbaa !28
  br label %119

119:                                              ; preds = %117, %80
  %120 = phi ptr [ %118, %117 ], [ %81, %80 ]
  %121 = icmp eq ptr %120, null
  br i1 %121, label %128, label %122

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %10, i64 24
  %124 = load ptr, ptr %123, align 8, !tbaa !44
  %125 = ptrtoint ptr %124 to i64
  %126 = ptrtoint ptr %120 to i64
  %127 = sub i64 %125, %126
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef %127) #26
  br label %128

128:                                              ; preds = %122, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %129 = load i64, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #24
  store i64 %129, ptr %11, align 8, !tbaa !174
  %130 = getelementptr inbounds i8, ptr %11, i64 8
  %131 = getelementptr inbounds i8, ptr %12, i64 8
  %132 = load i64, ptr %131, align 8, !tbaa !23
  store i64 %132, ptr %130, align 8, !tbaa !178
  %133 = getelementptr inbounds i8, ptr %11, i64 16
  %134 = load ptr, ptr %7, align 8, !tbaa !179
  store ptr %134, ptr %133, align 8, !tbaa !179
  %135 = getelementptr inbounds i8, ptr %11, i64 24
  %136 = getelementptr inbounds i8, ptr %7, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !31
  store ptr %137, ptr %135, align 8, !tbaa !31
  %138 = icmp eq ptr %137, null
  br i1 %138, label %148, label %139

139:                                              ; preds = %128
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !40
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !40
  br label %148

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4
  br label %148

148:                                              ; preds = %128, %143, %146
  %149 = getelementptr inbounds i8, ptr %11, i64 32
  %150 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 8 dereferenceable(16) %150, i64 16, i1 false)
  %151 = getelementptr inbounds i8, ptr %11, i64 48
  %152 = load ptr, ptr %9, align 8, !tbaa !179
  store ptr %152, ptr %151, align 8, !tbaa !179
  %153 = getelementptr inbounds i8, ptr %11, i64 56
  %154 = getelementptr inbounds i8, ptr %9, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !31
  store ptr %155, ptr %153, align 8, !tbaa !31
  %156 = icmp eq ptr %155, null
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %164, label %161

161:                                              ; preds = %157
  %162 = load i32, ptr %158, align 4, !tbaa !40
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %158, align 4, !tbaa !40
  br label %166

164:                                              ; preds = %157
  %165 = atomicrmw volatile add ptr %158, i32 1 acq_rel, align 4
  br label %166

166:                                              ; preds = %148, %161, %164
  %167 = getelementptr inbounds i8, ptr %11, i64 64
  %168 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %167, ptr noundef nonnull align 8 dereferenceable(16) %168, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %129, ptr noundef nonnull align 8 dereferenceable(80) %11)
          to label %169 unwind label %286

169:                                              ; preds = %166
  %170 = load ptr, ptr %153, align 8, !tbaa !31
  %171 = icmp eq ptr %170, null
  br i1 %171, label %196, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %170, i64 8
  %174 = load atomic i64, ptr %173 acquire, align 8
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %173, align 8, !tbaa !33
  %178 = getelementptr inbounds i8, ptr %170, i64 12
  store i32 0, ptr %178, align 4, !tbaa !36
  %179 = load ptr, ptr %170, align 8, !tbaa !37
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  %182 = load ptr, ptr %170, align 8, !tbaa !37
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %173, align 4, !tbaa !40
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %173, i32 -1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !41

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  br label %196

196:                                              ; preds = %195, %192, %177, %169
  %197 = load ptr, ptr %135, align 8, !tbaa !31
  %198 = icmp eq ptr %197, null
  br i1 %198, label %223, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %197, i64 8
  %201 = load atomic i64, ptr %200 acquire, align 8
  %202 = icmp eq i64 %201, 4294967297
  %203 = trunc i64 %201 to i32
  br i1 %202, label %204, label %212

204:                                              ; preds = %199
  store i32 0, ptr %200, align 8, !tbaa !33
  %205 = getelementptr inbounds i8, ptr %197, i64 12
  store i32 0, ptr %205, align 4, !tbaa !36
  %206 = load ptr, ptr %197, align 8, !tbaa !37
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  %209 = load ptr, ptr %197, align 8, !tbaa !37
  %210 = getelementptr inbounds i8, ptr %209, i64 24
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  br label %223

212:                                              ; preds = %199
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = add nsw i32 %203, -1
  store i32 %216, ptr %200, align 4, !tbaa !40
  br label %219

217:                                              ; preds = %212
  %218 = atomicrmw volatile add ptr %200, i32 -1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %203, %215 ], [ %218, %217 ]
  %221 = icmp eq i32 %220, 1
  br i1 %221, label %222, label %223, !prof !41

222:                                              ; preds = %219
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  br label %223

223:                                              ; preds = %196, %204, %219, %222
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  %224 = load ptr, ptr %154, align 8, !tbaa !31
  %225 = icmp eq ptr %224, null
  br i1 %225, label %250, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load atomic i64, ptr %227 acquire, align 8
  %229 = icmp eq i64 %228, 4294967297
  %230 = trunc i64 %228 to i32
  br i1 %229, label %231, label %239

231:                                              ; preds = %226
  store i32 0, ptr %227, align 8, !tbaa !33
  %232 = getelementptr inbounds i8, ptr %224, i64 12
  store i32 0, ptr %232, align 4, !tbaa !36
  %233 = load ptr, ptr %224, align 8, !tbaa !37
  %234 = getelementptr inbounds i8, ptr %233, i64 16
  %235 = load ptr, ptr %234, align 8
  call void %235(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  %236 = load ptr, ptr %224, align 8, !tbaa !37
  %237 = getelementptr inbounds i8, ptr %236, i64 24
  %238 = load ptr, ptr %237, align 8
  call void %238(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  br label %250

239:                                              ; preds = %226
  %240 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %244, label %242

242:                                              ; preds = %239
  %243 = add nsw i32 %230, -1
  store i32 %243, ptr %227, align 4, !tbaa !40
  br label %246

244:                                              ; preds = %239
  %245 = atomicrmw volatile add ptr %227, i32 -1 acq_rel, align 4
  br label %246

246:                                              ; preds = %244, %242
  %247 = phi i32 [ %230, %242 ], [ %245, %244 ]
  %248 = icmp eq i32 %247, 1
  br i1 %248, label %249, label %250, !prof !41

249:                                              ; preds = %246
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  br label %250

250:                                              ; preds = %223, %231, %246, %249
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %251 = load ptr, ptr %136, align 8, !tbaa !31
  %252 = icmp eq ptr %251, null
  br i1 %252, label %277, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load atomic i64, ptr %254 acquire, align 8
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %253
  store i32 0, ptr %254, align 8, !tbaa !33
  %259 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %259, align 4, !tbaa !36
  %260 = load ptr, ptr %251, align 8, !tbaa !37
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  %263 = load ptr, ptr %251, align 8, !tbaa !37
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  br label %277

266:                                              ; preds = %253
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %254, align 4, !tbaa !40
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !41

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  br label %277

277:                                              ; preds = %250, %258, %273, %276
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  ret void

278:                                              ; preds = %2
  %279 = landingpad { ptr, i32 }
          cleanup
  br label %280

280:                                              ; preds = %19, %278
  %281 = phi { ptr, i32 } [ %279, %278 ], [ %20, %19 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %290

282:                                              ; preds = %70
  %283 = landingpad { ptr, i32 }
          cleanup
  br label %284

284:                                              ; preds = %78, %282
  %285 = phi { ptr, i32 } [ %283, %282 ], [ %79, %78 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %288

286:                                              ; preds = %166
  %287 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %11) #24
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi { ptr, i32 } [ %287, %286 ], [ %285, %284 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %290

290:                                              ; preds = %288, %280
  %291 = phi { ptr, i32 } [ %289, %288 ], [ %281, %280 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  resume { ptr, i32 } %291
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.100", align 8
  %8 = alloca %"class.sycl::_V1::range.100", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !101, !alias.scope !180
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !180
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !180
  store i64 %12, ptr %8, align 8, !tbaa !101, !alias.scope !183
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !183
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !101, !alias.scope !183
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
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !186
  store ptr %34, ptr %32, align 8, !tbaa !186
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !31
  store ptr %37, ptr %35, align 8, !tbaa !31
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !40
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !40
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !188

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !28
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !30
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !44
  %59 = load ptr, ptr %1, align 8, !tbaa !132
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !123
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !131, !range !169, !noundef !79
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !31
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !33
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !36
  %82 = load ptr, ptr %73, align 8, !tbaa !37
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !37
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !40
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !41

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !42

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !28
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !44
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #26
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
  br i1 %122, label %123, label %125, !prof !41

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #28
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !186
  store ptr %130, ptr %128, align 8, !tbaa !186
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !31
  store ptr %133, ptr %131, align 8, !tbaa !31
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !40
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !40
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !188

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !28
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !30
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !44
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.22)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
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
  %171 = load ptr, ptr %170, align 8, !tbaa !31
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  %183 = load ptr, ptr %171, align 8, !tbaa !37
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !40
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !41

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !42

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !28
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !44
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #26
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !189
  %214 = load ptr, ptr %1, align 8, !tbaa !132
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !179
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.100") align 8, ptr noundef byval(%"class.sycl::_V1::range.100") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

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
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !40
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !41

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !42

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !28
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !44
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #26
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.100", align 8
  %8 = alloca %"class.sycl::_V1::range.100", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !101, !alias.scope !190
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !101, !alias.scope !190
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !190
  store i64 %11, ptr %8, align 8, !tbaa !101, !alias.scope !193
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !193
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !193
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
  br i1 %26, label %27, label %28, !prof !41

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !186
  store ptr %33, ptr %31, align 8, !tbaa !186
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !31
  store ptr %36, ptr %34, align 8, !tbaa !31
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !40
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !40
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !188

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !28
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !44
  %58 = load ptr, ptr %1, align 8, !tbaa !132
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !123
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !131, !range !169, !noundef !79
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
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
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !40
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !41

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !42

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !28
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !44
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #26
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
  br i1 %123, label %124, label %126, !prof !41

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #28
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !186
  store ptr %131, ptr %129, align 8, !tbaa !186
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !31
  store ptr %134, ptr %132, align 8, !tbaa !31
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !40
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !40
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !188

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !31
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !33
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !36
  %161 = load ptr, ptr %152, align 8, !tbaa !37
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  %164 = load ptr, ptr %152, align 8, !tbaa !37
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !40
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !41

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !42

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #26
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !196
  %186 = load ptr, ptr %1, align 8, !tbaa !132
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !179
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.98, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %43 unwind label %98

43:                                               ; preds = %40
  %44 = load ptr, ptr %27, align 8, !tbaa !31
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !36
  %53 = load ptr, ptr %44, align 8, !tbaa !37
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  %56 = load ptr, ptr %44, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !40
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !41

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %8, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !33
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !36
  %80 = load ptr, ptr %71, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !40
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !41

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %40
  %99 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #24
  resume { ptr, i32 } %99
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.100", align 8
  %5 = alloca %class.anon.98, align 8
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.24)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %89, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %90, %89 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.27)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !197
  store i64 %1, ptr %4, align 8, !tbaa !101, !alias.scope !197
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = load <2 x ptr>, ptr %21, align 8, !tbaa !5
  store ptr null, ptr %23, align 8, !tbaa !31
  store <2 x ptr> %24, ptr %20, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !179
  %25 = getelementptr inbounds i8, ptr %5, i64 32
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %5, i64 48
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = getelementptr inbounds i8, ptr %2, i64 56
  %30 = load <2 x ptr>, ptr %28, align 8, !tbaa !5
  store ptr null, ptr %29, align 8, !tbaa !31
  store <2 x ptr> %30, ptr %27, align 8, !tbaa !5
  store ptr null, ptr %28, align 8, !tbaa !179
  %31 = getelementptr inbounds i8, ptr %5, i64 64
  %32 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %32, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %33 unwind label %89

33:                                               ; preds = %18
  %34 = getelementptr inbounds i8, ptr %5, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !31
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !33
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !36
  %44 = load ptr, ptr %35, align 8, !tbaa !37
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  %47 = load ptr, ptr %35, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !40
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !41

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

61:                                               ; preds = %60, %57, %42, %33
  %62 = load ptr, ptr %22, align 8, !tbaa !31
  %63 = icmp eq ptr %62, null
  br i1 %63, label %88, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load atomic i64, ptr %65 acquire, align 8
  %67 = icmp eq i64 %66, 4294967297
  %68 = trunc i64 %66 to i32
  br i1 %67, label %69, label %77

69:                                               ; preds = %64
  store i32 0, ptr %65, align 8, !tbaa !33
  %70 = getelementptr inbounds i8, ptr %62, i64 12
  store i32 0, ptr %70, align 4, !tbaa !36
  %71 = load ptr, ptr %62, align 8, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  %74 = load ptr, ptr %62, align 8, !tbaa !37
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  br label %88

77:                                               ; preds = %64
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %68, -1
  store i32 %81, ptr %65, align 4, !tbaa !40
  br label %84

82:                                               ; preds = %77
  %83 = atomicrmw volatile add ptr %65, i32 -1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %68, %80 ], [ %83, %82 ]
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %88, !prof !41

87:                                               ; preds = %84
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  br label %88

88:                                               ; preds = %61, %69, %84, %87
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

89:                                               ; preds = %18
  %90 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %5) #24
  br label %14
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.103", align 8
  %4 = alloca %"class.std::vector.111", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.103") align 8 %3, ptr noundef nonnull align 8 dereferenceable(80) %1)
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
  call void %18(ptr noundef nonnull align 8 dereferenceable(88) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI10ColumnMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.111") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !200
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !202
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %35, ptr noundef nonnull align 1 dereferenceable(16) @.str.27, i64 16, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store i8 0, ptr %36, align 1, !tbaa !39
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
  %43 = load ptr, ptr %4, align 8, !tbaa !200
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !202
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #26
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #8

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.102, align 1
  %4 = alloca %class.anon.98, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10ColumnMeanNS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %43 unwind label %98

43:                                               ; preds = %40
  %44 = load ptr, ptr %27, align 8, !tbaa !31
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !36
  %53 = load ptr, ptr %44, align 8, !tbaa !37
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  %56 = load ptr, ptr %44, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !40
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !41

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %8, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !33
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !36
  %80 = load ptr, ptr %71, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !40
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !41

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %40
  %99 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #24
  resume { ptr, i32 } %99
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10ColumnMeanNS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !40
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !40
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 56
  %18 = load ptr, ptr %17, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !40
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !40
  br label %29

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4
  br label %29

29:                                               ; preds = %24, %27
  %30 = load atomic i64, ptr %21 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %29
  store i32 0, ptr %21, align 8, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !36
  %35 = load ptr, ptr %18, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %38 = load ptr, ptr %18, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !40
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !41

51:                                               ; preds = %48
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

52:                                               ; preds = %16, %51, %48, %33
  br i1 %6, label %77, label %53

53:                                               ; preds = %52
  %54 = getelementptr inbounds i8, ptr %5, i64 8
  %55 = load atomic i64, ptr %54 acquire, align 8
  %56 = icmp eq i64 %55, 4294967297
  %57 = trunc i64 %55 to i32
  br i1 %56, label %58, label %66

58:                                               ; preds = %53
  store i32 0, ptr %54, align 8, !tbaa !33
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !36
  %60 = load ptr, ptr %5, align 8, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %63 = load ptr, ptr %5, align 8, !tbaa !37
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !40
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !41

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.100") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.103") align 8 %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { i64, i64 }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca { ptr, [8 x i8] }, align 8
  %6 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %1, i64 48
  %24 = load ptr, ptr %23, align 8, !tbaa !179
  %25 = getelementptr inbounds i8, ptr %1, i64 56
  %26 = load ptr, ptr %25, align 8, !tbaa !31
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !40
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !40
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %21, %32, %35
  %38 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %38, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %8, ptr %40, align 8, !tbaa !179
  %41 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %10, ptr %41, align 8, !tbaa !31
  br i1 %11, label %51, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %10, i64 8
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %43, align 4, !tbaa !40
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %43, align 4, !tbaa !40
  br label %51

49:                                               ; preds = %42
  %50 = atomicrmw volatile add ptr %43, i32 1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %46, %37
  %52 = getelementptr inbounds i8, ptr %6, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %53 = getelementptr inbounds i8, ptr %6, i64 56
  store ptr %24, ptr %53, align 8, !tbaa !179
  %54 = getelementptr inbounds i8, ptr %6, i64 64
  store ptr %26, ptr %54, align 8, !tbaa !31
  br i1 %27, label %64, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %26, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !40
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !40
  br label %66

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %66

64:                                               ; preds = %51
  %65 = getelementptr inbounds i8, ptr %6, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false)
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %90

66:                                               ; preds = %59, %62
  %67 = getelementptr inbounds i8, ptr %6, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %67, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false)
  store ptr %6, ptr %0, align 8, !tbaa !5
  %68 = load atomic i64, ptr %56 acquire, align 8
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %56, align 8, !tbaa !33
  %72 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %72, align 4, !tbaa !36
  %73 = load ptr, ptr %26, align 8, !tbaa !37
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %76 = load ptr, ptr %26, align 8, !tbaa !37
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  tail call void %78(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %56, align 4, !tbaa !40
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !41

89:                                               ; preds = %86
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %90

90:                                               ; preds = %64, %89, %86, %71
  br i1 %11, label %115, label %91

91:                                               ; preds = %90
  %92 = getelementptr inbounds i8, ptr %10, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !33
  %97 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %97, align 4, !tbaa !36
  %98 = load ptr, ptr %10, align 8, !tbaa !37
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %101 = load ptr, ptr %10, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  tail call void %103(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !40
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !41

114:                                              ; preds = %111
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

115:                                              ; preds = %90, %96, %111, %114
  ret void
}

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10ColumnMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.111") align 8 %0) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #28
  store ptr %4, ptr %0, align 8, !tbaa !200
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !202
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !202
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %13 = load ptr, ptr %7, align 8, !tbaa !206
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !206
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !202
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %23 = load ptr, ptr %7, align 8, !tbaa !206
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !206
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %29 = load ptr, ptr %0, align 8, !tbaa !200
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !202
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #26
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 64
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.98, align 8
  %3 = alloca %"class.sycl::_V1::item", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 32
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 48
  %25 = getelementptr inbounds i8, ptr %0, i64 56
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %2, i64 56
  %28 = getelementptr inbounds i8, ptr %0, i64 64
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 64
  %42 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  store i64 1, ptr %3, align 8
  %43 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef nonnull %2, ptr noundef nonnull byval(%"class.sycl::_V1::item") align 8 %3)
          to label %44 unwind label %99

44:                                               ; preds = %40
  %45 = load ptr, ptr %27, align 8, !tbaa !31
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !33
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !36
  %54 = load ptr, ptr %45, align 8, !tbaa !37
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  %57 = load ptr, ptr %45, align 8, !tbaa !37
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !40
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !41

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

71:                                               ; preds = %70, %67, %52, %44
  %72 = load ptr, ptr %8, align 8, !tbaa !31
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !33
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !36
  %81 = load ptr, ptr %72, align 8, !tbaa !37
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %84 = load ptr, ptr %72, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %78, -1
  store i32 %91, ptr %75, align 4, !tbaa !40
  br label %94

92:                                               ; preds = %87
  %93 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %78, %90 ], [ %93, %92 ]
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %98, !prof !41

97:                                               ; preds = %94
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

98:                                               ; preds = %71, %79, %94, %97
  ret void

99:                                               ; preds = %40
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #24
  resume { ptr, i32 } %100
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !101
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !178
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %30, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  br label %13

10:                                               ; preds = %13
  %11 = uitofp i64 %28 to float
  %12 = fdiv float %26, %11
  br label %30

13:                                               ; preds = %13, %8
  %14 = phi i64 [ 0, %8 ], [ %27, %13 ]
  %15 = phi float [ 0.000000e+00, %8 ], [ %26, %13 ]
  %16 = load i64, ptr %0, align 8, !tbaa !174
  %17 = mul i64 %16, %14
  %18 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !207
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !210
  %20 = load i64, ptr %19, align 8
  %21 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #24
  %22 = getelementptr float, ptr %21, i64 %20
  %23 = getelementptr float, ptr %22, i64 %17
  %24 = getelementptr float, ptr %23, i64 %4
  %25 = load float, ptr %24, align 4, !tbaa !49
  %26 = fadd float %15, %25
  %27 = add nuw i64 %14, 1
  %28 = load i64, ptr %5, align 8, !tbaa !178
  %29 = icmp ult i64 %27, %28
  br i1 %29, label %13, label %10, !llvm.loop !213

30:                                               ; preds = %2, %10
  %31 = phi float [ 0x7FF8000000000000, %2 ], [ %12, %10 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 48
  %33 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %32), !noalias !214
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %32), !noalias !217
  %35 = load i64, ptr %34, align 8
  %36 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %32) #24
  %37 = getelementptr float, ptr %36, i64 %35
  %38 = getelementptr float, ptr %37, i64 %4
  store float %31, ptr %38, align 4, !tbaa !49
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #14 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !206
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.29) #27
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
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
  %41 = load ptr, ptr %38, align 8, !tbaa !202
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #26
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !200
  store ptr %45, ptr %4, align 8, !tbaa !206
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !202
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #20

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %13 = alloca %"class.sycl::_V1::accessor.94", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.126, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !220
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %17 = getelementptr inbounds i8, ptr %16, i64 136
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.15, ptr %8, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.21, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 83, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %21, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %22 unwind label %331

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #24
  store i32 5, ptr %7, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %333

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %26 = getelementptr inbounds i8, ptr %10, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !28
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !30
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !31
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !33
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !36
  %43 = load ptr, ptr %34, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  %46 = load ptr, ptr %34, align 8, !tbaa !37
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !40
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !41

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !42

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !28
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %10, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !44
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #26
  br label %74

74:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  %75 = getelementptr inbounds i8, ptr %16, i64 152
  %76 = load ptr, ptr %75, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.15, ptr %6, align 8
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 84, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %79, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %80 unwind label %335

80:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %83 unwind label %81

81:                                               ; preds = %80
  %82 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  br label %337

83:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %84 = getelementptr inbounds i8, ptr %12, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !28
  %86 = getelementptr inbounds i8, ptr %12, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !30
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %83, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %83 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !31
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !33
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !36
  %101 = load ptr, ptr %92, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #24
  %104 = load ptr, ptr %92, align 8, !tbaa !37
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #24
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !40
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !41

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #24
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !42

121:                                              ; preds = %118
  %122 = load ptr, ptr %84, align 8, !tbaa !28
  br label %123

123:                                              ; preds = %121, %83
  %124 = phi ptr [ %122, %121 ], [ %85, %83 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %12, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !44
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #26
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  %133 = getelementptr inbounds i8, ptr %16, i64 160
  %134 = load ptr, ptr %133, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  %135 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %136 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %136, align 8
  %137 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 85, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %138, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %134, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %139 unwind label %339

139:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %134, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %142 unwind label %140

140:                                              ; preds = %139
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %341

142:                                              ; preds = %139
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %143 = load ptr, ptr %135, align 8, !tbaa !28
  %144 = getelementptr inbounds i8, ptr %14, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !30
  %146 = icmp eq ptr %143, %145
  br i1 %146, label %181, label %147

147:                                              ; preds = %142, %176
  %148 = phi ptr [ %177, %176 ], [ %143, %142 ]
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
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %165
  %169 = add nsw i32 %156, -1
  store i32 %169, ptr %153, align 4, !tbaa !40
  br label %172

170:                                              ; preds = %165
  %171 = atomicrmw volatile add ptr %153, i32 -1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %168
  %173 = phi i32 [ %156, %168 ], [ %171, %170 ]
  %174 = icmp eq i32 %173, 1
  br i1 %174, label %175, label %176, !prof !41

175:                                              ; preds = %172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #24
  br label %176

176:                                              ; preds = %175, %172, %157, %147
  %177 = getelementptr inbounds i8, ptr %148, i64 16
  %178 = icmp eq ptr %177, %145
  br i1 %178, label %179, label %147, !llvm.loop !42

179:                                              ; preds = %176
  %180 = load ptr, ptr %135, align 8, !tbaa !28
  br label %181

181:                                              ; preds = %179, %142
  %182 = phi ptr [ %180, %179 ], [ %143, %142 ]
  %183 = icmp eq ptr %182, null
  br i1 %183, label %190, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %14, i64 24
  %186 = load ptr, ptr %185, align 8, !tbaa !44
  %187 = ptrtoint ptr %186 to i64
  %188 = ptrtoint ptr %182 to i64
  %189 = sub i64 %187, %188
  call void @_ZdlPvm(ptr noundef nonnull %182, i64 noundef %189) #26
  br label %190

190:                                              ; preds = %184, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  %191 = load i64, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #24
  store i64 %191, ptr %15, align 8, !tbaa !222
  %192 = getelementptr inbounds i8, ptr %15, i64 8
  %193 = getelementptr inbounds i8, ptr %16, i64 8
  %194 = load i64, ptr %193, align 8, !tbaa !23
  store i64 %194, ptr %192, align 8, !tbaa !224
  %195 = getelementptr inbounds i8, ptr %15, i64 16
  %196 = load ptr, ptr %11, align 8, !tbaa !179
  store ptr %196, ptr %195, align 8, !tbaa !179
  %197 = getelementptr inbounds i8, ptr %15, i64 24
  %198 = getelementptr inbounds i8, ptr %11, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !31
  store ptr %199, ptr %197, align 8, !tbaa !31
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %190
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !40
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !40
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %190, %205, %208
  %211 = getelementptr inbounds i8, ptr %15, i64 32
  %212 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull align 8 dereferenceable(16) %212, i64 16, i1 false)
  %213 = getelementptr inbounds i8, ptr %15, i64 48
  %214 = load ptr, ptr %9, align 8, !tbaa !179
  store ptr %214, ptr %213, align 8, !tbaa !179
  %215 = getelementptr inbounds i8, ptr %15, i64 56
  %216 = getelementptr inbounds i8, ptr %9, i64 8
  %217 = load ptr, ptr %216, align 8, !tbaa !31
  store ptr %217, ptr %215, align 8, !tbaa !31
  %218 = icmp eq ptr %217, null
  br i1 %218, label %228, label %219

219:                                              ; preds = %210
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %219
  %224 = load i32, ptr %220, align 4, !tbaa !40
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %220, align 4, !tbaa !40
  br label %228

226:                                              ; preds = %219
  %227 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  br label %228

228:                                              ; preds = %210, %223, %226
  %229 = getelementptr inbounds i8, ptr %15, i64 64
  %230 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %229, ptr noundef nonnull align 8 dereferenceable(16) %230, i64 16, i1 false)
  %231 = getelementptr inbounds i8, ptr %15, i64 80
  %232 = load ptr, ptr %13, align 8, !tbaa !179
  store ptr %232, ptr %231, align 8, !tbaa !179
  %233 = getelementptr inbounds i8, ptr %15, i64 88
  %234 = getelementptr inbounds i8, ptr %13, i64 8
  %235 = load ptr, ptr %234, align 8, !tbaa !31
  store ptr %235, ptr %233, align 8, !tbaa !31
  %236 = icmp eq ptr %235, null
  br i1 %236, label %246, label %237

237:                                              ; preds = %228
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %237
  %242 = load i32, ptr %238, align 4, !tbaa !40
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %238, align 4, !tbaa !40
  br label %246

244:                                              ; preds = %237
  %245 = atomicrmw volatile add ptr %238, i32 1 acq_rel, align 4
  br label %246

246:                                              ; preds = %228, %241, %244
  %247 = getelementptr inbounds i8, ptr %15, i64 96
  %248 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %247, ptr noundef nonnull align 8 dereferenceable(16) %248, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %191, ptr noundef nonnull align 8 dereferenceable(112) %15)
          to label %249 unwind label %343

249:                                              ; preds = %246
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #24
  %250 = load ptr, ptr %234, align 8, !tbaa !31
  %251 = icmp eq ptr %250, null
  br i1 %251, label %276, label %252

252:                                              ; preds = %249
  %253 = getelementptr inbounds i8, ptr %250, i64 8
  %254 = load atomic i64, ptr %253 acquire, align 8
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %253, align 8, !tbaa !33
  %258 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %258, align 4, !tbaa !36
  %259 = load ptr, ptr %250, align 8, !tbaa !37
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  %262 = load ptr, ptr %250, align 8, !tbaa !37
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %253, align 4, !tbaa !40
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %253, i32 -1 acq_rel, align 4
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !41

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  br label %276

276:                                              ; preds = %249, %257, %272, %275
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  %277 = load ptr, ptr %198, align 8, !tbaa !31
  %278 = icmp eq ptr %277, null
  br i1 %278, label %303, label %279

279:                                              ; preds = %276
  %280 = getelementptr inbounds i8, ptr %277, i64 8
  %281 = load atomic i64, ptr %280 acquire, align 8
  %282 = icmp eq i64 %281, 4294967297
  %283 = trunc i64 %281 to i32
  br i1 %282, label %284, label %292

284:                                              ; preds = %279
  store i32 0, ptr %280, align 8, !tbaa !33
  %285 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %285, align 4, !tbaa !36
  %286 = load ptr, ptr %277, align 8, !tbaa !37
  %287 = getelementptr inbounds i8, ptr %286, i64 16
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %277) #24
  %289 = load ptr, ptr %277, align 8, !tbaa !37
  %290 = getelementptr inbounds i8, ptr %289, i64 24
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %277) #24
  br label %303

292:                                              ; preds = %279
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %297, label %295

295:                                              ; preds = %292
  %296 = add nsw i32 %283, -1
  store i32 %296, ptr %280, align 4, !tbaa !40
  br label %299

297:                                              ; preds = %292
  %298 = atomicrmw volatile add ptr %280, i32 -1 acq_rel, align 4
  br label %299

299:                                              ; preds = %297, %295
  %300 = phi i32 [ %283, %295 ], [ %298, %297 ]
  %301 = icmp eq i32 %300, 1
  br i1 %301, label %302, label %303, !prof !41

302:                                              ; preds = %299
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #24
  br label %303

303:                                              ; preds = %276, %284, %299, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  %304 = load ptr, ptr %216, align 8, !tbaa !31
  %305 = icmp eq ptr %304, null
  br i1 %305, label %330, label %306

306:                                              ; preds = %303
  %307 = getelementptr inbounds i8, ptr %304, i64 8
  %308 = load atomic i64, ptr %307 acquire, align 8
  %309 = icmp eq i64 %308, 4294967297
  %310 = trunc i64 %308 to i32
  br i1 %309, label %311, label %319

311:                                              ; preds = %306
  store i32 0, ptr %307, align 8, !tbaa !33
  %312 = getelementptr inbounds i8, ptr %304, i64 12
  store i32 0, ptr %312, align 4, !tbaa !36
  %313 = load ptr, ptr %304, align 8, !tbaa !37
  %314 = getelementptr inbounds i8, ptr %313, i64 16
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %304) #24
  %316 = load ptr, ptr %304, align 8, !tbaa !37
  %317 = getelementptr inbounds i8, ptr %316, i64 24
  %318 = load ptr, ptr %317, align 8
  call void %318(ptr noundef nonnull align 8 dereferenceable(16) %304) #24
  br label %330

319:                                              ; preds = %306
  %320 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %321 = icmp eq i8 %320, 0
  br i1 %321, label %324, label %322

322:                                              ; preds = %319
  %323 = add nsw i32 %310, -1
  store i32 %323, ptr %307, align 4, !tbaa !40
  br label %326

324:                                              ; preds = %319
  %325 = atomicrmw volatile add ptr %307, i32 -1 acq_rel, align 4
  br label %326

326:                                              ; preds = %324, %322
  %327 = phi i32 [ %310, %322 ], [ %325, %324 ]
  %328 = icmp eq i32 %327, 1
  br i1 %328, label %329, label %330, !prof !41

329:                                              ; preds = %326
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %304) #24
  br label %330

330:                                              ; preds = %303, %311, %326, %329
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  ret void

331:                                              ; preds = %2
  %332 = landingpad { ptr, i32 }
          cleanup
  br label %333

333:                                              ; preds = %23, %331
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %24, %23 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %349

335:                                              ; preds = %74
  %336 = landingpad { ptr, i32 }
          cleanup
  br label %337

337:                                              ; preds = %81, %335
  %338 = phi { ptr, i32 } [ %336, %335 ], [ %82, %81 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %347

339:                                              ; preds = %132
  %340 = landingpad { ptr, i32 }
          cleanup
  br label %341

341:                                              ; preds = %140, %339
  %342 = phi { ptr, i32 } [ %340, %339 ], [ %141, %140 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  br label %345

343:                                              ; preds = %246
  %344 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi { ptr, i32 } [ %344, %343 ], [ %342, %341 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  br label %347

347:                                              ; preds = %345, %337
  %348 = phi { ptr, i32 } [ %346, %345 ], [ %338, %337 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %349

349:                                              ; preds = %347, %333
  %350 = phi { ptr, i32 } [ %348, %347 ], [ %334, %333 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  resume { ptr, i32 } %350
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 56
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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 24
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
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !40
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !41

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(112) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.126, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
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
  %45 = load ptr, ptr %44, align 8, !tbaa !179
  store ptr %45, ptr %43, align 8, !tbaa !179
  %46 = getelementptr inbounds i8, ptr %4, i64 88
  %47 = getelementptr inbounds i8, ptr %2, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %48, ptr %46, align 8, !tbaa !31
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !40
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !40
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %4, i64 96
  %61 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #24
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #24
  resume { ptr, i32 } %64
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.100", align 8
  %5 = alloca %class.anon.126, align 8
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.24)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %39, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %40, %39 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.33)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !225
  store i64 %1, ptr %4, align 8, !tbaa !101, !alias.scope !225
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = load <2 x ptr>, ptr %21, align 8, !tbaa !5
  store ptr null, ptr %22, align 8, !tbaa !31
  store <2 x ptr> %23, ptr %20, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !179
  %24 = getelementptr inbounds i8, ptr %5, i64 32
  %25 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 48
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = load <2 x ptr>, ptr %27, align 8, !tbaa !5
  store ptr null, ptr %28, align 8, !tbaa !31
  store <2 x ptr> %29, ptr %26, align 8, !tbaa !5
  store ptr null, ptr %27, align 8, !tbaa !179
  %30 = getelementptr inbounds i8, ptr %5, i64 64
  %31 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %31, i64 16, i1 false)
  %32 = getelementptr inbounds i8, ptr %5, i64 80
  %33 = getelementptr inbounds i8, ptr %2, i64 80
  %34 = getelementptr inbounds i8, ptr %2, i64 88
  %35 = load <2 x ptr>, ptr %33, align 8, !tbaa !5
  store ptr null, ptr %34, align 8, !tbaa !31
  store <2 x ptr> %35, ptr %32, align 8, !tbaa !5
  store ptr null, ptr %33, align 8, !tbaa !179
  %36 = getelementptr inbounds i8, ptr %5, i64 96
  %37 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 8 dereferenceable(16) %37, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %38 unwind label %39

38:                                               ; preds = %18
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #24
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

39:                                               ; preds = %18
  %40 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #24
  br label %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.129", align 8
  %4 = alloca %"class.std::vector.111", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.129") align 8 %3, ptr noundef nonnull align 8 dereferenceable(112) %1)
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
  call void %18(ptr noundef nonnull align 8 dereferenceable(120) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnStddevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.111") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !200
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !202
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(19) ptr @_Znam(i64 noundef 19) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(18) %35, ptr noundef nonnull align 1 dereferenceable(18) @.str.33, i64 18, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 18
  store i8 0, ptr %36, align 1, !tbaa !39
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
  %43 = load ptr, ptr %4, align 8, !tbaa !200
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !202
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.126, align 8
  %4 = alloca %class.anon.126, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
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
  %45 = load ptr, ptr %44, align 8, !tbaa !179
  store ptr %45, ptr %43, align 8, !tbaa !179
  %46 = getelementptr inbounds i8, ptr %4, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %48, ptr %46, align 8, !tbaa !31
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !40
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !40
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
  %63 = load ptr, ptr %5, align 8, !tbaa !179
  store ptr %63, ptr %62, align 8, !tbaa !179
  %64 = getelementptr inbounds i8, ptr %3, i64 24
  %65 = load ptr, ptr %8, align 8, !tbaa !31
  store ptr %65, ptr %64, align 8, !tbaa !31
  %66 = icmp eq ptr %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %59
  %68 = getelementptr inbounds i8, ptr %65, i64 8
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i32, ptr %68, align 4, !tbaa !40
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %68, align 4, !tbaa !40
  br label %76

74:                                               ; preds = %67
  %75 = atomicrmw volatile add ptr %68, i32 1 acq_rel, align 4
  br label %76

76:                                               ; preds = %74, %71, %59
  %77 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %77, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %78 = getelementptr inbounds i8, ptr %3, i64 48
  %79 = load ptr, ptr %24, align 8, !tbaa !179
  store ptr %79, ptr %78, align 8, !tbaa !179
  %80 = getelementptr inbounds i8, ptr %3, i64 56
  %81 = load ptr, ptr %27, align 8, !tbaa !31
  store ptr %81, ptr %80, align 8, !tbaa !31
  %82 = icmp eq ptr %81, null
  br i1 %82, label %92, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %90, label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %84, align 4, !tbaa !40
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %84, align 4, !tbaa !40
  br label %92

90:                                               ; preds = %83
  %91 = atomicrmw volatile add ptr %84, i32 1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %87, %76
  %93 = getelementptr inbounds i8, ptr %3, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %93, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %94 = getelementptr inbounds i8, ptr %3, i64 80
  %95 = load ptr, ptr %43, align 8, !tbaa !179
  store ptr %95, ptr %94, align 8, !tbaa !179
  %96 = getelementptr inbounds i8, ptr %3, i64 88
  %97 = load ptr, ptr %46, align 8, !tbaa !31
  store ptr %97, ptr %96, align 8, !tbaa !31
  %98 = icmp eq ptr %97, null
  br i1 %98, label %108, label %99

99:                                               ; preds = %92
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %106, label %103

103:                                              ; preds = %99
  %104 = load i32, ptr %100, align 4, !tbaa !40
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %100, align 4, !tbaa !40
  br label %108

106:                                              ; preds = %99
  %107 = atomicrmw volatile add ptr %100, i32 1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %103, %92
  %109 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %109, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3)
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #24
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.129") align 8 %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.126, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %3, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
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
  %45 = load ptr, ptr %44, align 8, !tbaa !179
  store ptr %45, ptr %43, align 8, !tbaa !179
  %46 = getelementptr inbounds i8, ptr %3, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %48, ptr %46, align 8, !tbaa !31
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !40
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !40
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %3, i64 96
  %61 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %4, i64 24
  %64 = load ptr, ptr %5, align 8, !tbaa !179
  store ptr %64, ptr %63, align 8, !tbaa !179
  %65 = getelementptr inbounds i8, ptr %4, i64 32
  %66 = load ptr, ptr %8, align 8, !tbaa !31
  store ptr %66, ptr %65, align 8, !tbaa !31
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %59
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %69, align 4, !tbaa !40
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %69, align 4, !tbaa !40
  br label %77

75:                                               ; preds = %68
  %76 = atomicrmw volatile add ptr %69, i32 1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %72, %59
  %78 = getelementptr inbounds i8, ptr %4, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %78, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %79 = getelementptr inbounds i8, ptr %4, i64 56
  %80 = load ptr, ptr %24, align 8, !tbaa !179
  store ptr %80, ptr %79, align 8, !tbaa !179
  %81 = getelementptr inbounds i8, ptr %4, i64 64
  %82 = load ptr, ptr %27, align 8, !tbaa !31
  store ptr %82, ptr %81, align 8, !tbaa !31
  %83 = icmp eq ptr %82, null
  br i1 %83, label %93, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %91, label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %85, align 4, !tbaa !40
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %85, align 4, !tbaa !40
  br label %93

91:                                               ; preds = %84
  %92 = atomicrmw volatile add ptr %85, i32 1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %88, %77
  %94 = getelementptr inbounds i8, ptr %4, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %94, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %95 = getelementptr inbounds i8, ptr %4, i64 88
  %96 = load ptr, ptr %43, align 8, !tbaa !179
  store ptr %96, ptr %95, align 8, !tbaa !179
  %97 = getelementptr inbounds i8, ptr %4, i64 96
  %98 = load ptr, ptr %46, align 8, !tbaa !31
  store ptr %98, ptr %97, align 8, !tbaa !31
  %99 = icmp eq ptr %98, null
  br i1 %99, label %109, label %100

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %101, align 4, !tbaa !40
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %101, align 4, !tbaa !40
  br label %109

107:                                              ; preds = %100
  %108 = atomicrmw volatile add ptr %101, i32 1 acq_rel, align 4
  br label %109

109:                                              ; preds = %93, %104, %107
  %110 = getelementptr inbounds i8, ptr %4, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %110, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI12ColumnStddevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.111") align 8 %0) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #28
  store ptr %4, ptr %0, align 8, !tbaa !200
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !202
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !202
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %13 = load ptr, ptr %7, align 8, !tbaa !206
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !206
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
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !202
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %23 = load ptr, ptr %7, align 8, !tbaa !206
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !206
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
  store i64 17446157156352, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !202
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %33 = load ptr, ptr %7, align 8, !tbaa !206
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !206
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
  %39 = load ptr, ptr %0, align 8, !tbaa !200
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !202
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #26
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.126, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !179
  store ptr %6, ptr %4, align 8, !tbaa !179
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !31
  store ptr %9, ptr %7, align 8, !tbaa !31
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !40
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !40
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
  %25 = load ptr, ptr %24, align 8, !tbaa !179
  store ptr %25, ptr %23, align 8, !tbaa !179
  %26 = getelementptr inbounds i8, ptr %2, i64 56
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !31
  store ptr %28, ptr %26, align 8, !tbaa !31
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !40
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !40
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
  %44 = load ptr, ptr %43, align 8, !tbaa !179
  store ptr %44, ptr %42, align 8, !tbaa !179
  %45 = getelementptr inbounds i8, ptr %2, i64 88
  %46 = getelementptr inbounds i8, ptr %0, i64 96
  %47 = load ptr, ptr %46, align 8, !tbaa !31
  store ptr %47, ptr %45, align 8, !tbaa !31
  %48 = icmp eq ptr %47, null
  br i1 %48, label %58, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !40
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !40
  br label %58

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4
  br label %58

58:                                               ; preds = %39, %53, %56
  %59 = getelementptr inbounds i8, ptr %2, i64 96
  %60 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  invoke void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %2, i64 0)
          to label %61 unwind label %62

61:                                               ; preds = %58
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #24
  ret void

62:                                               ; preds = %58
  %63 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #24
  resume { ptr, i32 } %63
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !228
  %5 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !231
  %6 = load i64, ptr %5, align 8
  %7 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %8 = getelementptr float, ptr %7, i64 %6
  %9 = getelementptr float, ptr %8, i64 %1
  %10 = load float, ptr %9, align 4, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !224
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %0, i64 48
  br label %31

16:                                               ; preds = %31
  %17 = uitofp i64 %47 to float
  %18 = fdiv float %45, %17
  br label %19

19:                                               ; preds = %16, %2
  %20 = phi float [ 0x7FF8000000000000, %2 ], [ %18, %16 ]
  %21 = tail call noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef %20)
  %22 = fcmp ole float %21, 0x3F1A36E2E0000000
  %23 = select i1 %22, float 1.000000e+00, float %21
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24), !noalias !234
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24), !noalias !237
  %27 = load i64, ptr %26, align 8
  %28 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %29 = getelementptr float, ptr %28, i64 %27
  %30 = getelementptr float, ptr %29, i64 %1
  store float %23, ptr %30, align 4, !tbaa !49
  ret void

31:                                               ; preds = %14, %31
  %32 = phi float [ 0.000000e+00, %14 ], [ %45, %31 ]
  %33 = phi i64 [ 0, %14 ], [ %46, %31 ]
  %34 = load i64, ptr %0, align 8, !tbaa !222
  %35 = mul i64 %34, %33
  %36 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %15), !noalias !240
  %37 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %15), !noalias !243
  %38 = load i64, ptr %37, align 8
  %39 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  %40 = getelementptr float, ptr %39, i64 %38
  %41 = getelementptr float, ptr %40, i64 %35
  %42 = getelementptr float, ptr %41, i64 %1
  %43 = load float, ptr %42, align 4, !tbaa !49
  %44 = fsub float %43, %10
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %44, float %32)
  %46 = add nuw i64 %33, 1
  %47 = load i64, ptr %11, align 8, !tbaa !224
  %48 = icmp ult i64 %46, %47
  br i1 %48, label %31, label %16, !llvm.loop !246
}

declare noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca i32, align 4
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"class.sycl::_V1::accessor", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"class.sycl::_V1::accessor.94", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %class.anon.143, align 8
  %20 = load ptr, ptr %0, align 8, !tbaa !247
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  %21 = getelementptr inbounds i8, ptr %20, i64 136
  %22 = load ptr, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr @.str.15, ptr %10, align 8
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.21, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 102, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 22, ptr %25, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %22, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %26 unwind label %440

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #24
  store i32 5, ptr %9, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %29 unwind label %27

27:                                               ; preds = %26
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  br label %442

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %30 = getelementptr inbounds i8, ptr %12, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = getelementptr inbounds i8, ptr %12, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !30
  %34 = icmp eq ptr %31, %33
  br i1 %34, label %69, label %35

35:                                               ; preds = %29, %64
  %36 = phi ptr [ %65, %64 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !31
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !33
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !36
  %47 = load ptr, ptr %38, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  %50 = load ptr, ptr %38, align 8, !tbaa !37
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  br label %64

53:                                               ; preds = %40
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %53
  %57 = add nsw i32 %44, -1
  store i32 %57, ptr %41, align 4, !tbaa !40
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !41

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  br label %64

64:                                               ; preds = %63, %60, %45, %35
  %65 = getelementptr inbounds i8, ptr %36, i64 16
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %35, !llvm.loop !42

67:                                               ; preds = %64
  %68 = load ptr, ptr %30, align 8, !tbaa !28
  br label %69

69:                                               ; preds = %67, %29
  %70 = phi ptr [ %68, %67 ], [ %31, %29 ]
  %71 = icmp eq ptr %70, null
  br i1 %71, label %78, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %12, i64 24
  %74 = load ptr, ptr %73, align 8, !tbaa !44
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %70 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #26
  br label %78

78:                                               ; preds = %72, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  %79 = getelementptr inbounds i8, ptr %20, i64 152
  %80 = load ptr, ptr %79, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.15, ptr %8, align 8
  %81 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.21, ptr %81, align 8
  %82 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 103, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %83, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %80, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %84 unwind label %444

84:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #24
  store i32 5, ptr %7, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %87 unwind label %85

85:                                               ; preds = %84
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %446

87:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %88 = getelementptr inbounds i8, ptr %14, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !28
  %90 = getelementptr inbounds i8, ptr %14, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !30
  %92 = icmp eq ptr %89, %91
  br i1 %92, label %127, label %93

93:                                               ; preds = %87, %122
  %94 = phi ptr [ %123, %122 ], [ %89, %87 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !31
  %97 = icmp eq ptr %96, null
  br i1 %97, label %122, label %98

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load atomic i64, ptr %99 acquire, align 8
  %101 = icmp eq i64 %100, 4294967297
  %102 = trunc i64 %100 to i32
  br i1 %101, label %103, label %111

103:                                              ; preds = %98
  store i32 0, ptr %99, align 8, !tbaa !33
  %104 = getelementptr inbounds i8, ptr %96, i64 12
  store i32 0, ptr %104, align 4, !tbaa !36
  %105 = load ptr, ptr %96, align 8, !tbaa !37
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  %108 = load ptr, ptr %96, align 8, !tbaa !37
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  br label %122

111:                                              ; preds = %98
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %102, -1
  store i32 %115, ptr %99, align 4, !tbaa !40
  br label %118

116:                                              ; preds = %111
  %117 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %102, %114 ], [ %117, %116 ]
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %122, !prof !41

121:                                              ; preds = %118
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  br label %122

122:                                              ; preds = %121, %118, %103, %93
  %123 = getelementptr inbounds i8, ptr %94, i64 16
  %124 = icmp eq ptr %123, %91
  br i1 %124, label %125, label %93, !llvm.loop !42

125:                                              ; preds = %122
  %126 = load ptr, ptr %88, align 8, !tbaa !28
  br label %127

127:                                              ; preds = %125, %87
  %128 = phi ptr [ %126, %125 ], [ %89, %87 ]
  %129 = icmp eq ptr %128, null
  br i1 %129, label %136, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %14, i64 24
  %132 = load ptr, ptr %131, align 8, !tbaa !44
  %133 = ptrtoint ptr %132 to i64
  %134 = ptrtoint ptr %128 to i64
  %135 = sub i64 %133, %134
  call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef %135) #26
  br label %136

136:                                              ; preds = %130, %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #24
  %137 = getelementptr inbounds i8, ptr %20, i64 160
  %138 = load ptr, ptr %137, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.15, ptr %6, align 8
  %139 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %139, align 8
  %140 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 104, ptr %140, align 8
  %141 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %141, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(33) %138, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %142 unwind label %448

142:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %138, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %145 unwind label %143

143:                                              ; preds = %142
  %144 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #24
  br label %450

145:                                              ; preds = %142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %146 = getelementptr inbounds i8, ptr %16, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !28
  %148 = getelementptr inbounds i8, ptr %16, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !30
  %150 = icmp eq ptr %147, %149
  br i1 %150, label %185, label %151

151:                                              ; preds = %145, %180
  %152 = phi ptr [ %181, %180 ], [ %147, %145 ]
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
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  %166 = load ptr, ptr %154, align 8, !tbaa !37
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !40
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !41

179:                                              ; preds = %176
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #24
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %181, %149
  br i1 %182, label %183, label %151, !llvm.loop !42

183:                                              ; preds = %180
  %184 = load ptr, ptr %146, align 8, !tbaa !28
  br label %185

185:                                              ; preds = %183, %145
  %186 = phi ptr [ %184, %183 ], [ %147, %145 ]
  %187 = icmp eq ptr %186, null
  br i1 %187, label %194, label %188

188:                                              ; preds = %185
  %189 = getelementptr inbounds i8, ptr %16, i64 24
  %190 = load ptr, ptr %189, align 8, !tbaa !44
  %191 = ptrtoint ptr %190 to i64
  %192 = ptrtoint ptr %186 to i64
  %193 = sub i64 %191, %192
  call void @_ZdlPvm(ptr noundef nonnull %186, i64 noundef %193) #26
  br label %194

194:                                              ; preds = %188, %185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #24
  %195 = getelementptr inbounds i8, ptr %20, i64 144
  %196 = load ptr, ptr %195, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #24
  %197 = getelementptr inbounds i8, ptr %18, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %197, i8 0, i64 24, i1 false)
  store i64 16, ptr %18, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %198 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %198, align 8
  %199 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 105, ptr %199, align 8
  %200 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %200, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(33) %196, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %201 unwind label %452

201:                                              ; preds = %194
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %196, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %204 unwind label %202

202:                                              ; preds = %201
  %203 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #24
  br label %454

204:                                              ; preds = %201
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %205 = load ptr, ptr %197, align 8, !tbaa !28
  %206 = getelementptr inbounds i8, ptr %18, i64 16
  %207 = load ptr, ptr %206, align 8, !tbaa !30
  %208 = icmp eq ptr %205, %207
  br i1 %208, label %243, label %209

209:                                              ; preds = %204, %238
  %210 = phi ptr [ %239, %238 ], [ %205, %204 ]
  %211 = getelementptr inbounds i8, ptr %210, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !31
  %213 = icmp eq ptr %212, null
  br i1 %213, label %238, label %214

214:                                              ; preds = %209
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load atomic i64, ptr %215 acquire, align 8
  %217 = icmp eq i64 %216, 4294967297
  %218 = trunc i64 %216 to i32
  br i1 %217, label %219, label %227

219:                                              ; preds = %214
  store i32 0, ptr %215, align 8, !tbaa !33
  %220 = getelementptr inbounds i8, ptr %212, i64 12
  store i32 0, ptr %220, align 4, !tbaa !36
  %221 = load ptr, ptr %212, align 8, !tbaa !37
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %212) #24
  %224 = load ptr, ptr %212, align 8, !tbaa !37
  %225 = getelementptr inbounds i8, ptr %224, i64 24
  %226 = load ptr, ptr %225, align 8
  call void %226(ptr noundef nonnull align 8 dereferenceable(16) %212) #24
  br label %238

227:                                              ; preds = %214
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %232, label %230

230:                                              ; preds = %227
  %231 = add nsw i32 %218, -1
  store i32 %231, ptr %215, align 4, !tbaa !40
  br label %234

232:                                              ; preds = %227
  %233 = atomicrmw volatile add ptr %215, i32 -1 acq_rel, align 4
  br label %234

234:                                              ; preds = %232, %230
  %235 = phi i32 [ %218, %230 ], [ %233, %232 ]
  %236 = icmp eq i32 %235, 1
  br i1 %236, label %237, label %238, !prof !41

237:                                              ; preds = %234
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %212) #24
  br label %238

238:                                              ; preds = %237, %234, %219, %209
  %239 = getelementptr inbounds i8, ptr %210, i64 16
  %240 = icmp eq ptr %239, %207
  br i1 %240, label %241, label %209, !llvm.loop !42

241:                                              ; preds = %238
  %242 = load ptr, ptr %197, align 8, !tbaa !28
  br label %243

243:                                              ; preds = %241, %204
  %244 = phi ptr [ %242, %241 ], [ %205, %204 ]
  %245 = icmp eq ptr %244, null
  br i1 %245, label %252, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %18, i64 24
  %248 = load ptr, ptr %247, align 8, !tbaa !44
  %249 = ptrtoint ptr %248 to i64
  %250 = ptrtoint ptr %244 to i64
  %251 = sub i64 %249, %250
  call void @_ZdlPvm(ptr noundef nonnull %244, i64 noundef %251) #26
  br label %252

252:                                              ; preds = %243, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  %253 = getelementptr inbounds i8, ptr %20, i64 8
  %254 = load i64, ptr %253, align 8, !tbaa !23
  %255 = uitofp i64 %254 to float
  %256 = call float @llvm.sqrt.f32(float %255)
  %257 = load i64, ptr %20, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %19) #24
  store i64 %257, ptr %19, align 8, !tbaa !249
  %258 = getelementptr inbounds i8, ptr %19, i64 8
  %259 = load ptr, ptr %17, align 8, !tbaa !179
  store ptr %259, ptr %258, align 8, !tbaa !179
  %260 = getelementptr inbounds i8, ptr %19, i64 16
  %261 = getelementptr inbounds i8, ptr %17, i64 8
  %262 = load ptr, ptr %261, align 8, !tbaa !31
  store ptr %262, ptr %260, align 8, !tbaa !31
  %263 = icmp eq ptr %262, null
  br i1 %263, label %273, label %264

264:                                              ; preds = %252
  %265 = getelementptr inbounds i8, ptr %262, i64 8
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %271, label %268

268:                                              ; preds = %264
  %269 = load i32, ptr %265, align 4, !tbaa !40
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %265, align 4, !tbaa !40
  br label %273

271:                                              ; preds = %264
  %272 = atomicrmw volatile add ptr %265, i32 1 acq_rel, align 4
  br label %273

273:                                              ; preds = %252, %268, %271
  %274 = getelementptr inbounds i8, ptr %19, i64 24
  %275 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %274, ptr noundef nonnull align 8 dereferenceable(16) %275, i64 16, i1 false)
  %276 = getelementptr inbounds i8, ptr %19, i64 40
  %277 = load ptr, ptr %11, align 8, !tbaa !179
  store ptr %277, ptr %276, align 8, !tbaa !179
  %278 = getelementptr inbounds i8, ptr %19, i64 48
  %279 = getelementptr inbounds i8, ptr %11, i64 8
  %280 = load ptr, ptr %279, align 8, !tbaa !31
  store ptr %280, ptr %278, align 8, !tbaa !31
  %281 = icmp eq ptr %280, null
  br i1 %281, label %291, label %282

282:                                              ; preds = %273
  %283 = getelementptr inbounds i8, ptr %280, i64 8
  %284 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %289, label %286

286:                                              ; preds = %282
  %287 = load i32, ptr %283, align 4, !tbaa !40
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %283, align 4, !tbaa !40
  br label %291

289:                                              ; preds = %282
  %290 = atomicrmw volatile add ptr %283, i32 1 acq_rel, align 4
  br label %291

291:                                              ; preds = %273, %286, %289
  %292 = getelementptr inbounds i8, ptr %19, i64 56
  %293 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %292, ptr noundef nonnull align 8 dereferenceable(16) %293, i64 16, i1 false)
  %294 = getelementptr inbounds i8, ptr %19, i64 72
  %295 = load ptr, ptr %13, align 8, !tbaa !179
  store ptr %295, ptr %294, align 8, !tbaa !179
  %296 = getelementptr inbounds i8, ptr %19, i64 80
  %297 = getelementptr inbounds i8, ptr %13, i64 8
  %298 = load ptr, ptr %297, align 8, !tbaa !31
  store ptr %298, ptr %296, align 8, !tbaa !31
  %299 = icmp eq ptr %298, null
  br i1 %299, label %309, label %300

300:                                              ; preds = %291
  %301 = getelementptr inbounds i8, ptr %298, i64 8
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %307, label %304

304:                                              ; preds = %300
  %305 = load i32, ptr %301, align 4, !tbaa !40
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %301, align 4, !tbaa !40
  br label %309

307:                                              ; preds = %300
  %308 = atomicrmw volatile add ptr %301, i32 1 acq_rel, align 4
  br label %309

309:                                              ; preds = %291, %304, %307
  %310 = getelementptr inbounds i8, ptr %19, i64 88
  %311 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %310, ptr noundef nonnull align 8 dereferenceable(16) %311, i64 16, i1 false)
  %312 = getelementptr inbounds i8, ptr %19, i64 104
  store float %256, ptr %312, align 8, !tbaa !251
  %313 = getelementptr inbounds i8, ptr %19, i64 112
  %314 = load ptr, ptr %15, align 8, !tbaa !179
  store ptr %314, ptr %313, align 8, !tbaa !179
  %315 = getelementptr inbounds i8, ptr %19, i64 120
  %316 = getelementptr inbounds i8, ptr %15, i64 8
  %317 = load ptr, ptr %316, align 8, !tbaa !31
  store ptr %317, ptr %315, align 8, !tbaa !31
  %318 = icmp eq ptr %317, null
  br i1 %318, label %328, label %319

319:                                              ; preds = %309
  %320 = getelementptr inbounds i8, ptr %317, i64 8
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %319
  %324 = load i32, ptr %320, align 4, !tbaa !40
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %320, align 4, !tbaa !40
  br label %328

326:                                              ; preds = %319
  %327 = atomicrmw volatile add ptr %320, i32 1 acq_rel, align 4
  br label %328

328:                                              ; preds = %309, %323, %326
  %329 = getelementptr inbounds i8, ptr %19, i64 128
  %330 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %329, ptr noundef nonnull align 8 dereferenceable(16) %330, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %254, i64 %257, ptr noundef nonnull align 8 dereferenceable(144) %19)
          to label %331 unwind label %456

331:                                              ; preds = %328
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %19) #24
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %19) #24
  %332 = load ptr, ptr %261, align 8, !tbaa !31
  %333 = icmp eq ptr %332, null
  br i1 %333, label %358, label %334

334:                                              ; preds = %331
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load atomic i64, ptr %335 acquire, align 8
  %337 = icmp eq i64 %336, 4294967297
  %338 = trunc i64 %336 to i32
  br i1 %337, label %339, label %347

339:                                              ; preds = %334
  store i32 0, ptr %335, align 8, !tbaa !33
  %340 = getelementptr inbounds i8, ptr %332, i64 12
  store i32 0, ptr %340, align 4, !tbaa !36
  %341 = load ptr, ptr %332, align 8, !tbaa !37
  %342 = getelementptr inbounds i8, ptr %341, i64 16
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %332) #24
  %344 = load ptr, ptr %332, align 8, !tbaa !37
  %345 = getelementptr inbounds i8, ptr %344, i64 24
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(16) %332) #24
  br label %358

347:                                              ; preds = %334
  %348 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %349 = icmp eq i8 %348, 0
  br i1 %349, label %352, label %350

350:                                              ; preds = %347
  %351 = add nsw i32 %338, -1
  store i32 %351, ptr %335, align 4, !tbaa !40
  br label %354

352:                                              ; preds = %347
  %353 = atomicrmw volatile add ptr %335, i32 -1 acq_rel, align 4
  br label %354

354:                                              ; preds = %352, %350
  %355 = phi i32 [ %338, %350 ], [ %353, %352 ]
  %356 = icmp eq i32 %355, 1
  br i1 %356, label %357, label %358, !prof !41

357:                                              ; preds = %354
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %332) #24
  br label %358

358:                                              ; preds = %331, %339, %354, %357
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  %359 = load ptr, ptr %316, align 8, !tbaa !31
  %360 = icmp eq ptr %359, null
  br i1 %360, label %385, label %361

361:                                              ; preds = %358
  %362 = getelementptr inbounds i8, ptr %359, i64 8
  %363 = load atomic i64, ptr %362 acquire, align 8
  %364 = icmp eq i64 %363, 4294967297
  %365 = trunc i64 %363 to i32
  br i1 %364, label %366, label %374

366:                                              ; preds = %361
  store i32 0, ptr %362, align 8, !tbaa !33
  %367 = getelementptr inbounds i8, ptr %359, i64 12
  store i32 0, ptr %367, align 4, !tbaa !36
  %368 = load ptr, ptr %359, align 8, !tbaa !37
  %369 = getelementptr inbounds i8, ptr %368, i64 16
  %370 = load ptr, ptr %369, align 8
  call void %370(ptr noundef nonnull align 8 dereferenceable(16) %359) #24
  %371 = load ptr, ptr %359, align 8, !tbaa !37
  %372 = getelementptr inbounds i8, ptr %371, i64 24
  %373 = load ptr, ptr %372, align 8
  call void %373(ptr noundef nonnull align 8 dereferenceable(16) %359) #24
  br label %385

374:                                              ; preds = %361
  %375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %376 = icmp eq i8 %375, 0
  br i1 %376, label %379, label %377

377:                                              ; preds = %374
  %378 = add nsw i32 %365, -1
  store i32 %378, ptr %362, align 4, !tbaa !40
  br label %381

379:                                              ; preds = %374
  %380 = atomicrmw volatile add ptr %362, i32 -1 acq_rel, align 4
  br label %381

381:                                              ; preds = %379, %377
  %382 = phi i32 [ %365, %377 ], [ %380, %379 ]
  %383 = icmp eq i32 %382, 1
  br i1 %383, label %384, label %385, !prof !41

384:                                              ; preds = %381
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %359) #24
  br label %385

385:                                              ; preds = %358, %366, %381, %384
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #24
  %386 = load ptr, ptr %297, align 8, !tbaa !31
  %387 = icmp eq ptr %386, null
  br i1 %387, label %412, label %388

388:                                              ; preds = %385
  %389 = getelementptr inbounds i8, ptr %386, i64 8
  %390 = load atomic i64, ptr %389 acquire, align 8
  %391 = icmp eq i64 %390, 4294967297
  %392 = trunc i64 %390 to i32
  br i1 %391, label %393, label %401

393:                                              ; preds = %388
  store i32 0, ptr %389, align 8, !tbaa !33
  %394 = getelementptr inbounds i8, ptr %386, i64 12
  store i32 0, ptr %394, align 4, !tbaa !36
  %395 = load ptr, ptr %386, align 8, !tbaa !37
  %396 = getelementptr inbounds i8, ptr %395, i64 16
  %397 = load ptr, ptr %396, align 8
  call void %397(ptr noundef nonnull align 8 dereferenceable(16) %386) #24
  %398 = load ptr, ptr %386, align 8, !tbaa !37
  %399 = getelementptr inbounds i8, ptr %398, i64 24
  %400 = load ptr, ptr %399, align 8
  call void %400(ptr noundef nonnull align 8 dereferenceable(16) %386) #24
  br label %412

401:                                              ; preds = %388
  %402 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %403 = icmp eq i8 %402, 0
  br i1 %403, label %406, label %404

404:                                              ; preds = %401
  %405 = add nsw i32 %392, -1
  store i32 %405, ptr %389, align 4, !tbaa !40
  br label %408

406:                                              ; preds = %401
  %407 = atomicrmw volatile add ptr %389, i32 -1 acq_rel, align 4
  br label %408

408:                                              ; preds = %406, %404
  %409 = phi i32 [ %392, %404 ], [ %407, %406 ]
  %410 = icmp eq i32 %409, 1
  br i1 %410, label %411, label %412, !prof !41

411:                                              ; preds = %408
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %386) #24
  br label %412

412:                                              ; preds = %385, %393, %408, %411
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  %413 = load ptr, ptr %279, align 8, !tbaa !31
  %414 = icmp eq ptr %413, null
  br i1 %414, label %439, label %415

415:                                              ; preds = %412
  %416 = getelementptr inbounds i8, ptr %413, i64 8
  %417 = load atomic i64, ptr %416 acquire, align 8
  %418 = icmp eq i64 %417, 4294967297
  %419 = trunc i64 %417 to i32
  br i1 %418, label %420, label %428

420:                                              ; preds = %415
  store i32 0, ptr %416, align 8, !tbaa !33
  %421 = getelementptr inbounds i8, ptr %413, i64 12
  store i32 0, ptr %421, align 4, !tbaa !36
  %422 = load ptr, ptr %413, align 8, !tbaa !37
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load ptr, ptr %423, align 8
  call void %424(ptr noundef nonnull align 8 dereferenceable(16) %413) #24
  %425 = load ptr, ptr %413, align 8, !tbaa !37
  %426 = getelementptr inbounds i8, ptr %425, i64 24
  %427 = load ptr, ptr %426, align 8
  call void %427(ptr noundef nonnull align 8 dereferenceable(16) %413) #24
  br label %439

428:                                              ; preds = %415
  %429 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %430 = icmp eq i8 %429, 0
  br i1 %430, label %433, label %431

431:                                              ; preds = %428
  %432 = add nsw i32 %419, -1
  store i32 %432, ptr %416, align 4, !tbaa !40
  br label %435

433:                                              ; preds = %428
  %434 = atomicrmw volatile add ptr %416, i32 -1 acq_rel, align 4
  br label %435

435:                                              ; preds = %433, %431
  %436 = phi i32 [ %419, %431 ], [ %434, %433 ]
  %437 = icmp eq i32 %436, 1
  br i1 %437, label %438, label %439, !prof !41

438:                                              ; preds = %435
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %413) #24
  br label %439

439:                                              ; preds = %412, %420, %435, %438
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  ret void

440:                                              ; preds = %2
  %441 = landingpad { ptr, i32 }
          cleanup
  br label %442

442:                                              ; preds = %27, %440
  %443 = phi { ptr, i32 } [ %441, %440 ], [ %28, %27 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %464

444:                                              ; preds = %78
  %445 = landingpad { ptr, i32 }
          cleanup
  br label %446

446:                                              ; preds = %85, %444
  %447 = phi { ptr, i32 } [ %445, %444 ], [ %86, %85 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  br label %462

448:                                              ; preds = %136
  %449 = landingpad { ptr, i32 }
          cleanup
  br label %450

450:                                              ; preds = %143, %448
  %451 = phi { ptr, i32 } [ %449, %448 ], [ %144, %143 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  br label %460

452:                                              ; preds = %194
  %453 = landingpad { ptr, i32 }
          cleanup
  br label %454

454:                                              ; preds = %202, %452
  %455 = phi { ptr, i32 } [ %453, %452 ], [ %203, %202 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  br label %458

456:                                              ; preds = %328
  %457 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %19) #24
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %19) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #24
  br label %458

458:                                              ; preds = %456, %454
  %459 = phi { ptr, i32 } [ %457, %456 ], [ %455, %454 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #24
  br label %460

460:                                              ; preds = %458, %450
  %461 = phi { ptr, i32 } [ %459, %458 ], [ %451, %450 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %462

462:                                              ; preds = %460, %446
  %463 = phi { ptr, i32 } [ %461, %460 ], [ %447, %446 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  br label %464

464:                                              ; preds = %462, %442
  %465 = phi { ptr, i32 } [ %463, %462 ], [ %443, %442 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  resume { ptr, i32 } %465
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 120
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 48
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
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !40
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !41

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #24
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  %86 = getelementptr inbounds i8, ptr %0, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !31
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !33
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !36
  %96 = load ptr, ptr %87, align 8, !tbaa !37
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  %99 = load ptr, ptr %87, align 8, !tbaa !37
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !40
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !41

112:                                              ; preds = %109
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

113:                                              ; preds = %85, %94, %109, %112
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi2EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(144) %3) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.143, align 8
  %6 = load i64, ptr %3, align 8, !tbaa !249
  store i64 %6, ptr %5, align 8, !tbaa !249
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !179
  store ptr %9, ptr %7, align 8, !tbaa !179
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !31
  store ptr %12, ptr %10, align 8, !tbaa !31
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !40
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !40
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %4
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 40
  %27 = getelementptr inbounds i8, ptr %3, i64 40
  %28 = load ptr, ptr %27, align 8, !tbaa !179
  store ptr %28, ptr %26, align 8, !tbaa !179
  %29 = getelementptr inbounds i8, ptr %5, i64 48
  %30 = getelementptr inbounds i8, ptr %3, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  store ptr %31, ptr %29, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !40
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !40
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %23
  %43 = getelementptr inbounds i8, ptr %5, i64 56
  %44 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull align 8 dereferenceable(16) %44, i64 16, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 72
  %46 = getelementptr inbounds i8, ptr %3, i64 72
  %47 = load ptr, ptr %46, align 8, !tbaa !179
  store ptr %47, ptr %45, align 8, !tbaa !179
  %48 = getelementptr inbounds i8, ptr %5, i64 80
  %49 = getelementptr inbounds i8, ptr %3, i64 80
  %50 = load ptr, ptr %49, align 8, !tbaa !31
  store ptr %50, ptr %48, align 8, !tbaa !31
  %51 = icmp eq ptr %50, null
  br i1 %51, label %61, label %52

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !40
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !40
  br label %61

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %56, %42
  %62 = getelementptr inbounds i8, ptr %5, i64 88
  %63 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %63, i64 16, i1 false)
  %64 = getelementptr inbounds i8, ptr %5, i64 104
  %65 = getelementptr inbounds i8, ptr %3, i64 104
  %66 = load float, ptr %65, align 8, !tbaa !251
  store float %66, ptr %64, align 8, !tbaa !251
  %67 = getelementptr inbounds i8, ptr %5, i64 112
  %68 = getelementptr inbounds i8, ptr %3, i64 112
  %69 = load ptr, ptr %68, align 8, !tbaa !179
  store ptr %69, ptr %67, align 8, !tbaa !179
  %70 = getelementptr inbounds i8, ptr %5, i64 120
  %71 = getelementptr inbounds i8, ptr %3, i64 120
  %72 = load ptr, ptr %71, align 8, !tbaa !31
  store ptr %72, ptr %70, align 8, !tbaa !31
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %61
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !40
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !40
  br label %83

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %83

83:                                               ; preds = %61, %78, %81
  %84 = getelementptr inbounds i8, ptr %5, i64 128
  %85 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %84, ptr noundef nonnull align 8 dereferenceable(16) %85, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef nonnull %5)
          to label %86 unwind label %87

86:                                               ; preds = %83
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %5) #24
  ret void

87:                                               ; preds = %83
  %88 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %5) #24
  resume { ptr, i32 } %88
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, i64 %2, ptr noundef %3) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.100", align 8
  %6 = alloca %class.anon.143, align 8
  %7 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %4
  %10 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %11 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %12 = extractvalue { i32, ptr } %11, 0
  %13 = extractvalue { i32, ptr } %11, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %12, ptr %13, ptr noundef nonnull @.str.24)
          to label %14 unwind label %17

14:                                               ; preds = %9
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

15:                                               ; preds = %30, %64, %17
  %16 = phi { ptr, i32 } [ %18, %17 ], [ %65, %64 ], [ %31, %30 ]
  resume { ptr, i32 } %16

17:                                               ; preds = %9
  %18 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %10) #24
  br label %15

19:                                               ; preds = %4
  %20 = icmp eq i64 %2, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %19
  %22 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %23 = extractvalue { i64, i1 } %22, 1
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %26 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %27 = extractvalue { i32, ptr } %26, 0
  %28 = extractvalue { i32, ptr } %26, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %25, i32 %27, ptr %28, ptr noundef nonnull @.str.23)
          to label %29 unwind label %30

29:                                               ; preds = %24
  tail call void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

30:                                               ; preds = %24
  %31 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %25) #24
  br label %15

32:                                               ; preds = %19, %21
  tail call void @_ZN4sycl3_V17handler6unpackI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(144) %3)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.35)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %34, align 8, !alias.scope !252
  store i64 %1, ptr %5, align 8, !tbaa !101, !alias.scope !252
  store i64 %2, ptr %33, align 8, !tbaa !101, !alias.scope !252
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %35 = load i64, ptr %3, align 8, !tbaa !249
  store i64 %35, ptr %6, align 8, !tbaa !249
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  %37 = getelementptr inbounds i8, ptr %3, i64 8
  %38 = getelementptr inbounds i8, ptr %3, i64 16
  %39 = load <2 x ptr>, ptr %37, align 8, !tbaa !5
  store ptr null, ptr %38, align 8, !tbaa !31
  store <2 x ptr> %39, ptr %36, align 8, !tbaa !5
  store ptr null, ptr %37, align 8, !tbaa !179
  %40 = getelementptr inbounds i8, ptr %6, i64 24
  %41 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  %42 = getelementptr inbounds i8, ptr %6, i64 40
  %43 = getelementptr inbounds i8, ptr %3, i64 40
  %44 = getelementptr inbounds i8, ptr %3, i64 48
  %45 = load <2 x ptr>, ptr %43, align 8, !tbaa !5
  store ptr null, ptr %44, align 8, !tbaa !31
  store <2 x ptr> %45, ptr %42, align 8, !tbaa !5
  store ptr null, ptr %43, align 8, !tbaa !179
  %46 = getelementptr inbounds i8, ptr %6, i64 56
  %47 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, ptr noundef nonnull align 8 dereferenceable(16) %47, i64 16, i1 false)
  %48 = getelementptr inbounds i8, ptr %6, i64 72
  %49 = getelementptr inbounds i8, ptr %3, i64 72
  %50 = getelementptr inbounds i8, ptr %3, i64 80
  %51 = load <2 x ptr>, ptr %49, align 8, !tbaa !5
  store ptr null, ptr %50, align 8, !tbaa !31
  store <2 x ptr> %51, ptr %48, align 8, !tbaa !5
  store ptr null, ptr %49, align 8, !tbaa !179
  %52 = getelementptr inbounds i8, ptr %6, i64 88
  %53 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, ptr noundef nonnull align 8 dereferenceable(16) %53, i64 16, i1 false)
  %54 = getelementptr inbounds i8, ptr %6, i64 104
  %55 = getelementptr inbounds i8, ptr %3, i64 104
  %56 = load float, ptr %55, align 8, !tbaa !251
  store float %56, ptr %54, align 8, !tbaa !251
  %57 = getelementptr inbounds i8, ptr %6, i64 112
  %58 = getelementptr inbounds i8, ptr %3, i64 112
  %59 = getelementptr inbounds i8, ptr %3, i64 120
  %60 = load <2 x ptr>, ptr %58, align 8, !tbaa !5
  store ptr null, ptr %59, align 8, !tbaa !31
  store <2 x ptr> %60, ptr %57, align 8, !tbaa !5
  store ptr null, ptr %58, align 8, !tbaa !179
  %61 = getelementptr inbounds i8, ptr %6, i64 128
  %62 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %6)
          to label %63 unwind label %64

63:                                               ; preds = %32
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %6) #24
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

64:                                               ; preds = %32
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %6) #24
  br label %15
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_4itemILi2ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.146", align 8
  %4 = alloca %"class.std::vector.111", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.146") align 8 %3, ptr noundef nonnull align 8 dereferenceable(144) %1)
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
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI9NormaliseEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.111") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !200
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !202
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %35, ptr noundef nonnull align 1 dereferenceable(14) @.str.35, i64 14, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 14
  store i8 0, ptr %36, align 1, !tbaa !39
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
  %43 = load ptr, ptr %4, align 8, !tbaa !200
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !202
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi2ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.143, align 8
  %4 = alloca %class.anon.143, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !249
  store i64 %5, ptr %4, align 8, !tbaa !249
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  store ptr %8, ptr %6, align 8, !tbaa !179
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !40
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !40
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
  %27 = load ptr, ptr %26, align 8, !tbaa !179
  store ptr %27, ptr %25, align 8, !tbaa !179
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  store ptr %30, ptr %28, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !40
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !40
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
  %46 = load ptr, ptr %45, align 8, !tbaa !179
  store ptr %46, ptr %44, align 8, !tbaa !179
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !31
  store ptr %49, ptr %47, align 8, !tbaa !31
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !40
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !40
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %55, %41
  %61 = getelementptr inbounds i8, ptr %4, i64 88
  %62 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %4, i64 104
  %64 = getelementptr inbounds i8, ptr %1, i64 104
  %65 = load float, ptr %64, align 8, !tbaa !251
  store float %65, ptr %63, align 8, !tbaa !251
  %66 = getelementptr inbounds i8, ptr %4, i64 112
  %67 = getelementptr inbounds i8, ptr %1, i64 112
  %68 = load ptr, ptr %67, align 8, !tbaa !179
  store ptr %68, ptr %66, align 8, !tbaa !179
  %69 = getelementptr inbounds i8, ptr %4, i64 120
  %70 = getelementptr inbounds i8, ptr %1, i64 120
  %71 = load ptr, ptr %70, align 8, !tbaa !31
  store ptr %71, ptr %69, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %60
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !40
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !40
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %60, %77, %80
  %83 = getelementptr inbounds i8, ptr %4, i64 128
  %84 = getelementptr inbounds i8, ptr %1, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %3)
  %85 = load i64, ptr %4, align 8, !tbaa !249
  store i64 %85, ptr %3, align 8, !tbaa !249
  %86 = getelementptr inbounds i8, ptr %3, i64 8
  %87 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %87, ptr %86, align 8, !tbaa !179
  %88 = getelementptr inbounds i8, ptr %3, i64 16
  %89 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %89, ptr %88, align 8, !tbaa !31
  %90 = icmp eq ptr %89, null
  br i1 %90, label %100, label %91

91:                                               ; preds = %82
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %92, align 4, !tbaa !40
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %92, align 4, !tbaa !40
  br label %100

98:                                               ; preds = %91
  %99 = atomicrmw volatile add ptr %92, i32 1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %95, %82
  %101 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %101, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %102 = getelementptr inbounds i8, ptr %3, i64 40
  %103 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %103, ptr %102, align 8, !tbaa !179
  %104 = getelementptr inbounds i8, ptr %3, i64 48
  %105 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %105, ptr %104, align 8, !tbaa !31
  %106 = icmp eq ptr %105, null
  br i1 %106, label %116, label %107

107:                                              ; preds = %100
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !40
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !40
  br label %116

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4
  br label %116

116:                                              ; preds = %114, %111, %100
  %117 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %117, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %118 = getelementptr inbounds i8, ptr %3, i64 72
  %119 = load ptr, ptr %44, align 8, !tbaa !179
  store ptr %119, ptr %118, align 8, !tbaa !179
  %120 = getelementptr inbounds i8, ptr %3, i64 80
  %121 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %121, ptr %120, align 8, !tbaa !31
  %122 = icmp eq ptr %121, null
  br i1 %122, label %132, label %123

123:                                              ; preds = %116
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = load i32, ptr %124, align 4, !tbaa !40
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %124, align 4, !tbaa !40
  br label %132

130:                                              ; preds = %123
  %131 = atomicrmw volatile add ptr %124, i32 1 acq_rel, align 4
  br label %132

132:                                              ; preds = %130, %127, %116
  %133 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %133, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  %134 = getelementptr inbounds i8, ptr %3, i64 104
  %135 = load float, ptr %63, align 8, !tbaa !251
  store float %135, ptr %134, align 8, !tbaa !251
  %136 = getelementptr inbounds i8, ptr %3, i64 112
  %137 = load ptr, ptr %66, align 8, !tbaa !179
  store ptr %137, ptr %136, align 8, !tbaa !179
  %138 = getelementptr inbounds i8, ptr %3, i64 120
  %139 = load ptr, ptr %69, align 8, !tbaa !31
  store ptr %139, ptr %138, align 8, !tbaa !31
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %132
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !40
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !40
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %132
  %151 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %151, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false)
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %3) #24
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %3)
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %4) #24
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.146") align 8 %0, ptr noundef nonnull align 8 dereferenceable(144) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.143, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #28
  %5 = load i64, ptr %1, align 8, !tbaa !249
  store i64 %5, ptr %3, align 8, !tbaa !249
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  store ptr %8, ptr %6, align 8, !tbaa !179
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !40
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !40
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
  %27 = load ptr, ptr %26, align 8, !tbaa !179
  store ptr %27, ptr %25, align 8, !tbaa !179
  %28 = getelementptr inbounds i8, ptr %3, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  store ptr %30, ptr %28, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !40
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !40
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
  %46 = load ptr, ptr %45, align 8, !tbaa !179
  store ptr %46, ptr %44, align 8, !tbaa !179
  %47 = getelementptr inbounds i8, ptr %3, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !31
  store ptr %49, ptr %47, align 8, !tbaa !31
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !40
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !40
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %55, %41
  %61 = getelementptr inbounds i8, ptr %3, i64 88
  %62 = getelementptr inbounds i8, ptr %1, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %3, i64 104
  %64 = getelementptr inbounds i8, ptr %1, i64 104
  %65 = load float, ptr %64, align 8, !tbaa !251
  store float %65, ptr %63, align 8, !tbaa !251
  %66 = getelementptr inbounds i8, ptr %3, i64 112
  %67 = getelementptr inbounds i8, ptr %1, i64 112
  %68 = load ptr, ptr %67, align 8, !tbaa !179
  store ptr %68, ptr %66, align 8, !tbaa !179
  %69 = getelementptr inbounds i8, ptr %3, i64 120
  %70 = getelementptr inbounds i8, ptr %1, i64 120
  %71 = load ptr, ptr %70, align 8, !tbaa !31
  store ptr %71, ptr %69, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %60
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !40
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !40
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %60, %77, %80
  %83 = getelementptr inbounds i8, ptr %3, i64 128
  %84 = getelementptr inbounds i8, ptr %1, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %4, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %4, i64 8
  %86 = load i64, ptr %3, align 8, !tbaa !249
  store i64 %86, ptr %85, align 8, !tbaa !249
  %87 = getelementptr inbounds i8, ptr %4, i64 16
  %88 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %88, ptr %87, align 8, !tbaa !179
  %89 = getelementptr inbounds i8, ptr %4, i64 24
  %90 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %90, ptr %89, align 8, !tbaa !31
  %91 = icmp eq ptr %90, null
  br i1 %91, label %101, label %92

92:                                               ; preds = %82
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %99, label %96

96:                                               ; preds = %92
  %97 = load i32, ptr %93, align 4, !tbaa !40
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %93, align 4, !tbaa !40
  br label %101

99:                                               ; preds = %92
  %100 = atomicrmw volatile add ptr %93, i32 1 acq_rel, align 4
  br label %101

101:                                              ; preds = %99, %96, %82
  %102 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %102, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %103 = getelementptr inbounds i8, ptr %4, i64 48
  %104 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %104, ptr %103, align 8, !tbaa !179
  %105 = getelementptr inbounds i8, ptr %4, i64 56
  %106 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %106, ptr %105, align 8, !tbaa !31
  %107 = icmp eq ptr %106, null
  br i1 %107, label %117, label %108

108:                                              ; preds = %101
  %109 = getelementptr inbounds i8, ptr %106, i64 8
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  %113 = load i32, ptr %109, align 4, !tbaa !40
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %109, align 4, !tbaa !40
  br label %117

115:                                              ; preds = %108
  %116 = atomicrmw volatile add ptr %109, i32 1 acq_rel, align 4
  br label %117

117:                                              ; preds = %115, %112, %101
  %118 = getelementptr inbounds i8, ptr %4, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %118, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %119 = getelementptr inbounds i8, ptr %4, i64 80
  %120 = load ptr, ptr %44, align 8, !tbaa !179
  store ptr %120, ptr %119, align 8, !tbaa !179
  %121 = getelementptr inbounds i8, ptr %4, i64 88
  %122 = load ptr, ptr %47, align 8, !tbaa !31
  store ptr %122, ptr %121, align 8, !tbaa !31
  %123 = icmp eq ptr %122, null
  br i1 %123, label %133, label %124

124:                                              ; preds = %117
  %125 = getelementptr inbounds i8, ptr %122, i64 8
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %131, label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %125, align 4, !tbaa !40
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %125, align 4, !tbaa !40
  br label %133

131:                                              ; preds = %124
  %132 = atomicrmw volatile add ptr %125, i32 1 acq_rel, align 4
  br label %133

133:                                              ; preds = %131, %128, %117
  %134 = getelementptr inbounds i8, ptr %4, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %134, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  %135 = getelementptr inbounds i8, ptr %4, i64 112
  %136 = load float, ptr %63, align 8, !tbaa !251
  store float %136, ptr %135, align 8, !tbaa !251
  %137 = getelementptr inbounds i8, ptr %4, i64 120
  %138 = load ptr, ptr %66, align 8, !tbaa !179
  store ptr %138, ptr %137, align 8, !tbaa !179
  %139 = getelementptr inbounds i8, ptr %4, i64 128
  %140 = load ptr, ptr %69, align 8, !tbaa !31
  store ptr %140, ptr %139, align 8, !tbaa !31
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %133
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !40
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !40
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %133, %146, %149
  %152 = getelementptr inbounds i8, ptr %4, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %152, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %3) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9NormaliseEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.111") align 8 %0) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #28
  store ptr %4, ptr %0, align 8, !tbaa !200
  %5 = getelementptr inbounds i8, ptr %4, i64 72
  store ptr %5, ptr %3, align 8, !tbaa !202
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !202
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %13 = load ptr, ptr %7, align 8, !tbaa !206
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !206
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
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !202
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %23 = load ptr, ptr %7, align 8, !tbaa !206
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !206
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
  store i32 104, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !202
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %33 = load ptr, ptr %7, align 8, !tbaa !206
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !206
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
  store i64 17446157156352, ptr %2, align 8
  store i32 112, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !202
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %43 = load ptr, ptr %7, align 8, !tbaa !206
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !206
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
  %49 = load ptr, ptr %0, align 8, !tbaa !200
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %3, align 8, !tbaa !202
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #26
  br label %56

56:                                               ; preds = %47, %51
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.143, align 8
  %3 = alloca %"class.sycl::_V1::item.155", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !249
  store i64 %5, ptr %2, align 8, !tbaa !249
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  store ptr %8, ptr %6, align 8, !tbaa !179
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !31
  store ptr %11, ptr %9, align 8, !tbaa !31
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !40
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !40
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %2, i64 40
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !179
  store ptr %27, ptr %25, align 8, !tbaa !179
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  store ptr %30, ptr %28, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !40
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !40
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %2, i64 56
  %43 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %2, i64 72
  %45 = getelementptr inbounds i8, ptr %0, i64 80
  %46 = load ptr, ptr %45, align 8, !tbaa !179
  store ptr %46, ptr %44, align 8, !tbaa !179
  %47 = getelementptr inbounds i8, ptr %2, i64 80
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = load ptr, ptr %48, align 8, !tbaa !31
  store ptr %49, ptr %47, align 8, !tbaa !31
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !40
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !40
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %55, %41
  %61 = getelementptr inbounds i8, ptr %2, i64 88
  %62 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %2, i64 104
  %64 = getelementptr inbounds i8, ptr %0, i64 112
  %65 = load float, ptr %64, align 8, !tbaa !251
  store float %65, ptr %63, align 8, !tbaa !251
  %66 = getelementptr inbounds i8, ptr %2, i64 112
  %67 = getelementptr inbounds i8, ptr %0, i64 120
  %68 = load ptr, ptr %67, align 8, !tbaa !179
  store ptr %68, ptr %66, align 8, !tbaa !179
  %69 = getelementptr inbounds i8, ptr %2, i64 120
  %70 = getelementptr inbounds i8, ptr %0, i64 128
  %71 = load ptr, ptr %70, align 8, !tbaa !31
  store ptr %71, ptr %69, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %60
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !40
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !40
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %60, %77, %80
  %83 = getelementptr inbounds i8, ptr %2, i64 128
  %84 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  store i64 1, ptr %3, align 8
  %85 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %85, align 8
  %86 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %86, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef nonnull %2, ptr noundef nonnull byval(%"class.sycl::_V1::item.155") align 8 %3)
          to label %87 unwind label %88

87:                                               ; preds = %82
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #24
  ret void

88:                                               ; preds = %82
  %89 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #24
  resume { ptr, i32 } %89
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item.155") align 8 %1) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !101
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !101
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %0, align 8, !tbaa !249
  %9 = mul i64 %8, %4
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !255
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !258
  %12 = load i64, ptr %11, align 8
  %13 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  %14 = getelementptr float, ptr %13, i64 %12
  %15 = getelementptr float, ptr %14, i64 %9
  %16 = getelementptr float, ptr %15, i64 %6
  %17 = load float, ptr %16, align 4, !tbaa !49
  %18 = getelementptr inbounds i8, ptr %0, i64 72
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !261
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !264
  %21 = load i64, ptr %20, align 8
  %22 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %23 = getelementptr float, ptr %22, i64 %21
  %24 = getelementptr float, ptr %23, i64 %6
  %25 = load float, ptr %24, align 4, !tbaa !49
  %26 = fsub float %17, %25
  %27 = getelementptr inbounds i8, ptr %0, i64 104
  %28 = load float, ptr %27, align 8, !tbaa !251
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  %30 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %29), !noalias !267
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %29), !noalias !270
  %32 = load i64, ptr %31, align 8
  %33 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  %34 = getelementptr float, ptr %33, i64 %32
  %35 = getelementptr float, ptr %34, i64 %6
  %36 = load float, ptr %35, align 4, !tbaa !49
  %37 = fmul float %28, %36
  %38 = fdiv float %26, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load i64, ptr %0, align 8, !tbaa !249
  %41 = mul i64 %40, %4
  %42 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %39), !noalias !273
  %43 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %39), !noalias !276
  %44 = load i64, ptr %43, align 8
  %45 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #24
  %46 = getelementptr float, ptr %45, i64 %44
  %47 = getelementptr float, ptr %46, i64 %41
  %48 = getelementptr float, ptr %47, i64 %6
  store float %38, ptr %48, align 4, !tbaa !49
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.94", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.161, align 8
  %12 = load ptr, ptr %0, align 8, !tbaa !279
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  %13 = getelementptr inbounds i8, ptr %12, i64 144
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.15, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 116, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %17, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %18 unwind label %278

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %21 unwind label %19

19:                                               ; preds = %18
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %280

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %22 = getelementptr inbounds i8, ptr %8, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !28
  %24 = getelementptr inbounds i8, ptr %8, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !30
  %26 = icmp eq ptr %23, %25
  br i1 %26, label %61, label %27

27:                                               ; preds = %21, %56
  %28 = phi ptr [ %57, %56 ], [ %23, %21 ]
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !31
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !33
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !36
  %39 = load ptr, ptr %30, align 8, !tbaa !37
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %42 = load ptr, ptr %30, align 8, !tbaa !37
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !40
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !41

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

56:                                               ; preds = %55, %52, %37, %27
  %57 = getelementptr inbounds i8, ptr %28, i64 16
  %58 = icmp eq ptr %57, %25
  br i1 %58, label %59, label %27, !llvm.loop !42

59:                                               ; preds = %56
  %60 = load ptr, ptr %22, align 8, !tbaa !28
  br label %61

61:                                               ; preds = %59, %21
  %62 = phi ptr [ %60, %59 ], [ %23, %21 ]
  %63 = icmp eq ptr %62, null
  br i1 %63, label %70, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %8, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !44
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %62 to i64
  %69 = sub i64 %67, %68
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef %69) #26
  br label %70

70:                                               ; preds = %64, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %71 = getelementptr inbounds i8, ptr %12, i64 168
  %72 = load ptr, ptr %71, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %73 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %73, i8 0, i64 24, i1 false)
  store i64 16, ptr %10, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %74 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 117, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %76, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %72, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %77 unwind label %282

77:                                               ; preds = %70
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !172
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %72, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %80 unwind label %78

78:                                               ; preds = %77
  %79 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %284

80:                                               ; preds = %77
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %81 = load ptr, ptr %73, align 8, !tbaa !28
  %82 = getelementptr inbounds i8, ptr %10, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !30
  %84 = icmp eq ptr %81, %83
  br i1 %84, label %119, label %85

85:                                               ; preds = %80, %114
  %86 = phi ptr [ %115, %114 ], [ %81, %80 ]
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !31
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %85
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
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !40
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !41

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #24
  br label %114

114:                                              ; preds = %113, %110, %95, %85
  %115 = getelementptr inbounds i8, ptr %86, i64 16
  %116 = icmp eq ptr %115, %83
  br i1 %116, label %117, label %85, !llvm.loop !42

117:                                              ; preds = %114
  %118 = load ptr, ptr %73, align 8, !tbaa !28
  br label %119

119:                                              ; preds = %117, %80
  %120 = phi ptr [ %118, %117 ], [ %81, %80 ]
  %121 = icmp eq ptr %120, null
  br i1 %121, label %128, label %122

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %10, i64 24
  %124 = load ptr, ptr %123, align 8, !tbaa !44
  %125 = ptrtoint ptr %124 to i64
  %126 = ptrtoint ptr %120 to i64
  %127 = sub i64 %125, %126
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef %127) #26
  br label %128

128:                                              ; preds = %122, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %129 = load i64, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #24
  store i64 %129, ptr %11, align 8, !tbaa !281
  %130 = getelementptr inbounds i8, ptr %11, i64 8
  %131 = getelementptr inbounds i8, ptr %12, i64 8
  %132 = load i64, ptr %131, align 8, !tbaa !23
  store i64 %132, ptr %130, align 8, !tbaa !283
  %133 = getelementptr inbounds i8, ptr %11, i64 16
  %134 = load ptr, ptr %9, align 8, !tbaa !179
  store ptr %134, ptr %133, align 8, !tbaa !179
  %135 = getelementptr inbounds i8, ptr %11, i64 24
  %136 = getelementptr inbounds i8, ptr %9, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !31
  store ptr %137, ptr %135, align 8, !tbaa !31
  %138 = icmp eq ptr %137, null
  br i1 %138, label %148, label %139

139:                                              ; preds = %128
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !40
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !40
  br label %148

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4
  br label %148

148:                                              ; preds = %128, %143, %146
  %149 = getelementptr inbounds i8, ptr %11, i64 32
  %150 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 8 dereferenceable(16) %150, i64 16, i1 false)
  %151 = getelementptr inbounds i8, ptr %11, i64 48
  %152 = load ptr, ptr %7, align 8, !tbaa !179
  store ptr %152, ptr %151, align 8, !tbaa !179
  %153 = getelementptr inbounds i8, ptr %11, i64 56
  %154 = getelementptr inbounds i8, ptr %7, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !31
  store ptr %155, ptr %153, align 8, !tbaa !31
  %156 = icmp eq ptr %155, null
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %164, label %161

161:                                              ; preds = %157
  %162 = load i32, ptr %158, align 4, !tbaa !40
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %158, align 4, !tbaa !40
  br label %166

164:                                              ; preds = %157
  %165 = atomicrmw volatile add ptr %158, i32 1 acq_rel, align 4
  br label %166

166:                                              ; preds = %148, %161, %164
  %167 = getelementptr inbounds i8, ptr %11, i64 64
  %168 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %167, ptr noundef nonnull align 8 dereferenceable(16) %168, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %129, ptr noundef nonnull align 8 dereferenceable(80) %11)
          to label %169 unwind label %286

169:                                              ; preds = %166
  %170 = load ptr, ptr %153, align 8, !tbaa !31
  %171 = icmp eq ptr %170, null
  br i1 %171, label %196, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %170, i64 8
  %174 = load atomic i64, ptr %173 acquire, align 8
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %173, align 8, !tbaa !33
  %178 = getelementptr inbounds i8, ptr %170, i64 12
  store i32 0, ptr %178, align 4, !tbaa !36
  %179 = load ptr, ptr %170, align 8, !tbaa !37
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  %182 = load ptr, ptr %170, align 8, !tbaa !37
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %173, align 4, !tbaa !40
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %173, i32 -1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !41

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %170) #24
  br label %196

196:                                              ; preds = %195, %192, %177, %169
  %197 = load ptr, ptr %135, align 8, !tbaa !31
  %198 = icmp eq ptr %197, null
  br i1 %198, label %223, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %197, i64 8
  %201 = load atomic i64, ptr %200 acquire, align 8
  %202 = icmp eq i64 %201, 4294967297
  %203 = trunc i64 %201 to i32
  br i1 %202, label %204, label %212

204:                                              ; preds = %199
  store i32 0, ptr %200, align 8, !tbaa !33
  %205 = getelementptr inbounds i8, ptr %197, i64 12
  store i32 0, ptr %205, align 4, !tbaa !36
  %206 = load ptr, ptr %197, align 8, !tbaa !37
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  %209 = load ptr, ptr %197, align 8, !tbaa !37
  %210 = getelementptr inbounds i8, ptr %209, i64 24
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  br label %223

212:                                              ; preds = %199
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = add nsw i32 %203, -1
  store i32 %216, ptr %200, align 4, !tbaa !40
  br label %219

217:                                              ; preds = %212
  %218 = atomicrmw volatile add ptr %200, i32 -1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %203, %215 ], [ %218, %217 ]
  %221 = icmp eq i32 %220, 1
  br i1 %221, label %222, label %223, !prof !41

222:                                              ; preds = %219
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %197) #24
  br label %223

223:                                              ; preds = %196, %204, %219, %222
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  %224 = load ptr, ptr %136, align 8, !tbaa !31
  %225 = icmp eq ptr %224, null
  br i1 %225, label %250, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load atomic i64, ptr %227 acquire, align 8
  %229 = icmp eq i64 %228, 4294967297
  %230 = trunc i64 %228 to i32
  br i1 %229, label %231, label %239

231:                                              ; preds = %226
  store i32 0, ptr %227, align 8, !tbaa !33
  %232 = getelementptr inbounds i8, ptr %224, i64 12
  store i32 0, ptr %232, align 4, !tbaa !36
  %233 = load ptr, ptr %224, align 8, !tbaa !37
  %234 = getelementptr inbounds i8, ptr %233, i64 16
  %235 = load ptr, ptr %234, align 8
  call void %235(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  %236 = load ptr, ptr %224, align 8, !tbaa !37
  %237 = getelementptr inbounds i8, ptr %236, i64 24
  %238 = load ptr, ptr %237, align 8
  call void %238(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  br label %250

239:                                              ; preds = %226
  %240 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %244, label %242

242:                                              ; preds = %239
  %243 = add nsw i32 %230, -1
  store i32 %243, ptr %227, align 4, !tbaa !40
  br label %246

244:                                              ; preds = %239
  %245 = atomicrmw volatile add ptr %227, i32 -1 acq_rel, align 4
  br label %246

246:                                              ; preds = %244, %242
  %247 = phi i32 [ %230, %242 ], [ %245, %244 ]
  %248 = icmp eq i32 %247, 1
  br i1 %248, label %249, label %250, !prof !41

249:                                              ; preds = %246
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %224) #24
  br label %250

250:                                              ; preds = %223, %231, %246, %249
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %251 = load ptr, ptr %154, align 8, !tbaa !31
  %252 = icmp eq ptr %251, null
  br i1 %252, label %277, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load atomic i64, ptr %254 acquire, align 8
  %256 = icmp eq i64 %255, 4294967297
  %257 = trunc i64 %255 to i32
  br i1 %256, label %258, label %266

258:                                              ; preds = %253
  store i32 0, ptr %254, align 8, !tbaa !33
  %259 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %259, align 4, !tbaa !36
  %260 = load ptr, ptr %251, align 8, !tbaa !37
  %261 = getelementptr inbounds i8, ptr %260, i64 16
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  %263 = load ptr, ptr %251, align 8, !tbaa !37
  %264 = getelementptr inbounds i8, ptr %263, i64 24
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  br label %277

266:                                              ; preds = %253
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %271, label %269

269:                                              ; preds = %266
  %270 = add nsw i32 %257, -1
  store i32 %270, ptr %254, align 4, !tbaa !40
  br label %273

271:                                              ; preds = %266
  %272 = atomicrmw volatile add ptr %254, i32 -1 acq_rel, align 4
  br label %273

273:                                              ; preds = %271, %269
  %274 = phi i32 [ %257, %269 ], [ %272, %271 ]
  %275 = icmp eq i32 %274, 1
  br i1 %275, label %276, label %277, !prof !41

276:                                              ; preds = %273
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #24
  br label %277

277:                                              ; preds = %250, %258, %273, %276
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  ret void

278:                                              ; preds = %2
  %279 = landingpad { ptr, i32 }
          cleanup
  br label %280

280:                                              ; preds = %19, %278
  %281 = phi { ptr, i32 } [ %279, %278 ], [ %20, %19 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %290

282:                                              ; preds = %70
  %283 = landingpad { ptr, i32 }
          cleanup
  br label %284

284:                                              ; preds = %78, %282
  %285 = phi { ptr, i32 } [ %283, %282 ], [ %79, %78 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %288

286:                                              ; preds = %166
  %287 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %11) #24
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi { ptr, i32 } [ %287, %286 ], [ %285, %284 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %290

290:                                              ; preds = %288, %280
  %291 = phi { ptr, i32 } [ %289, %288 ], [ %281, %280 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  resume { ptr, i32 } %291
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.161, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %43 unwind label %98

43:                                               ; preds = %40
  %44 = load ptr, ptr %27, align 8, !tbaa !31
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !36
  %53 = load ptr, ptr %44, align 8, !tbaa !37
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  %56 = load ptr, ptr %44, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !40
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !41

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %8, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !33
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !36
  %80 = load ptr, ptr %71, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !40
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !41

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %40
  %99 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #24
  resume { ptr, i32 } %99
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.100", align 8
  %5 = alloca %class.anon.161, align 8
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.24)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %89, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %90, %89 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !284
  store i64 %1, ptr %4, align 8, !tbaa !101, !alias.scope !284
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %20 = getelementptr inbounds i8, ptr %5, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = load <2 x ptr>, ptr %21, align 8, !tbaa !5
  store ptr null, ptr %23, align 8, !tbaa !31
  store <2 x ptr> %24, ptr %20, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !179
  %25 = getelementptr inbounds i8, ptr %5, i64 32
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %5, i64 48
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = getelementptr inbounds i8, ptr %2, i64 56
  %30 = load <2 x ptr>, ptr %28, align 8, !tbaa !5
  store ptr null, ptr %29, align 8, !tbaa !31
  store <2 x ptr> %30, ptr %27, align 8, !tbaa !5
  store ptr null, ptr %28, align 8, !tbaa !179
  %31 = getelementptr inbounds i8, ptr %5, i64 64
  %32 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %32, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %33 unwind label %89

33:                                               ; preds = %18
  %34 = getelementptr inbounds i8, ptr %5, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !31
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !33
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !36
  %44 = load ptr, ptr %35, align 8, !tbaa !37
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  %47 = load ptr, ptr %35, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !40
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !41

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #24
  br label %61

61:                                               ; preds = %60, %57, %42, %33
  %62 = load ptr, ptr %22, align 8, !tbaa !31
  %63 = icmp eq ptr %62, null
  br i1 %63, label %88, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load atomic i64, ptr %65 acquire, align 8
  %67 = icmp eq i64 %66, 4294967297
  %68 = trunc i64 %66 to i32
  br i1 %67, label %69, label %77

69:                                               ; preds = %64
  store i32 0, ptr %65, align 8, !tbaa !33
  %70 = getelementptr inbounds i8, ptr %62, i64 12
  store i32 0, ptr %70, align 4, !tbaa !36
  %71 = load ptr, ptr %62, align 8, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  %74 = load ptr, ptr %62, align 8, !tbaa !37
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  br label %88

77:                                               ; preds = %64
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %68, -1
  store i32 %81, ptr %65, align 4, !tbaa !40
  br label %84

82:                                               ; preds = %77
  %83 = atomicrmw volatile add ptr %65, i32 -1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %68, %80 ], [ %83, %82 ]
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %88, !prof !41

87:                                               ; preds = %84
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #24
  br label %88

88:                                               ; preds = %61, %69, %84, %87
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

89:                                               ; preds = %18
  %90 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %5) #24
  br label %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.164", align 8
  %4 = alloca %"class.std::vector.111", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.164") align 8 %3, ptr noundef nonnull align 8 dereferenceable(80) %1)
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
  call void %18(ptr noundef nonnull align 8 dereferenceable(88) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !37
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI11CorrelationEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.111") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !200
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !202
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #26
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(18) ptr @_Znam(i64 noundef 18) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %35, ptr noundef nonnull align 1 dereferenceable(17) @.str.37, i64 17, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 17
  store i8 0, ptr %36, align 1, !tbaa !39
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
  %43 = load ptr, ptr %4, align 8, !tbaa !200
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !202
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.162, align 1
  %4 = alloca %class.anon.161, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !179
  store ptr %7, ptr %5, align 8, !tbaa !179
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %10, ptr %8, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
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
  %26 = load ptr, ptr %25, align 8, !tbaa !179
  store ptr %26, ptr %24, align 8, !tbaa !179
  %27 = getelementptr inbounds i8, ptr %4, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  store ptr %29, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !40
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !40
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %4, i64 64
  %42 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI11CorrelationNS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %43 unwind label %98

43:                                               ; preds = %40
  %44 = load ptr, ptr %27, align 8, !tbaa !31
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !36
  %53 = load ptr, ptr %44, align 8, !tbaa !37
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  %56 = load ptr, ptr %44, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !40
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !41

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #24
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %8, align 8, !tbaa !31
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !33
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !36
  %80 = load ptr, ptr %71, align 8, !tbaa !37
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %83 = load ptr, ptr %71, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !40
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !41

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %40
  %99 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #24
  resume { ptr, i32 } %99
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI11CorrelationNS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !31
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !40
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !40
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 56
  %18 = load ptr, ptr %17, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !40
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !40
  br label %29

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %21, i32 1 acq_rel, align 4
  br label %29

29:                                               ; preds = %24, %27
  %30 = load atomic i64, ptr %21 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %29
  store i32 0, ptr %21, align 8, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !36
  %35 = load ptr, ptr %18, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %38 = load ptr, ptr %18, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !40
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !41

51:                                               ; preds = %48
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

52:                                               ; preds = %16, %51, %48, %33
  br i1 %6, label %77, label %53

53:                                               ; preds = %52
  %54 = getelementptr inbounds i8, ptr %5, i64 8
  %55 = load atomic i64, ptr %54 acquire, align 8
  %56 = icmp eq i64 %55, 4294967297
  %57 = trunc i64 %55 to i32
  br i1 %56, label %58, label %66

58:                                               ; preds = %53
  store i32 0, ptr %54, align 8, !tbaa !33
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !36
  %60 = load ptr, ptr %5, align 8, !tbaa !37
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %63 = load ptr, ptr %5, align 8, !tbaa !37
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !40
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !41

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.164") align 8 %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { i64, i64 }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca { ptr, [8 x i8] }, align 8
  %6 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !31
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !40
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !40
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %1, i64 48
  %24 = load ptr, ptr %23, align 8, !tbaa !179
  %25 = getelementptr inbounds i8, ptr %1, i64 56
  %26 = load ptr, ptr %25, align 8, !tbaa !31
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !40
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !40
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %21, %32, %35
  %38 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %38, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !37
  %39 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %8, ptr %40, align 8, !tbaa !179
  %41 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %10, ptr %41, align 8, !tbaa !31
  br i1 %11, label %51, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %10, i64 8
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %43, align 4, !tbaa !40
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %43, align 4, !tbaa !40
  br label %51

49:                                               ; preds = %42
  %50 = atomicrmw volatile add ptr %43, i32 1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %46, %37
  %52 = getelementptr inbounds i8, ptr %6, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  %53 = getelementptr inbounds i8, ptr %6, i64 56
  store ptr %24, ptr %53, align 8, !tbaa !179
  %54 = getelementptr inbounds i8, ptr %6, i64 64
  store ptr %26, ptr %54, align 8, !tbaa !31
  br i1 %27, label %64, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %26, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !40
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !40
  br label %66

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %66

64:                                               ; preds = %51
  %65 = getelementptr inbounds i8, ptr %6, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %65, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false)
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %90

66:                                               ; preds = %59, %62
  %67 = getelementptr inbounds i8, ptr %6, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %67, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false)
  store ptr %6, ptr %0, align 8, !tbaa !5
  %68 = load atomic i64, ptr %56 acquire, align 8
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %56, align 8, !tbaa !33
  %72 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %72, align 4, !tbaa !36
  %73 = load ptr, ptr %26, align 8, !tbaa !37
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %76 = load ptr, ptr %26, align 8, !tbaa !37
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  tail call void %78(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %56, align 4, !tbaa !40
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !41

89:                                               ; preds = %86
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %90

90:                                               ; preds = %64, %89, %86, %71
  br i1 %11, label %115, label %91

91:                                               ; preds = %90
  %92 = getelementptr inbounds i8, ptr %10, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !33
  %97 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %97, align 4, !tbaa !36
  %98 = load ptr, ptr %10, align 8, !tbaa !37
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %101 = load ptr, ptr %10, align 8, !tbaa !37
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  tail call void %103(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !40
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !41

114:                                              ; preds = %111
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

115:                                              ; preds = %90, %96, %111, %114
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI11CorrelationEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.111") align 8 %0) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #28
  store ptr %4, ptr %0, align 8, !tbaa !200
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !202
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !202
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %13 = load ptr, ptr %7, align 8, !tbaa !206
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !206
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !202
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !203
  %23 = load ptr, ptr %7, align 8, !tbaa !206
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !206
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %29 = load ptr, ptr %0, align 8, !tbaa !200
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !202
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #26
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 64
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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

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
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !40
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !41

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.161, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !179
  store ptr %6, ptr %4, align 8, !tbaa !179
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !31
  store ptr %9, ptr %7, align 8, !tbaa !31
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !40
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !40
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
  %25 = load ptr, ptr %24, align 8, !tbaa !179
  store ptr %25, ptr %23, align 8, !tbaa !179
  %26 = getelementptr inbounds i8, ptr %2, i64 56
  %27 = getelementptr inbounds i8, ptr %0, i64 64
  %28 = load ptr, ptr %27, align 8, !tbaa !31
  store ptr %28, ptr %26, align 8, !tbaa !31
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !40
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !40
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  invoke void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(80) %2, i64 0)
          to label %42 unwind label %97

42:                                               ; preds = %39
  %43 = load ptr, ptr %26, align 8, !tbaa !31
  %44 = icmp eq ptr %43, null
  br i1 %44, label %69, label %45

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load atomic i64, ptr %46 acquire, align 8
  %48 = icmp eq i64 %47, 4294967297
  %49 = trunc i64 %47 to i32
  br i1 %48, label %50, label %58

50:                                               ; preds = %45
  store i32 0, ptr %46, align 8, !tbaa !33
  %51 = getelementptr inbounds i8, ptr %43, i64 12
  store i32 0, ptr %51, align 4, !tbaa !36
  %52 = load ptr, ptr %43, align 8, !tbaa !37
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %43) #24
  %55 = load ptr, ptr %43, align 8, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %55, i64 24
  %57 = load ptr, ptr %56, align 8
  call void %57(ptr noundef nonnull align 8 dereferenceable(16) %43) #24
  br label %69

58:                                               ; preds = %45
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = add nsw i32 %49, -1
  store i32 %62, ptr %46, align 4, !tbaa !40
  br label %65

63:                                               ; preds = %58
  %64 = atomicrmw volatile add ptr %46, i32 -1 acq_rel, align 4
  br label %65

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %49, %61 ], [ %64, %63 ]
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %68, label %69, !prof !41

68:                                               ; preds = %65
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %43) #24
  br label %69

69:                                               ; preds = %68, %65, %50, %42
  %70 = load ptr, ptr %7, align 8, !tbaa !31
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !33
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !36
  %79 = load ptr, ptr %70, align 8, !tbaa !37
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  %82 = load ptr, ptr %70, align 8, !tbaa !37
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !40
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !41

95:                                               ; preds = %92
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

96:                                               ; preds = %69, %77, %92, %95
  ret void

97:                                               ; preds = %39
  %98 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #24
  resume { ptr, i32 } %98
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(80) %0, i64 %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %0, align 8, !tbaa !281
  %5 = add i64 %4, 1
  %6 = mul i64 %5, %1
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !287
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !290
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %6
  store float 1.000000e+00, ptr %12, align 4, !tbaa !49
  %13 = add i64 %1, 1
  %14 = load i64, ptr %0, align 8, !tbaa !281
  %15 = icmp ult i64 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  br label %19

19:                                               ; preds = %16, %27
  %20 = phi i64 [ %14, %16 ], [ %48, %27 ]
  %21 = phi i64 [ %13, %16 ], [ %47, %27 ]
  %22 = load i64, ptr %17, align 8, !tbaa !283
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %27, label %50

24:                                               ; preds = %27, %2
  ret void

25:                                               ; preds = %50
  %26 = load i64, ptr %0, align 8, !tbaa !281
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i64 [ %20, %19 ], [ %26, %25 ]
  %29 = phi float [ 0.000000e+00, %19 ], [ %73, %25 ]
  %30 = mul i64 %28, %1
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !293
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !296
  %33 = load i64, ptr %32, align 8
  %34 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %35 = getelementptr float, ptr %34, i64 %33
  %36 = getelementptr float, ptr %35, i64 %30
  %37 = getelementptr float, ptr %36, i64 %21
  store float %29, ptr %37, align 4, !tbaa !49
  %38 = load i64, ptr %0, align 8, !tbaa !281
  %39 = mul i64 %38, %21
  %40 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !299
  %41 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !302
  %42 = load i64, ptr %41, align 8
  %43 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %44 = getelementptr float, ptr %43, i64 %42
  %45 = getelementptr float, ptr %44, i64 %39
  %46 = getelementptr float, ptr %45, i64 %1
  store float %29, ptr %46, align 4, !tbaa !49
  %47 = add nuw i64 %21, 1
  %48 = load i64, ptr %0, align 8, !tbaa !281
  %49 = icmp ult i64 %47, %48
  br i1 %49, label %19, label %24, !llvm.loop !305

50:                                               ; preds = %19, %50
  %51 = phi i64 [ %74, %50 ], [ 0, %19 ]
  %52 = phi float [ %73, %50 ], [ 0.000000e+00, %19 ]
  %53 = load i64, ptr %0, align 8, !tbaa !281
  %54 = mul i64 %53, %51
  %55 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !306
  %56 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !309
  %57 = load i64, ptr %56, align 8
  %58 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %59 = getelementptr float, ptr %58, i64 %57
  %60 = getelementptr float, ptr %59, i64 %54
  %61 = getelementptr float, ptr %60, i64 %1
  %62 = load float, ptr %61, align 4, !tbaa !49
  %63 = load i64, ptr %0, align 8, !tbaa !281
  %64 = mul i64 %63, %51
  %65 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !312
  %66 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !315
  %67 = load i64, ptr %66, align 8
  %68 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %69 = getelementptr float, ptr %68, i64 %67
  %70 = getelementptr float, ptr %69, i64 %64
  %71 = getelementptr float, ptr %70, i64 %21
  %72 = load float, ptr %71, align 4, !tbaa !49
  %73 = tail call float @llvm.fmuladd.f32(float %62, float %72, float %52)
  %74 = add nuw i64 %51, 1
  %75 = load i64, ptr %17, align 8, !tbaa !283
  %76 = icmp ult i64 %74, %75
  br i1 %76, label %50, label %25, !llvm.loop !318
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #19

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #21

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #19

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
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !40
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.100", align 8
  %7 = alloca %"class.sycl::_V1::range.100", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !101, !alias.scope !319
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !101, !alias.scope !319
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !319
  store i64 %11, ptr %7, align 8, !tbaa !101, !alias.scope !322
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !322
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !322
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
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
  br i1 %26, label %27, label %28, !prof !41

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !186
  store ptr %33, ptr %31, align 8, !tbaa !186
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !31
  store ptr %36, ptr %34, align 8, !tbaa !31
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !40
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !40
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !188

51:                                               ; preds = %47, %4
  %52 = phi ptr [ null, %4 ], [ %29, %47 ]
  %53 = phi ptr [ null, %4 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !28
  %56 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !44
  %58 = load ptr, ptr %1, align 8, !tbaa !132
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !123
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !131, !range !169, !noundef !79
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.100") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %67 unwind label %226

67:                                               ; preds = %61
  %68 = icmp eq ptr %52, %53
  br i1 %68, label %103, label %69

69:                                               ; preds = %67, %98
  %70 = phi ptr [ %99, %98 ], [ %52, %67 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !31
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !33
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !36
  %81 = load ptr, ptr %72, align 8, !tbaa !37
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %84 = load ptr, ptr %72, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %78, -1
  store i32 %91, ptr %75, align 4, !tbaa !40
  br label %94

92:                                               ; preds = %87
  %93 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %78, %90 ], [ %93, %92 ]
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %98, !prof !41

97:                                               ; preds = %94
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

98:                                               ; preds = %97, %94, %79, %69
  %99 = getelementptr inbounds i8, ptr %70, i64 16
  %100 = icmp eq ptr %99, %53
  br i1 %100, label %101, label %69, !llvm.loop !42

101:                                              ; preds = %98
  %102 = load ptr, ptr %55, align 8, !tbaa !28
  br label %103

103:                                              ; preds = %101, %67
  %104 = phi ptr [ %102, %101 ], [ %52, %67 ]
  %105 = icmp eq ptr %104, null
  br i1 %105, label %111, label %106

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !44
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %104 to i64
  %110 = sub i64 %108, %109
  tail call void @_ZdlPvm(ptr noundef nonnull %104, i64 noundef %110) #26
  br label %111

111:                                              ; preds = %103, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %112 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, i8 0, i64 16, i1 false)
  %113 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %114 unwind label %228

114:                                              ; preds = %111
  br i1 %113, label %115, label %124

115:                                              ; preds = %114
  %116 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %117 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %118 = extractvalue { i32, ptr } %117, 0
  %119 = extractvalue { i32, ptr } %117, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.41)
          to label %120 unwind label %122

120:                                              ; preds = %115
  invoke void @__cxa_throw(ptr nonnull %116, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %121 unwind label %228

121:                                              ; preds = %120
  unreachable

122:                                              ; preds = %115
  %123 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %116) #24
  br label %253

124:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
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
  br i1 %133, label %134, label %136, !prof !41

134:                                              ; preds = %132
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %135 unwind label %230

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %132
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %130) #28
          to label %138 unwind label %230

138:                                              ; preds = %136, %155
  %139 = phi ptr [ %157, %155 ], [ %137, %136 ]
  %140 = phi ptr [ %156, %155 ], [ %127, %136 ]
  %141 = load ptr, ptr %140, align 8, !tbaa !186
  store ptr %141, ptr %139, align 8, !tbaa !186
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !31
  store ptr %144, ptr %142, align 8, !tbaa !31
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %138
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !40
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !40
  br label %155

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %150, %138
  %156 = getelementptr inbounds i8, ptr %140, i64 16
  %157 = getelementptr inbounds i8, ptr %139, i64 16
  %158 = icmp eq ptr %156, %126
  br i1 %158, label %159, label %138, !llvm.loop !188

159:                                              ; preds = %155, %124
  %160 = phi ptr [ null, %124 ], [ %137, %155 ]
  %161 = phi ptr [ null, %124 ], [ %157, %155 ]
  %162 = getelementptr inbounds i8, ptr %160, i64 %130
  store i64 %125, ptr %9, align 8
  %163 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %160, ptr %163, align 8, !tbaa !28
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %161, ptr %164, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %162, ptr %165, align 8, !tbaa !44
  %166 = and i64 %125, 16
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %159
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.22)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %174 unwind label %232

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %168
  %176 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %169) #24
  br label %234

177:                                              ; preds = %159
  %178 = icmp eq ptr %160, %161
  br i1 %178, label %213, label %179

179:                                              ; preds = %177, %208
  %180 = phi ptr [ %209, %208 ], [ %160, %177 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !31
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !33
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !36
  %191 = load ptr, ptr %182, align 8, !tbaa !37
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  %194 = load ptr, ptr %182, align 8, !tbaa !37
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %185, align 4, !tbaa !40
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !41

207:                                              ; preds = %204
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  br label %208

208:                                              ; preds = %207, %204, %189, %179
  %209 = getelementptr inbounds i8, ptr %180, i64 16
  %210 = icmp eq ptr %209, %161
  br i1 %210, label %211, label %179, !llvm.loop !42

211:                                              ; preds = %208
  %212 = load ptr, ptr %163, align 8, !tbaa !28
  br label %213

213:                                              ; preds = %211, %177
  %214 = phi ptr [ %212, %211 ], [ %160, %177 ]
  %215 = icmp eq ptr %214, null
  br i1 %215, label %221, label %216

216:                                              ; preds = %213
  %217 = load ptr, ptr %165, align 8, !tbaa !44
  %218 = ptrtoint ptr %217 to i64
  %219 = ptrtoint ptr %214 to i64
  %220 = sub i64 %218, %219
  tail call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %220) #26
  br label %221

221:                                              ; preds = %213, %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !179
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %225)
          to label %238 unwind label %228

226:                                              ; preds = %61
  %227 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %236

236:                                              ; preds = %234, %230
  %237 = phi { ptr, i32 } [ %235, %234 ], [ %231, %230 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %253

238:                                              ; preds = %224, %223
  %239 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %228

240:                                              ; preds = %238
  store ptr %239, ptr %112, align 8, !tbaa !74
  %241 = load ptr, ptr %1, align 8, !tbaa !132
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.20, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !179
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %241, ptr noundef %245, i32 noundef 2018, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %246 unwind label %228

246:                                              ; preds = %244
  %247 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %248 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %228

250:                                              ; preds = %246
  %251 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %252 unwind label %228

252:                                              ; preds = %250
  ret void

253:                                              ; preds = %228, %122, %236
  %254 = phi { ptr, i32 } [ %237, %236 ], [ %229, %228 ], [ %123, %122 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %255

255:                                              ; preds = %253, %226
  %256 = phi { ptr, i32 } [ %254, %253 ], [ %227, %226 ]
  resume { ptr, i32 } %256
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.100") align 8, ptr noundef byval(%"class.sycl::_V1::range.100") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #8

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #23

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind memory(none) }
attributes #10 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nounwind }
attributes #25 = { noreturn nounwind }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn }
attributes #28 = { builtin allocsize(0) }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS16CorrelationBench", !11, i64 0, !11, i64 8, !12, i64 16, !12, i64 40, !12, i64 64, !12, i64 88, !12, i64 112, !16, i64 136, !16, i64 144, !16, i64 152, !16, i64 160, !16, i64 168}
!11 = !{!"long", !7, i64 0}
!12 = !{!"_ZTSSt6vectorIfSaIfEE", !13, i64 0}
!13 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !14, i64 0}
!14 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !15, i64 0}
!15 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!16 = !{!"_ZTS9FlatArray", !17, i64 0}
!17 = !{!"_ZTSSt10unique_ptrIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EE", !18, i64 0}
!18 = !{!"_ZTSSt15__uniq_ptr_dataIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_ELb1ELb1EE", !19, i64 0}
!19 = !{!"_ZTSSt15__uniq_ptr_implIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EE", !20, i64 0}
!20 = !{!"_ZTSSt5tupleIJPN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EEE", !21, i64 0}
!21 = !{!"_ZTSSt11_Tuple_implILm0EJPN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEESt14default_deleteIS6_EEE", !22, i64 0}
!22 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEELb0EE", !6, i64 0}
!23 = !{!10, !11, i64 8}
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
!39 = !{!7, !7, i64 0}
!40 = !{!35, !35, i64 0}
!41 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!29, !6, i64 16}
!45 = distinct !{!45, !43}
!46 = !{!15, !6, i64 0}
!47 = !{!15, !6, i64 16}
!48 = !{!15, !6, i64 8}
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !7, i64 0}
!51 = distinct !{!51, !43}
!52 = distinct !{!52, !43}
!53 = !{!54, !6, i64 0}
!54 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !11, i64 16, !11, i64 24}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!58 = !{!54, !6, i64 8}
!59 = !{!54, !11, i64 16}
!60 = !{!54, !11, i64 24}
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !7, i64 0}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = distinct !{!65, !43}
!66 = distinct !{!66, !43, !67, !68}
!67 = !{!"llvm.loop.isvectorized", i32 1}
!68 = !{!"llvm.loop.unroll.runtime.disable"}
!69 = distinct !{!69, !43}
!70 = distinct !{!70, !43}
!71 = distinct !{!71, !43, !67}
!72 = distinct !{!72, !43}
!73 = distinct !{!73, !43}
!74 = !{!75, !6, i64 16}
!75 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !76, i64 0, !6, i64 16, !7, i64 24}
!76 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !77, i64 0}
!77 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !78, i64 0}
!78 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!79 = !{}
!80 = !{!81, !6, i64 72}
!81 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !82, i64 0, !84, i64 24, !84, i64 48, !6, i64 72, !6, i64 80}
!82 = !{!"_ZTSN4sycl3_V12idILi3EEE", !83, i64 0}
!83 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!84 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !83, i64 0}
!85 = distinct !{!85, !43}
!86 = !{!87, !6, i64 0}
!87 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!88 = !{!89, !91, i64 32}
!89 = !{!"_ZTSSt8ios_base", !11, i64 8, !11, i64 16, !90, i64 24, !91, i64 28, !91, i64 32, !6, i64 40, !92, i64 48, !7, i64 64, !35, i64 192, !6, i64 200, !93, i64 208}
!90 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!91 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!92 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !11, i64 8}
!93 = !{!"_ZTSSt6locale", !6, i64 0}
!94 = !{!95, !6, i64 24}
!95 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !26, i64 0, !6, i64 24}
!96 = !{!97, !6, i64 16}
!97 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!98 = !{!97, !6, i64 0}
!99 = !{!97, !6, i64 8}
!100 = distinct !{!100, !43}
!101 = !{!11, !11, i64 0}
!102 = distinct !{!102, !43, !67, !68}
!103 = distinct !{!103, !43, !68, !67}
!104 = distinct !{!104, !43, !67, !68}
!105 = distinct !{!105, !43, !68, !67}
!106 = distinct !{!106, !43, !67, !68}
!107 = distinct !{!107, !43, !68, !67}
!108 = distinct !{!108, !43, !67, !68}
!109 = distinct !{!109, !43, !68, !67}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!113 = !{!114}
!114 = distinct !{!114, !115, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!115 = distinct !{!115, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!116 = !{!117, !11, i64 0}
!117 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !11, i64 0}
!118 = !{!119, !11, i64 16}
!119 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !120, i64 0, !117, i64 8, !11, i64 16}
!120 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!121 = !{!122, !6, i64 0}
!122 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!123 = !{!124, !11, i64 24}
!124 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !125, i64 0, !128, i64 16, !11, i64 24, !130, i64 32}
!125 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !126, i64 0}
!126 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !127, i64 0}
!127 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!128 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !129, i64 0}
!129 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!130 = !{!"bool", !7, i64 0}
!131 = !{!124, !130, i64 32}
!132 = !{!127, !6, i64 0}
!133 = !{!134, !6, i64 8}
!134 = !{!"_ZTSSt9type_info", !6, i64 8}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!144 = !{!145, !6, i64 0}
!145 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!146 = !{!145, !6, i64 8}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!150 = !{!151}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench9normaliseERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench9normaliseERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench11correlationERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench11correlationERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!165 = !{!166, !6, i64 0}
!166 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!167 = !{!168, !130, i64 0}
!168 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !130, i64 0}
!169 = !{i8 0, i8 2}
!170 = !{!171, !6, i64 0}
!171 = !{!"_ZTSZN16CorrelationBench12column_meansERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!172 = !{!173, !173, i64 0}
!173 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!174 = !{!175, !11, i64 0}
!175 = !{!"_ZTSZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !176, i64 16, !177, i64 48}
!176 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !76, i64 0, !6, i64 16, !7, i64 24}
!177 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !76, i64 0, !6, i64 16, !7, i64 24}
!178 = !{!175, !11, i64 8}
!179 = !{!78, !6, i64 0}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187, !6, i64 0}
!187 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!188 = distinct !{!188, !43}
!189 = !{!176, !6, i64 16}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!192 = distinct !{!192, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!195 = distinct !{!195, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!196 = !{!177, !6, i64 16}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!200 = !{!201, !6, i64 0}
!201 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!202 = !{!201, !6, i64 16}
!203 = !{i64 0, i64 4, !204, i64 4, i64 4, !40, i64 8, i64 4, !40}
!204 = !{!205, !205, i64 0}
!205 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!206 = !{!201, !6, i64 8}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!209 = distinct !{!209, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!212 = distinct !{!212, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!213 = distinct !{!213, !43}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!216 = distinct !{!216, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!219 = distinct !{!219, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!220 = !{!221, !6, i64 0}
!221 = !{!"_ZTSZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!222 = !{!223, !11, i64 0}
!223 = !{!"_ZTSZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !176, i64 16, !176, i64 48, !177, i64 80}
!224 = !{!223, !11, i64 8}
!225 = !{!226}
!226 = distinct !{!226, !227, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!227 = distinct !{!227, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!230 = distinct !{!230, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!233 = distinct !{!233, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!236 = distinct !{!236, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!239 = distinct !{!239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!242 = distinct !{!242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!243 = !{!244}
!244 = distinct !{!244, !245, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!245 = distinct !{!245, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!246 = distinct !{!246, !43}
!247 = !{!248, !6, i64 0}
!248 = !{!"_ZTSZN16CorrelationBench9normaliseERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!249 = !{!250, !11, i64 0}
!250 = !{!"_ZTSZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_", !11, i64 0, !177, i64 8, !176, i64 40, !176, i64 72, !50, i64 104, !176, i64 112}
!251 = !{!250, !50, i64 104}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!254 = distinct !{!254, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!257 = distinct !{!257, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!260 = distinct !{!260, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
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
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!275 = distinct !{!275, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!278 = distinct !{!278, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!279 = !{!280, !6, i64 0}
!280 = !{!"_ZTSZN16CorrelationBench11correlationERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!281 = !{!282, !11, i64 0}
!282 = !{!"_ZTSZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !177, i64 16, !176, i64 48}
!283 = !{!282, !11, i64 8}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!286 = distinct !{!286, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!289 = distinct !{!289, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!290 = !{!291}
!291 = distinct !{!291, !292, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!292 = distinct !{!292, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!293 = !{!294}
!294 = distinct !{!294, !295, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!295 = distinct !{!295, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!298 = distinct !{!298, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!299 = !{!300}
!300 = distinct !{!300, !301, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!301 = distinct !{!301, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!304 = distinct !{!304, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!305 = distinct !{!305, !43}
!306 = !{!307}
!307 = distinct !{!307, !308, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!308 = distinct !{!308, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!309 = !{!310}
!310 = distinct !{!310, !311, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!311 = distinct !{!311, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!312 = !{!313}
!313 = distinct !{!313, !314, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!314 = distinct !{!314, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!315 = !{!316}
!316 = distinct !{!316, !317, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!317 = distinct !{!317, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!318 = distinct !{!318, !43}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!321 = distinct !{!321, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!322 = !{!323}
!323 = distinct !{!323, !324, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!324 = distinct !{!324, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
