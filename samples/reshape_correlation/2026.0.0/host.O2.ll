; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
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
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.202" }
%"class.sycl::_V1::accessor.202" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.88" }
%"class.std::shared_ptr.88" = type { %"class.std::__shared_ptr.89" }
%"class.std::__shared_ptr.89" = type { ptr, %"class.std::__shared_count" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.20" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.15" }
%"class.std::vector.15" = type { %"struct.std::_Vector_base.16" }
%"struct.std::_Vector_base.16" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.std::unique_ptr.24" = type { %"struct.std::__uniq_ptr_data.25" }
%"struct.std::__uniq_ptr_data.25" = type { %"class.std::__uniq_ptr_impl.26" }
%"class.std::__uniq_ptr_impl.26" = type { %"class.std::tuple.27" }
%"class.std::tuple.27" = type { %"struct.std::_Tuple_impl.28" }
%"struct.std::_Tuple_impl.28" = type { %"struct.std::_Head_base.31" }
%"struct.std::_Head_base.31" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::shared_ptr.47" = type { %"class.std::__shared_ptr.48" }
%"class.std::__shared_ptr.48" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.51" }
%"class.std::shared_ptr.51" = type { %"class.std::__shared_ptr.52" }
%"class.std::__shared_ptr.52" = type { ptr, %"class.std::__shared_count" }
%class.anon.179 = type { ptr }
%class.anon.184 = type { ptr }
%class.anon.192 = type { ptr }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.92" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.96 = type { i64, i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.92" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.97" }
%"class.sycl::_V1::detail::array.97" = type { [3 x i64] }
%"class.sycl::_V1::range.98" = type { %"class.sycl::_V1::detail::array.97" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.175", %"class.sycl::_V1::id.175" }
%"class.sycl::_V1::id.175" = type { %"class.sycl::_V1::detail::array" }
%class.anon.180 = type { i64, i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.92" }
%class.anon.185 = type { i64, %"class.sycl::_V1::accessor.92", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor", float, %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::range.154" = type { %"class.sycl::_V1::detail::array.155" }
%"class.sycl::_V1::detail::array.155" = type { [2 x i64] }
%"class.sycl::_V1::item.189" = type { %"struct.sycl::_V1::detail::ItemBase.190" }
%"struct.sycl::_V1::detail::ItemBase.190" = type { %"class.sycl::_V1::range.154", %"class.sycl::_V1::id.191", %"class.sycl::_V1::id.191" }
%"class.sycl::_V1::id.191" = type { %"class.sycl::_V1::detail::array.155" }
%class.anon.193 = type { i64, i64, %"class.sycl::_V1::accessor.92", %"class.sycl::_V1::accessor" }

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

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE = comdat any

$_ZN16CorrelationBench11correlationERN4sycl3_V15queueE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI10ColumnMeanEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI12ColumnStddevEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9NormaliseEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEC2ERKSB_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_ = comdat any

$_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ = comdat any

$_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_ = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI11CorrelationEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_ = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ColumnMeanEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI12ColumnStddevEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9NormaliseEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11CorrelationEE = comdat any

@_ZTISt9exception = external constant ptr
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.3 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
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
@.str.18 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.20 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.21 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.22 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"_ZTS10ColumnMean\00", align 1
@.str.24 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.25 = private unnamed_addr constant [13 x i8] c"::ColumnMean\00", align 1
@.str.26 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [43 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 120 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 128 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 104 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 112 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.27 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.28 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.29 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [151 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 16 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 12 }, i32 72, i32 54, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI10ColumnMeanEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ColumnMeanEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.23, i64 16 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 12 }, i32 72, i32 54, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI10ColumnMeanEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.31 = private unnamed_addr constant [15 x i8] c"column_stddevs\00", align 1
@.str.32 = private unnamed_addr constant [19 x i8] c"_ZTS12ColumnStddev\00", align 1
@.str.33 = private unnamed_addr constant [15 x i8] c"::ColumnStddev\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [153 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 18 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 14 }, i32 86, i32 56, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI12ColumnStddevEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI12ColumnStddevEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 18 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 14 }, i32 86, i32 56, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI12ColumnStddevEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.35 = private unnamed_addr constant [10 x i8] c"normalise\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"_ZTS9Normalise\00", align 1
@.str.37 = private unnamed_addr constant [12 x i8] c"::Normalise\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant [147 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.36, i64 14 }, i32 6, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.37, i64 11 }, i32 107, i32 57, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9NormaliseEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9NormaliseEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.36, i64 14 }, i32 6, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.37, i64 11 }, i32 107, i32 57, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9NormaliseEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.39 = private unnamed_addr constant [12 x i8] c"correlation\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"_ZTS11Correlation\00", align 1
@.str.41 = private unnamed_addr constant [14 x i8] c"::Correlation\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [150 x i8] c"N4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.40, i64 17 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.41, i64 13 }, i32 118, i32 55, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11CorrelationEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11CorrelationEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.40, i64 17 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.41, i64 13 }, i32 118, i32 55, i64 80, ptr @_ZN4sycl3_V16detail18getKernelParamDescI11CorrelationEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.43 = private unnamed_addr constant [20 x i8] c"reshape-correlation\00", align 1
@.str.44 = private unnamed_addr constant [7 x i8] c"verify\00", align 1
@.str.45 = private unnamed_addr constant [31 x i8] c"C[%zu][%zu] = %g, expected %g\0A\00", align 1
@.str.46 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1

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
  %11 = tail call i64 @strtoul(ptr nocapture noundef %10, ptr noundef null, i32 noundef 10) #25
  %12 = icmp eq i32 %0, 2
  br i1 %12, label %17, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = tail call i64 @strtoul(ptr nocapture noundef %15, ptr noundef null, i32 noundef 10) #25
  br label %17

17:                                               ; preds = %2, %13, %8
  %18 = phi i64 [ %11, %13 ], [ %11, %8 ], [ 256, %2 ]
  %19 = phi i64 [ %16, %13 ], [ 2, %8 ], [ 2, %2 ]
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %6) #25
  store i64 %18, ptr %6, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  %21 = add i64 %18, 1
  store i64 %21, ptr %20, align 8, !tbaa !23
  %22 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %22, i8 0, i64 160, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #25
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
  call void @__clang_call_terminate(ptr %33) #26
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
  call void @__clang_call_terminate(ptr %42) #26
  unreachable

43:                                               ; preds = %38, %34
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  br label %147

44:                                               ; preds = %29, %26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
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
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
  %65 = load ptr, ptr %53, align 8, !tbaa !37
  %66 = getelementptr inbounds i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %85, i64 noundef %92) #27
  br label %93

93:                                               ; preds = %87, %84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
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
  %102 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  invoke void @_ZN16CorrelationBench3runERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %6, ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %103 unwind label %111

103:                                              ; preds = %100
  %104 = call i64 @_ZNSt6chrono3_V212steady_clock3nowEv() #25
  %105 = sub nsw i64 %104, %102
  %106 = sitofp i64 %105 to double
  %107 = fdiv double %106, 1.000000e+06
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.43, i64 noundef %101, double noundef %107)
  %109 = add nuw i64 %101, 1
  %110 = icmp eq i64 %109, %19
  br i1 %110, label %96, label %100, !llvm.loop !45

111:                                              ; preds = %100
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %145

113:                                              ; preds = %96
  %114 = select i1 %97, ptr @.str.6, ptr @.str.7
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.43, ptr noundef nonnull %114)
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
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  %129 = load ptr, ptr %117, align 8, !tbaa !37
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  br label %149

143:                                              ; preds = %96
  %144 = landingpad { ptr, i32 }
          cleanup
  br label %145

145:                                              ; preds = %143, %111, %98
  %146 = phi { ptr, i32 } [ %144, %143 ], [ %99, %98 ], [ %112, %111 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  br label %147

147:                                              ; preds = %145, %43
  %148 = phi { ptr, i32 } [ %146, %145 ], [ %35, %43 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25
  call void @_ZN16CorrelationBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #25
  resume { ptr, i32 } %148

149:                                              ; preds = %142, %139, %124, %113
  %150 = xor i1 %97, true
  %151 = zext i1 %150 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25
  call void @_ZN16CorrelationBenchD2Ev(ptr noundef nonnull align 8 dereferenceable(176) %6) #25
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %6) #25
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
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 40) #27
  br label %6

6:                                                ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 160
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %8) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 40) #27
  br label %11

11:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 152
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = icmp eq ptr %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %11
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %13) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef 40) #27
  br label %16

16:                                               ; preds = %11, %15
  store ptr null, ptr %12, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %18, i64 noundef 40) #27
  br label %21

21:                                               ; preds = %16, %20
  store ptr null, ptr %17, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %0, i64 136
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  tail call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 40) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef %35) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %45) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef %55) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %65) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #27
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #25
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.1, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !37
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #26
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #25
  store float 0.000000e+00, ptr %2, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %44, i64 noundef %45, ptr noundef nonnull align 4 dereferenceable(4) %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #25
  %46 = getelementptr inbounds i8, ptr %0, i64 64
  %47 = load i64, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #25
  store float 0.000000e+00, ptr %3, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %46, i64 noundef %47, ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #25
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = load i64, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #25
  store float 0.000000e+00, ptr %4, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %48, i64 noundef %49, ptr noundef nonnull align 4 dereferenceable(4) %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25
  %50 = getelementptr inbounds i8, ptr %0, i64 112
  %51 = load i64, ptr %0, align 8, !tbaa !9
  %52 = mul i64 %51, %51
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #25
  store float 0.000000e+00, ptr %5, align 4, !tbaa !49
  call void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %50, i64 noundef %52, ptr noundef nonnull align 4 dereferenceable(4) %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #25
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
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  tail call void @_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  tail call void @_ZN16CorrelationBench11correlationERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  store ptr @.str.15, ptr %4, align 8, !tbaa !53, !alias.scope !55
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.16, ptr %5, align 8, !tbaa !58, !alias.scope !55
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 136, ptr %6, align 8, !tbaa !59, !alias.scope !55
  %7 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 5, ptr %7, align 4, !tbaa !60, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %4)
  %8 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %9 unwind label %10

9:                                                ; preds = %2
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %8)
          to label %12 unwind label %10

10:                                               ; preds = %9, %2
  %11 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25
  resume { ptr, i32 } %11

12:                                               ; preds = %9
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #28
  unreachable

8:                                                ; preds = %1
  %9 = icmp eq i64 %5, 0
  br i1 %9, label %25, label %10

10:                                               ; preds = %8
  %11 = shl nuw nsw i64 %5, 3
  %12 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #29
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
  %19 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %11) #29
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
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #28
          to label %35 unwind label %70

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %25
  %37 = icmp eq i64 %32, 0
  br i1 %37, label %47, label %38

38:                                               ; preds = %36
  %39 = shl nuw nsw i64 %32, 3
  %40 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %39) #29
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
  %147 = tail call double @sqrt(double noundef %146) #25
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #25
  %246 = getelementptr inbounds i8, ptr %0, i64 168
  %247 = load ptr, ptr %246, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  store ptr @.str.15, ptr %2, align 8
  %248 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.44, ptr %248, align 8
  %249 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 153, ptr %249, align 8
  %250 = getelementptr inbounds i8, ptr %2, i64 20
  store i32 25, ptr %250, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(33) %247, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %251 unwind label %363

251:                                              ; preds = %245
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
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
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %260) #25
  %272 = load ptr, ptr %260, align 8, !tbaa !37
  %273 = getelementptr inbounds i8, ptr %272, i64 24
  %274 = load ptr, ptr %273, align 8
  call void %274(ptr noundef nonnull align 8 dereferenceable(16) %260) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %292, i64 noundef %299) #27
  br label %300

300:                                              ; preds = %291, %294
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
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
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %318) #25
  %330 = load ptr, ptr %318, align 8, !tbaa !37
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %318) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %318) #25
  br label %344

344:                                              ; preds = %315, %325, %340, %343
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
  %345 = icmp eq ptr %49, null
  br i1 %345, label %350, label %346

346:                                              ; preds = %344
  %347 = ptrtoint ptr %48 to i64
  %348 = ptrtoint ptr %49 to i64
  %349 = sub i64 %347, %348
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %349) #27
  br label %350

350:                                              ; preds = %344, %346
  %351 = icmp eq ptr %29, null
  br i1 %351, label %356, label %352

352:                                              ; preds = %350
  %353 = ptrtoint ptr %28 to i64
  %354 = ptrtoint ptr %29 to i64
  %355 = sub i64 %353, %354
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %355) #27
  br label %356

356:                                              ; preds = %350, %352
  %357 = icmp eq ptr %26, null
  br i1 %357, label %362, label %358

358:                                              ; preds = %356
  %359 = ptrtoint ptr %27 to i64
  %360 = ptrtoint ptr %26 to i64
  %361 = sub i64 %359, %360
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef %361) #27
  br label %362

362:                                              ; preds = %356, %358
  ret i1 %316

363:                                              ; preds = %245
  %364 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #25
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
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i64 noundef %311, i64 noundef %372, double noundef %432, double noundef %422)
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
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %451) #27
  br label %452

452:                                              ; preds = %448, %363, %70
  %453 = phi { ptr, i32 } [ %71, %70 ], [ %364, %363 ], [ %364, %448 ]
  %454 = icmp eq ptr %29, null
  br i1 %454, label %459, label %455

455:                                              ; preds = %452
  %456 = ptrtoint ptr %28 to i64
  %457 = ptrtoint ptr %29 to i64
  %458 = sub i64 %456, %457
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %458) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %464, i64 noundef %467) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #8

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
  call void @_ZSt9terminatev() #26
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !86
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !86
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
  %18 = load ptr, ptr %2, align 8, !tbaa !86
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !37
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.20", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !94
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !27
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !27
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #26
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !27
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #26
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  resume { ptr, i32 } %21
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
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
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
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #8

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #14 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #25
  %6 = load ptr, ptr %1, align 8, !tbaa !46
  store ptr %6, ptr %4, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
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
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %14) #25
  call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef 40) #27
  %17 = load ptr, ptr %3, align 8, !tbaa !5
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %17) #25
  call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef 40) #27
  br label %20

20:                                               ; preds = %2, %16, %19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #25
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.10) #28
  unreachable

33:                                               ; preds = %30
  %34 = tail call i64 @llvm.umax.i64(i64 %11, i64 %1)
  %35 = add nuw nsw i64 %34, %11
  %36 = tail call i64 @llvm.umin.i64(i64 %35, i64 2305843009213693951)
  %37 = shl nuw nsw i64 %36, 2
  %38 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %37) #29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %51) #27
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
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #28
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %9) #27
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
  %6 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store ptr @.str.12, ptr %5, align 8, !tbaa !53, !alias.scope !110
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.13, ptr %8, align 8, !tbaa !58, !alias.scope !110
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 1065, ptr %9, align 8, !tbaa !59, !alias.scope !110
  %10 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 34, ptr %10, align 4, !tbaa !60, !alias.scope !110
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
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %20) #25
  %32 = load ptr, ptr %20, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %20) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %20) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %52, i64 noundef %59) #27
  br label %60

60:                                               ; preds = %51, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  ret void

61:                                               ; preds = %3
  %62 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 40) #27
  resume { ptr, i32 } %62
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.24", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !101
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !113
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !101, !alias.scope !135
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
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
  %38 = load ptr, ptr %35, align 8, !tbaa !37
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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #8

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #8

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
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !37
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !37
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.47", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !31
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !36
  %17 = load ptr, ptr %8, align 8, !tbaa !37
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  %20 = load ptr, ptr %8, align 8, !tbaa !37
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !40
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !41

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench12column_meansERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  store ptr @.str.15, ptr %8, align 8, !tbaa !53, !alias.scope !138
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.17, ptr %9, align 8, !tbaa !58, !alias.scope !138
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 69, ptr %10, align 8, !tbaa !59, !alias.scope !138
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !60, !alias.scope !138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25, !noalias !141
  store ptr %5, ptr %6, align 8, !tbaa !144, !noalias !141
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !146, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #25, !noalias !147
  store i32 0, ptr %4, align 4, !tbaa !150, !noalias !147
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !147

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !153, !range !155, !noalias !147, !noundef !79
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !147
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25, !noalias !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !31
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !36
  %32 = load ptr, ptr %23, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !40
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !41

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench14column_stddevsERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.179, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  store ptr @.str.15, ptr %8, align 8, !tbaa !53, !alias.scope !156
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.31, ptr %9, align 8, !tbaa !58, !alias.scope !156
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 82, ptr %10, align 8, !tbaa !59, !alias.scope !156
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !60, !alias.scope !156
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !159
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25, !noalias !159
  store ptr %5, ptr %6, align 8, !tbaa !144, !noalias !159
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !146, !noalias !159
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !162
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !162
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #25, !noalias !162
  store i32 0, ptr %4, align 4, !tbaa !150, !noalias !162
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !162

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !153, !range !155, !noalias !162, !noundef !79
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !162
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !162
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !162
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !162
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25, !noalias !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !31
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !36
  %32 = load ptr, ptr %23, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !40
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !41

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench9normaliseERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.184, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  store ptr @.str.15, ptr %8, align 8, !tbaa !53, !alias.scope !165
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.35, ptr %9, align 8, !tbaa !58, !alias.scope !165
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 101, ptr %10, align 8, !tbaa !59, !alias.scope !165
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !60, !alias.scope !165
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !168
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25, !noalias !168
  store ptr %5, ptr %6, align 8, !tbaa !144, !noalias !168
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !146, !noalias !168
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !171
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #25, !noalias !171
  store i32 0, ptr %4, align 4, !tbaa !150, !noalias !171
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !171

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !153, !range !155, !noalias !171, !noundef !79
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !171
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !171
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !171
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !171
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25, !noalias !168
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !31
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !36
  %32 = load ptr, ptr %23, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !40
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !41

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN16CorrelationBench11correlationERN4sycl3_V15queueE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.192, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::event", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  store ptr @.str.15, ptr %8, align 8, !tbaa !53, !alias.scope !174
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.39, ptr %9, align 8, !tbaa !58, !alias.scope !174
  %10 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 115, ptr %10, align 8, !tbaa !59, !alias.scope !174
  %11 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 5, ptr %11, align 4, !tbaa !60, !alias.scope !174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr %0, ptr %5, align 8, !noalias !177
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25, !noalias !177
  store ptr %5, ptr %6, align 8, !tbaa !144, !noalias !177
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_, ptr %12, align 8, !tbaa !146, !noalias !177
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !180
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %8), !noalias !180
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #25, !noalias !180
  store i32 0, ptr %4, align 4, !tbaa !150, !noalias !180
  %13 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %14 unwind label %19, !noalias !180

14:                                               ; preds = %2
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load i8, ptr %15, align 8, !tbaa !153, !range !155, !noalias !180, !noundef !79
  %17 = trunc nuw i8 %16 to i1
  %18 = xor i1 %17, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %13, i1 noundef zeroext %18)
          to label %21 unwind label %19

19:                                               ; preds = %14, %2
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !180
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !180
  resume { ptr, i32 } %20

21:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #25, !noalias !180
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !180
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25, !noalias !177
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !31
  %24 = icmp eq ptr %23, null
  br i1 %24, label %49, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  %27 = load atomic i64, ptr %26 acquire, align 8
  %28 = icmp eq i64 %27, 4294967297
  %29 = trunc i64 %27 to i32
  br i1 %28, label %30, label %38

30:                                               ; preds = %25
  store i32 0, ptr %26, align 8, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %23, i64 12
  store i32 0, ptr %31, align 4, !tbaa !36
  %32 = load ptr, ptr %23, align 8, !tbaa !37
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %35 = load ptr, ptr %23, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

38:                                               ; preds = %25
  %39 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %43, label %41

41:                                               ; preds = %38
  %42 = add nsw i32 %29, -1
  store i32 %42, ptr %26, align 4, !tbaa !40
  br label %45

43:                                               ; preds = %38
  %44 = atomicrmw volatile add ptr %26, i32 -1 acq_rel, align 4
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %29, %41 ], [ %44, %43 ]
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %49, !prof !41

48:                                               ; preds = %45
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %49

49:                                               ; preds = %21, %30, %45, %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #8

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench12column_meansERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.92", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %class.anon.96, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  %11 = getelementptr inbounds i8, ptr %10, i64 136
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 70, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %15, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %12, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %16 unwind label %270

16:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !28
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !30
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !31
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !33
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !36
  %34 = load ptr, ptr %25, align 8, !tbaa !37
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  %37 = load ptr, ptr %25, align 8, !tbaa !37
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !40
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !41

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !42

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !28
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !44
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #27
  br label %65

65:                                               ; preds = %59, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  %66 = getelementptr inbounds i8, ptr %10, i64 152
  %67 = load ptr, ptr %66, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  %68 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %68, i8 0, i64 24, i1 false)
  store i64 16, ptr %8, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.15, ptr %3, align 8
  %69 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.18, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 71, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %71, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %67, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %72 unwind label %272

72:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %73 = load ptr, ptr %68, align 8, !tbaa !28
  %74 = getelementptr inbounds i8, ptr %8, i64 16
  %75 = load ptr, ptr %74, align 8, !tbaa !30
  %76 = icmp eq ptr %73, %75
  br i1 %76, label %111, label %77

77:                                               ; preds = %72, %106
  %78 = phi ptr [ %107, %106 ], [ %73, %72 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !31
  %81 = icmp eq ptr %80, null
  br i1 %81, label %106, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load atomic i64, ptr %83 acquire, align 8
  %85 = icmp eq i64 %84, 4294967297
  %86 = trunc i64 %84 to i32
  br i1 %85, label %87, label %95

87:                                               ; preds = %82
  store i32 0, ptr %83, align 8, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %80, i64 12
  store i32 0, ptr %88, align 4, !tbaa !36
  %89 = load ptr, ptr %80, align 8, !tbaa !37
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  %92 = load ptr, ptr %80, align 8, !tbaa !37
  %93 = getelementptr inbounds i8, ptr %92, i64 24
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  br label %106

95:                                               ; preds = %82
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %86, -1
  store i32 %99, ptr %83, align 4, !tbaa !40
  br label %102

100:                                              ; preds = %95
  %101 = atomicrmw volatile add ptr %83, i32 -1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %86, %98 ], [ %101, %100 ]
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %106, !prof !41

105:                                              ; preds = %102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  br label %106

106:                                              ; preds = %105, %102, %87, %77
  %107 = getelementptr inbounds i8, ptr %78, i64 16
  %108 = icmp eq ptr %107, %75
  br i1 %108, label %109, label %77, !llvm.loop !42

109:                                              ; preds = %106
  %110 = load ptr, ptr %68, align 8, !tbaa !28
  br label %111

111:                                              ; preds = %109, %72
  %112 = phi ptr [ %110, %109 ], [ %73, %72 ]
  %113 = icmp eq ptr %112, null
  br i1 %113, label %120, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %8, i64 24
  %116 = load ptr, ptr %115, align 8, !tbaa !44
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %112 to i64
  %119 = sub i64 %117, %118
  call void @_ZdlPvm(ptr noundef nonnull %112, i64 noundef %119) #27
  br label %120

120:                                              ; preds = %114, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %121 = load i64, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #25
  store i64 %121, ptr %9, align 8, !tbaa !185
  %122 = getelementptr inbounds i8, ptr %9, i64 8
  %123 = getelementptr inbounds i8, ptr %10, i64 8
  %124 = load i64, ptr %123, align 8, !tbaa !23
  store i64 %124, ptr %122, align 8, !tbaa !189
  %125 = getelementptr inbounds i8, ptr %9, i64 16
  %126 = load ptr, ptr %5, align 8, !tbaa !190
  store ptr %126, ptr %125, align 8, !tbaa !190
  %127 = getelementptr inbounds i8, ptr %9, i64 24
  %128 = getelementptr inbounds i8, ptr %5, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !31
  store ptr %129, ptr %127, align 8, !tbaa !31
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %120
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !40
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !40
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %120, %135, %138
  %141 = getelementptr inbounds i8, ptr %9, i64 32
  %142 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %141, ptr noundef nonnull align 8 dereferenceable(16) %142, i64 16, i1 false)
  %143 = getelementptr inbounds i8, ptr %9, i64 48
  %144 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %144, ptr %143, align 8, !tbaa !190
  %145 = getelementptr inbounds i8, ptr %9, i64 56
  %146 = getelementptr inbounds i8, ptr %7, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !31
  store ptr %147, ptr %145, align 8, !tbaa !31
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %140
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !40
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !40
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %140, %153, %156
  %159 = getelementptr inbounds i8, ptr %9, i64 64
  %160 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %159, ptr noundef nonnull align 8 dereferenceable(16) %160, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %121, ptr noundef nonnull align 8 dereferenceable(80) %9)
          to label %161 unwind label %274

161:                                              ; preds = %158
  %162 = load ptr, ptr %145, align 8, !tbaa !31
  %163 = icmp eq ptr %162, null
  br i1 %163, label %188, label %164

164:                                              ; preds = %161
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load atomic i64, ptr %165 acquire, align 8
  %167 = icmp eq i64 %166, 4294967297
  %168 = trunc i64 %166 to i32
  br i1 %167, label %169, label %177

169:                                              ; preds = %164
  store i32 0, ptr %165, align 8, !tbaa !33
  %170 = getelementptr inbounds i8, ptr %162, i64 12
  store i32 0, ptr %170, align 4, !tbaa !36
  %171 = load ptr, ptr %162, align 8, !tbaa !37
  %172 = getelementptr inbounds i8, ptr %171, i64 16
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  %174 = load ptr, ptr %162, align 8, !tbaa !37
  %175 = getelementptr inbounds i8, ptr %174, i64 24
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  br label %188

177:                                              ; preds = %164
  %178 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %182, label %180

180:                                              ; preds = %177
  %181 = add nsw i32 %168, -1
  store i32 %181, ptr %165, align 4, !tbaa !40
  br label %184

182:                                              ; preds = %177
  %183 = atomicrmw volatile add ptr %165, i32 -1 acq_rel, align 4
  br label %184

184:                                              ; preds = %182, %180
  %185 = phi i32 [ %168, %180 ], [ %183, %182 ]
  %186 = icmp eq i32 %185, 1
  br i1 %186, label %187, label %188, !prof !41

187:                                              ; preds = %184
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  br label %188

188:                                              ; preds = %187, %184, %169, %161
  %189 = load ptr, ptr %127, align 8, !tbaa !31
  %190 = icmp eq ptr %189, null
  br i1 %190, label %215, label %191

191:                                              ; preds = %188
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load atomic i64, ptr %192 acquire, align 8
  %194 = icmp eq i64 %193, 4294967297
  %195 = trunc i64 %193 to i32
  br i1 %194, label %196, label %204

196:                                              ; preds = %191
  store i32 0, ptr %192, align 8, !tbaa !33
  %197 = getelementptr inbounds i8, ptr %189, i64 12
  store i32 0, ptr %197, align 4, !tbaa !36
  %198 = load ptr, ptr %189, align 8, !tbaa !37
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  %201 = load ptr, ptr %189, align 8, !tbaa !37
  %202 = getelementptr inbounds i8, ptr %201, i64 24
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  br label %215

204:                                              ; preds = %191
  %205 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %209, label %207

207:                                              ; preds = %204
  %208 = add nsw i32 %195, -1
  store i32 %208, ptr %192, align 4, !tbaa !40
  br label %211

209:                                              ; preds = %204
  %210 = atomicrmw volatile add ptr %192, i32 -1 acq_rel, align 4
  br label %211

211:                                              ; preds = %209, %207
  %212 = phi i32 [ %195, %207 ], [ %210, %209 ]
  %213 = icmp eq i32 %212, 1
  br i1 %213, label %214, label %215, !prof !41

214:                                              ; preds = %211
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  br label %215

215:                                              ; preds = %188, %196, %211, %214
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  %216 = load ptr, ptr %146, align 8, !tbaa !31
  %217 = icmp eq ptr %216, null
  br i1 %217, label %242, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load atomic i64, ptr %219 acquire, align 8
  %221 = icmp eq i64 %220, 4294967297
  %222 = trunc i64 %220 to i32
  br i1 %221, label %223, label %231

223:                                              ; preds = %218
  store i32 0, ptr %219, align 8, !tbaa !33
  %224 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %224, align 4, !tbaa !36
  %225 = load ptr, ptr %216, align 8, !tbaa !37
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  %228 = load ptr, ptr %216, align 8, !tbaa !37
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  br label %242

231:                                              ; preds = %218
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %219, align 4, !tbaa !40
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %219, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !41

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  br label %242

242:                                              ; preds = %215, %223, %238, %241
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  %243 = load ptr, ptr %128, align 8, !tbaa !31
  %244 = icmp eq ptr %243, null
  br i1 %244, label %269, label %245

245:                                              ; preds = %242
  %246 = getelementptr inbounds i8, ptr %243, i64 8
  %247 = load atomic i64, ptr %246 acquire, align 8
  %248 = icmp eq i64 %247, 4294967297
  %249 = trunc i64 %247 to i32
  br i1 %248, label %250, label %258

250:                                              ; preds = %245
  store i32 0, ptr %246, align 8, !tbaa !33
  %251 = getelementptr inbounds i8, ptr %243, i64 12
  store i32 0, ptr %251, align 4, !tbaa !36
  %252 = load ptr, ptr %243, align 8, !tbaa !37
  %253 = getelementptr inbounds i8, ptr %252, i64 16
  %254 = load ptr, ptr %253, align 8
  call void %254(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  %255 = load ptr, ptr %243, align 8, !tbaa !37
  %256 = getelementptr inbounds i8, ptr %255, i64 24
  %257 = load ptr, ptr %256, align 8
  call void %257(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %269

258:                                              ; preds = %245
  %259 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %263, label %261

261:                                              ; preds = %258
  %262 = add nsw i32 %249, -1
  store i32 %262, ptr %246, align 4, !tbaa !40
  br label %265

263:                                              ; preds = %258
  %264 = atomicrmw volatile add ptr %246, i32 -1 acq_rel, align 4
  br label %265

265:                                              ; preds = %263, %261
  %266 = phi i32 [ %249, %261 ], [ %264, %263 ]
  %267 = icmp eq i32 %266, 1
  br i1 %267, label %268, label %269, !prof !41

268:                                              ; preds = %265
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %269

269:                                              ; preds = %242, %250, %265, %268
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  ret void

270:                                              ; preds = %2
  %271 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  br label %278

272:                                              ; preds = %65
  %273 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %276

274:                                              ; preds = %158
  %275 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi { ptr, i32 } [ %275, %274 ], [ %273, %272 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  br label %278

278:                                              ; preds = %276, %270
  %279 = phi { ptr, i32 } [ %277, %276 ], [ %271, %270 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  resume { ptr, i32 } %279
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.98", align 8
  %8 = alloca %"class.sycl::_V1::range.98", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !101, !alias.scope !191
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !191
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !191
  store i64 %12, ptr %8, align 8, !tbaa !101, !alias.scope !194
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !194
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !101, !alias.scope !194
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
  br i1 %27, label %28, label %29, !prof !41

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !197
  store ptr %34, ptr %32, align 8, !tbaa !197
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
  br i1 %51, label %52, label %31, !llvm.loop !199

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
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !123
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !131, !range !155, !noundef !79
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !37
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
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
  br i1 %122, label %123, label %125, !prof !41

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
  %130 = load ptr, ptr %129, align 8, !tbaa !197
  store ptr %130, ptr %128, align 8, !tbaa !197
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
  br i1 %147, label %148, label %127, !llvm.loop !199

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
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.22)
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !37
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #27
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !200
  %214 = load ptr, ptr %1, align 8, !tbaa !132
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !190
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.98") align 8, ptr noundef byval(%"class.sycl::_V1::range.98") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.98", align 8
  %8 = alloca %"class.sycl::_V1::range.98", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !101, !alias.scope !201
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !101, !alias.scope !201
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !201
  store i64 %11, ptr %8, align 8, !tbaa !101, !alias.scope !204
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !204
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !204
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
  br i1 %26, label %27, label %28, !prof !41

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !197
  store ptr %33, ptr %31, align 8, !tbaa !197
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
  br i1 %50, label %51, label %30, !llvm.loop !199

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
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !123
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !131, !range !155, !noundef !79
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !37
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
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
  br i1 %123, label %124, label %126, !prof !41

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
  %131 = load ptr, ptr %130, align 8, !tbaa !197
  store ptr %131, ptr %129, align 8, !tbaa !197
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
  br i1 %148, label %149, label %128, !llvm.loop !199

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
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !37
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !42

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #27
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !207
  %186 = load ptr, ptr %1, align 8, !tbaa !132
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !190
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv.Info, i64 88, i1 false)
  %7 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %11 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %12 = extractvalue { i32, ptr } %11, 0
  %13 = extractvalue { i32, ptr } %11, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %12, ptr %13, ptr noundef nonnull @.str.27)
          to label %14 unwind label %15

14:                                               ; preds = %9
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

15:                                               ; preds = %9
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %10) #25
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %18 = load ptr, ptr %6, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !101
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %18, i64 %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !208
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, i8 0, i64 16, i1 false)
  store i64 1, ptr %22, align 8, !tbaa !210
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI10ColumnMeanEENS1_19kernel_param_desc_tEi(i32 noundef %0) #14 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [43 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !40
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !211
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !211
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !214

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !215
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #25
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.28)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #25
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.29)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #25
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10ColumnMeanZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #29
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %8, ptr %6, align 8, !tbaa !190
  %9 = getelementptr inbounds i8, ptr %4, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 24
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
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 56
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !190
  store ptr %27, ptr %25, align 8, !tbaa !190
  %28 = getelementptr inbounds i8, ptr %4, i64 64
  %29 = getelementptr inbounds i8, ptr %1, i64 56
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

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %4, i64 72
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %45 = icmp eq ptr %44, null
  br i1 %45, label %50, label %46

46:                                               ; preds = %41
  %47 = load ptr, ptr %44, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  tail call void %49(ptr noundef nonnull align 8 dereferenceable(8) %44) #25
  br label %50

50:                                               ; preds = %41, %46
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %51 = load ptr, ptr %3, align 8, !tbaa !5
  %52 = load ptr, ptr %51, align 8, !tbaa !37
  %53 = load ptr, ptr %52, align 8
  %54 = tail call noundef ptr %53(ptr noundef nonnull align 8 dereferenceable(8) %51)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %54)
  ret void
}

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ColumnMeanEEvPv.Info, i64 16, i1 false), !tbaa.struct !216
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !217

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ColumnMeanEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ColumnMeanEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench12column_meansERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #14 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !101
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !189
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %31, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  br label %14

11:                                               ; preds = %14
  %12 = uitofp i64 %29 to float
  %13 = fdiv float %27, %12
  br label %31

14:                                               ; preds = %14, %9
  %15 = phi i64 [ 0, %9 ], [ %28, %14 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %27, %14 ]
  %17 = load i64, ptr %0, align 8, !tbaa !185
  %18 = mul i64 %17, %15
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !218
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !221
  %21 = load i64, ptr %20, align 8
  %22 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %23 = getelementptr float, ptr %22, i64 %21
  %24 = getelementptr float, ptr %23, i64 %18
  %25 = getelementptr float, ptr %24, i64 %5
  %26 = load float, ptr %25, align 4, !tbaa !49
  %27 = fadd float %16, %26
  %28 = add nuw i64 %15, 1
  %29 = load i64, ptr %6, align 8, !tbaa !189
  %30 = icmp ult i64 %28, %29
  br i1 %30, label %14, label %11, !llvm.loop !224

31:                                               ; preds = %3, %11
  %32 = phi float [ 0x7FF8000000000000, %3 ], [ %13, %11 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 48
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !225
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !228
  %36 = load i64, ptr %35, align 8
  %37 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  %38 = getelementptr float, ptr %37, i64 %36
  %39 = getelementptr float, ptr %38, i64 %5
  store float %32, ptr %39, align 4, !tbaa !49
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #8

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #21

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #21

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench14column_stddevsERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.92", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.180, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !231
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %14 = getelementptr inbounds i8, ptr %13, i64 136
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.15, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 83, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %18, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(33) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %19 unwind label %319

19:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !28
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !30
  %24 = icmp eq ptr %21, %23
  br i1 %24, label %59, label %25

25:                                               ; preds = %19, %54
  %26 = phi ptr [ %55, %54 ], [ %21, %19 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !31
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !33
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !36
  %37 = load ptr, ptr %28, align 8, !tbaa !37
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %40 = load ptr, ptr %28, align 8, !tbaa !37
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !40
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !41

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

54:                                               ; preds = %53, %50, %35, %25
  %55 = getelementptr inbounds i8, ptr %26, i64 16
  %56 = icmp eq ptr %55, %23
  br i1 %56, label %57, label %25, !llvm.loop !42

57:                                               ; preds = %54
  %58 = load ptr, ptr %20, align 8, !tbaa !28
  br label %59

59:                                               ; preds = %57, %19
  %60 = phi ptr [ %58, %57 ], [ %21, %19 ]
  %61 = icmp eq ptr %60, null
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %7, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !44
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %60 to i64
  %67 = sub i64 %65, %66
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %67) #27
  br label %68

68:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  %69 = getelementptr inbounds i8, ptr %13, i64 152
  %70 = load ptr, ptr %69, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %71, align 8
  %72 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 84, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %73, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(33) %70, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %74 unwind label %321

74:                                               ; preds = %68
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %75 = getelementptr inbounds i8, ptr %9, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !28
  %77 = getelementptr inbounds i8, ptr %9, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !30
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %74, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %74 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !31
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !33
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !36
  %92 = load ptr, ptr %83, align 8, !tbaa !37
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  %95 = load ptr, ptr %83, align 8, !tbaa !37
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !40
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !41

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !42

112:                                              ; preds = %109
  %113 = load ptr, ptr %75, align 8, !tbaa !28
  br label %114

114:                                              ; preds = %112, %74
  %115 = phi ptr [ %113, %112 ], [ %76, %74 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %9, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !44
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #27
  br label %123

123:                                              ; preds = %117, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %124 = getelementptr inbounds i8, ptr %13, i64 160
  %125 = load ptr, ptr %124, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %126 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %126, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.15, ptr %3, align 8
  %127 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.18, ptr %127, align 8
  %128 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 85, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %129, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(33) %125, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %130 unwind label %323

130:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %131 = load ptr, ptr %126, align 8, !tbaa !28
  %132 = getelementptr inbounds i8, ptr %11, i64 16
  %133 = load ptr, ptr %132, align 8, !tbaa !30
  %134 = icmp eq ptr %131, %133
  br i1 %134, label %169, label %135

135:                                              ; preds = %130, %164
  %136 = phi ptr [ %165, %164 ], [ %131, %130 ]
  %137 = getelementptr inbounds i8, ptr %136, i64 8
  %138 = load ptr, ptr %137, align 8, !tbaa !31
  %139 = icmp eq ptr %138, null
  br i1 %139, label %164, label %140

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %138, i64 8
  %142 = load atomic i64, ptr %141 acquire, align 8
  %143 = icmp eq i64 %142, 4294967297
  %144 = trunc i64 %142 to i32
  br i1 %143, label %145, label %153

145:                                              ; preds = %140
  store i32 0, ptr %141, align 8, !tbaa !33
  %146 = getelementptr inbounds i8, ptr %138, i64 12
  store i32 0, ptr %146, align 4, !tbaa !36
  %147 = load ptr, ptr %138, align 8, !tbaa !37
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %138) #25
  %150 = load ptr, ptr %138, align 8, !tbaa !37
  %151 = getelementptr inbounds i8, ptr %150, i64 24
  %152 = load ptr, ptr %151, align 8
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %138) #25
  br label %164

153:                                              ; preds = %140
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %158, label %156

156:                                              ; preds = %153
  %157 = add nsw i32 %144, -1
  store i32 %157, ptr %141, align 4, !tbaa !40
  br label %160

158:                                              ; preds = %153
  %159 = atomicrmw volatile add ptr %141, i32 -1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %156
  %161 = phi i32 [ %144, %156 ], [ %159, %158 ]
  %162 = icmp eq i32 %161, 1
  br i1 %162, label %163, label %164, !prof !41

163:                                              ; preds = %160
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %138) #25
  br label %164

164:                                              ; preds = %163, %160, %145, %135
  %165 = getelementptr inbounds i8, ptr %136, i64 16
  %166 = icmp eq ptr %165, %133
  br i1 %166, label %167, label %135, !llvm.loop !42

167:                                              ; preds = %164
  %168 = load ptr, ptr %126, align 8, !tbaa !28
  br label %169

169:                                              ; preds = %167, %130
  %170 = phi ptr [ %168, %167 ], [ %131, %130 ]
  %171 = icmp eq ptr %170, null
  br i1 %171, label %178, label %172

172:                                              ; preds = %169
  %173 = getelementptr inbounds i8, ptr %11, i64 24
  %174 = load ptr, ptr %173, align 8, !tbaa !44
  %175 = ptrtoint ptr %174 to i64
  %176 = ptrtoint ptr %170 to i64
  %177 = sub i64 %175, %176
  call void @_ZdlPvm(ptr noundef nonnull %170, i64 noundef %177) #27
  br label %178

178:                                              ; preds = %172, %169
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  %179 = load i64, ptr %13, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12) #25
  store i64 %179, ptr %12, align 8, !tbaa !233
  %180 = getelementptr inbounds i8, ptr %12, i64 8
  %181 = getelementptr inbounds i8, ptr %13, i64 8
  %182 = load i64, ptr %181, align 8, !tbaa !23
  store i64 %182, ptr %180, align 8, !tbaa !235
  %183 = getelementptr inbounds i8, ptr %12, i64 16
  %184 = load ptr, ptr %8, align 8, !tbaa !190
  store ptr %184, ptr %183, align 8, !tbaa !190
  %185 = getelementptr inbounds i8, ptr %12, i64 24
  %186 = getelementptr inbounds i8, ptr %8, i64 8
  %187 = load ptr, ptr %186, align 8, !tbaa !31
  store ptr %187, ptr %185, align 8, !tbaa !31
  %188 = icmp eq ptr %187, null
  br i1 %188, label %198, label %189

189:                                              ; preds = %178
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %196, label %193

193:                                              ; preds = %189
  %194 = load i32, ptr %190, align 4, !tbaa !40
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %190, align 4, !tbaa !40
  br label %198

196:                                              ; preds = %189
  %197 = atomicrmw volatile add ptr %190, i32 1 acq_rel, align 4
  br label %198

198:                                              ; preds = %178, %193, %196
  %199 = getelementptr inbounds i8, ptr %12, i64 32
  %200 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %199, ptr noundef nonnull align 8 dereferenceable(16) %200, i64 16, i1 false)
  %201 = getelementptr inbounds i8, ptr %12, i64 48
  %202 = load ptr, ptr %6, align 8, !tbaa !190
  store ptr %202, ptr %201, align 8, !tbaa !190
  %203 = getelementptr inbounds i8, ptr %12, i64 56
  %204 = getelementptr inbounds i8, ptr %6, i64 8
  %205 = load ptr, ptr %204, align 8, !tbaa !31
  store ptr %205, ptr %203, align 8, !tbaa !31
  %206 = icmp eq ptr %205, null
  br i1 %206, label %216, label %207

207:                                              ; preds = %198
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !40
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !40
  br label %216

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %216

216:                                              ; preds = %198, %211, %214
  %217 = getelementptr inbounds i8, ptr %12, i64 64
  %218 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %217, ptr noundef nonnull align 8 dereferenceable(16) %218, i64 16, i1 false)
  %219 = getelementptr inbounds i8, ptr %12, i64 80
  %220 = load ptr, ptr %10, align 8, !tbaa !190
  store ptr %220, ptr %219, align 8, !tbaa !190
  %221 = getelementptr inbounds i8, ptr %12, i64 88
  %222 = getelementptr inbounds i8, ptr %10, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !31
  store ptr %223, ptr %221, align 8, !tbaa !31
  %224 = icmp eq ptr %223, null
  br i1 %224, label %234, label %225

225:                                              ; preds = %216
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %232, label %229

229:                                              ; preds = %225
  %230 = load i32, ptr %226, align 4, !tbaa !40
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %226, align 4, !tbaa !40
  br label %234

232:                                              ; preds = %225
  %233 = atomicrmw volatile add ptr %226, i32 1 acq_rel, align 4
  br label %234

234:                                              ; preds = %216, %229, %232
  %235 = getelementptr inbounds i8, ptr %12, i64 96
  %236 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %235, ptr noundef nonnull align 8 dereferenceable(16) %236, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %179, ptr noundef nonnull align 8 dereferenceable(112) %12)
          to label %237 unwind label %325

237:                                              ; preds = %234
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %12) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #25
  %238 = load ptr, ptr %222, align 8, !tbaa !31
  %239 = icmp eq ptr %238, null
  br i1 %239, label %264, label %240

240:                                              ; preds = %237
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load atomic i64, ptr %241 acquire, align 8
  %243 = icmp eq i64 %242, 4294967297
  %244 = trunc i64 %242 to i32
  br i1 %243, label %245, label %253

245:                                              ; preds = %240
  store i32 0, ptr %241, align 8, !tbaa !33
  %246 = getelementptr inbounds i8, ptr %238, i64 12
  store i32 0, ptr %246, align 4, !tbaa !36
  %247 = load ptr, ptr %238, align 8, !tbaa !37
  %248 = getelementptr inbounds i8, ptr %247, i64 16
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  %250 = load ptr, ptr %238, align 8, !tbaa !37
  %251 = getelementptr inbounds i8, ptr %250, i64 24
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  br label %264

253:                                              ; preds = %240
  %254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %258, label %256

256:                                              ; preds = %253
  %257 = add nsw i32 %244, -1
  store i32 %257, ptr %241, align 4, !tbaa !40
  br label %260

258:                                              ; preds = %253
  %259 = atomicrmw volatile add ptr %241, i32 -1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %256
  %261 = phi i32 [ %244, %256 ], [ %259, %258 ]
  %262 = icmp eq i32 %261, 1
  br i1 %262, label %263, label %264, !prof !41

263:                                              ; preds = %260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  br label %264

264:                                              ; preds = %237, %245, %260, %263
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  %265 = load ptr, ptr %186, align 8, !tbaa !31
  %266 = icmp eq ptr %265, null
  br i1 %266, label %291, label %267

267:                                              ; preds = %264
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load atomic i64, ptr %268 acquire, align 8
  %270 = icmp eq i64 %269, 4294967297
  %271 = trunc i64 %269 to i32
  br i1 %270, label %272, label %280

272:                                              ; preds = %267
  store i32 0, ptr %268, align 8, !tbaa !33
  %273 = getelementptr inbounds i8, ptr %265, i64 12
  store i32 0, ptr %273, align 4, !tbaa !36
  %274 = load ptr, ptr %265, align 8, !tbaa !37
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %265) #25
  %277 = load ptr, ptr %265, align 8, !tbaa !37
  %278 = getelementptr inbounds i8, ptr %277, i64 24
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %265) #25
  br label %291

280:                                              ; preds = %267
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %285, label %283

283:                                              ; preds = %280
  %284 = add nsw i32 %271, -1
  store i32 %284, ptr %268, align 4, !tbaa !40
  br label %287

285:                                              ; preds = %280
  %286 = atomicrmw volatile add ptr %268, i32 -1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i32 [ %271, %283 ], [ %286, %285 ]
  %289 = icmp eq i32 %288, 1
  br i1 %289, label %290, label %291, !prof !41

290:                                              ; preds = %287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %265) #25
  br label %291

291:                                              ; preds = %264, %272, %287, %290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %292 = load ptr, ptr %204, align 8, !tbaa !31
  %293 = icmp eq ptr %292, null
  br i1 %293, label %318, label %294

294:                                              ; preds = %291
  %295 = getelementptr inbounds i8, ptr %292, i64 8
  %296 = load atomic i64, ptr %295 acquire, align 8
  %297 = icmp eq i64 %296, 4294967297
  %298 = trunc i64 %296 to i32
  br i1 %297, label %299, label %307

299:                                              ; preds = %294
  store i32 0, ptr %295, align 8, !tbaa !33
  %300 = getelementptr inbounds i8, ptr %292, i64 12
  store i32 0, ptr %300, align 4, !tbaa !36
  %301 = load ptr, ptr %292, align 8, !tbaa !37
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %292) #25
  %304 = load ptr, ptr %292, align 8, !tbaa !37
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %292) #25
  br label %318

307:                                              ; preds = %294
  %308 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %312, label %310

310:                                              ; preds = %307
  %311 = add nsw i32 %298, -1
  store i32 %311, ptr %295, align 4, !tbaa !40
  br label %314

312:                                              ; preds = %307
  %313 = atomicrmw volatile add ptr %295, i32 -1 acq_rel, align 4
  br label %314

314:                                              ; preds = %312, %310
  %315 = phi i32 [ %298, %310 ], [ %313, %312 ]
  %316 = icmp eq i32 %315, 1
  br i1 %316, label %317, label %318, !prof !41

317:                                              ; preds = %314
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %292) #25
  br label %318

318:                                              ; preds = %291, %299, %314, %317
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  ret void

319:                                              ; preds = %2
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  br label %331

321:                                              ; preds = %68
  %322 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %329

323:                                              ; preds = %123
  %324 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  br label %327

325:                                              ; preds = %234
  %326 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %12) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %324, %323 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  br label %329

329:                                              ; preds = %327, %321
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %322, %321 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #25
  br label %331

331:                                              ; preds = %329, %319
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %320, %319 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  resume { ptr, i32 } %332
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(112) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv.Info, i64 88, i1 false)
  %7 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %11 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %12 = extractvalue { i32, ptr } %11, 0
  %13 = extractvalue { i32, ptr } %11, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %12, ptr %13, ptr noundef nonnull @.str.27)
          to label %14 unwind label %15

14:                                               ; preds = %9
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

15:                                               ; preds = %9
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %10) #25
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %18 = load ptr, ptr %6, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !101
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %18, i64 %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !208
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, i8 0, i64 16, i1 false)
  store i64 1, ptr %22, align 8, !tbaa !210
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(112) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI12ColumnStddevEENS1_19kernel_param_desc_tEi(i32 noundef %0) #14 comdat {
  %2 = add i32 %0, 15
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [43 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !40
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI12ColumnStddevZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(112) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #29
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %8, ptr %6, align 8, !tbaa !190
  %9 = getelementptr inbounds i8, ptr %4, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 24
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
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 56
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !190
  store ptr %27, ptr %25, align 8, !tbaa !190
  %28 = getelementptr inbounds i8, ptr %4, i64 64
  %29 = getelementptr inbounds i8, ptr %1, i64 56
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
  %42 = getelementptr inbounds i8, ptr %4, i64 72
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %4, i64 88
  %45 = getelementptr inbounds i8, ptr %1, i64 80
  %46 = load ptr, ptr %45, align 8, !tbaa !190
  store ptr %46, ptr %44, align 8, !tbaa !190
  %47 = getelementptr inbounds i8, ptr %4, i64 96
  %48 = getelementptr inbounds i8, ptr %1, i64 88
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

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %4, i64 104
  %62 = getelementptr inbounds i8, ptr %1, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %64 = icmp eq ptr %63, null
  br i1 %64, label %69, label %65

65:                                               ; preds = %60
  %66 = load ptr, ptr %63, align 8, !tbaa !37
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  tail call void %68(ptr noundef nonnull align 8 dereferenceable(8) %63) #25
  br label %69

69:                                               ; preds = %60, %65
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %70 = load ptr, ptr %3, align 8, !tbaa !5
  %71 = load ptr, ptr %70, align 8, !tbaa !37
  %72 = load ptr, ptr %71, align 8
  %73 = tail call noundef ptr %72(ptr noundef nonnull align 8 dereferenceable(8) %70)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %73)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI12ColumnStddevEEvPv.Info, i64 16, i1 false), !tbaa.struct !216
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !217

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI12ColumnStddevEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI12ColumnStddevEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench14column_stddevsERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #14 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !101
  tail call void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %5)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !236
  %5 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !239
  %6 = load i64, ptr %5, align 8
  %7 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %8 = getelementptr float, ptr %7, i64 %6
  %9 = getelementptr float, ptr %8, i64 %1
  %10 = load float, ptr %9, align 4, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !235
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
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24), !noalias !242
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24), !noalias !245
  %27 = load i64, ptr %26, align 8
  %28 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %29 = getelementptr float, ptr %28, i64 %27
  %30 = getelementptr float, ptr %29, i64 %1
  store float %23, ptr %30, align 4, !tbaa !49
  ret void

31:                                               ; preds = %14, %31
  %32 = phi float [ 0.000000e+00, %14 ], [ %45, %31 ]
  %33 = phi i64 [ 0, %14 ], [ %46, %31 ]
  %34 = load i64, ptr %0, align 8, !tbaa !233
  %35 = mul i64 %34, %33
  %36 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %15), !noalias !248
  %37 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %15), !noalias !251
  %38 = load i64, ptr %37, align 8
  %39 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #25
  %40 = getelementptr float, ptr %39, i64 %38
  %41 = getelementptr float, ptr %40, i64 %35
  %42 = getelementptr float, ptr %41, i64 %1
  %43 = load float, ptr %42, align 4, !tbaa !49
  %44 = fsub float %43, %10
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %44, float %32)
  %46 = add nuw i64 %33, 1
  %47 = load i64, ptr %11, align 8, !tbaa !235
  %48 = icmp ult i64 %46, %47
  br i1 %48, label %31, label %16, !llvm.loop !254
}

declare noundef float @_ZN4sycl3_V111__sqrt_implEf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench9normaliseERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.92", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.185, align 8
  %16 = load ptr, ptr %0, align 8, !tbaa !255
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  %17 = getelementptr inbounds i8, ptr %16, i64 136
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str.15, ptr %6, align 8
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.18, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 102, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %21, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %22 unwind label %424

22:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %23 = getelementptr inbounds i8, ptr %8, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !28
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !30
  %27 = icmp eq ptr %24, %26
  br i1 %27, label %62, label %28

28:                                               ; preds = %22, %57
  %29 = phi ptr [ %58, %57 ], [ %24, %22 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !31
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %28
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
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %56, %53, %38, %28
  %58 = getelementptr inbounds i8, ptr %29, i64 16
  %59 = icmp eq ptr %58, %26
  br i1 %59, label %60, label %28, !llvm.loop !42

60:                                               ; preds = %57
  %61 = load ptr, ptr %23, align 8, !tbaa !28
  br label %62

62:                                               ; preds = %60, %22
  %63 = phi ptr [ %61, %60 ], [ %24, %22 ]
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %8, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !44
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #27
  br label %71

71:                                               ; preds = %65, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %72 = getelementptr inbounds i8, ptr %16, i64 152
  %73 = load ptr, ptr %72, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str.15, ptr %5, align 8
  %74 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.18, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 103, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 22, ptr %76, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %73, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %77 unwind label %426

77:                                               ; preds = %71
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
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
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  %98 = load ptr, ptr %86, align 8, !tbaa !37
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !40
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !41

111:                                              ; preds = %108
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #25
  br label %112

112:                                              ; preds = %111, %108, %93, %83
  %113 = getelementptr inbounds i8, ptr %84, i64 16
  %114 = icmp eq ptr %113, %81
  br i1 %114, label %115, label %83, !llvm.loop !42

115:                                              ; preds = %112
  %116 = load ptr, ptr %78, align 8, !tbaa !28
  br label %117

117:                                              ; preds = %115, %77
  %118 = phi ptr [ %116, %115 ], [ %79, %77 ]
  %119 = icmp eq ptr %118, null
  br i1 %119, label %126, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %10, i64 24
  %122 = load ptr, ptr %121, align 8, !tbaa !44
  %123 = ptrtoint ptr %122 to i64
  %124 = ptrtoint ptr %118 to i64
  %125 = sub i64 %123, %124
  call void @_ZdlPvm(ptr noundef nonnull %118, i64 noundef %125) #27
  br label %126

126:                                              ; preds = %120, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %127 = getelementptr inbounds i8, ptr %16, i64 160
  %128 = load ptr, ptr %127, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %129 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 104, ptr %130, align 8
  %131 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %131, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %128, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %132 unwind label %428

132:                                              ; preds = %126
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %133 = getelementptr inbounds i8, ptr %12, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !28
  %135 = getelementptr inbounds i8, ptr %12, i64 16
  %136 = load ptr, ptr %135, align 8, !tbaa !30
  %137 = icmp eq ptr %134, %136
  br i1 %137, label %172, label %138

138:                                              ; preds = %132, %167
  %139 = phi ptr [ %168, %167 ], [ %134, %132 ]
  %140 = getelementptr inbounds i8, ptr %139, i64 8
  %141 = load ptr, ptr %140, align 8, !tbaa !31
  %142 = icmp eq ptr %141, null
  br i1 %142, label %167, label %143

143:                                              ; preds = %138
  %144 = getelementptr inbounds i8, ptr %141, i64 8
  %145 = load atomic i64, ptr %144 acquire, align 8
  %146 = icmp eq i64 %145, 4294967297
  %147 = trunc i64 %145 to i32
  br i1 %146, label %148, label %156

148:                                              ; preds = %143
  store i32 0, ptr %144, align 8, !tbaa !33
  %149 = getelementptr inbounds i8, ptr %141, i64 12
  store i32 0, ptr %149, align 4, !tbaa !36
  %150 = load ptr, ptr %141, align 8, !tbaa !37
  %151 = getelementptr inbounds i8, ptr %150, i64 16
  %152 = load ptr, ptr %151, align 8
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %141) #25
  %153 = load ptr, ptr %141, align 8, !tbaa !37
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load ptr, ptr %154, align 8
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %141) #25
  br label %167

156:                                              ; preds = %143
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %161, label %159

159:                                              ; preds = %156
  %160 = add nsw i32 %147, -1
  store i32 %160, ptr %144, align 4, !tbaa !40
  br label %163

161:                                              ; preds = %156
  %162 = atomicrmw volatile add ptr %144, i32 -1 acq_rel, align 4
  br label %163

163:                                              ; preds = %161, %159
  %164 = phi i32 [ %147, %159 ], [ %162, %161 ]
  %165 = icmp eq i32 %164, 1
  br i1 %165, label %166, label %167, !prof !41

166:                                              ; preds = %163
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %141) #25
  br label %167

167:                                              ; preds = %166, %163, %148, %138
  %168 = getelementptr inbounds i8, ptr %139, i64 16
  %169 = icmp eq ptr %168, %136
  br i1 %169, label %170, label %138, !llvm.loop !42

170:                                              ; preds = %167
  %171 = load ptr, ptr %133, align 8, !tbaa !28
  br label %172

172:                                              ; preds = %170, %132
  %173 = phi ptr [ %171, %170 ], [ %134, %132 ]
  %174 = icmp eq ptr %173, null
  br i1 %174, label %181, label %175

175:                                              ; preds = %172
  %176 = getelementptr inbounds i8, ptr %12, i64 24
  %177 = load ptr, ptr %176, align 8, !tbaa !44
  %178 = ptrtoint ptr %177 to i64
  %179 = ptrtoint ptr %173 to i64
  %180 = sub i64 %178, %179
  call void @_ZdlPvm(ptr noundef nonnull %173, i64 noundef %180) #27
  br label %181

181:                                              ; preds = %175, %172
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %182 = getelementptr inbounds i8, ptr %16, i64 144
  %183 = load ptr, ptr %182, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %184 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %184, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.15, ptr %3, align 8
  %185 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.18, ptr %185, align 8
  %186 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 105, ptr %186, align 8
  %187 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %187, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %183, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %188 unwind label %430

188:                                              ; preds = %181
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %189 = load ptr, ptr %184, align 8, !tbaa !28
  %190 = getelementptr inbounds i8, ptr %14, i64 16
  %191 = load ptr, ptr %190, align 8, !tbaa !30
  %192 = icmp eq ptr %189, %191
  br i1 %192, label %227, label %193

193:                                              ; preds = %188, %222
  %194 = phi ptr [ %223, %222 ], [ %189, %188 ]
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !31
  %197 = icmp eq ptr %196, null
  br i1 %197, label %222, label %198

198:                                              ; preds = %193
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load atomic i64, ptr %199 acquire, align 8
  %201 = icmp eq i64 %200, 4294967297
  %202 = trunc i64 %200 to i32
  br i1 %201, label %203, label %211

203:                                              ; preds = %198
  store i32 0, ptr %199, align 8, !tbaa !33
  %204 = getelementptr inbounds i8, ptr %196, i64 12
  store i32 0, ptr %204, align 4, !tbaa !36
  %205 = load ptr, ptr %196, align 8, !tbaa !37
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  %208 = load ptr, ptr %196, align 8, !tbaa !37
  %209 = getelementptr inbounds i8, ptr %208, i64 24
  %210 = load ptr, ptr %209, align 8
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  br label %222

211:                                              ; preds = %198
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %216, label %214

214:                                              ; preds = %211
  %215 = add nsw i32 %202, -1
  store i32 %215, ptr %199, align 4, !tbaa !40
  br label %218

216:                                              ; preds = %211
  %217 = atomicrmw volatile add ptr %199, i32 -1 acq_rel, align 4
  br label %218

218:                                              ; preds = %216, %214
  %219 = phi i32 [ %202, %214 ], [ %217, %216 ]
  %220 = icmp eq i32 %219, 1
  br i1 %220, label %221, label %222, !prof !41

221:                                              ; preds = %218
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %196) #25
  br label %222

222:                                              ; preds = %221, %218, %203, %193
  %223 = getelementptr inbounds i8, ptr %194, i64 16
  %224 = icmp eq ptr %223, %191
  br i1 %224, label %225, label %193, !llvm.loop !42

225:                                              ; preds = %222
  %226 = load ptr, ptr %184, align 8, !tbaa !28
  br label %227

227:                                              ; preds = %225, %188
  %228 = phi ptr [ %226, %225 ], [ %189, %188 ]
  %229 = icmp eq ptr %228, null
  br i1 %229, label %236, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %14, i64 24
  %232 = load ptr, ptr %231, align 8, !tbaa !44
  %233 = ptrtoint ptr %232 to i64
  %234 = ptrtoint ptr %228 to i64
  %235 = sub i64 %233, %234
  call void @_ZdlPvm(ptr noundef nonnull %228, i64 noundef %235) #27
  br label %236

236:                                              ; preds = %227, %230
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  %237 = getelementptr inbounds i8, ptr %16, i64 8
  %238 = load i64, ptr %237, align 8, !tbaa !23
  %239 = uitofp i64 %238 to float
  %240 = call float @llvm.sqrt.f32(float %239)
  %241 = load i64, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %15) #25
  store i64 %241, ptr %15, align 8, !tbaa !257
  %242 = getelementptr inbounds i8, ptr %15, i64 8
  %243 = load ptr, ptr %13, align 8, !tbaa !190
  store ptr %243, ptr %242, align 8, !tbaa !190
  %244 = getelementptr inbounds i8, ptr %15, i64 16
  %245 = getelementptr inbounds i8, ptr %13, i64 8
  %246 = load ptr, ptr %245, align 8, !tbaa !31
  store ptr %246, ptr %244, align 8, !tbaa !31
  %247 = icmp eq ptr %246, null
  br i1 %247, label %257, label %248

248:                                              ; preds = %236
  %249 = getelementptr inbounds i8, ptr %246, i64 8
  %250 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %255, label %252

252:                                              ; preds = %248
  %253 = load i32, ptr %249, align 4, !tbaa !40
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %249, align 4, !tbaa !40
  br label %257

255:                                              ; preds = %248
  %256 = atomicrmw volatile add ptr %249, i32 1 acq_rel, align 4
  br label %257

257:                                              ; preds = %236, %252, %255
  %258 = getelementptr inbounds i8, ptr %15, i64 24
  %259 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %258, ptr noundef nonnull align 8 dereferenceable(16) %259, i64 16, i1 false)
  %260 = getelementptr inbounds i8, ptr %15, i64 40
  %261 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %261, ptr %260, align 8, !tbaa !190
  %262 = getelementptr inbounds i8, ptr %15, i64 48
  %263 = getelementptr inbounds i8, ptr %7, i64 8
  %264 = load ptr, ptr %263, align 8, !tbaa !31
  store ptr %264, ptr %262, align 8, !tbaa !31
  %265 = icmp eq ptr %264, null
  br i1 %265, label %275, label %266

266:                                              ; preds = %257
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %273, label %270

270:                                              ; preds = %266
  %271 = load i32, ptr %267, align 4, !tbaa !40
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %267, align 4, !tbaa !40
  br label %275

273:                                              ; preds = %266
  %274 = atomicrmw volatile add ptr %267, i32 1 acq_rel, align 4
  br label %275

275:                                              ; preds = %257, %270, %273
  %276 = getelementptr inbounds i8, ptr %15, i64 56
  %277 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %276, ptr noundef nonnull align 8 dereferenceable(16) %277, i64 16, i1 false)
  %278 = getelementptr inbounds i8, ptr %15, i64 72
  %279 = load ptr, ptr %9, align 8, !tbaa !190
  store ptr %279, ptr %278, align 8, !tbaa !190
  %280 = getelementptr inbounds i8, ptr %15, i64 80
  %281 = getelementptr inbounds i8, ptr %9, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !31
  store ptr %282, ptr %280, align 8, !tbaa !31
  %283 = icmp eq ptr %282, null
  br i1 %283, label %293, label %284

284:                                              ; preds = %275
  %285 = getelementptr inbounds i8, ptr %282, i64 8
  %286 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %291, label %288

288:                                              ; preds = %284
  %289 = load i32, ptr %285, align 4, !tbaa !40
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %285, align 4, !tbaa !40
  br label %293

291:                                              ; preds = %284
  %292 = atomicrmw volatile add ptr %285, i32 1 acq_rel, align 4
  br label %293

293:                                              ; preds = %275, %288, %291
  %294 = getelementptr inbounds i8, ptr %15, i64 88
  %295 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %294, ptr noundef nonnull align 8 dereferenceable(16) %295, i64 16, i1 false)
  %296 = getelementptr inbounds i8, ptr %15, i64 104
  store float %240, ptr %296, align 8, !tbaa !259
  %297 = getelementptr inbounds i8, ptr %15, i64 112
  %298 = load ptr, ptr %11, align 8, !tbaa !190
  store ptr %298, ptr %297, align 8, !tbaa !190
  %299 = getelementptr inbounds i8, ptr %15, i64 120
  %300 = getelementptr inbounds i8, ptr %11, i64 8
  %301 = load ptr, ptr %300, align 8, !tbaa !31
  store ptr %301, ptr %299, align 8, !tbaa !31
  %302 = icmp eq ptr %301, null
  br i1 %302, label %312, label %303

303:                                              ; preds = %293
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %310, label %307

307:                                              ; preds = %303
  %308 = load i32, ptr %304, align 4, !tbaa !40
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %304, align 4, !tbaa !40
  br label %312

310:                                              ; preds = %303
  %311 = atomicrmw volatile add ptr %304, i32 1 acq_rel, align 4
  br label %312

312:                                              ; preds = %293, %307, %310
  %313 = getelementptr inbounds i8, ptr %15, i64 128
  %314 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %313, ptr noundef nonnull align 8 dereferenceable(16) %314, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %238, i64 %241, ptr noundef nonnull align 8 dereferenceable(144) %15)
          to label %315 unwind label %432

315:                                              ; preds = %312
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %15) #25
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %15) #25
  %316 = load ptr, ptr %245, align 8, !tbaa !31
  %317 = icmp eq ptr %316, null
  br i1 %317, label %342, label %318

318:                                              ; preds = %315
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !33
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !36
  %325 = load ptr, ptr %316, align 8, !tbaa !37
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  %328 = load ptr, ptr %316, align 8, !tbaa !37
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  br label %342

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !40
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %342, !prof !41

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  br label %342

342:                                              ; preds = %315, %323, %338, %341
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %343 = load ptr, ptr %300, align 8, !tbaa !31
  %344 = icmp eq ptr %343, null
  br i1 %344, label %369, label %345

345:                                              ; preds = %342
  %346 = getelementptr inbounds i8, ptr %343, i64 8
  %347 = load atomic i64, ptr %346 acquire, align 8
  %348 = icmp eq i64 %347, 4294967297
  %349 = trunc i64 %347 to i32
  br i1 %348, label %350, label %358

350:                                              ; preds = %345
  store i32 0, ptr %346, align 8, !tbaa !33
  %351 = getelementptr inbounds i8, ptr %343, i64 12
  store i32 0, ptr %351, align 4, !tbaa !36
  %352 = load ptr, ptr %343, align 8, !tbaa !37
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load ptr, ptr %353, align 8
  call void %354(ptr noundef nonnull align 8 dereferenceable(16) %343) #25
  %355 = load ptr, ptr %343, align 8, !tbaa !37
  %356 = getelementptr inbounds i8, ptr %355, i64 24
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %343) #25
  br label %369

358:                                              ; preds = %345
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %363, label %361

361:                                              ; preds = %358
  %362 = add nsw i32 %349, -1
  store i32 %362, ptr %346, align 4, !tbaa !40
  br label %365

363:                                              ; preds = %358
  %364 = atomicrmw volatile add ptr %346, i32 -1 acq_rel, align 4
  br label %365

365:                                              ; preds = %363, %361
  %366 = phi i32 [ %349, %361 ], [ %364, %363 ]
  %367 = icmp eq i32 %366, 1
  br i1 %367, label %368, label %369, !prof !41

368:                                              ; preds = %365
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %343) #25
  br label %369

369:                                              ; preds = %342, %350, %365, %368
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  %370 = load ptr, ptr %281, align 8, !tbaa !31
  %371 = icmp eq ptr %370, null
  br i1 %371, label %396, label %372

372:                                              ; preds = %369
  %373 = getelementptr inbounds i8, ptr %370, i64 8
  %374 = load atomic i64, ptr %373 acquire, align 8
  %375 = icmp eq i64 %374, 4294967297
  %376 = trunc i64 %374 to i32
  br i1 %375, label %377, label %385

377:                                              ; preds = %372
  store i32 0, ptr %373, align 8, !tbaa !33
  %378 = getelementptr inbounds i8, ptr %370, i64 12
  store i32 0, ptr %378, align 4, !tbaa !36
  %379 = load ptr, ptr %370, align 8, !tbaa !37
  %380 = getelementptr inbounds i8, ptr %379, i64 16
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  %382 = load ptr, ptr %370, align 8, !tbaa !37
  %383 = getelementptr inbounds i8, ptr %382, i64 24
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  br label %396

385:                                              ; preds = %372
  %386 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %387 = icmp eq i8 %386, 0
  br i1 %387, label %390, label %388

388:                                              ; preds = %385
  %389 = add nsw i32 %376, -1
  store i32 %389, ptr %373, align 4, !tbaa !40
  br label %392

390:                                              ; preds = %385
  %391 = atomicrmw volatile add ptr %373, i32 -1 acq_rel, align 4
  br label %392

392:                                              ; preds = %390, %388
  %393 = phi i32 [ %376, %388 ], [ %391, %390 ]
  %394 = icmp eq i32 %393, 1
  br i1 %394, label %395, label %396, !prof !41

395:                                              ; preds = %392
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  br label %396

396:                                              ; preds = %369, %377, %392, %395
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %397 = load ptr, ptr %263, align 8, !tbaa !31
  %398 = icmp eq ptr %397, null
  br i1 %398, label %423, label %399

399:                                              ; preds = %396
  %400 = getelementptr inbounds i8, ptr %397, i64 8
  %401 = load atomic i64, ptr %400 acquire, align 8
  %402 = icmp eq i64 %401, 4294967297
  %403 = trunc i64 %401 to i32
  br i1 %402, label %404, label %412

404:                                              ; preds = %399
  store i32 0, ptr %400, align 8, !tbaa !33
  %405 = getelementptr inbounds i8, ptr %397, i64 12
  store i32 0, ptr %405, align 4, !tbaa !36
  %406 = load ptr, ptr %397, align 8, !tbaa !37
  %407 = getelementptr inbounds i8, ptr %406, i64 16
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  %409 = load ptr, ptr %397, align 8, !tbaa !37
  %410 = getelementptr inbounds i8, ptr %409, i64 24
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  br label %423

412:                                              ; preds = %399
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %417, label %415

415:                                              ; preds = %412
  %416 = add nsw i32 %403, -1
  store i32 %416, ptr %400, align 4, !tbaa !40
  br label %419

417:                                              ; preds = %412
  %418 = atomicrmw volatile add ptr %400, i32 -1 acq_rel, align 4
  br label %419

419:                                              ; preds = %417, %415
  %420 = phi i32 [ %403, %415 ], [ %418, %417 ]
  %421 = icmp eq i32 %420, 1
  br i1 %421, label %422, label %423, !prof !41

422:                                              ; preds = %419
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  br label %423

423:                                              ; preds = %396, %404, %419, %422
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  ret void

424:                                              ; preds = %2
  %425 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %440

426:                                              ; preds = %71
  %427 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %438

428:                                              ; preds = %126
  %429 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %436

430:                                              ; preds = %181
  %431 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  br label %434

432:                                              ; preds = %312
  %433 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %15) #25
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %15) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %434

434:                                              ; preds = %432, %430
  %435 = phi { ptr, i32 } [ %433, %432 ], [ %431, %430 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %436

436:                                              ; preds = %434, %428
  %437 = phi { ptr, i32 } [ %435, %434 ], [ %429, %428 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %438

438:                                              ; preds = %436, %426
  %439 = phi { ptr, i32 } [ %437, %436 ], [ %427, %426 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %440

440:                                              ; preds = %438, %424
  %441 = phi { ptr, i32 } [ %439, %438 ], [ %425, %424 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  resume { ptr, i32 } %441
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !37
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
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
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
  %99 = load ptr, ptr %87, align 8, !tbaa !37
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
  br label %113

113:                                              ; preds = %85, %94, %109, %112
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI9NormaliseZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi2EEEE_Li2ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(144) %3) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.154", align 8
  %6 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %7 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %7, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv.Info, i64 88, i1 false)
  %8 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %20, label %10

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %12 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %13 = extractvalue { i32, ptr } %12, 0
  %14 = extractvalue { i32, ptr } %12, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %11, i32 %13, ptr %14, ptr noundef nonnull @.str.27)
          to label %15 unwind label %18

15:                                               ; preds = %10
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

16:                                               ; preds = %31, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %32, %31 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #25
  br label %16

20:                                               ; preds = %4
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %7)
  %21 = icmp eq i64 %2, 0
  br i1 %21, label %33, label %22

22:                                               ; preds = %20
  %23 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 %1)
  %24 = extractvalue { i64, i1 } %23, 1
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = call ptr @__cxa_allocate_exception(i64 64) #25
  %27 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %28 = extractvalue { i32, ptr } %27, 0
  %29 = extractvalue { i32, ptr } %27, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %26, i32 %28, ptr %29, ptr noundef nonnull @.str.26)
          to label %30 unwind label %31

30:                                               ; preds = %25
  call void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

31:                                               ; preds = %25
  %32 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %26) #25
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #25
  br label %16

33:                                               ; preds = %22, %20
  %34 = load ptr, ptr %7, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = load i64, ptr %35, align 8, !tbaa !101
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %34, i64 %36)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store i64 %1, ptr %5, align 8
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %37, align 8
  store ptr %5, ptr %6, align 8, !tbaa !208
  %38 = getelementptr inbounds i8, ptr %6, i64 8
  %39 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, i8 0, i64 16, i1 false)
  store i64 2, ptr %39, align 8, !tbaa !210
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %6, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %40 = getelementptr inbounds i8, ptr %0, i64 144
  %41 = call noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #29
  call void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEC2ERKSB_(ptr noundef nonnull align 8 dereferenceable(152) %41, ptr noundef nonnull align 8 dereferenceable(144) %3)
  %42 = load ptr, ptr %40, align 8, !tbaa !5
  store ptr %41, ptr %40, align 8, !tbaa !5
  %43 = icmp eq ptr %42, null
  br i1 %43, label %48, label %44

44:                                               ; preds = %33
  %45 = load ptr, ptr %42, align 8, !tbaa !37
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(8) %42) #25
  br label %48

48:                                               ; preds = %33, %44
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %49 = load ptr, ptr %40, align 8, !tbaa !5
  %50 = load ptr, ptr %49, align 8, !tbaa !37
  %51 = load ptr, ptr %50, align 8
  %52 = call noundef ptr %51(ptr noundef nonnull align 8 dereferenceable(8) %49)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %52)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9NormaliseEENS1_19kernel_param_desc_tEi(i32 noundef %0) #14 comdat {
  %2 = add i32 %0, 27
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [43 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !40
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEC2ERKSB_(ptr noundef nonnull align 8 dereferenceable(152) %0, ptr noundef nonnull align 8 dereferenceable(144) %1) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %1, align 8, !tbaa !257
  store i64 %4, ptr %3, align 8, !tbaa !257
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !190
  store ptr %7, ptr %5, align 8, !tbaa !190
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 16
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
  %22 = getelementptr inbounds i8, ptr %0, i64 32
  %23 = getelementptr inbounds i8, ptr %1, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %0, i64 48
  %25 = getelementptr inbounds i8, ptr %1, i64 40
  %26 = load ptr, ptr %25, align 8, !tbaa !190
  store ptr %26, ptr %24, align 8, !tbaa !190
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  %28 = getelementptr inbounds i8, ptr %1, i64 48
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
  %41 = getelementptr inbounds i8, ptr %0, i64 64
  %42 = getelementptr inbounds i8, ptr %1, i64 56
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %0, i64 80
  %44 = getelementptr inbounds i8, ptr %1, i64 72
  %45 = load ptr, ptr %44, align 8, !tbaa !190
  store ptr %45, ptr %43, align 8, !tbaa !190
  %46 = getelementptr inbounds i8, ptr %0, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 80
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

59:                                               ; preds = %57, %54, %40
  %60 = getelementptr inbounds i8, ptr %0, i64 96
  %61 = getelementptr inbounds i8, ptr %1, i64 88
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull align 8 dereferenceable(16) %61, i64 16, i1 false)
  %62 = getelementptr inbounds i8, ptr %0, i64 112
  %63 = getelementptr inbounds i8, ptr %1, i64 104
  %64 = load float, ptr %63, align 8, !tbaa !259
  store float %64, ptr %62, align 8, !tbaa !259
  %65 = getelementptr inbounds i8, ptr %0, i64 120
  %66 = getelementptr inbounds i8, ptr %1, i64 112
  %67 = load ptr, ptr %66, align 8, !tbaa !190
  store ptr %67, ptr %65, align 8, !tbaa !190
  %68 = getelementptr inbounds i8, ptr %0, i64 128
  %69 = getelementptr inbounds i8, ptr %1, i64 120
  %70 = load ptr, ptr %69, align 8, !tbaa !31
  store ptr %70, ptr %68, align 8, !tbaa !31
  %71 = icmp eq ptr %70, null
  br i1 %71, label %81, label %72

72:                                               ; preds = %59
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %73, align 4, !tbaa !40
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 4, !tbaa !40
  br label %81

79:                                               ; preds = %72
  %80 = atomicrmw volatile add ptr %73, i32 1 acq_rel, align 4
  br label %81

81:                                               ; preds = %59, %76, %79
  %82 = getelementptr inbounds i8, ptr %0, i64 136
  %83 = getelementptr inbounds i8, ptr %1, i64 128
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %82, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9NormaliseEEvPv.Info, i64 16, i1 false), !tbaa.struct !216
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !217

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9NormaliseEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9NormaliseEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #6 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !37
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @_ZZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZN16CorrelationBench9normaliseERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item.189") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #14 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !101
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !101
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i64, ptr %0, align 8, !tbaa !257
  %10 = mul i64 %9, %5
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !260
  %12 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !263
  %13 = load i64, ptr %12, align 8
  %14 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  %15 = getelementptr float, ptr %14, i64 %13
  %16 = getelementptr float, ptr %15, i64 %10
  %17 = getelementptr float, ptr %16, i64 %7
  %18 = load float, ptr %17, align 4, !tbaa !49
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %19), !noalias !266
  %21 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %19), !noalias !269
  %22 = load i64, ptr %21, align 8
  %23 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #25
  %24 = getelementptr float, ptr %23, i64 %22
  %25 = getelementptr float, ptr %24, i64 %7
  %26 = load float, ptr %25, align 4, !tbaa !49
  %27 = fsub float %18, %26
  %28 = getelementptr inbounds i8, ptr %0, i64 104
  %29 = load float, ptr %28, align 8, !tbaa !259
  %30 = getelementptr inbounds i8, ptr %0, i64 112
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !272
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !275
  %33 = load i64, ptr %32, align 8
  %34 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #25
  %35 = getelementptr float, ptr %34, i64 %33
  %36 = getelementptr float, ptr %35, i64 %7
  %37 = load float, ptr %36, align 4, !tbaa !49
  %38 = fmul float %29, %37
  %39 = fdiv float %27, %38
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i64, ptr %0, align 8, !tbaa !257
  %42 = mul i64 %41, %5
  %43 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %40), !noalias !278
  %44 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %40), !noalias !281
  %45 = load i64, ptr %44, align 8
  %46 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %47 = getelementptr float, ptr %46, i64 %45
  %48 = getelementptr float, ptr %47, i64 %42
  %49 = getelementptr float, ptr %48, i64 %7
  store float %39, ptr %49, align 4, !tbaa !49
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN16CorrelationBench11correlationERNS0_5queueEEUlRNS0_7handlerEE_E4callEPKvS8_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #14 comdat align 2 {
  tail call void @_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(176) %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"class.sycl::_V1::accessor.92", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %class.anon.193, align 8
  %10 = load ptr, ptr %0, align 8, !tbaa !284
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  %11 = getelementptr inbounds i8, ptr %10, i64 144
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr @.str.15, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.18, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 116, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 22, ptr %15, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %12, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %16 unwind label %270

16:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !28
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !30
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !31
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !33
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !36
  %34 = load ptr, ptr %25, align 8, !tbaa !37
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  %37 = load ptr, ptr %25, align 8, !tbaa !37
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !40
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !41

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !42

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !28
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !44
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #27
  br label %65

65:                                               ; preds = %59, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  %66 = getelementptr inbounds i8, ptr %10, i64 168
  %67 = load ptr, ptr %66, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  %68 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %68, i8 0, i64 24, i1 false)
  store i64 16, ptr %8, align 8, !tbaa !101
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  store ptr @.str.15, ptr %3, align 8
  %69 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.18, ptr %69, align 8
  %70 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 117, ptr %70, align 8
  %71 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 22, ptr %71, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %67, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %72 unwind label %272

72:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  %73 = load ptr, ptr %68, align 8, !tbaa !28
  %74 = getelementptr inbounds i8, ptr %8, i64 16
  %75 = load ptr, ptr %74, align 8, !tbaa !30
  %76 = icmp eq ptr %73, %75
  br i1 %76, label %111, label %77

77:                                               ; preds = %72, %106
  %78 = phi ptr [ %107, %106 ], [ %73, %72 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !31
  %81 = icmp eq ptr %80, null
  br i1 %81, label %106, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load atomic i64, ptr %83 acquire, align 8
  %85 = icmp eq i64 %84, 4294967297
  %86 = trunc i64 %84 to i32
  br i1 %85, label %87, label %95

87:                                               ; preds = %82
  store i32 0, ptr %83, align 8, !tbaa !33
  %88 = getelementptr inbounds i8, ptr %80, i64 12
  store i32 0, ptr %88, align 4, !tbaa !36
  %89 = load ptr, ptr %80, align 8, !tbaa !37
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  %92 = load ptr, ptr %80, align 8, !tbaa !37
  %93 = getelementptr inbounds i8, ptr %92, i64 24
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  br label %106

95:                                               ; preds = %82
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %86, -1
  store i32 %99, ptr %83, align 4, !tbaa !40
  br label %102

100:                                              ; preds = %95
  %101 = atomicrmw volatile add ptr %83, i32 -1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %86, %98 ], [ %101, %100 ]
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %106, !prof !41

105:                                              ; preds = %102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #25
  br label %106

106:                                              ; preds = %105, %102, %87, %77
  %107 = getelementptr inbounds i8, ptr %78, i64 16
  %108 = icmp eq ptr %107, %75
  br i1 %108, label %109, label %77, !llvm.loop !42

109:                                              ; preds = %106
  %110 = load ptr, ptr %68, align 8, !tbaa !28
  br label %111

111:                                              ; preds = %109, %72
  %112 = phi ptr [ %110, %109 ], [ %73, %72 ]
  %113 = icmp eq ptr %112, null
  br i1 %113, label %120, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %8, i64 24
  %116 = load ptr, ptr %115, align 8, !tbaa !44
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %112 to i64
  %119 = sub i64 %117, %118
  call void @_ZdlPvm(ptr noundef nonnull %112, i64 noundef %119) #27
  br label %120

120:                                              ; preds = %114, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %121 = load i64, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #25
  store i64 %121, ptr %9, align 8, !tbaa !286
  %122 = getelementptr inbounds i8, ptr %9, i64 8
  %123 = getelementptr inbounds i8, ptr %10, i64 8
  %124 = load i64, ptr %123, align 8, !tbaa !23
  store i64 %124, ptr %122, align 8, !tbaa !288
  %125 = getelementptr inbounds i8, ptr %9, i64 16
  %126 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %126, ptr %125, align 8, !tbaa !190
  %127 = getelementptr inbounds i8, ptr %9, i64 24
  %128 = getelementptr inbounds i8, ptr %7, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !31
  store ptr %129, ptr %127, align 8, !tbaa !31
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %120
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !40
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !40
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %120, %135, %138
  %141 = getelementptr inbounds i8, ptr %9, i64 32
  %142 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %141, ptr noundef nonnull align 8 dereferenceable(16) %142, i64 16, i1 false)
  %143 = getelementptr inbounds i8, ptr %9, i64 48
  %144 = load ptr, ptr %5, align 8, !tbaa !190
  store ptr %144, ptr %143, align 8, !tbaa !190
  %145 = getelementptr inbounds i8, ptr %9, i64 56
  %146 = getelementptr inbounds i8, ptr %5, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !31
  store ptr %147, ptr %145, align 8, !tbaa !31
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %140
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !40
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !40
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %140, %153, %156
  %159 = getelementptr inbounds i8, ptr %9, i64 64
  %160 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %159, ptr noundef nonnull align 8 dereferenceable(16) %160, i64 16, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %1, i64 %121, ptr noundef nonnull align 8 dereferenceable(80) %9)
          to label %161 unwind label %274

161:                                              ; preds = %158
  %162 = load ptr, ptr %145, align 8, !tbaa !31
  %163 = icmp eq ptr %162, null
  br i1 %163, label %188, label %164

164:                                              ; preds = %161
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load atomic i64, ptr %165 acquire, align 8
  %167 = icmp eq i64 %166, 4294967297
  %168 = trunc i64 %166 to i32
  br i1 %167, label %169, label %177

169:                                              ; preds = %164
  store i32 0, ptr %165, align 8, !tbaa !33
  %170 = getelementptr inbounds i8, ptr %162, i64 12
  store i32 0, ptr %170, align 4, !tbaa !36
  %171 = load ptr, ptr %162, align 8, !tbaa !37
  %172 = getelementptr inbounds i8, ptr %171, i64 16
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  %174 = load ptr, ptr %162, align 8, !tbaa !37
  %175 = getelementptr inbounds i8, ptr %174, i64 24
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  br label %188

177:                                              ; preds = %164
  %178 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %182, label %180

180:                                              ; preds = %177
  %181 = add nsw i32 %168, -1
  store i32 %181, ptr %165, align 4, !tbaa !40
  br label %184

182:                                              ; preds = %177
  %183 = atomicrmw volatile add ptr %165, i32 -1 acq_rel, align 4
  br label %184

184:                                              ; preds = %182, %180
  %185 = phi i32 [ %168, %180 ], [ %183, %182 ]
  %186 = icmp eq i32 %185, 1
  br i1 %186, label %187, label %188, !prof !41

187:                                              ; preds = %184
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %162) #25
  br label %188

188:                                              ; preds = %187, %184, %169, %161
  %189 = load ptr, ptr %127, align 8, !tbaa !31
  %190 = icmp eq ptr %189, null
  br i1 %190, label %215, label %191

191:                                              ; preds = %188
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load atomic i64, ptr %192 acquire, align 8
  %194 = icmp eq i64 %193, 4294967297
  %195 = trunc i64 %193 to i32
  br i1 %194, label %196, label %204

196:                                              ; preds = %191
  store i32 0, ptr %192, align 8, !tbaa !33
  %197 = getelementptr inbounds i8, ptr %189, i64 12
  store i32 0, ptr %197, align 4, !tbaa !36
  %198 = load ptr, ptr %189, align 8, !tbaa !37
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  %201 = load ptr, ptr %189, align 8, !tbaa !37
  %202 = getelementptr inbounds i8, ptr %201, i64 24
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  br label %215

204:                                              ; preds = %191
  %205 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %209, label %207

207:                                              ; preds = %204
  %208 = add nsw i32 %195, -1
  store i32 %208, ptr %192, align 4, !tbaa !40
  br label %211

209:                                              ; preds = %204
  %210 = atomicrmw volatile add ptr %192, i32 -1 acq_rel, align 4
  br label %211

211:                                              ; preds = %209, %207
  %212 = phi i32 [ %195, %207 ], [ %210, %209 ]
  %213 = icmp eq i32 %212, 1
  br i1 %213, label %214, label %215, !prof !41

214:                                              ; preds = %211
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %189) #25
  br label %215

215:                                              ; preds = %188, %196, %211, %214
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  %216 = load ptr, ptr %128, align 8, !tbaa !31
  %217 = icmp eq ptr %216, null
  br i1 %217, label %242, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load atomic i64, ptr %219 acquire, align 8
  %221 = icmp eq i64 %220, 4294967297
  %222 = trunc i64 %220 to i32
  br i1 %221, label %223, label %231

223:                                              ; preds = %218
  store i32 0, ptr %219, align 8, !tbaa !33
  %224 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %224, align 4, !tbaa !36
  %225 = load ptr, ptr %216, align 8, !tbaa !37
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  %228 = load ptr, ptr %216, align 8, !tbaa !37
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  br label %242

231:                                              ; preds = %218
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %219, align 4, !tbaa !40
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %219, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !41

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #25
  br label %242

242:                                              ; preds = %215, %223, %238, %241
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  %243 = load ptr, ptr %146, align 8, !tbaa !31
  %244 = icmp eq ptr %243, null
  br i1 %244, label %269, label %245

245:                                              ; preds = %242
  %246 = getelementptr inbounds i8, ptr %243, i64 8
  %247 = load atomic i64, ptr %246 acquire, align 8
  %248 = icmp eq i64 %247, 4294967297
  %249 = trunc i64 %247 to i32
  br i1 %248, label %250, label %258

250:                                              ; preds = %245
  store i32 0, ptr %246, align 8, !tbaa !33
  %251 = getelementptr inbounds i8, ptr %243, i64 12
  store i32 0, ptr %251, align 4, !tbaa !36
  %252 = load ptr, ptr %243, align 8, !tbaa !37
  %253 = getelementptr inbounds i8, ptr %252, i64 16
  %254 = load ptr, ptr %253, align 8
  call void %254(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  %255 = load ptr, ptr %243, align 8, !tbaa !37
  %256 = getelementptr inbounds i8, ptr %255, i64 24
  %257 = load ptr, ptr %256, align 8
  call void %257(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %269

258:                                              ; preds = %245
  %259 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !39
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %263, label %261

261:                                              ; preds = %258
  %262 = add nsw i32 %249, -1
  store i32 %262, ptr %246, align 4, !tbaa !40
  br label %265

263:                                              ; preds = %258
  %264 = atomicrmw volatile add ptr %246, i32 -1 acq_rel, align 4
  br label %265

265:                                              ; preds = %263, %261
  %266 = phi i32 [ %249, %261 ], [ %264, %263 ]
  %267 = icmp eq i32 %266, 1
  br i1 %267, label %268, label %269, !prof !41

268:                                              ; preds = %265
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %269

269:                                              ; preds = %242, %250, %265, %268
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  ret void

270:                                              ; preds = %2
  %271 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  br label %278

272:                                              ; preds = %65
  %273 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %276

274:                                              ; preds = %158
  %275 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi { ptr, i32 } [ %275, %274 ], [ %273, %272 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #25
  br label %278

278:                                              ; preds = %276, %270
  %279 = phi { ptr, i32 } [ %277, %276 ], [ %271, %270 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  resume { ptr, i32 } %279
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_RKT0_(ptr noundef nonnull align 8 dereferenceable(176) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(80) %2) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %6) #25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %6, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv.Info, i64 88, i1 false)
  %7 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %0)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %11 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %12 = extractvalue { i32, ptr } %11, 0
  %13 = extractvalue { i32, ptr } %11, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %12, ptr %13, ptr noundef nonnull @.str.27)
          to label %14 unwind label %15

14:                                               ; preds = %9
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

15:                                               ; preds = %9
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %10) #25
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %6)
  %18 = load ptr, ptr %6, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !101
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr %18, i64 %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  store i64 %1, ptr %4, align 8
  store ptr %4, ptr %5, align 8, !tbaa !208
  %21 = getelementptr inbounds i8, ptr %5, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, i8 0, i64 16, i1 false)
  store i64 1, ptr %22, align 8, !tbaa !210
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %5, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  call void @_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %2)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %6) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI11CorrelationEENS1_19kernel_param_desc_tEi(i32 noundef %0) #14 comdat {
  %2 = add i32 %0, 38
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [43 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !40
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI11CorrelationZZN16CorrelationBench11correlationERNS0_5queueEENKUlRS1_E_clES7_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEKSB_EEvOT3_(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(80) %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = tail call noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #29
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %4, align 8, !tbaa !37
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %4, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !190
  store ptr %8, ptr %6, align 8, !tbaa !190
  %9 = getelementptr inbounds i8, ptr %4, i64 32
  %10 = getelementptr inbounds i8, ptr %1, i64 24
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
  %23 = getelementptr inbounds i8, ptr %4, i64 40
  %24 = getelementptr inbounds i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %4, i64 56
  %26 = getelementptr inbounds i8, ptr %1, i64 48
  %27 = load ptr, ptr %26, align 8, !tbaa !190
  store ptr %27, ptr %25, align 8, !tbaa !190
  %28 = getelementptr inbounds i8, ptr %4, i64 64
  %29 = getelementptr inbounds i8, ptr %1, i64 56
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

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %4, i64 72
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, ptr noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = load ptr, ptr %3, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %45 = icmp eq ptr %44, null
  br i1 %45, label %50, label %46

46:                                               ; preds = %41
  %47 = load ptr, ptr %44, align 8, !tbaa !37
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  tail call void %49(ptr noundef nonnull align 8 dereferenceable(8) %44) #25
  br label %50

50:                                               ; preds = %41, %46
  tail call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %51 = load ptr, ptr %3, align 8, !tbaa !5
  %52 = load ptr, ptr %51, align 8, !tbaa !37
  %53 = load ptr, ptr %52, align 8
  %54 = tail call noundef ptr %53(ptr noundef nonnull align 8 dereferenceable(8) %51)
  tail call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %54)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI11CorrelationEEvPv.Info, i64 16, i1 false), !tbaa.struct !216
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !217

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info) #25
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI11CorrelationEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info) #25
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info) #25
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI11CorrelationEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !37
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !37
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZN16CorrelationBench11correlationERNS0_5queueEENKUlRNS0_7handlerEE_clES9_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr noundef byval(%"class.sycl::_V1::item") align 8 %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #14 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !101
  tail call void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(80) %0, i64 %5)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_ENKUlNS1_2idILi1EEEE_clES8_(ptr noundef nonnull align 8 dereferenceable(80) %0, i64 %1) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %0, align 8, !tbaa !286
  %5 = add i64 %4, 1
  %6 = mul i64 %5, %1
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !289
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !292
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %6
  store float 1.000000e+00, ptr %12, align 4, !tbaa !49
  %13 = add i64 %1, 1
  %14 = load i64, ptr %0, align 8, !tbaa !286
  %15 = icmp ult i64 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %2
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  br label %19

19:                                               ; preds = %16, %27
  %20 = phi i64 [ %14, %16 ], [ %48, %27 ]
  %21 = phi i64 [ %13, %16 ], [ %47, %27 ]
  %22 = load i64, ptr %17, align 8, !tbaa !288
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %27, label %50

24:                                               ; preds = %27, %2
  ret void

25:                                               ; preds = %50
  %26 = load i64, ptr %0, align 8, !tbaa !286
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i64 [ %20, %19 ], [ %26, %25 ]
  %29 = phi float [ 0.000000e+00, %19 ], [ %73, %25 ]
  %30 = mul i64 %28, %1
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !295
  %32 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !298
  %33 = load i64, ptr %32, align 8
  %34 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %35 = getelementptr float, ptr %34, i64 %33
  %36 = getelementptr float, ptr %35, i64 %30
  %37 = getelementptr float, ptr %36, i64 %21
  store float %29, ptr %37, align 4, !tbaa !49
  %38 = load i64, ptr %0, align 8, !tbaa !286
  %39 = mul i64 %38, %21
  %40 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !301
  %41 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !304
  %42 = load i64, ptr %41, align 8
  %43 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %44 = getelementptr float, ptr %43, i64 %42
  %45 = getelementptr float, ptr %44, i64 %39
  %46 = getelementptr float, ptr %45, i64 %1
  store float %29, ptr %46, align 4, !tbaa !49
  %47 = add nuw i64 %21, 1
  %48 = load i64, ptr %0, align 8, !tbaa !286
  %49 = icmp ult i64 %47, %48
  br i1 %49, label %19, label %24, !llvm.loop !307

50:                                               ; preds = %19, %50
  %51 = phi i64 [ %74, %50 ], [ 0, %19 ]
  %52 = phi float [ %73, %50 ], [ 0.000000e+00, %19 ]
  %53 = load i64, ptr %0, align 8, !tbaa !286
  %54 = mul i64 %53, %51
  %55 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !308
  %56 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !311
  %57 = load i64, ptr %56, align 8
  %58 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  %59 = getelementptr float, ptr %58, i64 %57
  %60 = getelementptr float, ptr %59, i64 %54
  %61 = getelementptr float, ptr %60, i64 %1
  %62 = load float, ptr %61, align 4, !tbaa !49
  %63 = load i64, ptr %0, align 8, !tbaa !286
  %64 = mul i64 %63, %51
  %65 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !314
  %66 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !317
  %67 = load i64, ptr %66, align 8
  %68 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  %69 = getelementptr float, ptr %68, i64 %67
  %70 = getelementptr float, ptr %69, i64 %64
  %71 = getelementptr float, ptr %70, i64 %21
  %72 = load float, ptr %71, align 4, !tbaa !49
  %73 = tail call float @llvm.fmuladd.f32(float %62, float %72, float %52)
  %74 = add nuw i64 %51, 1
  %75 = load i64, ptr %17, align 8, !tbaa !288
  %76 = icmp ult i64 %74, %75
  br i1 %76, label %50, label %25, !llvm.loop !320
}

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #19

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #22

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.98", align 8
  %7 = alloca %"class.sycl::_V1::range.98", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !101, !alias.scope !321
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !101, !alias.scope !321
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !101, !alias.scope !321
  store i64 %11, ptr %7, align 8, !tbaa !101, !alias.scope !324
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !101, !alias.scope !324
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !101, !alias.scope !324
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
  br i1 %26, label %27, label %28, !prof !41

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !197
  store ptr %33, ptr %31, align 8, !tbaa !197
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
  br i1 %50, label %51, label %30, !llvm.loop !199

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
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !123
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !131, !range !155, !noundef !79
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.98") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
  %84 = load ptr, ptr %72, align 8, !tbaa !37
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #25
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.46)
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
  br i1 %133, label %134, label %136, !prof !41

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
  %141 = load ptr, ptr %140, align 8, !tbaa !197
  store ptr %141, ptr %139, align 8, !tbaa !197
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
  br i1 %158, label %159, label %138, !llvm.loop !199

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
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.22)
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
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
  %194 = load ptr, ptr %182, align 8, !tbaa !37
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %220) #27
  br label %221

221:                                              ; preds = %213, %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !190
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
  store ptr %239, ptr %112, align 8, !tbaa !74
  %241 = load ptr, ptr %1, align 8, !tbaa !132
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #26
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !190
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %241, ptr noundef %245, i32 noundef 2018, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %3)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.98") align 8, ptr noundef byval(%"class.sycl::_V1::range.98") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #8

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #24

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
attributes #21 = { nofree nounwind }
attributes #22 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!54 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !35, i64 16, !35, i64 20}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!58 = !{!54, !6, i64 8}
!59 = !{!54, !35, i64 16}
!60 = !{!54, !35, i64 20}
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
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
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
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench12column_meansERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!144 = !{!145, !6, i64 0}
!145 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !6, i64 0, !6, i64 8}
!146 = !{!145, !6, i64 8}
!147 = !{!148, !142}
!148 = distinct !{!148, !149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!150 = !{!151, !152, i64 0}
!151 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !152, i64 0}
!152 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!153 = !{!154, !130, i64 8}
!154 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !130, i64 8}
!155 = !{i8 0, i8 2}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench14column_stddevsERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!162 = !{!163, !160}
!163 = distinct !{!163, !164, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!164 = distinct !{!164, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench9normaliseERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!170 = distinct !{!170, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench9normaliseERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!171 = !{!172, !169}
!172 = distinct !{!172, !173, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!173 = distinct !{!173, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!176 = distinct !{!176, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!177 = !{!178}
!178 = distinct !{!178, !179, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench11correlationERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE: argument 0"}
!179 = distinct !{!179, !"_ZN4sycl3_V15queue6submitIZN16CorrelationBench11correlationERS1_EUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S6_EENS0_5eventEE4typeES9_RKNS0_6detail13code_locationE"}
!180 = !{!181, !178}
!181 = distinct !{!181, !182, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!182 = distinct !{!182, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!183 = !{!184, !6, i64 0}
!184 = !{!"_ZTSZN16CorrelationBench12column_meansERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!185 = !{!186, !11, i64 0}
!186 = !{!"_ZTSZZN16CorrelationBench12column_meansERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !187, i64 16, !188, i64 48}
!187 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !76, i64 0, !6, i64 16, !7, i64 24}
!188 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !76, i64 0, !6, i64 16, !7, i64 24}
!189 = !{!186, !11, i64 8}
!190 = !{!78, !6, i64 0}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!193 = distinct !{!193, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!196 = distinct !{!196, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!197 = !{!198, !6, i64 0}
!198 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0, !32, i64 8}
!199 = distinct !{!199, !43}
!200 = !{!187, !6, i64 16}
!201 = !{!202}
!202 = distinct !{!202, !203, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!203 = distinct !{!203, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!207 = !{!188, !6, i64 16}
!208 = !{!209, !6, i64 0}
!209 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!210 = !{!209, !11, i64 24}
!211 = !{!212, !35, i64 16}
!212 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !213, i64 0, !35, i64 16, !130, i64 20, !213, i64 24, !213, i64 40, !35, i64 56, !35, i64 60, !11, i64 64, !6, i64 72, !130, i64 80}
!213 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !6, i64 0, !11, i64 8}
!214 = distinct !{!214, !43}
!215 = !{!212, !6, i64 72}
!216 = !{i64 0, i64 8, !5, i64 8, i64 8, !101}
!217 = !{!"branch_weights", i32 1, i32 1048575}
!218 = !{!219}
!219 = distinct !{!219, !220, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!220 = distinct !{!220, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!223 = distinct !{!223, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!224 = distinct !{!224, !43}
!225 = !{!226}
!226 = distinct !{!226, !227, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!227 = distinct !{!227, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!230 = distinct !{!230, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!231 = !{!232, !6, i64 0}
!232 = !{!"_ZTSZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!233 = !{!234, !11, i64 0}
!234 = !{!"_ZTSZZN16CorrelationBench14column_stddevsERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !187, i64 16, !187, i64 48, !188, i64 80}
!235 = !{!234, !11, i64 8}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!238 = distinct !{!238, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!241 = distinct !{!241, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!244 = distinct !{!244, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!247 = distinct !{!247, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!250 = distinct !{!250, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!253 = distinct !{!253, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!254 = distinct !{!254, !43}
!255 = !{!256, !6, i64 0}
!256 = !{!"_ZTSZN16CorrelationBench9normaliseERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!257 = !{!258, !11, i64 0}
!258 = !{!"_ZTSZZN16CorrelationBench9normaliseERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_", !11, i64 0, !188, i64 8, !187, i64 40, !187, i64 72, !50, i64 104, !187, i64 112}
!259 = !{!258, !50, i64 104}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!262 = distinct !{!262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!263 = !{!264}
!264 = distinct !{!264, !265, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!265 = distinct !{!265, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!268 = distinct !{!268, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!271 = distinct !{!271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!274 = distinct !{!274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!277 = distinct !{!277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!280 = distinct !{!280, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!283 = distinct !{!283, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!284 = !{!285, !6, i64 0}
!285 = !{!"_ZTSZN16CorrelationBench11correlationERN4sycl3_V15queueEEUlRNS1_7handlerEE_", !6, i64 0}
!286 = !{!287, !11, i64 0}
!287 = !{!"_ZTSZZN16CorrelationBench11correlationERN4sycl3_V15queueEENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_", !11, i64 0, !11, i64 8, !188, i64 16, !187, i64 48}
!288 = !{!287, !11, i64 8}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!291 = distinct !{!291, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!294 = distinct !{!294, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!297 = distinct !{!297, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!298 = !{!299}
!299 = distinct !{!299, !300, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!300 = distinct !{!300, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!301 = !{!302}
!302 = distinct !{!302, !303, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!303 = distinct !{!303, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!304 = !{!305}
!305 = distinct !{!305, !306, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!306 = distinct !{!306, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!307 = distinct !{!307, !43}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!310 = distinct !{!310, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!313 = distinct !{!313, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!314 = !{!315}
!315 = distinct !{!315, !316, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!316 = distinct !{!316, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!317 = !{!318}
!318 = distinct !{!318, !319, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!319 = distinct !{!319, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!320 = distinct !{!320, !43}
!321 = !{!322}
!322 = distinct !{!322, !323, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!323 = distinct !{!323, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!324 = !{!325}
!325 = distinct !{!325, !326, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!326 = distinct !{!326, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
