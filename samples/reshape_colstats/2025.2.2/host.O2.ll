; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
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
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.133" }
%"class.sycl::_V1::accessor.133" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.83" }
%"class.std::shared_ptr.83" = type { %"class.std::__shared_ptr.84" }
%"class.std::__shared_ptr.84" = type { ptr, %"class.std::__shared_count" }
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
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.30" }
%"struct.std::_Head_base.30" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.48" }
%"class.std::shared_ptr.48" = type { %"class.std::__shared_ptr.49" }
%"class.std::__shared_ptr.49" = type { ptr, %"class.std::__shared_count" }
%class.anon.118 = type { ptr }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.51" }
%"class.std::shared_ptr.51" = type { %"class.std::__shared_ptr.52" }
%"class.std::__shared_ptr.52" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.87" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.91 = type { i64, %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor.87" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::detail::array.92" = type { [3 x i64] }
%"class.sycl::_V1::range.93" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::unique_ptr.96" = type { %"struct.std::__uniq_ptr_data.97" }
%"struct.std::__uniq_ptr_data.97" = type { %"class.std::__uniq_ptr_impl.98" }
%"class.std::__uniq_ptr_impl.98" = type { %"class.std::tuple.99" }
%"class.std::tuple.99" = type { %"struct.std::_Tuple_impl.100" }
%"struct.std::_Tuple_impl.100" = type { %"struct.std::_Head_base.103" }
%"struct.std::_Head_base.103" = type { ptr }
%"class.std::vector.104" = type { %"struct.std::_Vector_base.105" }
%"struct.std::_Vector_base.105" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.95 = type { i8 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.109", %"class.sycl::_V1::id.109" }
%"class.sycl::_V1::id.109" = type { %"class.sycl::_V1::detail::array" }
%class.anon.119 = type { %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor", i64, %"class.sycl::_V1::accessor.87" }
%"class.std::unique_ptr.122" = type { %"struct.std::__uniq_ptr_data.123" }
%"struct.std::__uniq_ptr_data.123" = type { %"class.std::__uniq_ptr_impl.124" }
%"class.std::__uniq_ptr_impl.124" = type { %"class.std::tuple.125" }
%"class.std::tuple.125" = type { %"struct.std::_Tuple_impl.126" }
%"struct.std::_Tuple_impl.126" = type { %"struct.std::_Head_base.129" }
%"struct.std::_Head_base.129" = type { ptr }

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

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

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

$_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE = comdat any

$_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7ColMeanNS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI7ColMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_ = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9ColStdDevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"--rows\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"--cols\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"--iterations\00", align 1
@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.6 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.7 = private unnamed_addr constant [50 x i8] c"%s %zu x %zu: %zu iterations, %.3f ms in all, %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.10 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.12 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.13 = private unnamed_addr constant [81 x i8] c"/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"_Construct\00", align 1
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
@.str.16 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"reshape_colstats.cpp\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"column_means\00", align 1
@.str.21 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.22 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.24 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.26 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.29 = private unnamed_addr constant [13 x i8] c"_ZTS7ColMean\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [151 x i8] c"N4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.31 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.34 = private unnamed_addr constant [15 x i8] c"column_stddevs\00", align 1
@.str.35 = private unnamed_addr constant [15 x i8] c"_ZTS9ColStdDev\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [153 x i8] c"N4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.36 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.37 = private unnamed_addr constant [52 x i8] c"column %zu: mean %g (want %g), stddev %g (want %g)\0A\00", align 1
@.str.38 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.39 = private unnamed_addr constant [17 x i8] c"reshape-colstats\00", align 1

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
  %14 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(7) @.str) #24
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %7, !llvm.loop !9

16:                                               ; preds = %10
  %17 = and i64 %11, 4294967295
  %18 = getelementptr inbounds ptr, ptr %1, i64 %17
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = tail call i64 @strtoul(ptr nocapture noundef %19, ptr noundef null, i32 noundef 10) #25
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
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull dereferenceable(7) @.str.1) #24
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %23, !llvm.loop !9

32:                                               ; preds = %26
  %33 = and i64 %27, 4294967295
  %34 = getelementptr inbounds ptr, ptr %1, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !5
  %36 = tail call i64 @strtoul(ptr nocapture noundef %35, ptr noundef null, i32 noundef 10) #25
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
  %46 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %45, ptr noundef nonnull dereferenceable(13) @.str.2) #24
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %39, !llvm.loop !9

48:                                               ; preds = %42
  %49 = and i64 %43, 4294967295
  %50 = getelementptr inbounds ptr, ptr %1, i64 %49
  %51 = load ptr, ptr %50, align 8, !tbaa !5
  %52 = tail call i64 @strtoul(ptr nocapture noundef %51, ptr noundef null, i32 noundef 10) #25
  br label %53

53:                                               ; preds = %39, %48
  %54 = phi i64 [ %52, %48 ], [ 4, %39 ]
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3) #25
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
  call void @_ZN16ColumnStatsBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(256) %57) #25
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #25
  ret i32 %65

67:                                               ; preds = %53
  %68 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN16ColumnStatsBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(256) %57) #25
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3) #25
  resume { ptr, i32 } %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI16ColumnStatsBenchE3runEv(ptr noundef nonnull align 8 dereferenceable(280) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #25
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
  call void @__clang_call_terminate(ptr %15) #26
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
  call void @__clang_call_terminate(ptr %24) #26
  unreachable

25:                                               ; preds = %20, %16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  br label %142

26:                                               ; preds = %11, %8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #25
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
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #25
  %47 = load ptr, ptr %35, align 8, !tbaa !41
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %74) #27
  br label %75

75:                                               ; preds = %66, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
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
  %89 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  invoke void @_ZN16ColumnStatsBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %76, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %90 unwind label %99

90:                                               ; preds = %86
  %91 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
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
  %106 = select i1 %83, ptr @.str.8, ptr @.str.9
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.39, i64 noundef %102, i64 noundef %104, i64 noundef %105, double noundef %82, ptr noundef nonnull %106)
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
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %109) #25
  %121 = load ptr, ptr %109, align 8, !tbaa !41
  %122 = getelementptr inbounds i8, ptr %121, i64 24
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %109) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %109) #25
  br label %135

135:                                              ; preds = %101, %116, %131, %134
  %136 = xor i1 %83, true
  %137 = zext i1 %136 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25
  ret i32 %137

138:                                              ; preds = %81
  %139 = landingpad { ptr, i32 }
          cleanup
  br label %140

140:                                              ; preds = %99, %138, %84
  %141 = phi { ptr, i32 } [ %85, %84 ], [ %139, %138 ], [ %100, %99 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %142

142:                                              ; preds = %140, %25
  %143 = phi { ptr, i32 } [ %141, %140 ], [ %17, %25 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25
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
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %7) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef %16) #27
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
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #27
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
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %39) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #27
  br label %59

59:                                               ; preds = %49, %53
  ret void
}

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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #25
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.3, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !41
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !35
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !41
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
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

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !41
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #25
  %43 = load ptr, ptr %40, align 8, !tbaa !56
  store ptr %43, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
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
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #25
  br label %54

54:                                               ; preds = %39, %53
  call void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %42, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %3)
  store i8 1, ptr %50, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #25
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
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  tail call void @_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  store ptr @.str.17, ptr %4, align 8, !tbaa !63, !alias.scope !65
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %5, align 8, !tbaa !68, !alias.scope !65
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 109, ptr %6, align 8, !tbaa !69, !alias.scope !65
  %7 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 5, ptr %7, align 8, !tbaa !70, !alias.scope !65
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %4)
  %8 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %9 unwind label %10

9:                                                ; preds = %2
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %12 unwind label %10

10:                                               ; preds = %9, %2
  %11 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25
  resume { ptr, i32 } %11

12:                                               ; preds = %9
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.17, ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.36, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 113, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 25, ptr %11, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(33) %8, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %12 unwind label %204

12:                                               ; preds = %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
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
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
  %33 = load ptr, ptr %21, align 8, !tbaa !41
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #27
  br label %61

61:                                               ; preds = %55, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %62 = getelementptr inbounds i8, ptr %0, i64 208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  store ptr @.str.17, ptr %2, align 8
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.36, ptr %63, align 8
  %64 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 114, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 25, ptr %65, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %62, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %66 unwind label %206

66:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %114) #27
  br label %115

115:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
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
  call void %160(ptr noundef nonnull align 8 dereferenceable(16) %149) #25
  %161 = load ptr, ptr %149, align 8, !tbaa !41
  %162 = getelementptr inbounds i8, ptr %161, i64 24
  %163 = load ptr, ptr %162, align 8
  call void %163(ptr noundef nonnull align 8 dereferenceable(16) %149) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %149) #25
  br label %175

175:                                              ; preds = %146, %156, %171, %174
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
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
  call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
  %189 = load ptr, ptr %177, align 8, !tbaa !41
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
  br label %203

203:                                              ; preds = %175, %184, %199, %202
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  ret i1 %147

204:                                              ; preds = %1
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  br label %346

206:                                              ; preds = %61
  %207 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
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
  %296 = call double @sqrt(double noundef %295) #25
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
  %340 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i64 noundef %130, double noundef %304, double noundef %291, double noundef %339, double noundef %296)
  br label %341

341:                                              ; preds = %331, %328, %313
  %342 = phi i64 [ %129, %313 ], [ %329, %331 ], [ %329, %328 ]
  %343 = add nuw i64 %130, 1
  %344 = load i64, ptr %120, align 8, !tbaa !26
  %345 = icmp ult i64 %343, %344
  br i1 %345, label %127, label %144, !llvm.loop !83

346:                                              ; preds = %206, %204
  %347 = phi { ptr, i32 } [ %207, %206 ], [ %205, %204 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  resume { ptr, i32 } %347
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #16

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #10 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !84
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !84
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
  %18 = load ptr, ptr %2, align 8, !tbaa !84
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.11, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !41
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !41
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !86
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
  %6 = alloca %"class.std::function.24", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !92
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !31
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !35
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !37
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !40
  %22 = load ptr, ptr %13, align 8, !tbaa !41
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !41
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  %40 = load ptr, ptr %7, align 8, !tbaa !31
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #26
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
  %54 = load ptr, ptr %7, align 8, !tbaa !31
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #26
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #17

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

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
  %8 = load ptr, ptr %7, align 8, !tbaa !94
  store ptr %8, ptr %6, align 16, !tbaa !94
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !96
  %12 = load ptr, ptr %10, align 8, !tbaa !97
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !84
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !98

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !96
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !94
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
  %2 = load ptr, ptr %0, align 8, !tbaa !96
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !97
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !84
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !98

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !96
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !94
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10HostMirror6createEmf(ptr noundef nonnull align 8 dereferenceable(72) %0, i64 noundef %1, float noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.std::vector", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #25
  %7 = icmp ugt i64 %1, 2305843009213693951
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #28
  unreachable

9:                                                ; preds = %3
  %10 = icmp eq i64 %1, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  br label %42

12:                                               ; preds = %9
  %13 = shl nuw nsw i64 %1, 2
  %14 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %13) #29
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
  br i1 %33, label %34, label %27, !llvm.loop !99

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
  br i1 %41, label %42, label %38, !llvm.loop !102

42:                                               ; preds = %38, %34, %11
  %43 = phi ptr [ null, %11 ], [ %15, %34 ], [ %15, %38 ]
  %44 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %43, ptr %44, align 8, !tbaa !58
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt6vectorIfSaIfEEaSERKS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %46 unwind label %70

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #25
  %48 = load ptr, ptr %0, align 8, !tbaa !56
  store ptr %48, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
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
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %47) #25
  br label %59

59:                                               ; preds = %58, %46
  invoke void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef nonnull %47, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %60 unwind label %70

60:                                               ; preds = %59
  store i8 1, ptr %55, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #25
  %61 = load ptr, ptr %6, align 8, !tbaa !56
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %6, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !57
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #27
  br label %69

69:                                               ; preds = %60, %63
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %72, i64 noundef %79) #27
  br label %80

80:                                               ; preds = %74, %70
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #25
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.12) #28
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #27
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
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #17

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #17

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #20

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #14

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
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #27
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
define linkonce_odr dso_local void @_ZSt10_ConstructIN4sycl3_V16bufferIfLi1ENS1_6detail17aligned_allocatorIfEEvEEJPfNS1_5rangeILi1EEEEEvPT_DpOT0_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.13, ptr %5, align 8, !tbaa !63, !alias.scope !103
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.14, ptr %7, align 8, !tbaa !68, !alias.scope !103
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 119, ptr %8, align 8, !tbaa !69, !alias.scope !103
  %9 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 25, ptr %9, align 8, !tbaa !70, !alias.scope !103
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
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #25
  %31 = load ptr, ptr %19, align 8, !tbaa !41
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #27
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  ret void

60:                                               ; preds = %3
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !11
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !106
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !41, !noalias !106
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !109, !noalias !106
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !111, !noalias !106
  store ptr %10, ptr %6, align 8, !tbaa !114
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !116
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !123
  %25 = load ptr, ptr %0, align 8, !tbaa !124
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !125
  %27 = load i8, ptr %26, align 1, !tbaa !43
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !11, !alias.scope !127
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !127
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
  %38 = load ptr, ptr %35, align 8, !tbaa !41
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !109
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !41
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !41
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
  %3 = load i64, ptr %2, align 8, !tbaa !111
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !109
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #15

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  store ptr @.str.17, ptr %6, align 8, !tbaa !63, !alias.scope !130
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.19, ptr %7, align 8, !tbaa !68, !alias.scope !130
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 74, ptr %8, align 8, !tbaa !69, !alias.scope !130
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !70, !alias.scope !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !133
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25, !noalias !133
  store ptr %3, ptr %4, align 8, !tbaa !136, !noalias !133
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !138, !noalias !133
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !35
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !37
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !40
  %21 = load ptr, ptr %12, align 8, !tbaa !41
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !41
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !44
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !45

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(256) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.118, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  store ptr @.str.17, ptr %6, align 8, !tbaa !63, !alias.scope !139
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.34, ptr %7, align 8, !tbaa !68, !alias.scope !139
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 88, ptr %8, align 8, !tbaa !69, !alias.scope !139
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 5, ptr %9, align 8, !tbaa !70, !alias.scope !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !142
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25, !noalias !142
  store ptr %3, ptr %4, align 8, !tbaa !136, !noalias !142
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %10, align 8, !tbaa !138, !noalias !142
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !35
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !37
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !40
  %21 = load ptr, ptr %12, align 8, !tbaa !41
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !41
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !44
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !45

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %2, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !145
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #26
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !145
  store ptr %17, ptr %15, align 8, !tbaa !145
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !35
  %21 = load ptr, ptr %18, align 8, !tbaa !35
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !44
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !44
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !35
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
  store i32 0, ptr %39, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !40
  %45 = load ptr, ptr %36, align 8, !tbaa !41
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  %48 = load ptr, ptr %36, align 8, !tbaa !41
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !44
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !45

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !35
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !147, !range !54, !noundef !55
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !35
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.87", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.91, align 8
  %12 = load ptr, ptr %0, align 8, !tbaa !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  %13 = getelementptr inbounds i8, ptr %12, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.17, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.23, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 75, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %16, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %13, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %17 unwind label %276

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store i32 5, ptr %5, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %20 unwind label %18

18:                                               ; preds = %17
  %19 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %278

20:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !32
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !34
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !40
  %38 = load ptr, ptr %29, align 8, !tbaa !41
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  %41 = load ptr, ptr %29, align 8, !tbaa !41
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !44
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !45

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !46

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !32
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %8, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !47
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #27
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %70 = getelementptr inbounds i8, ptr %12, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %71 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %71, i8 0, i64 24, i1 false)
  store i64 16, ptr %10, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.17, ptr %4, align 8
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.23, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 76, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %74, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %70, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %75 unwind label %280

75:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store i32 5, ptr %3, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %78 unwind label %76

76:                                               ; preds = %75
  %77 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %282

78:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %79 = load ptr, ptr %71, align 8, !tbaa !32
  %80 = getelementptr inbounds i8, ptr %10, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !34
  %82 = icmp eq ptr %79, %81
  br i1 %82, label %117, label %83

83:                                               ; preds = %78, %112
  %84 = phi ptr [ %113, %112 ], [ %79, %78 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !35
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !37
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !40
  %95 = load ptr, ptr %86, align 8, !tbaa !41
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  %98 = load ptr, ptr %86, align 8, !tbaa !41
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !44
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !45

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  br label %112

112:                                              ; preds = %111, %108, %93, %83
  %113 = getelementptr inbounds i8, ptr %84, i64 16
  %114 = icmp eq ptr %113, %81
  br i1 %114, label %115, label %83, !llvm.loop !46

115:                                              ; preds = %112
  %116 = load ptr, ptr %71, align 8, !tbaa !32
  br label %117

117:                                              ; preds = %115, %78
  %118 = phi ptr [ %116, %115 ], [ %79, %78 ]
  %119 = icmp eq ptr %118, null
  br i1 %119, label %126, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %10, i64 24
  %122 = load ptr, ptr %121, align 8, !tbaa !47
  %123 = ptrtoint ptr %122 to i64
  %124 = ptrtoint ptr %118 to i64
  %125 = sub i64 %123, %124
  call void @_ZdlPvm(ptr noundef nonnull %118, i64 noundef %125) #27
  br label %126

126:                                              ; preds = %120, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  %127 = load i64, ptr %12, align 8, !tbaa !13
  %128 = getelementptr inbounds i8, ptr %12, i64 8
  %129 = load i64, ptr %128, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #25
  store i64 %127, ptr %11, align 8, !tbaa !153
  %130 = getelementptr inbounds i8, ptr %11, i64 8
  %131 = load ptr, ptr %7, align 8, !tbaa !157
  store ptr %131, ptr %130, align 8, !tbaa !157
  %132 = getelementptr inbounds i8, ptr %11, i64 16
  %133 = getelementptr inbounds i8, ptr %7, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !35
  store ptr %134, ptr %132, align 8, !tbaa !35
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %126
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

145:                                              ; preds = %126, %140, %143
  %146 = getelementptr inbounds i8, ptr %11, i64 24
  %147 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %146, ptr noundef nonnull align 8 dereferenceable(16) %147, i64 16, i1 false)
  %148 = getelementptr inbounds i8, ptr %11, i64 40
  store i64 %129, ptr %148, align 8, !tbaa !158
  %149 = getelementptr inbounds i8, ptr %11, i64 48
  %150 = load ptr, ptr %9, align 8, !tbaa !157
  store ptr %150, ptr %149, align 8, !tbaa !157
  %151 = getelementptr inbounds i8, ptr %11, i64 56
  %152 = getelementptr inbounds i8, ptr %9, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !35
  store ptr %153, ptr %151, align 8, !tbaa !35
  %154 = icmp eq ptr %153, null
  br i1 %154, label %164, label %155

155:                                              ; preds = %145
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %162, label %159

159:                                              ; preds = %155
  %160 = load i32, ptr %156, align 4, !tbaa !44
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %156, align 4, !tbaa !44
  br label %164

162:                                              ; preds = %155
  %163 = atomicrmw volatile add ptr %156, i32 1 acq_rel, align 4
  br label %164

164:                                              ; preds = %145, %159, %162
  %165 = getelementptr inbounds i8, ptr %11, i64 64
  %166 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %165, ptr noundef nonnull align 8 dereferenceable(16) %166, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %129, ptr noundef nonnull align 8 dereferenceable(80) %11)
          to label %167 unwind label %284

167:                                              ; preds = %164
  %168 = load ptr, ptr %151, align 8, !tbaa !35
  %169 = icmp eq ptr %168, null
  br i1 %169, label %194, label %170

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load atomic i64, ptr %171 acquire, align 8
  %173 = icmp eq i64 %172, 4294967297
  %174 = trunc i64 %172 to i32
  br i1 %173, label %175, label %183

175:                                              ; preds = %170
  store i32 0, ptr %171, align 8, !tbaa !37
  %176 = getelementptr inbounds i8, ptr %168, i64 12
  store i32 0, ptr %176, align 4, !tbaa !40
  %177 = load ptr, ptr %168, align 8, !tbaa !41
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %168) #25
  %180 = load ptr, ptr %168, align 8, !tbaa !41
  %181 = getelementptr inbounds i8, ptr %180, i64 24
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %168) #25
  br label %194

183:                                              ; preds = %170
  %184 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %188, label %186

186:                                              ; preds = %183
  %187 = add nsw i32 %174, -1
  store i32 %187, ptr %171, align 4, !tbaa !44
  br label %190

188:                                              ; preds = %183
  %189 = atomicrmw volatile add ptr %171, i32 -1 acq_rel, align 4
  br label %190

190:                                              ; preds = %188, %186
  %191 = phi i32 [ %174, %186 ], [ %189, %188 ]
  %192 = icmp eq i32 %191, 1
  br i1 %192, label %193, label %194, !prof !45

193:                                              ; preds = %190
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %168) #25
  br label %194

194:                                              ; preds = %193, %190, %175, %167
  %195 = load ptr, ptr %132, align 8, !tbaa !35
  %196 = icmp eq ptr %195, null
  br i1 %196, label %221, label %197

197:                                              ; preds = %194
  %198 = getelementptr inbounds i8, ptr %195, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !37
  %203 = getelementptr inbounds i8, ptr %195, i64 12
  store i32 0, ptr %203, align 4, !tbaa !40
  %204 = load ptr, ptr %195, align 8, !tbaa !41
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %195) #25
  %207 = load ptr, ptr %195, align 8, !tbaa !41
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %195) #25
  br label %221

210:                                              ; preds = %197
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = add nsw i32 %201, -1
  store i32 %214, ptr %198, align 4, !tbaa !44
  br label %217

215:                                              ; preds = %210
  %216 = atomicrmw volatile add ptr %198, i32 -1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %213
  %218 = phi i32 [ %201, %213 ], [ %216, %215 ]
  %219 = icmp eq i32 %218, 1
  br i1 %219, label %220, label %221, !prof !45

220:                                              ; preds = %217
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %195) #25
  br label %221

221:                                              ; preds = %194, %202, %217, %220
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #25
  %222 = load ptr, ptr %152, align 8, !tbaa !35
  %223 = icmp eq ptr %222, null
  br i1 %223, label %248, label %224

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load atomic i64, ptr %225 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %224
  store i32 0, ptr %225, align 8, !tbaa !37
  %230 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %230, align 4, !tbaa !40
  %231 = load ptr, ptr %222, align 8, !tbaa !41
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %222) #25
  %234 = load ptr, ptr %222, align 8, !tbaa !41
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %222) #25
  br label %248

237:                                              ; preds = %224
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %225, align 4, !tbaa !44
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !45

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #25
  br label %248

248:                                              ; preds = %221, %229, %244, %247
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %249 = load ptr, ptr %133, align 8, !tbaa !35
  %250 = icmp eq ptr %249, null
  br i1 %250, label %275, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load atomic i64, ptr %252 acquire, align 8
  %254 = icmp eq i64 %253, 4294967297
  %255 = trunc i64 %253 to i32
  br i1 %254, label %256, label %264

256:                                              ; preds = %251
  store i32 0, ptr %252, align 8, !tbaa !37
  %257 = getelementptr inbounds i8, ptr %249, i64 12
  store i32 0, ptr %257, align 4, !tbaa !40
  %258 = load ptr, ptr %249, align 8, !tbaa !41
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %249) #25
  %261 = load ptr, ptr %249, align 8, !tbaa !41
  %262 = getelementptr inbounds i8, ptr %261, i64 24
  %263 = load ptr, ptr %262, align 8
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %249) #25
  br label %275

264:                                              ; preds = %251
  %265 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  ret void

276:                                              ; preds = %2
  %277 = landingpad { ptr, i32 }
          cleanup
  br label %278

278:                                              ; preds = %18, %276
  %279 = phi { ptr, i32 } [ %277, %276 ], [ %19, %18 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %288

280:                                              ; preds = %69
  %281 = landingpad { ptr, i32 }
          cleanup
  br label %282

282:                                              ; preds = %76, %280
  %283 = phi { ptr, i32 } [ %281, %280 ], [ %77, %76 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %286

284:                                              ; preds = %164
  %285 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %11) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi { ptr, i32 } [ %285, %284 ], [ %283, %282 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %288

288:                                              ; preds = %286, %278
  %289 = phi { ptr, i32 } [ %287, %286 ], [ %279, %278 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  resume { ptr, i32 } %289
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !11, !alias.scope !159
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !159
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !159
  store i64 %12, ptr %8, align 8, !tbaa !11, !alias.scope !162
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !162
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !11, !alias.scope !162
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !165
  store ptr %34, ptr %32, align 8, !tbaa !165
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
  br i1 %51, label %52, label %31, !llvm.loop !167

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
  %59 = load ptr, ptr %1, align 8, !tbaa !124
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !116
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !123, !range !54, !noundef !55
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !41
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #27
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #29
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !165
  store ptr %130, ptr %128, align 8, !tbaa !165
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
  br i1 %147, label %148, label %127, !llvm.loop !167

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
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.24)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !41
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #27
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !168
  %214 = load ptr, ptr %1, align 8, !tbaa !124
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !157
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !41
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
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
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !11, !alias.scope !169
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !11, !alias.scope !169
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !169
  store i64 %11, ptr %8, align 8, !tbaa !11, !alias.scope !172
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !172
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !172
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !165
  store ptr %33, ptr %31, align 8, !tbaa !165
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
  br i1 %50, label %51, label %30, !llvm.loop !167

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
  %58 = load ptr, ptr %1, align 8, !tbaa !124
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !116
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !123, !range !54, !noundef !55
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #29
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !165
  store ptr %131, ptr %129, align 8, !tbaa !165
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
  br i1 %148, label %149, label %128, !llvm.loop !167

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
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !41
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !46

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #27
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !175
  %186 = load ptr, ptr %1, align 8, !tbaa !124
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !157
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.91, align 8
  %5 = load i64, ptr %2, align 8, !tbaa !153
  store i64 %5, ptr %4, align 8, !tbaa !153
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !157
  store ptr %8, ptr %6, align 8, !tbaa !157
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !35
  store ptr %11, ptr %9, align 8, !tbaa !35
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  %27 = load i64, ptr %26, align 8, !tbaa !158
  store i64 %27, ptr %25, align 8, !tbaa !158
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !157
  store ptr %30, ptr %28, align 8, !tbaa !157
  %31 = getelementptr inbounds i8, ptr %4, i64 56
  %32 = getelementptr inbounds i8, ptr %2, i64 56
  %33 = load ptr, ptr %32, align 8, !tbaa !35
  store ptr %33, ptr %31, align 8, !tbaa !35
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

44:                                               ; preds = %22, %39, %42
  %45 = getelementptr inbounds i8, ptr %4, i64 64
  %46 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull align 8 dereferenceable(16) %46, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %47 unwind label %102

47:                                               ; preds = %44
  %48 = load ptr, ptr %31, align 8, !tbaa !35
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !40
  %57 = load ptr, ptr %48, align 8, !tbaa !41
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  %60 = load ptr, ptr %48, align 8, !tbaa !41
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !44
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !45

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

74:                                               ; preds = %73, %70, %55, %47
  %75 = load ptr, ptr %9, align 8, !tbaa !35
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %74
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %74, %82, %97, %100
  ret void

102:                                              ; preds = %44
  %103 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #25
  resume { ptr, i32 } %103
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.93", align 8
  %5 = alloca %class.anon.91, align 8
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.26)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

14:                                               ; preds = %93, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %94, %93 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #25
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.29)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !176
  store i64 %1, ptr %4, align 8, !tbaa !11, !alias.scope !176
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = load i64, ptr %2, align 8, !tbaa !153
  store i64 %20, ptr %5, align 8, !tbaa !153
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 16
  %25 = load <2 x ptr>, ptr %22, align 8, !tbaa !5
  store ptr null, ptr %24, align 8, !tbaa !35
  store <2 x ptr> %25, ptr %21, align 8, !tbaa !5
  store ptr null, ptr %22, align 8, !tbaa !157
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  %27 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false)
  %28 = getelementptr inbounds i8, ptr %5, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 40
  %30 = load i64, ptr %29, align 8, !tbaa !158
  store i64 %30, ptr %28, align 8, !tbaa !158
  %31 = getelementptr inbounds i8, ptr %5, i64 48
  %32 = getelementptr inbounds i8, ptr %2, i64 48
  %33 = getelementptr inbounds i8, ptr %2, i64 56
  %34 = load <2 x ptr>, ptr %32, align 8, !tbaa !5
  store ptr null, ptr %33, align 8, !tbaa !35
  store <2 x ptr> %34, ptr %31, align 8, !tbaa !5
  store ptr null, ptr %32, align 8, !tbaa !157
  %35 = getelementptr inbounds i8, ptr %5, i64 64
  %36 = getelementptr inbounds i8, ptr %2, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %36, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %37 unwind label %93

37:                                               ; preds = %18
  %38 = getelementptr inbounds i8, ptr %5, i64 56
  %39 = load ptr, ptr %38, align 8, !tbaa !35
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !37
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !40
  %48 = load ptr, ptr %39, align 8, !tbaa !41
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  %51 = load ptr, ptr %39, align 8, !tbaa !41
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !44
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !45

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  br label %65

65:                                               ; preds = %64, %61, %46, %37
  %66 = load ptr, ptr %23, align 8, !tbaa !35
  %67 = icmp eq ptr %66, null
  br i1 %67, label %92, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = load atomic i64, ptr %69 acquire, align 8
  %71 = icmp eq i64 %70, 4294967297
  %72 = trunc i64 %70 to i32
  br i1 %71, label %73, label %81

73:                                               ; preds = %68
  store i32 0, ptr %69, align 8, !tbaa !37
  %74 = getelementptr inbounds i8, ptr %66, i64 12
  store i32 0, ptr %74, align 4, !tbaa !40
  %75 = load ptr, ptr %66, align 8, !tbaa !41
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  %77 = load ptr, ptr %76, align 8
  call void %77(ptr noundef nonnull align 8 dereferenceable(16) %66) #25
  %78 = load ptr, ptr %66, align 8, !tbaa !41
  %79 = getelementptr inbounds i8, ptr %78, i64 24
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %66) #25
  br label %92

81:                                               ; preds = %68
  %82 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %86, label %84

84:                                               ; preds = %81
  %85 = add nsw i32 %72, -1
  store i32 %85, ptr %69, align 4, !tbaa !44
  br label %88

86:                                               ; preds = %81
  %87 = atomicrmw volatile add ptr %69, i32 -1 acq_rel, align 4
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %72, %84 ], [ %87, %86 ]
  %90 = icmp eq i32 %89, 1
  br i1 %90, label %91, label %92, !prof !45

91:                                               ; preds = %88
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %66) #25
  br label %92

92:                                               ; preds = %65, %73, %88, %91
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

93:                                               ; preds = %18
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %5) #25
  br label %14
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.96", align 8
  %4 = alloca %"class.std::vector.104", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.96") align 8 %3, ptr noundef nonnull align 8 dereferenceable(80) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !41
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !41
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(88) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI7ColMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.104") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !179
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !181
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #27
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %35, ptr noundef nonnull align 1 dereferenceable(12) @.str.29, i64 12, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 12
  store i8 0, ptr %36, align 1, !tbaa !43
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #27
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !179
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !181
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #27
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI7ColMeanZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.95, align 1
  %4 = alloca %class.anon.91, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !153
  store i64 %5, ptr %4, align 8, !tbaa !153
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !157
  store ptr %8, ptr %6, align 8, !tbaa !157
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !35
  store ptr %11, ptr %9, align 8, !tbaa !35
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  %27 = load i64, ptr %26, align 8, !tbaa !158
  store i64 %27, ptr %25, align 8, !tbaa !158
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !157
  store ptr %30, ptr %28, align 8, !tbaa !157
  %31 = getelementptr inbounds i8, ptr %4, i64 56
  %32 = getelementptr inbounds i8, ptr %1, i64 56
  %33 = load ptr, ptr %32, align 8, !tbaa !35
  store ptr %33, ptr %31, align 8, !tbaa !35
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

44:                                               ; preds = %22, %39, %42
  %45 = getelementptr inbounds i8, ptr %4, i64 64
  %46 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull align 8 dereferenceable(16) %46, i64 16, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7ColMeanNS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %47 unwind label %102

47:                                               ; preds = %44
  %48 = load ptr, ptr %31, align 8, !tbaa !35
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !40
  %57 = load ptr, ptr %48, align 8, !tbaa !41
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  %60 = load ptr, ptr %48, align 8, !tbaa !41
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !44
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !45

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

74:                                               ; preds = %73, %70, %55, %47
  %75 = load ptr, ptr %9, align 8, !tbaa !35
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %74
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !41
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %74, %82, %97, %100
  ret void

102:                                              ; preds = %44
  %103 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %4) #25
  resume { ptr, i32 } %103
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7ColMeanNS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSG_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISL_EEJPS1_SD_EEEDaSP_SR_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !35
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !44
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !44
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 56
  %18 = load ptr, ptr %17, align 8, !tbaa !35
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !44
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !44
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
  store i32 0, ptr %21, align 8, !tbaa !37
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !40
  %35 = load ptr, ptr %18, align 8, !tbaa !41
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  %38 = load ptr, ptr %18, align 8, !tbaa !41
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !44
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !45

51:                                               ; preds = %48
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
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
  store i32 0, ptr %54, align 8, !tbaa !37
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !40
  %60 = load ptr, ptr %5, align 8, !tbaa !41
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  %63 = load ptr, ptr %5, align 8, !tbaa !41
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !44
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !45

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.96") align 8 %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #29
  %6 = load i64, ptr %1, align 8, !tbaa !153
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !157
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !35
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load i64, ptr %23, align 8, !tbaa !158
  %25 = getelementptr inbounds i8, ptr %1, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !157
  %27 = getelementptr inbounds i8, ptr %1, i64 56
  %28 = load ptr, ptr %27, align 8, !tbaa !35
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %21
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

39:                                               ; preds = %21, %34, %37
  %40 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %40, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !41
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %6, ptr %41, align 8, !tbaa !153
  %42 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %42, align 8, !tbaa !157
  %43 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %10, ptr %43, align 8, !tbaa !35
  br i1 %11, label %53, label %44

44:                                               ; preds = %39
  %45 = getelementptr inbounds i8, ptr %10, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !44
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !44
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %39
  %54 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %54, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %55 = getelementptr inbounds i8, ptr %5, i64 48
  store i64 %24, ptr %55, align 8, !tbaa !158
  %56 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr %26, ptr %56, align 8, !tbaa !157
  %57 = getelementptr inbounds i8, ptr %5, i64 64
  store ptr %28, ptr %57, align 8, !tbaa !35
  br i1 %29, label %67, label %58

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %28, i64 8
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %58
  %63 = load i32, ptr %59, align 4, !tbaa !44
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %59, align 4, !tbaa !44
  br label %69

65:                                               ; preds = %58
  %66 = atomicrmw volatile add ptr %59, i32 1 acq_rel, align 4
  br label %69

67:                                               ; preds = %53
  %68 = getelementptr inbounds i8, ptr %5, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  br label %93

69:                                               ; preds = %62, %65
  %70 = getelementptr inbounds i8, ptr %5, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  %71 = load atomic i64, ptr %59 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %59, align 8, !tbaa !37
  %75 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %75, align 4, !tbaa !40
  %76 = load ptr, ptr %28, align 8, !tbaa !41
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  tail call void %78(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %79 = load ptr, ptr %28, align 8, !tbaa !41
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %59, align 4, !tbaa !44
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %59, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !45

92:                                               ; preds = %89
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %93

93:                                               ; preds = %67, %92, %89, %74
  br i1 %11, label %118, label %94

94:                                               ; preds = %93
  %95 = getelementptr inbounds i8, ptr %10, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !37
  %100 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %100, align 4, !tbaa !40
  %101 = load ptr, ptr %10, align 8, !tbaa !41
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  tail call void %103(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %104 = load ptr, ptr %10, align 8, !tbaa !41
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  tail call void %106(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %118

118:                                              ; preds = %93, %99, %114, %117
  ret void
}

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI7ColMeanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.104") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !179
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !181
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !181
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %13 = load ptr, ptr %7, align 8, !tbaa !185
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !185
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
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !181
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %23 = load ptr, ptr %7, align 8, !tbaa !185
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !185
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
  %29 = load ptr, ptr %0, align 8, !tbaa !179
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !181
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #27
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.91, align 8
  %3 = alloca %"class.sycl::_V1::item", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !153
  store i64 %5, ptr %2, align 8, !tbaa !153
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !157
  store ptr %8, ptr %6, align 8, !tbaa !157
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !35
  store ptr %11, ptr %9, align 8, !tbaa !35
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %2, i64 40
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = load i64, ptr %26, align 8, !tbaa !158
  store i64 %27, ptr %25, align 8, !tbaa !158
  %28 = getelementptr inbounds i8, ptr %2, i64 48
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = load ptr, ptr %29, align 8, !tbaa !157
  store ptr %30, ptr %28, align 8, !tbaa !157
  %31 = getelementptr inbounds i8, ptr %2, i64 56
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  %33 = load ptr, ptr %32, align 8, !tbaa !35
  store ptr %33, ptr %31, align 8, !tbaa !35
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

44:                                               ; preds = %22, %39, %42
  %45 = getelementptr inbounds i8, ptr %2, i64 64
  %46 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull align 8 dereferenceable(16) %46, i64 16, i1 false)
  store i64 1, ptr %3, align 8
  %47 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %47, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef nonnull %2, ptr noundef nonnull byval(%"class.sycl::_V1::item") align 8 %3)
          to label %48 unwind label %103

48:                                               ; preds = %44
  %49 = load ptr, ptr %31, align 8, !tbaa !35
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !37
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !40
  %58 = load ptr, ptr %49, align 8, !tbaa !41
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  %61 = load ptr, ptr %49, align 8, !tbaa !41
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !44
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !45

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #25
  br label %75

75:                                               ; preds = %74, %71, %56, %48
  %76 = load ptr, ptr %9, align 8, !tbaa !35
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !37
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !40
  %85 = load ptr, ptr %76, align 8, !tbaa !41
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #25
  %88 = load ptr, ptr %76, align 8, !tbaa !41
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #25
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !44
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !45

101:                                              ; preds = %98
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #25
  br label %102

102:                                              ; preds = %75, %83, %98, %101
  ret void

103:                                              ; preds = %44
  %104 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #25
  resume { ptr, i32 } %104
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16ColumnStatsBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_EENSt9enable_ifIXntsr32KernelLambdaHasKernelHandlerArgTIT0_T_EE5valueEvE4typeESF_SG_(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !11
  %5 = load i64, ptr %0, align 8, !tbaa !153
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %30, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  br label %13

10:                                               ; preds = %13
  %11 = uitofp i64 %28 to float
  %12 = fdiv float %26, %11
  br label %30

13:                                               ; preds = %13, %7
  %14 = phi i64 [ 0, %7 ], [ %27, %13 ]
  %15 = phi float [ 0.000000e+00, %7 ], [ %26, %13 ]
  %16 = load i64, ptr %9, align 8, !tbaa !158
  %17 = mul i64 %16, %14
  %18 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !186
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !189
  %20 = load i64, ptr %19, align 8
  %21 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  %22 = getelementptr float, ptr %21, i64 %20
  %23 = getelementptr float, ptr %22, i64 %17
  %24 = getelementptr float, ptr %23, i64 %4
  %25 = load float, ptr %24, align 4, !tbaa !60
  %26 = fadd float %15, %25
  %27 = add nuw i64 %14, 1
  %28 = load i64, ptr %0, align 8, !tbaa !153
  %29 = icmp ult i64 %27, %28
  br i1 %29, label %13, label %10, !llvm.loop !192

30:                                               ; preds = %2, %10
  %31 = phi float [ 0x7FF8000000000000, %2 ], [ %12, %10 ]
  %32 = getelementptr inbounds i8, ptr %0, i64 48
  %33 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %32), !noalias !193
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %32), !noalias !196
  %35 = load i64, ptr %34, align 8
  %36 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %32) #25
  %37 = getelementptr float, ptr %36, i64 %35
  %38 = getelementptr float, ptr %37, i64 %4
  store float %31, ptr %38, align 4, !tbaa !60
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !185
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.31) #28
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
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
  %41 = load ptr, ptr %38, align 8, !tbaa !181
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !179
  store ptr %45, ptr %4, align 8, !tbaa !185
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !181
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #20

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16ColumnStatsBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %13 = alloca %"class.sycl::_V1::accessor.87", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.119, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !199
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str.17, ptr %8, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.23, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 89, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 22, ptr %20, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %17, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %21 unwind label %328

21:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #25
  store i32 5, ptr %7, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %24 unwind label %22

22:                                               ; preds = %21
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %330

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %25 = getelementptr inbounds i8, ptr %10, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !32
  %27 = getelementptr inbounds i8, ptr %10, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !34
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !35
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !40
  %42 = load ptr, ptr %33, align 8, !tbaa !41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  %45 = load ptr, ptr %33, align 8, !tbaa !41
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !44
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !45

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !46

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !32
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %10, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !47
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #27
  br label %73

73:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %74 = getelementptr inbounds i8, ptr %16, i64 136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.17, ptr %6, align 8
  %75 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.23, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 90, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %77, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %74, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %78 unwind label %332

78:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store i32 5, ptr %5, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %81 unwind label %79

79:                                               ; preds = %78
  %80 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %334

81:                                               ; preds = %78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %82 = getelementptr inbounds i8, ptr %12, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !32
  %84 = getelementptr inbounds i8, ptr %12, i64 16
  %85 = load ptr, ptr %84, align 8, !tbaa !34
  %86 = icmp eq ptr %83, %85
  br i1 %86, label %121, label %87

87:                                               ; preds = %81, %116
  %88 = phi ptr [ %117, %116 ], [ %83, %81 ]
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !35
  %91 = icmp eq ptr %90, null
  br i1 %91, label %116, label %92

92:                                               ; preds = %87
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load atomic i64, ptr %93 acquire, align 8
  %95 = icmp eq i64 %94, 4294967297
  %96 = trunc i64 %94 to i32
  br i1 %95, label %97, label %105

97:                                               ; preds = %92
  store i32 0, ptr %93, align 8, !tbaa !37
  %98 = getelementptr inbounds i8, ptr %90, i64 12
  store i32 0, ptr %98, align 4, !tbaa !40
  %99 = load ptr, ptr %90, align 8, !tbaa !41
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  %102 = load ptr, ptr %90, align 8, !tbaa !41
  %103 = getelementptr inbounds i8, ptr %102, i64 24
  %104 = load ptr, ptr %103, align 8
  call void %104(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  br label %116

105:                                              ; preds = %92
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = add nsw i32 %96, -1
  store i32 %109, ptr %93, align 4, !tbaa !44
  br label %112

110:                                              ; preds = %105
  %111 = atomicrmw volatile add ptr %93, i32 -1 acq_rel, align 4
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %96, %108 ], [ %111, %110 ]
  %114 = icmp eq i32 %113, 1
  br i1 %114, label %115, label %116, !prof !45

115:                                              ; preds = %112
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  br label %116

116:                                              ; preds = %115, %112, %97, %87
  %117 = getelementptr inbounds i8, ptr %88, i64 16
  %118 = icmp eq ptr %117, %85
  br i1 %118, label %119, label %87, !llvm.loop !46

119:                                              ; preds = %116
  %120 = load ptr, ptr %82, align 8, !tbaa !32
  br label %121

121:                                              ; preds = %119, %81
  %122 = phi ptr [ %120, %119 ], [ %83, %81 ]
  %123 = icmp eq ptr %122, null
  br i1 %123, label %130, label %124

124:                                              ; preds = %121
  %125 = getelementptr inbounds i8, ptr %12, i64 24
  %126 = load ptr, ptr %125, align 8, !tbaa !47
  %127 = ptrtoint ptr %126 to i64
  %128 = ptrtoint ptr %122 to i64
  %129 = sub i64 %127, %128
  call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %129) #27
  br label %130

130:                                              ; preds = %124, %121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %131 = getelementptr inbounds i8, ptr %16, i64 208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %132 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %132, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.17, ptr %4, align 8
  %133 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.23, ptr %133, align 8
  %134 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 91, ptr %134, align 8
  %135 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %135, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %131, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %136 unwind label %336

136:                                              ; preds = %130
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store i32 5, ptr %3, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %131, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %139 unwind label %137

137:                                              ; preds = %136
  %138 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %338

139:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %140 = load ptr, ptr %132, align 8, !tbaa !32
  %141 = getelementptr inbounds i8, ptr %14, i64 16
  %142 = load ptr, ptr %141, align 8, !tbaa !34
  %143 = icmp eq ptr %140, %142
  br i1 %143, label %178, label %144

144:                                              ; preds = %139, %173
  %145 = phi ptr [ %174, %173 ], [ %140, %139 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !35
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !37
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !40
  %156 = load ptr, ptr %147, align 8, !tbaa !41
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !41
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !44
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !45

172:                                              ; preds = %169
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %174, %142
  br i1 %175, label %176, label %144, !llvm.loop !46

176:                                              ; preds = %173
  %177 = load ptr, ptr %132, align 8, !tbaa !32
  br label %178

178:                                              ; preds = %176, %139
  %179 = phi ptr [ %177, %176 ], [ %140, %139 ]
  %180 = icmp eq ptr %179, null
  br i1 %180, label %187, label %181

181:                                              ; preds = %178
  %182 = getelementptr inbounds i8, ptr %14, i64 24
  %183 = load ptr, ptr %182, align 8, !tbaa !47
  %184 = ptrtoint ptr %183 to i64
  %185 = ptrtoint ptr %179 to i64
  %186 = sub i64 %184, %185
  call void @_ZdlPvm(ptr noundef nonnull %179, i64 noundef %186) #27
  br label %187

187:                                              ; preds = %181, %178
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  %188 = load i64, ptr %16, align 8, !tbaa !13
  %189 = getelementptr inbounds i8, ptr %16, i64 8
  %190 = load i64, ptr %189, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #25
  %191 = load ptr, ptr %11, align 8, !tbaa !157
  store ptr %191, ptr %15, align 8, !tbaa !157
  %192 = getelementptr inbounds i8, ptr %15, i64 8
  %193 = getelementptr inbounds i8, ptr %11, i64 8
  %194 = load ptr, ptr %193, align 8, !tbaa !35
  store ptr %194, ptr %192, align 8, !tbaa !35
  %195 = icmp eq ptr %194, null
  br i1 %195, label %205, label %196

196:                                              ; preds = %187
  %197 = getelementptr inbounds i8, ptr %194, i64 8
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %203, label %200

200:                                              ; preds = %196
  %201 = load i32, ptr %197, align 4, !tbaa !44
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %197, align 4, !tbaa !44
  br label %205

203:                                              ; preds = %196
  %204 = atomicrmw volatile add ptr %197, i32 1 acq_rel, align 4
  br label %205

205:                                              ; preds = %187, %200, %203
  %206 = getelementptr inbounds i8, ptr %15, i64 16
  %207 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %206, ptr noundef nonnull align 8 dereferenceable(16) %207, i64 16, i1 false)
  %208 = getelementptr inbounds i8, ptr %15, i64 32
  store i64 %188, ptr %208, align 8, !tbaa !201
  %209 = getelementptr inbounds i8, ptr %15, i64 40
  %210 = load ptr, ptr %9, align 8, !tbaa !157
  store ptr %210, ptr %209, align 8, !tbaa !157
  %211 = getelementptr inbounds i8, ptr %15, i64 48
  %212 = getelementptr inbounds i8, ptr %9, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !35
  store ptr %213, ptr %211, align 8, !tbaa !35
  %214 = icmp eq ptr %213, null
  br i1 %214, label %224, label %215

215:                                              ; preds = %205
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = load i32, ptr %216, align 4, !tbaa !44
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %216, align 4, !tbaa !44
  br label %224

222:                                              ; preds = %215
  %223 = atomicrmw volatile add ptr %216, i32 1 acq_rel, align 4
  br label %224

224:                                              ; preds = %205, %219, %222
  %225 = getelementptr inbounds i8, ptr %15, i64 56
  %226 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %225, ptr noundef nonnull align 8 dereferenceable(16) %226, i64 16, i1 false)
  %227 = getelementptr inbounds i8, ptr %15, i64 72
  store i64 %190, ptr %227, align 8, !tbaa !203
  %228 = getelementptr inbounds i8, ptr %15, i64 80
  %229 = load ptr, ptr %13, align 8, !tbaa !157
  store ptr %229, ptr %228, align 8, !tbaa !157
  %230 = getelementptr inbounds i8, ptr %15, i64 88
  %231 = getelementptr inbounds i8, ptr %13, i64 8
  %232 = load ptr, ptr %231, align 8, !tbaa !35
  store ptr %232, ptr %230, align 8, !tbaa !35
  %233 = icmp eq ptr %232, null
  br i1 %233, label %243, label %234

234:                                              ; preds = %224
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %241, label %238

238:                                              ; preds = %234
  %239 = load i32, ptr %235, align 4, !tbaa !44
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %235, align 4, !tbaa !44
  br label %243

241:                                              ; preds = %234
  %242 = atomicrmw volatile add ptr %235, i32 1 acq_rel, align 4
  br label %243

243:                                              ; preds = %224, %238, %241
  %244 = getelementptr inbounds i8, ptr %15, i64 96
  %245 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %244, ptr noundef nonnull align 8 dereferenceable(16) %245, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %190, ptr noundef nonnull align 8 dereferenceable(112) %15)
          to label %246 unwind label %340

246:                                              ; preds = %243
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #25
  %247 = load ptr, ptr %231, align 8, !tbaa !35
  %248 = icmp eq ptr %247, null
  br i1 %248, label %273, label %249

249:                                              ; preds = %246
  %250 = getelementptr inbounds i8, ptr %247, i64 8
  %251 = load atomic i64, ptr %250 acquire, align 8
  %252 = icmp eq i64 %251, 4294967297
  %253 = trunc i64 %251 to i32
  br i1 %252, label %254, label %262

254:                                              ; preds = %249
  store i32 0, ptr %250, align 8, !tbaa !37
  %255 = getelementptr inbounds i8, ptr %247, i64 12
  store i32 0, ptr %255, align 4, !tbaa !40
  %256 = load ptr, ptr %247, align 8, !tbaa !41
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  %258 = load ptr, ptr %257, align 8
  call void %258(ptr noundef nonnull align 8 dereferenceable(16) %247) #25
  %259 = load ptr, ptr %247, align 8, !tbaa !41
  %260 = getelementptr inbounds i8, ptr %259, i64 24
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %247) #25
  br label %273

262:                                              ; preds = %249
  %263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %267, label %265

265:                                              ; preds = %262
  %266 = add nsw i32 %253, -1
  store i32 %266, ptr %250, align 4, !tbaa !44
  br label %269

267:                                              ; preds = %262
  %268 = atomicrmw volatile add ptr %250, i32 -1 acq_rel, align 4
  br label %269

269:                                              ; preds = %267, %265
  %270 = phi i32 [ %253, %265 ], [ %268, %267 ]
  %271 = icmp eq i32 %270, 1
  br i1 %271, label %272, label %273, !prof !45

272:                                              ; preds = %269
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %247) #25
  br label %273

273:                                              ; preds = %246, %254, %269, %272
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %274 = load ptr, ptr %193, align 8, !tbaa !35
  %275 = icmp eq ptr %274, null
  br i1 %275, label %300, label %276

276:                                              ; preds = %273
  %277 = getelementptr inbounds i8, ptr %274, i64 8
  %278 = load atomic i64, ptr %277 acquire, align 8
  %279 = icmp eq i64 %278, 4294967297
  %280 = trunc i64 %278 to i32
  br i1 %279, label %281, label %289

281:                                              ; preds = %276
  store i32 0, ptr %277, align 8, !tbaa !37
  %282 = getelementptr inbounds i8, ptr %274, i64 12
  store i32 0, ptr %282, align 4, !tbaa !40
  %283 = load ptr, ptr %274, align 8, !tbaa !41
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %274) #25
  %286 = load ptr, ptr %274, align 8, !tbaa !41
  %287 = getelementptr inbounds i8, ptr %286, i64 24
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %274) #25
  br label %300

289:                                              ; preds = %276
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

300:                                              ; preds = %273, %281, %296, %299
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  %301 = load ptr, ptr %212, align 8, !tbaa !35
  %302 = icmp eq ptr %301, null
  br i1 %302, label %327, label %303

303:                                              ; preds = %300
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load atomic i64, ptr %304 acquire, align 8
  %306 = icmp eq i64 %305, 4294967297
  %307 = trunc i64 %305 to i32
  br i1 %306, label %308, label %316

308:                                              ; preds = %303
  store i32 0, ptr %304, align 8, !tbaa !37
  %309 = getelementptr inbounds i8, ptr %301, i64 12
  store i32 0, ptr %309, align 4, !tbaa !40
  %310 = load ptr, ptr %301, align 8, !tbaa !41
  %311 = getelementptr inbounds i8, ptr %310, i64 16
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %301) #25
  %313 = load ptr, ptr %301, align 8, !tbaa !41
  %314 = getelementptr inbounds i8, ptr %313, i64 24
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %301) #25
  br label %327

316:                                              ; preds = %303
  %317 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %318 = icmp eq i8 %317, 0
  br i1 %318, label %321, label %319

319:                                              ; preds = %316
  %320 = add nsw i32 %307, -1
  store i32 %320, ptr %304, align 4, !tbaa !44
  br label %323

321:                                              ; preds = %316
  %322 = atomicrmw volatile add ptr %304, i32 -1 acq_rel, align 4
  br label %323

323:                                              ; preds = %321, %319
  %324 = phi i32 [ %307, %319 ], [ %322, %321 ]
  %325 = icmp eq i32 %324, 1
  br i1 %325, label %326, label %327, !prof !45

326:                                              ; preds = %323
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %301) #25
  br label %327

327:                                              ; preds = %300, %308, %323, %326
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  ret void

328:                                              ; preds = %2
  %329 = landingpad { ptr, i32 }
          cleanup
  br label %330

330:                                              ; preds = %22, %328
  %331 = phi { ptr, i32 } [ %329, %328 ], [ %23, %22 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %346

332:                                              ; preds = %73
  %333 = landingpad { ptr, i32 }
          cleanup
  br label %334

334:                                              ; preds = %79, %332
  %335 = phi { ptr, i32 } [ %333, %332 ], [ %80, %79 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %344

336:                                              ; preds = %130
  %337 = landingpad { ptr, i32 }
          cleanup
  br label %338

338:                                              ; preds = %137, %336
  %339 = phi { ptr, i32 } [ %337, %336 ], [ %138, %137 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  br label %342

340:                                              ; preds = %243
  %341 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %342

342:                                              ; preds = %340, %338
  %343 = phi { ptr, i32 } [ %341, %340 ], [ %339, %338 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %344

344:                                              ; preds = %342, %334
  %345 = phi { ptr, i32 } [ %343, %342 ], [ %335, %334 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %346

346:                                              ; preds = %344, %330
  %347 = phi { ptr, i32 } [ %345, %344 ], [ %331, %330 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  resume { ptr, i32 } %347
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !41
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !41
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESL_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(112) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.119, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !157
  store ptr %5, ptr %4, align 8, !tbaa !157
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !35
  store ptr %8, ptr %6, align 8, !tbaa !35
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !44
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !44
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %3
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %4, i64 32
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  %24 = load i64, ptr %23, align 8, !tbaa !201
  store i64 %24, ptr %22, align 8, !tbaa !201
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %2, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !157
  store ptr %27, ptr %25, align 8, !tbaa !157
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !35
  store ptr %30, ptr %28, align 8, !tbaa !35
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %19
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

41:                                               ; preds = %39, %36, %19
  %42 = getelementptr inbounds i8, ptr %4, i64 56
  %43 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = getelementptr inbounds i8, ptr %2, i64 72
  %46 = load i64, ptr %45, align 8, !tbaa !203
  store i64 %46, ptr %44, align 8, !tbaa !203
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %2, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !157
  store ptr %49, ptr %47, align 8, !tbaa !157
  %50 = getelementptr inbounds i8, ptr %4, i64 88
  %51 = getelementptr inbounds i8, ptr %2, i64 88
  %52 = load ptr, ptr %51, align 8, !tbaa !35
  store ptr %52, ptr %50, align 8, !tbaa !35
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %41
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

63:                                               ; preds = %41, %58, %61
  %64 = getelementptr inbounds i8, ptr %4, i64 96
  %65 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %66 unwind label %67

66:                                               ; preds = %63
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  ret void

67:                                               ; preds = %63
  %68 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  resume { ptr, i32 } %68
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.93", align 8
  %5 = alloca %class.anon.119, align 16
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.26)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

14:                                               ; preds = %43, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %44, %43 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #25
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.35)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !204
  store i64 %1, ptr %4, align 8, !tbaa !11, !alias.scope !204
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %20, align 8, !tbaa !35
  store <2 x ptr> %21, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !157
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %5, i64 32
  %25 = getelementptr inbounds i8, ptr %2, i64 32
  %26 = load i64, ptr %25, align 8, !tbaa !201
  store i64 %26, ptr %24, align 16, !tbaa !201
  %27 = getelementptr inbounds i8, ptr %5, i64 40
  %28 = getelementptr inbounds i8, ptr %2, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 48
  %30 = load <2 x ptr>, ptr %28, align 8, !tbaa !5
  store ptr null, ptr %29, align 8, !tbaa !35
  store <2 x ptr> %30, ptr %27, align 8, !tbaa !5
  store ptr null, ptr %28, align 8, !tbaa !157
  %31 = getelementptr inbounds i8, ptr %5, i64 56
  %32 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %32, i64 16, i1 false)
  %33 = getelementptr inbounds i8, ptr %5, i64 72
  %34 = getelementptr inbounds i8, ptr %2, i64 72
  %35 = load i64, ptr %34, align 8, !tbaa !203
  store i64 %35, ptr %33, align 8, !tbaa !203
  %36 = getelementptr inbounds i8, ptr %5, i64 80
  %37 = getelementptr inbounds i8, ptr %2, i64 80
  %38 = getelementptr inbounds i8, ptr %2, i64 88
  %39 = load <2 x ptr>, ptr %37, align 8, !tbaa !5
  store ptr null, ptr %38, align 8, !tbaa !35
  store <2 x ptr> %39, ptr %36, align 16, !tbaa !5
  store ptr null, ptr %37, align 8, !tbaa !157
  %40 = getelementptr inbounds i8, ptr %5, i64 96
  %41 = getelementptr inbounds i8, ptr %2, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %42 unwind label %43

42:                                               ; preds = %18
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #25
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

43:                                               ; preds = %18
  %44 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %5) #25
  br label %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.122", align 8
  %4 = alloca %"class.std::vector.104", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.122") align 8 %3, ptr noundef nonnull align 8 dereferenceable(112) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !41
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !41
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(120) %13) #25
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !41
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI9ColStdDevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.104") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !179
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !181
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #27
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %35, ptr noundef nonnull align 1 dereferenceable(14) @.str.35, i64 14, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 14
  store i8 0, ptr %36, align 1, !tbaa !43
  %37 = load ptr, ptr %34, align 8, !tbaa !5
  store ptr %35, ptr %34, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #27
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %19
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %4, align 8, !tbaa !179
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !181
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #27
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI9ColStdDevZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESB_SJ_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.119, align 8
  %4 = alloca %class.anon.119, align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !157
  store ptr %5, ptr %4, align 8, !tbaa !157
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !35
  store ptr %8, ptr %6, align 8, !tbaa !35
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !44
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !44
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %4, i64 32
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load i64, ptr %23, align 8, !tbaa !201
  store i64 %24, ptr %22, align 8, !tbaa !201
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !157
  store ptr %27, ptr %25, align 8, !tbaa !157
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !35
  store ptr %30, ptr %28, align 8, !tbaa !35
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %19
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

41:                                               ; preds = %39, %36, %19
  %42 = getelementptr inbounds i8, ptr %4, i64 56
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  %46 = load i64, ptr %45, align 8, !tbaa !203
  store i64 %46, ptr %44, align 8, !tbaa !203
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !157
  store ptr %49, ptr %47, align 8, !tbaa !157
  %50 = getelementptr inbounds i8, ptr %4, i64 88
  %51 = getelementptr inbounds i8, ptr %1, i64 88
  %52 = load ptr, ptr %51, align 8, !tbaa !35
  store ptr %52, ptr %50, align 8, !tbaa !35
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %41
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

63:                                               ; preds = %41, %58, %61
  %64 = getelementptr inbounds i8, ptr %4, i64 96
  %65 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3)
  %66 = load ptr, ptr %4, align 8, !tbaa !157
  store ptr %66, ptr %3, align 8, !tbaa !157
  %67 = getelementptr inbounds i8, ptr %3, i64 8
  %68 = load ptr, ptr %6, align 8, !tbaa !35
  store ptr %68, ptr %67, align 8, !tbaa !35
  %69 = icmp eq ptr %68, null
  br i1 %69, label %79, label %70

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

79:                                               ; preds = %77, %74, %63
  %80 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %81 = getelementptr inbounds i8, ptr %3, i64 32
  %82 = load i64, ptr %22, align 8, !tbaa !201
  store i64 %82, ptr %81, align 8, !tbaa !201
  %83 = getelementptr inbounds i8, ptr %3, i64 40
  %84 = load ptr, ptr %25, align 8, !tbaa !157
  store ptr %84, ptr %83, align 8, !tbaa !157
  %85 = getelementptr inbounds i8, ptr %3, i64 48
  %86 = load ptr, ptr %28, align 8, !tbaa !35
  store ptr %86, ptr %85, align 8, !tbaa !35
  %87 = icmp eq ptr %86, null
  br i1 %87, label %97, label %88

88:                                               ; preds = %79
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

97:                                               ; preds = %95, %92, %79
  %98 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %99 = getelementptr inbounds i8, ptr %3, i64 72
  %100 = load i64, ptr %44, align 8, !tbaa !203
  store i64 %100, ptr %99, align 8, !tbaa !203
  %101 = getelementptr inbounds i8, ptr %3, i64 80
  %102 = load ptr, ptr %47, align 8, !tbaa !157
  store ptr %102, ptr %101, align 8, !tbaa !157
  %103 = getelementptr inbounds i8, ptr %3, i64 88
  %104 = load ptr, ptr %50, align 8, !tbaa !35
  store ptr %104, ptr %103, align 8, !tbaa !35
  %105 = icmp eq ptr %104, null
  br i1 %105, label %115, label %106

106:                                              ; preds = %97
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %113, label %110

110:                                              ; preds = %106
  %111 = load i32, ptr %107, align 4, !tbaa !44
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %107, align 4, !tbaa !44
  br label %115

113:                                              ; preds = %106
  %114 = atomicrmw volatile add ptr %107, i32 1 acq_rel, align 4
  br label %115

115:                                              ; preds = %113, %110, %97
  %116 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %116, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3)
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #25
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS1_5queueEENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSC_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.122") align 8 %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #10 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.119, align 8
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #29
  %5 = load ptr, ptr %1, align 8, !tbaa !157
  store ptr %5, ptr %3, align 8, !tbaa !157
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !35
  store ptr %8, ptr %6, align 8, !tbaa !35
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !44
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !44
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %3, i64 32
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load i64, ptr %23, align 8, !tbaa !201
  store i64 %24, ptr %22, align 8, !tbaa !201
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !157
  store ptr %27, ptr %25, align 8, !tbaa !157
  %28 = getelementptr inbounds i8, ptr %3, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !35
  store ptr %30, ptr %28, align 8, !tbaa !35
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %19
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

41:                                               ; preds = %39, %36, %19
  %42 = getelementptr inbounds i8, ptr %3, i64 56
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %3, i64 72
  %45 = getelementptr inbounds i8, ptr %1, i64 72
  %46 = load i64, ptr %45, align 8, !tbaa !203
  store i64 %46, ptr %44, align 8, !tbaa !203
  %47 = getelementptr inbounds i8, ptr %3, i64 80
  %48 = getelementptr inbounds i8, ptr %1, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !157
  store ptr %49, ptr %47, align 8, !tbaa !157
  %50 = getelementptr inbounds i8, ptr %3, i64 88
  %51 = getelementptr inbounds i8, ptr %1, i64 88
  %52 = load ptr, ptr %51, align 8, !tbaa !35
  store ptr %52, ptr %50, align 8, !tbaa !35
  %53 = icmp eq ptr %52, null
  br i1 %53, label %63, label %54

54:                                               ; preds = %41
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

63:                                               ; preds = %41, %58, %61
  %64 = getelementptr inbounds i8, ptr %3, i64 96
  %65 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !41
  %66 = getelementptr inbounds i8, ptr %4, i64 8
  %67 = load ptr, ptr %3, align 8, !tbaa !157
  store ptr %67, ptr %66, align 8, !tbaa !157
  %68 = getelementptr inbounds i8, ptr %4, i64 16
  %69 = load ptr, ptr %6, align 8, !tbaa !35
  store ptr %69, ptr %68, align 8, !tbaa !35
  %70 = icmp eq ptr %69, null
  br i1 %70, label %80, label %71

71:                                               ; preds = %63
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %72, align 4, !tbaa !44
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %72, align 4, !tbaa !44
  br label %80

78:                                               ; preds = %71
  %79 = atomicrmw volatile add ptr %72, i32 1 acq_rel, align 4
  br label %80

80:                                               ; preds = %78, %75, %63
  %81 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %82 = getelementptr inbounds i8, ptr %4, i64 40
  %83 = load i64, ptr %22, align 8, !tbaa !201
  store i64 %83, ptr %82, align 8, !tbaa !201
  %84 = getelementptr inbounds i8, ptr %4, i64 48
  %85 = load ptr, ptr %25, align 8, !tbaa !157
  store ptr %85, ptr %84, align 8, !tbaa !157
  %86 = getelementptr inbounds i8, ptr %4, i64 56
  %87 = load ptr, ptr %28, align 8, !tbaa !35
  store ptr %87, ptr %86, align 8, !tbaa !35
  %88 = icmp eq ptr %87, null
  br i1 %88, label %98, label %89

89:                                               ; preds = %80
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

98:                                               ; preds = %96, %93, %80
  %99 = getelementptr inbounds i8, ptr %4, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %99, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %100 = getelementptr inbounds i8, ptr %4, i64 80
  %101 = load i64, ptr %44, align 8, !tbaa !203
  store i64 %101, ptr %100, align 8, !tbaa !203
  %102 = getelementptr inbounds i8, ptr %4, i64 88
  %103 = load ptr, ptr %47, align 8, !tbaa !157
  store ptr %103, ptr %102, align 8, !tbaa !157
  %104 = getelementptr inbounds i8, ptr %4, i64 96
  %105 = load ptr, ptr %50, align 8, !tbaa !35
  store ptr %105, ptr %104, align 8, !tbaa !35
  %106 = icmp eq ptr %105, null
  br i1 %106, label %116, label %107

107:                                              ; preds = %98
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !44
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !44
  br label %116

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4
  br label %116

116:                                              ; preds = %98, %111, %114
  %117 = getelementptr inbounds i8, ptr %4, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %117, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  store ptr %4, ptr %0, align 8, !tbaa !5
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %3) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9ColStdDevEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.104") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #29
  store ptr %4, ptr %0, align 8, !tbaa !179
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !181
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !181
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %13 = load ptr, ptr %7, align 8, !tbaa !185
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !185
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
  store i64 34359738369, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !181
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %23 = load ptr, ptr %7, align 8, !tbaa !185
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !185
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
  %30 = load ptr, ptr %3, align 8, !tbaa !181
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %33 = load ptr, ptr %7, align 8, !tbaa !185
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !185
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
  %39 = load ptr, ptr %0, align 8, !tbaa !179
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !181
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #27
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !41
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16ColumnStatsBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.119, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !157
  store ptr %4, ptr %2, align 8, !tbaa !157
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !35
  store ptr %7, ptr %5, align 8, !tbaa !35
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !44
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !44
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !201
  store i64 %23, ptr %21, align 8, !tbaa !201
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !157
  store ptr %26, ptr %24, align 8, !tbaa !157
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !35
  store ptr %29, ptr %27, align 8, !tbaa !35
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

40:                                               ; preds = %38, %35, %18
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load i64, ptr %44, align 8, !tbaa !203
  store i64 %45, ptr %43, align 8, !tbaa !203
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !157
  store ptr %48, ptr %46, align 8, !tbaa !157
  %49 = getelementptr inbounds i8, ptr %2, i64 88
  %50 = getelementptr inbounds i8, ptr %0, i64 96
  %51 = load ptr, ptr %50, align 8, !tbaa !35
  store ptr %51, ptr %49, align 8, !tbaa !35
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %40
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !43
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

62:                                               ; preds = %40, %57, %60
  %63 = getelementptr inbounds i8, ptr %2, i64 96
  %64 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %63, ptr noundef nonnull align 8 dereferenceable(16) %64, i64 16, i1 false)
  invoke void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %2, i64 0)
          to label %65 unwind label %66

65:                                               ; preds = %62
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void

66:                                               ; preds = %62
  %67 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  resume { ptr, i32 } %67
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !207
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !210
  %5 = load i64, ptr %4, align 8
  %6 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %7 = getelementptr float, ptr %6, i64 %5
  %8 = getelementptr float, ptr %7, i64 %1
  %9 = load float, ptr %8, align 4, !tbaa !60
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load i64, ptr %10, align 8, !tbaa !201
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
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %22), !noalias !213
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %22), !noalias !216
  %25 = load i64, ptr %24, align 8
  %26 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = getelementptr float, ptr %27, i64 %1
  store float %21, ptr %28, align 4, !tbaa !60
  ret void

29:                                               ; preds = %13, %29
  %30 = phi float [ 0.000000e+00, %13 ], [ %43, %29 ]
  %31 = phi i64 [ 0, %13 ], [ %44, %29 ]
  %32 = load i64, ptr %15, align 8, !tbaa !203
  %33 = mul i64 %32, %31
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !219
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !222
  %36 = load i64, ptr %35, align 8
  %37 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #25
  %38 = getelementptr float, ptr %37, i64 %36
  %39 = getelementptr float, ptr %38, i64 %33
  %40 = getelementptr float, ptr %39, i64 %1
  %41 = load float, ptr %40, align 4, !tbaa !60
  %42 = fsub float %41, %9
  %43 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %30)
  %44 = add nuw i64 %31, 1
  %45 = load i64, ptr %10, align 8, !tbaa !201
  %46 = icmp ult i64 %44, %45
  br i1 %46, label %29, label %16, !llvm.loop !225
}

declare noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #19

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #21

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #19

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !41
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !11, !alias.scope !226
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !11, !alias.scope !226
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !11, !alias.scope !226
  store i64 %11, ptr %7, align 8, !tbaa !11, !alias.scope !229
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !11, !alias.scope !229
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !11, !alias.scope !229
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !165
  store ptr %33, ptr %31, align 8, !tbaa !165
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
  br i1 %50, label %51, label %30, !llvm.loop !167

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
  %58 = load ptr, ptr %1, align 8, !tbaa !124
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !116
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !123, !range !54, !noundef !55
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
  %84 = load ptr, ptr %72, align 8, !tbaa !41
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %104, i64 noundef %110) #27
  br label %111

111:                                              ; preds = %103, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %112 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %112, i8 0, i64 16, i1 false)
  %113 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %114 unwind label %228

114:                                              ; preds = %111
  br i1 %113, label %115, label %124

115:                                              ; preds = %114
  %116 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %117 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %118 = extractvalue { i32, ptr } %117, 0
  %119 = extractvalue { i32, ptr } %117, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.38)
          to label %120 unwind label %122

120:                                              ; preds = %115
  invoke void @__cxa_throw(ptr nonnull %116, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %135 unwind label %230

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %132
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %130) #29
          to label %138 unwind label %230

138:                                              ; preds = %136, %155
  %139 = phi ptr [ %157, %155 ], [ %137, %136 ]
  %140 = phi ptr [ %156, %155 ], [ %127, %136 ]
  %141 = load ptr, ptr %140, align 8, !tbaa !165
  store ptr %141, ptr %139, align 8, !tbaa !165
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
  br i1 %158, label %159, label %138, !llvm.loop !167

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
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.24)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
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
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
  %194 = load ptr, ptr %182, align 8, !tbaa !41
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %220) #27
  br label %221

221:                                              ; preds = %213, %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !157
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
  store ptr %239, ptr %112, align 8, !tbaa !73
  %241 = load ptr, ptr %1, align 8, !tbaa !124
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !157
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #7

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

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
attributes #10 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nounwind willreturn memory(read) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
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
!64 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !12, i64 16, !12, i64 24}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!68 = !{!64, !6, i64 8}
!69 = !{!64, !12, i64 16}
!70 = !{!64, !12, i64 24}
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
!84 = !{!85, !6, i64 0}
!85 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!86 = !{!87, !89, i64 32}
!87 = !{!"_ZTSSt8ios_base", !12, i64 8, !12, i64 16, !88, i64 24, !89, i64 28, !89, i64 32, !6, i64 40, !90, i64 48, !7, i64 64, !39, i64 192, !6, i64 200, !91, i64 208}
!88 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!89 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!90 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !12, i64 8}
!91 = !{!"_ZTSSt6locale", !6, i64 0}
!92 = !{!93, !6, i64 24}
!93 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !30, i64 0, !6, i64 24}
!94 = !{!95, !6, i64 16}
!95 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!96 = !{!95, !6, i64 0}
!97 = !{!95, !6, i64 8}
!98 = distinct !{!98, !10}
!99 = distinct !{!99, !10, !100, !101}
!100 = !{!"llvm.loop.isvectorized", i32 1}
!101 = !{!"llvm.loop.unroll.runtime.disable"}
!102 = distinct !{!102, !10, !101, !100}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!105 = distinct !{!105, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!108 = distinct !{!108, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!109 = !{!110, !12, i64 0}
!110 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !12, i64 0}
!111 = !{!112, !12, i64 16}
!112 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !113, i64 0, !110, i64 8, !12, i64 16}
!113 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!114 = !{!115, !6, i64 0}
!115 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!116 = !{!117, !12, i64 24}
!117 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !118, i64 0, !121, i64 16, !12, i64 24, !25, i64 32}
!118 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !119, i64 0}
!119 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !120, i64 0}
!120 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!121 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !122, i64 0}
!122 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!123 = !{!117, !25, i64 32}
!124 = !{!120, !6, i64 0}
!125 = !{!126, !6, i64 8}
!126 = !{!"_ZTSSt9type_info", !6, i64 8}
!127 = !{!128}
!128 = distinct !{!128, !129, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!129 = distinct !{!129, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!132 = distinct !{!132, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!136 = !{!137, !6, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!138 = !{!137, !6, i64 8}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!141 = distinct !{!141, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!142 = !{!143}
!143 = distinct !{!143, !144, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!144 = distinct !{!144, !"_ZN4sycl3_V15queue6submitIZN16ColumnStatsBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!145 = !{!146, !6, i64 0}
!146 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!147 = !{!148, !25, i64 0}
!148 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !25, i64 0}
!149 = !{!150, !6, i64 0}
!150 = !{!"_ZTSZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!151 = !{!152, !152, i64 0}
!152 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!153 = !{!154, !12, i64 0}
!154 = !{!"_ZTSZZN16ColumnStatsBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !12, i64 0, !155, i64 8, !12, i64 40, !156, i64 48}
!155 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !75, i64 0, !6, i64 16, !7, i64 24}
!156 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !75, i64 0, !6, i64 16, !7, i64 24}
!157 = !{!77, !6, i64 0}
!158 = !{!154, !12, i64 40}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!165 = !{!166, !6, i64 0}
!166 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !36, i64 8}
!167 = distinct !{!167, !10}
!168 = !{!155, !6, i64 16}
!169 = !{!170}
!170 = distinct !{!170, !171, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!171 = distinct !{!171, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!175 = !{!156, !6, i64 16}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!178 = distinct !{!178, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!179 = !{!180, !6, i64 0}
!180 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!181 = !{!180, !6, i64 16}
!182 = !{i64 0, i64 4, !183, i64 4, i64 4, !44, i64 8, i64 4, !44}
!183 = !{!184, !184, i64 0}
!184 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!185 = !{!180, !6, i64 8}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!188 = distinct !{!188, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!191 = distinct !{!191, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!192 = distinct !{!192, !10}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!195 = distinct !{!195, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!198 = distinct !{!198, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!199 = !{!200, !6, i64 0}
!200 = !{!"_ZTSZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!201 = !{!202, !12, i64 32}
!202 = !{!"_ZTSZZN16ColumnStatsBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !155, i64 0, !12, i64 32, !155, i64 40, !12, i64 72, !156, i64 80}
!203 = !{!202, !12, i64 72}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!209 = distinct !{!209, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!212 = distinct !{!212, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!215 = distinct !{!215, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!218 = distinct !{!218, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!221 = distinct !{!221, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!222 = !{!223}
!223 = distinct !{!223, !224, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!224 = distinct !{!224, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!225 = distinct !{!225, !10}
!226 = !{!227}
!227 = distinct !{!227, !228, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!228 = distinct !{!228, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!229 = !{!230}
!230 = distinct !{!230, !231, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!231 = distinct !{!231, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
