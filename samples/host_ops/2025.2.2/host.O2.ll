; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.161 = type { ptr, ptr, ptr }
%class.anon.160 = type { ptr, ptr, ptr }
%class.anon.159 = type { ptr, ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%class.BufferStage = type { ptr, i64, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.sycl::_V1::buffer", %"class.sycl::_V1::buffer", %"class.sycl::_V1::buffer" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.5" }
%"class.std::shared_ptr.5" = type { %"class.std::__shared_ptr.6" }
%"class.std::__shared_ptr.6" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%class.anon = type { ptr, ptr }
%class.anon.110 = type { ptr, ptr }
%class.anon.109 = type { ptr }
%class.anon.119 = type { ptr }
%class.anon.118 = type { ptr }
%class.anon.117 = type { ptr, ptr }
%class.anon.116 = type { ptr, ptr }
%class.anon.154 = type { ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.23" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.13" }
%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.30" }
%"struct.std::_Head_base.30" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.47" }
%"class.std::shared_ptr.47" = type { %"class.std::__shared_ptr.48" }
%"class.std::__shared_ptr.48" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.79" }
%"class.std::shared_ptr.79" = type { %"class.std::__shared_ptr.80" }
%"class.std::__shared_ptr.80" = type { ptr, %"class.std::__shared_count" }
%class.anon.83 = type { %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.84" }
%"class.sycl::_V1::detail::array.84" = type { [3 x i64] }
%"class.sycl::_V1::range.85" = type { %"class.sycl::_V1::detail::array.84" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::vector.96" = type { %"struct.std::_Vector_base.97" }
%"struct.std::_Vector_base.97" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::accessor.111" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.120" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.124 = type { %"class.sycl::_V1::accessor.120", %"class.sycl::_V1::accessor.111" }
%"class.std::unique_ptr.127" = type { %"struct.std::__uniq_ptr_data.128" }
%"struct.std::__uniq_ptr_data.128" = type { %"class.std::__uniq_ptr_impl.129" }
%"class.std::__uniq_ptr_impl.129" = type { %"class.std::tuple.130" }
%"class.std::tuple.130" = type { %"struct.std::_Tuple_impl.131" }
%"struct.std::_Tuple_impl.131" = type { %"struct.std::_Head_base.134" }
%"struct.std::_Head_base.134" = type { ptr }
%class.anon.125 = type { i8 }
%class.anon.140 = type { %"class.sycl::_V1::accessor.111", %"class.sycl::_V1::accessor.120" }
%"class.std::unique_ptr.143" = type { %"struct.std::__uniq_ptr_data.144" }
%"struct.std::__uniq_ptr_data.144" = type { %"class.std::__uniq_ptr_impl.145" }
%"class.std::__uniq_ptr_impl.145" = type { %"class.std::tuple.146" }
%"class.std::tuple.146" = type { %"struct.std::_Tuple_impl.147" }
%"struct.std::_Tuple_impl.147" = type { %"struct.std::_Head_base.150" }
%"struct.std::_Head_base.150" = type { ptr }
%class.anon.141 = type { i8 }
%class.anon.155 = type { %"class.sycl::_V1::accessor.120", ptr }
%"class.std::function.156" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.163" }
%"class.std::shared_ptr.163" = type { %"class.std::__shared_ptr.164" }
%"class.std::__shared_ptr.164" = type { ptr, %"class.std::__shared_count" }

$_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE = comdat any

$_ZN11BufferStage6smoothEN4sycl3_V15eventEi = comdat any

$_ZN11BufferStage6uploadEv = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN11BufferStage6finishEN4sycl3_V15eventE = comdat any

$_ZN11BufferStage13check_on_hostEPd = comdat any

$_ZN11BufferStageD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$__clang_call_terminate = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ = comdat any

$_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_ = comdat any

$_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_ = comdat any

$_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_ = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE = comdat any

$_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_ = comdat any

$_ZNSt6vectorIhSaIhEE17_M_default_appendEm = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_ = comdat any

$_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_ = comdat any

$_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_ = comdat any

$_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE = comdat any

$_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE = comdat any

$_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_NSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEENSA_IXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESV_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_NSE_12experimental10propertiesINSN_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperISM_NS0_4itemILi1ELb1EEESM_SS_EEvRKT1_EUlSC_DpT0_E_EEvRKT0_SI_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESM_NSE_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlSC_DpT0_E_clINS1_24KernelPropertiesUnpackerISU_EEJPS1_SM_EEEDaSC_SZ_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZNS1_7handler18copyAccToAccHelperIfLi1ELNS1_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS1_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS1_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSO_EENSt8__detail9_MakeUniqISE_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ = comdat any

$_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI6OffsetNS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES8_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISK_EEJPS1_SC_EEEDaSO_SQ_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS1_5eventEENKUlRNS1_7handlerEE0_clES7_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_ = comdat any

$_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_ = comdat any

$_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_ = comdat any

$_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ = comdat any

$_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev = comdat any

$_ZN4sycl3_V17handler14host_task_implIRZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISD_FvNS0_14interop_handleEEEE5valueEvE4typeEOSB_ = comdat any

$_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data = comdat any

$_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

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

$_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = comdat any

$_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = comdat any

@.str = private unnamed_addr constant [13 x i8] c"host_ops.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.5 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@_ZTISt9exception = external constant ptr
@.str.6 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.7 = private unnamed_addr constant [12 x i8] c"BufferStage\00", align 1
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
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"smooth\00", align 1
@.str.16 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.17 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.19 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.21 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.24 = private unnamed_addr constant [12 x i8] c"_ZTS6Smooth\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [139 x i8] c"N4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.29 = private unnamed_addr constant [7 x i8] c"upload\00", align 1
@.str.30 = private unnamed_addr constant [88 x i8] c"placeholder accessor must be bound by calling handler::require() before it can be used.\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [108 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::detail::AccessorBaseHost]\00", align 1
@.str.31 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"finish\00", align 1
@.str.33 = private unnamed_addr constant [68 x i8] c"The destination accessor size is too small to copy the memory into.\00", align 1
@.str.34 = private unnamed_addr constant [321 x i8] c"_ZTSZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEEUlNS0_2idILi1EEEE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [367 x i8] c"N4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.35 = private unnamed_addr constant [12 x i8] c"_ZTS6Offset\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [139 x i8] c"N4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.36 = private unnamed_addr constant [14 x i8] c"check_on_host\00", align 1
@_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = linkonce_odr dso_local constant [74 x i8] c"ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_\00", comdat, align 1
@_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_ }, comdat, align 8
@.str.37 = private unnamed_addr constant [10 x i8] c"usm_stage\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"_ZTS6Square\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [152 x i8] c"N4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon.161, align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.160, align 8
  %7 = alloca %class.anon.159, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca ptr, align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::event", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::event", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::event", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::event", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %29 = alloca float, align 4
  %30 = alloca %"class.std::function", align 8
  %31 = alloca %"class.std::function", align 8
  %32 = alloca %"class.std::vector", align 8
  %33 = alloca %"class.sycl::_V1::queue", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"class.sycl::_V1::queue", align 8
  %36 = alloca %"class.sycl::_V1::property_list", align 8
  %37 = alloca double, align 8
  %38 = alloca %class.BufferStage, align 8
  %39 = alloca %"class.sycl::_V1::event", align 8
  %40 = alloca %"class.sycl::_V1::event", align 8
  %41 = alloca %"class.sycl::_V1::event", align 8
  %42 = alloca %"class.sycl::_V1::event", align 8
  %43 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %44 = icmp sgt i32 %0, 1
  br i1 %44, label %46, label %45

45:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #26
  br label %62

46:                                               ; preds = %2
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !5
  %49 = tail call i64 @strtoul(ptr nocapture noundef %48, ptr noundef null, i32 noundef 10) #26
  %50 = icmp eq i32 %0, 2
  br i1 %50, label %56, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = load ptr, ptr %52, align 8, !tbaa !5
  %54 = tail call i64 @strtol(ptr nocapture noundef nonnull %53, ptr noundef null, i32 noundef 10) #26
  %55 = trunc i64 %54 to i32
  br label %56

56:                                               ; preds = %46, %51
  %57 = phi i32 [ %55, %51 ], [ 3, %46 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #26
  %58 = icmp ugt i64 %49, 2305843009213693951
  br i1 %58, label %59, label %60

59:                                               ; preds = %56
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #27
  unreachable

60:                                               ; preds = %56
  %61 = icmp eq i64 %49, 0
  br i1 %61, label %73, label %62

62:                                               ; preds = %45, %60
  %63 = phi i64 [ 512, %45 ], [ %49, %60 ]
  %64 = phi i32 [ 3, %45 ], [ %57, %60 ]
  %65 = shl nuw nsw i64 %63, 2
  %66 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %65) #28
  store ptr %66, ptr %32, align 8, !tbaa !9
  %67 = getelementptr float, ptr %66, i64 %63
  %68 = getelementptr inbounds i8, ptr %32, i64 16
  store ptr %67, ptr %68, align 8, !tbaa !11
  store float 0.000000e+00, ptr %66, align 4, !tbaa !12
  %69 = getelementptr i8, ptr %66, i64 4
  %70 = icmp eq i64 %63, 1
  br i1 %70, label %75, label %71

71:                                               ; preds = %62
  %72 = add nsw i64 %65, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %69, i8 0, i64 %72, i1 false), !tbaa !12
  br label %75

73:                                               ; preds = %60
  %74 = getelementptr inbounds i8, ptr %32, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %32, i8 0, i64 24, i1 false)
  br label %90

75:                                               ; preds = %62, %71
  %76 = phi ptr [ %67, %71 ], [ %69, %62 ]
  %77 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr %76, ptr %77, align 8, !tbaa !14
  %78 = and i64 %63, 1
  %79 = icmp eq i64 %63, 1
  br i1 %79, label %82, label %80

80:                                               ; preds = %75
  %81 = and i64 %63, 2305843009213693950
  br label %116

82:                                               ; preds = %116, %75
  %83 = phi i64 [ 0, %75 ], [ %128, %116 ]
  %84 = icmp eq i64 %78, 0
  br i1 %84, label %90, label %85

85:                                               ; preds = %82
  %86 = urem i64 %83, 17
  %87 = add nsw i64 %86, -4
  %88 = sitofp i64 %87 to float
  %89 = getelementptr inbounds float, ptr %66, i64 %83
  store float %88, ptr %89, align 4, !tbaa !12
  br label %90

90:                                               ; preds = %85, %82, %73
  %91 = phi i1 [ true, %73 ], [ false, %82 ], [ false, %85 ]
  %92 = phi ptr [ %74, %73 ], [ %77, %82 ], [ %77, %85 ]
  %93 = phi i32 [ %57, %73 ], [ %64, %82 ], [ %64, %85 ]
  %94 = phi i64 [ 0, %73 ], [ %63, %82 ], [ %63, %85 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #26
  %95 = getelementptr inbounds i8, ptr %31, i64 16
  %96 = getelementptr inbounds i8, ptr %31, i64 24
  %97 = getelementptr inbounds i8, ptr %31, i64 8
  store i64 0, ptr %97, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %31, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %96, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %95, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %31, ptr noundef nonnull align 8 dereferenceable(32) %34)
          to label %98 unwind label %106

98:                                               ; preds = %90
  %99 = load ptr, ptr %95, align 8, !tbaa !18
  %100 = icmp eq ptr %99, null
  br i1 %100, label %131, label %101

101:                                              ; preds = %98
  %102 = invoke noundef zeroext i1 %99(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %31, i32 noundef 3)
          to label %131 unwind label %103

103:                                              ; preds = %101
  %104 = landingpad { ptr, i32 }
          catch ptr null
  %105 = extractvalue { ptr, i32 } %104, 0
  call void @__clang_call_terminate(ptr %105) #29
  unreachable

106:                                              ; preds = %90
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = load ptr, ptr %95, align 8, !tbaa !18
  %109 = icmp eq ptr %108, null
  br i1 %109, label %115, label %110

110:                                              ; preds = %106
  %111 = invoke noundef zeroext i1 %108(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 8 dereferenceable(16) %31, i32 noundef 3)
          to label %115 unwind label %112

112:                                              ; preds = %110
  %113 = landingpad { ptr, i32 }
          catch ptr null
  %114 = extractvalue { ptr, i32 } %113, 0
  call void @__clang_call_terminate(ptr %114) #29
  unreachable

115:                                              ; preds = %110, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #26
  br label %1007

116:                                              ; preds = %116, %80
  %117 = phi i64 [ 0, %80 ], [ %128, %116 ]
  %118 = phi i64 [ 0, %80 ], [ %129, %116 ]
  %119 = urem i64 %117, 17
  %120 = add nsw i64 %119, -4
  %121 = sitofp i64 %120 to float
  %122 = getelementptr inbounds float, ptr %66, i64 %117
  store float %121, ptr %122, align 4, !tbaa !12
  %123 = or disjoint i64 %117, 1
  %124 = urem i64 %123, 17
  %125 = add nsw i64 %124, -4
  %126 = sitofp i64 %125 to float
  %127 = getelementptr inbounds float, ptr %66, i64 %123
  store float %126, ptr %127, align 4, !tbaa !12
  %128 = add nuw i64 %117, 2
  %129 = add i64 %118, 2
  %130 = icmp eq i64 %129, %81
  br i1 %130, label %82, label %116, !llvm.loop !19

131:                                              ; preds = %101, %98
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #26
  %132 = getelementptr inbounds i8, ptr %34, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !21
  %134 = getelementptr inbounds i8, ptr %34, i64 16
  %135 = load ptr, ptr %134, align 8, !tbaa !23
  %136 = icmp eq ptr %133, %135
  br i1 %136, label %171, label %137

137:                                              ; preds = %131, %166
  %138 = phi ptr [ %167, %166 ], [ %133, %131 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !24
  %141 = icmp eq ptr %140, null
  br i1 %141, label %166, label %142

142:                                              ; preds = %137
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load atomic i64, ptr %143 acquire, align 8
  %145 = icmp eq i64 %144, 4294967297
  %146 = trunc i64 %144 to i32
  br i1 %145, label %147, label %155

147:                                              ; preds = %142
  store i32 0, ptr %143, align 8, !tbaa !26
  %148 = getelementptr inbounds i8, ptr %140, i64 12
  store i32 0, ptr %148, align 4, !tbaa !29
  %149 = load ptr, ptr %140, align 8, !tbaa !30
  %150 = getelementptr inbounds i8, ptr %149, i64 16
  %151 = load ptr, ptr %150, align 8
  call void %151(ptr noundef nonnull align 8 dereferenceable(16) %140) #26
  %152 = load ptr, ptr %140, align 8, !tbaa !30
  %153 = getelementptr inbounds i8, ptr %152, i64 24
  %154 = load ptr, ptr %153, align 8
  call void %154(ptr noundef nonnull align 8 dereferenceable(16) %140) #26
  br label %166

155:                                              ; preds = %142
  %156 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %157 = icmp eq i8 %156, 0
  br i1 %157, label %160, label %158

158:                                              ; preds = %155
  %159 = add nsw i32 %146, -1
  store i32 %159, ptr %143, align 4, !tbaa !33
  br label %162

160:                                              ; preds = %155
  %161 = atomicrmw volatile add ptr %143, i32 -1 acq_rel, align 4
  br label %162

162:                                              ; preds = %160, %158
  %163 = phi i32 [ %146, %158 ], [ %161, %160 ]
  %164 = icmp eq i32 %163, 1
  br i1 %164, label %165, label %166, !prof !34

165:                                              ; preds = %162
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %140) #26
  br label %166

166:                                              ; preds = %165, %162, %147, %137
  %167 = getelementptr inbounds i8, ptr %138, i64 16
  %168 = icmp eq ptr %167, %135
  br i1 %168, label %169, label %137, !llvm.loop !35

169:                                              ; preds = %166
  %170 = load ptr, ptr %132, align 8, !tbaa !21
  br label %171

171:                                              ; preds = %169, %131
  %172 = phi ptr [ %170, %169 ], [ %133, %131 ]
  %173 = icmp eq ptr %172, null
  br i1 %173, label %180, label %174

174:                                              ; preds = %171
  %175 = getelementptr inbounds i8, ptr %34, i64 24
  %176 = load ptr, ptr %175, align 8, !tbaa !36
  %177 = ptrtoint ptr %176 to i64
  %178 = ptrtoint ptr %172 to i64
  %179 = sub i64 %177, %178
  call void @_ZdlPvm(ptr noundef nonnull %172, i64 noundef %179) #30
  br label %180

180:                                              ; preds = %174, %171
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #26
  %181 = getelementptr inbounds i8, ptr %36, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %181, i8 0, i64 24, i1 false)
  store i64 8, ptr %36, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #26
  %182 = getelementptr inbounds i8, ptr %30, i64 16
  %183 = getelementptr inbounds i8, ptr %30, i64 24
  %184 = getelementptr inbounds i8, ptr %30, i64 8
  store i64 0, ptr %184, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %30, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %183, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %182, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull align 8 dereferenceable(32) %36)
          to label %185 unwind label %193

185:                                              ; preds = %180
  %186 = load ptr, ptr %182, align 8, !tbaa !18
  %187 = icmp eq ptr %186, null
  br i1 %187, label %203, label %188

188:                                              ; preds = %185
  %189 = invoke noundef zeroext i1 %186(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %30, i32 noundef 3)
          to label %203 unwind label %190

190:                                              ; preds = %188
  %191 = landingpad { ptr, i32 }
          catch ptr null
  %192 = extractvalue { ptr, i32 } %191, 0
  call void @__clang_call_terminate(ptr %192) #29
  unreachable

193:                                              ; preds = %180
  %194 = landingpad { ptr, i32 }
          cleanup
  %195 = load ptr, ptr %182, align 8, !tbaa !18
  %196 = icmp eq ptr %195, null
  br i1 %196, label %202, label %197

197:                                              ; preds = %193
  %198 = invoke noundef zeroext i1 %195(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 8 dereferenceable(16) %30, i32 noundef 3)
          to label %202 unwind label %199

199:                                              ; preds = %197
  %200 = landingpad { ptr, i32 }
          catch ptr null
  %201 = extractvalue { ptr, i32 } %200, 0
  call void @__clang_call_terminate(ptr %201) #29
  unreachable

202:                                              ; preds = %197, %193
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #26
  br label %1005

203:                                              ; preds = %188, %185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #26
  %204 = load ptr, ptr %181, align 8, !tbaa !21
  %205 = getelementptr inbounds i8, ptr %36, i64 16
  %206 = load ptr, ptr %205, align 8, !tbaa !23
  %207 = icmp eq ptr %204, %206
  br i1 %207, label %242, label %208

208:                                              ; preds = %203, %237
  %209 = phi ptr [ %238, %237 ], [ %204, %203 ]
  %210 = getelementptr inbounds i8, ptr %209, i64 8
  %211 = load ptr, ptr %210, align 8, !tbaa !24
  %212 = icmp eq ptr %211, null
  br i1 %212, label %237, label %213

213:                                              ; preds = %208
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load atomic i64, ptr %214 acquire, align 8
  %216 = icmp eq i64 %215, 4294967297
  %217 = trunc i64 %215 to i32
  br i1 %216, label %218, label %226

218:                                              ; preds = %213
  store i32 0, ptr %214, align 8, !tbaa !26
  %219 = getelementptr inbounds i8, ptr %211, i64 12
  store i32 0, ptr %219, align 4, !tbaa !29
  %220 = load ptr, ptr %211, align 8, !tbaa !30
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  %223 = load ptr, ptr %211, align 8, !tbaa !30
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  br label %237

226:                                              ; preds = %213
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = add nsw i32 %217, -1
  store i32 %230, ptr %214, align 4, !tbaa !33
  br label %233

231:                                              ; preds = %226
  %232 = atomicrmw volatile add ptr %214, i32 -1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi i32 [ %217, %229 ], [ %232, %231 ]
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %237, !prof !34

236:                                              ; preds = %233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  br label %237

237:                                              ; preds = %236, %233, %218, %208
  %238 = getelementptr inbounds i8, ptr %209, i64 16
  %239 = icmp eq ptr %238, %206
  br i1 %239, label %240, label %208, !llvm.loop !35

240:                                              ; preds = %237
  %241 = load ptr, ptr %181, align 8, !tbaa !21
  br label %242

242:                                              ; preds = %240, %203
  %243 = phi ptr [ %241, %240 ], [ %204, %203 ]
  %244 = icmp eq ptr %243, null
  br i1 %244, label %251, label %245

245:                                              ; preds = %242
  %246 = getelementptr inbounds i8, ptr %36, i64 24
  %247 = load ptr, ptr %246, align 8, !tbaa !36
  %248 = ptrtoint ptr %247 to i64
  %249 = ptrtoint ptr %243 to i64
  %250 = sub i64 %248, %249
  call void @_ZdlPvm(ptr noundef nonnull %243, i64 noundef %250) #30
  br label %251

251:                                              ; preds = %242, %245
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #26
  store double 0.000000e+00, ptr %37, align 8, !tbaa !39
  %252 = load ptr, ptr %92, align 8, !tbaa !5
  %253 = load ptr, ptr %32, align 8, !tbaa !5
  %254 = ptrtoint ptr %252 to i64
  %255 = ptrtoint ptr %253 to i64
  %256 = sub i64 %254, %255
  %257 = icmp eq ptr %252, %253
  br i1 %257, label %265, label %258

258:                                              ; preds = %251
  %259 = icmp ugt i64 %256, 9223372036854775804
  br i1 %259, label %260, label %262, !prof !34

260:                                              ; preds = %258
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %261 unwind label %297

261:                                              ; preds = %260
  unreachable

262:                                              ; preds = %258
  %263 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %256) #28
          to label %264 unwind label %297

264:                                              ; preds = %262
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %263, ptr align 4 %253, i64 %256, i1 false)
  br label %265

265:                                              ; preds = %251, %264
  %266 = phi ptr [ %263, %264 ], [ null, %251 ]
  %267 = getelementptr inbounds i8, ptr %266, i64 %256
  %268 = icmp sgt i32 %93, 0
  br i1 %268, label %269, label %296

269:                                              ; preds = %265
  %270 = add i64 %254, -4
  %271 = sub i64 %270, %255
  %272 = lshr i64 %271, 2
  %273 = add nuw nsw i64 %272, 1
  %274 = icmp ult i64 %271, 28
  %275 = and i64 %273, 9223372036854775800
  %276 = shl i64 %275, 2
  %277 = getelementptr i8, ptr %266, i64 %276
  %278 = icmp eq i64 %273, %275
  br label %279

279:                                              ; preds = %269, %299
  %280 = phi i32 [ %300, %299 ], [ 0, %269 ]
  br i1 %257, label %299, label %281

281:                                              ; preds = %279
  br i1 %274, label %282, label %284

282:                                              ; preds = %295, %281
  %283 = phi ptr [ %266, %281 ], [ %277, %295 ]
  br label %302

284:                                              ; preds = %281, %284
  %285 = phi i64 [ %293, %284 ], [ 0, %281 ]
  %286 = shl i64 %285, 2
  %287 = getelementptr i8, ptr %266, i64 %286
  %288 = getelementptr i8, ptr %287, i64 16
  %289 = load <4 x float>, ptr %287, align 4, !tbaa !12
  %290 = load <4 x float>, ptr %288, align 4, !tbaa !12
  %291 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %289, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %292 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %290, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <4 x float> %291, ptr %287, align 4, !tbaa !12
  store <4 x float> %292, ptr %288, align 4, !tbaa !12
  %293 = add nuw i64 %285, 8
  %294 = icmp eq i64 %293, %275
  br i1 %294, label %295, label %284, !llvm.loop !41

295:                                              ; preds = %284
  br i1 %278, label %299, label %282

296:                                              ; preds = %299, %265
  call void @llvm.lifetime.start.p0(i64 208, ptr nonnull %38) #26
  invoke void @_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(208) %38, ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(24) %32)
          to label %308 unwind label %430

297:                                              ; preds = %262, %260
  %298 = landingpad { ptr, i32 }
          cleanup
  br label %1003

299:                                              ; preds = %302, %295, %279
  %300 = add nuw nsw i32 %280, 1
  %301 = icmp eq i32 %300, %93
  br i1 %301, label %296, label %279, !llvm.loop !44

302:                                              ; preds = %282, %302
  %303 = phi ptr [ %306, %302 ], [ %283, %282 ]
  %304 = load float, ptr %303, align 4, !tbaa !12
  %305 = call float @llvm.fmuladd.f32(float %304, float 5.000000e-01, float 1.000000e+00)
  store float %305, ptr %303, align 4, !tbaa !12
  %306 = getelementptr inbounds i8, ptr %303, i64 4
  %307 = icmp eq ptr %306, %267
  br i1 %307, label %299, label %302, !llvm.loop !45

308:                                              ; preds = %296
  %309 = getelementptr inbounds i8, ptr %38, i64 40
  %310 = getelementptr inbounds i8, ptr %38, i64 8
  %311 = load i64, ptr %310, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29) #26
  store float 0.000000e+00, ptr %29, align 4, !tbaa !12
  invoke void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %309, i64 noundef %311, ptr noundef nonnull align 4 dereferenceable(4) %29)
          to label %312 unwind label %432

312:                                              ; preds = %308
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #26
  invoke void @_ZN11BufferStage6uploadEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %40, ptr noundef nonnull align 8 dereferenceable(208) %38)
          to label %313 unwind label %434

313:                                              ; preds = %312
  invoke void @_ZN11BufferStage6smoothEN4sycl3_V15eventEi(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %39, ptr noundef nonnull align 8 dereferenceable(208) %38, ptr noundef nonnull %40, i32 noundef %93)
          to label %314 unwind label %436

314:                                              ; preds = %313
  %315 = getelementptr inbounds i8, ptr %40, i64 8
  %316 = load ptr, ptr %315, align 8, !tbaa !24
  %317 = icmp eq ptr %316, null
  br i1 %317, label %342, label %318

318:                                              ; preds = %314
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !26
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !29
  %325 = load ptr, ptr %316, align 8, !tbaa !30
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  %328 = load ptr, ptr %316, align 8, !tbaa !30
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %342

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !33
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %342, !prof !34

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %342

342:                                              ; preds = %314, %323, %338, %341
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #26
  %343 = load ptr, ptr %39, align 8, !tbaa !58
  store ptr %343, ptr %42, align 8, !tbaa !58
  %344 = getelementptr inbounds i8, ptr %42, i64 8
  %345 = getelementptr inbounds i8, ptr %39, i64 8
  %346 = load ptr, ptr %345, align 8, !tbaa !24
  store ptr %346, ptr %344, align 8, !tbaa !24
  %347 = icmp eq ptr %346, null
  br i1 %347, label %357, label %348

348:                                              ; preds = %342
  %349 = getelementptr inbounds i8, ptr %346, i64 8
  %350 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %351 = icmp eq i8 %350, 0
  br i1 %351, label %355, label %352

352:                                              ; preds = %348
  %353 = load i32, ptr %349, align 4, !tbaa !33
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr %349, align 4, !tbaa !33
  br label %357

355:                                              ; preds = %348
  %356 = atomicrmw volatile add ptr %349, i32 1 acq_rel, align 4
  br label %357

357:                                              ; preds = %342, %352, %355
  invoke void @_ZN11BufferStage6finishEN4sycl3_V15eventE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %41, ptr noundef nonnull align 8 dereferenceable(208) %38, ptr noundef nonnull %42)
          to label %358 unwind label %438

358:                                              ; preds = %357
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %41)
          to label %359 unwind label %440

359:                                              ; preds = %358
  %360 = getelementptr inbounds i8, ptr %41, i64 8
  %361 = load ptr, ptr %360, align 8, !tbaa !24
  %362 = icmp eq ptr %361, null
  br i1 %362, label %387, label %363

363:                                              ; preds = %359
  %364 = getelementptr inbounds i8, ptr %361, i64 8
  %365 = load atomic i64, ptr %364 acquire, align 8
  %366 = icmp eq i64 %365, 4294967297
  %367 = trunc i64 %365 to i32
  br i1 %366, label %368, label %376

368:                                              ; preds = %363
  store i32 0, ptr %364, align 8, !tbaa !26
  %369 = getelementptr inbounds i8, ptr %361, i64 12
  store i32 0, ptr %369, align 4, !tbaa !29
  %370 = load ptr, ptr %361, align 8, !tbaa !30
  %371 = getelementptr inbounds i8, ptr %370, i64 16
  %372 = load ptr, ptr %371, align 8
  call void %372(ptr noundef nonnull align 8 dereferenceable(16) %361) #26
  %373 = load ptr, ptr %361, align 8, !tbaa !30
  %374 = getelementptr inbounds i8, ptr %373, i64 24
  %375 = load ptr, ptr %374, align 8
  call void %375(ptr noundef nonnull align 8 dereferenceable(16) %361) #26
  br label %387

376:                                              ; preds = %363
  %377 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %381, label %379

379:                                              ; preds = %376
  %380 = add nsw i32 %367, -1
  store i32 %380, ptr %364, align 4, !tbaa !33
  br label %383

381:                                              ; preds = %376
  %382 = atomicrmw volatile add ptr %364, i32 -1 acq_rel, align 4
  br label %383

383:                                              ; preds = %381, %379
  %384 = phi i32 [ %367, %379 ], [ %382, %381 ]
  %385 = icmp eq i32 %384, 1
  br i1 %385, label %386, label %387, !prof !34

386:                                              ; preds = %383
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %361) #26
  br label %387

387:                                              ; preds = %359, %368, %383, %386
  %388 = load ptr, ptr %344, align 8, !tbaa !24
  %389 = icmp eq ptr %388, null
  br i1 %389, label %414, label %390

390:                                              ; preds = %387
  %391 = getelementptr inbounds i8, ptr %388, i64 8
  %392 = load atomic i64, ptr %391 acquire, align 8
  %393 = icmp eq i64 %392, 4294967297
  %394 = trunc i64 %392 to i32
  br i1 %393, label %395, label %403

395:                                              ; preds = %390
  store i32 0, ptr %391, align 8, !tbaa !26
  %396 = getelementptr inbounds i8, ptr %388, i64 12
  store i32 0, ptr %396, align 4, !tbaa !29
  %397 = load ptr, ptr %388, align 8, !tbaa !30
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %388) #26
  %400 = load ptr, ptr %388, align 8, !tbaa !30
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %388) #26
  br label %414

403:                                              ; preds = %390
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %408, label %406

406:                                              ; preds = %403
  %407 = add nsw i32 %394, -1
  store i32 %407, ptr %391, align 4, !tbaa !33
  br label %410

408:                                              ; preds = %403
  %409 = atomicrmw volatile add ptr %391, i32 -1 acq_rel, align 4
  br label %410

410:                                              ; preds = %408, %406
  %411 = phi i32 [ %394, %406 ], [ %409, %408 ]
  %412 = icmp eq i32 %411, 1
  br i1 %412, label %413, label %414, !prof !34

413:                                              ; preds = %410
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %388) #26
  br label %414

414:                                              ; preds = %387, %395, %410, %413
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #26
  invoke void @_ZN11BufferStage13check_on_hostEPd(ptr noundef nonnull align 8 dereferenceable(208) %38, ptr noundef nonnull %37)
          to label %415 unwind label %444

415:                                              ; preds = %414
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #26
  store ptr @.str, ptr %43, align 8, !tbaa !60, !alias.scope !62
  %416 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr @.str.1, ptr %416, align 8, !tbaa !65, !alias.scope !62
  %417 = getelementptr inbounds i8, ptr %43, i64 16
  store i64 151, ptr %417, align 8, !tbaa !66, !alias.scope !62
  %418 = getelementptr inbounds i8, ptr %43, i64 24
  store i64 5, ptr %418, align 8, !tbaa !67, !alias.scope !62
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %28) #26
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %28, ptr noundef nonnull align 8 dereferenceable(32) %43)
          to label %419 unwind label %446

419:                                              ; preds = %415
  %420 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %28)
          to label %421 unwind label %422

421:                                              ; preds = %419
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(32) %420)
          to label %424 unwind label %422

422:                                              ; preds = %421, %419
  %423 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %28) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %28) #26
  br label %448

424:                                              ; preds = %421
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %28) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %28) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #26
  br i1 %91, label %479, label %425

425:                                              ; preds = %424
  %426 = load ptr, ptr %309, align 8
  %427 = getelementptr inbounds i8, ptr %38, i64 64
  %428 = load ptr, ptr %427, align 8
  br label %450

429:                                              ; preds = %472
  br i1 %474, label %479, label %485

430:                                              ; preds = %296
  %431 = landingpad { ptr, i32 }
          cleanup
  br label %986

432:                                              ; preds = %308
  %433 = landingpad { ptr, i32 }
          cleanup
  br label %984

434:                                              ; preds = %312
  %435 = landingpad { ptr, i32 }
          cleanup
  br label %982

436:                                              ; preds = %313
  %437 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %40) #26
  br label %982

438:                                              ; preds = %357
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %442

440:                                              ; preds = %358
  %441 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %41) #26
  br label %442

442:                                              ; preds = %440, %438
  %443 = phi { ptr, i32 } [ %441, %440 ], [ %439, %438 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #26
  br label %980

444:                                              ; preds = %414
  %445 = landingpad { ptr, i32 }
          cleanup
  br label %980

446:                                              ; preds = %415
  %447 = landingpad { ptr, i32 }
          cleanup
  br label %448

448:                                              ; preds = %422, %446
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %423, %422 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #26
  br label %980

450:                                              ; preds = %425, %472
  %451 = phi i64 [ 0, %425 ], [ %477, %472 ]
  %452 = phi double [ 0.000000e+00, %425 ], [ %476, %472 ]
  %453 = phi i1 [ true, %425 ], [ %474, %472 ]
  br i1 %453, label %457, label %454

454:                                              ; preds = %450
  %455 = getelementptr inbounds float, ptr %266, i64 %451
  %456 = load float, ptr %455, align 4, !tbaa !12
  br label %472

457:                                              ; preds = %450
  %458 = getelementptr inbounds float, ptr %426, i64 %451
  %459 = load float, ptr %458, align 4, !tbaa !12
  %460 = getelementptr inbounds float, ptr %266, i64 %451
  %461 = load float, ptr %460, align 4, !tbaa !12
  %462 = fsub float %459, %461
  %463 = call noundef float @llvm.fabs.f32(float %462)
  %464 = fcmp olt float %463, 0x3F1A36E2E0000000
  br i1 %464, label %465, label %472

465:                                              ; preds = %457
  %466 = getelementptr inbounds float, ptr %428, i64 %451
  %467 = load float, ptr %466, align 4, !tbaa !12
  %468 = fadd float %461, 1.000000e+00
  %469 = fsub float %467, %468
  %470 = call noundef float @llvm.fabs.f32(float %469)
  %471 = fcmp olt float %470, 0x3F1A36E2E0000000
  br label %472

472:                                              ; preds = %454, %465, %457
  %473 = phi float [ %461, %457 ], [ %461, %465 ], [ %456, %454 ]
  %474 = phi i1 [ false, %457 ], [ %471, %465 ], [ false, %454 ]
  %475 = fpext float %473 to double
  %476 = fadd double %452, %475
  %477 = add nuw i64 %451, 1
  %478 = icmp eq i64 %477, %94
  br i1 %478, label %429, label %450, !llvm.loop !68

479:                                              ; preds = %424, %429
  %480 = phi double [ %476, %429 ], [ 0.000000e+00, %424 ]
  %481 = load double, ptr %37, align 8, !tbaa !39
  %482 = fsub double %481, %480
  %483 = call double @llvm.fabs.f64(double %482)
  %484 = fcmp olt double %483, 1.000000e-02
  br label %485

485:                                              ; preds = %479, %429
  %486 = phi i1 [ false, %429 ], [ %484, %479 ]
  %487 = freeze i1 %486
  %488 = load ptr, ptr %345, align 8, !tbaa !24
  %489 = icmp eq ptr %488, null
  br i1 %489, label %514, label %490

490:                                              ; preds = %485
  %491 = getelementptr inbounds i8, ptr %488, i64 8
  %492 = load atomic i64, ptr %491 acquire, align 8
  %493 = icmp eq i64 %492, 4294967297
  %494 = trunc i64 %492 to i32
  br i1 %493, label %495, label %503

495:                                              ; preds = %490
  store i32 0, ptr %491, align 8, !tbaa !26
  %496 = getelementptr inbounds i8, ptr %488, i64 12
  store i32 0, ptr %496, align 4, !tbaa !29
  %497 = load ptr, ptr %488, align 8, !tbaa !30
  %498 = getelementptr inbounds i8, ptr %497, i64 16
  %499 = load ptr, ptr %498, align 8
  call void %499(ptr noundef nonnull align 8 dereferenceable(16) %488) #26
  %500 = load ptr, ptr %488, align 8, !tbaa !30
  %501 = getelementptr inbounds i8, ptr %500, i64 24
  %502 = load ptr, ptr %501, align 8
  call void %502(ptr noundef nonnull align 8 dereferenceable(16) %488) #26
  br label %514

503:                                              ; preds = %490
  %504 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %505 = icmp eq i8 %504, 0
  br i1 %505, label %508, label %506

506:                                              ; preds = %503
  %507 = add nsw i32 %494, -1
  store i32 %507, ptr %491, align 4, !tbaa !33
  br label %510

508:                                              ; preds = %503
  %509 = atomicrmw volatile add ptr %491, i32 -1 acq_rel, align 4
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi i32 [ %494, %506 ], [ %509, %508 ]
  %512 = icmp eq i32 %511, 1
  br i1 %512, label %513, label %514, !prof !34

513:                                              ; preds = %510
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %488) #26
  br label %514

514:                                              ; preds = %485, %495, %510, %513
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #26
  %515 = getelementptr inbounds i8, ptr %38, i64 168
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %515) #26
  %516 = getelementptr inbounds i8, ptr %38, i64 128
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %516) #26
  %517 = getelementptr inbounds i8, ptr %38, i64 88
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %517) #26
  %518 = getelementptr inbounds i8, ptr %38, i64 64
  %519 = load ptr, ptr %518, align 8, !tbaa !9
  %520 = icmp eq ptr %519, null
  br i1 %520, label %527, label %521

521:                                              ; preds = %514
  %522 = getelementptr inbounds i8, ptr %38, i64 80
  %523 = load ptr, ptr %522, align 8, !tbaa !11
  %524 = ptrtoint ptr %523 to i64
  %525 = ptrtoint ptr %519 to i64
  %526 = sub i64 %524, %525
  call void @_ZdlPvm(ptr noundef nonnull %519, i64 noundef %526) #30
  br label %527

527:                                              ; preds = %521, %514
  %528 = load ptr, ptr %309, align 8, !tbaa !9
  %529 = icmp eq ptr %528, null
  br i1 %529, label %536, label %530

530:                                              ; preds = %527
  %531 = getelementptr inbounds i8, ptr %38, i64 56
  %532 = load ptr, ptr %531, align 8, !tbaa !11
  %533 = ptrtoint ptr %532 to i64
  %534 = ptrtoint ptr %528 to i64
  %535 = sub i64 %533, %534
  call void @_ZdlPvm(ptr noundef nonnull %528, i64 noundef %535) #30
  br label %536

536:                                              ; preds = %530, %527
  %537 = getelementptr inbounds i8, ptr %38, i64 16
  %538 = load ptr, ptr %537, align 8, !tbaa !9
  %539 = icmp eq ptr %538, null
  br i1 %539, label %546, label %540

540:                                              ; preds = %536
  %541 = getelementptr inbounds i8, ptr %38, i64 32
  %542 = load ptr, ptr %541, align 8, !tbaa !11
  %543 = ptrtoint ptr %542 to i64
  %544 = ptrtoint ptr %538 to i64
  %545 = sub i64 %543, %544
  call void @_ZdlPvm(ptr noundef nonnull %538, i64 noundef %545) #30
  br label %546

546:                                              ; preds = %540, %536
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %38) #26
  br i1 %91, label %556, label %547

547:                                              ; preds = %546
  %548 = shl nuw nsw i64 %94, 2
  %549 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %548) #28
          to label %550 unwind label %988

550:                                              ; preds = %547
  %551 = getelementptr float, ptr %549, i64 %94
  store float 0.000000e+00, ptr %549, align 4, !tbaa !12
  %552 = icmp eq i64 %94, 1
  br i1 %552, label %556, label %553

553:                                              ; preds = %550
  %554 = getelementptr i8, ptr %549, i64 4
  %555 = add nsw i64 %548, -4
  call void @llvm.memset.p0.i64(ptr align 4 %554, i8 0, i64 %555, i1 false), !tbaa !12
  br label %556

556:                                              ; preds = %553, %550, %546
  %557 = phi ptr [ %549, %550 ], [ %549, %553 ], [ null, %546 ]
  %558 = phi ptr [ %551, %550 ], [ %551, %553 ], [ null, %546 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #26
  %559 = load ptr, ptr %92, align 8, !tbaa !14
  %560 = load ptr, ptr %32, align 8, !tbaa !9
  %561 = ptrtoint ptr %559 to i64
  %562 = ptrtoint ptr %560 to i64
  %563 = sub i64 %561, %562
  %564 = ashr exact i64 %563, 2
  store i64 %564, ptr %9, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  store ptr @.str, ptr %12, align 8, !tbaa !60, !alias.scope !69
  %565 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.37, ptr %565, align 8, !tbaa !65, !alias.scope !69
  %566 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 116, ptr %566, align 8, !tbaa !66, !alias.scope !69
  %567 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 19, ptr %567, align 8, !tbaa !67, !alias.scope !69
  %568 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %564, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12)
          to label %569 unwind label %874

569:                                              ; preds = %556
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  %570 = getelementptr inbounds i8, ptr %11, i64 8
  %571 = load ptr, ptr %570, align 8, !tbaa !21
  %572 = getelementptr inbounds i8, ptr %11, i64 16
  %573 = load ptr, ptr %572, align 8, !tbaa !23
  %574 = icmp eq ptr %571, %573
  br i1 %574, label %609, label %575

575:                                              ; preds = %569, %604
  %576 = phi ptr [ %605, %604 ], [ %571, %569 ]
  %577 = getelementptr inbounds i8, ptr %576, i64 8
  %578 = load ptr, ptr %577, align 8, !tbaa !24
  %579 = icmp eq ptr %578, null
  br i1 %579, label %604, label %580

580:                                              ; preds = %575
  %581 = getelementptr inbounds i8, ptr %578, i64 8
  %582 = load atomic i64, ptr %581 acquire, align 8
  %583 = icmp eq i64 %582, 4294967297
  %584 = trunc i64 %582 to i32
  br i1 %583, label %585, label %593

585:                                              ; preds = %580
  store i32 0, ptr %581, align 8, !tbaa !26
  %586 = getelementptr inbounds i8, ptr %578, i64 12
  store i32 0, ptr %586, align 4, !tbaa !29
  %587 = load ptr, ptr %578, align 8, !tbaa !30
  %588 = getelementptr inbounds i8, ptr %587, i64 16
  %589 = load ptr, ptr %588, align 8
  call void %589(ptr noundef nonnull align 8 dereferenceable(16) %578) #26
  %590 = load ptr, ptr %578, align 8, !tbaa !30
  %591 = getelementptr inbounds i8, ptr %590, i64 24
  %592 = load ptr, ptr %591, align 8
  call void %592(ptr noundef nonnull align 8 dereferenceable(16) %578) #26
  br label %604

593:                                              ; preds = %580
  %594 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %595 = icmp eq i8 %594, 0
  br i1 %595, label %598, label %596

596:                                              ; preds = %593
  %597 = add nsw i32 %584, -1
  store i32 %597, ptr %581, align 4, !tbaa !33
  br label %600

598:                                              ; preds = %593
  %599 = atomicrmw volatile add ptr %581, i32 -1 acq_rel, align 4
  br label %600

600:                                              ; preds = %598, %596
  %601 = phi i32 [ %584, %596 ], [ %599, %598 ]
  %602 = icmp eq i32 %601, 1
  br i1 %602, label %603, label %604, !prof !34

603:                                              ; preds = %600
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %578) #26
  br label %604

604:                                              ; preds = %603, %600, %585, %575
  %605 = getelementptr inbounds i8, ptr %576, i64 16
  %606 = icmp eq ptr %605, %573
  br i1 %606, label %607, label %575, !llvm.loop !35

607:                                              ; preds = %604
  %608 = load ptr, ptr %570, align 8, !tbaa !21
  br label %609

609:                                              ; preds = %607, %569
  %610 = phi ptr [ %608, %607 ], [ %571, %569 ]
  %611 = icmp eq ptr %610, null
  br i1 %611, label %618, label %612

612:                                              ; preds = %609
  %613 = getelementptr inbounds i8, ptr %11, i64 24
  %614 = load ptr, ptr %613, align 8, !tbaa !36
  %615 = ptrtoint ptr %614 to i64
  %616 = ptrtoint ptr %610 to i64
  %617 = sub i64 %615, %616
  call void @_ZdlPvm(ptr noundef nonnull %610, i64 noundef %617) #30
  br label %618

618:                                              ; preds = %612, %609
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  store ptr %568, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #26
  %619 = load i64, ptr %9, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #26
  store ptr @.str, ptr %15, align 8, !tbaa !60, !alias.scope !72
  %620 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.37, ptr %620, align 8, !tbaa !65, !alias.scope !72
  %621 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 117, ptr %621, align 8, !tbaa !66, !alias.scope !72
  %622 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 20, ptr %622, align 8, !tbaa !67, !alias.scope !72
  %623 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %619, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %624 unwind label %876

624:                                              ; preds = %618
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  %625 = getelementptr inbounds i8, ptr %14, i64 8
  %626 = load ptr, ptr %625, align 8, !tbaa !21
  %627 = getelementptr inbounds i8, ptr %14, i64 16
  %628 = load ptr, ptr %627, align 8, !tbaa !23
  %629 = icmp eq ptr %626, %628
  br i1 %629, label %664, label %630

630:                                              ; preds = %624, %659
  %631 = phi ptr [ %660, %659 ], [ %626, %624 ]
  %632 = getelementptr inbounds i8, ptr %631, i64 8
  %633 = load ptr, ptr %632, align 8, !tbaa !24
  %634 = icmp eq ptr %633, null
  br i1 %634, label %659, label %635

635:                                              ; preds = %630
  %636 = getelementptr inbounds i8, ptr %633, i64 8
  %637 = load atomic i64, ptr %636 acquire, align 8
  %638 = icmp eq i64 %637, 4294967297
  %639 = trunc i64 %637 to i32
  br i1 %638, label %640, label %648

640:                                              ; preds = %635
  store i32 0, ptr %636, align 8, !tbaa !26
  %641 = getelementptr inbounds i8, ptr %633, i64 12
  store i32 0, ptr %641, align 4, !tbaa !29
  %642 = load ptr, ptr %633, align 8, !tbaa !30
  %643 = getelementptr inbounds i8, ptr %642, i64 16
  %644 = load ptr, ptr %643, align 8
  call void %644(ptr noundef nonnull align 8 dereferenceable(16) %633) #26
  %645 = load ptr, ptr %633, align 8, !tbaa !30
  %646 = getelementptr inbounds i8, ptr %645, i64 24
  %647 = load ptr, ptr %646, align 8
  call void %647(ptr noundef nonnull align 8 dereferenceable(16) %633) #26
  br label %659

648:                                              ; preds = %635
  %649 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %650 = icmp eq i8 %649, 0
  br i1 %650, label %653, label %651

651:                                              ; preds = %648
  %652 = add nsw i32 %639, -1
  store i32 %652, ptr %636, align 4, !tbaa !33
  br label %655

653:                                              ; preds = %648
  %654 = atomicrmw volatile add ptr %636, i32 -1 acq_rel, align 4
  br label %655

655:                                              ; preds = %653, %651
  %656 = phi i32 [ %639, %651 ], [ %654, %653 ]
  %657 = icmp eq i32 %656, 1
  br i1 %657, label %658, label %659, !prof !34

658:                                              ; preds = %655
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %633) #26
  br label %659

659:                                              ; preds = %658, %655, %640, %630
  %660 = getelementptr inbounds i8, ptr %631, i64 16
  %661 = icmp eq ptr %660, %628
  br i1 %661, label %662, label %630, !llvm.loop !35

662:                                              ; preds = %659
  %663 = load ptr, ptr %625, align 8, !tbaa !21
  br label %664

664:                                              ; preds = %662, %624
  %665 = phi ptr [ %663, %662 ], [ %626, %624 ]
  %666 = icmp eq ptr %665, null
  br i1 %666, label %673, label %667

667:                                              ; preds = %664
  %668 = getelementptr inbounds i8, ptr %14, i64 24
  %669 = load ptr, ptr %668, align 8, !tbaa !36
  %670 = ptrtoint ptr %669 to i64
  %671 = ptrtoint ptr %665 to i64
  %672 = sub i64 %670, %671
  call void @_ZdlPvm(ptr noundef nonnull %665, i64 noundef %672) #30
  br label %673

673:                                              ; preds = %667, %664
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  store ptr %623, ptr %13, align 8, !tbaa !5
  %674 = load ptr, ptr %10, align 8, !tbaa !5
  %675 = load ptr, ptr %32, align 8, !tbaa !9
  %676 = load i64, ptr %9, align 8, !tbaa !37
  %677 = shl i64 %676, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #26
  store ptr @.str, ptr %17, align 8, !tbaa !60, !alias.scope !75
  %678 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.37, ptr %678, align 8, !tbaa !65, !alias.scope !75
  %679 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 118, ptr %679, align 8, !tbaa !66, !alias.scope !75
  %680 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 3, ptr %680, align 8, !tbaa !67, !alias.scope !75
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %16, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef %674, ptr noundef %675, i64 noundef %677, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %681 unwind label %990

681:                                              ; preds = %673
  %682 = getelementptr inbounds i8, ptr %16, i64 8
  %683 = load ptr, ptr %682, align 8, !tbaa !24
  %684 = icmp eq ptr %683, null
  br i1 %684, label %709, label %685

685:                                              ; preds = %681
  %686 = getelementptr inbounds i8, ptr %683, i64 8
  %687 = load atomic i64, ptr %686 acquire, align 8
  %688 = icmp eq i64 %687, 4294967297
  %689 = trunc i64 %687 to i32
  br i1 %688, label %690, label %698

690:                                              ; preds = %685
  store i32 0, ptr %686, align 8, !tbaa !26
  %691 = getelementptr inbounds i8, ptr %683, i64 12
  store i32 0, ptr %691, align 4, !tbaa !29
  %692 = load ptr, ptr %683, align 8, !tbaa !30
  %693 = getelementptr inbounds i8, ptr %692, i64 16
  %694 = load ptr, ptr %693, align 8
  call void %694(ptr noundef nonnull align 8 dereferenceable(16) %683) #26
  %695 = load ptr, ptr %683, align 8, !tbaa !30
  %696 = getelementptr inbounds i8, ptr %695, i64 24
  %697 = load ptr, ptr %696, align 8
  call void %697(ptr noundef nonnull align 8 dereferenceable(16) %683) #26
  br label %709

698:                                              ; preds = %685
  %699 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %700 = icmp eq i8 %699, 0
  br i1 %700, label %703, label %701

701:                                              ; preds = %698
  %702 = add nsw i32 %689, -1
  store i32 %702, ptr %686, align 4, !tbaa !33
  br label %705

703:                                              ; preds = %698
  %704 = atomicrmw volatile add ptr %686, i32 -1 acq_rel, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %689, %701 ], [ %704, %703 ]
  %707 = icmp eq i32 %706, 1
  br i1 %707, label %708, label %709, !prof !34

708:                                              ; preds = %705
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %683) #26
  br label %709

709:                                              ; preds = %708, %705, %690, %681
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #26
  store ptr @.str, ptr %19, align 8, !tbaa !60, !alias.scope !78
  %710 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.37, ptr %710, align 8, !tbaa !65, !alias.scope !78
  %711 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 119, ptr %711, align 8, !tbaa !66, !alias.scope !78
  %712 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 3, ptr %712, align 8, !tbaa !67, !alias.scope !78
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %13, ptr %7, align 8, !noalias !81
  %713 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %9, ptr %713, align 8, !noalias !81
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #26, !noalias !81
  store ptr %7, ptr %8, align 8, !tbaa !84, !noalias !81
  %714 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE_E4callEPKvSD_, ptr %714, align 8, !tbaa !86, !noalias !81
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %18, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %715 unwind label %990

715:                                              ; preds = %709
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #26, !noalias !81
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %716 = getelementptr inbounds i8, ptr %18, i64 8
  %717 = load ptr, ptr %716, align 8, !tbaa !24
  %718 = icmp eq ptr %717, null
  br i1 %718, label %743, label %719

719:                                              ; preds = %715
  %720 = getelementptr inbounds i8, ptr %717, i64 8
  %721 = load atomic i64, ptr %720 acquire, align 8
  %722 = icmp eq i64 %721, 4294967297
  %723 = trunc i64 %721 to i32
  br i1 %722, label %724, label %732

724:                                              ; preds = %719
  store i32 0, ptr %720, align 8, !tbaa !26
  %725 = getelementptr inbounds i8, ptr %717, i64 12
  store i32 0, ptr %725, align 4, !tbaa !29
  %726 = load ptr, ptr %717, align 8, !tbaa !30
  %727 = getelementptr inbounds i8, ptr %726, i64 16
  %728 = load ptr, ptr %727, align 8
  call void %728(ptr noundef nonnull align 8 dereferenceable(16) %717) #26
  %729 = load ptr, ptr %717, align 8, !tbaa !30
  %730 = getelementptr inbounds i8, ptr %729, i64 24
  %731 = load ptr, ptr %730, align 8
  call void %731(ptr noundef nonnull align 8 dereferenceable(16) %717) #26
  br label %743

732:                                              ; preds = %719
  %733 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %734 = icmp eq i8 %733, 0
  br i1 %734, label %737, label %735

735:                                              ; preds = %732
  %736 = add nsw i32 %723, -1
  store i32 %736, ptr %720, align 4, !tbaa !33
  br label %739

737:                                              ; preds = %732
  %738 = atomicrmw volatile add ptr %720, i32 -1 acq_rel, align 4
  br label %739

739:                                              ; preds = %737, %735
  %740 = phi i32 [ %723, %735 ], [ %738, %737 ]
  %741 = icmp eq i32 %740, 1
  br i1 %741, label %742, label %743, !prof !34

742:                                              ; preds = %739
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %717) #26
  br label %743

743:                                              ; preds = %742, %739, %724, %715
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #26
  store ptr @.str, ptr %21, align 8, !tbaa !60, !alias.scope !87
  %744 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.37, ptr %744, align 8, !tbaa !65, !alias.scope !87
  %745 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 120, ptr %745, align 8, !tbaa !66, !alias.scope !87
  %746 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 3, ptr %746, align 8, !tbaa !67, !alias.scope !87
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr %9, ptr %6, align 8
  %747 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %13, ptr %747, align 8
  %748 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %10, ptr %748, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26, !noalias !90
  store ptr %6, ptr %5, align 8, !tbaa !84, !noalias !90
  %749 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE0_E4callEPKvSD_, ptr %749, align 8, !tbaa !86, !noalias !90
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %750 unwind label %990

750:                                              ; preds = %743
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26, !noalias !90
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %751 = getelementptr inbounds i8, ptr %20, i64 8
  %752 = load ptr, ptr %751, align 8, !tbaa !24
  %753 = icmp eq ptr %752, null
  br i1 %753, label %778, label %754

754:                                              ; preds = %750
  %755 = getelementptr inbounds i8, ptr %752, i64 8
  %756 = load atomic i64, ptr %755 acquire, align 8
  %757 = icmp eq i64 %756, 4294967297
  %758 = trunc i64 %756 to i32
  br i1 %757, label %759, label %767

759:                                              ; preds = %754
  store i32 0, ptr %755, align 8, !tbaa !26
  %760 = getelementptr inbounds i8, ptr %752, i64 12
  store i32 0, ptr %760, align 4, !tbaa !29
  %761 = load ptr, ptr %752, align 8, !tbaa !30
  %762 = getelementptr inbounds i8, ptr %761, i64 16
  %763 = load ptr, ptr %762, align 8
  call void %763(ptr noundef nonnull align 8 dereferenceable(16) %752) #26
  %764 = load ptr, ptr %752, align 8, !tbaa !30
  %765 = getelementptr inbounds i8, ptr %764, i64 24
  %766 = load ptr, ptr %765, align 8
  call void %766(ptr noundef nonnull align 8 dereferenceable(16) %752) #26
  br label %778

767:                                              ; preds = %754
  %768 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %769 = icmp eq i8 %768, 0
  br i1 %769, label %772, label %770

770:                                              ; preds = %767
  %771 = add nsw i32 %758, -1
  store i32 %771, ptr %755, align 4, !tbaa !33
  br label %774

772:                                              ; preds = %767
  %773 = atomicrmw volatile add ptr %755, i32 -1 acq_rel, align 4
  br label %774

774:                                              ; preds = %772, %770
  %775 = phi i32 [ %758, %770 ], [ %773, %772 ]
  %776 = icmp eq i32 %775, 1
  br i1 %776, label %777, label %778, !prof !34

777:                                              ; preds = %774
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %752) #26
  br label %778

778:                                              ; preds = %777, %774, %759, %750
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #26
  store ptr @.str, ptr %23, align 8, !tbaa !60, !alias.scope !93
  %779 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.37, ptr %779, align 8, !tbaa !65, !alias.scope !93
  %780 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 123, ptr %780, align 8, !tbaa !66, !alias.scope !93
  %781 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 3, ptr %781, align 8, !tbaa !67, !alias.scope !93
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr %10, ptr %4, align 8
  %782 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %13, ptr %782, align 8
  %783 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %9, ptr %783, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26, !noalias !96
  store ptr %4, ptr %3, align 8, !tbaa !84, !noalias !96
  %784 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE1_E4callEPKvSD_, ptr %784, align 8, !tbaa !86, !noalias !96
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %23)
          to label %785 unwind label %990

785:                                              ; preds = %778
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !96
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %786 = getelementptr inbounds i8, ptr %22, i64 8
  %787 = load ptr, ptr %786, align 8, !tbaa !24
  %788 = icmp eq ptr %787, null
  br i1 %788, label %813, label %789

789:                                              ; preds = %785
  %790 = getelementptr inbounds i8, ptr %787, i64 8
  %791 = load atomic i64, ptr %790 acquire, align 8
  %792 = icmp eq i64 %791, 4294967297
  %793 = trunc i64 %791 to i32
  br i1 %792, label %794, label %802

794:                                              ; preds = %789
  store i32 0, ptr %790, align 8, !tbaa !26
  %795 = getelementptr inbounds i8, ptr %787, i64 12
  store i32 0, ptr %795, align 4, !tbaa !29
  %796 = load ptr, ptr %787, align 8, !tbaa !30
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load ptr, ptr %797, align 8
  call void %798(ptr noundef nonnull align 8 dereferenceable(16) %787) #26
  %799 = load ptr, ptr %787, align 8, !tbaa !30
  %800 = getelementptr inbounds i8, ptr %799, i64 24
  %801 = load ptr, ptr %800, align 8
  call void %801(ptr noundef nonnull align 8 dereferenceable(16) %787) #26
  br label %813

802:                                              ; preds = %789
  %803 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %804 = icmp eq i8 %803, 0
  br i1 %804, label %807, label %805

805:                                              ; preds = %802
  %806 = add nsw i32 %793, -1
  store i32 %806, ptr %790, align 4, !tbaa !33
  br label %809

807:                                              ; preds = %802
  %808 = atomicrmw volatile add ptr %790, i32 -1 acq_rel, align 4
  br label %809

809:                                              ; preds = %807, %805
  %810 = phi i32 [ %793, %805 ], [ %808, %807 ]
  %811 = icmp eq i32 %810, 1
  br i1 %811, label %812, label %813, !prof !34

812:                                              ; preds = %809
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %787) #26
  br label %813

813:                                              ; preds = %812, %809, %794, %785
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #26
  %814 = load ptr, ptr %10, align 8, !tbaa !5
  %815 = load i64, ptr %9, align 8, !tbaa !37
  %816 = shl i64 %815, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #26
  store ptr @.str, ptr %25, align 8, !tbaa !60, !alias.scope !99
  %817 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.37, ptr %817, align 8, !tbaa !65, !alias.scope !99
  %818 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 124, ptr %818, align 8, !tbaa !66, !alias.scope !99
  %819 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 3, ptr %819, align 8, !tbaa !67, !alias.scope !99
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef %557, ptr noundef %814, i64 noundef %816, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %820 unwind label %990

820:                                              ; preds = %813
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %821 unwind label %878

821:                                              ; preds = %820
  %822 = getelementptr inbounds i8, ptr %24, i64 8
  %823 = load ptr, ptr %822, align 8, !tbaa !24
  %824 = icmp eq ptr %823, null
  br i1 %824, label %849, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds i8, ptr %823, i64 8
  %827 = load atomic i64, ptr %826 acquire, align 8
  %828 = icmp eq i64 %827, 4294967297
  %829 = trunc i64 %827 to i32
  br i1 %828, label %830, label %838

830:                                              ; preds = %825
  store i32 0, ptr %826, align 8, !tbaa !26
  %831 = getelementptr inbounds i8, ptr %823, i64 12
  store i32 0, ptr %831, align 4, !tbaa !29
  %832 = load ptr, ptr %823, align 8, !tbaa !30
  %833 = getelementptr inbounds i8, ptr %832, i64 16
  %834 = load ptr, ptr %833, align 8
  call void %834(ptr noundef nonnull align 8 dereferenceable(16) %823) #26
  %835 = load ptr, ptr %823, align 8, !tbaa !30
  %836 = getelementptr inbounds i8, ptr %835, i64 24
  %837 = load ptr, ptr %836, align 8
  call void %837(ptr noundef nonnull align 8 dereferenceable(16) %823) #26
  br label %849

838:                                              ; preds = %825
  %839 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %843, label %841

841:                                              ; preds = %838
  %842 = add nsw i32 %829, -1
  store i32 %842, ptr %826, align 4, !tbaa !33
  br label %845

843:                                              ; preds = %838
  %844 = atomicrmw volatile add ptr %826, i32 -1 acq_rel, align 4
  br label %845

845:                                              ; preds = %843, %841
  %846 = phi i32 [ %829, %841 ], [ %844, %843 ]
  %847 = icmp eq i32 %846, 1
  br i1 %847, label %848, label %849, !prof !34

848:                                              ; preds = %845
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %823) #26
  br label %849

849:                                              ; preds = %848, %845, %830, %821
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #26
  %850 = load ptr, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #26
  store ptr @.str, ptr %26, align 8, !tbaa !60, !alias.scope !102
  %851 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.37, ptr %851, align 8, !tbaa !65, !alias.scope !102
  %852 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 125, ptr %852, align 8, !tbaa !66, !alias.scope !102
  %853 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 3, ptr %853, align 8, !tbaa !67, !alias.scope !102
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %850, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(32) %26)
          to label %854 unwind label %990

854:                                              ; preds = %849
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #26
  %855 = load ptr, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #26
  store ptr @.str, ptr %27, align 8, !tbaa !60, !alias.scope !105
  %856 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.37, ptr %856, align 8, !tbaa !65, !alias.scope !105
  %857 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 126, ptr %857, align 8, !tbaa !66, !alias.scope !105
  %858 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 3, ptr %858, align 8, !tbaa !67, !alias.scope !105
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %855, ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %859 unwind label %990

859:                                              ; preds = %854
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #26
  %860 = load i64, ptr %9, align 8, !tbaa !37
  %861 = icmp eq i64 %860, 0
  br i1 %861, label %895, label %862

862:                                              ; preds = %859
  %863 = load ptr, ptr %32, align 8, !tbaa !9
  %864 = load float, ptr %557, align 4, !tbaa !12
  %865 = load float, ptr %863, align 4, !tbaa !12
  %866 = fmul float %865, %865
  %867 = fcmp une float %864, %866
  br i1 %867, label %868, label %870

868:                                              ; preds = %862
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  %869 = call i32 @puts(ptr nonnull dereferenceable(1) @.str.4)
  br label %903

870:                                              ; preds = %862, %880
  %871 = phi i64 [ %872, %880 ], [ 0, %862 ]
  %872 = add nuw i64 %871, 1
  %873 = icmp eq i64 %872, %860
  br i1 %873, label %891, label %880, !llvm.loop !108

874:                                              ; preds = %556
  %875 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %889

876:                                              ; preds = %618
  %877 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  br label %887

878:                                              ; preds = %820
  %879 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #26
  br label %887

880:                                              ; preds = %870
  %881 = getelementptr inbounds float, ptr %557, i64 %872
  %882 = load float, ptr %881, align 4, !tbaa !12
  %883 = getelementptr inbounds float, ptr %863, i64 %872
  %884 = load float, ptr %883, align 4, !tbaa !12
  %885 = fmul float %884, %884
  %886 = fcmp une float %882, %885
  br i1 %886, label %891, label %870, !llvm.loop !108

887:                                              ; preds = %878, %876
  %888 = phi { ptr, i32 } [ %879, %878 ], [ %877, %876 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #26
  br label %889

889:                                              ; preds = %887, %874
  %890 = phi { ptr, i32 } [ %888, %887 ], [ %875, %874 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #26
  br label %992

891:                                              ; preds = %880, %870
  %892 = icmp uge i64 %872, %860
  %893 = freeze i1 %892
  %894 = and i1 %893, %487
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  br i1 %894, label %896, label %898

895:                                              ; preds = %859
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  br i1 %487, label %896, label %898

896:                                              ; preds = %891, %895
  %897 = phi i1 [ %894, %891 ], [ %487, %895 ]
  br label %898

898:                                              ; preds = %891, %895, %896
  %899 = phi i1 [ %897, %896 ], [ %487, %895 ], [ %894, %891 ]
  %900 = phi ptr [ @.str.3, %896 ], [ @.str.4, %895 ], [ @.str.4, %891 ]
  %901 = call i32 @puts(ptr nonnull dereferenceable(1) %900)
  %902 = icmp eq ptr %557, null
  br i1 %902, label %908, label %903

903:                                              ; preds = %868, %898
  %904 = phi i1 [ false, %868 ], [ %899, %898 ]
  %905 = ptrtoint ptr %558 to i64
  %906 = ptrtoint ptr %557 to i64
  %907 = sub i64 %905, %906
  call void @_ZdlPvm(ptr noundef nonnull %557, i64 noundef %907) #30
  br label %908

908:                                              ; preds = %898, %903
  %909 = phi i1 [ %899, %898 ], [ %904, %903 ]
  %910 = icmp eq ptr %266, null
  br i1 %910, label %912, label %911

911:                                              ; preds = %908
  call void @_ZdlPvm(ptr noundef nonnull %266, i64 noundef %256) #30
  br label %912

912:                                              ; preds = %908, %911
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #26
  %913 = getelementptr inbounds i8, ptr %35, i64 8
  %914 = load ptr, ptr %913, align 8, !tbaa !24
  %915 = icmp eq ptr %914, null
  br i1 %915, label %940, label %916

916:                                              ; preds = %912
  %917 = getelementptr inbounds i8, ptr %914, i64 8
  %918 = load atomic i64, ptr %917 acquire, align 8
  %919 = icmp eq i64 %918, 4294967297
  %920 = trunc i64 %918 to i32
  br i1 %919, label %921, label %929

921:                                              ; preds = %916
  store i32 0, ptr %917, align 8, !tbaa !26
  %922 = getelementptr inbounds i8, ptr %914, i64 12
  store i32 0, ptr %922, align 4, !tbaa !29
  %923 = load ptr, ptr %914, align 8, !tbaa !30
  %924 = getelementptr inbounds i8, ptr %923, i64 16
  %925 = load ptr, ptr %924, align 8
  call void %925(ptr noundef nonnull align 8 dereferenceable(16) %914) #26
  %926 = load ptr, ptr %914, align 8, !tbaa !30
  %927 = getelementptr inbounds i8, ptr %926, i64 24
  %928 = load ptr, ptr %927, align 8
  call void %928(ptr noundef nonnull align 8 dereferenceable(16) %914) #26
  br label %940

929:                                              ; preds = %916
  %930 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %931 = icmp eq i8 %930, 0
  br i1 %931, label %934, label %932

932:                                              ; preds = %929
  %933 = add nsw i32 %920, -1
  store i32 %933, ptr %917, align 4, !tbaa !33
  br label %936

934:                                              ; preds = %929
  %935 = atomicrmw volatile add ptr %917, i32 -1 acq_rel, align 4
  br label %936

936:                                              ; preds = %934, %932
  %937 = phi i32 [ %920, %932 ], [ %935, %934 ]
  %938 = icmp eq i32 %937, 1
  br i1 %938, label %939, label %940, !prof !34

939:                                              ; preds = %936
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %914) #26
  br label %940

940:                                              ; preds = %912, %921, %936, %939
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #26
  %941 = getelementptr inbounds i8, ptr %33, i64 8
  %942 = load ptr, ptr %941, align 8, !tbaa !24
  %943 = icmp eq ptr %942, null
  br i1 %943, label %968, label %944

944:                                              ; preds = %940
  %945 = getelementptr inbounds i8, ptr %942, i64 8
  %946 = load atomic i64, ptr %945 acquire, align 8
  %947 = icmp eq i64 %946, 4294967297
  %948 = trunc i64 %946 to i32
  br i1 %947, label %949, label %957

949:                                              ; preds = %944
  store i32 0, ptr %945, align 8, !tbaa !26
  %950 = getelementptr inbounds i8, ptr %942, i64 12
  store i32 0, ptr %950, align 4, !tbaa !29
  %951 = load ptr, ptr %942, align 8, !tbaa !30
  %952 = getelementptr inbounds i8, ptr %951, i64 16
  %953 = load ptr, ptr %952, align 8
  call void %953(ptr noundef nonnull align 8 dereferenceable(16) %942) #26
  %954 = load ptr, ptr %942, align 8, !tbaa !30
  %955 = getelementptr inbounds i8, ptr %954, i64 24
  %956 = load ptr, ptr %955, align 8
  call void %956(ptr noundef nonnull align 8 dereferenceable(16) %942) #26
  br label %968

957:                                              ; preds = %944
  %958 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %959 = icmp eq i8 %958, 0
  br i1 %959, label %962, label %960

960:                                              ; preds = %957
  %961 = add nsw i32 %948, -1
  store i32 %961, ptr %945, align 4, !tbaa !33
  br label %964

962:                                              ; preds = %957
  %963 = atomicrmw volatile add ptr %945, i32 -1 acq_rel, align 4
  br label %964

964:                                              ; preds = %962, %960
  %965 = phi i32 [ %948, %960 ], [ %963, %962 ]
  %966 = icmp eq i32 %965, 1
  br i1 %966, label %967, label %968, !prof !34

967:                                              ; preds = %964
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %942) #26
  br label %968

968:                                              ; preds = %940, %949, %964, %967
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #26
  %969 = load ptr, ptr %32, align 8, !tbaa !9
  %970 = icmp eq ptr %969, null
  br i1 %970, label %977, label %971

971:                                              ; preds = %968
  %972 = getelementptr inbounds i8, ptr %32, i64 16
  %973 = load ptr, ptr %972, align 8, !tbaa !11
  %974 = ptrtoint ptr %973 to i64
  %975 = ptrtoint ptr %969 to i64
  %976 = sub i64 %974, %975
  call void @_ZdlPvm(ptr noundef nonnull %969, i64 noundef %976) #30
  br label %977

977:                                              ; preds = %968, %971
  %978 = xor i1 %909, true
  %979 = zext i1 %978 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #26
  ret i32 %979

980:                                              ; preds = %448, %444, %442
  %981 = phi { ptr, i32 } [ %449, %448 ], [ %445, %444 ], [ %443, %442 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %39) #26
  br label %982

982:                                              ; preds = %980, %436, %434
  %983 = phi { ptr, i32 } [ %981, %980 ], [ %437, %436 ], [ %435, %434 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #26
  br label %984

984:                                              ; preds = %982, %432
  %985 = phi { ptr, i32 } [ %983, %982 ], [ %433, %432 ]
  call void @_ZN11BufferStageD2Ev(ptr noundef nonnull align 8 dereferenceable(208) %38) #26
  br label %986

986:                                              ; preds = %984, %430
  %987 = phi { ptr, i32 } [ %985, %984 ], [ %431, %430 ]
  call void @llvm.lifetime.end.p0(i64 208, ptr nonnull %38) #26
  br label %999

988:                                              ; preds = %547
  %989 = landingpad { ptr, i32 }
          cleanup
  br label %999

990:                                              ; preds = %854, %849, %813, %778, %743, %709, %673
  %991 = landingpad { ptr, i32 }
          cleanup
  br label %992

992:                                              ; preds = %889, %990
  %993 = phi { ptr, i32 } [ %991, %990 ], [ %890, %889 ]
  %994 = icmp eq ptr %557, null
  br i1 %994, label %999, label %995

995:                                              ; preds = %992
  %996 = ptrtoint ptr %558 to i64
  %997 = ptrtoint ptr %557 to i64
  %998 = sub i64 %996, %997
  call void @_ZdlPvm(ptr noundef nonnull %557, i64 noundef %998) #30
  br label %999

999:                                              ; preds = %988, %992, %995, %986
  %1000 = phi { ptr, i32 } [ %987, %986 ], [ %989, %988 ], [ %993, %992 ], [ %993, %995 ]
  %1001 = icmp eq ptr %266, null
  br i1 %1001, label %1003, label %1002

1002:                                             ; preds = %999
  call void @_ZdlPvm(ptr noundef nonnull %266, i64 noundef %256) #30
  br label %1003

1003:                                             ; preds = %1002, %999, %297
  %1004 = phi { ptr, i32 } [ %298, %297 ], [ %1000, %999 ], [ %1000, %1002 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #26
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %1005

1005:                                             ; preds = %1003, %202
  %1006 = phi { ptr, i32 } [ %1004, %1003 ], [ %194, %202 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #26
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %1007

1007:                                             ; preds = %1005, %115
  %1008 = phi { ptr, i32 } [ %1006, %1005 ], [ %107, %115 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #26
  %1009 = load ptr, ptr %32, align 8, !tbaa !9
  %1010 = icmp eq ptr %1009, null
  br i1 %1010, label %1017, label %1011

1011:                                             ; preds = %1007
  %1012 = getelementptr inbounds i8, ptr %32, i64 16
  %1013 = load ptr, ptr %1012, align 8, !tbaa !11
  %1014 = ptrtoint ptr %1013 to i64
  %1015 = ptrtoint ptr %1009 to i64
  %1016 = sub i64 %1014, %1015
  call void @_ZdlPvm(ptr noundef nonnull %1009, i64 noundef %1016) #30
  br label %1017

1017:                                             ; preds = %1011, %1007
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #26
  resume { ptr, i32 } %1008
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStageC2ERN4sycl3_V15queueERKSt6vectorIfSaIfEE(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::range", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %1, ptr %0, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = load ptr, ptr %2, align 8, !tbaa !9
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = ashr exact i64 %19, 2
  store i64 %20, ptr %13, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  %22 = icmp eq ptr %15, %16
  br i1 %22, label %28, label %23

23:                                               ; preds = %3
  %24 = icmp ugt i64 %20, 2305843009213693951
  br i1 %24, label %25, label %26, !prof !34

25:                                               ; preds = %23
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

26:                                               ; preds = %23
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #28
  br label %28

28:                                               ; preds = %26, %3
  %29 = phi ptr [ null, %3 ], [ %27, %26 ]
  store ptr %29, ptr %21, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %29, ptr %30, align 8, !tbaa !14
  %31 = getelementptr inbounds float, ptr %29, i64 %20
  %32 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %31, ptr %32, align 8, !tbaa !11
  %33 = load ptr, ptr %2, align 8, !tbaa !5
  %34 = load ptr, ptr %14, align 8, !tbaa !5
  %35 = ptrtoint ptr %34 to i64
  %36 = ptrtoint ptr %33 to i64
  %37 = sub i64 %35, %36
  %38 = icmp eq ptr %34, %33
  br i1 %38, label %40, label %39

39:                                               ; preds = %28
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %29, ptr align 4 %33, i64 %37, i1 false)
  br label %40

40:                                               ; preds = %28, %39
  %41 = getelementptr inbounds i8, ptr %29, i64 %37
  store ptr %41, ptr %30, align 8, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %42, i8 0, i64 24, i1 false)
  %43 = getelementptr inbounds i8, ptr %0, i64 64
  %44 = icmp ugt i64 %20, 2305843009213693951
  br i1 %44, label %45, label %47

45:                                               ; preds = %40
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #27
          to label %46 unwind label %225

46:                                               ; preds = %45
  unreachable

47:                                               ; preds = %40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  br i1 %22, label %57, label %48

48:                                               ; preds = %47
  %49 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #28
          to label %50 unwind label %225

50:                                               ; preds = %48
  store ptr %49, ptr %43, align 8, !tbaa !9
  %51 = getelementptr i8, ptr %49, i64 %19
  %52 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr %51, ptr %52, align 8, !tbaa !11
  store float 0.000000e+00, ptr %49, align 4, !tbaa !12
  %53 = getelementptr i8, ptr %49, i64 4
  %54 = icmp eq i64 %19, 4
  br i1 %54, label %57, label %55

55:                                               ; preds = %50
  %56 = add nsw i64 %19, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %53, i8 0, i64 %56, i1 false), !tbaa !12
  br label %57

57:                                               ; preds = %47, %50, %55
  %58 = phi ptr [ %53, %50 ], [ %51, %55 ], [ null, %47 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 72
  store ptr %58, ptr %59, align 8, !tbaa !14
  %60 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #26
  store i64 %20, ptr %4, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %6, align 8, !tbaa !60, !alias.scope !109
  %61 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.7, ptr %61, align 8, !tbaa !65, !alias.scope !109
  %62 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 35, ptr %62, align 8, !tbaa !66, !alias.scope !109
  %63 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 69, ptr %63, align 8, !tbaa !67, !alias.scope !109
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %60, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %64 unwind label %227

64:                                               ; preds = %57
  %65 = getelementptr inbounds i8, ptr %5, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !21
  %67 = getelementptr inbounds i8, ptr %5, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !23
  %69 = icmp eq ptr %66, %68
  br i1 %69, label %104, label %70

70:                                               ; preds = %64, %99
  %71 = phi ptr [ %100, %99 ], [ %66, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !29
  %82 = load ptr, ptr %73, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  %85 = load ptr, ptr %73, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !33
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !34

98:                                               ; preds = %95
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %68
  br i1 %101, label %102, label %70, !llvm.loop !35

102:                                              ; preds = %99
  %103 = load ptr, ptr %65, align 8, !tbaa !21
  br label %104

104:                                              ; preds = %102, %64
  %105 = phi ptr [ %103, %102 ], [ %66, %64 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %113, label %107

107:                                              ; preds = %104
  %108 = getelementptr inbounds i8, ptr %5, i64 24
  %109 = load ptr, ptr %108, align 8, !tbaa !36
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %105 to i64
  %112 = sub i64 %110, %111
  call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %112) #30
  br label %113

113:                                              ; preds = %107, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #26
  %114 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #26
  %115 = load i64, ptr %13, align 8, !tbaa !46
  store i64 %115, ptr %7, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %9, align 8, !tbaa !60, !alias.scope !112
  %116 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.7, ptr %116, align 8, !tbaa !65, !alias.scope !112
  %117 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 36, ptr %117, align 8, !tbaa !66, !alias.scope !112
  %118 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 9, ptr %118, align 8, !tbaa !67, !alias.scope !112
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %114, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %119 unwind label %229

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %8, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !21
  %122 = getelementptr inbounds i8, ptr %8, i64 16
  %123 = load ptr, ptr %122, align 8, !tbaa !23
  %124 = icmp eq ptr %121, %123
  br i1 %124, label %159, label %125

125:                                              ; preds = %119, %154
  %126 = phi ptr [ %155, %154 ], [ %121, %119 ]
  %127 = getelementptr inbounds i8, ptr %126, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %125
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !26
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !29
  %137 = load ptr, ptr %128, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  %140 = load ptr, ptr %128, align 8, !tbaa !30
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !33
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !34

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  br label %154

154:                                              ; preds = %153, %150, %135, %125
  %155 = getelementptr inbounds i8, ptr %126, i64 16
  %156 = icmp eq ptr %155, %123
  br i1 %156, label %157, label %125, !llvm.loop !35

157:                                              ; preds = %154
  %158 = load ptr, ptr %120, align 8, !tbaa !21
  br label %159

159:                                              ; preds = %157, %119
  %160 = phi ptr [ %158, %157 ], [ %121, %119 ]
  %161 = icmp eq ptr %160, null
  br i1 %161, label %168, label %162

162:                                              ; preds = %159
  %163 = getelementptr inbounds i8, ptr %8, i64 24
  %164 = load ptr, ptr %163, align 8, !tbaa !36
  %165 = ptrtoint ptr %164 to i64
  %166 = ptrtoint ptr %160 to i64
  %167 = sub i64 %165, %166
  call void @_ZdlPvm(ptr noundef nonnull %160, i64 noundef %167) #30
  br label %168

168:                                              ; preds = %162, %159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #26
  %169 = load ptr, ptr %43, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #26
  %170 = load i64, ptr %13, align 8, !tbaa !46
  store i64 %170, ptr %10, align 8, !tbaa !37
  %171 = getelementptr inbounds i8, ptr %0, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %12, align 8, !tbaa !60, !alias.scope !115
  %172 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.7, ptr %172, align 8, !tbaa !65, !alias.scope !115
  %173 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 36, ptr %173, align 8, !tbaa !66, !alias.scope !115
  %174 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 38, ptr %174, align 8, !tbaa !67, !alias.scope !115
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %171, ptr noundef %169, ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %175 unwind label %231

175:                                              ; preds = %168
  %176 = getelementptr inbounds i8, ptr %11, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !21
  %178 = getelementptr inbounds i8, ptr %11, i64 16
  %179 = load ptr, ptr %178, align 8, !tbaa !23
  %180 = icmp eq ptr %177, %179
  br i1 %180, label %215, label %181

181:                                              ; preds = %175, %210
  %182 = phi ptr [ %211, %210 ], [ %177, %175 ]
  %183 = getelementptr inbounds i8, ptr %182, i64 8
  %184 = load ptr, ptr %183, align 8, !tbaa !24
  %185 = icmp eq ptr %184, null
  br i1 %185, label %210, label %186

186:                                              ; preds = %181
  %187 = getelementptr inbounds i8, ptr %184, i64 8
  %188 = load atomic i64, ptr %187 acquire, align 8
  %189 = icmp eq i64 %188, 4294967297
  %190 = trunc i64 %188 to i32
  br i1 %189, label %191, label %199

191:                                              ; preds = %186
  store i32 0, ptr %187, align 8, !tbaa !26
  %192 = getelementptr inbounds i8, ptr %184, i64 12
  store i32 0, ptr %192, align 4, !tbaa !29
  %193 = load ptr, ptr %184, align 8, !tbaa !30
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr noundef nonnull align 8 dereferenceable(16) %184) #26
  %196 = load ptr, ptr %184, align 8, !tbaa !30
  %197 = getelementptr inbounds i8, ptr %196, i64 24
  %198 = load ptr, ptr %197, align 8
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %184) #26
  br label %210

199:                                              ; preds = %186
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %204, label %202

202:                                              ; preds = %199
  %203 = add nsw i32 %190, -1
  store i32 %203, ptr %187, align 4, !tbaa !33
  br label %206

204:                                              ; preds = %199
  %205 = atomicrmw volatile add ptr %187, i32 -1 acq_rel, align 4
  br label %206

206:                                              ; preds = %204, %202
  %207 = phi i32 [ %190, %202 ], [ %205, %204 ]
  %208 = icmp eq i32 %207, 1
  br i1 %208, label %209, label %210, !prof !34

209:                                              ; preds = %206
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %184) #26
  br label %210

210:                                              ; preds = %209, %206, %191, %181
  %211 = getelementptr inbounds i8, ptr %182, i64 16
  %212 = icmp eq ptr %211, %179
  br i1 %212, label %213, label %181, !llvm.loop !35

213:                                              ; preds = %210
  %214 = load ptr, ptr %176, align 8, !tbaa !21
  br label %215

215:                                              ; preds = %213, %175
  %216 = phi ptr [ %214, %213 ], [ %177, %175 ]
  %217 = icmp eq ptr %216, null
  br i1 %217, label %224, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %11, i64 24
  %220 = load ptr, ptr %219, align 8, !tbaa !36
  %221 = ptrtoint ptr %220 to i64
  %222 = ptrtoint ptr %216 to i64
  %223 = sub i64 %221, %222
  call void @_ZdlPvm(ptr noundef nonnull %216, i64 noundef %223) #30
  br label %224

224:                                              ; preds = %215, %218
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  ret void

225:                                              ; preds = %48, %45
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %245

227:                                              ; preds = %57
  %228 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #26
  br label %235

229:                                              ; preds = %113
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #26
  br label %233

231:                                              ; preds = %168
  %232 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %114) #26
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi { ptr, i32 } [ %232, %231 ], [ %230, %229 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %60) #26
  br label %235

235:                                              ; preds = %233, %227
  %236 = phi { ptr, i32 } [ %234, %233 ], [ %228, %227 ]
  %237 = load ptr, ptr %43, align 8, !tbaa !9
  %238 = icmp eq ptr %237, null
  br i1 %238, label %245, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %0, i64 80
  %241 = load ptr, ptr %240, align 8, !tbaa !11
  %242 = ptrtoint ptr %241 to i64
  %243 = ptrtoint ptr %237 to i64
  %244 = sub i64 %242, %243
  call void @_ZdlPvm(ptr noundef nonnull %237, i64 noundef %244) #30
  br label %245

245:                                              ; preds = %239, %235, %225
  %246 = phi { ptr, i32 } [ %226, %225 ], [ %236, %235 ], [ %236, %239 ]
  %247 = load ptr, ptr %42, align 8, !tbaa !9
  %248 = icmp eq ptr %247, null
  br i1 %248, label %255, label %249

249:                                              ; preds = %245
  %250 = getelementptr inbounds i8, ptr %0, i64 56
  %251 = load ptr, ptr %250, align 8, !tbaa !11
  %252 = ptrtoint ptr %251 to i64
  %253 = ptrtoint ptr %247 to i64
  %254 = sub i64 %252, %253
  call void @_ZdlPvm(ptr noundef nonnull %247, i64 noundef %254) #30
  br label %255

255:                                              ; preds = %245, %249
  %256 = load ptr, ptr %21, align 8, !tbaa !9
  %257 = icmp eq ptr %256, null
  br i1 %257, label %263, label %258

258:                                              ; preds = %255
  %259 = load ptr, ptr %32, align 8, !tbaa !11
  %260 = ptrtoint ptr %259 to i64
  %261 = ptrtoint ptr %256 to i64
  %262 = sub i64 %260, %261
  call void @_ZdlPvm(ptr noundef nonnull %256, i64 noundef %262) #30
  br label %263

263:                                              ; preds = %255, %258
  resume { ptr, i32 } %246
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6smoothEN4sycl3_V15eventEi(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 16
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  %13 = getelementptr inbounds i8, ptr %8, i64 24
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  br label %21

18:                                               ; preds = %78, %4
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %19, align 8, !tbaa !24
  store <2 x ptr> %20, ptr %0, align 8, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !58
  ret void

21:                                               ; preds = %10, %78
  %22 = phi i32 [ 0, %10 ], [ %79, %78 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26
  %23 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  store ptr @.str, ptr %8, align 8, !tbaa !60, !alias.scope !119
  store ptr @.str.14, ptr %11, align 8, !tbaa !65, !alias.scope !119
  store i64 52, ptr %12, align 8, !tbaa !66, !alias.scope !119
  store i64 15, ptr %13, align 8, !tbaa !67, !alias.scope !119
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store ptr %2, ptr %5, align 8, !noalias !122
  store ptr %1, ptr %14, align 8, !noalias !122
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26, !noalias !122
  store ptr %5, ptr %6, align 8, !tbaa !84, !noalias !122
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %15, align 8, !tbaa !86, !noalias !122
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26, !noalias !122
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %24 = load <2 x ptr>, ptr %7, align 16, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %25 = load ptr, ptr %17, align 8, !tbaa !24
  store <2 x ptr> %24, ptr %2, align 8, !tbaa !5
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

51:                                               ; preds = %21, %32, %47, %50
  %52 = load ptr, ptr %16, align 8, !tbaa !24
  %53 = icmp eq ptr %52, null
  br i1 %53, label %78, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load atomic i64, ptr %55 acquire, align 8
  %57 = icmp eq i64 %56, 4294967297
  %58 = trunc i64 %56 to i32
  br i1 %57, label %59, label %67

59:                                               ; preds = %54
  store i32 0, ptr %55, align 8, !tbaa !26
  %60 = getelementptr inbounds i8, ptr %52, i64 12
  store i32 0, ptr %60, align 4, !tbaa !29
  %61 = load ptr, ptr %52, align 8, !tbaa !30
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %52) #26
  %64 = load ptr, ptr %52, align 8, !tbaa !30
  %65 = getelementptr inbounds i8, ptr %64, i64 24
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %52) #26
  br label %78

67:                                               ; preds = %54
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = add nsw i32 %58, -1
  store i32 %71, ptr %55, align 4, !tbaa !33
  br label %74

72:                                               ; preds = %67
  %73 = atomicrmw volatile add ptr %55, i32 -1 acq_rel, align 4
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi i32 [ %58, %70 ], [ %73, %72 ]
  %76 = icmp eq i32 %75, 1
  br i1 %76, label %77, label %78, !prof !34

77:                                               ; preds = %74
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %52) #26
  br label %78

78:                                               ; preds = %51, %59, %74, %77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  %79 = add nuw nsw i32 %22, 1
  %80 = icmp eq i32 %79, %3
  br i1 %80, label %18, label %21, !llvm.loop !125
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6uploadEv(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.110, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %class.anon.109, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26
  %10 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  store ptr @.str, ptr %8, align 8, !tbaa !60, !alias.scope !126
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.29, ptr %11, align 8, !tbaa !65, !alias.scope !126
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 39, ptr %12, align 8, !tbaa !66, !alias.scope !126
  %13 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 27, ptr %13, align 8, !tbaa !67, !alias.scope !126
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %1, ptr %5, align 8, !noalias !129
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26, !noalias !129
  store ptr %5, ptr %6, align 8, !tbaa !84, !noalias !129
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_, ptr %14, align 8, !tbaa !86, !noalias !129
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26, !noalias !129
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %15 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  store ptr @.str, ptr %9, align 8, !tbaa !60, !alias.scope !132
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.29, ptr %16, align 8, !tbaa !65, !alias.scope !132
  %17 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 43, ptr %17, align 8, !tbaa !66, !alias.scope !132
  %18 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 12, ptr %18, align 8, !tbaa !67, !alias.scope !132
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %7, ptr %3, align 8, !noalias !135
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %1, ptr %19, align 8, !noalias !135
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26, !noalias !135
  store ptr %3, ptr %4, align 8, !tbaa !84, !noalias !135
  %20 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_, ptr %20, align 8, !tbaa !86, !noalias !135
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %21 unwind label %50

21:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26, !noalias !135
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !29
  %32 = load ptr, ptr %23, align 8, !tbaa !30
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  %35 = load ptr, ptr %23, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !33
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !34

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  ret void

50:                                               ; preds = %2
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  resume { ptr, i32 } %51
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage6finishEN4sycl3_V15eventE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(208) %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.119, align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.118, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon.117, align 8
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.116, align 8
  %11 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %12 = alloca %"class.sycl::_V1::event", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::event", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #26
  %19 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  store ptr @.str, ptr %13, align 8, !tbaa !60, !alias.scope !138
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.32, ptr %20, align 8, !tbaa !65, !alias.scope !138
  %21 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 65, ptr %21, align 8, !tbaa !66, !alias.scope !138
  %22 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 26, ptr %22, align 8, !tbaa !67, !alias.scope !138
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  store ptr %2, ptr %10, align 8, !noalias !141
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %1, ptr %23, align 8, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26, !noalias !141
  store ptr %10, ptr %11, align 8, !tbaa !84, !noalias !141
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %24, align 8, !tbaa !86, !noalias !141
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26, !noalias !141
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  %25 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #26
  store ptr @.str, ptr %15, align 8, !tbaa !60, !alias.scope !144
  %26 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.32, ptr %26, align 8, !tbaa !65, !alias.scope !144
  %27 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 71, ptr %27, align 8, !tbaa !66, !alias.scope !144
  %28 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 5, ptr %28, align 8, !tbaa !67, !alias.scope !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store ptr %12, ptr %8, align 8, !noalias !147
  %29 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %1, ptr %29, align 8, !noalias !147
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #26, !noalias !147
  store ptr %8, ptr %9, align 8, !tbaa !84, !noalias !147
  %30 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_, ptr %30, align 8, !tbaa !86, !noalias !147
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %31 unwind label %128

31:                                               ; preds = %3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #26, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %32 = getelementptr inbounds i8, ptr %14, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !34

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %31, %40, %55, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  %60 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #26
  store ptr @.str, ptr %17, align 8, !tbaa !60, !alias.scope !150
  %61 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.32, ptr %61, align 8, !tbaa !65, !alias.scope !150
  %62 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 77, ptr %62, align 8, !tbaa !66, !alias.scope !150
  %63 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 5, ptr %63, align 8, !tbaa !67, !alias.scope !150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store ptr %1, ptr %6, align 8, !noalias !153
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26, !noalias !153
  store ptr %6, ptr %7, align 8, !tbaa !84, !noalias !153
  %64 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_, ptr %64, align 8, !tbaa !86, !noalias !153
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %16, ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %65 unwind label %130

65:                                               ; preds = %59
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26, !noalias !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %66 = getelementptr inbounds i8, ptr %16, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %65
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !29
  %76 = load ptr, ptr %67, align 8, !tbaa !30
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #26
  %79 = load ptr, ptr %67, align 8, !tbaa !30
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #26
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !33
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !34

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #26
  br label %93

93:                                               ; preds = %65, %74, %89, %92
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #26
  %94 = load ptr, ptr %1, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #26
  store ptr @.str, ptr %18, align 8, !tbaa !60, !alias.scope !156
  %95 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.32, ptr %95, align 8, !tbaa !65, !alias.scope !156
  %96 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 81, ptr %96, align 8, !tbaa !66, !alias.scope !156
  %97 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 12, ptr %97, align 8, !tbaa !67, !alias.scope !156
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store ptr %1, ptr %4, align 8, !noalias !159
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26, !noalias !159
  store ptr %4, ptr %5, align 8, !tbaa !84, !noalias !159
  %98 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_, ptr %98, align 8, !tbaa !86, !noalias !159
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %94, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %99 unwind label %132

99:                                               ; preds = %93
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26, !noalias !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  %100 = getelementptr inbounds i8, ptr %12, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !24
  %102 = icmp eq ptr %101, null
  br i1 %102, label %127, label %103

103:                                              ; preds = %99
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load atomic i64, ptr %104 acquire, align 8
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %104, align 8, !tbaa !26
  %109 = getelementptr inbounds i8, ptr %101, i64 12
  store i32 0, ptr %109, align 4, !tbaa !29
  %110 = load ptr, ptr %101, align 8, !tbaa !30
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  %113 = load ptr, ptr %101, align 8, !tbaa !30
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %104, align 4, !tbaa !33
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %104, i32 -1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !34

126:                                              ; preds = %123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %101) #26
  br label %127

127:                                              ; preds = %99, %108, %123, %126
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #26
  ret void

128:                                              ; preds = %3
  %129 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  br label %134

130:                                              ; preds = %59
  %131 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #26
  br label %134

132:                                              ; preds = %93
  %133 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  br label %134

134:                                              ; preds = %132, %130, %128
  %135 = phi { ptr, i32 } [ %133, %132 ], [ %131, %130 ], [ %129, %128 ]
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #26
  resume { ptr, i32 } %135
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11BufferStage13check_on_hostEPd(ptr noundef nonnull align 8 dereferenceable(208) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.154, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"class.sycl::_V1::event", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %1, ptr %5, align 8, !tbaa !5
  %8 = load ptr, ptr %0, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  store ptr @.str, ptr %7, align 8, !tbaa !60, !alias.scope !162
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.36, ptr %9, align 8, !tbaa !65, !alias.scope !162
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 88, ptr %10, align 8, !tbaa !66, !alias.scope !162
  %11 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 5, ptr %11, align 8, !tbaa !67, !alias.scope !162
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !165
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %5, ptr %12, align 8, !noalias !165
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26, !noalias !165
  store ptr %3, ptr %4, align 8, !tbaa !84, !noalias !165
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_, ptr %13, align 8, !tbaa !86, !noalias !165
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26, !noalias !165
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !29
  %24 = load ptr, ptr %15, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  %27 = load ptr, ptr %15, align 8, !tbaa !30
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !33
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !34

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

41:                                               ; preds = %2, %22, %37, %40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11BufferStageD2Ev(ptr noundef nonnull align 8 dereferenceable(208) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 168
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %2) #26
  %3 = getelementptr inbounds i8, ptr %0, i64 128
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #26
  %4 = getelementptr inbounds i8, ptr %0, i64 88
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %4) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = icmp eq ptr %6, null
  br i1 %7, label %14, label %8

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 80
  %10 = load ptr, ptr %9, align 8, !tbaa !11
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %6 to i64
  %13 = sub i64 %11, %12
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %13) #30
  br label %14

14:                                               ; preds = %1, %8
  %15 = getelementptr inbounds i8, ptr %0, i64 40
  %16 = load ptr, ptr %15, align 8, !tbaa !9
  %17 = icmp eq ptr %16, null
  br i1 %17, label %24, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 56
  %20 = load ptr, ptr %19, align 8, !tbaa !11
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %16 to i64
  %23 = sub i64 %21, %22
  tail call void @_ZdlPvm(ptr noundef nonnull %16, i64 noundef %23) #30
  br label %24

24:                                               ; preds = %14, %18
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !9
  %27 = icmp eq ptr %26, null
  br i1 %27, label %34, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 32
  %30 = load ptr, ptr %29, align 8, !tbaa !11
  %31 = ptrtoint ptr %30 to i64
  %32 = ptrtoint ptr %26 to i64
  %33 = sub i64 %31, %32
  tail call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %33) #30
  br label %34

34:                                               ; preds = %24, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #8 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #29
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !168
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !168
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #27
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !168
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #26
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !30
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #26
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !30
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !170
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #26
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
  call void @__clang_call_terminate(ptr %55) #29
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !176
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !26
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !29
  %22 = load ptr, ptr %13, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  %25 = load ptr, ptr %13, align 8, !tbaa !30
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !33
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !34

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !18
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #29
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !18
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #29
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  resume { ptr, i32 } %53
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #26
  tail call void @_ZSt9terminatev() #29
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
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !178
  store ptr %8, ptr %6, align 16, !tbaa !178
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !180
  %12 = load ptr, ptr %10, align 8, !tbaa !181
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !168
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !182

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !180
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !178
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #30
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !180
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !181
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !168
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !182

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !180
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !178
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #30
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #4 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !30
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !33
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !33
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = alloca %"struct.std::array", align 8
  %7 = load i64, ptr %1, align 8, !tbaa !37
  %8 = shl i64 %7, 2
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !183
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %9, align 8, !tbaa !30, !noalias !183
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 128, ptr %10, align 8, !tbaa !186, !noalias !183
  %11 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 4, ptr %11, align 8, !tbaa !188, !noalias !183
  store ptr %9, ptr %5, align 8, !tbaa !191
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %8, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull %5)
          to label %12 unwind label %32

12:                                               ; preds = %4
  %13 = load ptr, ptr %5, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %12
  %16 = load ptr, ptr %13, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(8) %13) #26
  br label %19

19:                                               ; preds = %12, %15
  store ptr null, ptr %5, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %1, align 8
  store i64 %21, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %22, align 8, !tbaa !193
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %23, align 8, !tbaa !194
  %24 = load ptr, ptr %0, align 8, !tbaa !195
  %25 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !196
  %26 = load i8, ptr %25, align 1, !tbaa !32
  %27 = icmp eq i8 %26, 42
  %28 = zext i1 %27 to i64
  %29 = getelementptr inbounds i8, ptr %25, i64 %28
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #26
  store i64 %21, ptr %6, align 8, !tbaa !37, !alias.scope !198
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false), !alias.scope !198
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %24, ptr noundef null, ptr noundef nonnull %29, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %6)
          to label %31 unwind label %40

31:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  ret void

32:                                               ; preds = %4
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = load ptr, ptr %5, align 8, !tbaa !5
  %35 = icmp eq ptr %34, null
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = load ptr, ptr %34, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(8) %34) #26
  br label %42

40:                                               ; preds = %19
  %41 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %42

42:                                               ; preds = %32, %36, %40
  %43 = phi { ptr, i32 } [ %41, %40 ], [ %33, %36 ], [ %33, %32 ]
  resume { ptr, i32 } %43
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !37
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !201
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !30, !noalias !201
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !186, !noalias !201
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !188, !noalias !201
  store ptr %10, ptr %6, align 8, !tbaa !191
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !5
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !30
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
  store i64 0, ptr %23, align 8, !tbaa !193
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !194
  %25 = load ptr, ptr %0, align 8, !tbaa !195
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !196
  %27 = load i8, ptr %26, align 1, !tbaa !32
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  store i64 %22, ptr %7, align 8, !tbaa !37, !alias.scope !204
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !204
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
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
  %38 = load ptr, ptr %35, align 8, !tbaa !30
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #26
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !30
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
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
  store i32 0, ptr %32, align 4, !tbaa !29
  %33 = load ptr, ptr %24, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !33
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !34

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #29
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #29
  unreachable
}

declare void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #18

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !186
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !188
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !186
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !11
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #27
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #28
  %18 = getelementptr inbounds float, ptr %17, i64 %1
  %19 = load float, ptr %2, align 4, !tbaa !12
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
  store <4 x float> %29, ptr %33, align 4, !tbaa !12
  store <4 x float> %29, ptr %34, align 4, !tbaa !12
  %35 = add nuw i64 %31, 8
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %30, !llvm.loop !207

37:                                               ; preds = %30
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %45, label %39

39:                                               ; preds = %37, %15
  %40 = phi ptr [ %17, %15 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %40, %39 ]
  store float %19, ptr %42, align 4, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  %44 = icmp eq ptr %43, %18
  br i1 %44, label %45, label %41, !llvm.loop !208

45:                                               ; preds = %41, %37
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %17, ptr %0, align 8, !tbaa !9
  store ptr %18, ptr %46, align 8, !tbaa !14
  store ptr %18, ptr %4, align 8, !tbaa !11
  %47 = icmp eq ptr %6, null
  br i1 %47, label %154, label %48

48:                                               ; preds = %45
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %9) #30
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
  %57 = load float, ptr %2, align 4, !tbaa !12
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
  store <4 x float> %70, ptr %74, align 4, !tbaa !12
  store <4 x float> %70, ptr %75, align 4, !tbaa !12
  %76 = add nuw i64 %72, 8
  %77 = icmp eq i64 %76, %66
  br i1 %77, label %78, label %71, !llvm.loop !209

78:                                               ; preds = %71
  %79 = icmp eq i64 %63, %66
  br i1 %79, label %86, label %80

80:                                               ; preds = %78, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi ptr [ %84, %82 ], [ %81, %80 ]
  store float %57, ptr %83, align 4, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = icmp eq ptr %84, %51
  br i1 %85, label %86, label %82, !llvm.loop !210

86:                                               ; preds = %82, %78
  %87 = load float, ptr %2, align 4, !tbaa !12
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
  store <4 x float> %103, ptr %107, align 4, !tbaa !12
  store <4 x float> %103, ptr %108, align 4, !tbaa !12
  %109 = add nuw i64 %105, 8
  %110 = icmp eq i64 %109, %99
  br i1 %110, label %111, label %104, !llvm.loop !211

111:                                              ; preds = %104
  %112 = icmp eq i64 %96, %99
  br i1 %112, label %119, label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %51, %88 ], [ %101, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi ptr [ %117, %115 ], [ %114, %113 ]
  store float %89, ptr %116, align 4, !tbaa !12
  %117 = getelementptr inbounds i8, ptr %116, i64 4
  %118 = icmp eq ptr %117, %91
  br i1 %118, label %119, label %115, !llvm.loop !212

119:                                              ; preds = %115, %111
  store ptr %91, ptr %50, align 8, !tbaa !14
  br label %154

120:                                              ; preds = %49
  %121 = icmp eq i64 %1, 0
  br i1 %121, label %150, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds float, ptr %6, i64 %1
  %124 = load float, ptr %2, align 4, !tbaa !12
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
  store <4 x float> %134, ptr %138, align 4, !tbaa !12
  store <4 x float> %134, ptr %139, align 4, !tbaa !12
  %140 = add nuw i64 %136, 8
  %141 = icmp eq i64 %140, %130
  br i1 %141, label %142, label %135, !llvm.loop !213

142:                                              ; preds = %135
  %143 = icmp eq i64 %127, %130
  br i1 %143, label %150, label %144

144:                                              ; preds = %142, %122
  %145 = phi ptr [ %6, %122 ], [ %132, %142 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi ptr [ %148, %146 ], [ %145, %144 ]
  store float %124, ptr %147, align 4, !tbaa !12
  %148 = getelementptr inbounds i8, ptr %147, i64 4
  %149 = icmp eq ptr %148, %123
  br i1 %149, label %150, label %146, !llvm.loop !214

150:                                              ; preds = %146, %142, %120
  %151 = phi ptr [ %6, %120 ], [ %123, %142 ], [ %123, %146 ]
  %152 = icmp eq ptr %51, %151
  br i1 %152, label %154, label %153

153:                                              ; preds = %150
  store ptr %151, ptr %50, align 8, !tbaa !14
  br label %154

154:                                              ; preds = %153, %150, %48, %45, %119
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !215
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !215
  store ptr %17, ptr %15, align 8, !tbaa !215
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  %21 = load ptr, ptr %18, align 8, !tbaa !24
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !33
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !33
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !24
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
  store i32 0, ptr %39, align 8, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !29
  %45 = load ptr, ptr %36, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  %48 = load ptr, ptr %36, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !33
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !34

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !24
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !217, !range !219, !noundef !220
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #26
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #26
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %class.anon.83, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !221
  %11 = load ptr, ptr %0, align 8, !tbaa !223
  %12 = load ptr, ptr %11, align 8, !tbaa !58
  store ptr %12, ptr %5, align 8, !tbaa !58
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  store ptr %15, ptr %13, align 8, !tbaa !24
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %18, align 4, !tbaa !33
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %18, align 4, !tbaa !33
  br label %26

24:                                               ; preds = %17
  %25 = atomicrmw volatile add ptr %18, i32 1 acq_rel, align 4
  br label %26

26:                                               ; preds = %2, %21, %24
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %5)
          to label %27 unwind label %186

27:                                               ; preds = %26
  %28 = load ptr, ptr %13, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !29
  %37 = load ptr, ptr %28, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  %40 = load ptr, ptr %28, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !33
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !34

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

54:                                               ; preds = %27, %35, %50, %53
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %55 = getelementptr inbounds i8, ptr %10, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %56 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %56, align 8
  %57 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 54, ptr %57, align 8
  %58 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 24, ptr %58, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %55, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %59 unwind label %188

59:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %55, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %62 unwind label %60

60:                                               ; preds = %59
  %61 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %190

62:                                               ; preds = %59
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %63 = getelementptr inbounds i8, ptr %7, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %7, i64 16
  %66 = load ptr, ptr %65, align 8, !tbaa !23
  %67 = icmp eq ptr %64, %66
  br i1 %67, label %102, label %68

68:                                               ; preds = %62, %97
  %69 = phi ptr [ %98, %97 ], [ %64, %62 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !26
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !29
  %80 = load ptr, ptr %71, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  %83 = load ptr, ptr %71, align 8, !tbaa !30
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !33
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !34

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %97

97:                                               ; preds = %96, %93, %78, %68
  %98 = getelementptr inbounds i8, ptr %69, i64 16
  %99 = icmp eq ptr %98, %66
  br i1 %99, label %100, label %68, !llvm.loop !35

100:                                              ; preds = %97
  %101 = load ptr, ptr %63, align 8, !tbaa !21
  br label %102

102:                                              ; preds = %100, %62
  %103 = phi ptr [ %101, %100 ], [ %64, %62 ]
  %104 = icmp eq ptr %103, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %7, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !36
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %103 to i64
  %110 = sub i64 %108, %109
  call void @_ZdlPvm(ptr noundef nonnull %103, i64 noundef %110) #30
  br label %111

111:                                              ; preds = %105, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  %112 = getelementptr inbounds i8, ptr %10, i64 8
  %113 = load i64, ptr %112, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %114 = load ptr, ptr %6, align 8, !tbaa !226
  store ptr %114, ptr %8, align 8, !tbaa !226
  %115 = getelementptr inbounds i8, ptr %8, i64 8
  %116 = getelementptr inbounds i8, ptr %6, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !24
  store ptr %117, ptr %115, align 8, !tbaa !24
  %118 = icmp eq ptr %117, null
  br i1 %118, label %128, label %119

119:                                              ; preds = %111
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %126, label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %120, align 4, !tbaa !33
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %120, align 4, !tbaa !33
  br label %128

126:                                              ; preds = %119
  %127 = atomicrmw volatile add ptr %120, i32 1 acq_rel, align 4
  br label %128

128:                                              ; preds = %111, %123, %126
  %129 = getelementptr inbounds i8, ptr %8, i64 16
  %130 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %129, ptr noundef nonnull align 8 dereferenceable(16) %130, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %113, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %131 unwind label %192

131:                                              ; preds = %128
  %132 = load ptr, ptr %115, align 8, !tbaa !24
  %133 = icmp eq ptr %132, null
  br i1 %133, label %158, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load atomic i64, ptr %135 acquire, align 8
  %137 = icmp eq i64 %136, 4294967297
  %138 = trunc i64 %136 to i32
  br i1 %137, label %139, label %147

139:                                              ; preds = %134
  store i32 0, ptr %135, align 8, !tbaa !26
  %140 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %140, align 4, !tbaa !29
  %141 = load ptr, ptr %132, align 8, !tbaa !30
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load ptr, ptr %142, align 8
  call void %143(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  %144 = load ptr, ptr %132, align 8, !tbaa !30
  %145 = getelementptr inbounds i8, ptr %144, i64 24
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

147:                                              ; preds = %134
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %152, label %150

150:                                              ; preds = %147
  %151 = add nsw i32 %138, -1
  store i32 %151, ptr %135, align 4, !tbaa !33
  br label %154

152:                                              ; preds = %147
  %153 = atomicrmw volatile add ptr %135, i32 -1 acq_rel, align 4
  br label %154

154:                                              ; preds = %152, %150
  %155 = phi i32 [ %138, %150 ], [ %153, %152 ]
  %156 = icmp eq i32 %155, 1
  br i1 %156, label %157, label %158, !prof !34

157:                                              ; preds = %154
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

158:                                              ; preds = %131, %139, %154, %157
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %159 = load ptr, ptr %116, align 8, !tbaa !24
  %160 = icmp eq ptr %159, null
  br i1 %160, label %185, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %159, i64 8
  %163 = load atomic i64, ptr %162 acquire, align 8
  %164 = icmp eq i64 %163, 4294967297
  %165 = trunc i64 %163 to i32
  br i1 %164, label %166, label %174

166:                                              ; preds = %161
  store i32 0, ptr %162, align 8, !tbaa !26
  %167 = getelementptr inbounds i8, ptr %159, i64 12
  store i32 0, ptr %167, align 4, !tbaa !29
  %168 = load ptr, ptr %159, align 8, !tbaa !30
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  %171 = load ptr, ptr %159, align 8, !tbaa !30
  %172 = getelementptr inbounds i8, ptr %171, i64 24
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  br label %185

174:                                              ; preds = %161
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = add nsw i32 %165, -1
  store i32 %178, ptr %162, align 4, !tbaa !33
  br label %181

179:                                              ; preds = %174
  %180 = atomicrmw volatile add ptr %162, i32 -1 acq_rel, align 4
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi i32 [ %165, %177 ], [ %180, %179 ]
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %185, !prof !34

184:                                              ; preds = %181
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  br label %185

185:                                              ; preds = %158, %166, %181, %184
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  ret void

186:                                              ; preds = %26
  %187 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %196

188:                                              ; preds = %54
  %189 = landingpad { ptr, i32 }
          cleanup
  br label %190

190:                                              ; preds = %60, %188
  %191 = phi { ptr, i32 } [ %189, %188 ], [ %61, %60 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  br label %194

192:                                              ; preds = %128
  %193 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi { ptr, i32 } [ %193, %192 ], [ %191, %190 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %196

196:                                              ; preds = %194, %186
  %197 = phi { ptr, i32 } [ %195, %194 ], [ %187, %186 ]
  resume { ptr, i32 } %197
}

declare void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.85", align 8
  %8 = alloca %"class.sycl::_V1::range.85", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !37, !alias.scope !228
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !37, !alias.scope !228
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !228
  store i64 %11, ptr %8, align 8, !tbaa !37, !alias.scope !231
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !231
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !231
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
  br i1 %26, label %27, label %28, !prof !34

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !234
  store ptr %33, ptr %31, align 8, !tbaa !234
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !33
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !236

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
  store ptr %54, ptr %57, align 8, !tbaa !36
  %58 = load ptr, ptr %1, align 8, !tbaa !195
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !193
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !194, !range !219, !noundef !220
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !35

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !36
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #30
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
  br i1 %123, label %124, label %126, !prof !34

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
  %131 = load ptr, ptr %130, align 8, !tbaa !234
  store ptr %131, ptr %129, align 8, !tbaa !234
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !33
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !33
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !236

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
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !33
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !34

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !35

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #30
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !237
  %186 = load ptr, ptr %1, align 8, !tbaa !195
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !226
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.85") align 8, ptr noundef byval(%"class.sycl::_V1::range.85") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %18, align 4, !tbaa !29
  %19 = load ptr, ptr %10, align 8, !tbaa !30
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  %22 = load ptr, ptr %10, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !33
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !34

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !35

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !21
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !36
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #30
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.83, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %5, ptr %4, align 8, !tbaa !226
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  store ptr %8, ptr %6, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %3, %14, %17
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %22 unwind label %50

22:                                               ; preds = %19
  %23 = load ptr, ptr %6, align 8, !tbaa !24
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !29
  %32 = load ptr, ptr %23, align 8, !tbaa !30
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  %35 = load ptr, ptr %23, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !33
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !34

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #26
  br label %49

49:                                               ; preds = %22, %30, %45, %48
  ret void

50:                                               ; preds = %19
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.85", align 8
  %5 = alloca %class.anon.83, align 16
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.21)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %53, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %54, %53 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #26
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.24)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !241
  store i64 %1, ptr %4, align 8, !tbaa !37, !alias.scope !241
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %20, align 8, !tbaa !24
  store <2 x ptr> %21, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !226
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %24 unwind label %53

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %52, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %26, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  %38 = load ptr, ptr %26, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %52

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !34

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %52

52:                                               ; preds = %24, %33, %48, %51
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

53:                                               ; preds = %18
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %14
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.96", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %5 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #28, !noalias !244
  %6 = load ptr, ptr %1, align 8, !tbaa !226, !noalias !244
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24, !noalias !244
  %9 = icmp eq ptr %8, null
  br i1 %9, label %31, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !244
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  br i1 %13, label %20, label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %11, align 4, !tbaa !33, !noalias !244
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %11, align 4, !tbaa !33, !noalias !244
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false), !noalias !244
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !30, !noalias !244
  store ptr %6, ptr %15, align 8, !tbaa !226, !noalias !244
  store ptr %8, ptr %16, align 8, !tbaa !24, !noalias !244
  br label %26

20:                                               ; preds = %10
  %21 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !244
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !244
  %23 = icmp eq i8 %22, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false), !noalias !244
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !30, !noalias !244
  store ptr %6, ptr %15, align 8, !tbaa !226, !noalias !244
  store ptr %8, ptr %16, align 8, !tbaa !24, !noalias !244
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %11, align 4, !tbaa !33, !noalias !244
  br label %26

26:                                               ; preds = %24, %17
  %27 = phi i32 [ %25, %24 ], [ %19, %17 ]
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %11, align 4, !tbaa !33, !noalias !244
  br label %36

29:                                               ; preds = %20
  %30 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4, !noalias !244
  br label %36

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !30, !noalias !244
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %33, align 8, !tbaa !226, !noalias !244
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr null, ptr %34, align 8, !tbaa !24, !noalias !244
  %35 = getelementptr inbounds i8, ptr %5, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull align 8 dereferenceable(16) %32, i64 16, i1 false), !noalias !244
  br label %60

36:                                               ; preds = %29, %26
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !244
  %38 = load atomic i64, ptr %11 acquire, align 8, !noalias !244
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %11, align 8, !tbaa !26, !noalias !244
  %42 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %42, align 4, !tbaa !29, !noalias !244
  %43 = load ptr, ptr %8, align 8, !tbaa !30, !noalias !244
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8, !noalias !244
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %8) #26, !noalias !244
  %46 = load ptr, ptr %8, align 8, !tbaa !30, !noalias !244
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8, !noalias !244
  tail call void %48(ptr noundef nonnull align 8 dereferenceable(16) %8) #26, !noalias !244
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !244
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %11, align 4, !tbaa !33, !noalias !244
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4, !noalias !244
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !34

59:                                               ; preds = %56
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #26, !noalias !244
  br label %60

60:                                               ; preds = %31, %41, %56, %59
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %61 = getelementptr inbounds i8, ptr %0, i64 152
  %62 = load ptr, ptr %61, align 8, !tbaa !5
  store ptr %5, ptr %61, align 8, !tbaa !5
  %63 = icmp eq ptr %62, null
  br i1 %63, label %68, label %64

64:                                               ; preds = %60
  %65 = load ptr, ptr %62, align 8, !tbaa !30
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  tail call void %67(ptr noundef nonnull align 8 dereferenceable(8) %62) #26
  br label %68

68:                                               ; preds = %60, %64
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %69 = load ptr, ptr %61, align 8, !tbaa !5
  %70 = load ptr, ptr %69, align 8, !tbaa !30
  %71 = load ptr, ptr %70, align 8
  %72 = tail call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(8) %69)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !247)
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  %74 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #28, !noalias !247
  store ptr %74, ptr %4, align 8, !tbaa !250, !alias.scope !247
  %75 = getelementptr inbounds i8, ptr %74, i64 12
  store ptr %75, ptr %73, align 8, !tbaa !252, !alias.scope !247
  %76 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %74, align 4, !noalias !247
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  store i32 0, ptr %77, align 4, !tbaa !33, !noalias !247
  store ptr %75, ptr %76, align 8, !tbaa !253, !alias.scope !247
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %72, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %78 unwind label %94

78:                                               ; preds = %68
  %79 = load ptr, ptr %4, align 8, !tbaa !250
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = load ptr, ptr %73, align 8, !tbaa !252
  %83 = ptrtoint ptr %82 to i64
  %84 = ptrtoint ptr %79 to i64
  %85 = sub i64 %83, %84
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %85) #30
  br label %86

86:                                               ; preds = %78, %81
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  %87 = getelementptr inbounds i8, ptr %0, i64 80
  %88 = call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %88, ptr noundef nonnull align 1 dereferenceable(11) @.str.24, i64 11, i1 false)
  %89 = getelementptr inbounds i8, ptr %88, i64 11
  store i8 0, ptr %89, align 1, !tbaa !32
  %90 = load ptr, ptr %87, align 8, !tbaa !5
  store ptr %88, ptr %87, align 8, !tbaa !5
  %91 = icmp eq ptr %90, null
  br i1 %91, label %93, label %92

92:                                               ; preds = %86
  call void @_ZdaPv(ptr noundef nonnull %90) #30
  br label %93

93:                                               ; preds = %86, %92
  ret void

94:                                               ; preds = %68
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = load ptr, ptr %4, align 8, !tbaa !250
  %97 = icmp eq ptr %96, null
  br i1 %97, label %103, label %98

98:                                               ; preds = %94
  %99 = load ptr, ptr %73, align 8, !tbaa !252
  %100 = ptrtoint ptr %99 to i64
  %101 = ptrtoint ptr %96 to i64
  %102 = sub i64 %100, %101
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %102) #30
  br label %103

103:                                              ; preds = %94, %98
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  resume { ptr, i32 } %95
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI6SmoothZZN11BufferStage6smoothENS0_5eventEiENKUlRS1_E_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !24
  %5 = icmp eq ptr %4, null
  br i1 %5, label %70, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %7, align 4, !tbaa !33
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4, !tbaa !33
  br label %15

13:                                               ; preds = %6
  %14 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %15

15:                                               ; preds = %13, %10
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4, !tbaa !33
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4, !tbaa !33
  br label %23

21:                                               ; preds = %15
  %22 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18
  %24 = load atomic i64, ptr %7 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %23
  store i32 0, ptr %7, align 8, !tbaa !26
  %28 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %28, align 4, !tbaa !29
  %29 = load ptr, ptr %4, align 8, !tbaa !30
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  %32 = load ptr, ptr %4, align 8, !tbaa !30
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  tail call void %34(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  br label %46

35:                                               ; preds = %23
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %7, align 4, !tbaa !33
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !34

45:                                               ; preds = %42
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  br label %46

46:                                               ; preds = %45, %42, %27
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !26
  %52 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %52, align 4, !tbaa !29
  %53 = load ptr, ptr %4, align 8, !tbaa !30
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  tail call void %55(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  %56 = load ptr, ptr %4, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !33
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !34

69:                                               ; preds = %66
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  br label %70

70:                                               ; preds = %2, %51, %66, %69
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.85") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS0_5eventEiENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.83, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !226
  store ptr %4, ptr %2, align 8, !tbaa !226
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !33
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !33
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %22 unwind label %64

22:                                               ; preds = %18
  %23 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %24 unwind label %64

24:                                               ; preds = %22
  %25 = load i64, ptr %23, align 8
  %26 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = load float, ptr %27, align 4, !tbaa !12
  %29 = call float @llvm.fmuladd.f32(float %28, float 5.000000e-01, float 1.000000e+00)
  %30 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %31 unwind label %64

31:                                               ; preds = %24
  %32 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %33 unwind label %64

33:                                               ; preds = %31
  %34 = load i64, ptr %32, align 8
  %35 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %36 = getelementptr float, ptr %35, i64 %34
  store float %29, ptr %36, align 4, !tbaa !12
  %37 = load ptr, ptr %5, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !26
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !29
  %46 = load ptr, ptr %37, align 8, !tbaa !30
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #26
  %49 = load ptr, ptr %37, align 8, !tbaa !30
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #26
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !33
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !34

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #26
  br label %63

63:                                               ; preds = %33, %44, %59, %62
  ret void

64:                                               ; preds = %31, %24, %22, %18
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6smoothEN4sycl3_V15eventEiENKUlRNS1_7handlerEE_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %2) #26
  resume { ptr, i32 } %65
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #18

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.111", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.111", align 8
  %8 = alloca float, align 4
  %9 = load ptr, ptr %0, align 8, !tbaa !254
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %10 = getelementptr inbounds i8, ptr %9, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  store i64 16, ptr %6, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 40, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %14, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %10, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %15 unwind label %139

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %18 unwind label %16

16:                                               ; preds = %15
  %17 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %141

18:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %19 = load ptr, ptr %11, align 8, !tbaa !21
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !23
  %22 = icmp eq ptr %19, %21
  br i1 %22, label %57, label %23

23:                                               ; preds = %18, %52
  %24 = phi ptr [ %53, %52 ], [ %19, %18 ]
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
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %26, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  %38 = load ptr, ptr %26, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %52

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !34

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %52

52:                                               ; preds = %51, %48, %33, %23
  %53 = getelementptr inbounds i8, ptr %24, i64 16
  %54 = icmp eq ptr %53, %21
  br i1 %54, label %55, label %23, !llvm.loop !35

55:                                               ; preds = %52
  %56 = load ptr, ptr %11, align 8, !tbaa !21
  br label %57

57:                                               ; preds = %55, %18
  %58 = phi ptr [ %56, %55 ], [ %19, %18 ]
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %6, i64 24
  %62 = load ptr, ptr %61, align 8, !tbaa !36
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %58 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #30
  br label %66

66:                                               ; preds = %57, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  %67 = load ptr, ptr %5, align 8, !tbaa !226
  store ptr %67, ptr %7, align 8, !tbaa !226
  %68 = getelementptr inbounds i8, ptr %7, i64 8
  %69 = getelementptr inbounds i8, ptr %5, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  store ptr %70, ptr %68, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %81, label %72

72:                                               ; preds = %66
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %73, align 4, !tbaa !33
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 4, !tbaa !33
  br label %81

79:                                               ; preds = %72
  %80 = atomicrmw volatile add ptr %73, i32 1 acq_rel, align 4
  br label %81

81:                                               ; preds = %66, %76, %79
  %82 = getelementptr inbounds i8, ptr %7, i64 16
  %83 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %82, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #26
  store float -1.000000e+00, ptr %8, align 4, !tbaa !12
  invoke void @_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %7, ptr noundef nonnull align 4 dereferenceable(4) %8)
          to label %84 unwind label %143

84:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #26
  %85 = load ptr, ptr %68, align 8, !tbaa !24
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !29
  %94 = load ptr, ptr %85, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #26
  %97 = load ptr, ptr %85, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #26
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !33
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !34

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #26
  br label %111

111:                                              ; preds = %84, %92, %107, %110
  %112 = load ptr, ptr %69, align 8, !tbaa !24
  %113 = icmp eq ptr %112, null
  br i1 %113, label %138, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %112, i64 8
  %116 = load atomic i64, ptr %115 acquire, align 8
  %117 = icmp eq i64 %116, 4294967297
  %118 = trunc i64 %116 to i32
  br i1 %117, label %119, label %127

119:                                              ; preds = %114
  store i32 0, ptr %115, align 8, !tbaa !26
  %120 = getelementptr inbounds i8, ptr %112, i64 12
  store i32 0, ptr %120, align 4, !tbaa !29
  %121 = load ptr, ptr %112, align 8, !tbaa !30
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load ptr, ptr %122, align 8
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %112) #26
  %124 = load ptr, ptr %112, align 8, !tbaa !30
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %112) #26
  br label %138

127:                                              ; preds = %114
  %128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = add nsw i32 %118, -1
  store i32 %131, ptr %115, align 4, !tbaa !33
  br label %134

132:                                              ; preds = %127
  %133 = atomicrmw volatile add ptr %115, i32 -1 acq_rel, align 4
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %118, %130 ], [ %133, %132 ]
  %136 = icmp eq i32 %135, 1
  br i1 %136, label %137, label %138, !prof !34

137:                                              ; preds = %134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %112) #26
  br label %138

138:                                              ; preds = %111, %119, %134, %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

139:                                              ; preds = %2
  %140 = landingpad { ptr, i32 }
          cleanup
  br label %141

141:                                              ; preds = %16, %139
  %142 = phi { ptr, i32 } [ %140, %139 ], [ %17, %16 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %145

143:                                              ; preds = %81
  %144 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi { ptr, i32 } [ %144, %143 ], [ %142, %141 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %146
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4fillIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.111", align 8
  %5 = alloca %"class.sycl::_V1::accessor.111", align 8
  %6 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %6, label %7, label %54

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %8, ptr %4, align 8, !tbaa !226
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !33
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !33
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %7, %17, %20
  %23 = getelementptr inbounds i8, ptr %4, i64 16
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %25 unwind label %52

25:                                               ; preds = %22
  %26 = load ptr, ptr %9, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %54, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %26, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  %38 = load ptr, ptr %26, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %54

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %54, !prof !34

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  br label %54

52:                                               ; preds = %22
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  br label %63

54:                                               ; preds = %51, %48, %33, %25, %3
  %55 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %67, label %57

57:                                               ; preds = %54
  %58 = call ptr @__cxa_allocate_exception(i64 64) #26
  %59 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %60 = extractvalue { i32, ptr } %59, 0
  %61 = extractvalue { i32, ptr } %59, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %58, i32 %60, ptr %61, ptr noundef nonnull @.str.21)
          to label %62 unwind label %65

62:                                               ; preds = %57
  call void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

63:                                               ; preds = %52, %113, %65
  %64 = phi { ptr, i32 } [ %66, %65 ], [ %114, %113 ], [ %53, %52 ]
  resume { ptr, i32 } %64

65:                                               ; preds = %57
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %58) #26
  br label %63

67:                                               ; preds = %54
  call void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 5)
  %68 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %68, ptr %5, align 8, !tbaa !226
  %69 = getelementptr inbounds i8, ptr %5, i64 8
  %70 = getelementptr inbounds i8, ptr %1, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  store ptr %71, ptr %69, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !33
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !33
  br label %82

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %82

82:                                               ; preds = %67, %77, %80
  %83 = getelementptr inbounds i8, ptr %5, i64 16
  %84 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %83, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %85 unwind label %113

85:                                               ; preds = %82
  %86 = load ptr, ptr %69, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  ret void

113:                                              ; preds = %82
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %63
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.85", align 8
  %8 = alloca %"class.sycl::_V1::range.85", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !37, !alias.scope !256
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !37, !alias.scope !256
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !256
  store i64 %11, ptr %8, align 8, !tbaa !37, !alias.scope !259
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !259
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !259
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
  br i1 %26, label %27, label %28, !prof !34

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !234
  store ptr %33, ptr %31, align 8, !tbaa !234
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !33
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !236

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
  store ptr %54, ptr %57, align 8, !tbaa !36
  %58 = load ptr, ptr %1, align 8, !tbaa !195
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !193
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !194, !range !219, !noundef !220
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !35

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !36
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #30
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
  br i1 %123, label %124, label %126, !prof !34

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
  %131 = load ptr, ptr %130, align 8, !tbaa !234
  store ptr %131, ptr %129, align 8, !tbaa !234
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !33
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !33
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !236

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
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !33
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !34

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !35

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #30
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !262
  %186 = load ptr, ptr %1, align 8, !tbaa !195
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !226
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !226
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

6:                                                ; preds = %2
  %7 = tail call noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %3, i32 noundef 2014)
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.30)
          to label %13 unwind label %14

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #26
  resume { ptr, i32 } %15

16:                                               ; preds = %6
  ret void
}

declare void @_ZN4sycl3_V17handler21setUserFacingNodeTypeENS0_3ext6oneapi12experimental9node_typeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StageFillCGIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EERKSC_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::shared_ptr.79", align 8
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26
  %5 = load ptr, ptr %1, align 8, !tbaa !226
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

8:                                                ; preds = %3
  store ptr %5, ptr %4, align 8, !tbaa !226
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %23, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !33
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !33
  br label %23

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  %22 = load ptr, ptr %4, align 8, !tbaa !226
  br label %23

23:                                               ; preds = %8, %17, %20
  %24 = phi ptr [ %5, %8 ], [ %5, %17 ], [ %22, %20 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %24, ptr %25, align 8, !tbaa !264
  %26 = getelementptr inbounds i8, ptr %0, i64 128
  %27 = getelementptr inbounds i8, ptr %0, i64 136
  %28 = load ptr, ptr %27, align 8, !tbaa !292
  %29 = load ptr, ptr %26, align 8, !tbaa !293
  %30 = ptrtoint ptr %28 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  %33 = icmp ult i64 %32, 4
  br i1 %33, label %34, label %38

34:                                               ; preds = %23
  %35 = sub nuw nsw i64 4, %32
  invoke void @_ZNSt6vectorIhSaIhEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %26, i64 noundef %35)
          to label %36 unwind label %74

36:                                               ; preds = %34
  %37 = load ptr, ptr %26, align 8, !tbaa !293
  br label %44

38:                                               ; preds = %23
  %39 = icmp eq i64 %32, 4
  br i1 %39, label %44, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %29, i64 4
  %42 = icmp eq ptr %28, %41
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  store ptr %41, ptr %27, align 8, !tbaa !292
  br label %44

44:                                               ; preds = %36, %43, %40, %38
  %45 = phi ptr [ %37, %36 ], [ %29, %43 ], [ %29, %40 ], [ %29, %38 ]
  %46 = load float, ptr %2, align 4, !tbaa !12
  store float %46, ptr %45, align 4, !tbaa !12
  %47 = load ptr, ptr %9, align 8, !tbaa !24
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !26
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !29
  %56 = load ptr, ptr %47, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #26
  %59 = load ptr, ptr %47, align 8, !tbaa !30
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  tail call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #26
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !33
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !34

72:                                               ; preds = %69
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #26
  br label %73

73:                                               ; preds = %44, %54, %69, %72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26
  ret void

74:                                               ; preds = %34
  %75 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26
  resume { ptr, i32 } %75
}

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIhSaIhEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %50, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !292
  %7 = load ptr, ptr %0, align 8, !tbaa !293
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !294
  %13 = ptrtoint ptr %12 to i64
  %14 = sub i64 %13, %8
  %15 = icmp sgt i64 %10, -1
  tail call void @llvm.assume(i1 %15)
  %16 = xor i64 %10, 9223372036854775807
  %17 = icmp ule i64 %14, %16
  tail call void @llvm.assume(i1 %17)
  %18 = icmp ult i64 %14, %1
  br i1 %18, label %27, label %19

19:                                               ; preds = %4
  store i8 0, ptr %6, align 1, !tbaa !32
  %20 = getelementptr inbounds i8, ptr %6, i64 1
  %21 = add i64 %1, -1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = getelementptr i8, ptr %6, i64 %1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %20, i8 0, i64 %21, i1 false)
  br label %25

25:                                               ; preds = %19, %23
  %26 = phi ptr [ %20, %19 ], [ %24, %23 ]
  store ptr %26, ptr %5, align 8, !tbaa !292
  br label %50

27:                                               ; preds = %4
  %28 = icmp ult i64 %16, %1
  br i1 %28, label %29, label %30

29:                                               ; preds = %27
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.31) #27
  unreachable

30:                                               ; preds = %27
  %31 = tail call i64 @llvm.umax.i64(i64 %10, i64 %1)
  %32 = add nuw i64 %31, %10
  %33 = tail call i64 @llvm.umin.i64(i64 %32, i64 9223372036854775807)
  %34 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %33) #28
  %35 = getelementptr inbounds i8, ptr %34, i64 %10
  store i8 0, ptr %35, align 1, !tbaa !32
  %36 = add nsw i64 %1, -1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %35, i64 1
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %39, i8 0, i64 %36, i1 false)
  br label %40

40:                                               ; preds = %38, %30
  %41 = icmp eq ptr %6, %7
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %34, ptr align 1 %7, i64 %10, i1 false)
  br label %43

43:                                               ; preds = %40, %42
  %44 = icmp eq ptr %7, null
  br i1 %44, label %47, label %45

45:                                               ; preds = %43
  %46 = sub i64 %13, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %46) #30
  br label %47

47:                                               ; preds = %43, %45
  store ptr %34, ptr %0, align 8, !tbaa !293
  %48 = getelementptr inbounds i8, ptr %35, i64 %1
  store ptr %48, ptr %5, align 8, !tbaa !292
  %49 = getelementptr inbounds i8, ptr %34, i64 %33
  store ptr %49, ptr %11, align 8, !tbaa !294
  br label %50

50:                                               ; preds = %25, %47, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6uploadEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::event", align 8
  %6 = alloca %"class.sycl::_V1::accessor.111", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor.111", align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !295
  %11 = load ptr, ptr %0, align 8, !tbaa !297
  %12 = load ptr, ptr %11, align 8, !tbaa !58
  store ptr %12, ptr %5, align 8, !tbaa !58
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  store ptr %15, ptr %13, align 8, !tbaa !24
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %18, align 4, !tbaa !33
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %18, align 4, !tbaa !33
  br label %26

24:                                               ; preds = %17
  %25 = atomicrmw volatile add ptr %18, i32 1 acq_rel, align 4
  br label %26

26:                                               ; preds = %2, %21, %24
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %5)
          to label %27 unwind label %186

27:                                               ; preds = %26
  %28 = load ptr, ptr %13, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !29
  %37 = load ptr, ptr %28, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  %40 = load ptr, ptr %28, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !33
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !34

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

54:                                               ; preds = %27, %35, %50, %53
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %55 = getelementptr inbounds i8, ptr %10, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  %56 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %56, i8 0, i64 24, i1 false)
  store i64 16, ptr %7, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %57 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %57, align 8
  %58 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 45, ptr %58, align 8
  %59 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %59, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %55, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %60 unwind label %188

60:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %55, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %63 unwind label %61

61:                                               ; preds = %60
  %62 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %190

63:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %64 = load ptr, ptr %56, align 8, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %7, i64 16
  %66 = load ptr, ptr %65, align 8, !tbaa !23
  %67 = icmp eq ptr %64, %66
  br i1 %67, label %102, label %68

68:                                               ; preds = %63, %97
  %69 = phi ptr [ %98, %97 ], [ %64, %63 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !26
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !29
  %80 = load ptr, ptr %71, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  %83 = load ptr, ptr %71, align 8, !tbaa !30
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !33
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !34

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %97

97:                                               ; preds = %96, %93, %78, %68
  %98 = getelementptr inbounds i8, ptr %69, i64 16
  %99 = icmp eq ptr %98, %66
  br i1 %99, label %100, label %68, !llvm.loop !35

100:                                              ; preds = %97
  %101 = load ptr, ptr %56, align 8, !tbaa !21
  br label %102

102:                                              ; preds = %100, %63
  %103 = phi ptr [ %101, %100 ], [ %64, %63 ]
  %104 = icmp eq ptr %103, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %7, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !36
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %103 to i64
  %110 = sub i64 %108, %109
  call void @_ZdlPvm(ptr noundef nonnull %103, i64 noundef %110) #30
  br label %111

111:                                              ; preds = %102, %105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  %112 = getelementptr inbounds i8, ptr %10, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !9
  %114 = load ptr, ptr %6, align 8, !tbaa !226
  store ptr %114, ptr %8, align 8, !tbaa !226
  %115 = getelementptr inbounds i8, ptr %8, i64 8
  %116 = getelementptr inbounds i8, ptr %6, i64 8
  %117 = load ptr, ptr %116, align 8, !tbaa !24
  store ptr %117, ptr %115, align 8, !tbaa !24
  %118 = icmp eq ptr %117, null
  br i1 %118, label %128, label %119

119:                                              ; preds = %111
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %126, label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %120, align 4, !tbaa !33
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %120, align 4, !tbaa !33
  br label %128

126:                                              ; preds = %119
  %127 = atomicrmw volatile add ptr %120, i32 1 acq_rel, align 4
  br label %128

128:                                              ; preds = %111, %123, %126
  %129 = getelementptr inbounds i8, ptr %8, i64 16
  %130 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %129, ptr noundef nonnull align 8 dereferenceable(16) %130, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %113, ptr noundef nonnull %8)
          to label %131 unwind label %192

131:                                              ; preds = %128
  %132 = load ptr, ptr %115, align 8, !tbaa !24
  %133 = icmp eq ptr %132, null
  br i1 %133, label %158, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load atomic i64, ptr %135 acquire, align 8
  %137 = icmp eq i64 %136, 4294967297
  %138 = trunc i64 %136 to i32
  br i1 %137, label %139, label %147

139:                                              ; preds = %134
  store i32 0, ptr %135, align 8, !tbaa !26
  %140 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %140, align 4, !tbaa !29
  %141 = load ptr, ptr %132, align 8, !tbaa !30
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load ptr, ptr %142, align 8
  call void %143(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  %144 = load ptr, ptr %132, align 8, !tbaa !30
  %145 = getelementptr inbounds i8, ptr %144, i64 24
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

147:                                              ; preds = %134
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %152, label %150

150:                                              ; preds = %147
  %151 = add nsw i32 %138, -1
  store i32 %151, ptr %135, align 4, !tbaa !33
  br label %154

152:                                              ; preds = %147
  %153 = atomicrmw volatile add ptr %135, i32 -1 acq_rel, align 4
  br label %154

154:                                              ; preds = %152, %150
  %155 = phi i32 [ %138, %150 ], [ %153, %152 ]
  %156 = icmp eq i32 %155, 1
  br i1 %156, label %157, label %158, !prof !34

157:                                              ; preds = %154
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

158:                                              ; preds = %131, %139, %154, %157
  %159 = load ptr, ptr %116, align 8, !tbaa !24
  %160 = icmp eq ptr %159, null
  br i1 %160, label %185, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %159, i64 8
  %163 = load atomic i64, ptr %162 acquire, align 8
  %164 = icmp eq i64 %163, 4294967297
  %165 = trunc i64 %163 to i32
  br i1 %164, label %166, label %174

166:                                              ; preds = %161
  store i32 0, ptr %162, align 8, !tbaa !26
  %167 = getelementptr inbounds i8, ptr %159, i64 12
  store i32 0, ptr %167, align 4, !tbaa !29
  %168 = load ptr, ptr %159, align 8, !tbaa !30
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  %171 = load ptr, ptr %159, align 8, !tbaa !30
  %172 = getelementptr inbounds i8, ptr %171, i64 24
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  br label %185

174:                                              ; preds = %161
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = add nsw i32 %165, -1
  store i32 %178, ptr %162, align 4, !tbaa !33
  br label %181

179:                                              ; preds = %174
  %180 = atomicrmw volatile add ptr %162, i32 -1 acq_rel, align 4
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi i32 [ %165, %177 ], [ %180, %179 ]
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %185, !prof !34

184:                                              ; preds = %181
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %159) #26
  br label %185

185:                                              ; preds = %158, %166, %181, %184
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  ret void

186:                                              ; preds = %26
  %187 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %196

188:                                              ; preds = %54
  %189 = landingpad { ptr, i32 }
          cleanup
  br label %190

190:                                              ; preds = %61, %188
  %191 = phi { ptr, i32 } [ %189, %188 ], [ %62, %61 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  br label %194

192:                                              ; preds = %128
  %193 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi { ptr, i32 } [ %193, %192 ], [ %191, %190 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %196

196:                                              ; preds = %194, %186
  %197 = phi { ptr, i32 } [ %195, %194 ], [ %187, %186 ]
  resume { ptr, i32 } %197
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0EEEvPKT_NS0_8accessorIT0_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.111", align 8
  %5 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %7, ptr %4, align 8, !tbaa !226
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  store ptr %10, ptr %8, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !33
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !33
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %6, %16, %19
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %24 unwind label %53

24:                                               ; preds = %21
  %25 = load ptr, ptr %8, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %55

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %55, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %55

51:                                               ; preds = %64, %53
  %52 = phi { ptr, i32 } [ %54, %53 ], [ %65, %64 ]
  resume { ptr, i32 } %52

53:                                               ; preds = %21
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  br label %51

55:                                               ; preds = %50, %47, %32, %24, %3
  %56 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %66, label %58

58:                                               ; preds = %55
  %59 = call ptr @__cxa_allocate_exception(i64 64) #26
  %60 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %61 = extractvalue { i32, ptr } %60, 0
  %62 = extractvalue { i32, ptr } %60, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %59, i32 %61, ptr %62, ptr noundef nonnull @.str.21)
          to label %63 unwind label %64

63:                                               ; preds = %58
  call void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

64:                                               ; preds = %58
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %59) #26
  br label %51

66:                                               ; preds = %55
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 3)
  %67 = load ptr, ptr %2, align 8, !tbaa !226
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %2, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !24
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !33
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !33
  br label %86

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %86

83:                                               ; preds = %70
  %84 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %1, ptr %84, align 8, !tbaa !298
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %67, ptr %85, align 8, !tbaa !264
  br label %111

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %1, ptr %87, align 8, !tbaa !298
  %88 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %67, ptr %88, align 8, !tbaa !264
  %89 = load atomic i64, ptr %75 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %86
  store i32 0, ptr %75, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %93, align 4, !tbaa !29
  %94 = load ptr, ptr %72, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  %97 = load ptr, ptr %72, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %111

100:                                              ; preds = %86
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %75, align 4, !tbaa !33
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !34

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %111

111:                                              ; preds = %83, %92, %107, %110
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"class.sycl::_V1::accessor.120", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.111", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::accessor.120", align 8
  %13 = alloca %"class.sycl::_V1::accessor.111", align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !299
  %16 = load ptr, ptr %0, align 8, !tbaa !301
  %17 = load ptr, ptr %16, align 8, !tbaa !58
  store ptr %17, ptr %7, align 8, !tbaa !58
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  store ptr %20, ptr %18, align 8, !tbaa !24
  %21 = icmp eq ptr %20, null
  br i1 %21, label %31, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %23, align 4, !tbaa !33
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %23, align 4, !tbaa !33
  br label %31

29:                                               ; preds = %22
  %30 = atomicrmw volatile add ptr %23, i32 1 acq_rel, align 4
  br label %31

31:                                               ; preds = %2, %26, %29
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %7)
          to label %32 unwind label %317

32:                                               ; preds = %31
  %33 = load ptr, ptr %18, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !34

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %32, %40, %55, %58
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %60 = getelementptr inbounds i8, ptr %15, i64 88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %61 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %61, align 8
  %62 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 67, ptr %62, align 8
  %63 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %63, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %60, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %64 unwind label %319

64:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #26
  store i32 5, ptr %5, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %67 unwind label %65

65:                                               ; preds = %64
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %321

67:                                               ; preds = %64
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %68 = getelementptr inbounds i8, ptr %9, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !21
  %70 = getelementptr inbounds i8, ptr %9, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !23
  %72 = icmp eq ptr %69, %71
  br i1 %72, label %107, label %73

73:                                               ; preds = %67, %102
  %74 = phi ptr [ %103, %102 ], [ %69, %67 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !24
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !26
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !29
  %85 = load ptr, ptr %76, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #26
  %88 = load ptr, ptr %76, align 8, !tbaa !30
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #26
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !33
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !34

101:                                              ; preds = %98
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #26
  br label %102

102:                                              ; preds = %101, %98, %83, %73
  %103 = getelementptr inbounds i8, ptr %74, i64 16
  %104 = icmp eq ptr %103, %71
  br i1 %104, label %105, label %73, !llvm.loop !35

105:                                              ; preds = %102
  %106 = load ptr, ptr %68, align 8, !tbaa !21
  br label %107

107:                                              ; preds = %105, %67
  %108 = phi ptr [ %106, %105 ], [ %69, %67 ]
  %109 = icmp eq ptr %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %9, i64 24
  %112 = load ptr, ptr %111, align 8, !tbaa !36
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %108 to i64
  %115 = sub i64 %113, %114
  call void @_ZdlPvm(ptr noundef nonnull %108, i64 noundef %115) #30
  br label %116

116:                                              ; preds = %107, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %117 = getelementptr inbounds i8, ptr %15, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %118 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %118, align 8
  %119 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 68, ptr %119, align 8
  %120 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %120, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %117, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %121 unwind label %323

121:                                              ; preds = %116
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %117, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %124 unwind label %122

122:                                              ; preds = %121
  %123 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %325

124:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %125 = getelementptr inbounds i8, ptr %11, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !21
  %127 = getelementptr inbounds i8, ptr %11, i64 16
  %128 = load ptr, ptr %127, align 8, !tbaa !23
  %129 = icmp eq ptr %126, %128
  br i1 %129, label %164, label %130

130:                                              ; preds = %124, %159
  %131 = phi ptr [ %160, %159 ], [ %126, %124 ]
  %132 = getelementptr inbounds i8, ptr %131, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !24
  %134 = icmp eq ptr %133, null
  br i1 %134, label %159, label %135

135:                                              ; preds = %130
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load atomic i64, ptr %136 acquire, align 8
  %138 = icmp eq i64 %137, 4294967297
  %139 = trunc i64 %137 to i32
  br i1 %138, label %140, label %148

140:                                              ; preds = %135
  store i32 0, ptr %136, align 8, !tbaa !26
  %141 = getelementptr inbounds i8, ptr %133, i64 12
  store i32 0, ptr %141, align 4, !tbaa !29
  %142 = load ptr, ptr %133, align 8, !tbaa !30
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load ptr, ptr %143, align 8
  call void %144(ptr noundef nonnull align 8 dereferenceable(16) %133) #26
  %145 = load ptr, ptr %133, align 8, !tbaa !30
  %146 = getelementptr inbounds i8, ptr %145, i64 24
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %133) #26
  br label %159

148:                                              ; preds = %135
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %153, label %151

151:                                              ; preds = %148
  %152 = add nsw i32 %139, -1
  store i32 %152, ptr %136, align 4, !tbaa !33
  br label %155

153:                                              ; preds = %148
  %154 = atomicrmw volatile add ptr %136, i32 -1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %151
  %156 = phi i32 [ %139, %151 ], [ %154, %153 ]
  %157 = icmp eq i32 %156, 1
  br i1 %157, label %158, label %159, !prof !34

158:                                              ; preds = %155
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %133) #26
  br label %159

159:                                              ; preds = %158, %155, %140, %130
  %160 = getelementptr inbounds i8, ptr %131, i64 16
  %161 = icmp eq ptr %160, %128
  br i1 %161, label %162, label %130, !llvm.loop !35

162:                                              ; preds = %159
  %163 = load ptr, ptr %125, align 8, !tbaa !21
  br label %164

164:                                              ; preds = %162, %124
  %165 = phi ptr [ %163, %162 ], [ %126, %124 ]
  %166 = icmp eq ptr %165, null
  br i1 %166, label %173, label %167

167:                                              ; preds = %164
  %168 = getelementptr inbounds i8, ptr %11, i64 24
  %169 = load ptr, ptr %168, align 8, !tbaa !36
  %170 = ptrtoint ptr %169 to i64
  %171 = ptrtoint ptr %165 to i64
  %172 = sub i64 %170, %171
  call void @_ZdlPvm(ptr noundef nonnull %165, i64 noundef %172) #30
  br label %173

173:                                              ; preds = %164, %167
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %174 = load ptr, ptr %8, align 8, !tbaa !226
  store ptr %174, ptr %12, align 8, !tbaa !226
  %175 = getelementptr inbounds i8, ptr %12, i64 8
  %176 = getelementptr inbounds i8, ptr %8, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !24
  store ptr %177, ptr %175, align 8, !tbaa !24
  %178 = icmp eq ptr %177, null
  br i1 %178, label %188, label %179

179:                                              ; preds = %173
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %186, label %183

183:                                              ; preds = %179
  %184 = load i32, ptr %180, align 4, !tbaa !33
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %180, align 4, !tbaa !33
  br label %188

186:                                              ; preds = %179
  %187 = atomicrmw volatile add ptr %180, i32 1 acq_rel, align 4
  br label %188

188:                                              ; preds = %173, %183, %186
  %189 = getelementptr inbounds i8, ptr %12, i64 16
  %190 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %189, ptr noundef nonnull align 8 dereferenceable(16) %190, i64 16, i1 false)
  %191 = load ptr, ptr %10, align 8, !tbaa !226
  store ptr %191, ptr %13, align 8, !tbaa !226
  %192 = getelementptr inbounds i8, ptr %13, i64 8
  %193 = getelementptr inbounds i8, ptr %10, i64 8
  %194 = load ptr, ptr %193, align 8, !tbaa !24
  store ptr %194, ptr %192, align 8, !tbaa !24
  %195 = icmp eq ptr %194, null
  br i1 %195, label %205, label %196

196:                                              ; preds = %188
  %197 = getelementptr inbounds i8, ptr %194, i64 8
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %203, label %200

200:                                              ; preds = %196
  %201 = load i32, ptr %197, align 4, !tbaa !33
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %197, align 4, !tbaa !33
  br label %205

203:                                              ; preds = %196
  %204 = atomicrmw volatile add ptr %197, i32 1 acq_rel, align 4
  br label %205

205:                                              ; preds = %188, %200, %203
  %206 = getelementptr inbounds i8, ptr %13, i64 16
  %207 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %206, ptr noundef nonnull align 8 dereferenceable(16) %207, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %12, ptr noundef nonnull %13)
          to label %208 unwind label %327

208:                                              ; preds = %205
  %209 = load ptr, ptr %192, align 8, !tbaa !24
  %210 = icmp eq ptr %209, null
  br i1 %210, label %235, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load atomic i64, ptr %212 acquire, align 8
  %214 = icmp eq i64 %213, 4294967297
  %215 = trunc i64 %213 to i32
  br i1 %214, label %216, label %224

216:                                              ; preds = %211
  store i32 0, ptr %212, align 8, !tbaa !26
  %217 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 0, ptr %217, align 4, !tbaa !29
  %218 = load ptr, ptr %209, align 8, !tbaa !30
  %219 = getelementptr inbounds i8, ptr %218, i64 16
  %220 = load ptr, ptr %219, align 8
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  %221 = load ptr, ptr %209, align 8, !tbaa !30
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  br label %235

224:                                              ; preds = %211
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %215, -1
  store i32 %228, ptr %212, align 4, !tbaa !33
  br label %231

229:                                              ; preds = %224
  %230 = atomicrmw volatile add ptr %212, i32 -1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %227
  %232 = phi i32 [ %215, %227 ], [ %230, %229 ]
  %233 = icmp eq i32 %232, 1
  br i1 %233, label %234, label %235, !prof !34

234:                                              ; preds = %231
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  br label %235

235:                                              ; preds = %208, %216, %231, %234
  %236 = load ptr, ptr %175, align 8, !tbaa !24
  %237 = icmp eq ptr %236, null
  br i1 %237, label %262, label %238

238:                                              ; preds = %235
  %239 = getelementptr inbounds i8, ptr %236, i64 8
  %240 = load atomic i64, ptr %239 acquire, align 8
  %241 = icmp eq i64 %240, 4294967297
  %242 = trunc i64 %240 to i32
  br i1 %241, label %243, label %251

243:                                              ; preds = %238
  store i32 0, ptr %239, align 8, !tbaa !26
  %244 = getelementptr inbounds i8, ptr %236, i64 12
  store i32 0, ptr %244, align 4, !tbaa !29
  %245 = load ptr, ptr %236, align 8, !tbaa !30
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %236) #26
  %248 = load ptr, ptr %236, align 8, !tbaa !30
  %249 = getelementptr inbounds i8, ptr %248, i64 24
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %236) #26
  br label %262

251:                                              ; preds = %238
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %256, label %254

254:                                              ; preds = %251
  %255 = add nsw i32 %242, -1
  store i32 %255, ptr %239, align 4, !tbaa !33
  br label %258

256:                                              ; preds = %251
  %257 = atomicrmw volatile add ptr %239, i32 -1 acq_rel, align 4
  br label %258

258:                                              ; preds = %256, %254
  %259 = phi i32 [ %242, %254 ], [ %257, %256 ]
  %260 = icmp eq i32 %259, 1
  br i1 %260, label %261, label %262, !prof !34

261:                                              ; preds = %258
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %236) #26
  br label %262

262:                                              ; preds = %235, %243, %258, %261
  %263 = load ptr, ptr %193, align 8, !tbaa !24
  %264 = icmp eq ptr %263, null
  br i1 %264, label %289, label %265

265:                                              ; preds = %262
  %266 = getelementptr inbounds i8, ptr %263, i64 8
  %267 = load atomic i64, ptr %266 acquire, align 8
  %268 = icmp eq i64 %267, 4294967297
  %269 = trunc i64 %267 to i32
  br i1 %268, label %270, label %278

270:                                              ; preds = %265
  store i32 0, ptr %266, align 8, !tbaa !26
  %271 = getelementptr inbounds i8, ptr %263, i64 12
  store i32 0, ptr %271, align 4, !tbaa !29
  %272 = load ptr, ptr %263, align 8, !tbaa !30
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load ptr, ptr %273, align 8
  call void %274(ptr noundef nonnull align 8 dereferenceable(16) %263) #26
  %275 = load ptr, ptr %263, align 8, !tbaa !30
  %276 = getelementptr inbounds i8, ptr %275, i64 24
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %263) #26
  br label %289

278:                                              ; preds = %265
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %283, label %281

281:                                              ; preds = %278
  %282 = add nsw i32 %269, -1
  store i32 %282, ptr %266, align 4, !tbaa !33
  br label %285

283:                                              ; preds = %278
  %284 = atomicrmw volatile add ptr %266, i32 -1 acq_rel, align 4
  br label %285

285:                                              ; preds = %283, %281
  %286 = phi i32 [ %269, %281 ], [ %284, %283 ]
  %287 = icmp eq i32 %286, 1
  br i1 %287, label %288, label %289, !prof !34

288:                                              ; preds = %285
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %263) #26
  br label %289

289:                                              ; preds = %262, %270, %285, %288
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  %290 = load ptr, ptr %176, align 8, !tbaa !24
  %291 = icmp eq ptr %290, null
  br i1 %291, label %316, label %292

292:                                              ; preds = %289
  %293 = getelementptr inbounds i8, ptr %290, i64 8
  %294 = load atomic i64, ptr %293 acquire, align 8
  %295 = icmp eq i64 %294, 4294967297
  %296 = trunc i64 %294 to i32
  br i1 %295, label %297, label %305

297:                                              ; preds = %292
  store i32 0, ptr %293, align 8, !tbaa !26
  %298 = getelementptr inbounds i8, ptr %290, i64 12
  store i32 0, ptr %298, align 4, !tbaa !29
  %299 = load ptr, ptr %290, align 8, !tbaa !30
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %290) #26
  %302 = load ptr, ptr %290, align 8, !tbaa !30
  %303 = getelementptr inbounds i8, ptr %302, i64 24
  %304 = load ptr, ptr %303, align 8
  call void %304(ptr noundef nonnull align 8 dereferenceable(16) %290) #26
  br label %316

305:                                              ; preds = %292
  %306 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %310, label %308

308:                                              ; preds = %305
  %309 = add nsw i32 %296, -1
  store i32 %309, ptr %293, align 4, !tbaa !33
  br label %312

310:                                              ; preds = %305
  %311 = atomicrmw volatile add ptr %293, i32 -1 acq_rel, align 4
  br label %312

312:                                              ; preds = %310, %308
  %313 = phi i32 [ %296, %308 ], [ %311, %310 ]
  %314 = icmp eq i32 %313, 1
  br i1 %314, label %315, label %316, !prof !34

315:                                              ; preds = %312
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %290) #26
  br label %316

316:                                              ; preds = %289, %297, %312, %315
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  ret void

317:                                              ; preds = %31
  %318 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  br label %333

319:                                              ; preds = %59
  %320 = landingpad { ptr, i32 }
          cleanup
  br label %321

321:                                              ; preds = %65, %319
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %66, %65 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %331

323:                                              ; preds = %116
  %324 = landingpad { ptr, i32 }
          cleanup
  br label %325

325:                                              ; preds = %122, %323
  %326 = phi { ptr, i32 } [ %324, %323 ], [ %123, %122 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %329

327:                                              ; preds = %205
  %328 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %329

329:                                              ; preds = %327, %325
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %326, %325 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %331

331:                                              ; preds = %329, %321
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %322, %321 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  br label %333

333:                                              ; preds = %331, %317
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %318, %317 ]
  resume { ptr, i32 } %334
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENS7_IT3_XT4_EXT5_EXT6_EXT8_ESC_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.120", align 8
  %5 = alloca %"class.sycl::_V1::accessor.111", align 8
  %6 = alloca %"class.sycl::_V1::accessor.120", align 8
  %7 = alloca %"class.sycl::_V1::accessor.111", align 8
  %8 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %8, label %9, label %56

9:                                                ; preds = %3
  %10 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %10, ptr %4, align 8, !tbaa !226
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  store ptr %13, ptr %11, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !33
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !33
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %9, %19, %22
  %25 = getelementptr inbounds i8, ptr %4, i64 16
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %27 unwind label %54

27:                                               ; preds = %24
  %28 = load ptr, ptr %11, align 8, !tbaa !24
  %29 = icmp eq ptr %28, null
  br i1 %29, label %56, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !29
  %37 = load ptr, ptr %28, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  %40 = load ptr, ptr %28, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %56

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !33
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %56, !prof !34

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %56

54:                                               ; preds = %24
  %55 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  br label %114

56:                                               ; preds = %53, %50, %35, %27, %3
  %57 = call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  br i1 %57, label %58, label %105

58:                                               ; preds = %56
  %59 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %59, ptr %5, align 8, !tbaa !226
  %60 = getelementptr inbounds i8, ptr %5, i64 8
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !24
  store ptr %62, ptr %60, align 8, !tbaa !24
  %63 = icmp eq ptr %62, null
  br i1 %63, label %73, label %64

64:                                               ; preds = %58
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  %66 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %71, label %68

68:                                               ; preds = %64
  %69 = load i32, ptr %65, align 4, !tbaa !33
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %65, align 4, !tbaa !33
  br label %73

71:                                               ; preds = %64
  %72 = atomicrmw volatile add ptr %65, i32 1 acq_rel, align 4
  br label %73

73:                                               ; preds = %58, %68, %71
  %74 = getelementptr inbounds i8, ptr %5, i64 16
  %75 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 8 dereferenceable(16) %75, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %76 unwind label %103

76:                                               ; preds = %73
  %77 = load ptr, ptr %60, align 8, !tbaa !24
  %78 = icmp eq ptr %77, null
  br i1 %78, label %105, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !26
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !29
  %86 = load ptr, ptr %77, align 8, !tbaa !30
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  %89 = load ptr, ptr %77, align 8, !tbaa !30
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  br label %105

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !33
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %105, !prof !34

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  br label %105

103:                                              ; preds = %73
  %104 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %114

105:                                              ; preds = %102, %99, %84, %76, %56
  %106 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %118, label %108

108:                                              ; preds = %105
  %109 = call ptr @__cxa_allocate_exception(i64 64) #26
  %110 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %111 = extractvalue { i32, ptr } %110, 0
  %112 = extractvalue { i32, ptr } %110, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %109, i32 %111, ptr %112, ptr noundef nonnull @.str.21)
          to label %113 unwind label %116

113:                                              ; preds = %108
  call void @__cxa_throw(ptr nonnull %109, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

114:                                              ; preds = %54, %103, %144, %237, %116
  %115 = phi { ptr, i32 } [ %117, %116 ], [ %145, %144 ], [ %238, %237 ], [ %104, %103 ], [ %55, %54 ]
  resume { ptr, i32 } %115

116:                                              ; preds = %108
  %117 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %109) #26
  br label %114

118:                                              ; preds = %105
  %119 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %120 = load i64, ptr %119, align 8, !tbaa !37
  %121 = getelementptr inbounds i8, ptr %119, i64 8
  %122 = load i64, ptr %121, align 8, !tbaa !37
  %123 = getelementptr inbounds i8, ptr %119, i64 16
  %124 = load i64, ptr %123, align 8, !tbaa !37
  %125 = shl i64 %120, 2
  %126 = mul i64 %125, %122
  %127 = mul i64 %126, %124
  %128 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %129 = load i64, ptr %128, align 8, !tbaa !37
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load i64, ptr %130, align 8, !tbaa !37
  %132 = getelementptr inbounds i8, ptr %128, i64 16
  %133 = load i64, ptr %132, align 8, !tbaa !37
  %134 = shl i64 %129, 2
  %135 = mul i64 %134, %131
  %136 = mul i64 %135, %133
  %137 = icmp ult i64 %127, %136
  br i1 %137, label %138, label %146

138:                                              ; preds = %118
  %139 = call ptr @__cxa_allocate_exception(i64 64) #26
  %140 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %141 = extractvalue { i32, ptr } %140, 0
  %142 = extractvalue { i32, ptr } %140, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %139, i32 %141, ptr %142, ptr noundef nonnull @.str.33)
          to label %143 unwind label %144

143:                                              ; preds = %138
  call void @__cxa_throw(ptr nonnull %139, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

144:                                              ; preds = %138
  %145 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %139) #26
  br label %114

146:                                              ; preds = %118
  %147 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %147, ptr %6, align 8, !tbaa !226
  %148 = getelementptr inbounds i8, ptr %6, i64 8
  %149 = getelementptr inbounds i8, ptr %1, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !24
  store ptr %150, ptr %148, align 8, !tbaa !24
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %146
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !33
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !33
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %146, %156, %159
  %162 = getelementptr inbounds i8, ptr %6, i64 16
  %163 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %162, ptr noundef nonnull align 8 dereferenceable(16) %163, i64 16, i1 false)
  %164 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %164, ptr %7, align 8, !tbaa !226
  %165 = getelementptr inbounds i8, ptr %7, i64 8
  %166 = getelementptr inbounds i8, ptr %2, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !24
  store ptr %167, ptr %165, align 8, !tbaa !24
  %168 = icmp eq ptr %167, null
  br i1 %168, label %178, label %169

169:                                              ; preds = %161
  %170 = getelementptr inbounds i8, ptr %167, i64 8
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %169
  %174 = load i32, ptr %170, align 4, !tbaa !33
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %170, align 4, !tbaa !33
  br label %178

176:                                              ; preds = %169
  %177 = atomicrmw volatile add ptr %170, i32 1 acq_rel, align 4
  br label %178

178:                                              ; preds = %161, %173, %176
  %179 = getelementptr inbounds i8, ptr %7, i64 16
  %180 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  %181 = invoke noundef zeroext i1 @_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %6, ptr noundef nonnull %7)
          to label %182 unwind label %237

182:                                              ; preds = %178
  %183 = load ptr, ptr %165, align 8, !tbaa !24
  %184 = icmp eq ptr %183, null
  br i1 %184, label %209, label %185

185:                                              ; preds = %182
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load atomic i64, ptr %186 acquire, align 8
  %188 = icmp eq i64 %187, 4294967297
  %189 = trunc i64 %187 to i32
  br i1 %188, label %190, label %198

190:                                              ; preds = %185
  store i32 0, ptr %186, align 8, !tbaa !26
  %191 = getelementptr inbounds i8, ptr %183, i64 12
  store i32 0, ptr %191, align 4, !tbaa !29
  %192 = load ptr, ptr %183, align 8, !tbaa !30
  %193 = getelementptr inbounds i8, ptr %192, i64 16
  %194 = load ptr, ptr %193, align 8
  call void %194(ptr noundef nonnull align 8 dereferenceable(16) %183) #26
  %195 = load ptr, ptr %183, align 8, !tbaa !30
  %196 = getelementptr inbounds i8, ptr %195, i64 24
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %183) #26
  br label %209

198:                                              ; preds = %185
  %199 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %203, label %201

201:                                              ; preds = %198
  %202 = add nsw i32 %189, -1
  store i32 %202, ptr %186, align 4, !tbaa !33
  br label %205

203:                                              ; preds = %198
  %204 = atomicrmw volatile add ptr %186, i32 -1 acq_rel, align 4
  br label %205

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %189, %201 ], [ %204, %203 ]
  %207 = icmp eq i32 %206, 1
  br i1 %207, label %208, label %209, !prof !34

208:                                              ; preds = %205
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %183) #26
  br label %209

209:                                              ; preds = %182, %190, %205, %208
  %210 = load ptr, ptr %148, align 8, !tbaa !24
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %209
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !26
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !29
  %219 = load ptr, ptr %210, align 8, !tbaa !30
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #26
  %222 = load ptr, ptr %210, align 8, !tbaa !30
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #26
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !33
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !34

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #26
  br label %236

236:                                              ; preds = %209, %217, %232, %235
  br i1 %181, label %324, label %239

237:                                              ; preds = %178
  %238 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  br label %114

239:                                              ; preds = %236
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 4)
  %240 = load ptr, ptr %1, align 8, !tbaa !226
  %241 = icmp eq ptr %240, null
  br i1 %241, label %242, label %243

242:                                              ; preds = %239
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

243:                                              ; preds = %239
  %244 = load ptr, ptr %149, align 8, !tbaa !24
  %245 = icmp eq ptr %244, null
  br i1 %245, label %255, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %244, i64 8
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %246
  %251 = load i32, ptr %247, align 4, !tbaa !33
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %247, align 4, !tbaa !33
  br label %255

253:                                              ; preds = %246
  %254 = atomicrmw volatile add ptr %247, i32 1 acq_rel, align 4
  br label %255

255:                                              ; preds = %243, %250, %253
  %256 = load ptr, ptr %2, align 8, !tbaa !226
  %257 = icmp eq ptr %256, null
  br i1 %257, label %258, label %259

258:                                              ; preds = %255
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

259:                                              ; preds = %255
  %260 = load ptr, ptr %166, align 8, !tbaa !24
  %261 = icmp eq ptr %260, null
  br i1 %261, label %271, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds i8, ptr %260, i64 8
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %269, label %266

266:                                              ; preds = %262
  %267 = load i32, ptr %263, align 4, !tbaa !33
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %263, align 4, !tbaa !33
  br label %274

269:                                              ; preds = %262
  %270 = atomicrmw volatile add ptr %263, i32 1 acq_rel, align 4
  br label %274

271:                                              ; preds = %259
  %272 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %240, ptr %272, align 8, !tbaa !298
  %273 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %256, ptr %273, align 8, !tbaa !264
  br label %299

274:                                              ; preds = %266, %269
  %275 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %240, ptr %275, align 8, !tbaa !298
  %276 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %256, ptr %276, align 8, !tbaa !264
  %277 = load atomic i64, ptr %263 acquire, align 8
  %278 = icmp eq i64 %277, 4294967297
  %279 = trunc i64 %277 to i32
  br i1 %278, label %280, label %288

280:                                              ; preds = %274
  store i32 0, ptr %263, align 8, !tbaa !26
  %281 = getelementptr inbounds i8, ptr %260, i64 12
  store i32 0, ptr %281, align 4, !tbaa !29
  %282 = load ptr, ptr %260, align 8, !tbaa !30
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  %284 = load ptr, ptr %283, align 8
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %260) #26
  %285 = load ptr, ptr %260, align 8, !tbaa !30
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %260) #26
  br label %299

288:                                              ; preds = %274
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  %292 = add nsw i32 %279, -1
  store i32 %292, ptr %263, align 4, !tbaa !33
  br label %295

293:                                              ; preds = %288
  %294 = atomicrmw volatile add ptr %263, i32 -1 acq_rel, align 4
  br label %295

295:                                              ; preds = %293, %291
  %296 = phi i32 [ %279, %291 ], [ %294, %293 ]
  %297 = icmp eq i32 %296, 1
  br i1 %297, label %298, label %299, !prof !34

298:                                              ; preds = %295
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #26
  br label %299

299:                                              ; preds = %271, %280, %295, %298
  br i1 %245, label %324, label %300

300:                                              ; preds = %299
  %301 = getelementptr inbounds i8, ptr %244, i64 8
  %302 = load atomic i64, ptr %301 acquire, align 8
  %303 = icmp eq i64 %302, 4294967297
  %304 = trunc i64 %302 to i32
  br i1 %303, label %305, label %313

305:                                              ; preds = %300
  store i32 0, ptr %301, align 8, !tbaa !26
  %306 = getelementptr inbounds i8, ptr %244, i64 12
  store i32 0, ptr %306, align 4, !tbaa !29
  %307 = load ptr, ptr %244, align 8, !tbaa !30
  %308 = getelementptr inbounds i8, ptr %307, i64 16
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  %310 = load ptr, ptr %244, align 8, !tbaa !30
  %311 = getelementptr inbounds i8, ptr %310, i64 24
  %312 = load ptr, ptr %311, align 8
  call void %312(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  br label %324

313:                                              ; preds = %300
  %314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %318, label %316

316:                                              ; preds = %313
  %317 = add nsw i32 %304, -1
  store i32 %317, ptr %301, align 4, !tbaa !33
  br label %320

318:                                              ; preds = %313
  %319 = atomicrmw volatile add ptr %301, i32 -1 acq_rel, align 4
  br label %320

320:                                              ; preds = %318, %316
  %321 = phi i32 [ %304, %316 ], [ %319, %318 ]
  %322 = icmp eq i32 %321, 1
  br i1 %322, label %323, label %324, !prof !34

323:                                              ; preds = %320
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %244) #26
  br label %324

324:                                              ; preds = %323, %320, %305, %299, %236
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.85", align 8
  %8 = alloca %"class.sycl::_V1::range.85", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !37, !alias.scope !302
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !37, !alias.scope !302
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !37, !alias.scope !302
  store i64 %12, ptr %8, align 8, !tbaa !37, !alias.scope !305
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !37, !alias.scope !305
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !37, !alias.scope !305
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
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !234
  store ptr %34, ptr %32, align 8, !tbaa !234
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  store ptr %37, ptr %35, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !33
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !236

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !23
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !36
  %59 = load ptr, ptr %1, align 8, !tbaa !195
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !193
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !194, !range !219, !noundef !220
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !29
  %82 = load ptr, ptr %73, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  %85 = load ptr, ptr %73, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !33
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !34

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !35

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !21
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !36
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #30
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
  br i1 %122, label %123, label %125, !prof !34

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
  %130 = load ptr, ptr %129, align 8, !tbaa !234
  store ptr %130, ptr %128, align 8, !tbaa !234
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !24
  store ptr %133, ptr %131, align 8, !tbaa !24
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !33
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !33
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !236

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !21
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !23
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !36
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.19)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
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
  %171 = load ptr, ptr %170, align 8, !tbaa !24
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !26
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !29
  %180 = load ptr, ptr %171, align 8, !tbaa !30
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  %183 = load ptr, ptr %171, align 8, !tbaa !30
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !33
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !34

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !35

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !21
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !36
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #30
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !308
  %214 = load ptr, ptr %1, align 8, !tbaa !195
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !226
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !226
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

6:                                                ; preds = %2
  %7 = tail call noundef zeroext i1 @_ZNK4sycl3_V17handler21HasAssociatedAccessorEPNS0_6detail16AccessorImplHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %3, i32 noundef 2014)
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.30)
          to label %13 unwind label %14

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #26
  resume { ptr, i32 } %15

16:                                               ; preds = %6
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.124, align 8
  %5 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %6 = load i64, ptr %5, align 8
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %8 = load i64, ptr %7, align 8
  %9 = icmp ugt i64 %6, %8
  br i1 %9, label %10, label %115

10:                                               ; preds = %3
  %11 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %15 unwind label %12

12:                                               ; preds = %10
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  tail call void @__clang_call_terminate(ptr %14) #29
  unreachable

15:                                               ; preds = %10
  %16 = load i64, ptr %11, align 8, !tbaa !37
  %17 = getelementptr inbounds i8, ptr %11, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !37
  %19 = mul i64 %18, %16
  %20 = getelementptr inbounds i8, ptr %11, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !37
  %22 = mul i64 %19, %21
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #26
  %23 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %23, ptr %4, align 8, !tbaa !226
  %24 = getelementptr inbounds i8, ptr %4, i64 8
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %15
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !33
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !33
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %15, %32, %35
  %38 = getelementptr inbounds i8, ptr %4, i64 16
  %39 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %4, i64 32
  %41 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %41, ptr %40, align 8, !tbaa !226
  %42 = getelementptr inbounds i8, ptr %4, i64 40
  %43 = getelementptr inbounds i8, ptr %2, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !24
  store ptr %44, ptr %42, align 8, !tbaa !24
  %45 = icmp eq ptr %44, null
  br i1 %45, label %55, label %46

46:                                               ; preds = %37
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %47, align 4, !tbaa !33
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %47, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %46
  %54 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %55

55:                                               ; preds = %37, %50, %53
  %56 = getelementptr inbounds i8, ptr %4, i64 48
  %57 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %56, ptr noundef nonnull align 8 dereferenceable(16) %57, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_NSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEENSA_IXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESV_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %22, ptr noundef nonnull align 8 dereferenceable(64) %4)
          to label %58 unwind label %113

58:                                               ; preds = %55
  %59 = load ptr, ptr %42, align 8, !tbaa !24
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !26
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !29
  %68 = load ptr, ptr %59, align 8, !tbaa !30
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !30
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !33
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !34

84:                                               ; preds = %81
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %84, %81, %66, %58
  %86 = load ptr, ptr %24, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #26
  br label %115

113:                                              ; preds = %55
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #26
  resume { ptr, i32 } %114

115:                                              ; preds = %3, %112
  ret i1 %9
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_NSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEENSA_IXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESV_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(64) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.124, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %5, ptr %4, align 8, !tbaa !226
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  store ptr %8, ptr %6, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
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
  %24 = load ptr, ptr %23, align 8, !tbaa !226
  store ptr %24, ptr %22, align 8, !tbaa !226
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %2, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  store ptr %27, ptr %25, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !33
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !33
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 48
  %40 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %40, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !24
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !29
  %51 = load ptr, ptr %42, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  %54 = load ptr, ptr %42, align 8, !tbaa !30
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !33
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !34

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !26
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !29
  %78 = load ptr, ptr %69, align 8, !tbaa !30
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  %81 = load ptr, ptr %69, align 8, !tbaa !30
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !33
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !34

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #26
  resume { ptr, i32 } %97
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implINS0_6detail9auto_nameEZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS0_2idILi1EEEE_Li1ENSG_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.85", align 8
  %5 = alloca %class.anon.124, align 16
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.21)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %87, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %88, %87 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #26
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_NSE_12experimental10propertiesINSN_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperISM_NS0_4itemILi1ELb1EEESM_SS_EEvRKT1_EUlSC_DpT0_E_EEvRKT0_SI_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.34)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !310
  store i64 %1, ptr %4, align 8, !tbaa !37, !alias.scope !310
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !24
  store <2 x ptr> %22, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !226
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %5, i64 32
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  %27 = getelementptr inbounds i8, ptr %2, i64 40
  %28 = load <2 x ptr>, ptr %26, align 8, !tbaa !5
  store ptr null, ptr %27, align 8, !tbaa !24
  store <2 x ptr> %28, ptr %25, align 16, !tbaa !5
  store ptr null, ptr %26, align 8, !tbaa !226
  %29 = getelementptr inbounds i8, ptr %5, i64 48
  %30 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %31 unwind label %87

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %5, i64 40
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !34

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %58, %55, %40, %31
  %60 = load ptr, ptr %20, align 8, !tbaa !24
  %61 = icmp eq ptr %60, null
  br i1 %61, label %86, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %60, i64 8
  %64 = load atomic i64, ptr %63 acquire, align 8
  %65 = icmp eq i64 %64, 4294967297
  %66 = trunc i64 %64 to i32
  br i1 %65, label %67, label %75

67:                                               ; preds = %62
  store i32 0, ptr %63, align 8, !tbaa !26
  %68 = getelementptr inbounds i8, ptr %60, i64 12
  store i32 0, ptr %68, align 4, !tbaa !29
  %69 = load ptr, ptr %60, align 8, !tbaa !30
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load ptr, ptr %70, align 8
  call void %71(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  %72 = load ptr, ptr %60, align 8, !tbaa !30
  %73 = getelementptr inbounds i8, ptr %72, i64 24
  %74 = load ptr, ptr %73, align 8
  call void %74(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  br label %86

75:                                               ; preds = %62
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %80, label %78

78:                                               ; preds = %75
  %79 = add nsw i32 %66, -1
  store i32 %79, ptr %63, align 4, !tbaa !33
  br label %82

80:                                               ; preds = %75
  %81 = atomicrmw volatile add ptr %63, i32 -1 acq_rel, align 4
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %66, %78 ], [ %81, %80 ]
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %86, !prof !34

85:                                               ; preds = %82
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  br label %86

86:                                               ; preds = %59, %67, %82, %85
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

87:                                               ; preds = %18
  %88 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %5) #26
  br label %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.127", align 8
  %4 = alloca %"class.std::vector.96", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZNS1_7handler18copyAccToAccHelperIfLi1ELNS1_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS1_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS1_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSO_EENSt8__detail9_MakeUniqISE_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.127") align 8 %3, ptr noundef nonnull align 8 dereferenceable(64) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(72) %13) #26
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !30
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !313)
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !313
  store ptr %25, ptr %4, align 8, !tbaa !250, !alias.scope !313
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %26, ptr %24, align 8, !tbaa !252, !alias.scope !313
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %25, align 4, !noalias !313
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 0, ptr %28, align 4, !tbaa !33, !noalias !313
  %29 = getelementptr inbounds i8, ptr %25, i64 12
  store i64 17446157156352, ptr %29, align 4, !noalias !313
  %30 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 32, ptr %30, align 4, !tbaa !33, !noalias !313
  store ptr %26, ptr %27, align 8, !tbaa !253, !alias.scope !313
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %31 unwind label %47

31:                                               ; preds = %19
  %32 = load ptr, ptr %4, align 8, !tbaa !250
  %33 = icmp eq ptr %32, null
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = load ptr, ptr %24, align 8, !tbaa !252
  %36 = ptrtoint ptr %35 to i64
  %37 = ptrtoint ptr %32 to i64
  %38 = sub i64 %36, %37
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef %38) #30
  br label %39

39:                                               ; preds = %31, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  %41 = call noalias noundef nonnull dereferenceable(321) ptr @_Znam(i64 noundef 321) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(320) %41, ptr noundef nonnull align 1 dereferenceable(320) @.str.34, i64 320, i1 false)
  %42 = getelementptr inbounds i8, ptr %41, i64 320
  store i8 0, ptr %42, align 1, !tbaa !32
  %43 = load ptr, ptr %40, align 8, !tbaa !5
  store ptr %41, ptr %40, align 8, !tbaa !5
  %44 = icmp eq ptr %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %39
  call void @_ZdaPv(ptr noundef nonnull %43) #30
  br label %46

46:                                               ; preds = %39, %45
  ret void

47:                                               ; preds = %19
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %4, align 8, !tbaa !250
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %24, align 8, !tbaa !252
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #30
  br label %56

56:                                               ; preds = %47, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_SM_NSE_12experimental10propertiesINSN_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperISM_NS0_4itemILi1ELb1EEESM_SS_EEvRKT1_EUlSC_DpT0_E_EEvRKT0_SI_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.125, align 1
  %4 = alloca %class.anon.124, align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %5, ptr %4, align 8, !tbaa !226
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  store ptr %8, ptr %6, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
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
  %24 = load ptr, ptr %23, align 8, !tbaa !226
  store ptr %24, ptr %22, align 8, !tbaa !226
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  store ptr %27, ptr %25, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !33
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !33
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 48
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %40, i64 16, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESM_NSE_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlSC_DpT0_E_clINS1_24KernelPropertiesUnpackerISU_EEJPS1_SM_EEEDaSC_SZ_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !24
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !29
  %51 = load ptr, ptr %42, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  %54 = load ptr, ptr %42, align 8, !tbaa !30
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !33
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !34

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !26
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !29
  %78 = load ptr, ptr %69, align 8, !tbaa !30
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  %81 = load ptr, ptr %69, align 8, !tbaa !30
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !33
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !34

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #26
  resume { ptr, i32 } %97
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperIZNS1_18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS4_6targetE2014EfLi1ELS5_1025ELS6_2014ELNS4_11placeholderE0ELS7_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSB_IT3_XT4_EXT5_EXT6_EXT8_ESG_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESM_NSE_12experimental10propertiesINSP_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlSC_DpT0_E_clINS1_24KernelPropertiesUnpackerISU_EEJPS1_SM_EEEDaSC_SZ_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !24
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !33
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !33
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 40
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !33
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !33
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
  store i32 0, ptr %21, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %18, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  %38 = load ptr, ptr %18, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !34

51:                                               ; preds = %48
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
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
  store i32 0, ptr %54, align 8, !tbaa !26
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !29
  %60 = load ptr, ptr %5, align 8, !tbaa !30
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  %63 = load ptr, ptr %5, align 8, !tbaa !30
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !33
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !34

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZNS1_7handler18copyAccToAccHelperIfLi1ELNS1_6access4modeE1024ELNS6_6targetE2014EfLi1ELS7_1025ELS8_2014ELNS6_11placeholderE0ELS9_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS1_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS1_3ext6oneapi22accessor_property_listIJEEEEENSD_IT3_XT4_EXT5_EXT6_EXT8_ESI_EEEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSO_EENSt8__detail9_MakeUniqISE_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.127") align 8 %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #28
  %6 = load ptr, ptr %1, align 8, !tbaa !226
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !226
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %35, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !33
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !33
  br label %35

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  br label %35

35:                                               ; preds = %19, %30, %33
  %36 = getelementptr inbounds i8, ptr %1, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %36, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %37, align 8, !tbaa !226
  %38 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %38, align 8, !tbaa !24
  br i1 %9, label %48, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %8, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !33
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %35
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %50 = getelementptr inbounds i8, ptr %5, i64 40
  store ptr %22, ptr %50, align 8, !tbaa !226
  %51 = getelementptr inbounds i8, ptr %5, i64 48
  store ptr %24, ptr %51, align 8, !tbaa !24
  br i1 %25, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %24, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !33
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !33
  br label %63

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %63

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %5, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  br label %87

63:                                               ; preds = %56, %59
  %64 = getelementptr inbounds i8, ptr %5, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  %65 = load atomic i64, ptr %53 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %53, align 8, !tbaa !26
  %69 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %69, align 4, !tbaa !29
  %70 = load ptr, ptr %24, align 8, !tbaa !30
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %73 = load ptr, ptr %24, align 8, !tbaa !30
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %53, align 4, !tbaa !33
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !34

86:                                               ; preds = %83
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %87

87:                                               ; preds = %61, %86, %83, %68
  br i1 %9, label %112, label %88

88:                                               ; preds = %87
  %89 = getelementptr inbounds i8, ptr %8, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %8, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  tail call void %97(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  %98 = load ptr, ptr %8, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %112

112:                                              ; preds = %87, %93, %108, %111
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.124, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !226
  store ptr %4, ptr %2, align 8, !tbaa !226
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !33
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !33
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
  %23 = load ptr, ptr %22, align 8, !tbaa !226
  store ptr %23, ptr %21, align 8, !tbaa !226
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !33
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !33
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %41 unwind label %113

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %43 unwind label %113

43:                                               ; preds = %41
  %44 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %45 unwind label %113

45:                                               ; preds = %43
  %46 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %47 unwind label %113

47:                                               ; preds = %45
  %48 = load i64, ptr %46, align 8
  %49 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %50 = getelementptr float, ptr %49, i64 %48
  %51 = load float, ptr %50, align 4, !tbaa !12
  %52 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %53 unwind label %113

53:                                               ; preds = %47
  %54 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %55 unwind label %113

55:                                               ; preds = %53
  %56 = load i64, ptr %54, align 8
  %57 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  %58 = getelementptr float, ptr %57, i64 %56
  store float %51, ptr %58, align 4, !tbaa !12
  %59 = load ptr, ptr %24, align 8, !tbaa !24
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !26
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !29
  %68 = load ptr, ptr %59, align 8, !tbaa !30
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !30
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !33
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !34

84:                                               ; preds = %81
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %84, %81, %66, %55
  %86 = load ptr, ptr %5, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  ret void

113:                                              ; preds = %53, %47, %45, %43, %41, %37
  %114 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN4sycl3_V17handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014EfLi1ELS4_1025ELS5_2014ELNS3_11placeholderE0ELS6_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSA_IT3_XT4_EXT5_EXT6_EXT8_ESF_EEENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #26
  resume { ptr, i32 } %114
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"class.sycl::_V1::accessor.111", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.120", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.140, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !316
  %15 = load ptr, ptr %0, align 8, !tbaa !318
  %16 = load ptr, ptr %15, align 8, !tbaa !58
  store ptr %16, ptr %7, align 8, !tbaa !58
  %17 = getelementptr inbounds i8, ptr %7, i64 8
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !24
  store ptr %19, ptr %17, align 8, !tbaa !24
  %20 = icmp eq ptr %19, null
  br i1 %20, label %30, label %21

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %22, align 4, !tbaa !33
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %22, align 4, !tbaa !33
  br label %30

28:                                               ; preds = %21
  %29 = atomicrmw volatile add ptr %22, i32 1 acq_rel, align 4
  br label %30

30:                                               ; preds = %2, %25, %28
  invoke void @_ZN4sycl3_V17handler10depends_onENS0_5eventE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %7)
          to label %31 unwind label %319

31:                                               ; preds = %30
  %32 = load ptr, ptr %17, align 8, !tbaa !24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %58, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load atomic i64, ptr %35 acquire, align 8
  %37 = icmp eq i64 %36, 4294967297
  %38 = trunc i64 %36 to i32
  br i1 %37, label %39, label %47

39:                                               ; preds = %34
  store i32 0, ptr %35, align 8, !tbaa !26
  %40 = getelementptr inbounds i8, ptr %32, i64 12
  store i32 0, ptr %40, align 4, !tbaa !29
  %41 = load ptr, ptr %32, align 8, !tbaa !30
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %32) #26
  %44 = load ptr, ptr %32, align 8, !tbaa !30
  %45 = getelementptr inbounds i8, ptr %44, i64 24
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %32) #26
  br label %58

47:                                               ; preds = %34
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %47
  %51 = add nsw i32 %38, -1
  store i32 %51, ptr %35, align 4, !tbaa !33
  br label %54

52:                                               ; preds = %47
  %53 = atomicrmw volatile add ptr %35, i32 -1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %38, %50 ], [ %53, %52 ]
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %58, !prof !34

57:                                               ; preds = %54
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %32) #26
  br label %58

58:                                               ; preds = %31, %39, %54, %57
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %59 = getelementptr inbounds i8, ptr %14, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %60 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %60, align 8
  %61 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 73, ptr %61, align 8
  %62 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %62, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %59, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %63 unwind label %321

63:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #26
  store i32 5, ptr %5, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %66 unwind label %64

64:                                               ; preds = %63
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %323

66:                                               ; preds = %63
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %67 = getelementptr inbounds i8, ptr %9, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !21
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  %70 = load ptr, ptr %69, align 8, !tbaa !23
  %71 = icmp eq ptr %68, %70
  br i1 %71, label %106, label %72

72:                                               ; preds = %66, %101
  %73 = phi ptr [ %102, %101 ], [ %68, %66 ]
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
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !33
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !34

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %70
  br i1 %103, label %104, label %72, !llvm.loop !35

104:                                              ; preds = %101
  %105 = load ptr, ptr %67, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %66
  %107 = phi ptr [ %105, %104 ], [ %68, %66 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %115, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds i8, ptr %9, i64 24
  %111 = load ptr, ptr %110, align 8, !tbaa !36
  %112 = ptrtoint ptr %111 to i64
  %113 = ptrtoint ptr %107 to i64
  %114 = sub i64 %112, %113
  call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %114) #30
  br label %115

115:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %116 = getelementptr inbounds i8, ptr %14, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %117 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %117, align 8
  %118 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 74, ptr %118, align 8
  %119 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %119, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %116, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %120 unwind label %325

120:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %116, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %123 unwind label %121

121:                                              ; preds = %120
  %122 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %327

123:                                              ; preds = %120
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %124 = getelementptr inbounds i8, ptr %11, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !21
  %126 = getelementptr inbounds i8, ptr %11, i64 16
  %127 = load ptr, ptr %126, align 8, !tbaa !23
  %128 = icmp eq ptr %125, %127
  br i1 %128, label %163, label %129

129:                                              ; preds = %123, %158
  %130 = phi ptr [ %159, %158 ], [ %125, %123 ]
  %131 = getelementptr inbounds i8, ptr %130, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !24
  %133 = icmp eq ptr %132, null
  br i1 %133, label %158, label %134

134:                                              ; preds = %129
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load atomic i64, ptr %135 acquire, align 8
  %137 = icmp eq i64 %136, 4294967297
  %138 = trunc i64 %136 to i32
  br i1 %137, label %139, label %147

139:                                              ; preds = %134
  store i32 0, ptr %135, align 8, !tbaa !26
  %140 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %140, align 4, !tbaa !29
  %141 = load ptr, ptr %132, align 8, !tbaa !30
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load ptr, ptr %142, align 8
  call void %143(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  %144 = load ptr, ptr %132, align 8, !tbaa !30
  %145 = getelementptr inbounds i8, ptr %144, i64 24
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

147:                                              ; preds = %134
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %152, label %150

150:                                              ; preds = %147
  %151 = add nsw i32 %138, -1
  store i32 %151, ptr %135, align 4, !tbaa !33
  br label %154

152:                                              ; preds = %147
  %153 = atomicrmw volatile add ptr %135, i32 -1 acq_rel, align 4
  br label %154

154:                                              ; preds = %152, %150
  %155 = phi i32 [ %138, %150 ], [ %153, %152 ]
  %156 = icmp eq i32 %155, 1
  br i1 %156, label %157, label %158, !prof !34

157:                                              ; preds = %154
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #26
  br label %158

158:                                              ; preds = %157, %154, %139, %129
  %159 = getelementptr inbounds i8, ptr %130, i64 16
  %160 = icmp eq ptr %159, %127
  br i1 %160, label %161, label %129, !llvm.loop !35

161:                                              ; preds = %158
  %162 = load ptr, ptr %124, align 8, !tbaa !21
  br label %163

163:                                              ; preds = %161, %123
  %164 = phi ptr [ %162, %161 ], [ %125, %123 ]
  %165 = icmp eq ptr %164, null
  br i1 %165, label %172, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds i8, ptr %11, i64 24
  %168 = load ptr, ptr %167, align 8, !tbaa !36
  %169 = ptrtoint ptr %168 to i64
  %170 = ptrtoint ptr %164 to i64
  %171 = sub i64 %169, %170
  call void @_ZdlPvm(ptr noundef nonnull %164, i64 noundef %171) #30
  br label %172

172:                                              ; preds = %166, %163
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %173 = getelementptr inbounds i8, ptr %14, i64 8
  %174 = load i64, ptr %173, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #26
  %175 = load ptr, ptr %8, align 8, !tbaa !226
  store ptr %175, ptr %12, align 8, !tbaa !226
  %176 = getelementptr inbounds i8, ptr %12, i64 8
  %177 = getelementptr inbounds i8, ptr %8, i64 8
  %178 = load ptr, ptr %177, align 8, !tbaa !24
  store ptr %178, ptr %176, align 8, !tbaa !24
  %179 = icmp eq ptr %178, null
  br i1 %179, label %189, label %180

180:                                              ; preds = %172
  %181 = getelementptr inbounds i8, ptr %178, i64 8
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %187, label %184

184:                                              ; preds = %180
  %185 = load i32, ptr %181, align 4, !tbaa !33
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %181, align 4, !tbaa !33
  br label %189

187:                                              ; preds = %180
  %188 = atomicrmw volatile add ptr %181, i32 1 acq_rel, align 4
  br label %189

189:                                              ; preds = %172, %184, %187
  %190 = getelementptr inbounds i8, ptr %12, i64 16
  %191 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %190, ptr noundef nonnull align 8 dereferenceable(16) %191, i64 16, i1 false)
  %192 = getelementptr inbounds i8, ptr %12, i64 32
  %193 = load ptr, ptr %10, align 8, !tbaa !226
  store ptr %193, ptr %192, align 8, !tbaa !226
  %194 = getelementptr inbounds i8, ptr %12, i64 40
  %195 = getelementptr inbounds i8, ptr %10, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !24
  store ptr %196, ptr %194, align 8, !tbaa !24
  %197 = icmp eq ptr %196, null
  br i1 %197, label %207, label %198

198:                                              ; preds = %189
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %205, label %202

202:                                              ; preds = %198
  %203 = load i32, ptr %199, align 4, !tbaa !33
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %199, align 4, !tbaa !33
  br label %207

205:                                              ; preds = %198
  %206 = atomicrmw volatile add ptr %199, i32 1 acq_rel, align 4
  br label %207

207:                                              ; preds = %189, %202, %205
  %208 = getelementptr inbounds i8, ptr %12, i64 48
  %209 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %208, ptr noundef nonnull align 8 dereferenceable(16) %209, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %174, ptr noundef nonnull align 8 dereferenceable(64) %12)
          to label %210 unwind label %329

210:                                              ; preds = %207
  %211 = load ptr, ptr %194, align 8, !tbaa !24
  %212 = icmp eq ptr %211, null
  br i1 %212, label %237, label %213

213:                                              ; preds = %210
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load atomic i64, ptr %214 acquire, align 8
  %216 = icmp eq i64 %215, 4294967297
  %217 = trunc i64 %215 to i32
  br i1 %216, label %218, label %226

218:                                              ; preds = %213
  store i32 0, ptr %214, align 8, !tbaa !26
  %219 = getelementptr inbounds i8, ptr %211, i64 12
  store i32 0, ptr %219, align 4, !tbaa !29
  %220 = load ptr, ptr %211, align 8, !tbaa !30
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  %223 = load ptr, ptr %211, align 8, !tbaa !30
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  br label %237

226:                                              ; preds = %213
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = add nsw i32 %217, -1
  store i32 %230, ptr %214, align 4, !tbaa !33
  br label %233

231:                                              ; preds = %226
  %232 = atomicrmw volatile add ptr %214, i32 -1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi i32 [ %217, %229 ], [ %232, %231 ]
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %237, !prof !34

236:                                              ; preds = %233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %211) #26
  br label %237

237:                                              ; preds = %236, %233, %218, %210
  %238 = load ptr, ptr %176, align 8, !tbaa !24
  %239 = icmp eq ptr %238, null
  br i1 %239, label %264, label %240

240:                                              ; preds = %237
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load atomic i64, ptr %241 acquire, align 8
  %243 = icmp eq i64 %242, 4294967297
  %244 = trunc i64 %242 to i32
  br i1 %243, label %245, label %253

245:                                              ; preds = %240
  store i32 0, ptr %241, align 8, !tbaa !26
  %246 = getelementptr inbounds i8, ptr %238, i64 12
  store i32 0, ptr %246, align 4, !tbaa !29
  %247 = load ptr, ptr %238, align 8, !tbaa !30
  %248 = getelementptr inbounds i8, ptr %247, i64 16
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  %250 = load ptr, ptr %238, align 8, !tbaa !30
  %251 = getelementptr inbounds i8, ptr %250, i64 24
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  br label %264

253:                                              ; preds = %240
  %254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %258, label %256

256:                                              ; preds = %253
  %257 = add nsw i32 %244, -1
  store i32 %257, ptr %241, align 4, !tbaa !33
  br label %260

258:                                              ; preds = %253
  %259 = atomicrmw volatile add ptr %241, i32 -1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %256
  %261 = phi i32 [ %244, %256 ], [ %259, %258 ]
  %262 = icmp eq i32 %261, 1
  br i1 %262, label %263, label %264, !prof !34

263:                                              ; preds = %260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  br label %264

264:                                              ; preds = %237, %245, %260, %263
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #26
  %265 = load ptr, ptr %195, align 8, !tbaa !24
  %266 = icmp eq ptr %265, null
  br i1 %266, label %291, label %267

267:                                              ; preds = %264
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load atomic i64, ptr %268 acquire, align 8
  %270 = icmp eq i64 %269, 4294967297
  %271 = trunc i64 %269 to i32
  br i1 %270, label %272, label %280

272:                                              ; preds = %267
  store i32 0, ptr %268, align 8, !tbaa !26
  %273 = getelementptr inbounds i8, ptr %265, i64 12
  store i32 0, ptr %273, align 4, !tbaa !29
  %274 = load ptr, ptr %265, align 8, !tbaa !30
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %265) #26
  %277 = load ptr, ptr %265, align 8, !tbaa !30
  %278 = getelementptr inbounds i8, ptr %277, i64 24
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %265) #26
  br label %291

280:                                              ; preds = %267
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %285, label %283

283:                                              ; preds = %280
  %284 = add nsw i32 %271, -1
  store i32 %284, ptr %268, align 4, !tbaa !33
  br label %287

285:                                              ; preds = %280
  %286 = atomicrmw volatile add ptr %268, i32 -1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i32 [ %271, %283 ], [ %286, %285 ]
  %289 = icmp eq i32 %288, 1
  br i1 %289, label %290, label %291, !prof !34

290:                                              ; preds = %287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %265) #26
  br label %291

291:                                              ; preds = %264, %272, %287, %290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  %292 = load ptr, ptr %177, align 8, !tbaa !24
  %293 = icmp eq ptr %292, null
  br i1 %293, label %318, label %294

294:                                              ; preds = %291
  %295 = getelementptr inbounds i8, ptr %292, i64 8
  %296 = load atomic i64, ptr %295 acquire, align 8
  %297 = icmp eq i64 %296, 4294967297
  %298 = trunc i64 %296 to i32
  br i1 %297, label %299, label %307

299:                                              ; preds = %294
  store i32 0, ptr %295, align 8, !tbaa !26
  %300 = getelementptr inbounds i8, ptr %292, i64 12
  store i32 0, ptr %300, align 4, !tbaa !29
  %301 = load ptr, ptr %292, align 8, !tbaa !30
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %292) #26
  %304 = load ptr, ptr %292, align 8, !tbaa !30
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %292) #26
  br label %318

307:                                              ; preds = %294
  %308 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %312, label %310

310:                                              ; preds = %307
  %311 = add nsw i32 %298, -1
  store i32 %311, ptr %295, align 4, !tbaa !33
  br label %314

312:                                              ; preds = %307
  %313 = atomicrmw volatile add ptr %295, i32 -1 acq_rel, align 4
  br label %314

314:                                              ; preds = %312, %310
  %315 = phi i32 [ %298, %310 ], [ %313, %312 ]
  %316 = icmp eq i32 %315, 1
  br i1 %316, label %317, label %318, !prof !34

317:                                              ; preds = %314
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %292) #26
  br label %318

318:                                              ; preds = %291, %299, %314, %317
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  ret void

319:                                              ; preds = %30
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  br label %335

321:                                              ; preds = %58
  %322 = landingpad { ptr, i32 }
          cleanup
  br label %323

323:                                              ; preds = %64, %321
  %324 = phi { ptr, i32 } [ %322, %321 ], [ %65, %64 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %333

325:                                              ; preds = %115
  %326 = landingpad { ptr, i32 }
          cleanup
  br label %327

327:                                              ; preds = %121, %325
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %122, %121 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %331

329:                                              ; preds = %207
  %330 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %12) #26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %331

331:                                              ; preds = %329, %327
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %328, %327 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %333

333:                                              ; preds = %331, %323
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %324, %323 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  br label %335

335:                                              ; preds = %333, %319
  %336 = phi { ptr, i32 } [ %334, %333 ], [ %320, %319 ]
  resume { ptr, i32 } %336
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESK_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(64) %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.140, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !226
  store ptr %5, ptr %4, align 8, !tbaa !226
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  store ptr %8, ptr %6, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
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
  %24 = load ptr, ptr %23, align 8, !tbaa !226
  store ptr %24, ptr %22, align 8, !tbaa !226
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %2, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  store ptr %27, ptr %25, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !33
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !33
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 48
  %40 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %40, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !24
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !29
  %51 = load ptr, ptr %42, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  %54 = load ptr, ptr %42, align 8, !tbaa !30
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !33
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !34

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !26
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !29
  %78 = load ptr, ptr %69, align 8, !tbaa !30
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  %81 = load ptr, ptr %69, align 8, !tbaa !30
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !33
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !34

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #26
  resume { ptr, i32 } %97
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.85", align 8
  %5 = alloca %class.anon.140, align 16
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.21)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

14:                                               ; preds = %87, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %88, %87 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #26
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.35)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !319
  store i64 %1, ptr %4, align 8, !tbaa !37, !alias.scope !319
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = load <2 x ptr>, ptr %2, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !24
  store <2 x ptr> %22, ptr %5, align 16, !tbaa !5
  store ptr null, ptr %2, align 8, !tbaa !226
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %5, i64 32
  %26 = getelementptr inbounds i8, ptr %2, i64 32
  %27 = getelementptr inbounds i8, ptr %2, i64 40
  %28 = load <2 x ptr>, ptr %26, align 8, !tbaa !5
  store ptr null, ptr %27, align 8, !tbaa !24
  store <2 x ptr> %28, ptr %25, align 16, !tbaa !5
  store ptr null, ptr %26, align 8, !tbaa !226
  %29 = getelementptr inbounds i8, ptr %5, i64 48
  %30 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %31 unwind label %87

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %5, i64 40
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !33
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !34

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %58, %55, %40, %31
  %60 = load ptr, ptr %20, align 8, !tbaa !24
  %61 = icmp eq ptr %60, null
  br i1 %61, label %86, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %60, i64 8
  %64 = load atomic i64, ptr %63 acquire, align 8
  %65 = icmp eq i64 %64, 4294967297
  %66 = trunc i64 %64 to i32
  br i1 %65, label %67, label %75

67:                                               ; preds = %62
  store i32 0, ptr %63, align 8, !tbaa !26
  %68 = getelementptr inbounds i8, ptr %60, i64 12
  store i32 0, ptr %68, align 4, !tbaa !29
  %69 = load ptr, ptr %60, align 8, !tbaa !30
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load ptr, ptr %70, align 8
  call void %71(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  %72 = load ptr, ptr %60, align 8, !tbaa !30
  %73 = getelementptr inbounds i8, ptr %72, i64 24
  %74 = load ptr, ptr %73, align 8
  call void %74(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  br label %86

75:                                               ; preds = %62
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %80, label %78

78:                                               ; preds = %75
  %79 = add nsw i32 %66, -1
  store i32 %79, ptr %63, align 4, !tbaa !33
  br label %82

80:                                               ; preds = %75
  %81 = atomicrmw volatile add ptr %63, i32 -1 acq_rel, align 4
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %66, %78 ], [ %81, %80 ]
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %86, !prof !34

85:                                               ; preds = %82
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %60) #26
  br label %86

86:                                               ; preds = %59, %67, %82, %85
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

87:                                               ; preds = %18
  %88 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %5) #26
  br label %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.143", align 8
  %4 = alloca %"class.std::vector.96", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #26
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS1_5eventEENKUlRNS1_7handlerEE0_clES7_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.143") align 8 %3, ptr noundef nonnull align 8 dereferenceable(64) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr null, ptr %3, align 8, !tbaa !5
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  store ptr %6, ptr %5, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(72) %13) #26
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #26
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !5
  %21 = load ptr, ptr %20, align 8, !tbaa !30
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !322)
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !322
  store ptr %25, ptr %4, align 8, !tbaa !250, !alias.scope !322
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %26, ptr %24, align 8, !tbaa !252, !alias.scope !322
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %25, align 4, !noalias !322
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 0, ptr %28, align 4, !tbaa !33, !noalias !322
  %29 = getelementptr inbounds i8, ptr %25, i64 12
  store i64 17446157156352, ptr %29, align 4, !noalias !322
  %30 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 32, ptr %30, align 4, !tbaa !33, !noalias !322
  store ptr %26, ptr %27, align 8, !tbaa !253, !alias.scope !322
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %31 unwind label %47

31:                                               ; preds = %19
  %32 = load ptr, ptr %4, align 8, !tbaa !250
  %33 = icmp eq ptr %32, null
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = load ptr, ptr %24, align 8, !tbaa !252
  %36 = ptrtoint ptr %35 to i64
  %37 = ptrtoint ptr %32 to i64
  %38 = sub i64 %36, %37
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef %38) #30
  br label %39

39:                                               ; preds = %31, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  %41 = call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %41, ptr noundef nonnull align 1 dereferenceable(11) @.str.35, i64 11, i1 false)
  %42 = getelementptr inbounds i8, ptr %41, i64 11
  store i8 0, ptr %42, align 1, !tbaa !32
  %43 = load ptr, ptr %40, align 8, !tbaa !5
  store ptr %41, ptr %40, align 8, !tbaa !5
  %44 = icmp eq ptr %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %39
  call void @_ZdaPv(ptr noundef nonnull %43) #30
  br label %46

46:                                               ; preds = %39, %45
  ret void

47:                                               ; preds = %19
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %4, align 8, !tbaa !250
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %24, align 8, !tbaa !252
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #30
  br label %56

56:                                               ; preds = %47, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI6OffsetZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES6_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSD_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEESA_SI_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.141, align 1
  %4 = alloca %class.anon.140, align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %5, ptr %4, align 8, !tbaa !226
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  store ptr %8, ptr %6, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
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
  %24 = load ptr, ptr %23, align 8, !tbaa !226
  store ptr %24, ptr %22, align 8, !tbaa !226
  %25 = getelementptr inbounds i8, ptr %4, i64 40
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  store ptr %27, ptr %25, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !33
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !33
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 48
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull align 8 dereferenceable(16) %40, i64 16, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI6OffsetNS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES8_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISK_EEJPS1_SC_EEEDaSO_SQ_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !24
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !29
  %51 = load ptr, ptr %42, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  %54 = load ptr, ptr %42, align 8, !tbaa !30
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !33
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !34

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #26
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !26
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !29
  %78 = load ptr, ptr %69, align 8, !tbaa !30
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  %81 = load ptr, ptr %69, align 8, !tbaa !30
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !33
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !34

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #26
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #26
  resume { ptr, i32 } %97
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI6OffsetNS0_4itemILi1ELb1EEEZZN11BufferStage6finishENS0_5eventEENKUlRS1_E0_clES8_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSF_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISK_EEJPS1_SC_EEEDaSO_SQ_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !24
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !33
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !33
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 40
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !33
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !33
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
  store i32 0, ptr %21, align 8, !tbaa !26
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !29
  %35 = load ptr, ptr %18, align 8, !tbaa !30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  %38 = load ptr, ptr %18, align 8, !tbaa !30
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !34

51:                                               ; preds = %48
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
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
  store i32 0, ptr %54, align 8, !tbaa !26
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !29
  %60 = load ptr, ptr %5, align 8, !tbaa !30
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  %63 = load ptr, ptr %5, align 8, !tbaa !30
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !33
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !34

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS1_5eventEENKUlRNS1_7handlerEE0_clES7_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.143") align 8 %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #28
  %6 = load ptr, ptr %1, align 8, !tbaa !226
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !33
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !33
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !226
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %35, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !33
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !33
  br label %35

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  br label %35

35:                                               ; preds = %19, %30, %33
  %36 = getelementptr inbounds i8, ptr %1, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %36, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %37, align 8, !tbaa !226
  %38 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %38, align 8, !tbaa !24
  br i1 %9, label %48, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %8, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !33
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !33
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %35
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %50 = getelementptr inbounds i8, ptr %5, i64 40
  store ptr %22, ptr %50, align 8, !tbaa !226
  %51 = getelementptr inbounds i8, ptr %5, i64 48
  store ptr %24, ptr %51, align 8, !tbaa !24
  br i1 %25, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %24, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !33
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !33
  br label %63

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %63

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %5, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  br label %87

63:                                               ; preds = %56, %59
  %64 = getelementptr inbounds i8, ptr %5, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !5
  %65 = load atomic i64, ptr %53 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %53, align 8, !tbaa !26
  %69 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %69, align 4, !tbaa !29
  %70 = load ptr, ptr %24, align 8, !tbaa !30
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %73 = load ptr, ptr %24, align 8, !tbaa !30
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %53, align 4, !tbaa !33
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !34

86:                                               ; preds = %83
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %87

87:                                               ; preds = %61, %86, %83, %68
  br i1 %9, label %112, label %88

88:                                               ; preds = %87
  %89 = getelementptr inbounds i8, ptr %8, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %8, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  tail call void %97(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  %98 = load ptr, ptr %8, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %112

112:                                              ; preds = %87, %93, %108, %111
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !33
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !34

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11BufferStage6finishENS0_5eventEENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.140, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !226
  store ptr %4, ptr %2, align 8, !tbaa !226
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !33
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !33
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
  %23 = load ptr, ptr %22, align 8, !tbaa !226
  store ptr %23, ptr %21, align 8, !tbaa !226
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !33
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !33
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %41 unwind label %110

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %43 unwind label %110

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  %46 = getelementptr float, ptr %45, i64 %44
  %47 = load float, ptr %46, align 4, !tbaa !12
  %48 = fadd float %47, 1.000000e+00
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %50 unwind label %110

50:                                               ; preds = %43
  %51 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %52 unwind label %110

52:                                               ; preds = %50
  %53 = load i64, ptr %51, align 8
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %55 = getelementptr float, ptr %54, i64 %53
  store float %48, ptr %55, align 4, !tbaa !12
  %56 = load ptr, ptr %24, align 8, !tbaa !24
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load atomic i64, ptr %59 acquire, align 8
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %58
  store i32 0, ptr %59, align 8, !tbaa !26
  %64 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 0, ptr %64, align 4, !tbaa !29
  %65 = load ptr, ptr %56, align 8, !tbaa !30
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %56) #26
  %68 = load ptr, ptr %56, align 8, !tbaa !30
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %56) #26
  br label %82

71:                                               ; preds = %58
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %59, align 4, !tbaa !33
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %59, i32 -1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !34

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %56) #26
  br label %82

82:                                               ; preds = %81, %78, %63, %52
  %83 = load ptr, ptr %5, align 8, !tbaa !24
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !26
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !29
  %92 = load ptr, ptr %83, align 8, !tbaa !30
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  %95 = load ptr, ptr %83, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !33
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !34

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  ret void

110:                                              ; preds = %50, %43, %41, %37
  %111 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE0_clES4_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #26
  resume { ptr, i32 } %111
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE1_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.120", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.120", align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !325
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %9 = getelementptr inbounds i8, ptr %8, i64 168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 78, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %12, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %13 unwind label %138

13:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %16 unwind label %14

14:                                               ; preds = %13
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %140

16:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !23
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !35

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !21
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !36
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #30
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  %66 = load ptr, ptr %5, align 8, !tbaa !226
  store ptr %66, ptr %7, align 8, !tbaa !226
  %67 = getelementptr inbounds i8, ptr %7, i64 8
  %68 = getelementptr inbounds i8, ptr %5, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !24
  store ptr %69, ptr %67, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %80, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %72, align 4, !tbaa !33
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %72, align 4, !tbaa !33
  br label %80

78:                                               ; preds = %71
  %79 = atomicrmw volatile add ptr %72, i32 1 acq_rel, align 4
  br label %80

80:                                               ; preds = %65, %75, %78
  %81 = getelementptr inbounds i8, ptr %7, i64 16
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 8 dereferenceable(16) %82, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %7)
          to label %83 unwind label %142

83:                                               ; preds = %80
  %84 = load ptr, ptr %67, align 8, !tbaa !24
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !26
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !29
  %93 = load ptr, ptr %84, align 8, !tbaa !30
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  %96 = load ptr, ptr %84, align 8, !tbaa !30
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !33
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !34

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

110:                                              ; preds = %83, %91, %106, %109
  %111 = load ptr, ptr %68, align 8, !tbaa !24
  %112 = icmp eq ptr %111, null
  br i1 %112, label %137, label %113

113:                                              ; preds = %110
  %114 = getelementptr inbounds i8, ptr %111, i64 8
  %115 = load atomic i64, ptr %114 acquire, align 8
  %116 = icmp eq i64 %115, 4294967297
  %117 = trunc i64 %115 to i32
  br i1 %116, label %118, label %126

118:                                              ; preds = %113
  store i32 0, ptr %114, align 8, !tbaa !26
  %119 = getelementptr inbounds i8, ptr %111, i64 12
  store i32 0, ptr %119, align 4, !tbaa !29
  %120 = load ptr, ptr %111, align 8, !tbaa !30
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %111) #26
  %123 = load ptr, ptr %111, align 8, !tbaa !30
  %124 = getelementptr inbounds i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %111) #26
  br label %137

126:                                              ; preds = %113
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %131, label %129

129:                                              ; preds = %126
  %130 = add nsw i32 %117, -1
  store i32 %130, ptr %114, align 4, !tbaa !33
  br label %133

131:                                              ; preds = %126
  %132 = atomicrmw volatile add ptr %114, i32 -1 acq_rel, align 4
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi i32 [ %117, %129 ], [ %132, %131 ]
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %136, label %137, !prof !34

136:                                              ; preds = %133
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %111) #26
  br label %137

137:                                              ; preds = %110, %118, %133, %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

138:                                              ; preds = %2
  %139 = landingpad { ptr, i32 }
          cleanup
  br label %140

140:                                              ; preds = %14, %138
  %141 = phi { ptr, i32 } [ %139, %138 ], [ %15, %14 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %144

142:                                              ; preds = %80
  %143 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %144

144:                                              ; preds = %142, %140
  %145 = phi { ptr, i32 } [ %143, %142 ], [ %141, %140 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %145
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11update_hostIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ENS0_3ext6oneapi22accessor_property_listIJEEEEE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::accessor.120", align 8
  %4 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %4, label %5, label %54

5:                                                ; preds = %2
  %6 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %6, ptr %3, align 8, !tbaa !226
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !33
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !33
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %5, %15, %18
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %3)
          to label %23 unwind label %52

23:                                               ; preds = %20
  %24 = load ptr, ptr %7, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %54, label %26

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !29
  %33 = load ptr, ptr %24, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %54

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !33
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %54, !prof !34

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %54

50:                                               ; preds = %63, %52
  %51 = phi { ptr, i32 } [ %53, %52 ], [ %64, %63 ]
  resume { ptr, i32 } %51

52:                                               ; preds = %20
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #26
  br label %50

54:                                               ; preds = %49, %46, %31, %23, %2
  %55 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %65, label %57

57:                                               ; preds = %54
  %58 = call ptr @__cxa_allocate_exception(i64 64) #26
  %59 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %60 = extractvalue { i32, ptr } %59, 0
  %61 = extractvalue { i32, ptr } %59, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %58, i32 %60, ptr %61, ptr noundef nonnull @.str.21)
          to label %62 unwind label %63

62:                                               ; preds = %57
  call void @__cxa_throw(ptr nonnull %58, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

63:                                               ; preds = %57
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %58) #26
  br label %50

65:                                               ; preds = %54
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 8)
  %66 = load ptr, ptr %1, align 8, !tbaa !226
  %67 = icmp eq ptr %66, null
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

69:                                               ; preds = %65
  %70 = getelementptr inbounds i8, ptr %1, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %74, align 4, !tbaa !33
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %74, align 4, !tbaa !33
  br label %84

80:                                               ; preds = %73
  %81 = atomicrmw volatile add ptr %74, i32 1 acq_rel, align 4
  br label %84

82:                                               ; preds = %69
  %83 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %66, ptr %83, align 8, !tbaa !264
  br label %108

84:                                               ; preds = %77, %80
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %66, ptr %85, align 8, !tbaa !264
  %86 = load atomic i64, ptr %74 acquire, align 8
  %87 = icmp eq i64 %86, 4294967297
  %88 = trunc i64 %86 to i32
  br i1 %87, label %89, label %97

89:                                               ; preds = %84
  store i32 0, ptr %74, align 8, !tbaa !26
  %90 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %90, align 4, !tbaa !29
  %91 = load ptr, ptr %71, align 8, !tbaa !30
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  call void %93(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  %94 = load ptr, ptr %71, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 24
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %108

97:                                               ; preds = %84
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = add nsw i32 %88, -1
  store i32 %101, ptr %74, align 4, !tbaa !33
  br label %104

102:                                              ; preds = %97
  %103 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %100
  %105 = phi i32 [ %88, %100 ], [ %103, %102 ]
  %106 = icmp eq i32 %105, 1
  br i1 %106, label %107, label %108, !prof !34

107:                                              ; preds = %104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #26
  br label %108

108:                                              ; preds = %82, %89, %104, %107
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage6finishEN4sycl3_V15eventEENKUlRNS1_7handlerEE2_clES4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.120", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.120", align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !327
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %9 = getelementptr inbounds i8, ptr %8, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 82, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %12, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %13 unwind label %140

13:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %16 unwind label %14

14:                                               ; preds = %13
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %142

16:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !23
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !35

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !21
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !36
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #30
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  %66 = load ptr, ptr %5, align 8, !tbaa !226
  store ptr %66, ptr %7, align 8, !tbaa !226
  %67 = getelementptr inbounds i8, ptr %7, i64 8
  %68 = getelementptr inbounds i8, ptr %5, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !24
  store ptr %69, ptr %67, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %80, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %72, align 4, !tbaa !33
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %72, align 4, !tbaa !33
  br label %80

78:                                               ; preds = %71
  %79 = atomicrmw volatile add ptr %72, i32 1 acq_rel, align 4
  br label %80

80:                                               ; preds = %65, %75, %78
  %81 = getelementptr inbounds i8, ptr %7, i64 16
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 8 dereferenceable(16) %82, i64 16, i1 false)
  %83 = getelementptr inbounds i8, ptr %8, i64 40
  %84 = load ptr, ptr %83, align 8, !tbaa !9
  invoke void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %7, ptr noundef %84)
          to label %85 unwind label %144

85:                                               ; preds = %80
  %86 = load ptr, ptr %67, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %112, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %101

93:                                               ; preds = %88
  store i32 0, ptr %89, align 8, !tbaa !26
  %94 = getelementptr inbounds i8, ptr %86, i64 12
  store i32 0, ptr %94, align 4, !tbaa !29
  %95 = load ptr, ptr %86, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  %98 = load ptr, ptr %86, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !33
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !34

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #26
  br label %112

112:                                              ; preds = %85, %93, %108, %111
  %113 = load ptr, ptr %68, align 8, !tbaa !24
  %114 = icmp eq ptr %113, null
  br i1 %114, label %139, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  %117 = load atomic i64, ptr %116 acquire, align 8
  %118 = icmp eq i64 %117, 4294967297
  %119 = trunc i64 %117 to i32
  br i1 %118, label %120, label %128

120:                                              ; preds = %115
  store i32 0, ptr %116, align 8, !tbaa !26
  %121 = getelementptr inbounds i8, ptr %113, i64 12
  store i32 0, ptr %121, align 4, !tbaa !29
  %122 = load ptr, ptr %113, align 8, !tbaa !30
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load ptr, ptr %123, align 8
  call void %124(ptr noundef nonnull align 8 dereferenceable(16) %113) #26
  %125 = load ptr, ptr %113, align 8, !tbaa !30
  %126 = getelementptr inbounds i8, ptr %125, i64 24
  %127 = load ptr, ptr %126, align 8
  call void %127(ptr noundef nonnull align 8 dereferenceable(16) %113) #26
  br label %139

128:                                              ; preds = %115
  %129 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %133, label %131

131:                                              ; preds = %128
  %132 = add nsw i32 %119, -1
  store i32 %132, ptr %116, align 4, !tbaa !33
  br label %135

133:                                              ; preds = %128
  %134 = atomicrmw volatile add ptr %116, i32 -1 acq_rel, align 4
  br label %135

135:                                              ; preds = %133, %131
  %136 = phi i32 [ %119, %131 ], [ %134, %133 ]
  %137 = icmp eq i32 %136, 1
  br i1 %137, label %138, label %139, !prof !34

138:                                              ; preds = %135
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %113) #26
  br label %139

139:                                              ; preds = %112, %120, %135, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

140:                                              ; preds = %2
  %141 = landingpad { ptr, i32 }
          cleanup
  br label %142

142:                                              ; preds = %14, %140
  %143 = phi { ptr, i32 } [ %141, %140 ], [ %15, %14 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %146

144:                                              ; preds = %80
  %145 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %146

146:                                              ; preds = %144, %142
  %147 = phi { ptr, i32 } [ %145, %144 ], [ %143, %142 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %147
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler4copyIffLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0EEEvNS0_8accessorIT_XT1_EXT2_EXT3_EXT4_ENS0_3ext6oneapi22accessor_property_listIJEEEEEPT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::accessor.120", align 8
  %5 = tail call noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = load ptr, ptr %1, align 8, !tbaa !226
  store ptr %7, ptr %4, align 8, !tbaa !226
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  store ptr %10, ptr %8, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !33
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !33
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %6, %16, %19
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler34checkIfPlaceholderIsBoundToHandlerIfLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEEvNS0_8accessorIT_XT0_EXT1_EXT2_EXT3_ET4_EE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %24 unwind label %53

24:                                               ; preds = %21
  %25 = load ptr, ptr %8, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %55

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %55, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %55

51:                                               ; preds = %64, %53
  %52 = phi { ptr, i32 } [ %54, %53 ], [ %65, %64 ]
  resume { ptr, i32 } %52

53:                                               ; preds = %21
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #26
  br label %51

55:                                               ; preds = %50, %47, %32, %24, %3
  %56 = call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %66, label %58

58:                                               ; preds = %55
  %59 = call ptr @__cxa_allocate_exception(i64 64) #26
  %60 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %61 = extractvalue { i32, ptr } %60, 0
  %62 = extractvalue { i32, ptr } %60, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %59, i32 %61, ptr %62, ptr noundef nonnull @.str.21)
          to label %63 unwind label %64

63:                                               ; preds = %58
  call void @__cxa_throw(ptr nonnull %59, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

64:                                               ; preds = %58
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %59) #26
  br label %51

66:                                               ; preds = %55
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 2)
  %67 = load ptr, ptr %1, align 8, !tbaa !226
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %70

69:                                               ; preds = %66
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.17, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS1_16AccessorBaseHostEEERKDtsrT_4implERKS4_) #29
  unreachable

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %1, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !24
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !33
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !33
  br label %86

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %86

83:                                               ; preds = %70
  %84 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %67, ptr %84, align 8, !tbaa !298
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %2, ptr %85, align 8, !tbaa !264
  br label %111

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr %67, ptr %87, align 8, !tbaa !298
  %88 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr %2, ptr %88, align 8, !tbaa !264
  %89 = load atomic i64, ptr %75 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %86
  store i32 0, ptr %75, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %93, align 4, !tbaa !29
  %94 = load ptr, ptr %72, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  %97 = load ptr, ptr %72, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %111

100:                                              ; preds = %86
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %75, align 4, !tbaa !33
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !34

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #26
  br label %111

111:                                              ; preds = %83, %92, %107, %110
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_E4callEPKvS7_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 comdat align 2 {
  tail call void @_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor.120", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %class.anon.155, align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !329
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %9 = getelementptr inbounds i8, ptr %8, i64 128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 89, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %12, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %13 unwind label %142

13:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #26
  store i32 5, ptr %3, align 4, !tbaa !224
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %16 unwind label %14

14:                                               ; preds = %13
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %144

16:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !21
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !23
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !24
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !29
  %34 = load ptr, ptr %25, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  %37 = load ptr, ptr %25, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !33
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !34

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #26
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !35

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !21
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !36
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #30
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #26
  %66 = load ptr, ptr %5, align 8, !tbaa !226
  store ptr %66, ptr %7, align 8, !tbaa !226
  %67 = getelementptr inbounds i8, ptr %7, i64 8
  %68 = getelementptr inbounds i8, ptr %5, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !24
  store ptr %69, ptr %67, align 8, !tbaa !24
  %70 = icmp eq ptr %69, null
  br i1 %70, label %80, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %78, label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %72, align 4, !tbaa !33
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %72, align 4, !tbaa !33
  br label %80

78:                                               ; preds = %71
  %79 = atomicrmw volatile add ptr %72, i32 1 acq_rel, align 4
  br label %80

80:                                               ; preds = %65, %75, %78
  %81 = getelementptr inbounds i8, ptr %7, i64 16
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 8 dereferenceable(16) %82, i64 16, i1 false)
  %83 = getelementptr inbounds i8, ptr %7, i64 32
  %84 = getelementptr inbounds i8, ptr %0, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !331
  %86 = load ptr, ptr %85, align 8, !tbaa !5
  store ptr %86, ptr %83, align 8, !tbaa !332
  invoke void @_ZN4sycl3_V17handler14host_task_implIRZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISD_FvNS0_14interop_handleEEEE5valueEvE4typeEOSB_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(40) %7)
          to label %87 unwind label %146

87:                                               ; preds = %80
  %88 = load ptr, ptr %67, align 8, !tbaa !24
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !26
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !29
  %97 = load ptr, ptr %88, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  %100 = load ptr, ptr %88, align 8, !tbaa !30
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !33
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !34

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  br label %114

114:                                              ; preds = %87, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #26
  %115 = load ptr, ptr %68, align 8, !tbaa !24
  %116 = icmp eq ptr %115, null
  br i1 %116, label %141, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %115, i64 8
  %119 = load atomic i64, ptr %118 acquire, align 8
  %120 = icmp eq i64 %119, 4294967297
  %121 = trunc i64 %119 to i32
  br i1 %120, label %122, label %130

122:                                              ; preds = %117
  store i32 0, ptr %118, align 8, !tbaa !26
  %123 = getelementptr inbounds i8, ptr %115, i64 12
  store i32 0, ptr %123, align 4, !tbaa !29
  %124 = load ptr, ptr %115, align 8, !tbaa !30
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  %127 = load ptr, ptr %115, align 8, !tbaa !30
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  call void %129(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  br label %141

130:                                              ; preds = %117
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i32 %121, -1
  store i32 %134, ptr %118, align 4, !tbaa !33
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw volatile add ptr %118, i32 -1 acq_rel, align 4
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %121, %133 ], [ %136, %135 ]
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %141, !prof !34

140:                                              ; preds = %137
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  br label %141

141:                                              ; preds = %114, %122, %137, %140
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

142:                                              ; preds = %2
  %143 = landingpad { ptr, i32 }
          cleanup
  br label %144

144:                                              ; preds = %14, %142
  %145 = phi { ptr, i32 } [ %143, %142 ], [ %15, %14 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %148

146:                                              ; preds = %80
  %147 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %7) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  br label %148

148:                                              ; preds = %146, %144
  %149 = phi { ptr, i32 } [ %147, %146 ], [ %145, %144 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %149
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler14host_task_implIRZZN11BufferStage13check_on_hostEPdENKUlRS1_E_clES5_EUlvE_EENSt9enable_ifIXoosr6detail18check_fn_signatureINSt16remove_referenceIT_E4typeEFvvEEE5valuesr6detail18check_fn_signatureISD_FvNS0_14interop_handleEEEE5valueEvE4typeEOSB_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(40) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function.156", align 8
  %4 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %8 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %9 = extractvalue { i32, ptr } %8, 0
  %10 = extractvalue { i32, ptr } %8, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %7, i32 %9, ptr %10, ptr noundef nonnull @.str.21)
          to label %11 unwind label %14

11:                                               ; preds = %6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

12:                                               ; preds = %46, %14
  %13 = phi { ptr, i32 } [ %15, %14 ], [ %38, %46 ]
  resume { ptr, i32 } %13

14:                                               ; preds = %6
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %7) #26
  br label %12

16:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler28setArgsToAssociatedAccessorsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #26
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  %18 = getelementptr inbounds i8, ptr %3, i64 24
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %19, align 8
  %20 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #28
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store ptr null, ptr %21, align 8, !tbaa !24
  store <2 x ptr> %22, ptr %20, align 8, !tbaa !5
  store ptr null, ptr %1, align 8, !tbaa !226
  %23 = getelementptr inbounds i8, ptr %20, i64 16
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %20, i64 32
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !332
  store ptr %27, ptr %25, align 8, !tbaa !332
  store ptr %20, ptr %3, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data, ptr %18, align 8, !tbaa !334
  store ptr @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation, ptr %17, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V17handler11SetHostTaskEOSt8functionIFvvEE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %28 unwind label %37

28:                                               ; preds = %16
  %29 = load ptr, ptr %17, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %28
  %32 = invoke noundef zeroext i1 %29(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %36 unwind label %33

33:                                               ; preds = %31
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #29
  unreachable

36:                                               ; preds = %28, %31
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #26
  ret void

37:                                               ; preds = %16
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = load ptr, ptr %17, align 8, !tbaa !18
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = invoke noundef zeroext i1 %39(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %46 unwind label %43

43:                                               ; preds = %41
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  call void @__clang_call_terminate(ptr %45) #29
  unreachable

46:                                               ; preds = %37, %41
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #26
  br label %12
}

declare void @_ZN4sycl3_V17handler28setArgsToAssociatedAccessorsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler11SetHostTaskEOSt8functionIFvvEE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E9_M_invokeERKSt9_Any_data(ptr noundef nonnull align 8 dereferenceable(16) %0) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  br label %3

3:                                                ; preds = %19, %1
  %4 = phi double [ 0.000000e+00, %1 ], [ %28, %19 ]
  %5 = phi i64 [ 0, %1 ], [ %29, %19 ]
  %6 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %10 unwind label %7

7:                                                ; preds = %3
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #29
  unreachable

10:                                               ; preds = %3
  %11 = load i64, ptr %6, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !37
  %14 = mul i64 %13, %11
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  %16 = load i64, ptr %15, align 8, !tbaa !37
  %17 = mul i64 %14, %16
  %18 = icmp ult i64 %5, %17
  br i1 %18, label %19, label %30

19:                                               ; preds = %10
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2), !noalias !336
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2), !noalias !339
  %22 = load i64, ptr %21, align 8
  %23 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #26
  %24 = getelementptr float, ptr %23, i64 %22
  %25 = getelementptr float, ptr %24, i64 %5
  %26 = load float, ptr %25, align 4, !tbaa !12
  %27 = fpext float %26 to double
  %28 = fadd double %4, %27
  %29 = add nuw i64 %5, 1
  br label %3, !llvm.loop !342

30:                                               ; preds = %10
  %31 = getelementptr inbounds i8, ptr %2, i64 32
  %32 = load ptr, ptr %31, align 8, !tbaa !332
  store double %4, ptr %32, align 8, !tbaa !39
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvvEZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #4 comdat align 2 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_, ptr %0, align 8, !tbaa !5
  br label %9

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %9

7:                                                ; preds = %3
  %8 = tail call noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2)
  br label %9

9:                                                ; preds = %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt14_Function_base13_Base_managerIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES6_EUlvE_E10_M_managerERSt9_Any_dataRKSA_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %62 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %7
    i32 3, label %30
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_, ptr %0, align 8, !tbaa !5
  br label %62

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %62

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !5
  %9 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #28
  %10 = load ptr, ptr %8, align 8, !tbaa !226
  store ptr %10, ptr %9, align 8, !tbaa !226
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  store ptr %13, ptr %11, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !33
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !33
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %7, %19, %22
  %25 = getelementptr inbounds i8, ptr %9, i64 16
  %26 = getelementptr inbounds i8, ptr %8, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %9, i64 32
  %28 = getelementptr inbounds i8, ptr %8, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !332
  store ptr %29, ptr %27, align 8, !tbaa !332
  store ptr %9, ptr %0, align 8, !tbaa !5
  br label %62

30:                                               ; preds = %3
  %31 = load ptr, ptr %0, align 8, !tbaa !5
  %32 = icmp eq ptr %31, null
  br i1 %32, label %62, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !24
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !29
  %44 = load ptr, ptr %35, align 8, !tbaa !30
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  tail call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  %47 = load ptr, ptr %35, align 8, !tbaa !30
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  tail call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !33
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !34

60:                                               ; preds = %57
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  br label %61

61:                                               ; preds = %60, %57, %42, %33
  tail call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 40) #30
  br label %62

62:                                               ; preds = %61, %30, %3, %24, %5, %4
  ret i1 false
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %69

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !24
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !26
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !29
  %21 = load ptr, ptr %12, align 8, !tbaa !30
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #26
  %24 = load ptr, ptr %12, align 8, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #26
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !33
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !34

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #26
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !24
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !26
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !29
  %49 = load ptr, ptr %40, align 8, !tbaa !30
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #26
  %52 = load ptr, ptr %40, align 8, !tbaa !30
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #26
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !33
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !34

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #26
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #26
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  resume { ptr, i32 } %72
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !33
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !34

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !343
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !345
  %7 = load i64, ptr %6, align 8, !tbaa !37
  %8 = shl i64 %7, 2
  tail call void @_ZN4sycl3_V17handler6memsetEPvim(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %4, i32 noundef 0, i64 noundef %8)
  ret void
}

declare void @_ZN4sycl3_V17handler6memsetEPvim(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE0_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.96", align 8
  %4 = alloca %"class.sycl::_V1::range.85", align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !346
  %6 = load i64, ptr %5, align 8, !tbaa !37
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !348
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !349
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %2
  %16 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %17 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %18 = extractvalue { i32, ptr } %17, 0
  %19 = extractvalue { i32, ptr } %17, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %16, i32 %18, ptr %19, ptr noundef nonnull @.str.21)
          to label %20 unwind label %23

20:                                               ; preds = %15
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

21:                                               ; preds = %73, %23
  %22 = phi { ptr, i32 } [ %24, %23 ], [ %65, %73 ]
  resume { ptr, i32 } %22

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %16) #26
  br label %21

25:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.38)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false), !alias.scope !350
  store i64 %6, ptr %4, align 8, !tbaa !37, !alias.scope !350
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.85") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %27 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !353
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %27, align 8, !tbaa !30, !noalias !353
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %9, ptr %28, align 8, !tbaa !5, !noalias !353
  %29 = getelementptr inbounds i8, ptr %27, i64 16
  store ptr %12, ptr %29, align 8, !tbaa !5, !noalias !353
  %30 = getelementptr inbounds i8, ptr %1, i64 152
  %31 = load ptr, ptr %30, align 8, !tbaa !5
  store ptr %27, ptr %30, align 8, !tbaa !5
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %25
  %34 = load ptr, ptr %31, align 8, !tbaa !30
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  tail call void %36(ptr noundef nonnull align 8 dereferenceable(8) %31) #26
  br label %37

37:                                               ; preds = %33, %25
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %38 = load ptr, ptr %30, align 8, !tbaa !5
  %39 = load ptr, ptr %38, align 8, !tbaa !30
  %40 = load ptr, ptr %39, align 8
  %41 = tail call noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(8) %38)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !356)
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !356
  store ptr %43, ptr %3, align 8, !tbaa !250, !alias.scope !356
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  store ptr %44, ptr %42, align 8, !tbaa !252, !alias.scope !356
  %45 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %43, align 4, !noalias !356
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  store i32 0, ptr %46, align 4, !tbaa !33, !noalias !356
  %47 = getelementptr inbounds i8, ptr %43, i64 12
  store i64 34359738371, ptr %47, align 4, !noalias !356
  %48 = getelementptr inbounds i8, ptr %43, i64 20
  store i32 8, ptr %48, align 4, !tbaa !33, !noalias !356
  store ptr %44, ptr %45, align 8, !tbaa !253, !alias.scope !356
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %41, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %49 unwind label %64

49:                                               ; preds = %37
  %50 = load ptr, ptr %3, align 8, !tbaa !250
  %51 = icmp eq ptr %50, null
  br i1 %51, label %57, label %52

52:                                               ; preds = %49
  %53 = load ptr, ptr %42, align 8, !tbaa !252
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %50 to i64
  %56 = sub i64 %54, %55
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %56) #30
  br label %57

57:                                               ; preds = %52, %49
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #26
  %58 = getelementptr inbounds i8, ptr %1, i64 80
  %59 = call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %59, ptr noundef nonnull align 1 dereferenceable(11) @.str.38, i64 11, i1 false)
  %60 = getelementptr inbounds i8, ptr %59, i64 11
  store i8 0, ptr %60, align 1, !tbaa !32
  %61 = load ptr, ptr %58, align 8, !tbaa !5
  store ptr %59, ptr %58, align 8, !tbaa !5
  %62 = icmp eq ptr %61, null
  br i1 %62, label %74, label %63

63:                                               ; preds = %57
  call void @_ZdaPv(ptr noundef nonnull %61) #30
  br label %74

64:                                               ; preds = %37
  %65 = landingpad { ptr, i32 }
          cleanup
  %66 = load ptr, ptr %3, align 8, !tbaa !250
  %67 = icmp eq ptr %66, null
  br i1 %67, label %73, label %68

68:                                               ; preds = %64
  %69 = load ptr, ptr %42, align 8, !tbaa !252
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %66 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %72) #30
  br label %73

73:                                               ; preds = %68, %64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #26
  br label %21

74:                                               ; preds = %57, %63
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(24) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS7_ENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = load float, ptr %5, align 4, !tbaa !12
  %7 = fmul float %6, %6
  store float %7, ptr %3, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL9usm_stageRNS0_5queueERKSt6vectorIfSaIfEERS8_EUlRNS0_7handlerEE1_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !359
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !361
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !362
  %10 = load i64, ptr %9, align 8, !tbaa !37
  %11 = shl i64 %10, 2
  tail call void @_ZN4sycl3_V17handler6memcpyEPvPKvm(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %4, ptr noundef %7, i64 noundef %11)
  ret void
}

declare void @_ZN4sycl3_V17handler6memcpyEPvPKvm(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #22

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #23 = { nofree nounwind }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nounwind }
attributes #27 = { noreturn }
attributes #28 = { builtin allocsize(0) }
attributes #29 = { noreturn nounwind }
attributes #30 = { builtin nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!10, !6, i64 16}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = !{!10, !6, i64 8}
!15 = !{!16, !6, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !6, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!18 = !{!17, !6, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !6, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!23 = !{!22, !6, i64 8}
!24 = !{!25, !6, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!26 = !{!27, !28, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !28, i64 8, !28, i64 12}
!28 = !{!"int", !7, i64 0}
!29 = !{!27, !28, i64 12}
!30 = !{!31, !31, i64 0}
!31 = !{!"vtable pointer", !8, i64 0}
!32 = !{!7, !7, i64 0}
!33 = !{!28, !28, i64 0}
!34 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!35 = distinct !{!35, !20}
!36 = !{!22, !6, i64 16}
!37 = !{!38, !38, i64 0}
!38 = !{!"long", !7, i64 0}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !7, i64 0}
!41 = distinct !{!41, !42, !43}
!42 = !{!"llvm.loop.isvectorized", i32 1}
!43 = !{!"llvm.loop.unroll.runtime.disable"}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !43, !42}
!46 = !{!47, !38, i64 8}
!47 = !{!"_ZTS11BufferStage", !6, i64 0, !38, i64 8, !48, i64 16, !48, i64 40, !48, i64 64, !51, i64 88, !51, i64 128, !51, i64 168}
!48 = !{!"_ZTSSt6vectorIfSaIfEE", !49, i64 0}
!49 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !50, i64 0}
!50 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !10, i64 0}
!51 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !52, i64 0, !55, i64 16, !38, i64 24, !57, i64 32}
!52 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !53, i64 0}
!53 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !54, i64 0}
!54 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!55 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !56, i64 0}
!56 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!57 = !{!"bool", !7, i64 0}
!58 = !{!59, !6, i64 0}
!59 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!60 = !{!61, !6, i64 0}
!61 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !38, i64 16, !38, i64 24}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!65 = !{!61, !6, i64 8}
!66 = !{!61, !38, i64 16}
!67 = !{!61, !38, i64 24}
!68 = distinct !{!68, !20}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!84 = !{!85, !6, i64 0}
!85 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!86 = !{!85, !6, i64 8}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!92 = distinct !{!92, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!95 = distinct !{!95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V15queue6submitIZL9usm_stageRS1_RKSt6vectorIfSaIfEERS6_EUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS0_6detail13code_locationE"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!101 = distinct !{!101, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!102 = !{!103}
!103 = distinct !{!103, !104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!104 = distinct !{!104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!105 = !{!106}
!106 = distinct !{!106, !107, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!107 = distinct !{!107, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!108 = distinct !{!108, !20}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!111 = distinct !{!111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!112 = !{!113}
!113 = distinct !{!113, !114, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!114 = distinct !{!114, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!117 = distinct !{!117, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!118 = !{!47, !6, i64 0}
!119 = !{!120}
!120 = distinct !{!120, !121, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!121 = distinct !{!121, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!124 = distinct !{!124, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6smoothENS0_5eventEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!125 = distinct !{!125, !20}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!128 = distinct !{!128, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!131 = distinct !{!131, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!134 = distinct !{!134, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6uploadEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!150 = !{!151}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V15queue6submitIZN11BufferStage6finishENS0_5eventEEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EES4_E4typeES9_RKNS0_6detail13code_locationE"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V15queue6submitIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V15queue6submitIZN11BufferStage13check_on_hostEPdEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!168 = !{!169, !6, i64 0}
!169 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!170 = !{!171, !173, i64 32}
!171 = !{!"_ZTSSt8ios_base", !38, i64 8, !38, i64 16, !172, i64 24, !173, i64 28, !173, i64 32, !6, i64 40, !174, i64 48, !7, i64 64, !28, i64 192, !6, i64 200, !175, i64 208}
!172 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!173 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!174 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !38, i64 8}
!175 = !{!"_ZTSSt6locale", !6, i64 0}
!176 = !{!177, !6, i64 24}
!177 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !6, i64 24}
!178 = !{!179, !6, i64 16}
!179 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!180 = !{!179, !6, i64 0}
!181 = !{!179, !6, i64 8}
!182 = distinct !{!182, !20}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!185 = distinct !{!185, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!186 = !{!187, !38, i64 0}
!187 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !38, i64 0}
!188 = !{!189, !38, i64 16}
!189 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !190, i64 0, !187, i64 8, !38, i64 16}
!190 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!191 = !{!192, !6, i64 0}
!192 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !6, i64 0}
!193 = !{!51, !38, i64 24}
!194 = !{!51, !57, i64 32}
!195 = !{!54, !6, i64 0}
!196 = !{!197, !6, i64 8}
!197 = !{!"_ZTSSt9type_info", !6, i64 8}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!201 = !{!202}
!202 = distinct !{!202, !203, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!203 = distinct !{!203, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!207 = distinct !{!207, !20, !42, !43}
!208 = distinct !{!208, !20, !43, !42}
!209 = distinct !{!209, !20, !42, !43}
!210 = distinct !{!210, !20, !43, !42}
!211 = distinct !{!211, !20, !42, !43}
!212 = distinct !{!212, !20, !43, !42}
!213 = distinct !{!213, !20, !42, !43}
!214 = distinct !{!214, !20, !43, !42}
!215 = !{!216, !6, i64 0}
!216 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!217 = !{!218, !57, i64 0}
!218 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !57, i64 0}
!219 = !{i8 0, i8 2}
!220 = !{}
!221 = !{!222, !6, i64 8}
!222 = !{!"_ZTSZN11BufferStage6smoothEN4sycl3_V15eventEiEUlRNS1_7handlerEE_", !6, i64 0, !6, i64 8}
!223 = !{!222, !6, i64 0}
!224 = !{!225, !225, i64 0}
!225 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!226 = !{!227, !6, i64 0}
!227 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!230 = distinct !{!230, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!233 = distinct !{!233, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!234 = !{!235, !6, i64 0}
!235 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!236 = distinct !{!236, !20}
!237 = !{!238, !6, i64 16}
!238 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !239, i64 0, !6, i64 16, !7, i64 24}
!239 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !240, i64 0}
!240 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !227, i64 0}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!243 = distinct !{!243, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS1_5eventEiENKUlRNS1_7handlerEE_clES7_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!246 = distinct !{!246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11BufferStage6smoothENS1_5eventEiENKUlRNS1_7handlerEE_clES7_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SmoothEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SmoothEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!250 = !{!251, !6, i64 0}
!251 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!252 = !{!251, !6, i64 16}
!253 = !{!251, !6, i64 8}
!254 = !{!255, !6, i64 0}
!255 = !{!"_ZTSZN11BufferStage6uploadEvEUlRN4sycl3_V17handlerEE_", !6, i64 0}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!258 = distinct !{!258, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!259 = !{!260}
!260 = distinct !{!260, !261, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!261 = distinct !{!261, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!262 = !{!263, !6, i64 16}
!263 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !239, i64 0, !6, i64 16, !7, i64 24}
!264 = !{!265, !6, i64 112}
!265 = !{!"_ZTSN4sycl3_V17handlerE", !266, i64 0, !268, i64 16, !269, i64 32, !273, i64 56, !277, i64 80, !278, i64 88, !6, i64 104, !6, i64 112, !38, i64 120, !280, i64 128, !284, i64 152, !61, i64 160, !57, i64 192, !290, i64 200}
!266 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail12handler_implEE", !267, i64 0}
!267 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail12handler_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!268 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail10queue_implEE", !216, i64 0}
!269 = !{!"_ZTSSt6vectorISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE", !270, i64 0}
!270 = !{!"_ZTSSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE", !271, i64 0}
!271 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE12_Vector_implE", !272, i64 0}
!272 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!273 = !{!"_ZTSSt6vectorISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE", !274, i64 0}
!274 = !{!"_ZTSSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE", !275, i64 0}
!275 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE12_Vector_implE", !276, i64 0}
!276 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail11stream_implEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!277 = !{!"_ZTSN4sycl3_V16detail6stringE", !6, i64 0}
!278 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11kernel_implEE", !279, i64 0}
!279 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11kernel_implELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !25, i64 8}
!280 = !{!"_ZTSSt6vectorIhSaIhEE", !281, i64 0}
!281 = !{!"_ZTSSt12_Vector_baseIhSaIhEE", !282, i64 0}
!282 = !{!"_ZTSNSt12_Vector_baseIhSaIhEE12_Vector_implE", !283, i64 0}
!283 = !{!"_ZTSNSt12_Vector_baseIhSaIhEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!284 = !{!"_ZTSSt10unique_ptrIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE", !285, i64 0}
!285 = !{!"_ZTSSt15__uniq_ptr_dataIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_ELb1ELb1EE", !286, i64 0}
!286 = !{!"_ZTSSt15__uniq_ptr_implIN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EE", !287, i64 0}
!287 = !{!"_ZTSSt5tupleIJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE", !288, i64 0}
!288 = !{!"_ZTSSt11_Tuple_implILm0EJPN4sycl3_V16detail14HostKernelBaseESt14default_deleteIS3_EEE", !289, i64 0}
!289 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail14HostKernelBaseELb0EE", !6, i64 0}
!290 = !{!"_ZTSN4sycl3_V15eventE", !291, i64 0}
!291 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail10event_implEE", !59, i64 0}
!292 = !{!283, !6, i64 8}
!293 = !{!283, !6, i64 0}
!294 = !{!283, !6, i64 16}
!295 = !{!296, !6, i64 8}
!296 = !{!"_ZTSZN11BufferStage6uploadEvEUlRN4sycl3_V17handlerEE0_", !6, i64 0, !6, i64 8}
!297 = !{!296, !6, i64 0}
!298 = !{!265, !6, i64 104}
!299 = !{!300, !6, i64 8}
!300 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE_", !6, i64 0, !6, i64 8}
!301 = !{!300, !6, i64 0}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!304 = distinct !{!304, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!307 = distinct !{!307, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!308 = !{!309, !6, i64 16}
!309 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !239, i64 0, !6, i64 16, !7, i64 24}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!312 = distinct !{!312, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZN4sycl3_V16detail19getKernelParamDescsIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISP_EEv: argument 0"}
!315 = distinct !{!315, !"_ZN4sycl3_V16detail19getKernelParamDescsIZNS0_7handler18copyAccToAccHelperIfLi1ELNS0_6access4modeE1024ELNS5_6targetE2014EfLi1ELS6_1025ELS7_2014ELNS5_11placeholderE0ELS8_0EEENSt9enable_ifIXaagtT0_Li0EgtT4_Li0EEbE4typeENS0_8accessorIT_XT0_EXT1_EXT2_EXT7_ENS0_3ext6oneapi22accessor_property_listIJEEEEENSC_IT3_XT4_EXT5_EXT6_EXT8_ESH_EEEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISP_EEv"}
!316 = !{!317, !6, i64 8}
!317 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE0_", !6, i64 0, !6, i64 8}
!318 = !{!317, !6, i64 0}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!321 = distinct !{!321, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!322 = !{!323}
!323 = distinct !{!323, !324, !"_ZN4sycl3_V16detail19getKernelParamDescsI6OffsetEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!324 = distinct !{!324, !"_ZN4sycl3_V16detail19getKernelParamDescsI6OffsetEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!325 = !{!326, !6, i64 0}
!326 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE1_", !6, i64 0}
!327 = !{!328, !6, i64 0}
!328 = !{!"_ZTSZN11BufferStage6finishEN4sycl3_V15eventEEUlRNS1_7handlerEE2_", !6, i64 0}
!329 = !{!330, !6, i64 0}
!330 = !{!"_ZTSZN11BufferStage13check_on_hostEPdEUlRN4sycl3_V17handlerEE_", !6, i64 0, !6, i64 8}
!331 = !{!330, !6, i64 8}
!332 = !{!333, !6, i64 32}
!333 = !{!"_ZTSZZN11BufferStage13check_on_hostEPdENKUlRN4sycl3_V17handlerEE_clES4_EUlvE_", !309, i64 0, !6, i64 32}
!334 = !{!335, !6, i64 24}
!335 = !{!"_ZTSSt8functionIFvvEE", !17, i64 0, !6, i64 24}
!336 = !{!337}
!337 = distinct !{!337, !338, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!338 = distinct !{!338, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!339 = !{!340}
!340 = distinct !{!340, !341, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!341 = distinct !{!341, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!342 = distinct !{!342, !20}
!343 = !{!344, !6, i64 0}
!344 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE_", !6, i64 0, !6, i64 8}
!345 = !{!344, !6, i64 8}
!346 = !{!347, !6, i64 0}
!347 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE0_", !6, i64 0, !6, i64 8, !6, i64 16}
!348 = !{!347, !6, i64 8}
!349 = !{!347, !6, i64 16}
!350 = !{!351}
!351 = distinct !{!351, !352, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!352 = distinct !{!352, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!353 = !{!354}
!354 = distinct !{!354, !355, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS1_5queueERKSt6vectorIfSaIfEERS8_ENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!355 = distinct !{!355, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL9usm_stageRNS1_5queueERKSt6vectorIfSaIfEERS8_ENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!356 = !{!357}
!357 = distinct !{!357, !358, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SquareEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!358 = distinct !{!358, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SquareEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!359 = !{!360, !6, i64 0}
!360 = !{!"_ZTSZL9usm_stageRN4sycl3_V15queueERKSt6vectorIfSaIfEERS5_EUlRNS0_7handlerEE1_", !6, i64 0, !6, i64 8, !6, i64 16}
!361 = !{!360, !6, i64 8}
!362 = !{!360, !6, i64 16}
