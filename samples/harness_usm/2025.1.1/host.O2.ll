; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::piecewise_construct_t" = type { i8 }
%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%class.OptionParser = type { %"class.std::map" }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%class.Harness = type { %struct.PipelineArgs, %class.UsmPipeline }
%struct.PipelineArgs = type { i64, i64 }
%class.UsmPipeline = type { %struct.PipelineArgs, float, float, %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::vector", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr", %"class.std::unique_ptr.8" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.7" }
%"struct.std::_Head_base.7" = type { ptr }
%"class.std::unique_ptr.8" = type { %"struct.std::__uniq_ptr_data.9" }
%"struct.std::__uniq_ptr_data.9" = type { %"class.std::__uniq_ptr_impl.10" }
%"class.std::__uniq_ptr_impl.10" = type { %"class.std::tuple.11" }
%"class.std::tuple.11" = type { %"struct.std::_Tuple_impl.12" }
%"struct.std::_Tuple_impl.12" = type { %"struct.std::_Tuple_impl.13", %"struct.std::_Head_base.15" }
%"struct.std::_Tuple_impl.13" = type { %"struct.std::_Head_base.14" }
%"struct.std::_Head_base.14" = type { %struct.SharedFree }
%struct.SharedFree = type { %"class.sycl::_V1::queue" }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"struct.std::_Head_base.15" = type { ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.23" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.23" = type { %"struct.std::_Vector_base.24" }
%"struct.std::_Vector_base.24" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.45" = type { %"struct.std::_Vector_base.46" }
%"struct.std::_Vector_base.46" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::event, std::allocator<sycl::_V1::event>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::tuple.16" = type { %"struct.std::_Tuple_impl.17" }
%"struct.std::_Tuple_impl.17" = type { %"struct.std::_Head_base.18" }
%"struct.std::_Head_base.18" = type { ptr }
%"class.std::tuple.19" = type { i8 }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.39" }
%"class.std::shared_ptr.39" = type { %"class.std::__shared_ptr.40" }
%"class.std::__shared_ptr.40" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.42" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.32" }
%"class.std::vector.32" = type { %"struct.std::_Vector_base.33" }
%"struct.std::_Vector_base.33" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.52" }
%"class.std::shared_ptr.52" = type { %"class.std::__shared_ptr.53" }
%"class.std::__shared_ptr.53" = type { ptr, %"class.std::__shared_count" }
%class.anon.62 = type { ptr, ptr, ptr }
%class.anon.178 = type { ptr, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%class.anon.60 = type { ptr, ptr, ptr, ptr }
%class.anon.63 = type { ptr, ptr, ptr }
%class.anon = type <{ ptr, float, [4 x i8] }>
%class.anon.61 = type { i64, ptr, ptr, ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.56" }
%"class.std::shared_ptr.56" = type { %"class.std::__shared_ptr.57" }
%"class.std::__shared_ptr.57" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.64" }
%"class.std::shared_ptr.64" = type { %"class.std::__shared_ptr.65" }
%"class.std::__shared_ptr.65" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.67" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::range.117" = type { %"class.sycl::_V1::detail::array.118" }
%"class.sycl::_V1::detail::array.118" = type { [3 x i64] }
%"class.std::tuple.105" = type { %"struct.std::_Tuple_impl.106" }
%"struct.std::_Tuple_impl.106" = type { %"struct.std::_Tuple_impl.107", %"struct.std::_Head_base.109" }
%"struct.std::_Tuple_impl.107" = type { %"struct.std::_Head_base.108" }
%"struct.std::_Head_base.108" = type { i8 }
%"struct.std::_Head_base.109" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon }
%"class.std::tuple.112" = type { %"struct.std::_Tuple_impl.113" }
%"struct.std::_Tuple_impl.113" = type { %"struct.std::_Tuple_impl.107", %"struct.std::_Head_base.114" }
%"struct.std::_Head_base.114" = type { %"struct.std::array" }
%"struct.std::array" = type { [3 x i64] }
%class.anon.111 = type { ptr, ptr, ptr }
%"class.std::vector.127" = type { %"struct.std::_Vector_base.128" }
%"struct.std::_Vector_base.128" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.150 = type { ptr, float, ptr }
%"class.sycl::_V1::detail::RoundedRangeKernel.151" = type { %"class.sycl::_V1::range", %class.anon.150 }
%"class.sycl::_V1::detail::RoundedRangeKernel.179" = type { %"class.sycl::_V1::range", %class.anon.61 }
%class.anon.206 = type { i64, ptr, ptr }
%"class.sycl::_V1::detail::RoundedRangeKernel.207" = type { %"class.sycl::_V1::range", %class.anon.206 }

$_ZN12OptionParserC2EiPPc = comdat any

$_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm = comdat any

$_ZN7HarnessI11UsmPipelineE3runEv = comdat any

$_ZN12OptionParserD2Ev = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_ = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E = comdat any

$_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_ = comdat any

$_ZN11UsmPipelineD2Ev = comdat any

$_ZNSt10unique_ptrIf10SharedFreeED2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN11DeviceArrayIfED2Ev = comdat any

$_ZN10SharedFreeC2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZN11UsmPipeline5setupERN4sycl3_V15queueE = comdat any

$_ZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE = comdat any

$_ZN11UsmPipeline6verifyERN4sycl3_V15queueE = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZNSt6vectorIfSaIfEE17_M_default_appendEm = comdat any

$_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZNSt15__uniq_ptr_implIf10SharedFreeEaSEOS1_ = comdat any

$_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_ = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5ScaleEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5SaxpyEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10MatVecRowsEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE0_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10MatVecRowsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_ = comdat any

$_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10FoldHalvesEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10FoldHalvesEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZSt19piecewise_construct = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = comdat any

$_ZTIZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = comdat any

$_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = comdat any

$_ZTIZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = comdat any

$_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = comdat any

$_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = comdat any

@.str.1 = private unnamed_addr constant [12 x i8] c"repetitions\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"--\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"basic_string::substr\00", align 1
@.str.4 = private unnamed_addr constant [55 x i8] c"%s: __pos (which is %zu) > this->size() (which is %zu)\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"stoul\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"harness_usm.cpp\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"~DeviceArray\00", align 1
@.str.10 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.11 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@_ZTISt9exception = external constant ptr
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
@.str.13 = private unnamed_addr constant [25 x i8] c"repetition %zu: %.3f ms\0A\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"setup\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"vector::_M_default_append\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"DeviceArray\00", align 1
@.str.20 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"upload\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.23 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"::Scale\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.23, ptr @.str.24, i64 112, i64 63 }, align 8
@.str.26 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.27 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.29 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.32 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.33 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.36 = private unnamed_addr constant [11 x i8] c"_ZTS5Scale\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [172 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.38 = private unnamed_addr constant [52 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5ScaleEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [138 x i8] c"N4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = linkonce_odr dso_local constant [387 x i8] c"ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_\00", comdat, align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ }, comdat, align 8
@.str.41 = private unnamed_addr constant [11 x i8] c"_ZTS5Saxpy\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [200 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.42 = private unnamed_addr constant [52 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [166 x i8] c"N4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant [88 x i8] c"ZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_\00", comdat, align 1
@_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_ }, comdat, align 8
@.str.43 = private unnamed_addr constant [13 x i8] c"::MatVecRows\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.23, ptr @.str.43, i64 120, i64 68 }, align 8
@.str.44 = private unnamed_addr constant [17 x i8] c"_ZTS10MatVecRows\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = linkonce_odr dso_local constant [173 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.45 = private unnamed_addr constant [58 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10MatVecRowsEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [139 x i8] c"N4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = linkonce_odr dso_local constant [394 x i8] c"ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_\00", comdat, align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_ }, comdat, align 8
@.str.46 = private unnamed_addr constant [17 x i8] c"_ZTS10FoldHalves\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant [201 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.47 = private unnamed_addr constant [58 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10FoldHalvesEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [167 x i8] c"N4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = linkonce_odr dso_local constant [89 x i8] c"ZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_\00", comdat, align 1
@_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_ }, comdat, align 8
@.str.48 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.49 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.50 = private unnamed_addr constant [9 x i8] c"download\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.OptionParser, align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %class.Harness, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #27
  call void @_ZN12OptionParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %3, i32 noundef %0, ptr noundef %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %7, ptr %4, align 8, !tbaa !5
  store i8 110, ptr %7, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %8, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %4, i64 17
  store i8 0, ptr %9, align 1, !tbaa !10
  %10 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 64)
          to label %11 unwind label %48

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !tbaa !14
  %13 = icmp eq ptr %12, %7
  br i1 %13, label %17, label %14

14:                                               ; preds = %11
  %15 = load i64, ptr %7, align 8, !tbaa !10
  %16 = add i64 %15, 1
  call void @_ZdlPvm(ptr noundef %12, i64 noundef %16) #28
  br label %17

17:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %18, ptr %5, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(11) %18, ptr noundef nonnull align 1 dereferenceable(11) @.str.1, i64 11, i1 false)
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 11, ptr %19, align 8, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %5, i64 27
  store i8 0, ptr %20, align 1, !tbaa !10
  %21 = invoke noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 2)
          to label %22 unwind label %56

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8, !tbaa !14
  %24 = icmp eq ptr %23, %18
  br i1 %24, label %28, label %25

25:                                               ; preds = %22
  %26 = load i64, ptr %18, align 8, !tbaa !10
  %27 = add i64 %26, 1
  call void @_ZdlPvm(ptr noundef %23, i64 noundef %27) #28
  br label %28

28:                                               ; preds = %22, %25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #27
  store i64 %10, ptr %6, align 8, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %21, ptr %29, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 %10, ptr %30, align 8, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 %21, ptr %31, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x float> <float 5.000000e-01, float 1.500000e+00>, ptr %32, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %6, i64 40
  %34 = getelementptr inbounds i8, ptr %6, i64 168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(152) %33, i8 0, i64 152, i1 false)
  invoke void @_ZN10SharedFreeC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %34)
          to label %38 unwind label %35

35:                                               ; preds = %28
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  call void @__clang_call_terminate(ptr %37) #29
  unreachable

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %6, i64 184
  store ptr null, ptr %39, align 8, !tbaa !18
  %40 = invoke noundef i32 @_ZN7HarnessI11UsmPipelineE3runEv(ptr noundef nonnull align 8 dereferenceable(192) %6)
          to label %41 unwind label %64

41:                                               ; preds = %38
  call void @_ZN11UsmPipelineD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %30) #27
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #27
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef %43)
          to label %47 unwind label %44

44:                                               ; preds = %41
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #29
  unreachable

47:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  ret i32 %40

48:                                               ; preds = %2
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = load ptr, ptr %4, align 8, !tbaa !14
  %51 = icmp eq ptr %50, %7
  br i1 %51, label %55, label %52

52:                                               ; preds = %48
  %53 = load i64, ptr %7, align 8, !tbaa !10
  %54 = add i64 %53, 1
  call void @_ZdlPvm(ptr noundef %50, i64 noundef %54) #28
  br label %55

55:                                               ; preds = %52, %48
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %66

56:                                               ; preds = %17
  %57 = landingpad { ptr, i32 }
          cleanup
  %58 = load ptr, ptr %5, align 8, !tbaa !14
  %59 = icmp eq ptr %58, %18
  br i1 %59, label %63, label %60

60:                                               ; preds = %56
  %61 = load i64, ptr %18, align 8, !tbaa !10
  %62 = add i64 %61, 1
  call void @_ZdlPvm(ptr noundef %58, i64 noundef %62) #28
  br label %63

63:                                               ; preds = %60, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  br label %66

64:                                               ; preds = %38
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN11UsmPipelineD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %30) #27
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #27
  br label %66

66:                                               ; preds = %64, %63, %55
  %67 = phi { ptr, i32 } [ %65, %64 ], [ %57, %63 ], [ %49, %55 ]
  call void @_ZN12OptionParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %3) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #27
  resume { ptr, i32 } %67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12OptionParserC2EiPPc(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1, ptr noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %10, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %10, ptr %12, align 8, !tbaa !25
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %10, ptr %13, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %14, align 8, !tbaa !27
  %15 = icmp sgt i32 %1, 1
  br i1 %15, label %16, label %24

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = getelementptr inbounds i8, ptr %8, i64 16
  %20 = getelementptr inbounds i8, ptr %8, i64 8
  %21 = getelementptr inbounds i8, ptr %9, i64 16
  %22 = getelementptr inbounds i8, ptr %9, i64 8
  %23 = zext nneg i32 %1 to i64
  br label %25

24:                                               ; preds = %188, %3
  ret void

25:                                               ; preds = %16, %188
  %26 = phi i64 [ 1, %16 ], [ %189, %188 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %27 = getelementptr inbounds ptr, ptr %2, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  store ptr %17, ptr %7, align 8, !tbaa !5
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %32

30:                                               ; preds = %25
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.10) #30
          to label %31 unwind label %154

31:                                               ; preds = %30
  unreachable

32:                                               ; preds = %25
  %33 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %28) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #27
  store i64 %33, ptr %6, align 8, !tbaa !15
  %34 = icmp ugt i64 %33, 15
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(8) %6, i64 noundef 0)
          to label %37 unwind label %152

37:                                               ; preds = %35
  store ptr %36, ptr %7, align 8, !tbaa !14
  %38 = load i64, ptr %6, align 8, !tbaa !15
  store i64 %38, ptr %17, align 8, !tbaa !10
  br label %39

39:                                               ; preds = %37, %32
  %40 = phi ptr [ %36, %37 ], [ %17, %32 ]
  switch i64 %33, label %43 [
    i64 1, label %41
    i64 0, label %44
  ]

41:                                               ; preds = %39
  %42 = load i8, ptr %28, align 1, !tbaa !10
  store i8 %42, ptr %40, align 1, !tbaa !10
  br label %44

43:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %40, ptr nonnull align 1 %28, i64 %33, i1 false)
  br label %44

44:                                               ; preds = %39, %41, %43
  %45 = load i64, ptr %6, align 8, !tbaa !15
  store i64 %45, ptr %18, align 8, !tbaa !11
  %46 = load ptr, ptr %7, align 8, !tbaa !14
  %47 = getelementptr inbounds i8, ptr %46, i64 %45
  store i8 0, ptr %47, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #27
  %48 = call noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 noundef signext 61, i64 noundef 0) #27
  %49 = call noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull @.str.2, i64 noundef 0, i64 noundef 2) #27
  %50 = icmp eq i64 %49, 0
  %51 = icmp ne i64 %48, -1
  %52 = and i1 %51, %50
  br i1 %52, label %53, label %182

53:                                               ; preds = %44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  %54 = add nuw i64 %48, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %55 = load i64, ptr %18, align 8, !tbaa !11, !noalias !29
  %56 = icmp ugt i64 %55, %48
  br i1 %56, label %59, label %57

57:                                               ; preds = %53
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i64 noundef %54, i64 noundef %55) #30
          to label %58 unwind label %158

58:                                               ; preds = %57
  unreachable

59:                                               ; preds = %53
  store ptr %19, ptr %8, align 8, !tbaa !5, !alias.scope !29
  %60 = load ptr, ptr %7, align 8, !tbaa !14, !noalias !29
  %61 = getelementptr inbounds i8, ptr %60, i64 %54
  %62 = sub i64 %55, %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27, !noalias !29
  store i64 %62, ptr %5, align 8, !tbaa !15, !noalias !29
  %63 = icmp ugt i64 %62, 15
  br i1 %63, label %64, label %68

64:                                               ; preds = %59
  %65 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %5, i64 noundef 0)
          to label %66 unwind label %156

66:                                               ; preds = %64
  store ptr %65, ptr %8, align 8, !tbaa !14, !alias.scope !29
  %67 = load i64, ptr %5, align 8, !tbaa !15, !noalias !29
  store i64 %67, ptr %19, align 8, !tbaa !10, !alias.scope !29
  br label %68

68:                                               ; preds = %66, %59
  %69 = phi ptr [ %65, %66 ], [ %19, %59 ]
  switch i64 %62, label %72 [
    i64 1, label %70
    i64 0, label %73
  ]

70:                                               ; preds = %68
  %71 = load i8, ptr %61, align 1, !tbaa !10
  store i8 %71, ptr %69, align 1, !tbaa !10
  br label %73

72:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr nonnull align 1 %61, i64 %62, i1 false)
  br label %73

73:                                               ; preds = %72, %70, %68
  %74 = load i64, ptr %5, align 8, !tbaa !15, !noalias !29
  store i64 %74, ptr %20, align 8, !tbaa !11, !alias.scope !29
  %75 = load ptr, ptr %8, align 8, !tbaa !14, !alias.scope !29
  %76 = getelementptr inbounds i8, ptr %75, i64 %74
  store i8 0, ptr %76, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27, !noalias !29
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %77 = load i64, ptr %18, align 8, !tbaa !11, !noalias !32
  %78 = icmp ult i64 %77, 2
  br i1 %78, label %79, label %81

79:                                               ; preds = %73
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.3, i64 noundef 2, i64 noundef %77) #30
          to label %80 unwind label %162

80:                                               ; preds = %79
  unreachable

81:                                               ; preds = %73
  %82 = add i64 %48, -2
  store ptr %21, ptr %9, align 8, !tbaa !5, !alias.scope !32
  %83 = load ptr, ptr %7, align 8, !tbaa !14, !noalias !32
  %84 = getelementptr inbounds i8, ptr %83, i64 2
  %85 = add i64 %77, -2
  %86 = call noundef i64 @llvm.umin.i64(i64 %85, i64 %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27, !noalias !32
  store i64 %86, ptr %4, align 8, !tbaa !15, !noalias !32
  %87 = icmp ugt i64 %86, 15
  br i1 %87, label %88, label %92

88:                                               ; preds = %81
  %89 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %90 unwind label %160

90:                                               ; preds = %88
  store ptr %89, ptr %9, align 8, !tbaa !14, !alias.scope !32
  %91 = load i64, ptr %4, align 8, !tbaa !15, !noalias !32
  store i64 %91, ptr %21, align 8, !tbaa !10, !alias.scope !32
  br label %92

92:                                               ; preds = %90, %81
  %93 = phi ptr [ %89, %90 ], [ %21, %81 ]
  switch i64 %86, label %96 [
    i64 1, label %94
    i64 0, label %97
  ]

94:                                               ; preds = %92
  %95 = load i8, ptr %84, align 1, !tbaa !10
  store i8 %95, ptr %93, align 1, !tbaa !10
  br label %97

96:                                               ; preds = %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr nonnull align 1 %84, i64 %86, i1 false)
  br label %97

97:                                               ; preds = %96, %94, %92
  %98 = load i64, ptr %4, align 8, !tbaa !15, !noalias !32
  store i64 %98, ptr %22, align 8, !tbaa !11, !alias.scope !32
  %99 = load ptr, ptr %9, align 8, !tbaa !14, !alias.scope !32
  %100 = getelementptr inbounds i8, ptr %99, i64 %98
  store i8 0, ptr %100, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27, !noalias !32
  %101 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %102 unwind label %164

102:                                              ; preds = %97
  %103 = getelementptr inbounds i8, ptr %101, i64 16
  %104 = load ptr, ptr %8, align 8, !tbaa !14
  %105 = icmp eq ptr %104, %19
  br i1 %105, label %106, label %123

106:                                              ; preds = %102
  %107 = icmp eq ptr %8, %101
  br i1 %107, label %138, label %108, !prof !35

108:                                              ; preds = %106
  %109 = load i64, ptr %20, align 8, !tbaa !11
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %117, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %101, align 8, !tbaa !14
  %113 = icmp eq i64 %109, 1
  br i1 %113, label %114, label %116

114:                                              ; preds = %111
  %115 = load i8, ptr %104, align 1, !tbaa !10
  store i8 %115, ptr %112, align 1, !tbaa !10
  br label %117

116:                                              ; preds = %111
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr align 1 %104, i64 %109, i1 false)
  br label %117

117:                                              ; preds = %116, %114, %108
  %118 = load i64, ptr %20, align 8, !tbaa !11
  %119 = getelementptr inbounds i8, ptr %101, i64 8
  store i64 %118, ptr %119, align 8, !tbaa !11
  %120 = load ptr, ptr %101, align 8, !tbaa !14
  %121 = getelementptr inbounds i8, ptr %120, i64 %118
  store i8 0, ptr %121, align 1, !tbaa !10
  %122 = load ptr, ptr %8, align 8, !tbaa !14
  br label %138

123:                                              ; preds = %102
  %124 = load ptr, ptr %101, align 8, !tbaa !14
  %125 = icmp eq ptr %124, %103
  br i1 %125, label %126, label %130

126:                                              ; preds = %123
  store ptr %104, ptr %101, align 8, !tbaa !14
  %127 = load i64, ptr %20, align 8, !tbaa !11
  %128 = getelementptr inbounds i8, ptr %101, i64 8
  store i64 %127, ptr %128, align 8, !tbaa !11
  %129 = load i64, ptr %19, align 8, !tbaa !10
  store i64 %129, ptr %103, align 8, !tbaa !10
  br label %137

130:                                              ; preds = %123
  %131 = load i64, ptr %103, align 8, !tbaa !10
  store ptr %104, ptr %101, align 8, !tbaa !14
  %132 = load i64, ptr %20, align 8, !tbaa !11
  %133 = getelementptr inbounds i8, ptr %101, i64 8
  store i64 %132, ptr %133, align 8, !tbaa !11
  %134 = load i64, ptr %19, align 8, !tbaa !10
  store i64 %134, ptr %103, align 8, !tbaa !10
  %135 = icmp eq ptr %124, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %130
  store ptr %124, ptr %8, align 8, !tbaa !14
  store i64 %131, ptr %19, align 8, !tbaa !10
  br label %138

137:                                              ; preds = %130, %126
  store ptr %19, ptr %8, align 8, !tbaa !14
  br label %138

138:                                              ; preds = %106, %117, %136, %137
  %139 = phi ptr [ %122, %117 ], [ %124, %136 ], [ %19, %137 ], [ %104, %106 ]
  store i64 0, ptr %20, align 8, !tbaa !11
  store i8 0, ptr %139, align 1, !tbaa !10
  %140 = load ptr, ptr %9, align 8, !tbaa !14
  %141 = icmp eq ptr %140, %21
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i64, ptr %21, align 8, !tbaa !10
  %144 = add i64 %143, 1
  call void @_ZdlPvm(ptr noundef %140, i64 noundef %144) #28
  br label %145

145:                                              ; preds = %138, %142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %146 = load ptr, ptr %8, align 8, !tbaa !14
  %147 = icmp eq ptr %146, %19
  br i1 %147, label %151, label %148

148:                                              ; preds = %145
  %149 = load i64, ptr %19, align 8, !tbaa !10
  %150 = add i64 %149, 1
  call void @_ZdlPvm(ptr noundef %146, i64 noundef %150) #28
  br label %151

151:                                              ; preds = %145, %148
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  br label %182

152:                                              ; preds = %35
  %153 = landingpad { ptr, i32 }
          cleanup
  br label %194

154:                                              ; preds = %30
  %155 = landingpad { ptr, i32 }
          cleanup
  br label %194

156:                                              ; preds = %64
  %157 = landingpad { ptr, i32 }
          cleanup
  br label %178

158:                                              ; preds = %57
  %159 = landingpad { ptr, i32 }
          cleanup
  br label %178

160:                                              ; preds = %88
  %161 = landingpad { ptr, i32 }
          cleanup
  br label %171

162:                                              ; preds = %79
  %163 = landingpad { ptr, i32 }
          cleanup
  br label %171

164:                                              ; preds = %97
  %165 = landingpad { ptr, i32 }
          cleanup
  %166 = load ptr, ptr %9, align 8, !tbaa !14
  %167 = icmp eq ptr %166, %21
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i64, ptr %21, align 8, !tbaa !10
  %170 = add i64 %169, 1
  call void @_ZdlPvm(ptr noundef %166, i64 noundef %170) #28
  br label %171

171:                                              ; preds = %160, %162, %168, %164
  %172 = phi { ptr, i32 } [ %165, %164 ], [ %165, %168 ], [ %161, %160 ], [ %163, %162 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %173 = load ptr, ptr %8, align 8, !tbaa !14
  %174 = icmp eq ptr %173, %19
  br i1 %174, label %178, label %175

175:                                              ; preds = %171
  %176 = load i64, ptr %19, align 8, !tbaa !10
  %177 = add i64 %176, 1
  call void @_ZdlPvm(ptr noundef %173, i64 noundef %177) #28
  br label %178

178:                                              ; preds = %156, %158, %175, %171
  %179 = phi { ptr, i32 } [ %172, %171 ], [ %172, %175 ], [ %157, %156 ], [ %159, %158 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  %180 = load ptr, ptr %7, align 8, !tbaa !14
  %181 = icmp eq ptr %180, %17
  br i1 %181, label %194, label %191

182:                                              ; preds = %151, %44
  %183 = load ptr, ptr %7, align 8, !tbaa !14
  %184 = icmp eq ptr %183, %17
  br i1 %184, label %188, label %185

185:                                              ; preds = %182
  %186 = load i64, ptr %17, align 8, !tbaa !10
  %187 = add i64 %186, 1
  call void @_ZdlPvm(ptr noundef %183, i64 noundef %187) #28
  br label %188

188:                                              ; preds = %182, %185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %189 = add nuw nsw i64 %26, 1
  %190 = icmp eq i64 %189, %23
  br i1 %190, label %24, label %25, !llvm.loop !36

191:                                              ; preds = %178
  %192 = load i64, ptr %17, align 8, !tbaa !10
  %193 = add i64 %192, 1
  call void @_ZdlPvm(ptr noundef %180, i64 noundef %193) #28
  br label %194

194:                                              ; preds = %152, %154, %191, %178
  %195 = phi { ptr, i32 } [ %179, %178 ], [ %179, %191 ], [ %153, %152 ], [ %155, %154 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #27
  resume { ptr, i32 } %195
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i64 @_ZNK12OptionParser11size_optionERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEm(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = tail call ptr @_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = icmp eq ptr %5, %6
  br i1 %7, label %30, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %5, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #27
  %11 = tail call ptr @__errno_location() #31
  %12 = load i32, ptr %11, align 4, !tbaa !38
  store i32 0, ptr %11, align 4, !tbaa !38
  %13 = call noundef i64 @strtoul(ptr noundef %10, ptr noundef nonnull %4, i32 noundef 10)
  %14 = load ptr, ptr %4, align 8, !tbaa !28
  %15 = icmp eq ptr %14, %10
  br i1 %15, label %16, label %24

16:                                               ; preds = %8
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.6) #30
          to label %17 unwind label %18

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %26, %16
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = load i32, ptr %11, align 4, !tbaa !38
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store i32 %12, ptr %11, align 4, !tbaa !38
  br label %23

23:                                               ; preds = %22, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  resume { ptr, i32 } %19

24:                                               ; preds = %8
  %25 = load i32, ptr %11, align 4, !tbaa !38
  switch i32 %25, label %29 [
    i32 34, label %26
    i32 0, label %28
  ]

26:                                               ; preds = %24
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.6) #30
          to label %27 unwind label %18

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %24
  store i32 %12, ptr %11, align 4, !tbaa !38
  br label %29

29:                                               ; preds = %24, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #27
  br label %30

30:                                               ; preds = %3, %29
  %31 = phi i64 [ %13, %29 ], [ %2, %3 ]
  ret i64 %31
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN7HarnessI11UsmPipelineE3runEv(ptr noundef nonnull align 8 dereferenceable(192) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::queue", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"class.std::vector.45", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %8, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %7, align 8, !tbaa !40
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %6, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !43
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %27 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #29
  unreachable

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %6, align 8, !tbaa !43
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %26 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = extractvalue { ptr, i32 } %24, 0
  call void @__clang_call_terminate(ptr %25) #29
  unreachable

26:                                               ; preds = %21, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  br label %190

27:                                               ; preds = %12, %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !44
  %30 = getelementptr inbounds i8, ptr %4, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !46
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %27, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %27 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !47
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !49
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !51
  %45 = load ptr, ptr %36, align 8, !tbaa !52
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  %48 = load ptr, ptr %36, align 8, !tbaa !52
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !38
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !35

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !54

65:                                               ; preds = %62
  %66 = load ptr, ptr %28, align 8, !tbaa !44
  br label %67

67:                                               ; preds = %65, %27
  %68 = phi ptr [ %66, %65 ], [ %29, %27 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !55
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #28
  br label %76

76:                                               ; preds = %67, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  %77 = getelementptr inbounds i8, ptr %0, i64 16
  invoke void @_ZN11UsmPipeline5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %78 unwind label %83

78:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %79 = getelementptr inbounds i8, ptr %0, i64 8
  %80 = load i64, ptr %79, align 8, !tbaa !56
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %82, label %85

82:                                               ; preds = %88, %78
  invoke void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %99 unwind label %182

83:                                               ; preds = %76
  %84 = landingpad { ptr, i32 }
          cleanup
  br label %188

85:                                               ; preds = %78, %88
  %86 = phi i64 [ %94, %88 ], [ 0, %78 ]
  %87 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  invoke void @_ZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(176) %77, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %88 unwind label %97

88:                                               ; preds = %85
  %89 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #27
  %90 = sub nsw i64 %89, %87
  %91 = sitofp i64 %90 to double
  %92 = fdiv double %91, 1.000000e+06
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %86, double noundef %92)
  %94 = add nuw i64 %86, 1
  %95 = load i64, ptr %79, align 8, !tbaa !56
  %96 = icmp ult i64 %94, %95
  br i1 %96, label %85, label %82, !llvm.loop !81

97:                                               ; preds = %85
  %98 = landingpad { ptr, i32 }
          cleanup
  br label %186

99:                                               ; preds = %82
  %100 = invoke noundef zeroext i1 @_ZN11UsmPipeline6verifyERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %77, ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %101 unwind label %184

101:                                              ; preds = %99
  %102 = select i1 %100, ptr @.str.15, ptr @.str.16
  %103 = call i32 @puts(ptr nonnull dereferenceable(1) %102)
  %104 = load ptr, ptr %5, align 8, !tbaa !82
  %105 = getelementptr inbounds i8, ptr %5, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !84
  %107 = icmp eq ptr %104, %106
  br i1 %107, label %142, label %108

108:                                              ; preds = %101, %137
  %109 = phi ptr [ %138, %137 ], [ %104, %101 ]
  %110 = getelementptr inbounds i8, ptr %109, i64 8
  %111 = load ptr, ptr %110, align 8, !tbaa !47
  %112 = icmp eq ptr %111, null
  br i1 %112, label %137, label %113

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %111, i64 8
  %115 = load atomic i64, ptr %114 acquire, align 8
  %116 = icmp eq i64 %115, 4294967297
  %117 = trunc i64 %115 to i32
  br i1 %116, label %118, label %126

118:                                              ; preds = %113
  store i32 0, ptr %114, align 8, !tbaa !49
  %119 = getelementptr inbounds i8, ptr %111, i64 12
  store i32 0, ptr %119, align 4, !tbaa !51
  %120 = load ptr, ptr %111, align 8, !tbaa !52
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %111) #27
  %123 = load ptr, ptr %111, align 8, !tbaa !52
  %124 = getelementptr inbounds i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %111) #27
  br label %137

126:                                              ; preds = %113
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %131, label %129

129:                                              ; preds = %126
  %130 = add nsw i32 %117, -1
  store i32 %130, ptr %114, align 4, !tbaa !38
  br label %133

131:                                              ; preds = %126
  %132 = atomicrmw volatile add ptr %114, i32 -1 acq_rel, align 4
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi i32 [ %117, %129 ], [ %132, %131 ]
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %136, label %137, !prof !35

136:                                              ; preds = %133
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %111) #27
  br label %137

137:                                              ; preds = %136, %133, %118, %108
  %138 = getelementptr inbounds i8, ptr %109, i64 16
  %139 = icmp eq ptr %138, %106
  br i1 %139, label %140, label %108, !llvm.loop !85

140:                                              ; preds = %137
  %141 = load ptr, ptr %5, align 8, !tbaa !82
  br label %142

142:                                              ; preds = %140, %101
  %143 = phi ptr [ %141, %140 ], [ %104, %101 ]
  %144 = icmp eq ptr %143, null
  br i1 %144, label %151, label %145

145:                                              ; preds = %142
  %146 = getelementptr inbounds i8, ptr %5, i64 16
  %147 = load ptr, ptr %146, align 8, !tbaa !86
  %148 = ptrtoint ptr %147 to i64
  %149 = ptrtoint ptr %143 to i64
  %150 = sub i64 %148, %149
  call void @_ZdlPvm(ptr noundef nonnull %143, i64 noundef %150) #28
  br label %151

151:                                              ; preds = %142, %145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  %152 = getelementptr inbounds i8, ptr %3, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !47
  %154 = icmp eq ptr %153, null
  br i1 %154, label %179, label %155

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load atomic i64, ptr %156 acquire, align 8
  %158 = icmp eq i64 %157, 4294967297
  %159 = trunc i64 %157 to i32
  br i1 %158, label %160, label %168

160:                                              ; preds = %155
  store i32 0, ptr %156, align 8, !tbaa !49
  %161 = getelementptr inbounds i8, ptr %153, i64 12
  store i32 0, ptr %161, align 4, !tbaa !51
  %162 = load ptr, ptr %153, align 8, !tbaa !52
  %163 = getelementptr inbounds i8, ptr %162, i64 16
  %164 = load ptr, ptr %163, align 8
  call void %164(ptr noundef nonnull align 8 dereferenceable(16) %153) #27
  %165 = load ptr, ptr %153, align 8, !tbaa !52
  %166 = getelementptr inbounds i8, ptr %165, i64 24
  %167 = load ptr, ptr %166, align 8
  call void %167(ptr noundef nonnull align 8 dereferenceable(16) %153) #27
  br label %179

168:                                              ; preds = %155
  %169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %173, label %171

171:                                              ; preds = %168
  %172 = add nsw i32 %159, -1
  store i32 %172, ptr %156, align 4, !tbaa !38
  br label %175

173:                                              ; preds = %168
  %174 = atomicrmw volatile add ptr %156, i32 -1 acq_rel, align 4
  br label %175

175:                                              ; preds = %173, %171
  %176 = phi i32 [ %159, %171 ], [ %174, %173 ]
  %177 = icmp eq i32 %176, 1
  br i1 %177, label %178, label %179, !prof !35

178:                                              ; preds = %175
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %153) #27
  br label %179

179:                                              ; preds = %151, %160, %175, %178
  %180 = xor i1 %100, true
  %181 = zext i1 %180 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  ret i32 %181

182:                                              ; preds = %82
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %186

184:                                              ; preds = %99
  %185 = landingpad { ptr, i32 }
          cleanup
  br label %186

186:                                              ; preds = %97, %184, %182
  %187 = phi { ptr, i32 } [ %185, %184 ], [ %183, %182 ], [ %98, %97 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  br label %188

188:                                              ; preds = %186, %83
  %189 = phi { ptr, i32 } [ %187, %186 ], [ %84, %83 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %190

190:                                              ; preds = %188, %26
  %191 = phi { ptr, i32 } [ %189, %188 ], [ %18, %26 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #27
  resume { ptr, i32 } %191
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN12OptionParserD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #29
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: nounwind
declare noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4findEcm(ptr noundef nonnull align 8 dereferenceable(32), i8 noundef signext, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEEixEOS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::tuple.16", align 8
  %4 = alloca %"class.std::tuple.19", align 1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = icmp eq ptr %6, null
  br i1 %8, label %58, label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !11
  %12 = load ptr, ptr %1, align 8
  br label %13

13:                                               ; preds = %30, %9
  %14 = phi ptr [ %6, %9 ], [ %36, %30 ]
  %15 = phi ptr [ %7, %9 ], [ %33, %30 ]
  %16 = getelementptr inbounds i8, ptr %14, i64 40
  %17 = load i64, ptr %16, align 8, !tbaa !11
  %18 = tail call i64 @llvm.umin.i64(i64 %11, i64 %17)
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %14, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %12, i64 noundef %18) #27
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %20, %13
  %26 = sub i64 %17, %11
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %25, %20
  %31 = phi i32 [ %23, %20 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, ptr %15, ptr %14
  %34 = select i1 %32, i64 24, i64 16
  %35 = getelementptr inbounds i8, ptr %14, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !28
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %13, !llvm.loop !87

38:                                               ; preds = %30
  %39 = icmp eq ptr %33, %7
  br i1 %39, label %58, label %40

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %33, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !11
  %43 = tail call i64 @llvm.umin.i64(i64 %42, i64 %11)
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %33, i64 32
  %47 = load ptr, ptr %46, align 8, !tbaa !14
  %48 = tail call i32 @memcmp(ptr noundef %12, ptr noundef %47, i64 noundef %43) #27
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %55

50:                                               ; preds = %45, %40
  %51 = sub i64 %11, %42
  %52 = tail call i64 @llvm.smax.i64(i64 %51, i64 -2147483648)
  %53 = tail call i64 @llvm.smin.i64(i64 %52, i64 2147483647)
  %54 = trunc nsw i64 %53 to i32
  br label %55

55:                                               ; preds = %45, %50
  %56 = phi i32 [ %48, %45 ], [ %54, %50 ]
  %57 = icmp slt i32 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %2, %38, %55
  %59 = phi ptr [ %33, %55 ], [ %33, %38 ], [ %7, %2 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #27
  store ptr %1, ptr %3, align 8, !tbaa !28, !alias.scope !88
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #27
  %60 = call ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %59, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #27
  br label %61

61:                                               ; preds = %58, %55
  %62 = phi ptr [ %60, %58 ], [ %33, %55 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 64
  ret ptr %63
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_St4lessIS5_ESaISt4pairIKS5_S5_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #29
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #29
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare noundef i64 @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5rfindEPKcmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #8

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOS5_EESJ_IJEEEEESt17_Rb_tree_iteratorIS8_ESt23_Rb_tree_const_iteratorIS8_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, std::__cxx11::basic_string<char>>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  store ptr %0, ptr %6, align 8, !tbaa !28
  %7 = tail call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #32
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  %9 = load i64, ptr %3, align 8, !tbaa !28
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr inbounds i8, ptr %7, i64 48
  store ptr %11, ptr %8, align 8, !tbaa !5
  %12 = load ptr, ptr %10, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %10, i64 16
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !11
  %18 = add i64 %17, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %13, i64 %18, i1 false)
  br label %25

21:                                               ; preds = %5
  store ptr %12, ptr %8, align 8, !tbaa !14
  %22 = load i64, ptr %13, align 8, !tbaa !10
  store i64 %22, ptr %11, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  %24 = load i64, ptr %23, align 8, !tbaa !11
  br label %25

25:                                               ; preds = %21, %20, %15
  %26 = phi i64 [ -1, %15 ], [ %17, %20 ], [ %24, %21 ]
  %27 = getelementptr inbounds i8, ptr %6, i64 8
  %28 = getelementptr inbounds i8, ptr %10, i64 8
  %29 = getelementptr inbounds i8, ptr %7, i64 40
  store i64 %26, ptr %29, align 8, !tbaa !11
  store ptr %13, ptr %10, align 8, !tbaa !14
  store i64 0, ptr %28, align 8, !tbaa !11
  store i8 0, ptr %13, align 1, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %7, i64 64
  %31 = getelementptr inbounds i8, ptr %7, i64 80
  store ptr %31, ptr %30, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %7, i64 72
  store i64 0, ptr %32, align 8, !tbaa !11
  store i8 0, ptr %31, align 1, !tbaa !10
  store ptr %7, ptr %27, align 8, !tbaa !91
  %33 = invoke { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %34 unwind label %68

34:                                               ; preds = %25
  %35 = extractvalue { ptr, ptr } %33, 0
  %36 = extractvalue { ptr, ptr } %33, 1
  %37 = icmp eq ptr %36, null
  br i1 %37, label %70, label %38

38:                                               ; preds = %34
  %39 = icmp ne ptr %35, null
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = icmp eq ptr %40, %36
  %42 = select i1 %39, i1 true, i1 %41
  br i1 %42, label %63, label %43

43:                                               ; preds = %38
  %44 = load i64, ptr %29, align 8, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %36, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !11
  %47 = tail call i64 @llvm.umin.i64(i64 %46, i64 %44)
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %36, i64 32
  %51 = load ptr, ptr %50, align 8, !tbaa !14
  %52 = load ptr, ptr %8, align 8, !tbaa !14
  %53 = tail call i32 @memcmp(ptr noundef %52, ptr noundef %51, i64 noundef %47) #27
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %60

55:                                               ; preds = %49, %43
  %56 = sub i64 %44, %46
  %57 = tail call i64 @llvm.smax.i64(i64 %56, i64 -2147483648)
  %58 = tail call i64 @llvm.smin.i64(i64 %57, i64 2147483647)
  %59 = trunc nsw i64 %58 to i32
  br label %60

60:                                               ; preds = %55, %49
  %61 = phi i32 [ %53, %49 ], [ %59, %55 ]
  %62 = icmp slt i32 %61, 0
  br label %63

63:                                               ; preds = %38, %60
  %64 = phi i1 [ true, %38 ], [ %62, %60 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %64, ptr noundef nonnull %7, ptr noundef nonnull %36, ptr noundef nonnull align 8 dereferenceable(32) %40) #27
  %65 = getelementptr inbounds i8, ptr %0, i64 40
  %66 = load i64, ptr %65, align 8, !tbaa !27
  %67 = add i64 %66, 1
  store i64 %67, ptr %65, align 8, !tbaa !27
  br label %83

68:                                               ; preds = %25
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  resume { ptr, i32 } %69

70:                                               ; preds = %34
  %71 = load ptr, ptr %30, align 8, !tbaa !14
  %72 = icmp eq ptr %71, %31
  br i1 %72, label %76, label %73

73:                                               ; preds = %70
  %74 = load i64, ptr %31, align 8, !tbaa !10
  %75 = add i64 %74, 1
  tail call void @_ZdlPvm(ptr noundef %71, i64 noundef %75) #28
  br label %76

76:                                               ; preds = %73, %70
  %77 = load ptr, ptr %8, align 8, !tbaa !14
  %78 = icmp eq ptr %77, %11
  br i1 %78, label %82, label %79

79:                                               ; preds = %76
  %80 = load i64, ptr %11, align 8, !tbaa !10
  %81 = add i64 %80, 1
  tail call void @_ZdlPvm(ptr noundef %77, i64 noundef %81) #28
  br label %82

82:                                               ; preds = %79, %76
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef 96) #28
  br label %83

83:                                               ; preds = %63, %82
  %84 = phi ptr [ %7, %63 ], [ %35, %82 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret ptr %84
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS8_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !27
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %33, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !28
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !11
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 %14)
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %12, i64 32
  %21 = load ptr, ptr %2, align 8, !tbaa !14
  %22 = load ptr, ptr %20, align 8, !tbaa !14
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %21, i64 noundef %17) #27
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %19, %10
  %26 = sub i64 %14, %16
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %19, %25
  %31 = phi i32 [ %23, %19 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %137, label %33

33:                                               ; preds = %30, %6
  %34 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  br label %137

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load i64, ptr %38, align 8, !tbaa !11
  %40 = getelementptr inbounds i8, ptr %1, i64 40
  %41 = load i64, ptr %40, align 8, !tbaa !11
  %42 = tail call i64 @llvm.umin.i64(i64 %41, i64 %39)
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %1, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !14
  %47 = load ptr, ptr %2, align 8, !tbaa !14
  %48 = tail call i32 @memcmp(ptr noundef %47, ptr noundef %46, i64 noundef %42) #27
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %53, label %56

50:                                               ; preds = %37
  %51 = sub i64 %39, %41
  %52 = icmp slt i64 %51, 0
  br i1 %52, label %58, label %95

53:                                               ; preds = %44
  %54 = sub i64 %39, %41
  %55 = icmp slt i64 %54, 0
  br i1 %55, label %58, label %92

56:                                               ; preds = %44
  %57 = icmp slt i32 %48, 0
  br i1 %57, label %58, label %92

58:                                               ; preds = %53, %56, %50
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !28
  %61 = icmp eq ptr %60, %1
  br i1 %61, label %137, label %62

62:                                               ; preds = %58
  %63 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #33
  %64 = getelementptr inbounds i8, ptr %63, i64 40
  %65 = load i64, ptr %64, align 8, !tbaa !11
  %66 = tail call i64 @llvm.umin.i64(i64 %39, i64 %65)
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %63, i64 32
  %70 = load ptr, ptr %2, align 8, !tbaa !14
  %71 = load ptr, ptr %69, align 8, !tbaa !14
  %72 = tail call i32 @memcmp(ptr noundef %71, ptr noundef %70, i64 noundef %66) #27
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %68, %62
  %75 = sub i64 %65, %39
  %76 = tail call i64 @llvm.smax.i64(i64 %75, i64 -2147483648)
  %77 = tail call i64 @llvm.smin.i64(i64 %76, i64 2147483647)
  %78 = trunc nsw i64 %77 to i32
  br label %79

79:                                               ; preds = %68, %74
  %80 = phi i32 [ %72, %68 ], [ %78, %74 ]
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %63, i64 24
  %84 = load ptr, ptr %83, align 8, !tbaa !93
  %85 = icmp eq ptr %84, null
  %86 = select i1 %85, ptr null, ptr %1
  %87 = select i1 %85, ptr %63, ptr %1
  br label %137

88:                                               ; preds = %79
  %89 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %90 = extractvalue { ptr, ptr } %89, 0
  %91 = extractvalue { ptr, ptr } %89, 1
  br label %137

92:                                               ; preds = %53, %56
  %93 = tail call i32 @memcmp(ptr noundef %46, ptr noundef %47, i64 noundef %42) #27
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %100

95:                                               ; preds = %50, %92
  %96 = sub i64 %41, %39
  %97 = tail call i64 @llvm.smax.i64(i64 %96, i64 -2147483648)
  %98 = tail call i64 @llvm.smin.i64(i64 %97, i64 2147483647)
  %99 = trunc nsw i64 %98 to i32
  br label %100

100:                                              ; preds = %92, %95
  %101 = phi i32 [ %93, %92 ], [ %99, %95 ]
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %137

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %0, i64 32
  %105 = load ptr, ptr %104, align 8, !tbaa !28
  %106 = icmp eq ptr %105, %1
  br i1 %106, label %137, label %107

107:                                              ; preds = %103
  %108 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #33
  %109 = getelementptr inbounds i8, ptr %108, i64 40
  %110 = load i64, ptr %109, align 8, !tbaa !11
  %111 = tail call i64 @llvm.umin.i64(i64 %110, i64 %39)
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %108, i64 32
  %115 = load ptr, ptr %114, align 8, !tbaa !14
  %116 = load ptr, ptr %2, align 8, !tbaa !14
  %117 = tail call i32 @memcmp(ptr noundef %116, ptr noundef %115, i64 noundef %111) #27
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %124

119:                                              ; preds = %113, %107
  %120 = sub i64 %39, %110
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 -2147483648)
  %122 = tail call i64 @llvm.smin.i64(i64 %121, i64 2147483647)
  %123 = trunc nsw i64 %122 to i32
  br label %124

124:                                              ; preds = %113, %119
  %125 = phi i32 [ %117, %113 ], [ %123, %119 ]
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %133

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %1, i64 24
  %129 = load ptr, ptr %128, align 8, !tbaa !93
  %130 = icmp eq ptr %129, null
  %131 = select i1 %130, ptr null, ptr %108
  %132 = select i1 %130, ptr %1, ptr %108
  br label %137

133:                                              ; preds = %124
  %134 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %135 = extractvalue { ptr, ptr } %134, 0
  %136 = extractvalue { ptr, ptr } %134, 1
  br label %137

137:                                              ; preds = %127, %82, %100, %133, %103, %88, %58, %30, %33
  %138 = phi ptr [ %35, %33 ], [ null, %30 ], [ %90, %88 ], [ %60, %58 ], [ %135, %133 ], [ null, %103 ], [ %1, %100 ], [ %86, %82 ], [ %131, %127 ]
  %139 = phi ptr [ %36, %33 ], [ %12, %30 ], [ %91, %88 ], [ %60, %58 ], [ %136, %133 ], [ %105, %103 ], [ null, %100 ], [ %87, %82 ], [ %132, %127 ]
  %140 = insertvalue { ptr, ptr } poison, ptr %138, 0
  %141 = insertvalue { ptr, ptr } %140, ptr %139, 1
  ret { ptr, ptr } %141
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !91
  %4 = icmp eq ptr %3, null
  br i1 %4, label %22, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = getelementptr inbounds i8, ptr %3, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = getelementptr inbounds i8, ptr %3, i64 80
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %5
  %12 = load i64, ptr %9, align 8, !tbaa !10
  %13 = add i64 %12, 1
  tail call void @_ZdlPvm(ptr noundef %8, i64 noundef %13) #28
  br label %14

14:                                               ; preds = %11, %5
  %15 = load ptr, ptr %6, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %3, i64 48
  %17 = icmp eq ptr %15, %16
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i64, ptr %16, align 8, !tbaa !10
  %20 = add i64 %19, 1
  tail call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #28
  br label %21

21:                                               ; preds = %14, %18
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 96) #28
  br label %22

22:                                               ; preds = %21, %1
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #12

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !28
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %7, %27
  %12 = phi ptr [ %5, %7 ], [ %32, %27 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !11
  %15 = tail call i64 @llvm.umin.i64(i64 %14, i64 %9)
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %12, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !14
  %20 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %19, i64 noundef %15) #27
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %17, %11
  %23 = sub i64 %9, %14
  %24 = tail call i64 @llvm.smax.i64(i64 %23, i64 -2147483648)
  %25 = tail call i64 @llvm.smin.i64(i64 %24, i64 2147483647)
  %26 = trunc nsw i64 %25 to i32
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i32 [ %20, %17 ], [ %26, %22 ]
  %29 = icmp slt i32 %28, 0
  %30 = select i1 %29, i64 16, i64 24
  %31 = getelementptr inbounds i8, ptr %12, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !94

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !25
  %39 = icmp eq ptr %36, %38
  br i1 %39, label %67, label %40

40:                                               ; preds = %35
  %41 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %36) #33
  br label %42

42:                                               ; preds = %40, %34
  %43 = phi ptr [ %36, %40 ], [ %12, %34 ]
  %44 = phi ptr [ %41, %40 ], [ %12, %34 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !11
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !11
  %49 = tail call i64 @llvm.umin.i64(i64 %48, i64 %46)
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %42
  %52 = getelementptr inbounds i8, ptr %44, i64 32
  %53 = load ptr, ptr %1, align 8, !tbaa !14
  %54 = load ptr, ptr %52, align 8, !tbaa !14
  %55 = tail call i32 @memcmp(ptr noundef %54, ptr noundef %53, i64 noundef %49) #27
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %62

57:                                               ; preds = %51, %42
  %58 = sub i64 %46, %48
  %59 = tail call i64 @llvm.smax.i64(i64 %58, i64 -2147483648)
  %60 = tail call i64 @llvm.smin.i64(i64 %59, i64 2147483647)
  %61 = trunc nsw i64 %60 to i32
  br label %62

62:                                               ; preds = %51, %57
  %63 = phi i32 [ %55, %51 ], [ %61, %57 ]
  %64 = icmp slt i32 %63, 0
  %65 = select i1 %64, ptr null, ptr %44
  %66 = select i1 %64, ptr %43, ptr null
  br label %67

67:                                               ; preds = %62, %35
  %68 = phi ptr [ null, %35 ], [ %65, %62 ]
  %69 = phi ptr [ %36, %35 ], [ %66, %62 ]
  %70 = insertvalue { ptr, ptr } poison, ptr %68, 0
  %71 = insertvalue { ptr, ptr } %70, ptr %69, 1
  ret { ptr, ptr } %71
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2, %25
  %5 = phi ptr [ %9, %25 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !93
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE8_M_eraseEPSt13_Rb_tree_nodeIS8_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !95
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = getelementptr inbounds i8, ptr %5, i64 64
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %5, i64 80
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %4
  %16 = load i64, ptr %13, align 8, !tbaa !10
  %17 = add i64 %16, 1
  tail call void @_ZdlPvm(ptr noundef %12, i64 noundef %17) #28
  br label %18

18:                                               ; preds = %15, %4
  %19 = load ptr, ptr %10, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %5, i64 48
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = load i64, ptr %20, align 8, !tbaa !10
  %24 = add i64 %23, 1
  tail call void @_ZdlPvm(ptr noundef %19, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %18, %22
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 96) #28
  %26 = icmp eq ptr %9, null
  br i1 %26, label %27, label %4, !llvm.loop !96

27:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNKSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE4findERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  br i1 %6, label %57, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %28, %7
  %12 = phi ptr [ %4, %7 ], [ %34, %28 ]
  %13 = phi ptr [ %5, %7 ], [ %31, %28 ]
  %14 = getelementptr inbounds i8, ptr %12, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !11
  %16 = tail call i64 @llvm.umin.i64(i64 %9, i64 %15)
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %12, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  %21 = tail call i32 @memcmp(ptr noundef %20, ptr noundef %10, i64 noundef %16) #27
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18, %11
  %24 = sub i64 %15, %9
  %25 = tail call i64 @llvm.smax.i64(i64 %24, i64 -2147483648)
  %26 = tail call i64 @llvm.smin.i64(i64 %25, i64 2147483647)
  %27 = trunc nsw i64 %26 to i32
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %21, %18 ], [ %27, %23 ]
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, ptr %13, ptr %12
  %32 = select i1 %30, i64 24, i64 16
  %33 = getelementptr inbounds i8, ptr %12, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %11, !llvm.loop !97

36:                                               ; preds = %28
  %37 = icmp eq ptr %31, %5
  br i1 %37, label %57, label %38

38:                                               ; preds = %36
  %39 = getelementptr inbounds i8, ptr %31, i64 40
  %40 = load i64, ptr %39, align 8, !tbaa !11
  %41 = tail call i64 @llvm.umin.i64(i64 %40, i64 %9)
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %31, i64 32
  %45 = load ptr, ptr %44, align 8, !tbaa !14
  %46 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %45, i64 noundef %41) #27
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %43, %38
  %49 = sub i64 %9, %40
  %50 = tail call i64 @llvm.smax.i64(i64 %49, i64 -2147483648)
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 2147483647)
  %52 = trunc nsw i64 %51 to i32
  br label %53

53:                                               ; preds = %43, %48
  %54 = phi i32 [ %46, %43 ], [ %52, %48 ]
  %55 = icmp slt i32 %54, 0
  %56 = select i1 %55, ptr %5, ptr %31
  br label %57

57:                                               ; preds = %53, %2, %36
  %58 = phi ptr [ %5, %36 ], [ %5, %2 ], [ %56, %53 ]
  ret ptr %58
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11UsmPipelineD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 152
  tail call void @_ZNSt10unique_ptrIf10SharedFreeED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %2) #27
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = load ptr, ptr %3, align 8, !tbaa !28
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %4, i64 noundef 32) #28
  br label %7

7:                                                ; preds = %1, %6
  store ptr null, ptr %3, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  %9 = load ptr, ptr %8, align 8, !tbaa !28
  %10 = icmp eq ptr %9, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef 32) #28
  br label %12

12:                                               ; preds = %7, %11
  store ptr null, ptr %8, align 8, !tbaa !28
  %13 = getelementptr inbounds i8, ptr %0, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !28
  %15 = icmp eq ptr %14, null
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef 32) #28
  br label %17

17:                                               ; preds = %12, %16
  store ptr null, ptr %13, align 8, !tbaa !28
  %18 = getelementptr inbounds i8, ptr %0, i64 120
  %19 = load ptr, ptr %18, align 8, !tbaa !28
  %20 = icmp eq ptr %19, null
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef 32) #28
  br label %22

22:                                               ; preds = %17, %21
  store ptr null, ptr %18, align 8, !tbaa !28
  %23 = getelementptr inbounds i8, ptr %0, i64 96
  %24 = load ptr, ptr %23, align 8, !tbaa !98
  %25 = icmp eq ptr %24, null
  br i1 %25, label %32, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 112
  %28 = load ptr, ptr %27, align 8, !tbaa !99
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %24 to i64
  %31 = sub i64 %29, %30
  tail call void @_ZdlPvm(ptr noundef nonnull %24, i64 noundef %31) #28
  br label %32

32:                                               ; preds = %22, %26
  %33 = getelementptr inbounds i8, ptr %0, i64 72
  %34 = load ptr, ptr %33, align 8, !tbaa !98
  %35 = icmp eq ptr %34, null
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %0, i64 88
  %38 = load ptr, ptr %37, align 8, !tbaa !99
  %39 = ptrtoint ptr %38 to i64
  %40 = ptrtoint ptr %34 to i64
  %41 = sub i64 %39, %40
  tail call void @_ZdlPvm(ptr noundef nonnull %34, i64 noundef %41) #28
  br label %42

42:                                               ; preds = %32, %36
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  %44 = load ptr, ptr %43, align 8, !tbaa !98
  %45 = icmp eq ptr %44, null
  br i1 %45, label %52, label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load ptr, ptr %47, align 8, !tbaa !99
  %49 = ptrtoint ptr %48 to i64
  %50 = ptrtoint ptr %44 to i64
  %51 = sub i64 %49, %50
  tail call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %51) #28
  br label %52

52:                                               ; preds = %42, %46
  %53 = getelementptr inbounds i8, ptr %0, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !98
  %55 = icmp eq ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %0, i64 40
  %58 = load ptr, ptr %57, align 8, !tbaa !99
  %59 = ptrtoint ptr %58 to i64
  %60 = ptrtoint ptr %54 to i64
  %61 = sub i64 %59, %60
  tail call void @_ZdlPvm(ptr noundef nonnull %54, i64 noundef %61) #28
  br label %62

62:                                               ; preds = %52, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrIf10SharedFreeED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !28
  %5 = icmp eq ptr %4, null
  br i1 %5, label %11, label %6

6:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  store ptr @.str.7, ptr %2, align 8, !tbaa !100, !alias.scope !102
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.8, ptr %7, align 8, !tbaa !105, !alias.scope !102
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 68, ptr %8, align 8, !tbaa !106, !alias.scope !102
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 37, ptr %9, align 8, !tbaa !107, !alias.scope !102
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %4, ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %10 unwind label %40

10:                                               ; preds = %6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  br label %11

11:                                               ; preds = %10, %1
  store ptr null, ptr %3, align 8, !tbaa !28
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !47
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !49
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !51
  %22 = load ptr, ptr %13, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !52
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !38
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !35

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  ret void

40:                                               ; preds = %6
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  call void @__clang_call_terminate(ptr %42) #29
  unreachable
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !47
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !51
  %12 = load ptr, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !52
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !38
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !38
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !52
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !108
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  store ptr @.str.7, ptr %2, align 8, !tbaa !100, !alias.scope !110
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.9, ptr %5, align 8, !tbaa !105, !alias.scope !110
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 51, ptr %6, align 8, !tbaa !106, !alias.scope !110
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 20, ptr %7, align 8, !tbaa !107, !alias.scope !110
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %4, ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %8 unwind label %37

8:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !47
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !49
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !51
  %19 = load ptr, ptr %10, align 8, !tbaa !52
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !38
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !35

35:                                               ; preds = %32
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

36:                                               ; preds = %8, %17, %32, %35
  ret void

37:                                               ; preds = %1
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  call void @__clang_call_terminate(ptr %39) #29
  unreachable
}

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #17

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN10SharedFreeC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #27
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %6, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %2, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %5, align 8, !tbaa !40
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %4, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %7 unwind label %15

7:                                                ; preds = %1
  %8 = load ptr, ptr %4, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %25, label %10

10:                                               ; preds = %7
  %11 = invoke noundef zeroext i1 %8(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %25 unwind label %12

12:                                               ; preds = %10
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #29
  unreachable

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = load ptr, ptr %4, align 8, !tbaa !43
  %18 = icmp eq ptr %17, null
  br i1 %18, label %24, label %19

19:                                               ; preds = %15
  %20 = invoke noundef zeroext i1 %17(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %24 unwind label %21

21:                                               ; preds = %19
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  call void @__clang_call_terminate(ptr %23) #29
  unreachable

24:                                               ; preds = %19, %15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  resume { ptr, i32 } %16

25:                                               ; preds = %10, %7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #27
  %26 = getelementptr inbounds i8, ptr %3, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !44
  %28 = getelementptr inbounds i8, ptr %3, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !46
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !47
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !49
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !51
  %43 = load ptr, ptr %34, align 8, !tbaa !52
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  %46 = load ptr, ptr %34, align 8, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !38
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !35

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #27
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !54

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !44
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %3, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !55
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #28
  br label %74

74:                                               ; preds = %65, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !44
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !46
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !47
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !49
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !51
  %19 = load ptr, ptr %10, align 8, !tbaa !52
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !38
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !35

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !54

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !44
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !55
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #9

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #18 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.11, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !113
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !113
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
  %18 = load ptr, ptr %2, align 8, !tbaa !113
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.12, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !52
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !52
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !115
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
  call void @__clang_call_terminate(ptr %55) #29
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.42", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !121
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !43
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !47
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !49
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !51
  %22 = load ptr, ptr %13, align 8, !tbaa !52
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !52
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !38
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !35

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !43
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !43
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  resume { ptr, i32 } %53
}

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #9

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #19

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #18

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #9

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !28
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !28
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !123
  store ptr %8, ptr %6, align 16, !tbaa !123
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !125
  %12 = load ptr, ptr %10, align 8, !tbaa !126
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !113
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !127

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !125
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !123
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !28
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !125
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !126
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !113
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !127

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !125
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !123
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !47
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !51
  %12 = load ptr, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !28
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
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !28
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11UsmPipeline5setupERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.std::unique_ptr.8", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.std::vector.45", align 8
  %11 = alloca %"class.sycl::_V1::event", align 16
  %12 = alloca %"class.sycl::_V1::event", align 16
  %13 = alloca %"class.sycl::_V1::event", align 16
  %14 = alloca %"class.sycl::_V1::event", align 16
  %15 = load i64, ptr %0, align 8, !tbaa !128
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load ptr, ptr %17, align 8, !tbaa !129
  %19 = load ptr, ptr %16, align 8, !tbaa !98
  %20 = ptrtoint ptr %18 to i64
  %21 = ptrtoint ptr %19 to i64
  %22 = sub i64 %20, %21
  %23 = ashr exact i64 %22, 2
  %24 = icmp ult i64 %23, %15
  br i1 %24, label %25, label %27

25:                                               ; preds = %2
  %26 = sub i64 %15, %23
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %16, i64 noundef %26)
  br label %33

27:                                               ; preds = %2
  %28 = icmp ugt i64 %23, %15
  br i1 %28, label %29, label %33

29:                                               ; preds = %27
  %30 = getelementptr inbounds float, ptr %19, i64 %15
  %31 = icmp eq ptr %18, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %29
  store ptr %30, ptr %17, align 8, !tbaa !129
  br label %33

33:                                               ; preds = %25, %27, %29, %32
  %34 = getelementptr inbounds i8, ptr %0, i64 48
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  %36 = load ptr, ptr %35, align 8, !tbaa !129
  %37 = load ptr, ptr %34, align 8, !tbaa !98
  %38 = ptrtoint ptr %36 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = ashr exact i64 %40, 2
  %42 = icmp ult i64 %41, %15
  br i1 %42, label %43, label %45

43:                                               ; preds = %33
  %44 = sub i64 %15, %41
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %34, i64 noundef %44)
  br label %51

45:                                               ; preds = %33
  %46 = icmp ugt i64 %41, %15
  br i1 %46, label %47, label %51

47:                                               ; preds = %45
  %48 = getelementptr inbounds float, ptr %37, i64 %15
  %49 = icmp eq ptr %36, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %47
  store ptr %48, ptr %35, align 8, !tbaa !129
  br label %51

51:                                               ; preds = %43, %45, %47, %50
  %52 = getelementptr inbounds i8, ptr %0, i64 72
  %53 = mul i64 %15, %15
  %54 = getelementptr inbounds i8, ptr %0, i64 80
  %55 = load ptr, ptr %54, align 8, !tbaa !129
  %56 = load ptr, ptr %52, align 8, !tbaa !98
  %57 = ptrtoint ptr %55 to i64
  %58 = ptrtoint ptr %56 to i64
  %59 = sub i64 %57, %58
  %60 = ashr exact i64 %59, 2
  %61 = icmp ult i64 %60, %53
  br i1 %61, label %62, label %64

62:                                               ; preds = %51
  %63 = sub i64 %53, %60
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %52, i64 noundef %63)
  br label %70

64:                                               ; preds = %51
  %65 = icmp ugt i64 %60, %53
  br i1 %65, label %66, label %70

66:                                               ; preds = %64
  %67 = getelementptr inbounds float, ptr %56, i64 %53
  %68 = icmp eq ptr %55, %67
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  store ptr %67, ptr %54, align 8, !tbaa !129
  br label %70

70:                                               ; preds = %62, %64, %66, %69
  %71 = getelementptr inbounds i8, ptr %0, i64 96
  %72 = getelementptr inbounds i8, ptr %0, i64 104
  %73 = load ptr, ptr %72, align 8, !tbaa !129
  %74 = load ptr, ptr %71, align 8, !tbaa !98
  %75 = ptrtoint ptr %73 to i64
  %76 = ptrtoint ptr %74 to i64
  %77 = sub i64 %75, %76
  %78 = ashr exact i64 %77, 2
  %79 = icmp ult i64 %78, %15
  br i1 %79, label %80, label %82

80:                                               ; preds = %70
  %81 = sub i64 %15, %78
  tail call void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %71, i64 noundef %81)
  br label %90

82:                                               ; preds = %70
  %83 = icmp ugt i64 %78, %15
  br i1 %83, label %84, label %88

84:                                               ; preds = %82
  %85 = getelementptr inbounds float, ptr %74, i64 %15
  %86 = icmp eq ptr %73, %85
  br i1 %86, label %88, label %87

87:                                               ; preds = %84
  store ptr %85, ptr %72, align 8, !tbaa !129
  br label %88

88:                                               ; preds = %82, %84, %87
  %89 = icmp eq i64 %15, 0
  br i1 %89, label %127, label %90

90:                                               ; preds = %80, %88
  %91 = load ptr, ptr %16, align 8, !tbaa !98
  %92 = load ptr, ptr %34, align 8, !tbaa !98
  %93 = load ptr, ptr %71, align 8, !tbaa !98
  br label %102

94:                                               ; preds = %102
  %95 = icmp eq i64 %53, 0
  br i1 %95, label %127, label %96

96:                                               ; preds = %94
  %97 = load ptr, ptr %52, align 8, !tbaa !98
  %98 = and i64 %53, 1
  %99 = icmp eq i64 %53, 1
  br i1 %99, label %119, label %100

100:                                              ; preds = %96
  %101 = and i64 %53, -2
  br label %170

102:                                              ; preds = %90, %102
  %103 = phi i64 [ 0, %90 ], [ %117, %102 ]
  %104 = urem i64 %103, 5
  %105 = add nuw nsw i64 %104, 1
  %106 = uitofp nneg i64 %105 to float
  %107 = getelementptr inbounds float, ptr %91, i64 %103
  store float %106, ptr %107, align 4, !tbaa !16
  %108 = urem i64 %103, 3
  %109 = add nsw i64 %108, -1
  %110 = sitofp i64 %109 to float
  %111 = getelementptr inbounds float, ptr %92, i64 %103
  store float %110, ptr %111, align 4, !tbaa !16
  %112 = mul i64 %103, 7
  %113 = urem i64 %112, 13
  %114 = uitofp nneg i64 %113 to float
  %115 = fmul float %114, 2.500000e-01
  %116 = getelementptr inbounds float, ptr %93, i64 %103
  store float %115, ptr %116, align 4, !tbaa !16
  %117 = add nuw i64 %103, 1
  %118 = icmp eq i64 %117, %15
  br i1 %118, label %94, label %102, !llvm.loop !130

119:                                              ; preds = %170, %96
  %120 = phi i64 [ 0, %96 ], [ %182, %170 ]
  %121 = icmp eq i64 %98, 0
  br i1 %121, label %127, label %122

122:                                              ; preds = %119
  %123 = urem i64 %120, 9
  %124 = uitofp nneg i64 %123 to float
  %125 = tail call float @llvm.fmuladd.f32(float %124, float 1.250000e-01, float -5.000000e-01)
  %126 = getelementptr inbounds float, ptr %97, i64 %120
  store float %125, ptr %126, align 4, !tbaa !16
  br label %127

127:                                              ; preds = %122, %119, %88, %94
  %128 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !131
  invoke void @_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm(ptr noundef nonnull align 8 dereferenceable(32) %128, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %15)
          to label %133 unwind label %131, !noalias !131

129:                                              ; preds = %498, %526, %158, %149, %140, %131
  %130 = phi { ptr, i32 } [ %132, %131 ], [ %141, %140 ], [ %150, %149 ], [ %159, %158 ], [ %527, %526 ], [ %499, %498 ]
  resume { ptr, i32 } %130

131:                                              ; preds = %127
  %132 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef 32) #28, !noalias !131
  br label %129

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %0, i64 120
  %135 = load ptr, ptr %134, align 8, !tbaa !28
  store ptr %128, ptr %134, align 8, !tbaa !28
  %136 = icmp eq ptr %135, null
  br i1 %136, label %138, label %137

137:                                              ; preds = %133
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %135) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %135, i64 noundef 32) #28
  br label %138

138:                                              ; preds = %137, %133
  %139 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !134
  invoke void @_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm(ptr noundef nonnull align 8 dereferenceable(32) %139, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %15)
          to label %142 unwind label %140, !noalias !134

140:                                              ; preds = %138
  %141 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef 32) #28, !noalias !134
  br label %129

142:                                              ; preds = %138
  %143 = getelementptr inbounds i8, ptr %0, i64 128
  %144 = load ptr, ptr %143, align 8, !tbaa !28
  store ptr %139, ptr %143, align 8, !tbaa !28
  %145 = icmp eq ptr %144, null
  br i1 %145, label %147, label %146

146:                                              ; preds = %142
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %144) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %144, i64 noundef 32) #28
  br label %147

147:                                              ; preds = %146, %142
  %148 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !137
  invoke void @_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm(ptr noundef nonnull align 8 dereferenceable(32) %148, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %53)
          to label %151 unwind label %149, !noalias !137

149:                                              ; preds = %147
  %150 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %148, i64 noundef 32) #28, !noalias !137
  br label %129

151:                                              ; preds = %147
  %152 = getelementptr inbounds i8, ptr %0, i64 136
  %153 = load ptr, ptr %152, align 8, !tbaa !28
  store ptr %148, ptr %152, align 8, !tbaa !28
  %154 = icmp eq ptr %153, null
  br i1 %154, label %156, label %155

155:                                              ; preds = %151
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %153) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %153, i64 noundef 32) #28
  br label %156

156:                                              ; preds = %155, %151
  %157 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !140
  invoke void @_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm(ptr noundef nonnull align 8 dereferenceable(32) %157, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %15)
          to label %160 unwind label %158, !noalias !140

158:                                              ; preds = %156
  %159 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %157, i64 noundef 32) #28, !noalias !140
  br label %129

160:                                              ; preds = %156
  %161 = getelementptr inbounds i8, ptr %0, i64 144
  %162 = load ptr, ptr %161, align 8, !tbaa !28
  store ptr %157, ptr %161, align 8, !tbaa !28
  %163 = icmp eq ptr %162, null
  br i1 %163, label %165, label %164

164:                                              ; preds = %160
  tail call void @_ZN11DeviceArrayIfED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %162) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %162, i64 noundef 32) #28
  br label %165

165:                                              ; preds = %164, %160
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  store ptr @.str.7, ptr %9, align 8, !tbaa !100, !alias.scope !143
  %166 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.17, ptr %166, align 8, !tbaa !105, !alias.scope !143
  %167 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 92, ptr %167, align 8, !tbaa !106, !alias.scope !143
  %168 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 47, ptr %168, align 8, !tbaa !107, !alias.scope !143
  %169 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %15, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %185 unwind label %498

170:                                              ; preds = %170, %100
  %171 = phi i64 [ 0, %100 ], [ %182, %170 ]
  %172 = phi i64 [ 0, %100 ], [ %183, %170 ]
  %173 = urem i64 %171, 9
  %174 = uitofp nneg i64 %173 to float
  %175 = tail call float @llvm.fmuladd.f32(float %174, float 1.250000e-01, float -5.000000e-01)
  %176 = getelementptr inbounds float, ptr %97, i64 %171
  store float %175, ptr %176, align 4, !tbaa !16
  %177 = or disjoint i64 %171, 1
  %178 = urem i64 %177, 9
  %179 = uitofp nneg i64 %178 to float
  %180 = tail call float @llvm.fmuladd.f32(float %179, float 1.250000e-01, float -5.000000e-01)
  %181 = getelementptr inbounds float, ptr %97, i64 %177
  store float %180, ptr %181, align 4, !tbaa !16
  %182 = add nuw i64 %171, 2
  %183 = add i64 %172, 2
  %184 = icmp eq i64 %183, %101
  br i1 %184, label %119, label %170, !llvm.loop !146

185:                                              ; preds = %165
  %186 = load ptr, ptr %1, align 8, !tbaa !147
  %187 = getelementptr inbounds i8, ptr %1, i64 8
  %188 = load ptr, ptr %187, align 8, !tbaa !47
  %189 = icmp eq ptr %188, null
  br i1 %189, label %199, label %190

190:                                              ; preds = %185
  %191 = getelementptr inbounds i8, ptr %188, i64 8
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %190
  %195 = load i32, ptr %191, align 4, !tbaa !38
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %191, align 4, !tbaa !38
  br label %199

197:                                              ; preds = %190
  %198 = atomicrmw volatile add ptr %191, i32 1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %194, %185
  store ptr %186, ptr %7, align 8, !tbaa !147
  %200 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %188, ptr %200, align 8, !tbaa !47
  %201 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %169, ptr %201, align 8, !tbaa !18
  %202 = getelementptr inbounds i8, ptr %0, i64 152
  %203 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt15__uniq_ptr_implIf10SharedFreeEaSEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %202, ptr noundef nonnull align 8 dereferenceable(24) %7) #27
  call void @_ZNSt10unique_ptrIf10SharedFreeED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %204 = getelementptr inbounds i8, ptr %8, i64 8
  %205 = load ptr, ptr %204, align 8, !tbaa !44
  %206 = getelementptr inbounds i8, ptr %8, i64 16
  %207 = load ptr, ptr %206, align 8, !tbaa !46
  %208 = icmp eq ptr %205, %207
  br i1 %208, label %243, label %209

209:                                              ; preds = %199, %238
  %210 = phi ptr [ %239, %238 ], [ %205, %199 ]
  %211 = getelementptr inbounds i8, ptr %210, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !47
  %213 = icmp eq ptr %212, null
  br i1 %213, label %238, label %214

214:                                              ; preds = %209
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load atomic i64, ptr %215 acquire, align 8
  %217 = icmp eq i64 %216, 4294967297
  %218 = trunc i64 %216 to i32
  br i1 %217, label %219, label %227

219:                                              ; preds = %214
  store i32 0, ptr %215, align 8, !tbaa !49
  %220 = getelementptr inbounds i8, ptr %212, i64 12
  store i32 0, ptr %220, align 4, !tbaa !51
  %221 = load ptr, ptr %212, align 8, !tbaa !52
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %212) #27
  %224 = load ptr, ptr %212, align 8, !tbaa !52
  %225 = getelementptr inbounds i8, ptr %224, i64 24
  %226 = load ptr, ptr %225, align 8
  call void %226(ptr noundef nonnull align 8 dereferenceable(16) %212) #27
  br label %238

227:                                              ; preds = %214
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %232, label %230

230:                                              ; preds = %227
  %231 = add nsw i32 %218, -1
  store i32 %231, ptr %215, align 4, !tbaa !38
  br label %234

232:                                              ; preds = %227
  %233 = atomicrmw volatile add ptr %215, i32 -1 acq_rel, align 4
  br label %234

234:                                              ; preds = %232, %230
  %235 = phi i32 [ %218, %230 ], [ %233, %232 ]
  %236 = icmp eq i32 %235, 1
  br i1 %236, label %237, label %238, !prof !35

237:                                              ; preds = %234
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %212) #27
  br label %238

238:                                              ; preds = %237, %234, %219, %209
  %239 = getelementptr inbounds i8, ptr %210, i64 16
  %240 = icmp eq ptr %239, %207
  br i1 %240, label %241, label %209, !llvm.loop !54

241:                                              ; preds = %238
  %242 = load ptr, ptr %204, align 8, !tbaa !44
  br label %243

243:                                              ; preds = %241, %199
  %244 = phi ptr [ %242, %241 ], [ %205, %199 ]
  %245 = icmp eq ptr %244, null
  br i1 %245, label %252, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %8, i64 24
  %248 = load ptr, ptr %247, align 8, !tbaa !55
  %249 = ptrtoint ptr %248 to i64
  %250 = ptrtoint ptr %244 to i64
  %251 = sub i64 %249, %250
  call void @_ZdlPvm(ptr noundef nonnull %244, i64 noundef %251) #28
  br label %252

252:                                              ; preds = %243, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #27
  %253 = load ptr, ptr %134, align 8, !tbaa !28
  %254 = getelementptr inbounds i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8, !tbaa !108, !noalias !148
  %256 = load ptr, ptr %16, align 8, !tbaa !98, !noalias !148
  %257 = getelementptr inbounds i8, ptr %253, i64 16
  %258 = load i64, ptr %257, align 8, !tbaa !151, !noalias !148
  %259 = shl i64 %258, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27, !noalias !148
  store ptr @.str.7, ptr %6, align 8, !tbaa !100, !alias.scope !152, !noalias !148
  %260 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.21, ptr %260, align 8, !tbaa !105, !alias.scope !152, !noalias !148
  %261 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 57, ptr %261, align 8, !tbaa !106, !alias.scope !152, !noalias !148
  %262 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 59, ptr %262, align 8, !tbaa !107, !alias.scope !152, !noalias !148
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %11, ptr noundef nonnull align 8 dereferenceable(16) %253, ptr noundef %255, ptr noundef %256, i64 noundef %259, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %263 unwind label %500

263:                                              ; preds = %252
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27, !noalias !148
  %264 = getelementptr inbounds i8, ptr %10, i64 8
  %265 = load ptr, ptr %264, align 8, !tbaa !28
  %266 = getelementptr inbounds i8, ptr %10, i64 16
  %267 = load ptr, ptr %266, align 8, !tbaa !86
  %268 = icmp eq ptr %265, %267
  br i1 %268, label %274, label %269

269:                                              ; preds = %263
  %270 = getelementptr inbounds i8, ptr %265, i64 8
  store ptr null, ptr %270, align 8, !tbaa !47
  %271 = getelementptr inbounds i8, ptr %11, i64 8
  %272 = load <2 x ptr>, ptr %11, align 16, !tbaa !28
  store ptr null, ptr %271, align 8, !tbaa !47
  store <2 x ptr> %272, ptr %265, align 8, !tbaa !28
  store ptr null, ptr %11, align 16, !tbaa !155
  %273 = getelementptr inbounds i8, ptr %265, i64 16
  store ptr %273, ptr %264, align 8, !tbaa !84
  br label %275

274:                                              ; preds = %263
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr %265, ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %275 unwind label %502

275:                                              ; preds = %269, %274
  %276 = getelementptr inbounds i8, ptr %11, i64 8
  %277 = load ptr, ptr %276, align 8, !tbaa !47
  %278 = icmp eq ptr %277, null
  br i1 %278, label %303, label %279

279:                                              ; preds = %275
  %280 = getelementptr inbounds i8, ptr %277, i64 8
  %281 = load atomic i64, ptr %280 acquire, align 8
  %282 = icmp eq i64 %281, 4294967297
  %283 = trunc i64 %281 to i32
  br i1 %282, label %284, label %292

284:                                              ; preds = %279
  store i32 0, ptr %280, align 8, !tbaa !49
  %285 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %285, align 4, !tbaa !51
  %286 = load ptr, ptr %277, align 8, !tbaa !52
  %287 = getelementptr inbounds i8, ptr %286, i64 16
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %277) #27
  %289 = load ptr, ptr %277, align 8, !tbaa !52
  %290 = getelementptr inbounds i8, ptr %289, i64 24
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %277) #27
  br label %303

292:                                              ; preds = %279
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %297, label %295

295:                                              ; preds = %292
  %296 = add nsw i32 %283, -1
  store i32 %296, ptr %280, align 4, !tbaa !38
  br label %299

297:                                              ; preds = %292
  %298 = atomicrmw volatile add ptr %280, i32 -1 acq_rel, align 4
  br label %299

299:                                              ; preds = %297, %295
  %300 = phi i32 [ %283, %295 ], [ %298, %297 ]
  %301 = icmp eq i32 %300, 1
  br i1 %301, label %302, label %303, !prof !35

302:                                              ; preds = %299
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #27
  br label %303

303:                                              ; preds = %275, %284, %299, %302
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #27
  %304 = load ptr, ptr %143, align 8, !tbaa !28
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8, !tbaa !108, !noalias !157
  %307 = load ptr, ptr %34, align 8, !tbaa !98, !noalias !157
  %308 = getelementptr inbounds i8, ptr %304, i64 16
  %309 = load i64, ptr %308, align 8, !tbaa !151, !noalias !157
  %310 = shl i64 %309, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27, !noalias !157
  store ptr @.str.7, ptr %5, align 8, !tbaa !100, !alias.scope !160, !noalias !157
  %311 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.21, ptr %311, align 8, !tbaa !105, !alias.scope !160, !noalias !157
  %312 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 57, ptr %312, align 8, !tbaa !106, !alias.scope !160, !noalias !157
  %313 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 59, ptr %313, align 8, !tbaa !107, !alias.scope !160, !noalias !157
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %304, ptr noundef %306, ptr noundef %307, i64 noundef %310, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %314 unwind label %506

314:                                              ; preds = %303
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27, !noalias !157
  %315 = load ptr, ptr %264, align 8, !tbaa !28
  %316 = load ptr, ptr %266, align 8, !tbaa !86
  %317 = icmp eq ptr %315, %316
  br i1 %317, label %323, label %318

318:                                              ; preds = %314
  %319 = getelementptr inbounds i8, ptr %315, i64 8
  store ptr null, ptr %319, align 8, !tbaa !47
  %320 = getelementptr inbounds i8, ptr %12, i64 8
  %321 = load <2 x ptr>, ptr %12, align 16, !tbaa !28
  store ptr null, ptr %320, align 8, !tbaa !47
  store <2 x ptr> %321, ptr %315, align 8, !tbaa !28
  store ptr null, ptr %12, align 16, !tbaa !155
  %322 = getelementptr inbounds i8, ptr %315, i64 16
  store ptr %322, ptr %264, align 8, !tbaa !84
  br label %324

323:                                              ; preds = %314
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr %315, ptr noundef nonnull align 8 dereferenceable(16) %12)
          to label %324 unwind label %508

324:                                              ; preds = %318, %323
  %325 = getelementptr inbounds i8, ptr %12, i64 8
  %326 = load ptr, ptr %325, align 8, !tbaa !47
  %327 = icmp eq ptr %326, null
  br i1 %327, label %352, label %328

328:                                              ; preds = %324
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  %330 = load atomic i64, ptr %329 acquire, align 8
  %331 = icmp eq i64 %330, 4294967297
  %332 = trunc i64 %330 to i32
  br i1 %331, label %333, label %341

333:                                              ; preds = %328
  store i32 0, ptr %329, align 8, !tbaa !49
  %334 = getelementptr inbounds i8, ptr %326, i64 12
  store i32 0, ptr %334, align 4, !tbaa !51
  %335 = load ptr, ptr %326, align 8, !tbaa !52
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %326) #27
  %338 = load ptr, ptr %326, align 8, !tbaa !52
  %339 = getelementptr inbounds i8, ptr %338, i64 24
  %340 = load ptr, ptr %339, align 8
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %326) #27
  br label %352

341:                                              ; preds = %328
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %346, label %344

344:                                              ; preds = %341
  %345 = add nsw i32 %332, -1
  store i32 %345, ptr %329, align 4, !tbaa !38
  br label %348

346:                                              ; preds = %341
  %347 = atomicrmw volatile add ptr %329, i32 -1 acq_rel, align 4
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi i32 [ %332, %344 ], [ %347, %346 ]
  %350 = icmp eq i32 %349, 1
  br i1 %350, label %351, label %352, !prof !35

351:                                              ; preds = %348
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %326) #27
  br label %352

352:                                              ; preds = %324, %333, %348, %351
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #27
  %353 = load ptr, ptr %152, align 8, !tbaa !28
  %354 = getelementptr inbounds i8, ptr %353, i64 24
  %355 = load ptr, ptr %354, align 8, !tbaa !108, !noalias !163
  %356 = load ptr, ptr %52, align 8, !tbaa !98, !noalias !163
  %357 = getelementptr inbounds i8, ptr %353, i64 16
  %358 = load i64, ptr %357, align 8, !tbaa !151, !noalias !163
  %359 = shl i64 %358, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27, !noalias !163
  store ptr @.str.7, ptr %4, align 8, !tbaa !100, !alias.scope !166, !noalias !163
  %360 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.21, ptr %360, align 8, !tbaa !105, !alias.scope !166, !noalias !163
  %361 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 57, ptr %361, align 8, !tbaa !106, !alias.scope !166, !noalias !163
  %362 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 59, ptr %362, align 8, !tbaa !107, !alias.scope !166, !noalias !163
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %13, ptr noundef nonnull align 8 dereferenceable(16) %353, ptr noundef %355, ptr noundef %356, i64 noundef %359, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %363 unwind label %512

363:                                              ; preds = %352
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27, !noalias !163
  %364 = load ptr, ptr %264, align 8, !tbaa !28
  %365 = load ptr, ptr %266, align 8, !tbaa !86
  %366 = icmp eq ptr %364, %365
  br i1 %366, label %372, label %367

367:                                              ; preds = %363
  %368 = getelementptr inbounds i8, ptr %364, i64 8
  store ptr null, ptr %368, align 8, !tbaa !47
  %369 = getelementptr inbounds i8, ptr %13, i64 8
  %370 = load <2 x ptr>, ptr %13, align 16, !tbaa !28
  store ptr null, ptr %369, align 8, !tbaa !47
  store <2 x ptr> %370, ptr %364, align 8, !tbaa !28
  store ptr null, ptr %13, align 16, !tbaa !155
  %371 = getelementptr inbounds i8, ptr %364, i64 16
  store ptr %371, ptr %264, align 8, !tbaa !84
  br label %373

372:                                              ; preds = %363
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr %364, ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %373 unwind label %514

373:                                              ; preds = %367, %372
  %374 = getelementptr inbounds i8, ptr %13, i64 8
  %375 = load ptr, ptr %374, align 8, !tbaa !47
  %376 = icmp eq ptr %375, null
  br i1 %376, label %401, label %377

377:                                              ; preds = %373
  %378 = getelementptr inbounds i8, ptr %375, i64 8
  %379 = load atomic i64, ptr %378 acquire, align 8
  %380 = icmp eq i64 %379, 4294967297
  %381 = trunc i64 %379 to i32
  br i1 %380, label %382, label %390

382:                                              ; preds = %377
  store i32 0, ptr %378, align 8, !tbaa !49
  %383 = getelementptr inbounds i8, ptr %375, i64 12
  store i32 0, ptr %383, align 4, !tbaa !51
  %384 = load ptr, ptr %375, align 8, !tbaa !52
  %385 = getelementptr inbounds i8, ptr %384, i64 16
  %386 = load ptr, ptr %385, align 8
  call void %386(ptr noundef nonnull align 8 dereferenceable(16) %375) #27
  %387 = load ptr, ptr %375, align 8, !tbaa !52
  %388 = getelementptr inbounds i8, ptr %387, i64 24
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %375) #27
  br label %401

390:                                              ; preds = %377
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %395, label %393

393:                                              ; preds = %390
  %394 = add nsw i32 %381, -1
  store i32 %394, ptr %378, align 4, !tbaa !38
  br label %397

395:                                              ; preds = %390
  %396 = atomicrmw volatile add ptr %378, i32 -1 acq_rel, align 4
  br label %397

397:                                              ; preds = %395, %393
  %398 = phi i32 [ %381, %393 ], [ %396, %395 ]
  %399 = icmp eq i32 %398, 1
  br i1 %399, label %400, label %401, !prof !35

400:                                              ; preds = %397
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %375) #27
  br label %401

401:                                              ; preds = %373, %382, %397, %400
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #27
  %402 = load ptr, ptr %161, align 8, !tbaa !28
  %403 = getelementptr inbounds i8, ptr %402, i64 24
  %404 = load ptr, ptr %403, align 8, !tbaa !108, !noalias !169
  %405 = load ptr, ptr %71, align 8, !tbaa !98, !noalias !169
  %406 = getelementptr inbounds i8, ptr %402, i64 16
  %407 = load i64, ptr %406, align 8, !tbaa !151, !noalias !169
  %408 = shl i64 %407, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27, !noalias !169
  store ptr @.str.7, ptr %3, align 8, !tbaa !100, !alias.scope !172, !noalias !169
  %409 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.21, ptr %409, align 8, !tbaa !105, !alias.scope !172, !noalias !169
  %410 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 57, ptr %410, align 8, !tbaa !106, !alias.scope !172, !noalias !169
  %411 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 59, ptr %411, align 8, !tbaa !107, !alias.scope !172, !noalias !169
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %402, ptr noundef %404, ptr noundef %405, i64 noundef %408, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %412 unwind label %518

412:                                              ; preds = %401
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27, !noalias !169
  %413 = load ptr, ptr %264, align 8, !tbaa !28
  %414 = load ptr, ptr %266, align 8, !tbaa !86
  %415 = icmp eq ptr %413, %414
  br i1 %415, label %421, label %416

416:                                              ; preds = %412
  %417 = getelementptr inbounds i8, ptr %413, i64 8
  store ptr null, ptr %417, align 8, !tbaa !47
  %418 = getelementptr inbounds i8, ptr %14, i64 8
  %419 = load <2 x ptr>, ptr %14, align 16, !tbaa !28
  store ptr null, ptr %418, align 8, !tbaa !47
  store <2 x ptr> %419, ptr %413, align 8, !tbaa !28
  store ptr null, ptr %14, align 16, !tbaa !155
  %420 = getelementptr inbounds i8, ptr %413, i64 16
  store ptr %420, ptr %264, align 8, !tbaa !84
  br label %422

421:                                              ; preds = %412
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr %413, ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %422 unwind label %520

422:                                              ; preds = %416, %421
  %423 = getelementptr inbounds i8, ptr %14, i64 8
  %424 = load ptr, ptr %423, align 8, !tbaa !47
  %425 = icmp eq ptr %424, null
  br i1 %425, label %450, label %426

426:                                              ; preds = %422
  %427 = getelementptr inbounds i8, ptr %424, i64 8
  %428 = load atomic i64, ptr %427 acquire, align 8
  %429 = icmp eq i64 %428, 4294967297
  %430 = trunc i64 %428 to i32
  br i1 %429, label %431, label %439

431:                                              ; preds = %426
  store i32 0, ptr %427, align 8, !tbaa !49
  %432 = getelementptr inbounds i8, ptr %424, i64 12
  store i32 0, ptr %432, align 4, !tbaa !51
  %433 = load ptr, ptr %424, align 8, !tbaa !52
  %434 = getelementptr inbounds i8, ptr %433, i64 16
  %435 = load ptr, ptr %434, align 8
  call void %435(ptr noundef nonnull align 8 dereferenceable(16) %424) #27
  %436 = load ptr, ptr %424, align 8, !tbaa !52
  %437 = getelementptr inbounds i8, ptr %436, i64 24
  %438 = load ptr, ptr %437, align 8
  call void %438(ptr noundef nonnull align 8 dereferenceable(16) %424) #27
  br label %450

439:                                              ; preds = %426
  %440 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %441 = icmp eq i8 %440, 0
  br i1 %441, label %444, label %442

442:                                              ; preds = %439
  %443 = add nsw i32 %430, -1
  store i32 %443, ptr %427, align 4, !tbaa !38
  br label %446

444:                                              ; preds = %439
  %445 = atomicrmw volatile add ptr %427, i32 -1 acq_rel, align 4
  br label %446

446:                                              ; preds = %444, %442
  %447 = phi i32 [ %430, %442 ], [ %445, %444 ]
  %448 = icmp eq i32 %447, 1
  br i1 %448, label %449, label %450, !prof !35

449:                                              ; preds = %446
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %424) #27
  br label %450

450:                                              ; preds = %422, %431, %446, %449
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  invoke void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24) %10)
          to label %451 unwind label %524

451:                                              ; preds = %450
  %452 = load ptr, ptr %10, align 8, !tbaa !82
  %453 = load ptr, ptr %264, align 8, !tbaa !84
  %454 = icmp eq ptr %452, %453
  br i1 %454, label %489, label %455

455:                                              ; preds = %451, %484
  %456 = phi ptr [ %485, %484 ], [ %452, %451 ]
  %457 = getelementptr inbounds i8, ptr %456, i64 8
  %458 = load ptr, ptr %457, align 8, !tbaa !47
  %459 = icmp eq ptr %458, null
  br i1 %459, label %484, label %460

460:                                              ; preds = %455
  %461 = getelementptr inbounds i8, ptr %458, i64 8
  %462 = load atomic i64, ptr %461 acquire, align 8
  %463 = icmp eq i64 %462, 4294967297
  %464 = trunc i64 %462 to i32
  br i1 %463, label %465, label %473

465:                                              ; preds = %460
  store i32 0, ptr %461, align 8, !tbaa !49
  %466 = getelementptr inbounds i8, ptr %458, i64 12
  store i32 0, ptr %466, align 4, !tbaa !51
  %467 = load ptr, ptr %458, align 8, !tbaa !52
  %468 = getelementptr inbounds i8, ptr %467, i64 16
  %469 = load ptr, ptr %468, align 8
  call void %469(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  %470 = load ptr, ptr %458, align 8, !tbaa !52
  %471 = getelementptr inbounds i8, ptr %470, i64 24
  %472 = load ptr, ptr %471, align 8
  call void %472(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  br label %484

473:                                              ; preds = %460
  %474 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %478, label %476

476:                                              ; preds = %473
  %477 = add nsw i32 %464, -1
  store i32 %477, ptr %461, align 4, !tbaa !38
  br label %480

478:                                              ; preds = %473
  %479 = atomicrmw volatile add ptr %461, i32 -1 acq_rel, align 4
  br label %480

480:                                              ; preds = %478, %476
  %481 = phi i32 [ %464, %476 ], [ %479, %478 ]
  %482 = icmp eq i32 %481, 1
  br i1 %482, label %483, label %484, !prof !35

483:                                              ; preds = %480
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %458) #27
  br label %484

484:                                              ; preds = %483, %480, %465, %455
  %485 = getelementptr inbounds i8, ptr %456, i64 16
  %486 = icmp eq ptr %485, %453
  br i1 %486, label %487, label %455, !llvm.loop !85

487:                                              ; preds = %484
  %488 = load ptr, ptr %10, align 8, !tbaa !82
  br label %489

489:                                              ; preds = %487, %451
  %490 = phi ptr [ %488, %487 ], [ %452, %451 ]
  %491 = icmp eq ptr %490, null
  br i1 %491, label %497, label %492

492:                                              ; preds = %489
  %493 = load ptr, ptr %266, align 8, !tbaa !86
  %494 = ptrtoint ptr %493 to i64
  %495 = ptrtoint ptr %490 to i64
  %496 = sub i64 %494, %495
  call void @_ZdlPvm(ptr noundef nonnull %490, i64 noundef %496) #28
  br label %497

497:                                              ; preds = %489, %492
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  ret void

498:                                              ; preds = %165
  %499 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  br label %129

500:                                              ; preds = %252
  %501 = landingpad { ptr, i32 }
          cleanup
  br label %504

502:                                              ; preds = %274
  %503 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #27
  br label %504

504:                                              ; preds = %502, %500
  %505 = phi { ptr, i32 } [ %503, %502 ], [ %501, %500 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  br label %526

506:                                              ; preds = %303
  %507 = landingpad { ptr, i32 }
          cleanup
  br label %510

508:                                              ; preds = %323
  %509 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi { ptr, i32 } [ %509, %508 ], [ %507, %506 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #27
  br label %526

512:                                              ; preds = %352
  %513 = landingpad { ptr, i32 }
          cleanup
  br label %516

514:                                              ; preds = %372
  %515 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  br label %516

516:                                              ; preds = %514, %512
  %517 = phi { ptr, i32 } [ %515, %514 ], [ %513, %512 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #27
  br label %526

518:                                              ; preds = %401
  %519 = landingpad { ptr, i32 }
          cleanup
  br label %522

520:                                              ; preds = %421
  %521 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #27
  br label %522

522:                                              ; preds = %520, %518
  %523 = phi { ptr, i32 } [ %521, %520 ], [ %519, %518 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #27
  br label %526

524:                                              ; preds = %450
  %525 = landingpad { ptr, i32 }
          cleanup
  br label %526

526:                                              ; preds = %524, %522, %516, %510, %504
  %527 = phi { ptr, i32 } [ %525, %524 ], [ %523, %522 ], [ %517, %516 ], [ %511, %510 ], [ %505, %504 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %10) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  br label %129
}

; Function Attrs: nounwind
declare i64 @_ZNSt6chrono3_V212steady_clock3nowEv() local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.62, align 8
  %5 = alloca %class.anon.178, align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %class.anon.60, align 8
  %11 = alloca %class.anon.63, align 8
  %12 = alloca %"class.sycl::_V1::range", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca float, align 4
  %21 = alloca %"class.sycl::_V1::event", align 16
  %22 = alloca %class.anon, align 8
  %23 = alloca %"class.sycl::_V1::event", align 16
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::event", align 16
  %26 = alloca %class.anon.61, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca %"class.sycl::_V1::event", align 16
  %30 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #27
  %31 = load i64, ptr %0, align 8, !tbaa !128
  store i64 %31, ptr %16, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #27
  %32 = lshr i64 %31, 1
  store i64 %32, ptr %17, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #27
  %33 = getelementptr inbounds i8, ptr %0, i64 120
  %34 = load ptr, ptr %33, align 8, !tbaa !28
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8, !tbaa !108
  store ptr %36, ptr %18, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #27
  %37 = getelementptr inbounds i8, ptr %0, i64 128
  %38 = load ptr, ptr %37, align 8, !tbaa !28
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8, !tbaa !108
  store ptr %40, ptr %19, align 8, !tbaa !28
  %41 = getelementptr inbounds i8, ptr %0, i64 136
  %42 = load ptr, ptr %41, align 8, !tbaa !28
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8, !tbaa !108
  %45 = getelementptr inbounds i8, ptr %0, i64 168
  %46 = load ptr, ptr %45, align 8, !tbaa !28
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  %48 = load float, ptr %47, align 8, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #27
  %49 = getelementptr inbounds i8, ptr %0, i64 20
  %50 = load float, ptr %49, align 4, !tbaa !176
  store float %50, ptr %20, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #27
  store ptr %36, ptr %22, align 8, !tbaa !177
  %51 = getelementptr inbounds i8, ptr %22, i64 8
  store float %48, ptr %51, align 8, !tbaa !179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12), !noalias !180
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13), !noalias !180
  store i64 %31, ptr %12, align 8, !noalias !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #27, !noalias !185
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_.CodeLoc, i64 32, i1 false), !noalias !185
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #27, !noalias !185
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %15, ptr noundef nonnull align 8 dereferenceable(32) %14), !noalias !185
  %52 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %15)
          to label %53 unwind label %58, !noalias !185

53:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11), !noalias !185
  store ptr %12, ptr %11, align 8, !noalias !185
  %54 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %13, ptr %54, align 8, !noalias !185
  %55 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %22, ptr %55, align 8, !noalias !185
  invoke void @_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %21, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull byval(%class.anon.63) align 8 %11, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %52)
          to label %60 unwind label %58

56:                                               ; preds = %260, %158, %58
  %57 = phi { ptr, i32 } [ %59, %58 ], [ %159, %158 ], [ %261, %260 ]
  resume { ptr, i32 } %57

58:                                               ; preds = %53, %3
  %59 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %15) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #27, !noalias !185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #27, !noalias !185
  br label %56

60:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11), !noalias !185
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %15) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #27, !noalias !185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #27, !noalias !185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !noalias !180
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13), !noalias !180
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !28
  %63 = getelementptr inbounds i8, ptr %2, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !86
  %65 = icmp eq ptr %62, %64
  br i1 %65, label %71, label %66

66:                                               ; preds = %60
  %67 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr null, ptr %67, align 8, !tbaa !47
  %68 = getelementptr inbounds i8, ptr %21, i64 8
  %69 = load <2 x ptr>, ptr %21, align 16, !tbaa !28
  store ptr null, ptr %68, align 8, !tbaa !47
  store <2 x ptr> %69, ptr %62, align 8, !tbaa !28
  store ptr null, ptr %21, align 16, !tbaa !155
  %70 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %70, ptr %61, align 8, !tbaa !84
  br label %72

71:                                               ; preds = %60
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %62, ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %72 unwind label %252

72:                                               ; preds = %66, %71
  %73 = getelementptr inbounds i8, ptr %21, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !47
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !49
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !51
  %83 = load ptr, ptr %74, align 8, !tbaa !52
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  %86 = load ptr, ptr %74, align 8, !tbaa !52
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !38
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !35

99:                                               ; preds = %96
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #27
  br label %100

100:                                              ; preds = %72, %81, %96, %99
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #27
  %101 = load ptr, ptr %61, align 8, !tbaa !28
  %102 = getelementptr inbounds i8, ptr %101, i64 -16
  call void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %102)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #27
  store ptr @.str.7, ptr %24, align 8, !tbaa !100, !alias.scope !188
  %103 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.22, ptr %103, align 8, !tbaa !105, !alias.scope !188
  %104 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 115, ptr %104, align 8, !tbaa !106, !alias.scope !188
  %105 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %105, align 8, !tbaa !107, !alias.scope !188
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %16, ptr %10, align 8
  %106 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %19, ptr %106, align 8
  %107 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %20, ptr %107, align 8
  %108 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %18, ptr %108, align 8
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %23, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull byval(%class.anon.60) align 8 %10, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %109 = load ptr, ptr %61, align 8, !tbaa !28
  %110 = load ptr, ptr %63, align 8, !tbaa !86
  %111 = icmp eq ptr %109, %110
  br i1 %111, label %117, label %112

112:                                              ; preds = %100
  %113 = getelementptr inbounds i8, ptr %109, i64 8
  store ptr null, ptr %113, align 8, !tbaa !47
  %114 = getelementptr inbounds i8, ptr %23, i64 8
  %115 = load <2 x ptr>, ptr %23, align 16, !tbaa !28
  store ptr null, ptr %114, align 8, !tbaa !47
  store <2 x ptr> %115, ptr %109, align 8, !tbaa !28
  store ptr null, ptr %23, align 16, !tbaa !155
  %116 = getelementptr inbounds i8, ptr %109, i64 16
  store ptr %116, ptr %61, align 8, !tbaa !84
  br label %118

117:                                              ; preds = %100
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %109, ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %118 unwind label %254

118:                                              ; preds = %112, %117
  %119 = getelementptr inbounds i8, ptr %23, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !47
  %121 = icmp eq ptr %120, null
  br i1 %121, label %146, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %120, i64 8
  %124 = load atomic i64, ptr %123 acquire, align 8
  %125 = icmp eq i64 %124, 4294967297
  %126 = trunc i64 %124 to i32
  br i1 %125, label %127, label %135

127:                                              ; preds = %122
  store i32 0, ptr %123, align 8, !tbaa !49
  %128 = getelementptr inbounds i8, ptr %120, i64 12
  store i32 0, ptr %128, align 4, !tbaa !51
  %129 = load ptr, ptr %120, align 8, !tbaa !52
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  %132 = load ptr, ptr %120, align 8, !tbaa !52
  %133 = getelementptr inbounds i8, ptr %132, i64 24
  %134 = load ptr, ptr %133, align 8
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  br label %146

135:                                              ; preds = %122
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %140, label %138

138:                                              ; preds = %135
  %139 = add nsw i32 %126, -1
  store i32 %139, ptr %123, align 4, !tbaa !38
  br label %142

140:                                              ; preds = %135
  %141 = atomicrmw volatile add ptr %123, i32 -1 acq_rel, align 4
  br label %142

142:                                              ; preds = %140, %138
  %143 = phi i32 [ %126, %138 ], [ %141, %140 ]
  %144 = icmp eq i32 %143, 1
  br i1 %144, label %145, label %146, !prof !35

145:                                              ; preds = %142
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  br label %146

146:                                              ; preds = %118, %127, %142, %145
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #27
  %147 = load ptr, ptr %61, align 8, !tbaa !28
  %148 = getelementptr inbounds i8, ptr %147, i64 -16
  call void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %148)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #27
  %149 = load i64, ptr %16, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #27
  store i64 %149, ptr %26, align 8, !tbaa !191
  %150 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %46, ptr %150, align 8, !tbaa !193
  %151 = getelementptr inbounds i8, ptr %26, i64 16
  store ptr %44, ptr %151, align 8, !tbaa !194
  %152 = getelementptr inbounds i8, ptr %26, i64 24
  %153 = load ptr, ptr %19, align 8, !tbaa !28
  store ptr %153, ptr %152, align 8, !tbaa !195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !noalias !196
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7), !noalias !196
  store i64 %149, ptr %6, align 8, !noalias !201
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #27, !noalias !201
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_.CodeLoc, i64 32, i1 false), !noalias !201
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #27, !noalias !201
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %8), !noalias !201
  %154 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %155 unwind label %158, !noalias !201

155:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5), !noalias !201
  store ptr %6, ptr %5, align 8, !noalias !201
  %156 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %7, ptr %156, align 8, !noalias !201
  %157 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %26, ptr %157, align 8, !noalias !201
  invoke void @_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %25, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull byval(%class.anon.178) align 8 %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %154)
          to label %160 unwind label %158

158:                                              ; preds = %155, %146
  %159 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27, !noalias !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27, !noalias !201
  br label %56

160:                                              ; preds = %155
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5), !noalias !201
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27, !noalias !201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #27, !noalias !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !noalias !196
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7), !noalias !196
  %161 = load ptr, ptr %61, align 8, !tbaa !28
  %162 = load ptr, ptr %63, align 8, !tbaa !86
  %163 = icmp eq ptr %161, %162
  br i1 %163, label %169, label %164

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %161, i64 8
  store ptr null, ptr %165, align 8, !tbaa !47
  %166 = getelementptr inbounds i8, ptr %25, i64 8
  %167 = load <2 x ptr>, ptr %25, align 16, !tbaa !28
  store ptr null, ptr %166, align 8, !tbaa !47
  store <2 x ptr> %167, ptr %161, align 8, !tbaa !28
  store ptr null, ptr %25, align 16, !tbaa !155
  %168 = getelementptr inbounds i8, ptr %161, i64 16
  store ptr %168, ptr %61, align 8, !tbaa !84
  br label %170

169:                                              ; preds = %160
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %161, ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %170 unwind label %256

170:                                              ; preds = %164, %169
  %171 = getelementptr inbounds i8, ptr %25, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !47
  %173 = icmp eq ptr %172, null
  br i1 %173, label %198, label %174

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !49
  %180 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %180, align 4, !tbaa !51
  %181 = load ptr, ptr %172, align 8, !tbaa !52
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  %184 = load ptr, ptr %172, align 8, !tbaa !52
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !38
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !35

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  br label %198

198:                                              ; preds = %170, %179, %194, %197
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #27
  %199 = load ptr, ptr %61, align 8, !tbaa !28
  %200 = getelementptr inbounds i8, ptr %199, i64 -16
  call void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %200)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #27
  %201 = getelementptr inbounds i8, ptr %0, i64 144
  %202 = load ptr, ptr %201, align 8, !tbaa !28
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8, !tbaa !108
  store ptr %204, ptr %27, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #27
  %205 = load i64, ptr %17, align 8, !tbaa !15
  %206 = getelementptr inbounds float, ptr %204, i64 %205
  store ptr %206, ptr %28, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #27
  store ptr @.str.7, ptr %30, align 8, !tbaa !100, !alias.scope !204
  %207 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr @.str.22, ptr %207, align 8, !tbaa !105, !alias.scope !204
  %208 = getelementptr inbounds i8, ptr %30, i64 16
  store i64 128, ptr %208, align 8, !tbaa !106, !alias.scope !204
  %209 = getelementptr inbounds i8, ptr %30, i64 24
  store i64 22, ptr %209, align 8, !tbaa !107, !alias.scope !204
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr %17, ptr %4, align 8
  %210 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %28, ptr %210, align 8
  %211 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %27, ptr %211, align 8
  call void @_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %29, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull byval(%class.anon.62) align 8 %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %30)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %212 = load ptr, ptr %61, align 8, !tbaa !28
  %213 = load ptr, ptr %63, align 8, !tbaa !86
  %214 = icmp eq ptr %212, %213
  br i1 %214, label %220, label %215

215:                                              ; preds = %198
  %216 = getelementptr inbounds i8, ptr %212, i64 8
  store ptr null, ptr %216, align 8, !tbaa !47
  %217 = getelementptr inbounds i8, ptr %29, i64 8
  %218 = load <2 x ptr>, ptr %29, align 16, !tbaa !28
  store ptr null, ptr %217, align 8, !tbaa !47
  store <2 x ptr> %218, ptr %212, align 8, !tbaa !28
  store ptr null, ptr %29, align 16, !tbaa !155
  %219 = getelementptr inbounds i8, ptr %212, i64 16
  store ptr %219, ptr %61, align 8, !tbaa !84
  br label %221

220:                                              ; preds = %198
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr %212, ptr noundef nonnull align 8 dereferenceable(16) %29)
          to label %221 unwind label %258

221:                                              ; preds = %215, %220
  %222 = getelementptr inbounds i8, ptr %29, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !47
  %224 = icmp eq ptr %223, null
  br i1 %224, label %249, label %225

225:                                              ; preds = %221
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = load atomic i64, ptr %226 acquire, align 8
  %228 = icmp eq i64 %227, 4294967297
  %229 = trunc i64 %227 to i32
  br i1 %228, label %230, label %238

230:                                              ; preds = %225
  store i32 0, ptr %226, align 8, !tbaa !49
  %231 = getelementptr inbounds i8, ptr %223, i64 12
  store i32 0, ptr %231, align 4, !tbaa !51
  %232 = load ptr, ptr %223, align 8, !tbaa !52
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = load ptr, ptr %233, align 8
  call void %234(ptr noundef nonnull align 8 dereferenceable(16) %223) #27
  %235 = load ptr, ptr %223, align 8, !tbaa !52
  %236 = getelementptr inbounds i8, ptr %235, i64 24
  %237 = load ptr, ptr %236, align 8
  call void %237(ptr noundef nonnull align 8 dereferenceable(16) %223) #27
  br label %249

238:                                              ; preds = %225
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %243, label %241

241:                                              ; preds = %238
  %242 = add nsw i32 %229, -1
  store i32 %242, ptr %226, align 4, !tbaa !38
  br label %245

243:                                              ; preds = %238
  %244 = atomicrmw volatile add ptr %226, i32 -1 acq_rel, align 4
  br label %245

245:                                              ; preds = %243, %241
  %246 = phi i32 [ %229, %241 ], [ %244, %243 ]
  %247 = icmp eq i32 %246, 1
  br i1 %247, label %248, label %249, !prof !35

248:                                              ; preds = %245
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %223) #27
  br label %249

249:                                              ; preds = %221, %230, %245, %248
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #27
  %250 = load ptr, ptr %61, align 8, !tbaa !28
  %251 = getelementptr inbounds i8, ptr %250, i64 -16
  call void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %251)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #27
  ret void

252:                                              ; preds = %71
  %253 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %21) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #27
  br label %260

254:                                              ; preds = %117
  %255 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %23) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #27
  br label %260

256:                                              ; preds = %169
  %257 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %25) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #27
  br label %260

258:                                              ; preds = %220
  %259 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %29) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #27
  br label %260

260:                                              ; preds = %258, %256, %254, %252
  %261 = phi { ptr, i32 } [ %259, %258 ], [ %257, %256 ], [ %255, %254 ], [ %253, %252 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #27
  br label %56
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #20

declare void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN11UsmPipeline6verifyERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.std::vector.45", align 8
  %8 = alloca %"class.sycl::_V1::event", align 16
  %9 = alloca %"class.sycl::_V1::event", align 16
  %10 = alloca %"class.sycl::_V1::event", align 16
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = load i64, ptr %0, align 8, !tbaa !128
  %13 = lshr i64 %12, 1
  %14 = icmp ugt i64 %12, 2305843009213693951
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.49) #30
  unreachable

16:                                               ; preds = %2
  %17 = icmp eq i64 %12, 0
  br i1 %17, label %40, label %18

18:                                               ; preds = %16
  %19 = shl nuw nsw i64 %12, 2
  %20 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #32
  %21 = getelementptr float, ptr %20, i64 %12
  store float 0.000000e+00, ptr %20, align 4, !tbaa !16
  %22 = icmp eq i64 %12, 1
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = getelementptr i8, ptr %20, i64 4
  %25 = add nsw i64 %19, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %24, i8 0, i64 %25, i1 false), !tbaa !16
  br label %26

26:                                               ; preds = %18, %23
  %27 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #32
          to label %28 unwind label %313

28:                                               ; preds = %26
  %29 = getelementptr float, ptr %27, i64 %12
  store float 0.000000e+00, ptr %27, align 4, !tbaa !16
  br i1 %22, label %33, label %30

30:                                               ; preds = %28
  %31 = getelementptr i8, ptr %27, i64 4
  %32 = add nsw i64 %19, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %31, i8 0, i64 %32, i1 false), !tbaa !16
  br label %33

33:                                               ; preds = %28, %30
  %34 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #32
          to label %35 unwind label %315

35:                                               ; preds = %33
  %36 = getelementptr float, ptr %34, i64 %12
  store float 0.000000e+00, ptr %34, align 4, !tbaa !16
  br i1 %22, label %40, label %37

37:                                               ; preds = %35
  %38 = getelementptr i8, ptr %34, i64 4
  %39 = add nsw i64 %19, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %38, i8 0, i64 %39, i1 false), !tbaa !16
  br label %40

40:                                               ; preds = %37, %35, %16
  %41 = phi ptr [ %27, %35 ], [ %27, %37 ], [ null, %16 ]
  %42 = phi ptr [ %29, %35 ], [ %29, %37 ], [ null, %16 ]
  %43 = phi ptr [ %21, %35 ], [ %21, %37 ], [ null, %16 ]
  %44 = phi ptr [ %20, %35 ], [ %20, %37 ], [ null, %16 ]
  %45 = phi ptr [ %34, %35 ], [ %34, %37 ], [ null, %16 ]
  %46 = phi ptr [ %36, %35 ], [ %36, %37 ], [ null, %16 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  %47 = getelementptr inbounds i8, ptr %0, i64 120
  %48 = load ptr, ptr %47, align 8, !tbaa !28
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !108, !noalias !207
  %51 = getelementptr inbounds i8, ptr %48, i64 16
  %52 = load i64, ptr %51, align 8, !tbaa !151, !noalias !207
  %53 = shl i64 %52, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27, !noalias !207
  store ptr @.str.7, ptr %6, align 8, !tbaa !100, !alias.scope !210, !noalias !207
  %54 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.50, ptr %54, align 8, !tbaa !105, !alias.scope !210, !noalias !207
  %55 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 58, ptr %55, align 8, !tbaa !106, !alias.scope !210, !noalias !207
  %56 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 55, ptr %56, align 8, !tbaa !107, !alias.scope !210, !noalias !207
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %8, ptr noundef nonnull align 8 dereferenceable(16) %48, ptr noundef %44, ptr noundef %50, i64 noundef %53, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %57 unwind label %317

57:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27, !noalias !207
  %58 = getelementptr inbounds i8, ptr %7, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !28
  %60 = getelementptr inbounds i8, ptr %7, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !86
  %62 = icmp eq ptr %59, %61
  br i1 %62, label %68, label %63

63:                                               ; preds = %57
  %64 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr null, ptr %64, align 8, !tbaa !47
  %65 = getelementptr inbounds i8, ptr %8, i64 8
  %66 = load <2 x ptr>, ptr %8, align 16, !tbaa !28
  store ptr null, ptr %65, align 8, !tbaa !47
  store <2 x ptr> %66, ptr %59, align 8, !tbaa !28
  store ptr null, ptr %8, align 16, !tbaa !155
  %67 = getelementptr inbounds i8, ptr %59, i64 16
  store ptr %67, ptr %58, align 8, !tbaa !84
  br label %69

68:                                               ; preds = %57
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr %59, ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %69 unwind label %319

69:                                               ; preds = %63, %68
  %70 = getelementptr inbounds i8, ptr %8, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !47
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !49
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !51
  %80 = load ptr, ptr %71, align 8, !tbaa !52
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #27
  %83 = load ptr, ptr %71, align 8, !tbaa !52
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #27
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !38
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !35

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #27
  br label %97

97:                                               ; preds = %69, %78, %93, %96
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27
  %98 = getelementptr inbounds i8, ptr %0, i64 128
  %99 = load ptr, ptr %98, align 8, !tbaa !28
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8, !tbaa !108, !noalias !213
  %102 = getelementptr inbounds i8, ptr %99, i64 16
  %103 = load i64, ptr %102, align 8, !tbaa !151, !noalias !213
  %104 = shl i64 %103, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27, !noalias !213
  store ptr @.str.7, ptr %5, align 8, !tbaa !100, !alias.scope !216, !noalias !213
  %105 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.50, ptr %105, align 8, !tbaa !105, !alias.scope !216, !noalias !213
  %106 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 58, ptr %106, align 8, !tbaa !106, !alias.scope !216, !noalias !213
  %107 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 55, ptr %107, align 8, !tbaa !107, !alias.scope !216, !noalias !213
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %9, ptr noundef nonnull align 8 dereferenceable(16) %99, ptr noundef %41, ptr noundef %101, i64 noundef %104, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %108 unwind label %323

108:                                              ; preds = %97
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27, !noalias !213
  %109 = load ptr, ptr %58, align 8, !tbaa !28
  %110 = load ptr, ptr %60, align 8, !tbaa !86
  %111 = icmp eq ptr %109, %110
  br i1 %111, label %117, label %112

112:                                              ; preds = %108
  %113 = getelementptr inbounds i8, ptr %109, i64 8
  store ptr null, ptr %113, align 8, !tbaa !47
  %114 = getelementptr inbounds i8, ptr %9, i64 8
  %115 = load <2 x ptr>, ptr %9, align 16, !tbaa !28
  store ptr null, ptr %114, align 8, !tbaa !47
  store <2 x ptr> %115, ptr %109, align 8, !tbaa !28
  store ptr null, ptr %9, align 16, !tbaa !155
  %116 = getelementptr inbounds i8, ptr %109, i64 16
  store ptr %116, ptr %58, align 8, !tbaa !84
  br label %118

117:                                              ; preds = %108
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr %109, ptr noundef nonnull align 8 dereferenceable(16) %9)
          to label %118 unwind label %325

118:                                              ; preds = %112, %117
  %119 = getelementptr inbounds i8, ptr %9, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !47
  %121 = icmp eq ptr %120, null
  br i1 %121, label %146, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %120, i64 8
  %124 = load atomic i64, ptr %123 acquire, align 8
  %125 = icmp eq i64 %124, 4294967297
  %126 = trunc i64 %124 to i32
  br i1 %125, label %127, label %135

127:                                              ; preds = %122
  store i32 0, ptr %123, align 8, !tbaa !49
  %128 = getelementptr inbounds i8, ptr %120, i64 12
  store i32 0, ptr %128, align 4, !tbaa !51
  %129 = load ptr, ptr %120, align 8, !tbaa !52
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  %132 = load ptr, ptr %120, align 8, !tbaa !52
  %133 = getelementptr inbounds i8, ptr %132, i64 24
  %134 = load ptr, ptr %133, align 8
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  br label %146

135:                                              ; preds = %122
  %136 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %140, label %138

138:                                              ; preds = %135
  %139 = add nsw i32 %126, -1
  store i32 %139, ptr %123, align 4, !tbaa !38
  br label %142

140:                                              ; preds = %135
  %141 = atomicrmw volatile add ptr %123, i32 -1 acq_rel, align 4
  br label %142

142:                                              ; preds = %140, %138
  %143 = phi i32 [ %126, %138 ], [ %141, %140 ]
  %144 = icmp eq i32 %143, 1
  br i1 %144, label %145, label %146, !prof !35

145:                                              ; preds = %142
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %120) #27
  br label %146

146:                                              ; preds = %118, %127, %142, %145
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #27
  %147 = getelementptr inbounds i8, ptr %0, i64 144
  %148 = load ptr, ptr %147, align 8, !tbaa !28
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load ptr, ptr %149, align 8, !tbaa !108, !noalias !219
  %151 = getelementptr inbounds i8, ptr %148, i64 16
  %152 = load i64, ptr %151, align 8, !tbaa !151, !noalias !219
  %153 = shl i64 %152, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27, !noalias !219
  store ptr @.str.7, ptr %4, align 8, !tbaa !100, !alias.scope !222, !noalias !219
  %154 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.50, ptr %154, align 8, !tbaa !105, !alias.scope !222, !noalias !219
  %155 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 58, ptr %155, align 8, !tbaa !106, !alias.scope !222, !noalias !219
  %156 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 55, ptr %156, align 8, !tbaa !107, !alias.scope !222, !noalias !219
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %148, ptr noundef %45, ptr noundef %150, i64 noundef %153, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %157 unwind label %329

157:                                              ; preds = %146
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27, !noalias !219
  %158 = load ptr, ptr %58, align 8, !tbaa !28
  %159 = load ptr, ptr %60, align 8, !tbaa !86
  %160 = icmp eq ptr %158, %159
  br i1 %160, label %166, label %161

161:                                              ; preds = %157
  %162 = getelementptr inbounds i8, ptr %158, i64 8
  store ptr null, ptr %162, align 8, !tbaa !47
  %163 = getelementptr inbounds i8, ptr %10, i64 8
  %164 = load <2 x ptr>, ptr %10, align 16, !tbaa !28
  store ptr null, ptr %163, align 8, !tbaa !47
  store <2 x ptr> %164, ptr %158, align 8, !tbaa !28
  store ptr null, ptr %10, align 16, !tbaa !155
  %165 = getelementptr inbounds i8, ptr %158, i64 16
  store ptr %165, ptr %58, align 8, !tbaa !84
  br label %167

166:                                              ; preds = %157
  invoke void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr %158, ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %167 unwind label %331

167:                                              ; preds = %161, %166
  %168 = getelementptr inbounds i8, ptr %10, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !47
  %170 = icmp eq ptr %169, null
  br i1 %170, label %195, label %171

171:                                              ; preds = %167
  %172 = getelementptr inbounds i8, ptr %169, i64 8
  %173 = load atomic i64, ptr %172 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %172, align 8, !tbaa !49
  %177 = getelementptr inbounds i8, ptr %169, i64 12
  store i32 0, ptr %177, align 4, !tbaa !51
  %178 = load ptr, ptr %169, align 8, !tbaa !52
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  %181 = load ptr, ptr %169, align 8, !tbaa !52
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %172, align 4, !tbaa !38
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %172, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %195, !prof !35

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
  br label %195

195:                                              ; preds = %167, %176, %191, %194
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V15event4waitERKSt6vectorIS1_SaIS1_EE(ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %196 unwind label %335

196:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  store ptr @.str.7, ptr %11, align 8, !tbaa !100, !alias.scope !225
  %197 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.48, ptr %197, align 8, !tbaa !105, !alias.scope !225
  %198 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 145, ptr %198, align 8, !tbaa !106, !alias.scope !225
  %199 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 5, ptr %199, align 8, !tbaa !107, !alias.scope !225
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #27
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %200 unwind label %337

200:                                              ; preds = %196
  %201 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %202 unwind label %203

202:                                              ; preds = %200
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %201)
          to label %205 unwind label %203

203:                                              ; preds = %202, %200
  %204 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #27
  br label %339

205:                                              ; preds = %202
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %206 = getelementptr inbounds i8, ptr %0, i64 24
  %207 = getelementptr inbounds i8, ptr %0, i64 32
  %208 = load ptr, ptr %207, align 8, !tbaa !28
  %209 = load ptr, ptr %206, align 8, !tbaa !28
  %210 = ptrtoint ptr %208 to i64
  %211 = ptrtoint ptr %209 to i64
  %212 = sub i64 %210, %211
  %213 = icmp eq ptr %208, %209
  br i1 %213, label %221, label %214

214:                                              ; preds = %205
  %215 = icmp ugt i64 %212, 9223372036854775804
  br i1 %215, label %216, label %218, !prof !35

216:                                              ; preds = %214
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %217 unwind label %341

217:                                              ; preds = %216
  unreachable

218:                                              ; preds = %214
  %219 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %212) #32
          to label %220 unwind label %341

220:                                              ; preds = %218
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %219, ptr align 4 %209, i64 %212, i1 false)
  br label %221

221:                                              ; preds = %205, %220
  %222 = phi ptr [ %219, %220 ], [ null, %205 ]
  %223 = getelementptr inbounds i8, ptr %0, i64 48
  %224 = getelementptr inbounds i8, ptr %0, i64 56
  %225 = load ptr, ptr %224, align 8, !tbaa !28
  %226 = load ptr, ptr %223, align 8, !tbaa !28
  %227 = ptrtoint ptr %225 to i64
  %228 = ptrtoint ptr %226 to i64
  %229 = sub i64 %227, %228
  %230 = icmp eq ptr %225, %226
  br i1 %230, label %238, label %231

231:                                              ; preds = %221
  %232 = icmp ugt i64 %229, 9223372036854775804
  br i1 %232, label %233, label %235, !prof !35

233:                                              ; preds = %231
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %234 unwind label %343

234:                                              ; preds = %233
  unreachable

235:                                              ; preds = %231
  %236 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %229) #32
          to label %237 unwind label %343

237:                                              ; preds = %235
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %236, ptr align 4 %226, i64 %229, i1 false)
  br label %238

238:                                              ; preds = %221, %237
  %239 = phi ptr [ %236, %237 ], [ null, %221 ]
  %240 = getelementptr inbounds i8, ptr %0, i64 96
  %241 = getelementptr inbounds i8, ptr %0, i64 104
  %242 = load ptr, ptr %241, align 8, !tbaa !28
  %243 = load ptr, ptr %240, align 8, !tbaa !28
  %244 = ptrtoint ptr %242 to i64
  %245 = ptrtoint ptr %243 to i64
  %246 = sub i64 %244, %245
  %247 = icmp eq ptr %242, %243
  br i1 %247, label %255, label %248

248:                                              ; preds = %238
  %249 = icmp ugt i64 %246, 9223372036854775804
  br i1 %249, label %250, label %252, !prof !35

250:                                              ; preds = %248
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %251 unwind label %345

251:                                              ; preds = %250
  unreachable

252:                                              ; preds = %248
  %253 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %246) #32
          to label %254 unwind label %345

254:                                              ; preds = %252
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %253, ptr align 4 %243, i64 %246, i1 false)
  br label %255

255:                                              ; preds = %238, %254
  %256 = phi ptr [ %253, %254 ], [ null, %238 ]
  br i1 %17, label %263, label %257

257:                                              ; preds = %255
  %258 = shl nuw nsw i64 %12, 2
  %259 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %258) #32
          to label %260 unwind label %347

260:                                              ; preds = %257
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %259, i8 0, i64 %258, i1 false), !tbaa !16
  %261 = getelementptr inbounds float, ptr %259, i64 %12
  %262 = ptrtoint ptr %261 to i64
  br label %263

263:                                              ; preds = %260, %255
  %264 = phi ptr [ null, %255 ], [ %259, %260 ]
  %265 = phi i64 [ 0, %255 ], [ %262, %260 ]
  %266 = getelementptr inbounds i8, ptr %0, i64 8
  %267 = load i64, ptr %266, align 8, !tbaa !228
  %268 = icmp eq i64 %267, 0
  br i1 %268, label %310, label %269

269:                                              ; preds = %263
  %270 = getelementptr inbounds i8, ptr %0, i64 16
  %271 = load float, ptr %270, align 8
  %272 = getelementptr inbounds i8, ptr %0, i64 20
  %273 = load float, ptr %272, align 4
  %274 = getelementptr inbounds i8, ptr %0, i64 72
  %275 = load ptr, ptr %274, align 8
  %276 = icmp ult i64 %12, 2
  %277 = icmp ult i64 %12, 8
  %278 = and i64 %12, 2305843009213693944
  %279 = insertelement <4 x float> poison, float %271, i64 0
  %280 = shufflevector <4 x float> %279, <4 x float> poison, <4 x i32> zeroinitializer
  %281 = icmp eq i64 %12, %278
  %282 = icmp ult i64 %12, 8
  %283 = and i64 %12, 2305843009213693944
  %284 = insertelement <4 x float> poison, float %273, i64 0
  %285 = shufflevector <4 x float> %284, <4 x float> poison, <4 x i32> zeroinitializer
  %286 = icmp eq i64 %12, %283
  %287 = and i64 %12, 1
  %288 = icmp eq i64 %12, 1
  %289 = and i64 %12, 2305843009213693950
  %290 = icmp eq i64 %287, 0
  %291 = icmp ult i64 %12, 16
  %292 = and i64 %13, 1152921504606846968
  %293 = icmp eq i64 %13, %292
  br label %294

294:                                              ; preds = %269, %441
  %295 = phi i64 [ 0, %269 ], [ %442, %441 ]
  br i1 %17, label %441, label %296

296:                                              ; preds = %294
  br i1 %277, label %297, label %299

297:                                              ; preds = %309, %296
  %298 = phi i64 [ 0, %296 ], [ %278, %309 ]
  br label %351

299:                                              ; preds = %296, %299
  %300 = phi i64 [ %307, %299 ], [ 0, %296 ]
  %301 = getelementptr inbounds float, ptr %222, i64 %300
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  %303 = load <4 x float>, ptr %301, align 4, !tbaa !16
  %304 = load <4 x float>, ptr %302, align 4, !tbaa !16
  %305 = fmul <4 x float> %280, %303
  %306 = fmul <4 x float> %280, %304
  store <4 x float> %305, ptr %301, align 4, !tbaa !16
  store <4 x float> %306, ptr %302, align 4, !tbaa !16
  %307 = add nuw i64 %300, 8
  %308 = icmp eq i64 %307, %278
  br i1 %308, label %309, label %299, !llvm.loop !229

309:                                              ; preds = %299
  br i1 %281, label %358, label %297

310:                                              ; preds = %441, %263
  %311 = getelementptr inbounds i8, ptr %0, i64 168
  %312 = load ptr, ptr %311, align 8, !tbaa !28
  br i1 %17, label %454, label %535

313:                                              ; preds = %26
  %314 = landingpad { ptr, i32 }
          cleanup
  br label %614

315:                                              ; preds = %33
  %316 = landingpad { ptr, i32 }
          cleanup
  br label %600

317:                                              ; preds = %40
  %318 = landingpad { ptr, i32 }
          cleanup
  br label %321

319:                                              ; preds = %68
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %321

321:                                              ; preds = %319, %317
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %318, %317 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  br label %591

323:                                              ; preds = %97
  %324 = landingpad { ptr, i32 }
          cleanup
  br label %327

325:                                              ; preds = %117
  %326 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %324, %323 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27
  br label %591

329:                                              ; preds = %146
  %330 = landingpad { ptr, i32 }
          cleanup
  br label %333

331:                                              ; preds = %166
  %332 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  br label %333

333:                                              ; preds = %331, %329
  %334 = phi { ptr, i32 } [ %332, %331 ], [ %330, %329 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #27
  br label %591

335:                                              ; preds = %195
  %336 = landingpad { ptr, i32 }
          cleanup
  br label %591

337:                                              ; preds = %196
  %338 = landingpad { ptr, i32 }
          cleanup
  br label %339

339:                                              ; preds = %203, %337
  %340 = phi { ptr, i32 } [ %338, %337 ], [ %204, %203 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  br label %591

341:                                              ; preds = %218, %216
  %342 = landingpad { ptr, i32 }
          cleanup
  br label %591

343:                                              ; preds = %235, %233
  %344 = landingpad { ptr, i32 }
          cleanup
  br label %587

345:                                              ; preds = %252, %250
  %346 = landingpad { ptr, i32 }
          cleanup
  br label %583

347:                                              ; preds = %257
  %348 = landingpad { ptr, i32 }
          cleanup
  %349 = icmp eq ptr %256, null
  br i1 %349, label %583, label %350

350:                                              ; preds = %347
  call void @_ZdlPvm(ptr noundef nonnull %256, i64 noundef %246) #28
  br label %583

351:                                              ; preds = %297, %351
  %352 = phi i64 [ %356, %351 ], [ %298, %297 ]
  %353 = getelementptr inbounds float, ptr %222, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !16
  %355 = fmul float %271, %354
  store float %355, ptr %353, align 4, !tbaa !16
  %356 = add nuw i64 %352, 1
  %357 = icmp eq i64 %356, %12
  br i1 %357, label %358, label %351, !llvm.loop !232

358:                                              ; preds = %351, %309
  br i1 %282, label %359, label %361

359:                                              ; preds = %375, %358
  %360 = phi i64 [ 0, %358 ], [ %283, %375 ]
  br label %377

361:                                              ; preds = %358, %361
  %362 = phi i64 [ %373, %361 ], [ 0, %358 ]
  %363 = getelementptr inbounds float, ptr %222, i64 %362
  %364 = getelementptr inbounds i8, ptr %363, i64 16
  %365 = load <4 x float>, ptr %363, align 4, !tbaa !16
  %366 = load <4 x float>, ptr %364, align 4, !tbaa !16
  %367 = getelementptr inbounds float, ptr %239, i64 %362
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load <4 x float>, ptr %367, align 4, !tbaa !16
  %370 = load <4 x float>, ptr %368, align 4, !tbaa !16
  %371 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %285, <4 x float> %365, <4 x float> %369)
  %372 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %285, <4 x float> %366, <4 x float> %370)
  store <4 x float> %371, ptr %367, align 4, !tbaa !16
  store <4 x float> %372, ptr %368, align 4, !tbaa !16
  %373 = add nuw i64 %362, 8
  %374 = icmp eq i64 %373, %283
  br i1 %374, label %375, label %361, !llvm.loop !233

375:                                              ; preds = %361
  br i1 %286, label %376, label %359

376:                                              ; preds = %377, %375
  br label %406

377:                                              ; preds = %359, %377
  %378 = phi i64 [ %384, %377 ], [ %360, %359 ]
  %379 = getelementptr inbounds float, ptr %222, i64 %378
  %380 = load float, ptr %379, align 4, !tbaa !16
  %381 = getelementptr inbounds float, ptr %239, i64 %378
  %382 = load float, ptr %381, align 4, !tbaa !16
  %383 = call float @llvm.fmuladd.f32(float %273, float %380, float %382)
  store float %383, ptr %381, align 4, !tbaa !16
  %384 = add nuw i64 %378, 1
  %385 = icmp eq i64 %384, %12
  br i1 %385, label %376, label %377, !llvm.loop !234

386:                                              ; preds = %420
  br i1 %276, label %441, label %387

387:                                              ; preds = %386
  br i1 %291, label %388, label %390

388:                                              ; preds = %405, %387
  %389 = phi i64 [ 0, %387 ], [ %292, %405 ]
  br label %444

390:                                              ; preds = %387, %390
  %391 = phi i64 [ %403, %390 ], [ 0, %387 ]
  %392 = getelementptr inbounds float, ptr %256, i64 %391
  %393 = getelementptr inbounds i8, ptr %392, i64 16
  %394 = load <4 x float>, ptr %392, align 4, !tbaa !16
  %395 = load <4 x float>, ptr %393, align 4, !tbaa !16
  %396 = add nuw i64 %391, %13
  %397 = getelementptr inbounds float, ptr %256, i64 %396
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load <4 x float>, ptr %397, align 4, !tbaa !16
  %400 = load <4 x float>, ptr %398, align 4, !tbaa !16
  %401 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %399, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %394)
  %402 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %400, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %395)
  store <4 x float> %401, ptr %397, align 4, !tbaa !16
  store <4 x float> %402, ptr %398, align 4, !tbaa !16
  %403 = add nuw i64 %391, 8
  %404 = icmp eq i64 %403, %292
  br i1 %404, label %405, label %390, !llvm.loop !235

405:                                              ; preds = %390
  br i1 %293, label %441, label %388

406:                                              ; preds = %376, %420
  %407 = phi i64 [ %421, %420 ], [ 0, %376 ]
  %408 = getelementptr inbounds float, ptr %264, i64 %407
  store float 0.000000e+00, ptr %408, align 4, !tbaa !16
  %409 = mul i64 %407, %12
  %410 = getelementptr float, ptr %275, i64 %409
  br i1 %288, label %411, label %423

411:                                              ; preds = %423, %406
  %412 = phi i64 [ 0, %406 ], [ %438, %423 ]
  %413 = phi float [ 0.000000e+00, %406 ], [ %437, %423 ]
  br i1 %290, label %420, label %414

414:                                              ; preds = %411
  %415 = getelementptr float, ptr %410, i64 %412
  %416 = load float, ptr %415, align 4, !tbaa !16
  %417 = getelementptr inbounds float, ptr %239, i64 %412
  %418 = load float, ptr %417, align 4, !tbaa !16
  %419 = call float @llvm.fmuladd.f32(float %416, float %418, float %413)
  store float %419, ptr %408, align 4, !tbaa !16
  br label %420

420:                                              ; preds = %411, %414
  %421 = add nuw i64 %407, 1
  %422 = icmp eq i64 %421, %12
  br i1 %422, label %386, label %406, !llvm.loop !236

423:                                              ; preds = %406, %423
  %424 = phi i64 [ %438, %423 ], [ 0, %406 ]
  %425 = phi float [ %437, %423 ], [ 0.000000e+00, %406 ]
  %426 = phi i64 [ %439, %423 ], [ 0, %406 ]
  %427 = getelementptr float, ptr %410, i64 %424
  %428 = load float, ptr %427, align 4, !tbaa !16
  %429 = getelementptr inbounds float, ptr %239, i64 %424
  %430 = load float, ptr %429, align 4, !tbaa !16
  %431 = call float @llvm.fmuladd.f32(float %428, float %430, float %425)
  store float %431, ptr %408, align 4, !tbaa !16
  %432 = or disjoint i64 %424, 1
  %433 = getelementptr float, ptr %410, i64 %432
  %434 = load float, ptr %433, align 4, !tbaa !16
  %435 = getelementptr inbounds float, ptr %239, i64 %432
  %436 = load float, ptr %435, align 4, !tbaa !16
  %437 = call float @llvm.fmuladd.f32(float %434, float %436, float %431)
  store float %437, ptr %408, align 4, !tbaa !16
  %438 = add nuw i64 %424, 2
  %439 = add i64 %426, 2
  %440 = icmp eq i64 %439, %289
  br i1 %440, label %411, label %423, !llvm.loop !237

441:                                              ; preds = %444, %405, %294, %386
  %442 = add nuw i64 %295, 1
  %443 = icmp eq i64 %442, %267
  br i1 %443, label %310, label %294, !llvm.loop !238

444:                                              ; preds = %388, %444
  %445 = phi i64 [ %452, %444 ], [ %389, %388 ]
  %446 = getelementptr inbounds float, ptr %256, i64 %445
  %447 = load float, ptr %446, align 4, !tbaa !16
  %448 = add nuw i64 %445, %13
  %449 = getelementptr inbounds float, ptr %256, i64 %448
  %450 = load float, ptr %449, align 4, !tbaa !16
  %451 = call float @llvm.fmuladd.f32(float %450, float 5.000000e-01, float %447)
  store float %451, ptr %449, align 4, !tbaa !16
  %452 = add nuw nsw i64 %445, 1
  %453 = icmp eq i64 %452, %13
  br i1 %453, label %441, label %444, !llvm.loop !239

454:                                              ; preds = %535, %547, %310
  %455 = icmp eq ptr %264, null
  br i1 %455, label %460, label %456

456:                                              ; preds = %558, %569, %454
  %457 = phi i1 [ %17, %454 ], [ false, %558 ], [ %579, %569 ]
  %458 = ptrtoint ptr %264 to i64
  %459 = sub i64 %265, %458
  call void @_ZdlPvm(ptr noundef nonnull %264, i64 noundef %459) #28
  br label %460

460:                                              ; preds = %454, %456
  %461 = phi i1 [ %17, %454 ], [ %457, %456 ]
  %462 = icmp eq ptr %256, null
  br i1 %462, label %464, label %463

463:                                              ; preds = %460
  call void @_ZdlPvm(ptr noundef nonnull %256, i64 noundef %246) #28
  br label %464

464:                                              ; preds = %460, %463
  %465 = icmp eq ptr %239, null
  br i1 %465, label %467, label %466

466:                                              ; preds = %464
  call void @_ZdlPvm(ptr noundef nonnull %239, i64 noundef %229) #28
  br label %467

467:                                              ; preds = %464, %466
  %468 = icmp eq ptr %222, null
  br i1 %468, label %470, label %469

469:                                              ; preds = %467
  call void @_ZdlPvm(ptr noundef nonnull %222, i64 noundef %212) #28
  br label %470

470:                                              ; preds = %467, %469
  %471 = load ptr, ptr %7, align 8, !tbaa !82
  %472 = load ptr, ptr %58, align 8, !tbaa !84
  %473 = icmp eq ptr %471, %472
  br i1 %473, label %508, label %474

474:                                              ; preds = %470, %503
  %475 = phi ptr [ %504, %503 ], [ %471, %470 ]
  %476 = getelementptr inbounds i8, ptr %475, i64 8
  %477 = load ptr, ptr %476, align 8, !tbaa !47
  %478 = icmp eq ptr %477, null
  br i1 %478, label %503, label %479

479:                                              ; preds = %474
  %480 = getelementptr inbounds i8, ptr %477, i64 8
  %481 = load atomic i64, ptr %480 acquire, align 8
  %482 = icmp eq i64 %481, 4294967297
  %483 = trunc i64 %481 to i32
  br i1 %482, label %484, label %492

484:                                              ; preds = %479
  store i32 0, ptr %480, align 8, !tbaa !49
  %485 = getelementptr inbounds i8, ptr %477, i64 12
  store i32 0, ptr %485, align 4, !tbaa !51
  %486 = load ptr, ptr %477, align 8, !tbaa !52
  %487 = getelementptr inbounds i8, ptr %486, i64 16
  %488 = load ptr, ptr %487, align 8
  call void %488(ptr noundef nonnull align 8 dereferenceable(16) %477) #27
  %489 = load ptr, ptr %477, align 8, !tbaa !52
  %490 = getelementptr inbounds i8, ptr %489, i64 24
  %491 = load ptr, ptr %490, align 8
  call void %491(ptr noundef nonnull align 8 dereferenceable(16) %477) #27
  br label %503

492:                                              ; preds = %479
  %493 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %494 = icmp eq i8 %493, 0
  br i1 %494, label %497, label %495

495:                                              ; preds = %492
  %496 = add nsw i32 %483, -1
  store i32 %496, ptr %480, align 4, !tbaa !38
  br label %499

497:                                              ; preds = %492
  %498 = atomicrmw volatile add ptr %480, i32 -1 acq_rel, align 4
  br label %499

499:                                              ; preds = %497, %495
  %500 = phi i32 [ %483, %495 ], [ %498, %497 ]
  %501 = icmp eq i32 %500, 1
  br i1 %501, label %502, label %503, !prof !35

502:                                              ; preds = %499
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %477) #27
  br label %503

503:                                              ; preds = %502, %499, %484, %474
  %504 = getelementptr inbounds i8, ptr %475, i64 16
  %505 = icmp eq ptr %504, %472
  br i1 %505, label %506, label %474, !llvm.loop !85

506:                                              ; preds = %503
  %507 = load ptr, ptr %7, align 8, !tbaa !82
  br label %508

508:                                              ; preds = %506, %470
  %509 = phi ptr [ %507, %506 ], [ %471, %470 ]
  %510 = icmp eq ptr %509, null
  br i1 %510, label %516, label %511

511:                                              ; preds = %508
  %512 = load ptr, ptr %60, align 8, !tbaa !86
  %513 = ptrtoint ptr %512 to i64
  %514 = ptrtoint ptr %509 to i64
  %515 = sub i64 %513, %514
  call void @_ZdlPvm(ptr noundef nonnull %509, i64 noundef %515) #28
  br label %516

516:                                              ; preds = %508, %511
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %517 = icmp eq ptr %45, null
  br i1 %517, label %522, label %518

518:                                              ; preds = %516
  %519 = ptrtoint ptr %46 to i64
  %520 = ptrtoint ptr %45 to i64
  %521 = sub i64 %519, %520
  call void @_ZdlPvm(ptr noundef nonnull %45, i64 noundef %521) #28
  br label %522

522:                                              ; preds = %516, %518
  %523 = icmp eq ptr %41, null
  br i1 %523, label %528, label %524

524:                                              ; preds = %522
  %525 = ptrtoint ptr %42 to i64
  %526 = ptrtoint ptr %41 to i64
  %527 = sub i64 %525, %526
  call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %527) #28
  br label %528

528:                                              ; preds = %522, %524
  %529 = icmp eq ptr %44, null
  br i1 %529, label %534, label %530

530:                                              ; preds = %528
  %531 = ptrtoint ptr %43 to i64
  %532 = ptrtoint ptr %44 to i64
  %533 = sub i64 %531, %532
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %533) #28
  br label %534

534:                                              ; preds = %528, %530
  ret i1 %461

535:                                              ; preds = %310, %569
  %536 = phi i64 [ %580, %569 ], [ 0, %310 ]
  %537 = getelementptr inbounds float, ptr %44, i64 %536
  %538 = load float, ptr %537, align 4, !tbaa !16
  %539 = getelementptr inbounds float, ptr %222, i64 %536
  %540 = load float, ptr %539, align 4, !tbaa !16
  %541 = fsub float %538, %540
  %542 = call noundef float @llvm.fabs.f32(float %541)
  %543 = call noundef float @llvm.fabs.f32(float %540)
  %544 = fadd float %543, 1.000000e+00
  %545 = fmul float %544, 0x3EE4F8B580000000
  %546 = fcmp ugt float %542, %545
  br i1 %546, label %454, label %547

547:                                              ; preds = %535
  %548 = getelementptr inbounds float, ptr %41, i64 %536
  %549 = load float, ptr %548, align 4, !tbaa !16
  %550 = getelementptr inbounds float, ptr %239, i64 %536
  %551 = load float, ptr %550, align 4, !tbaa !16
  %552 = fsub float %549, %551
  %553 = call noundef float @llvm.fabs.f32(float %552)
  %554 = call noundef float @llvm.fabs.f32(float %551)
  %555 = fadd float %554, 1.000000e+00
  %556 = fmul float %555, 0x3F1A36E2E0000000
  %557 = fcmp ugt float %553, %556
  br i1 %557, label %454, label %558

558:                                              ; preds = %547
  %559 = getelementptr inbounds float, ptr %312, i64 %536
  %560 = load float, ptr %559, align 4, !tbaa !16
  %561 = getelementptr inbounds float, ptr %264, i64 %536
  %562 = load float, ptr %561, align 4, !tbaa !16
  %563 = fsub float %560, %562
  %564 = call noundef float @llvm.fabs.f32(float %563)
  %565 = call noundef float @llvm.fabs.f32(float %562)
  %566 = fadd float %565, 1.000000e+00
  %567 = fmul float %566, 0x3F50624DE0000000
  %568 = fcmp ugt float %564, %567
  br i1 %568, label %456, label %569

569:                                              ; preds = %558
  %570 = getelementptr inbounds float, ptr %45, i64 %536
  %571 = load float, ptr %570, align 4, !tbaa !16
  %572 = getelementptr inbounds float, ptr %256, i64 %536
  %573 = load float, ptr %572, align 4, !tbaa !16
  %574 = fsub float %571, %573
  %575 = call noundef float @llvm.fabs.f32(float %574)
  %576 = call noundef float @llvm.fabs.f32(float %573)
  %577 = fadd float %576, 1.000000e+00
  %578 = fmul float %577, 0x3EE4F8B580000000
  %579 = fcmp ole float %575, %578
  %580 = add nuw i64 %536, 1
  %581 = icmp ult i64 %580, %12
  %582 = and i1 %579, %581
  br i1 %582, label %535, label %456, !llvm.loop !240

583:                                              ; preds = %350, %347, %345
  %584 = phi { ptr, i32 } [ %346, %345 ], [ %348, %347 ], [ %348, %350 ]
  %585 = icmp eq ptr %239, null
  br i1 %585, label %587, label %586

586:                                              ; preds = %583
  call void @_ZdlPvm(ptr noundef nonnull %239, i64 noundef %229) #28
  br label %587

587:                                              ; preds = %586, %583, %343
  %588 = phi { ptr, i32 } [ %344, %343 ], [ %584, %583 ], [ %584, %586 ]
  %589 = icmp eq ptr %222, null
  br i1 %589, label %591, label %590

590:                                              ; preds = %587
  call void @_ZdlPvm(ptr noundef nonnull %222, i64 noundef %212) #28
  br label %591

591:                                              ; preds = %341, %587, %590, %339, %335, %333, %327, %321
  %592 = phi { ptr, i32 } [ %340, %339 ], [ %336, %335 ], [ %334, %333 ], [ %328, %327 ], [ %322, %321 ], [ %342, %341 ], [ %588, %587 ], [ %588, %590 ]
  call void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %7) #27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  %593 = icmp eq ptr %45, null
  br i1 %593, label %598, label %594

594:                                              ; preds = %591
  %595 = ptrtoint ptr %46 to i64
  %596 = ptrtoint ptr %45 to i64
  %597 = sub i64 %595, %596
  call void @_ZdlPvm(ptr noundef nonnull %45, i64 noundef %597) #28
  br label %598

598:                                              ; preds = %594, %591
  %599 = icmp eq ptr %41, null
  br i1 %599, label %609, label %600

600:                                              ; preds = %315, %598
  %601 = phi { ptr, i32 } [ %316, %315 ], [ %592, %598 ]
  %602 = phi ptr [ %20, %315 ], [ %44, %598 ]
  %603 = phi ptr [ %21, %315 ], [ %43, %598 ]
  %604 = phi ptr [ %29, %315 ], [ %42, %598 ]
  %605 = phi ptr [ %27, %315 ], [ %41, %598 ]
  %606 = ptrtoint ptr %604 to i64
  %607 = ptrtoint ptr %605 to i64
  %608 = sub i64 %606, %607
  call void @_ZdlPvm(ptr noundef nonnull %605, i64 noundef %608) #28
  br label %609

609:                                              ; preds = %600, %598
  %610 = phi ptr [ %44, %598 ], [ %602, %600 ]
  %611 = phi ptr [ %43, %598 ], [ %603, %600 ]
  %612 = phi { ptr, i32 } [ %592, %598 ], [ %601, %600 ]
  %613 = icmp eq ptr %610, null
  br i1 %613, label %621, label %614

614:                                              ; preds = %313, %609
  %615 = phi { ptr, i32 } [ %314, %313 ], [ %612, %609 ]
  %616 = phi ptr [ %21, %313 ], [ %611, %609 ]
  %617 = phi ptr [ %20, %313 ], [ %610, %609 ]
  %618 = ptrtoint ptr %616 to i64
  %619 = ptrtoint ptr %617 to i64
  %620 = sub i64 %618, %619
  call void @_ZdlPvm(ptr noundef nonnull %617, i64 noundef %620) #28
  br label %621

621:                                              ; preds = %614, %609
  %622 = phi { ptr, i32 } [ %612, %609 ], [ %615, %614 ]
  resume { ptr, i32 } %622
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !82
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !84
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %40, label %6

6:                                                ; preds = %1, %35
  %7 = phi ptr [ %36, %35 ], [ %2, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !47
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load atomic i64, ptr %12 acquire, align 8
  %14 = icmp eq i64 %13, 4294967297
  %15 = trunc i64 %13 to i32
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  store i32 0, ptr %12, align 8, !tbaa !49
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %17, align 4, !tbaa !51
  %18 = load ptr, ptr %9, align 8, !tbaa !52
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  tail call void %20(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  %21 = load ptr, ptr %9, align 8, !tbaa !52
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  tail call void %23(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %35

24:                                               ; preds = %11
  %25 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nsw i32 %15, -1
  store i32 %28, ptr %12, align 4, !tbaa !38
  br label %31

29:                                               ; preds = %24
  %30 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %15, %27 ], [ %30, %29 ]
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35, !prof !35

34:                                               ; preds = %31
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #27
  br label %35

35:                                               ; preds = %34, %31, %16, %6
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = icmp eq ptr %36, %4
  br i1 %37, label %38, label %6, !llvm.loop !85

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !82
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !86
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #28
  br label %49

49:                                               ; preds = %40, %43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %69

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !47
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !49
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !51
  %21 = load ptr, ptr %12, align 8, !tbaa !52
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  %24 = load ptr, ptr %12, align 8, !tbaa !52
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !38
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !35

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !47
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !49
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !51
  %49 = load ptr, ptr %40, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  %52 = load ptr, ptr %40, align 8, !tbaa !52
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !38
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !35

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  resume { ptr, i32 } %72
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !47
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !51
  %12 = load ptr, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE17_M_default_appendEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %55, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !129
  %7 = load ptr, ptr %0, align 8, !tbaa !98
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 2
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !99
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
  store float 0.000000e+00, ptr %6, align 4, !tbaa !16
  %22 = getelementptr i8, ptr %6, i64 4
  %23 = icmp eq i64 %1, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %21
  %25 = shl i64 %1, 2
  %26 = add i64 %25, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 %26, i1 false), !tbaa !16
  %27 = getelementptr float, ptr %6, i64 %1
  br label %28

28:                                               ; preds = %21, %24
  %29 = phi ptr [ %22, %21 ], [ %27, %24 ]
  store ptr %29, ptr %5, align 8, !tbaa !129
  br label %55

30:                                               ; preds = %4
  %31 = icmp ult i64 %18, %1
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.18) #30
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #32
  %39 = getelementptr inbounds i8, ptr %38, i64 %10
  store float 0.000000e+00, ptr %39, align 4, !tbaa !16
  %40 = icmp eq i64 %1, 1
  br i1 %40, label %45, label %41

41:                                               ; preds = %33
  %42 = getelementptr i8, ptr %39, i64 4
  %43 = shl nuw nsw i64 %1, 2
  %44 = add nsw i64 %43, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %42, i8 0, i64 %44, i1 false), !tbaa !16
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
  store ptr %38, ptr %0, align 8, !tbaa !98
  %53 = getelementptr inbounds float, ptr %39, i64 %1
  store ptr %53, ptr %5, align 8, !tbaa !129
  %54 = getelementptr inbounds float, ptr %38, i64 %36
  store ptr %54, ptr %12, align 8, !tbaa !99
  br label %55

55:                                               ; preds = %28, %52, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11DeviceArrayIfEC2ERN4sycl3_V15queueEm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 noundef %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !147
  store ptr %6, ptr %0, align 8, !tbaa !147
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !47
  store ptr %9, ptr %7, align 8, !tbaa !47
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !38
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !38
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %3
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %2, ptr %21, align 8, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
  store ptr @.str.7, ptr %5, align 8, !tbaa !100, !alias.scope !241
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.19, ptr %22, align 8, !tbaa !105, !alias.scope !241
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 50, ptr %23, align 8, !tbaa !106, !alias.scope !241
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 80, ptr %24, align 8, !tbaa !107, !alias.scope !241
  %25 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %26 unwind label %77

26:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !44
  %29 = getelementptr inbounds i8, ptr %4, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !46
  %31 = icmp eq ptr %28, %30
  br i1 %31, label %66, label %32

32:                                               ; preds = %26, %61
  %33 = phi ptr [ %62, %61 ], [ %28, %26 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !47
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !49
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !51
  %44 = load ptr, ptr %35, align 8, !tbaa !52
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #27
  %47 = load ptr, ptr %35, align 8, !tbaa !52
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #27
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !38
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !35

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #27
  br label %61

61:                                               ; preds = %60, %57, %42, %32
  %62 = getelementptr inbounds i8, ptr %33, i64 16
  %63 = icmp eq ptr %62, %30
  br i1 %63, label %64, label %32, !llvm.loop !54

64:                                               ; preds = %61
  %65 = load ptr, ptr %27, align 8, !tbaa !44
  br label %66

66:                                               ; preds = %64, %26
  %67 = phi ptr [ %65, %64 ], [ %28, %26 ]
  %68 = icmp eq ptr %67, null
  br i1 %68, label %75, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %4, i64 24
  %71 = load ptr, ptr %70, align 8, !tbaa !55
  %72 = ptrtoint ptr %71 to i64
  %73 = ptrtoint ptr %67 to i64
  %74 = sub i64 %72, %73
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %74) #28
  br label %75

75:                                               ; preds = %66, %69
  %76 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  store ptr %25, ptr %76, align 8, !tbaa !108
  ret void

77:                                               ; preds = %20
  %78 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  resume { ptr, i32 } %78
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %69

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !47
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !49
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !51
  %21 = load ptr, ptr %12, align 8, !tbaa !52
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  %24 = load ptr, ptr %12, align 8, !tbaa !52
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !38
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !35

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #27
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !47
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !49
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !51
  %49 = load ptr, ptr %40, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  %52 = load ptr, ptr %40, align 8, !tbaa !52
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !38
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !35

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #27
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  resume { ptr, i32 } %72
}

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !47
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !51
  %12 = load ptr, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZNSt15__uniq_ptr_implIf10SharedFreeEaSEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  store ptr null, ptr %4, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %5, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %17, label %9

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #27
  store ptr @.str.7, ptr %3, align 8, !tbaa !100, !alias.scope !244
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.8, ptr %10, align 8, !tbaa !105, !alias.scope !244
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 68, ptr %11, align 8, !tbaa !106, !alias.scope !244
  %12 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 37, ptr %12, align 8, !tbaa !107, !alias.scope !244
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %7, ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %13 unwind label %14

13:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #27
  br label %17

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #29
  unreachable

17:                                               ; preds = %2, %13
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load <2 x ptr>, ptr %1, align 8, !tbaa !28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %20 = load ptr, ptr %18, align 8, !tbaa !47
  store <2 x ptr> %19, ptr %0, align 8, !tbaa !28
  %21 = icmp eq ptr %20, null
  br i1 %21, label %46, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load atomic i64, ptr %23 acquire, align 8
  %25 = icmp eq i64 %24, 4294967297
  %26 = trunc i64 %24 to i32
  br i1 %25, label %27, label %35

27:                                               ; preds = %22
  store i32 0, ptr %23, align 8, !tbaa !49
  %28 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 0, ptr %28, align 4, !tbaa !51
  %29 = load ptr, ptr %20, align 8, !tbaa !52
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  %32 = load ptr, ptr %20, align 8, !tbaa !52
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  br label %46

35:                                               ; preds = %22
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %23, align 4, !tbaa !38
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %23, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !35

45:                                               ; preds = %42
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #27
  br label %46

46:                                               ; preds = %17, %27, %42, %45
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V15eventESaIS2_EE17_M_realloc_insertIJS2_EEEvN9__gnu_cxx17__normal_iteratorIPS2_S4_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !84
  %6 = load ptr, ptr %0, align 8, !tbaa !28
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.20) #30
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !28
  store ptr null, ptr %29, align 8, !tbaa !47
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !28
  store ptr null, ptr %2, align 8, !tbaa !155
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !247)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !250)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !28, !alias.scope !250, !noalias !247
  store ptr null, ptr %35, align 8, !tbaa !47, !alias.scope !250, !noalias !247
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !28, !alias.scope !247, !noalias !250
  store ptr null, ptr %34, align 8, !tbaa !155, !alias.scope !250, !noalias !247
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !252

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !253)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !28, !alias.scope !256, !noalias !253
  store ptr null, ptr %47, align 8, !tbaa !47, !alias.scope !256, !noalias !253
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !28, !alias.scope !253, !noalias !256
  store ptr null, ptr %46, align 8, !tbaa !155, !alias.scope !256, !noalias !253
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !252

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !86
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #28
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !82
  store ptr %53, ptr %4, align 8, !tbaa !84
  %61 = getelementptr inbounds %"class.sycl::_V1::event", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !86
  ret void
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef byval(%class.anon.63) align 8 %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.67", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !147
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %18, ptr %16, align 8, !tbaa !147
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !47
  %22 = load ptr, ptr %19, align 8, !tbaa !47
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !38
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !38
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !47
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
  store i32 0, ptr %40, align 8, !tbaa !49
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !51
  %46 = load ptr, ptr %37, align 8, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !38
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !35

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !47
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %68, %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %70 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
          to label %71 unwind label %66

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !258
  store ptr %70, ptr %8, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %72, align 8, !tbaa !259
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation, ptr %69, align 8, !tbaa !43
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %71
  %75 = load i8, ptr %6, align 1, !tbaa !261, !range !264, !noundef !265
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !43
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !47
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !49
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !51
  %97 = load ptr, ptr %88, align 8, !tbaa !52
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !52
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !38
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !35

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %71
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !43
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #9

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !47
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !51
  %12 = load ptr, ptr %3, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !52
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !38
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #22

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !28
  %4 = load ptr, ptr %3, align 8, !tbaa !266
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !268
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load float, ptr %9, align 8, !tbaa !16
  tail call void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %5, ptr %8, float %10)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5ScaleLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !28
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  store ptr %6, ptr %0, align 8, !tbaa !28
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !28
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !258
  store ptr %9, ptr %0, align 8, !tbaa !28
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !28
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #28
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr %2, float %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.117", align 8
  %6 = alloca %"class.sycl::_V1::range.117", align 8
  %7 = alloca %"class.std::tuple.105", align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %9 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.29)
          to label %16 unwind label %17

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %12) #27
  resume { ptr, i32 } %18

19:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %20 = load i8, ptr %7, align 8, !tbaa !269, !range !264, !noundef !265
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %22, label %28

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %7, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.36)
  %24 = load i64, ptr %23, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %25 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false), !alias.scope !270
  store i64 %24, ptr %6, align 8, !tbaa !15, !alias.scope !270
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  store i64 %1, ptr %8, align 8
  %26 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %2, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %8, i64 16
  store float %3, ptr %27, align 8
  call void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5ScaleEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::RoundedRangeKernel") align 8 %8)
  br label %30

28:                                               ; preds = %19
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.36)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %29 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %29, i8 0, i64 16, i1 false), !alias.scope !273
  store i64 %1, ptr %5, align 8, !tbaa !15, !alias.scope !273
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr %2, float %3)
  br label %30

30:                                               ; preds = %28, %22
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #4

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #9

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #4

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.105") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.112", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.111, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #27
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !276
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #27
  store i64 16, ptr %6, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #27
  store i64 32, ptr %7, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #27
  store i64 1024, ptr %8, align 8, !tbaa !15
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #27
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.112") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !269, !range !264, !noundef !265
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #27
  %21 = load i64, ptr %7, align 8, !tbaa !15
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #27
  store i8 0, ptr %9, align 1, !tbaa !269
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #27
  store ptr %1, ptr %10, align 8, !tbaa !278
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !28
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !28
  %31 = load i64, ptr %6, align 8, !tbaa !15
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
  %43 = load i64, ptr %5, align 8, !tbaa !15
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !269, !range !264, !noundef !265
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #27
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #27
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5ScaleEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::detail::RoundedRangeKernel") align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !280
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !noalias !280
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !280
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !283)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !283
  store ptr %19, ptr %3, align 8, !tbaa !286, !alias.scope !283
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %20, ptr %18, align 8, !tbaa !288, !alias.scope !283
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738369, ptr %19, align 4, !noalias !283
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 0, ptr %22, align 4, !tbaa !38, !noalias !283
  %23 = getelementptr inbounds i8, ptr %19, i64 12
  store i64 68719476737, ptr %23, align 4, !noalias !283
  %24 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 8, ptr %24, align 4, !tbaa !38, !noalias !283
  store ptr %20, ptr %21, align 8, !tbaa !289, !alias.scope !283
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %25 unwind label %41

25:                                               ; preds = %13
  %26 = load ptr, ptr %3, align 8, !tbaa !286
  %27 = icmp eq ptr %26, null
  br i1 %27, label %33, label %28

28:                                               ; preds = %25
  %29 = load ptr, ptr %18, align 8, !tbaa !288
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %26 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %25, %28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(52) ptr @_Znam(i64 noundef 52) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(51) %35, ptr noundef nonnull align 1 dereferenceable(51) @.str.38, i64 51, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 51
  store i8 0, ptr %36, align 1, !tbaa !10
  %37 = load ptr, ptr %34, align 8, !tbaa !28
  store ptr %35, ptr %34, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %13
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %3, align 8, !tbaa !286
  %44 = icmp eq ptr %43, null
  br i1 %44, label %50, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !tbaa !288
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %43 to i64
  %49 = sub i64 %47, %48
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %42
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI5ScaleZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr %1, float %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::vector.127", align 8
  %5 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !290
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !52, !noalias !290
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %1, ptr %6, align 8, !tbaa !28, !noalias !290
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  store float %2, ptr %7, align 8, !tbaa !16, !noalias !290
  %8 = getelementptr inbounds i8, ptr %0, i64 152
  %9 = load ptr, ptr %8, align 8, !tbaa !28
  store ptr %5, ptr %8, align 8, !tbaa !28
  %10 = icmp eq ptr %9, null
  br i1 %10, label %15, label %11

11:                                               ; preds = %3
  %12 = load ptr, ptr %9, align 8, !tbaa !52
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  br label %15

15:                                               ; preds = %3, %11
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %16 = load ptr, ptr %8, align 8, !tbaa !28
  %17 = load ptr, ptr %16, align 8, !tbaa !52
  %18 = load ptr, ptr %17, align 8
  %19 = tail call noundef ptr %18(ptr noundef nonnull align 8 dereferenceable(8) %16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !293)
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !293
  store ptr %21, ptr %4, align 8, !tbaa !286, !alias.scope !293
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  store ptr %22, ptr %20, align 8, !tbaa !288, !alias.scope !293
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 34359738371, ptr %21, align 4, !noalias !293
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  store i32 0, ptr %24, align 4, !tbaa !38, !noalias !293
  %25 = getelementptr inbounds i8, ptr %21, i64 12
  store i64 17179869185, ptr %25, align 4, !noalias !293
  %26 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 8, ptr %26, align 4, !tbaa !38, !noalias !293
  store ptr %22, ptr %23, align 8, !tbaa !289, !alias.scope !293
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %19, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %27 unwind label %43

27:                                               ; preds = %15
  %28 = load ptr, ptr %4, align 8, !tbaa !286
  %29 = icmp eq ptr %28, null
  br i1 %29, label %35, label %30

30:                                               ; preds = %27
  %31 = load ptr, ptr %20, align 8, !tbaa !288
  %32 = ptrtoint ptr %31 to i64
  %33 = ptrtoint ptr %28 to i64
  %34 = sub i64 %32, %33
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef %34) #28
  br label %35

35:                                               ; preds = %27, %30
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %36 = getelementptr inbounds i8, ptr %0, i64 80
  %37 = call noalias noundef nonnull dereferenceable(11) ptr @_Znam(i64 noundef 11) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %37, ptr noundef nonnull align 1 dereferenceable(10) @.str.36, i64 10, i1 false)
  %38 = getelementptr inbounds i8, ptr %37, i64 10
  store i8 0, ptr %38, align 1, !tbaa !10
  %39 = load ptr, ptr %36, align 8, !tbaa !28
  store ptr %37, ptr %36, align 8, !tbaa !28
  %40 = icmp eq ptr %39, null
  br i1 %40, label %42, label %41

41:                                               ; preds = %35
  call void @_ZdaPv(ptr noundef nonnull %39) #28
  br label %42

42:                                               ; preds = %35, %41
  ret void

43:                                               ; preds = %15
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = load ptr, ptr %4, align 8, !tbaa !286
  %46 = icmp eq ptr %45, null
  br i1 %46, label %52, label %47

47:                                               ; preds = %43
  %48 = load ptr, ptr %20, align 8, !tbaa !288
  %49 = ptrtoint ptr %48 to i64
  %50 = ptrtoint ptr %45 to i64
  %51 = sub i64 %49, %50
  call void @_ZdlPvm(ptr noundef nonnull %45, i64 noundef %51) #28
  br label %52

52:                                               ; preds = %43, %47
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  resume { ptr, i32 } %44
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #9

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #9

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !278
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.33, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.34, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.32)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #27
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !296
  %25 = load i64, ptr %24, align 8, !tbaa !15
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.35, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !52
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !297
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #30
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !299
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !10
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !52
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
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.32)
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
  %65 = load ptr, ptr %64, align 8, !tbaa !296
  store i64 %2, ptr %65, align 8, !tbaa !15
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !302
  store i8 1, ptr %67, align 1, !tbaa !269
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.112") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #9

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #9

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.117") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #9

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #9

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load float, ptr %6, align 8
  %8 = icmp eq i64 %3, 0
  br i1 %8, label %36, label %9

9:                                                ; preds = %1
  %10 = icmp ult i64 %3, 8
  br i1 %10, label %27, label %11

11:                                               ; preds = %9
  %12 = and i64 %3, -8
  %13 = insertelement <4 x float> poison, float %7, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %23, %15 ]
  %17 = getelementptr inbounds float, ptr %5, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load <4 x float>, ptr %17, align 4, !tbaa !16
  %20 = load <4 x float>, ptr %18, align 4, !tbaa !16
  %21 = fmul <4 x float> %14, %19
  %22 = fmul <4 x float> %14, %20
  store <4 x float> %21, ptr %17, align 4, !tbaa !16
  store <4 x float> %22, ptr %18, align 4, !tbaa !16
  %23 = add nuw i64 %16, 8
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %25, label %15, !llvm.loop !303

25:                                               ; preds = %15
  %26 = icmp eq i64 %3, %12
  br i1 %26, label %36, label %27

27:                                               ; preds = %25, %9
  %28 = phi i64 [ 0, %9 ], [ %12, %25 ]
  br label %29

29:                                               ; preds = %27, %29
  %30 = phi i64 [ %34, %29 ], [ %28, %27 ]
  %31 = getelementptr inbounds float, ptr %5, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = fmul float %7, %32
  store float %33, ptr %31, align 4, !tbaa !16
  %34 = add nuw i64 %30, 1
  %35 = icmp eq i64 %34, %3
  br i1 %35, label %36, label %29, !llvm.loop !304

36:                                               ; preds = %29, %25, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !289
  %6 = load ptr, ptr %0, align 8, !tbaa !28
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.20) #30
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #32
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
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
  %41 = load ptr, ptr %38, align 8, !tbaa !288
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #28
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !286
  store ptr %45, ptr %4, align 8, !tbaa !289
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !288
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #12

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load float, ptr %4, align 8, !tbaa !16
  %6 = load float, ptr %3, align 4, !tbaa !16
  %7 = fmul float %5, %6
  store float %7, ptr %3, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef byval(%class.anon.60) align 8 %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.67", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !147
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %18, ptr %16, align 8, !tbaa !147
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !47
  %22 = load ptr, ptr %19, align 8, !tbaa !47
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !38
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !38
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !47
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
  store i32 0, ptr %40, align 8, !tbaa !49
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !51
  %46 = load ptr, ptr %37, align 8, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !38
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !35

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !47
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %68, %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %70 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32
          to label %71 unwind label %66

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %70, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !308
  store ptr %70, ptr %8, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %72, align 8, !tbaa !259
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation, ptr %69, align 8, !tbaa !43
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %71
  %75 = load i8, ptr %6, align 1, !tbaa !261, !range !264, !noundef !265
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !43
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !47
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !49
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !51
  %97 = load ptr, ptr %88, align 8, !tbaa !52
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !52
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !38
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !35

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %71
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !43
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  %3 = alloca %class.anon.150, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !28
  %5 = load ptr, ptr %4, align 8, !tbaa !309
  %6 = load i64, ptr %5, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !311
  %9 = load ptr, ptr %8, align 8, !tbaa !28
  store ptr %9, ptr %3, align 8, !tbaa !312
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !314
  %13 = load float, ptr %12, align 4, !tbaa !16
  store float %13, ptr %10, align 8, !tbaa !315
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = getelementptr inbounds i8, ptr %4, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !316
  %17 = load ptr, ptr %16, align 8, !tbaa !28
  store ptr %17, ptr %14, align 8, !tbaa !317
  tail call void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %6, ptr noundef nonnull byval(%class.anon.150) align 8 %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_, ptr %0, align 8, !tbaa !28
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  store ptr %6, ptr %0, align 8, !tbaa !28
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !28
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !308
  store ptr %9, ptr %0, align 8, !tbaa !28
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !28
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #28
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef byval(%class.anon.150) align 8 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.117", align 8
  %5 = alloca %"class.sycl::_V1::range.117", align 8
  %6 = alloca %"class.std::tuple.105", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.151", align 8
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.29)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %19 = load i8, ptr %6, align 8, !tbaa !269, !range !264, !noundef !265
  %20 = trunc nuw i8 %19 to i1
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
  %23 = load i64, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false), !alias.scope !318
  store i64 %23, ptr %5, align 8, !tbaa !15, !alias.scope !318
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store i64 %1, ptr %7, align 8
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  call void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5SaxpyEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::RoundedRangeKernel.151") align 8 %7)
  br label %28

26:                                               ; preds = %18
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.41)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false), !alias.scope !321
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !321
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @_ZN4sycl3_V17handler11StoreLambdaI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%class.anon.150) align 8 %2)
  br label %28

28:                                               ; preds = %26, %21
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI5SaxpyEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::detail::RoundedRangeKernel.151") align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #32, !noalias !324
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !noalias !324
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !324
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !327)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !327
  store ptr %19, ptr %3, align 8, !tbaa !286, !alias.scope !327
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %20, ptr %18, align 8, !tbaa !288, !alias.scope !327
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738369, ptr %19, align 4, !noalias !327
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 0, ptr %22, align 4, !tbaa !38, !noalias !327
  %23 = getelementptr inbounds i8, ptr %19, i64 12
  store i64 103079215105, ptr %23, align 4, !noalias !327
  %24 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 8, ptr %24, align 4, !tbaa !38, !noalias !327
  store ptr %20, ptr %21, align 8, !tbaa !289, !alias.scope !327
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %25 unwind label %41

25:                                               ; preds = %13
  %26 = load ptr, ptr %3, align 8, !tbaa !286
  %27 = icmp eq ptr %26, null
  br i1 %27, label %33, label %28

28:                                               ; preds = %25
  %29 = load ptr, ptr %18, align 8, !tbaa !288
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %26 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %25, %28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(52) ptr @_Znam(i64 noundef 52) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(51) %35, ptr noundef nonnull align 1 dereferenceable(51) @.str.42, i64 51, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 51
  store i8 0, ptr %36, align 1, !tbaa !10
  %37 = load ptr, ptr %34, align 8, !tbaa !28
  store ptr %35, ptr %34, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %13
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %3, align 8, !tbaa !286
  %44 = icmp eq ptr %43, null
  br i1 %44, label %50, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !tbaa !288
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %43 to i64
  %49 = sub i64 %47, %48
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI5SaxpyZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%class.anon.150) align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !330
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !noalias !330
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !330
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %3)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %18 unwind label %35

18:                                               ; preds = %13
  %19 = load ptr, ptr %3, align 8, !tbaa !286
  %20 = icmp eq ptr %19, null
  br i1 %20, label %27, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !288
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %19 to i64
  %26 = sub i64 %24, %25
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %26) #28
  br label %27

27:                                               ; preds = %18, %21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = call noalias noundef nonnull dereferenceable(11) ptr @_Znam(i64 noundef 11) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %29, ptr noundef nonnull align 1 dereferenceable(10) @.str.41, i64 10, i1 false)
  %30 = getelementptr inbounds i8, ptr %29, i64 10
  store i8 0, ptr %30, align 1, !tbaa !10
  %31 = load ptr, ptr %28, align 8, !tbaa !28
  store ptr %29, ptr %28, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %34, label %33

33:                                               ; preds = %27
  call void @_ZdaPv(ptr noundef nonnull %31) #28
  br label %34

34:                                               ; preds = %27, %33
  ret void

35:                                               ; preds = %13
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = load ptr, ptr %3, align 8, !tbaa !286
  %38 = icmp eq ptr %37, null
  br i1 %38, label %45, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !288
  %42 = ptrtoint ptr %41 to i64
  %43 = ptrtoint ptr %37 to i64
  %44 = sub i64 %42, %43
  call void @_ZdlPvm(ptr noundef nonnull %37, i64 noundef %44) #28
  br label %45

45:                                               ; preds = %35, %39
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %36
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load float, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8
  %10 = icmp eq i64 %3, 0
  br i1 %10, label %70, label %11

11:                                               ; preds = %1
  %12 = icmp ult i64 %3, 8
  br i1 %12, label %40, label %13

13:                                               ; preds = %11
  %14 = shl i64 %3, 2
  %15 = getelementptr i8, ptr %5, i64 %14
  %16 = getelementptr i8, ptr %9, i64 %14
  %17 = icmp ult ptr %5, %16
  %18 = icmp ult ptr %9, %15
  %19 = and i1 %17, %18
  br i1 %19, label %40, label %20

20:                                               ; preds = %13
  %21 = and i64 %3, -8
  %22 = insertelement <4 x float> poison, float %7, i64 0
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi i64 [ 0, %20 ], [ %36, %24 ]
  %26 = getelementptr inbounds float, ptr %9, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !16, !alias.scope !333
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !16, !alias.scope !333
  %30 = getelementptr inbounds float, ptr %5, i64 %25
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !16, !alias.scope !336, !noalias !333
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !16, !alias.scope !336, !noalias !333
  %34 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> %28, <4 x float> %32)
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> %29, <4 x float> %33)
  store <4 x float> %34, ptr %30, align 4, !tbaa !16, !alias.scope !336, !noalias !333
  store <4 x float> %35, ptr %31, align 4, !tbaa !16, !alias.scope !336, !noalias !333
  %36 = add nuw i64 %25, 8
  %37 = icmp eq i64 %36, %21
  br i1 %37, label %38, label %24, !llvm.loop !338

38:                                               ; preds = %24
  %39 = icmp eq i64 %3, %21
  br i1 %39, label %70, label %40

40:                                               ; preds = %38, %13, %11
  %41 = phi i64 [ 0, %13 ], [ 0, %11 ], [ %21, %38 ]
  %42 = or disjoint i64 %41, 1
  %43 = and i64 %3, 1
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %52, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds float, ptr %9, i64 %41
  %47 = load float, ptr %46, align 4, !tbaa !16
  %48 = getelementptr inbounds float, ptr %5, i64 %41
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = tail call float @llvm.fmuladd.f32(float %7, float %47, float %49)
  store float %50, ptr %48, align 4, !tbaa !16
  %51 = or disjoint i64 %41, 1
  br label %52

52:                                               ; preds = %45, %40
  %53 = phi i64 [ %41, %40 ], [ %51, %45 ]
  %54 = icmp eq i64 %3, %42
  br i1 %54, label %70, label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %68, %55 ], [ %53, %52 ]
  %57 = getelementptr inbounds float, ptr %9, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !16
  %59 = getelementptr inbounds float, ptr %5, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !16
  %61 = tail call float @llvm.fmuladd.f32(float %7, float %58, float %60)
  store float %61, ptr %59, align 4, !tbaa !16
  %62 = add nuw i64 %56, 1
  %63 = getelementptr inbounds float, ptr %9, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !16
  %65 = getelementptr inbounds float, ptr %5, i64 %62
  %66 = load float, ptr %65, align 4, !tbaa !16
  %67 = tail call float @llvm.fmuladd.f32(float %7, float %64, float %66)
  store float %67, ptr %65, align 4, !tbaa !16
  %68 = add nuw i64 %56, 2
  %69 = icmp eq i64 %68, %3
  br i1 %69, label %70, label %55, !llvm.loop !339

70:                                               ; preds = %52, %55, %38, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #32
  store ptr %4, ptr %0, align 8, !tbaa !286
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !288
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17179869185, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !288
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %13 = load ptr, ptr %7, align 8, !tbaa !289
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !289
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %19 = load ptr, ptr %0, align 8, !tbaa !286
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !288
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #28
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load float, ptr %4, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = load float, ptr %3, align 4, !tbaa !16
  %10 = tail call float @llvm.fmuladd.f32(float %5, float %8, float %9)
  store float %10, ptr %3, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISG_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESG_E4typeENS0_5rangeIXT0_EEESR_DpOSP_EUlRNS0_7handlerEE_EENSO_IXsr3stdE16is_invocable_r_vIvT_SZ_EESG_E4typeES11_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef byval(%class.anon.178) align 8 %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.67", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !147
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %18, ptr %16, align 8, !tbaa !147
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !47
  %22 = load ptr, ptr %19, align 8, !tbaa !47
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !38
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !38
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !47
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
  store i32 0, ptr %40, align 8, !tbaa !49
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !51
  %46 = load ptr, ptr %37, align 8, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !38
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !35

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !47
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %68, %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %70 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
          to label %71 unwind label %66

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !258
  store ptr %70, ptr %8, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %72, align 8, !tbaa !259
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation, ptr %69, align 8, !tbaa !43
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %71
  %75 = load i8, ptr %6, align 1, !tbaa !261, !range !264, !noundef !265
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !43
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !47
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !49
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !51
  %97 = load ptr, ptr %88, align 8, !tbaa !52
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !52
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !38
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !35

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %71
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !43
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !28
  %4 = load ptr, ptr %3, align 8, !tbaa !340
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !342
  tail call void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %5, ptr noundef nonnull byval(%class.anon.61) align 8 %7)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI10MatVecRowsLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS5_RSt6vectorINS1_5eventESaISJ_EEEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESJ_E4typeENS1_5rangeIXT0_EEESU_DpOSS_EUlS3_E_E10_M_managerERSt9_Any_dataRKS13_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !28
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  store ptr %6, ptr %0, align 8, !tbaa !28
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !28
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !258
  store ptr %9, ptr %0, align 8, !tbaa !28
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !28
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #28
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_3ext6oneapi12experimental10propertiesINSH_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef byval(%class.anon.61) align 8 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.117", align 8
  %5 = alloca %"class.sycl::_V1::range.117", align 8
  %6 = alloca %"class.std::tuple.105", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.179", align 8
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.29)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %19 = load i8, ptr %6, align 8, !tbaa !269, !range !264, !noundef !265
  %20 = trunc nuw i8 %19 to i1
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.44)
  %23 = load i64, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false), !alias.scope !343
  store i64 %23, ptr %5, align 8, !tbaa !15, !alias.scope !343
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store i64 %1, ptr %7, align 8
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  call void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10MatVecRowsEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE0_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::RoundedRangeKernel.179") align 8 %7)
  br label %28

26:                                               ; preds = %18
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.44)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false), !alias.scope !346
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !346
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @_ZN4sycl3_V17handler11StoreLambdaI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%class.anon.61) align 8 %2)
  br label %28

28:                                               ; preds = %26, %21
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10MatVecRowsEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEEUlNS0_2idILi1EEEE0_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::detail::RoundedRangeKernel.179") align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #32, !noalias !349
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false), !noalias !349
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !349
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !352)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !352
  store ptr %19, ptr %3, align 8, !tbaa !286, !alias.scope !352
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %20, ptr %18, align 8, !tbaa !288, !alias.scope !352
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738369, ptr %19, align 4, !noalias !352
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 0, ptr %22, align 4, !tbaa !38, !noalias !352
  %23 = getelementptr inbounds i8, ptr %19, i64 12
  store i64 137438953473, ptr %23, align 4, !noalias !352
  %24 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 8, ptr %24, align 4, !tbaa !38, !noalias !352
  store ptr %20, ptr %21, align 8, !tbaa !289, !alias.scope !352
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %25 unwind label %41

25:                                               ; preds = %13
  %26 = load ptr, ptr %3, align 8, !tbaa !286
  %27 = icmp eq ptr %26, null
  br i1 %27, label %33, label %28

28:                                               ; preds = %25
  %29 = load ptr, ptr %18, align 8, !tbaa !288
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %26 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %25, %28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(58) ptr @_Znam(i64 noundef 58) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %35, ptr noundef nonnull align 1 dereferenceable(57) @.str.45, i64 57, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 57
  store i8 0, ptr %36, align 1, !tbaa !10
  %37 = load ptr, ptr %34, align 8, !tbaa !28
  store ptr %35, ptr %34, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %13
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %3, align 8, !tbaa !286
  %44 = icmp eq ptr %43, null
  br i1 %44, label %50, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !tbaa !288
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %43 to i64
  %49 = sub i64 %47, %48
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10MatVecRowsZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEEUlNS0_2idILi1EEEE0_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%class.anon.61) align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #32, !noalias !355
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !noalias !355
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !355
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI10MatVecRowsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %3)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %18 unwind label %35

18:                                               ; preds = %13
  %19 = load ptr, ptr %3, align 8, !tbaa !286
  %20 = icmp eq ptr %19, null
  br i1 %20, label %27, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !288
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %19 to i64
  %26 = sub i64 %24, %25
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %26) #28
  br label %27

27:                                               ; preds = %18, %21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = call noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %29, ptr noundef nonnull align 1 dereferenceable(16) @.str.44, i64 16, i1 false)
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store i8 0, ptr %30, align 1, !tbaa !10
  %31 = load ptr, ptr %28, align 8, !tbaa !28
  store ptr %29, ptr %28, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %34, label %33

33:                                               ; preds = %27
  call void @_ZdaPv(ptr noundef nonnull %31) #28
  br label %34

34:                                               ; preds = %27, %33
  ret void

35:                                               ; preds = %13
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = load ptr, ptr %3, align 8, !tbaa !286
  %38 = icmp eq ptr %37, null
  br i1 %38, label %45, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !288
  %42 = ptrtoint ptr %41 to i64
  %43 = ptrtoint ptr %37 to i64
  %44 = sub i64 %42, %43
  call void @_ZdlPvm(ptr noundef nonnull %37, i64 noundef %44) #28
  br label %45

45:                                               ; preds = %35, %39
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %36
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEEUlNS0_2idILi1EEEE0_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load ptr, ptr %10, align 8
  %12 = icmp eq i64 %3, 0
  br i1 %12, label %55, label %13

13:                                               ; preds = %1
  %14 = icmp eq i64 %5, 0
  %15 = and i64 %5, 1
  %16 = icmp eq i64 %5, 1
  %17 = and i64 %5, -2
  %18 = icmp eq i64 %15, 0
  br label %19

19:                                               ; preds = %52, %13
  %20 = phi i64 [ 0, %13 ], [ %53, %52 ]
  %21 = getelementptr inbounds float, ptr %7, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !tbaa !16
  br i1 %14, label %52, label %22

22:                                               ; preds = %19
  %23 = mul i64 %20, %5
  %24 = getelementptr float, ptr %9, i64 %23
  br i1 %16, label %43, label %25

25:                                               ; preds = %22, %25
  %26 = phi float [ %39, %25 ], [ 0.000000e+00, %22 ]
  %27 = phi i64 [ %40, %25 ], [ 0, %22 ]
  %28 = phi i64 [ %41, %25 ], [ 0, %22 ]
  %29 = getelementptr float, ptr %24, i64 %27
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = getelementptr inbounds float, ptr %11, i64 %27
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = tail call float @llvm.fmuladd.f32(float %30, float %32, float %26)
  store float %33, ptr %21, align 4, !tbaa !16
  %34 = or disjoint i64 %27, 1
  %35 = getelementptr float, ptr %24, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !16
  %37 = getelementptr inbounds float, ptr %11, i64 %34
  %38 = load float, ptr %37, align 4, !tbaa !16
  %39 = tail call float @llvm.fmuladd.f32(float %36, float %38, float %33)
  store float %39, ptr %21, align 4, !tbaa !16
  %40 = add nuw i64 %27, 2
  %41 = add i64 %28, 2
  %42 = icmp eq i64 %41, %17
  br i1 %42, label %43, label %25, !llvm.loop !358

43:                                               ; preds = %25, %22
  %44 = phi float [ 0.000000e+00, %22 ], [ %39, %25 ]
  %45 = phi i64 [ 0, %22 ], [ %40, %25 ]
  br i1 %18, label %52, label %46

46:                                               ; preds = %43
  %47 = getelementptr float, ptr %24, i64 %45
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = getelementptr inbounds float, ptr %11, i64 %45
  %50 = load float, ptr %49, align 4, !tbaa !16
  %51 = tail call float @llvm.fmuladd.f32(float %48, float %50, float %44)
  store float %51, ptr %21, align 4, !tbaa !16
  br label %52

52:                                               ; preds = %46, %43, %19
  %53 = add nuw i64 %20, 1
  %54 = icmp eq i64 %53, %3
  br i1 %54, label %55, label %19, !llvm.loop !359

55:                                               ; preds = %52, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10MatVecRowsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #32
  store ptr %4, ptr %0, align 8, !tbaa !286
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !288
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !288
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %13 = load ptr, ptr %7, align 8, !tbaa !289
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !289
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !28
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 24, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !288
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %23 = load ptr, ptr %7, align 8, !tbaa !289
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !289
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %29 = load ptr, ptr %0, align 8, !tbaa !286
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !288
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #28
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !28
  store float 0.000000e+00, ptr %5, align 4, !tbaa !16
  %10 = icmp eq i64 %3, 0
  br i1 %10, label %62, label %11

11:                                               ; preds = %1
  %12 = and i64 %3, 3
  %13 = icmp ult i64 %3, 4
  br i1 %13, label %46, label %14

14:                                               ; preds = %11
  %15 = and i64 %3, -4
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi float [ 0.000000e+00, %14 ], [ %42, %16 ]
  %18 = phi i64 [ 0, %14 ], [ %43, %16 ]
  %19 = phi i64 [ 0, %14 ], [ %44, %16 ]
  %20 = getelementptr float, ptr %7, i64 %18
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = getelementptr inbounds float, ptr %9, i64 %18
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = tail call float @llvm.fmuladd.f32(float %21, float %23, float %17)
  store float %24, ptr %5, align 4, !tbaa !16
  %25 = or disjoint i64 %18, 1
  %26 = getelementptr float, ptr %7, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = getelementptr inbounds float, ptr %9, i64 %25
  %29 = load float, ptr %28, align 4, !tbaa !16
  %30 = tail call float @llvm.fmuladd.f32(float %27, float %29, float %24)
  store float %30, ptr %5, align 4, !tbaa !16
  %31 = or disjoint i64 %18, 2
  %32 = getelementptr float, ptr %7, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !16
  %34 = getelementptr inbounds float, ptr %9, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !16
  %36 = tail call float @llvm.fmuladd.f32(float %33, float %35, float %30)
  store float %36, ptr %5, align 4, !tbaa !16
  %37 = or disjoint i64 %18, 3
  %38 = getelementptr float, ptr %7, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds float, ptr %9, i64 %37
  %41 = load float, ptr %40, align 4, !tbaa !16
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %36)
  store float %42, ptr %5, align 4, !tbaa !16
  %43 = add nuw i64 %18, 4
  %44 = add i64 %19, 4
  %45 = icmp eq i64 %44, %15
  br i1 %45, label %46, label %16, !llvm.loop !358

46:                                               ; preds = %16, %11
  %47 = phi float [ 0.000000e+00, %11 ], [ %42, %16 ]
  %48 = phi i64 [ 0, %11 ], [ %43, %16 ]
  %49 = icmp eq i64 %12, 0
  br i1 %49, label %62, label %50

50:                                               ; preds = %46, %50
  %51 = phi float [ %58, %50 ], [ %47, %46 ]
  %52 = phi i64 [ %59, %50 ], [ %48, %46 ]
  %53 = phi i64 [ %60, %50 ], [ 0, %46 ]
  %54 = getelementptr float, ptr %7, i64 %52
  %55 = load float, ptr %54, align 4, !tbaa !16
  %56 = getelementptr inbounds float, ptr %9, i64 %52
  %57 = load float, ptr %56, align 4, !tbaa !16
  %58 = tail call float @llvm.fmuladd.f32(float %55, float %57, float %51)
  store float %58, ptr %5, align 4, !tbaa !16
  %59 = add nuw i64 %52, 1
  %60 = add i64 %53, 1
  %61 = icmp eq i64 %60, %12
  br i1 %61, label %62, label %50, !llvm.loop !360

62:                                               ; preds = %46, %50, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventIZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS6_EEEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EES6_E4typeESE_PS1_RKNS0_6detail13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef byval(%class.anon.62) align 8 %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.67", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %9 unwind label %64

9:                                                ; preds = %5
  %10 = icmp eq ptr %3, null
  br i1 %10, label %68, label %11

11:                                               ; preds = %9
  %12 = load ptr, ptr %3, align 8, !tbaa !147
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  call void @__assert_fail(ptr noundef nonnull @.str.26, ptr noundef nonnull @.str.27, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #29
  unreachable

15:                                               ; preds = %11
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %17 unwind label %66

17:                                               ; preds = %15
  %18 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %18, ptr %16, align 8, !tbaa !147
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !47
  %22 = load ptr, ptr %19, align 8, !tbaa !47
  %23 = icmp eq ptr %21, %22
  br i1 %23, label %68, label %24

24:                                               ; preds = %17
  %25 = icmp eq ptr %21, null
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !38
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !38
  br label %36

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  %35 = load ptr, ptr %19, align 8, !tbaa !47
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
  store i32 0, ptr %40, align 8, !tbaa !49
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !51
  %46 = load ptr, ptr %37, align 8, !tbaa !52
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  %49 = load ptr, ptr %37, align 8, !tbaa !52
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !38
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !35

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #27
  br label %63

63:                                               ; preds = %62, %59, %44, %36
  store ptr %21, ptr %19, align 8, !tbaa !47
  br label %68

64:                                               ; preds = %5
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %126

66:                                               ; preds = %68, %15
  %67 = landingpad { ptr, i32 }
          cleanup
  br label %124

68:                                               ; preds = %63, %17, %9
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %70 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
          to label %71 unwind label %66

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !258
  store ptr %70, ptr %8, align 8, !tbaa !28
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %72, align 8, !tbaa !259
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation, ptr %69, align 8, !tbaa !43
  %73 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %74 unwind label %115

74:                                               ; preds = %71
  %75 = load i8, ptr %6, align 1, !tbaa !261, !range !264, !noundef !265
  %76 = trunc nuw i8 %75 to i1
  %77 = xor i1 %76, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %73, i1 noundef zeroext %77)
          to label %78 unwind label %115

78:                                               ; preds = %74
  %79 = load ptr, ptr %69, align 8, !tbaa !43
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #29
  unreachable

86:                                               ; preds = %78, %81
  %87 = getelementptr inbounds i8, ptr %7, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !47
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !49
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !51
  %97 = load ptr, ptr %88, align 8, !tbaa !52
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  %100 = load ptr, ptr %88, align 8, !tbaa !52
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !10
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !38
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !35

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #27
  br label %114

114:                                              ; preds = %86, %95, %110, %113
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

115:                                              ; preds = %74, %71
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = load ptr, ptr %69, align 8, !tbaa !43
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %115
  %120 = invoke noundef zeroext i1 %117(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %124 unwind label %121

121:                                              ; preds = %119
  %122 = landingpad { ptr, i32 }
          catch ptr null
  %123 = extractvalue { ptr, i32 } %122, 0
  call void @__clang_call_terminate(ptr %123) #29
  unreachable

124:                                              ; preds = %119, %115, %66
  %125 = phi { ptr, i32 } [ %67, %66 ], [ %116, %115 ], [ %116, %119 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %126

126:                                              ; preds = %124, %64
  %127 = phi { ptr, i32 } [ %125, %124 ], [ %65, %64 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %127
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  %3 = alloca %class.anon.206, align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !28
  %5 = load ptr, ptr %4, align 8, !tbaa !362
  %6 = load i64, ptr %5, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  store i64 %6, ptr %3, align 8, !tbaa !364
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !366
  %10 = load ptr, ptr %9, align 8, !tbaa !28
  store ptr %10, ptr %7, align 8, !tbaa !367
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !368
  %14 = load ptr, ptr %13, align 8, !tbaa !28
  store ptr %14, ptr %11, align 8, !tbaa !369
  tail call void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %6, ptr noundef nonnull byval(%class.anon.206) align 8 %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS9_EEEUlS3_E0_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_, ptr %0, align 8, !tbaa !28
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !28
  store ptr %6, ptr %0, align 8, !tbaa !28
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !28
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !258
  store ptr %9, ptr %0, align 8, !tbaa !28
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !28
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #28
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSJ_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef byval(%class.anon.206) align 8 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.117", align 8
  %5 = alloca %"class.sycl::_V1::range.117", align 8
  %6 = alloca %"class.std::tuple.105", align 8
  %7 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.207", align 8
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.29)
          to label %15 unwind label %16

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
  unreachable

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #27
  resume { ptr, i32 } %17

18:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #27
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.105") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1)
  %19 = load i8, ptr %6, align 8, !tbaa !269, !range !264, !noundef !265
  %20 = trunc nuw i8 %19 to i1
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.46)
  %23 = load i64, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false), !alias.scope !370
  store i64 %23, ptr %5, align 8, !tbaa !15, !alias.scope !370
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  store i64 %1, ptr %7, align 8
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  call void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10FoldHalvesEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::RoundedRangeKernel.207") align 8 %7)
  br label %28

26:                                               ; preds = %18
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.46)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %0, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false), !alias.scope !373
  store i64 %1, ptr %4, align 8, !tbaa !15, !alias.scope !373
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.117") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  call void @_ZN4sycl3_V17handler11StoreLambdaI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%class.anon.206) align 8 %2)
  br label %28

28:                                               ; preds = %26, %21
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaINS0_6detail19__pf_kernel_wrapperI10FoldHalvesEENS3_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISE_EEENKUlRS1_E0_clESI_EUlNS0_2idILi1EEEE_EELi1ES9_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::detail::RoundedRangeKernel.207") align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #32, !noalias !376
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !noalias !376
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !376
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !379)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #32, !noalias !379
  store ptr %19, ptr %3, align 8, !tbaa !286, !alias.scope !379
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %20, ptr %18, align 8, !tbaa !288, !alias.scope !379
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738369, ptr %19, align 4, !noalias !379
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 0, ptr %22, align 4, !tbaa !38, !noalias !379
  %23 = getelementptr inbounds i8, ptr %19, i64 12
  store i64 103079215105, ptr %23, align 4, !noalias !379
  %24 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 8, ptr %24, align 4, !tbaa !38, !noalias !379
  store ptr %20, ptr %21, align 8, !tbaa !289, !alias.scope !379
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %25 unwind label %41

25:                                               ; preds = %13
  %26 = load ptr, ptr %3, align 8, !tbaa !286
  %27 = icmp eq ptr %26, null
  br i1 %27, label %33, label %28

28:                                               ; preds = %25
  %29 = load ptr, ptr %18, align 8, !tbaa !288
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %26 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %25, %28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(58) ptr @_Znam(i64 noundef 58) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %35, ptr noundef nonnull align 1 dereferenceable(57) @.str.47, i64 57, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 57
  store i8 0, ptr %36, align 1, !tbaa !10
  %37 = load ptr, ptr %34, align 8, !tbaa !28
  store ptr %35, ptr %34, align 8, !tbaa !28
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %33
  call void @_ZdaPv(ptr noundef nonnull %37) #28
  br label %40

40:                                               ; preds = %33, %39
  ret void

41:                                               ; preds = %13
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %3, align 8, !tbaa !286
  %44 = icmp eq ptr %43, null
  br i1 %44, label %50, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %18, align 8, !tbaa !288
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %43 to i64
  %49 = sub i64 %47, %48
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10FoldHalvesZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS8_EEENKUlRS1_E0_clESC_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%class.anon.206) align 8 %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.127", align 8
  %4 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #32, !noalias !382
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !noalias !382
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !52, !noalias !382
  %6 = getelementptr inbounds i8, ptr %0, i64 152
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %4, ptr %6, align 8, !tbaa !28
  %8 = icmp eq ptr %7, null
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !52
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %13

13:                                               ; preds = %2, %9
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %14 = load ptr, ptr %6, align 8, !tbaa !28
  %15 = load ptr, ptr %14, align 8, !tbaa !52
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #27
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI10FoldHalvesEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %3)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %17, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %18 unwind label %35

18:                                               ; preds = %13
  %19 = load ptr, ptr %3, align 8, !tbaa !286
  %20 = icmp eq ptr %19, null
  br i1 %20, label %27, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !288
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %19 to i64
  %26 = sub i64 %24, %25
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %26) #28
  br label %27

27:                                               ; preds = %18, %21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = call noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %29, ptr noundef nonnull align 1 dereferenceable(16) @.str.46, i64 16, i1 false)
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store i8 0, ptr %30, align 1, !tbaa !10
  %31 = load ptr, ptr %28, align 8, !tbaa !28
  store ptr %29, ptr %28, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %34, label %33

33:                                               ; preds = %27
  call void @_ZdaPv(ptr noundef nonnull %31) #28
  br label %34

34:                                               ; preds = %27, %33
  ret void

35:                                               ; preds = %13
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = load ptr, ptr %3, align 8, !tbaa !286
  %38 = icmp eq ptr %37, null
  br i1 %38, label %45, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !288
  %42 = ptrtoint ptr %41 to i64
  %43 = ptrtoint ptr %37 to i64
  %44 = sub i64 %42, %43
  call void @_ZdlPvm(ptr noundef nonnull %37, i64 noundef %44) #28
  br label %45

45:                                               ; preds = %35, %39
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #27
  resume { ptr, i32 } %36
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaISA_EEENKUlRNS0_7handlerEE0_clESF_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = load ptr, ptr %7, align 8
  %9 = ptrtoint ptr %8 to i64
  %10 = icmp eq i64 %3, 0
  br i1 %10, label %76, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr float, ptr %8, i64 %13
  %15 = icmp ult i64 %3, 8
  br i1 %15, label %43, label %16

16:                                               ; preds = %11
  %17 = sub i64 %6, %9
  %18 = shl i64 %13, 2
  %19 = sub i64 %17, %18
  %20 = icmp ult i64 %19, 32
  %21 = icmp ult i64 %17, 32
  %22 = or i1 %20, %21
  br i1 %22, label %43, label %23

23:                                               ; preds = %16
  %24 = and i64 %3, -8
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %39, %25 ]
  %27 = getelementptr inbounds float, ptr %8, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !16
  %30 = load <4 x float>, ptr %28, align 4, !tbaa !16
  %31 = getelementptr float, ptr %14, i64 %26
  %32 = getelementptr i8, ptr %31, i64 16
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !16
  %34 = load <4 x float>, ptr %32, align 4, !tbaa !16
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %29)
  %36 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %34, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> %30)
  %37 = getelementptr inbounds float, ptr %5, i64 %26
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  store <4 x float> %35, ptr %37, align 4, !tbaa !16
  store <4 x float> %36, ptr %38, align 4, !tbaa !16
  %39 = add nuw i64 %26, 8
  %40 = icmp eq i64 %39, %24
  br i1 %40, label %41, label %25, !llvm.loop !385

41:                                               ; preds = %25
  %42 = icmp eq i64 %3, %24
  br i1 %42, label %76, label %43

43:                                               ; preds = %41, %16, %11
  %44 = phi i64 [ 0, %16 ], [ 0, %11 ], [ %24, %41 ]
  %45 = or disjoint i64 %44, 1
  %46 = and i64 %3, 1
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %56, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds float, ptr %8, i64 %44
  %50 = load float, ptr %49, align 4, !tbaa !16
  %51 = getelementptr float, ptr %14, i64 %44
  %52 = load float, ptr %51, align 4, !tbaa !16
  %53 = tail call float @llvm.fmuladd.f32(float %52, float 5.000000e-01, float %50)
  %54 = getelementptr inbounds float, ptr %5, i64 %44
  store float %53, ptr %54, align 4, !tbaa !16
  %55 = or disjoint i64 %44, 1
  br label %56

56:                                               ; preds = %48, %43
  %57 = phi i64 [ %44, %43 ], [ %55, %48 ]
  %58 = icmp eq i64 %3, %45
  br i1 %58, label %76, label %59

59:                                               ; preds = %56, %59
  %60 = phi i64 [ %74, %59 ], [ %57, %56 ]
  %61 = getelementptr inbounds float, ptr %8, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !16
  %63 = getelementptr float, ptr %14, i64 %60
  %64 = load float, ptr %63, align 4, !tbaa !16
  %65 = tail call float @llvm.fmuladd.f32(float %64, float 5.000000e-01, float %62)
  %66 = getelementptr inbounds float, ptr %5, i64 %60
  store float %65, ptr %66, align 4, !tbaa !16
  %67 = add nuw i64 %60, 1
  %68 = getelementptr inbounds float, ptr %8, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !16
  %70 = getelementptr float, ptr %14, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !16
  %72 = tail call float @llvm.fmuladd.f32(float %71, float 5.000000e-01, float %69)
  %73 = getelementptr inbounds float, ptr %5, i64 %67
  store float %72, ptr %73, align 4, !tbaa !16
  %74 = add nuw i64 %60, 2
  %75 = icmp eq i64 %74, %3
  br i1 %75, label %76, label %59, !llvm.loop !386

76:                                               ; preds = %56, %59, %41, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10FoldHalvesEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #32
  store ptr %4, ptr %0, align 8, !tbaa !286
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !288
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !289
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738371, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !288
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !305
  %13 = load ptr, ptr %7, align 8, !tbaa !289
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !289
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %19 = load ptr, ptr %0, align 8, !tbaa !286
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !288
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #28
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS0_5queueERSt6vectorINS0_5eventESaIS7_EEENKUlRNS0_7handlerEE0_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !28
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = getelementptr float, ptr %7, i64 %3
  %10 = load float, ptr %9, align 4, !tbaa !16
  %11 = tail call float @llvm.fmuladd.f32(float %10, float 5.000000e-01, float %8)
  store float %11, ptr %5, align 4, !tbaa !16
  ret void
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nosync nounwind memory(none) }
attributes #20 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { nofree nounwind }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { builtin nounwind }
attributes #29 = { noreturn nounwind }
attributes #30 = { noreturn }
attributes #31 = { nounwind willreturn memory(none) }
attributes #32 = { builtin allocsize(0) }
attributes #33 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !13, i64 8, !8, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!12, !7, i64 0}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!19, !7, i64 0}
!19 = !{!"_ZTSSt10_Head_baseILm0EPfLb0EE", !7, i64 0}
!20 = !{!21, !7, i64 8}
!21 = !{!"_ZTSSt15_Rb_tree_header", !22, i64 0, !13, i64 32}
!22 = !{!"_ZTSSt18_Rb_tree_node_base", !23, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!23 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!24 = !{!21, !23, i64 0}
!25 = !{!21, !7, i64 16}
!26 = !{!21, !7, i64 24}
!27 = !{!21, !13, i64 32}
!28 = !{!7, !7, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!31 = distinct !{!31, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!34 = distinct !{!34, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!35 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.mustprogress"}
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !8, i64 0}
!40 = !{!41, !7, i64 24}
!41 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !42, i64 0, !7, i64 24}
!42 = !{!"_ZTSSt14_Function_base", !8, i64 0, !7, i64 16}
!43 = !{!42, !7, i64 16}
!44 = !{!45, !7, i64 0}
!45 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!46 = !{!45, !7, i64 8}
!47 = !{!48, !7, i64 0}
!48 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0}
!49 = !{!50, !39, i64 8}
!50 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !39, i64 8, !39, i64 12}
!51 = !{!50, !39, i64 12}
!52 = !{!53, !53, i64 0}
!53 = !{!"vtable pointer", !9, i64 0}
!54 = distinct !{!54, !37}
!55 = !{!45, !7, i64 16}
!56 = !{!57, !13, i64 8}
!57 = !{!"_ZTS7HarnessI11UsmPipelineE", !58, i64 0, !59, i64 16}
!58 = !{!"_ZTS12PipelineArgs", !13, i64 0, !13, i64 8}
!59 = !{!"_ZTS11UsmPipeline", !58, i64 0, !17, i64 16, !17, i64 20, !60, i64 24, !60, i64 48, !60, i64 72, !60, i64 96, !64, i64 120, !64, i64 128, !64, i64 136, !64, i64 144, !70, i64 152}
!60 = !{!"_ZTSSt6vectorIfSaIfEE", !61, i64 0}
!61 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !62, i64 0}
!62 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !63, i64 0}
!63 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!64 = !{!"_ZTSSt10unique_ptrI11DeviceArrayIfESt14default_deleteIS1_EE", !65, i64 0}
!65 = !{!"_ZTSSt15__uniq_ptr_dataI11DeviceArrayIfESt14default_deleteIS1_ELb1ELb1EE", !66, i64 0}
!66 = !{!"_ZTSSt15__uniq_ptr_implI11DeviceArrayIfESt14default_deleteIS1_EE", !67, i64 0}
!67 = !{!"_ZTSSt5tupleIJP11DeviceArrayIfESt14default_deleteIS1_EEE", !68, i64 0}
!68 = !{!"_ZTSSt11_Tuple_implILm0EJP11DeviceArrayIfESt14default_deleteIS1_EEE", !69, i64 0}
!69 = !{!"_ZTSSt10_Head_baseILm0EP11DeviceArrayIfELb0EE", !7, i64 0}
!70 = !{!"_ZTSSt10unique_ptrIf10SharedFreeE", !71, i64 0}
!71 = !{!"_ZTSSt15__uniq_ptr_dataIf10SharedFreeLb1ELb1EE", !72, i64 0}
!72 = !{!"_ZTSSt15__uniq_ptr_implIf10SharedFreeE", !73, i64 0}
!73 = !{!"_ZTSSt5tupleIJPf10SharedFreeEE", !74, i64 0}
!74 = !{!"_ZTSSt11_Tuple_implILm0EJPf10SharedFreeEE", !75, i64 0, !19, i64 16}
!75 = !{!"_ZTSSt11_Tuple_implILm1EJ10SharedFreeEE", !76, i64 0}
!76 = !{!"_ZTSSt10_Head_baseILm1E10SharedFreeLb0EE", !77, i64 0}
!77 = !{!"_ZTS10SharedFree", !78, i64 0}
!78 = !{!"_ZTSN4sycl3_V15queueE", !79, i64 0}
!79 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail10queue_implEE", !80, i64 0}
!80 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !48, i64 8}
!81 = distinct !{!81, !37}
!82 = !{!83, !7, i64 0}
!83 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V15eventESaIS2_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!84 = !{!83, !7, i64 8}
!85 = distinct !{!85, !37}
!86 = !{!83, !7, i64 16}
!87 = distinct !{!87, !37}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_: argument 0"}
!90 = distinct !{!90, !"_ZSt16forward_as_tupleIJNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEEESt5tupleIJDpOT_EES9_"}
!91 = !{!92, !7, i64 8}
!92 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_S5_ESt10_Select1stIS8_ESt4lessIS5_ESaIS8_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!93 = !{!22, !7, i64 24}
!94 = distinct !{!94, !37}
!95 = !{!22, !7, i64 16}
!96 = distinct !{!96, !37}
!97 = distinct !{!97, !37}
!98 = !{!63, !7, i64 0}
!99 = !{!63, !7, i64 16}
!100 = !{!101, !7, i64 0}
!101 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !7, i64 0, !7, i64 8, !13, i64 16, !13, i64 24}
!102 = !{!103}
!103 = distinct !{!103, !104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!104 = distinct !{!104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!105 = !{!101, !7, i64 8}
!106 = !{!101, !13, i64 16}
!107 = !{!101, !13, i64 24}
!108 = !{!109, !7, i64 24}
!109 = !{!"_ZTS11DeviceArrayIfE", !78, i64 0, !13, i64 16, !7, i64 24}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!113 = !{!114, !7, i64 0}
!114 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!115 = !{!116, !118, i64 32}
!116 = !{!"_ZTSSt8ios_base", !13, i64 8, !13, i64 16, !117, i64 24, !118, i64 28, !118, i64 32, !7, i64 40, !119, i64 48, !8, i64 64, !39, i64 192, !7, i64 200, !120, i64 208}
!117 = !{!"_ZTSSt13_Ios_Fmtflags", !8, i64 0}
!118 = !{!"_ZTSSt12_Ios_Iostate", !8, i64 0}
!119 = !{!"_ZTSNSt8ios_base6_WordsE", !7, i64 0, !13, i64 8}
!120 = !{!"_ZTSSt6locale", !7, i64 0}
!121 = !{!122, !7, i64 24}
!122 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !42, i64 0, !7, i64 24}
!123 = !{!124, !7, i64 16}
!124 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!125 = !{!124, !7, i64 0}
!126 = !{!124, !7, i64 8}
!127 = distinct !{!127, !37}
!128 = !{!59, !13, i64 0}
!129 = !{!63, !7, i64 8}
!130 = distinct !{!130, !37}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!133 = distinct !{!133, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!136 = distinct !{!136, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!137 = !{!138}
!138 = distinct !{!138, !139, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueEmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!139 = distinct !{!139, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueEmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!142 = distinct !{!142, !"_ZSt11make_uniqueI11DeviceArrayIfEJRN4sycl3_V15queueERKmEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!145 = distinct !{!145, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!146 = distinct !{!146, !37}
!147 = !{!80, !7, i64 0}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE: argument 0"}
!150 = distinct !{!150, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE"}
!151 = !{!109, !13, i64 16}
!152 = !{!153}
!153 = distinct !{!153, !154, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!154 = distinct !{!154, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!155 = !{!156, !7, i64 0}
!156 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10event_implELN9__gnu_cxx12_Lock_policyE2EE", !7, i64 0, !48, i64 8}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE: argument 0"}
!159 = distinct !{!159, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE"}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE: argument 0"}
!165 = distinct !{!165, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!168 = distinct !{!168, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!169 = !{!170}
!170 = distinct !{!170, !171, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE: argument 0"}
!171 = distinct !{!171, !"_ZN11DeviceArrayIfE6uploadERKSt6vectorIfSaIfEE"}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!175 = !{!59, !17, i64 16}
!176 = !{!59, !17, i64 20}
!177 = !{!178, !7, i64 0}
!178 = !{!"_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlNS1_2idILi1EEEE_", !7, i64 0, !17, i64 8}
!179 = !{!178, !17, i64 8}
!180 = !{!181, !183}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1EJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueES7_E4typeENS0_5rangeIXT0_EEEDpOSG_: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1EJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueES7_E4typeENS0_5rangeIXT0_EEEDpOSG_"}
!183 = distinct !{!183, !184, !"_ZN4sycl3_V15queue12parallel_forI5ScaleJZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_EEES7_NS0_5rangeILi1EEEDpOT0_: argument 0"}
!184 = distinct !{!184, !"_ZN4sycl3_V15queue12parallel_forI5ScaleJZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE_EEES7_NS0_5rangeILi1EEEDpOT0_"}
!185 = !{!186, !181, !183}
!186 = distinct !{!186, !187, !"_ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_: argument 0"}
!187 = distinct !{!187, !"_ZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!190 = distinct !{!190, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!191 = !{!192, !13, i64 0}
!192 = !{!"_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlNS1_2idILi1EEEE0_", !13, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!193 = !{!192, !7, i64 8}
!194 = !{!192, !7, i64 16}
!195 = !{!192, !7, i64 24}
!196 = !{!197, !199}
!197 = distinct !{!197, !198, !"_ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1EJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueES7_E4typeENS0_5rangeIXT0_EEEDpOSG_: argument 0"}
!198 = distinct !{!198, !"_ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1EJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueES7_E4typeENS0_5rangeIXT0_EEEDpOSG_"}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V15queue12parallel_forI10MatVecRowsJZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_EEES7_NS0_5rangeILi1EEEDpOT0_: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V15queue12parallel_forI10MatVecRowsJZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaIS7_EEEUlNS0_2idILi1EEEE0_EEES7_NS0_5rangeILi1EEEDpOT0_"}
!201 = !{!202, !197, !199}
!202 = distinct !{!202, !203, !"_ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_: argument 0"}
!203 = distinct !{!203, !"_ZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE: argument 0"}
!209 = distinct !{!209, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE: argument 0"}
!215 = distinct !{!215, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE: argument 0"}
!221 = distinct !{!221, !"_ZN11DeviceArrayIfE8downloadERSt6vectorIfSaIfEE"}
!222 = !{!223}
!223 = distinct !{!223, !224, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!224 = distinct !{!224, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!225 = !{!226}
!226 = distinct !{!226, !227, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!227 = distinct !{!227, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!228 = !{!59, !13, i64 8}
!229 = distinct !{!229, !37, !230, !231}
!230 = !{!"llvm.loop.isvectorized", i32 1}
!231 = !{!"llvm.loop.unroll.runtime.disable"}
!232 = distinct !{!232, !37, !231, !230}
!233 = distinct !{!233, !37, !230, !231}
!234 = distinct !{!234, !37, !231, !230}
!235 = distinct !{!235, !37, !230, !231}
!236 = distinct !{!236, !37}
!237 = distinct !{!237, !37}
!238 = distinct !{!238, !37}
!239 = distinct !{!239, !37, !231, !230}
!240 = distinct !{!240, !37}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!243 = distinct !{!243, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!246 = distinct !{!246, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!249 = distinct !{!249, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!250 = !{!251}
!251 = distinct !{!251, !249, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!252 = distinct !{!252, !37}
!253 = !{!254}
!254 = distinct !{!254, !255, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 0"}
!255 = distinct !{!255, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_"}
!256 = !{!257}
!257 = distinct !{!257, !255, !"_ZSt19__relocate_object_aIN4sycl3_V15eventES2_SaIS2_EEvPT_PT0_RT1_: argument 1"}
!258 = !{i64 0, i64 8, !28, i64 8, i64 8, !28, i64 16, i64 8, !28}
!259 = !{!260, !7, i64 24}
!260 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !42, i64 0, !7, i64 24}
!261 = !{!262, !263, i64 0}
!262 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !263, i64 0}
!263 = !{!"bool", !8, i64 0}
!264 = !{i8 0, i8 2}
!265 = !{}
!266 = !{!267, !7, i64 0}
!267 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI5ScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_", !7, i64 0, !7, i64 8, !7, i64 16}
!268 = !{!267, !7, i64 16}
!269 = !{!263, !263, i64 0}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!272 = distinct !{!272, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!275 = distinct !{!275, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!276 = !{!277, !263, i64 0}
!277 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !263, i64 0}
!278 = !{!279, !7, i64 0}
!279 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !7, i64 0, !7, i64 8, !7, i64 16}
!280 = !{!281}
!281 = distinct !{!281, !282, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!282 = distinct !{!282, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5ScaleEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!285 = distinct !{!285, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5ScaleEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!286 = !{!287, !7, i64 0}
!287 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!288 = !{!287, !7, i64 16}
!289 = !{!287, !7, i64 8}
!290 = !{!291}
!291 = distinct !{!291, !292, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!292 = distinct !{!292, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!293 = !{!294}
!294 = distinct !{!294, !295, !"_ZN4sycl3_V16detail19getKernelParamDescsI5ScaleEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!295 = distinct !{!295, !"_ZN4sycl3_V16detail19getKernelParamDescsI5ScaleEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!296 = !{!279, !7, i64 8}
!297 = !{!298, !7, i64 240}
!298 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !116, i64 0, !7, i64 216, !8, i64 224, !263, i64 225, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256}
!299 = !{!300, !8, i64 56}
!300 = !{!"_ZTSSt5ctypeIcE", !301, i64 0, !7, i64 16, !263, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !8, i64 56, !8, i64 57, !8, i64 313, !8, i64 569}
!301 = !{!"_ZTSNSt6locale5facetE", !39, i64 8}
!302 = !{!279, !7, i64 16}
!303 = distinct !{!303, !37, !230, !231}
!304 = distinct !{!304, !37, !231, !230}
!305 = !{i64 0, i64 4, !306, i64 4, i64 4, !38, i64 8, i64 4, !38}
!306 = !{!307, !307, i64 0}
!307 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !8, i64 0}
!308 = !{i64 0, i64 8, !28, i64 8, i64 8, !28, i64 16, i64 8, !28, i64 24, i64 8, !28}
!309 = !{!310, !7, i64 0}
!310 = !{!"_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE_", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!311 = !{!310, !7, i64 8}
!312 = !{!313, !7, i64 0}
!313 = !{!"_ZTSZZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE_clESA_EUlNS1_2idILi1EEEE_", !7, i64 0, !17, i64 8, !7, i64 16}
!314 = !{!310, !7, i64 16}
!315 = !{!313, !17, i64 8}
!316 = !{!310, !7, i64 24}
!317 = !{!313, !7, i64 16}
!318 = !{!319}
!319 = distinct !{!319, !320, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!320 = distinct !{!320, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!321 = !{!322}
!322 = distinct !{!322, !323, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!323 = distinct !{!323, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!324 = !{!325}
!325 = distinct !{!325, !326, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!326 = distinct !{!326, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!327 = !{!328}
!328 = distinct !{!328, !329, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5SaxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!329 = distinct !{!329, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5SaxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!330 = !{!331}
!331 = distinct !{!331, !332, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!332 = distinct !{!332, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!333 = !{!334}
!334 = distinct !{!334, !335}
!335 = distinct !{!335, !"LVerDomain"}
!336 = !{!337}
!337 = distinct !{!337, !335}
!338 = distinct !{!338, !37, !230, !231}
!339 = distinct !{!339, !37, !230}
!340 = !{!341, !7, i64 0}
!341 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI10MatVecRowsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZN11UsmPipeline3runERS1_RSt6vectorINS0_5eventESaISF_EEEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueESF_E4typeENS0_5rangeIXT0_EEESQ_DpOSO_EUlRNS0_7handlerEE_", !7, i64 0, !7, i64 8, !7, i64 16}
!342 = !{!341, !7, i64 16}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!345 = distinct !{!345, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!348 = distinct !{!348, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!349 = !{!350}
!350 = distinct !{!350, !351, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEEUlNS1_2idILi1EEEE0_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!351 = distinct !{!351, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEEUlNS1_2idILi1EEEE0_EES6_Li1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!352 = !{!353}
!353 = distinct !{!353, !354, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10MatVecRowsEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!354 = distinct !{!354, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10MatVecRowsEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!357 = distinct !{!357, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!358 = distinct !{!358, !37}
!359 = distinct !{!359, !37}
!360 = distinct !{!360, !361}
!361 = !{!"llvm.loop.unroll.disable"}
!362 = !{!363, !7, i64 0}
!363 = !{!"_ZTSZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEEUlRNS1_7handlerEE0_", !7, i64 0, !7, i64 8, !7, i64 16}
!364 = !{!365, !13, i64 0}
!365 = !{!"_ZTSZZN11UsmPipeline3runERN4sycl3_V15queueERSt6vectorINS1_5eventESaIS5_EEENKUlRNS1_7handlerEE0_clESA_EUlNS1_2idILi1EEEE_", !13, i64 0, !7, i64 8, !7, i64 16}
!366 = !{!363, !7, i64 8}
!367 = !{!365, !7, i64 8}
!368 = !{!363, !7, i64 16}
!369 = !{!365, !7, i64 16}
!370 = !{!371}
!371 = distinct !{!371, !372, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!372 = distinct !{!372, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!373 = !{!374}
!374 = distinct !{!374, !375, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!375 = distinct !{!375, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE0_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!378 = distinct !{!378, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaISB_EEENKUlRNS1_7handlerEE0_clESG_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSL_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!379 = !{!380}
!380 = distinct !{!380, !381, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10FoldHalvesEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!381 = distinct !{!381, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10FoldHalvesEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!382 = !{!383}
!383 = distinct !{!383, !384, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!384 = distinct !{!384, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN11UsmPipeline3runERNS1_5queueERSt6vectorINS1_5eventESaIS8_EEENKUlRNS1_7handlerEE0_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!385 = distinct !{!385, !37, !230, !231}
!386 = distinct !{!386, !37, !230}
