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
%struct.GridShape = type <{ i64, i64, i64, i64, float, [4 x i8] }>
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Particle, std::allocator<Particle>>::_Vector_impl" }
%"struct.std::_Vector_base<Particle, std::allocator<Particle>>::_Vector_impl" = type { %"struct.std::_Vector_base<Particle, std::allocator<Particle>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Particle, std::allocator<Particle>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.ParticleGrid = type { ptr, %struct.GridShape, %"class.std::vector.5", %"class.sycl::_V1::buffer", %"class.sycl::_V1::buffer.14" }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.16", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.16" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::detail::array.17" = type { [3 x i64] }
%struct.Particle = type { float, float, float, float, float, float, float, i32 }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%class.anon = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.66" }
%"class.std::shared_ptr.66" = type { %"class.std::__shared_ptr.67" }
%"class.std::__shared_ptr.67" = type { ptr, %"class.std::__shared_count" }
%class.anon.129 = type { ptr }
%"class.sycl::_V1::host_accessor" = type { %"class.sycl::_V1::accessor.158" }
%"class.sycl::_V1::accessor.158" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.101" }
%"class.std::shared_ptr.101" = type { %"class.std::__shared_ptr.102" }
%"class.std::__shared_ptr.102" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::host_accessor.162" = type { %"class.sycl::_V1::accessor.163" }
%"class.sycl::_V1::accessor.163" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.169 = type { ptr, ptr }
%class.anon.168 = type { ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.26" }
%"class.std::shared_ptr.26" = type { %"class.std::__shared_ptr.27" }
%"class.std::__shared_ptr.27" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.29" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.19" }
%"class.std::vector.19" = type { %"struct.std::_Vector_base.20" }
%"struct.std::_Vector_base.20" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.69" }
%"class.std::shared_ptr.69" = type { %"class.std::__shared_ptr.70" }
%"class.std::__shared_ptr.70" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.105 = type { %"class.sycl::_V1::accessor", float, float, float, float, i64, i64 }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::vector.116" = type { %"struct.std::_Vector_base.117" }
%"struct.std::_Vector_base.117" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::accessor.130" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.134" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.137 = type { i64, %"class.sycl::_V1::accessor.130", %"class.sycl::_V1::accessor.134" }
%"class.std::unique_ptr.140" = type { %"struct.std::__uniq_ptr_data.141" }
%"struct.std::__uniq_ptr_data.141" = type { %"class.std::__uniq_ptr_impl.142" }
%"class.std::__uniq_ptr_impl.142" = type { %"class.std::tuple.143" }
%"class.std::tuple.143" = type { %"struct.std::_Tuple_impl.144" }
%"struct.std::_Tuple_impl.144" = type { %"struct.std::_Head_base.147" }
%"struct.std::_Head_base.147" = type { ptr }
%class.anon.138 = type { i8 }
%"class.sycl::_V1::item.149" = type { %"struct.sycl::_V1::detail::ItemBase.150" }
%"struct.sycl::_V1::detail::ItemBase.150" = type { %"class.sycl::_V1::range.16", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::accessor.170" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.173" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.177 = type { %"class.sycl::_V1::accessor.170", %"class.sycl::_V1::accessor.173" }
%"class.std::unique_ptr.180" = type { %"struct.std::__uniq_ptr_data.181" }
%"struct.std::__uniq_ptr_data.181" = type { %"class.std::__uniq_ptr_impl.182" }
%"class.std::__uniq_ptr_impl.182" = type { %"class.std::tuple.183" }
%"class.std::tuple.183" = type { %"struct.std::_Tuple_impl.184" }
%"struct.std::_Tuple_impl.184" = type { %"struct.std::_Head_base.187" }
%"struct.std::_Head_base.187" = type { ptr }
%class.anon.178 = type { i8 }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.170" }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.170" }
%class.anon.194 = type { %"class.sycl::_V1::accessor.173", %"class.sycl::_V1::accessor.170" }
%"class.std::unique_ptr.197" = type { %"struct.std::__uniq_ptr_data.198" }
%"struct.std::__uniq_ptr_data.198" = type { %"class.std::__uniq_ptr_impl.199" }
%"class.std::__uniq_ptr_impl.199" = type { %"class.std::tuple.200" }
%"class.std::tuple.200" = type { %"struct.std::_Tuple_impl.201" }
%"struct.std::_Tuple_impl.201" = type { %"struct.std::_Head_base.204" }
%"struct.std::_Head_base.204" = type { ptr }
%class.anon.195 = type { i8 }

$_ZN12ParticleGridC2ERN4sycl3_V15queueERK9GridShapeRSt6vectorI8ParticleSaIS8_EE = comdat any

$_ZN12ParticleGrid5driftEf = comdat any

$_ZN12ParticleGrid7depositEv = comdat any

$_ZN12ParticleGrid9misplacedEv = comdat any

$_ZN12ParticleGrid10grid_totalEv = comdat any

$_ZN12ParticleGrid5relaxEv = comdat any

$_ZN12ParticleGridD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZN4sycl3_V16deviceD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvEC2EPS2_RKNS0_5rangeILi1EEERKNS0_13property_listENS3_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_ED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5driftEfEUlRNS0_7handlerEE_E4callEPKvS6_ = comdat any

$_ZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ = comdat any

$_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler12parallel_forI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESJ_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI5DriftEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_2idILi1EEEE_clES6_ = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid7depositEvEUlRNS0_7handlerEE_E4callEPKvS6_ = comdat any

$_ZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ = comdat any

$_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev = comdat any

$_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler12parallel_forI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi3EEESJ_RKT0_ = comdat any

$_ZN4sycl3_V17handler24parallel_for_lambda_implI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_ = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7DepositNS0_4itemILi3ELb1EEEZZN12ParticleGrid7depositEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI7DepositEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_ = comdat any

$_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSD_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJNS0_10mode_tag_tILNS0_6access4modeE1024EEEEEEDaDpT_ = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE_E4callEPKvS6_ = comdat any

$_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ = comdat any

$_ZN4sycl3_V17handler12parallel_forI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3EEEvNS0_5rangeIXT1_EEENS0_2idIXT1_EEERKT0_ = comdat any

$_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI13RelaxInteriorNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_ = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE0_E4callEPKvS6_ = comdat any

$_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ = comdat any

$_ZN4sycl3_V17handler12parallel_forI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3EEEvNS0_5rangeIXT1_EEENS7_IXT1_EEERKT0_ = comdat any

$_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev = comdat any

$_ZN4sycl3_V17handler11StoreLambdaI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEEEvT0_ = comdat any

$_ZN4sycl3_V17handler6unpackI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi3ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_ = comdat any

$_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10GridEnergyNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES7_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISJ_EEJPS1_SB_EEEDaSN_SP_ = comdat any

$_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE0_clES6_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_ = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev = comdat any

$_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv = comdat any

$_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENKUlNS1_2idILi3EEEE_clES6_ = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTS8Particle = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = comdat any

$_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

$_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

$_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = comdat any

@.str.1 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZSt4cerr = external global %"class.std::basic_ostream", align 8
@.str.4 = private unnamed_addr constant [41 x i8] c"Default async_handler caught exceptions:\00", align 1
@_ZTISt9exception = external constant ptr
@.str.5 = private unnamed_addr constant [3 x i8] c"\0A\09\00", align 1
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
@.str.6 = private unnamed_addr constant [14 x i8] c"struct_3d.cpp\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"ParticleGrid\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS8Particle = linkonce_odr dso_local constant [10 x i8] c"8Particle\00", comdat, align 1
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_ED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = linkonce_odr dso_local constant [86 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev = private unnamed_addr constant [136 x i8] c"sycl::buffer<Particle>::~buffer() [T = Particle, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<Particle>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"drift\00", align 1
@.str.15 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.16 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<Particle>]\00", align 1
@.str.18 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.19 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.20 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"_ZTS5Drift\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant [128 x i8] c"N4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.25 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"deposit\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.29 = private unnamed_addr constant [13 x i8] c"_ZTS7Deposit\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local constant [119 x i8] c"N4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.30 = private unnamed_addr constant [10 x i8] c"misplaced\00", align 1
@.str.31 = private unnamed_addr constant [92 x i8] c"Host accessors cannot be created for buffers which are currently in use by a command graph.\00", align 1
@.str.32 = private unnamed_addr constant [16 x i8] c"get_host_access\00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"relax\00", align 1
@.str.34 = private unnamed_addr constant [20 x i8] c"_ZTS13RelaxInterior\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local constant [117 x i8] c"N4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@.str.35 = private unnamed_addr constant [17 x i8] c"_ZTS10GridEnergy\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv] }, comdat, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local constant [129 x i8] c"N4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, Dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::function", align 8
  %4 = alloca %struct.GridShape, align 8
  %5 = alloca %"class.std::vector", align 8
  %6 = alloca %"class.sycl::_V1::queue", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %class.ParticleGrid, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  store i64 8, ptr %4, align 8, !tbaa !8, !alias.scope !5
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 6, ptr %9, align 8, !tbaa !14, !alias.scope !5
  %10 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 5, ptr %10, align 8, !tbaa !15, !alias.scope !5
  %11 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 100, ptr %11, align 8, !tbaa !16, !alias.scope !5
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  store float 5.000000e-01, ptr %12, align 8, !tbaa !17, !alias.scope !5
  %13 = icmp sgt i32 %0, 3
  br i1 %13, label %15, label %14

14:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  br label %43

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !18, !noalias !5
  %18 = tail call i64 @strtoul(ptr nocapture noundef %17, ptr noundef null, i32 noundef 10) #24, !noalias !5
  store i64 %18, ptr %4, align 8, !tbaa !8, !alias.scope !5
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !18, !noalias !5
  %21 = tail call i64 @strtoul(ptr nocapture noundef %20, ptr noundef null, i32 noundef 10) #24, !noalias !5
  store i64 %21, ptr %9, align 8, !tbaa !14, !alias.scope !5
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !18, !noalias !5
  %24 = tail call i64 @strtoul(ptr nocapture noundef %23, ptr noundef null, i32 noundef 10) #24, !noalias !5
  store i64 %24, ptr %10, align 8, !tbaa !15, !alias.scope !5
  %25 = icmp eq i32 %0, 4
  br i1 %25, label %26, label %27

26:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  br label %43

27:                                               ; preds = %15
  %28 = getelementptr inbounds i8, ptr %1, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !18, !noalias !5
  %30 = tail call i64 @strtoul(ptr nocapture noundef %29, ptr noundef null, i32 noundef 10) #24, !noalias !5
  store i64 %30, ptr %11, align 8, !tbaa !16, !alias.scope !5
  %31 = icmp ugt i32 %0, 5
  br i1 %31, label %32, label %36

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %1, i64 40
  %34 = load ptr, ptr %33, align 8, !tbaa !18, !noalias !5
  %35 = tail call float @strtof(ptr nocapture noundef %34, ptr noundef null) #24, !noalias !5
  store float %35, ptr %12, align 8, !tbaa !17, !alias.scope !5
  br label %36

36:                                               ; preds = %32, %27
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %37 = icmp ugt i64 %30, 288230376151711743
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #25, !noalias !20
  unreachable

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %5, i64 8
  %41 = icmp eq i64 %30, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %39
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false), !alias.scope !20
  br label %96

43:                                               ; preds = %14, %26
  %44 = phi i64 [ %24, %26 ], [ 5, %14 ]
  %45 = phi i64 [ %21, %26 ], [ 6, %14 ]
  %46 = phi i64 [ %18, %26 ], [ 8, %14 ]
  %47 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %47, align 8, !alias.scope !20
  br label %48

48:                                               ; preds = %43, %39
  %49 = phi i64 [ %24, %39 ], [ %44, %43 ]
  %50 = phi i64 [ %21, %39 ], [ %45, %43 ]
  %51 = phi i64 [ %18, %39 ], [ %46, %43 ]
  %52 = phi ptr [ %40, %39 ], [ %47, %43 ]
  %53 = phi i64 [ %30, %39 ], [ 100, %43 ]
  %54 = shl nuw nsw i64 %53, 5
  %55 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %54) #26, !noalias !20
  store ptr %55, ptr %5, align 8, !tbaa !23, !alias.scope !20
  %56 = getelementptr %struct.Particle, ptr %55, i64 %53
  %57 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %56, ptr %57, align 8, !tbaa !25, !alias.scope !20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %55, i8 0, i64 32, i1 false), !noalias !20
  %58 = getelementptr inbounds i8, ptr %55, i64 32
  %59 = icmp eq i64 %53, 1
  br i1 %59, label %64, label %60

60:                                               ; preds = %48, %60
  %61 = phi ptr [ %62, %60 ], [ %58, %48 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %61, ptr noundef nonnull align 4 dereferenceable(32) %55, i64 32, i1 false), !tbaa.struct !26, !noalias !20
  %62 = getelementptr inbounds i8, ptr %61, i64 32
  %63 = icmp eq ptr %62, %56
  br i1 %63, label %64, label %60, !llvm.loop !30

64:                                               ; preds = %60, %48
  %65 = phi ptr [ %58, %48 ], [ %56, %60 ]
  store ptr %65, ptr %52, align 8, !tbaa !32, !alias.scope !20
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %55 to i64
  %68 = sub i64 %66, %67
  %69 = ashr exact i64 %68, 5
  %70 = tail call i64 @llvm.umax.i64(i64 %69, i64 1)
  br label %71

71:                                               ; preds = %71, %64
  %72 = phi i64 [ 0, %64 ], [ %92, %71 ]
  %73 = urem i64 %72, %51
  %74 = uitofp i64 %73 to float
  %75 = fadd float %74, 2.500000e-01
  %76 = urem i64 %72, %50
  %77 = uitofp i64 %76 to float
  %78 = fadd float %77, 5.000000e-01
  %79 = urem i64 %72, %49
  %80 = uitofp i64 %79 to float
  %81 = fadd float %80, 7.500000e-01
  %82 = urem i64 %72, 3
  %83 = add nuw nsw i64 %82, 1
  %84 = uitofp nneg i64 %83 to float
  %85 = getelementptr inbounds %struct.Particle, ptr %55, i64 %72
  store float %75, ptr %85, align 4, !tbaa !27, !noalias !20
  %86 = getelementptr inbounds i8, ptr %85, i64 4
  store float %78, ptr %86, align 4, !tbaa !27, !noalias !20
  %87 = getelementptr inbounds i8, ptr %85, i64 8
  store float %81, ptr %87, align 4, !tbaa !27, !noalias !20
  %88 = getelementptr inbounds i8, ptr %85, i64 12
  store <2 x float> <float 5.000000e-01, float -2.500000e-01>, ptr %88, align 4, !tbaa !27, !noalias !20
  %89 = getelementptr inbounds i8, ptr %85, i64 20
  store float 1.250000e-01, ptr %89, align 4, !tbaa !27, !noalias !20
  %90 = getelementptr inbounds i8, ptr %85, i64 24
  store float %84, ptr %90, align 4, !tbaa !27, !noalias !20
  %91 = getelementptr inbounds i8, ptr %85, i64 28
  store i32 -1, ptr %91, align 4, !tbaa !28, !noalias !20
  %92 = add nuw i64 %72, 1
  %93 = icmp eq i64 %92, %70
  br i1 %93, label %94, label %71, !llvm.loop !33

94:                                               ; preds = %71
  %95 = icmp eq ptr %55, %65
  br i1 %95, label %96, label %119

96:                                               ; preds = %119, %42, %94
  %97 = phi float [ 0.000000e+00, %94 ], [ 0.000000e+00, %42 ], [ %124, %119 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24
  %98 = getelementptr inbounds i8, ptr %3, i64 16
  %99 = getelementptr inbounds i8, ptr %3, i64 24
  %100 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %100, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %3, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %99, align 8, !tbaa !34
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %98, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %101 unwind label %109

101:                                              ; preds = %96
  %102 = load ptr, ptr %98, align 8, !tbaa !37
  %103 = icmp eq ptr %102, null
  br i1 %103, label %127, label %104

104:                                              ; preds = %101
  %105 = invoke noundef zeroext i1 %102(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %127 unwind label %106

106:                                              ; preds = %104
  %107 = landingpad { ptr, i32 }
          catch ptr null
  %108 = extractvalue { ptr, i32 } %107, 0
  call void @__clang_call_terminate(ptr %108) #27
  unreachable

109:                                              ; preds = %96
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = load ptr, ptr %98, align 8, !tbaa !37
  %112 = icmp eq ptr %111, null
  br i1 %112, label %118, label %113

113:                                              ; preds = %109
  %114 = invoke noundef zeroext i1 %111(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %118 unwind label %115

115:                                              ; preds = %113
  %116 = landingpad { ptr, i32 }
          catch ptr null
  %117 = extractvalue { ptr, i32 } %116, 0
  call void @__clang_call_terminate(ptr %117) #27
  unreachable

118:                                              ; preds = %113, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  br label %266

119:                                              ; preds = %94, %119
  %120 = phi float [ %124, %119 ], [ 0.000000e+00, %94 ]
  %121 = phi ptr [ %125, %119 ], [ %55, %94 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 24
  %123 = load float, ptr %122, align 4, !tbaa !38
  %124 = fadd float %120, %123
  %125 = getelementptr inbounds i8, ptr %121, i64 32
  %126 = icmp eq ptr %125, %65
  br i1 %126, label %96, label %119

127:                                              ; preds = %104, %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  %128 = getelementptr inbounds i8, ptr %7, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !40
  %130 = getelementptr inbounds i8, ptr %7, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !42
  %132 = icmp eq ptr %129, %131
  br i1 %132, label %167, label %133

133:                                              ; preds = %127, %162
  %134 = phi ptr [ %163, %162 ], [ %129, %127 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !43
  %137 = icmp eq ptr %136, null
  br i1 %137, label %162, label %138

138:                                              ; preds = %133
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load atomic i64, ptr %139 acquire, align 8
  %141 = icmp eq i64 %140, 4294967297
  %142 = trunc i64 %140 to i32
  br i1 %141, label %143, label %151

143:                                              ; preds = %138
  store i32 0, ptr %139, align 8, !tbaa !45
  %144 = getelementptr inbounds i8, ptr %136, i64 12
  store i32 0, ptr %144, align 4, !tbaa !47
  %145 = load ptr, ptr %136, align 8, !tbaa !48
  %146 = getelementptr inbounds i8, ptr %145, i64 16
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %136) #24
  %148 = load ptr, ptr %136, align 8, !tbaa !48
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %136) #24
  br label %162

151:                                              ; preds = %138
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %151
  %155 = add nsw i32 %142, -1
  store i32 %155, ptr %139, align 4, !tbaa !28
  br label %158

156:                                              ; preds = %151
  %157 = atomicrmw volatile add ptr %139, i32 -1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %142, %154 ], [ %157, %156 ]
  %160 = icmp eq i32 %159, 1
  br i1 %160, label %161, label %162, !prof !51

161:                                              ; preds = %158
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %136) #24
  br label %162

162:                                              ; preds = %161, %158, %143, %133
  %163 = getelementptr inbounds i8, ptr %134, i64 16
  %164 = icmp eq ptr %163, %131
  br i1 %164, label %165, label %133, !llvm.loop !52

165:                                              ; preds = %162
  %166 = load ptr, ptr %128, align 8, !tbaa !40
  br label %167

167:                                              ; preds = %165, %127
  %168 = phi ptr [ %166, %165 ], [ %129, %127 ]
  %169 = icmp eq ptr %168, null
  br i1 %169, label %176, label %170

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %7, i64 24
  %172 = load ptr, ptr %171, align 8, !tbaa !53
  %173 = ptrtoint ptr %172 to i64
  %174 = ptrtoint ptr %168 to i64
  %175 = sub i64 %173, %174
  call void @_ZdlPvm(ptr noundef nonnull %168, i64 noundef %175) #28
  br label %176

176:                                              ; preds = %167, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %8) #24
  invoke void @_ZN12ParticleGridC2ERN4sycl3_V15queueERK9GridShapeRSt6vectorI8ParticleSaIS8_EE(ptr noundef nonnull align 8 dereferenceable(168) %8, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(36) %4, ptr noundef nonnull align 8 dereferenceable(24) %5)
          to label %177 unwind label %179

177:                                              ; preds = %176
  %178 = load float, ptr %12, align 8, !tbaa !17
  invoke void @_ZN12ParticleGrid5driftEf(ptr noundef nonnull align 8 dereferenceable(168) %8, float noundef %178)
          to label %181 unwind label %187

179:                                              ; preds = %176
  %180 = landingpad { ptr, i32 }
          cleanup
  br label %264

181:                                              ; preds = %177
  invoke void @_ZN12ParticleGrid7depositEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %182 unwind label %187

182:                                              ; preds = %181
  %183 = load float, ptr %12, align 8, !tbaa !17
  invoke void @_ZN12ParticleGrid5driftEf(ptr noundef nonnull align 8 dereferenceable(168) %8, float noundef %183)
          to label %184 unwind label %187

184:                                              ; preds = %182
  invoke void @_ZN12ParticleGrid7depositEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %185 unwind label %187

185:                                              ; preds = %184
  %186 = invoke noundef i32 @_ZN12ParticleGrid9misplacedEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %189 unwind label %260

187:                                              ; preds = %184, %182, %181, %177
  %188 = landingpad { ptr, i32 }
          cleanup
  br label %262

189:                                              ; preds = %185
  %190 = icmp eq i32 %186, 0
  br i1 %190, label %191, label %198

191:                                              ; preds = %189
  %192 = invoke noundef float @_ZN12ParticleGrid10grid_totalEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %193 unwind label %260

193:                                              ; preds = %191
  %194 = fsub float %192, %97
  %195 = call noundef float @llvm.fabs.f32(float %194)
  %196 = fmul float %97, 0x3F50624DE0000000
  %197 = fcmp olt float %195, %196
  br label %198

198:                                              ; preds = %193, %189
  %199 = phi i1 [ false, %189 ], [ %197, %193 ]
  invoke void @_ZN12ParticleGrid5relaxEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %200 unwind label %260

200:                                              ; preds = %198
  br i1 %199, label %201, label %205

201:                                              ; preds = %200
  %202 = invoke noundef float @_ZN12ParticleGrid10grid_totalEv(ptr noundef nonnull align 8 dereferenceable(168) %8)
          to label %203 unwind label %260

203:                                              ; preds = %201
  %204 = fcmp ogt float %202, 0.000000e+00
  br label %205

205:                                              ; preds = %203, %200
  %206 = phi i1 [ false, %200 ], [ %204, %203 ]
  %207 = getelementptr inbounds i8, ptr %8, i64 112
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %207) #24
  %208 = getelementptr inbounds i8, ptr %8, i64 72
  call void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %208) #24
  %209 = getelementptr inbounds i8, ptr %8, i64 48
  %210 = load ptr, ptr %209, align 8, !tbaa !54
  %211 = icmp eq ptr %210, null
  br i1 %211, label %218, label %212

212:                                              ; preds = %205
  %213 = getelementptr inbounds i8, ptr %8, i64 64
  %214 = load ptr, ptr %213, align 8, !tbaa !56
  %215 = ptrtoint ptr %214 to i64
  %216 = ptrtoint ptr %210 to i64
  %217 = sub i64 %215, %216
  call void @_ZdlPvm(ptr noundef nonnull %210, i64 noundef %217) #28
  br label %218

218:                                              ; preds = %205, %212
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %8) #24
  %219 = select i1 %206, ptr @.str.1, ptr @.str.2
  %220 = call i32 @puts(ptr nonnull dereferenceable(1) %219)
  %221 = getelementptr inbounds i8, ptr %6, i64 8
  %222 = load ptr, ptr %221, align 8, !tbaa !43
  %223 = icmp eq ptr %222, null
  br i1 %223, label %248, label %224

224:                                              ; preds = %218
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load atomic i64, ptr %225 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %224
  store i32 0, ptr %225, align 8, !tbaa !45
  %230 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %230, align 4, !tbaa !47
  %231 = load ptr, ptr %222, align 8, !tbaa !48
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  %234 = load ptr, ptr %222, align 8, !tbaa !48
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  br label %248

237:                                              ; preds = %224
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %225, align 4, !tbaa !28
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !51

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  br label %248

248:                                              ; preds = %218, %229, %244, %247
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  %249 = load ptr, ptr %5, align 8, !tbaa !23
  %250 = icmp eq ptr %249, null
  br i1 %250, label %257, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds i8, ptr %5, i64 16
  %253 = load ptr, ptr %252, align 8, !tbaa !25
  %254 = ptrtoint ptr %253 to i64
  %255 = ptrtoint ptr %249 to i64
  %256 = sub i64 %254, %255
  call void @_ZdlPvm(ptr noundef nonnull %249, i64 noundef %256) #28
  br label %257

257:                                              ; preds = %248, %251
  %258 = xor i1 %206, true
  %259 = zext i1 %258 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #24
  ret i32 %259

260:                                              ; preds = %201, %198, %191, %185
  %261 = landingpad { ptr, i32 }
          cleanup
  br label %262

262:                                              ; preds = %260, %187
  %263 = phi { ptr, i32 } [ %188, %187 ], [ %261, %260 ]
  call void @_ZN12ParticleGridD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %8) #24
  br label %264

264:                                              ; preds = %262, %179
  %265 = phi { ptr, i32 } [ %263, %262 ], [ %180, %179 ]
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %8) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  br label %266

266:                                              ; preds = %264, %118
  %267 = phi { ptr, i32 } [ %265, %264 ], [ %110, %118 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  %268 = load ptr, ptr %5, align 8, !tbaa !23
  %269 = icmp eq ptr %268, null
  br i1 %269, label %276, label %270

270:                                              ; preds = %266
  %271 = getelementptr inbounds i8, ptr %5, i64 16
  %272 = load ptr, ptr %271, align 8, !tbaa !25
  %273 = ptrtoint ptr %272 to i64
  %274 = ptrtoint ptr %268 to i64
  %275 = sub i64 %273, %274
  call void @_ZdlPvm(ptr noundef nonnull %268, i64 noundef %275) #28
  br label %276

276:                                              ; preds = %266, %270
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #24
  resume { ptr, i32 } %267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12ParticleGridC2ERN4sycl3_V15queueERK9GridShapeRSt6vectorI8ParticleSaIS8_EE(ptr noundef nonnull align 8 dereferenceable(168) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(36) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 16
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store ptr %1, ptr %0, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false), !tbaa.struct !57
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = load i64, ptr %2, align 8, !tbaa !8
  %14 = getelementptr inbounds i8, ptr %2, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !14
  %16 = mul i64 %15, %13
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !15
  %19 = mul i64 %16, %18
  %20 = icmp ugt i64 %19, 2305843009213693951
  br i1 %20, label %21, label %22

21:                                               ; preds = %4
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.3) #25
  unreachable

22:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  %23 = icmp eq i64 %19, 0
  br i1 %23, label %32, label %24

24:                                               ; preds = %22
  %25 = shl nuw nsw i64 %19, 2
  %26 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #26
  store ptr %26, ptr %12, align 8, !tbaa !54
  %27 = getelementptr inbounds float, ptr %26, i64 %19
  %28 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %27, ptr %28, align 8, !tbaa !56
  %29 = mul i64 %15, %18
  %30 = mul i64 %29, %13
  %31 = shl i64 %30, 2
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %26, i8 0, i64 %31, i1 false), !tbaa !27
  br label %32

32:                                               ; preds = %22, %24
  %33 = phi ptr [ %27, %24 ], [ null, %22 ]
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %33, ptr %34, align 8, !tbaa !59
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %3, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  %37 = getelementptr inbounds i8, ptr %3, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !32
  %39 = ptrtoint ptr %38 to i64
  %40 = ptrtoint ptr %36 to i64
  %41 = sub i64 %39, %40
  %42 = ashr exact i64 %41, 5
  store i64 %42, ptr %5, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %7, align 8, !tbaa !60, !alias.scope !62
  %43 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.7, ptr %43, align 8, !tbaa !65, !alias.scope !62
  %44 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 61, ptr %44, align 8, !tbaa !66, !alias.scope !62
  %45 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 52, ptr %45, align 8, !tbaa !67, !alias.scope !62
  invoke void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvEC2EPS2_RKNS0_5rangeILi1EEERKNS0_13property_listENS3_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %35, ptr noundef %36, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %46 unwind label %154

46:                                               ; preds = %32
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !40
  %49 = getelementptr inbounds i8, ptr %6, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !42
  %51 = icmp eq ptr %48, %50
  br i1 %51, label %86, label %52

52:                                               ; preds = %46, %81
  %53 = phi ptr [ %82, %81 ], [ %48, %46 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load ptr, ptr %54, align 8, !tbaa !43
  %56 = icmp eq ptr %55, null
  br i1 %56, label %81, label %57

57:                                               ; preds = %52
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load atomic i64, ptr %58 acquire, align 8
  %60 = icmp eq i64 %59, 4294967297
  %61 = trunc i64 %59 to i32
  br i1 %60, label %62, label %70

62:                                               ; preds = %57
  store i32 0, ptr %58, align 8, !tbaa !45
  %63 = getelementptr inbounds i8, ptr %55, i64 12
  store i32 0, ptr %63, align 4, !tbaa !47
  %64 = load ptr, ptr %55, align 8, !tbaa !48
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %55) #24
  %67 = load ptr, ptr %55, align 8, !tbaa !48
  %68 = getelementptr inbounds i8, ptr %67, i64 24
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %55) #24
  br label %81

70:                                               ; preds = %57
  %71 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %75, label %73

73:                                               ; preds = %70
  %74 = add nsw i32 %61, -1
  store i32 %74, ptr %58, align 4, !tbaa !28
  br label %77

75:                                               ; preds = %70
  %76 = atomicrmw volatile add ptr %58, i32 -1 acq_rel, align 4
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi i32 [ %61, %73 ], [ %76, %75 ]
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %81, !prof !51

80:                                               ; preds = %77
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %55) #24
  br label %81

81:                                               ; preds = %80, %77, %62, %52
  %82 = getelementptr inbounds i8, ptr %53, i64 16
  %83 = icmp eq ptr %82, %50
  br i1 %83, label %84, label %52, !llvm.loop !52

84:                                               ; preds = %81
  %85 = load ptr, ptr %47, align 8, !tbaa !40
  br label %86

86:                                               ; preds = %84, %46
  %87 = phi ptr [ %85, %84 ], [ %48, %46 ]
  %88 = icmp eq ptr %87, null
  br i1 %88, label %95, label %89

89:                                               ; preds = %86
  %90 = getelementptr inbounds i8, ptr %6, i64 24
  %91 = load ptr, ptr %90, align 8, !tbaa !53
  %92 = ptrtoint ptr %91 to i64
  %93 = ptrtoint ptr %87 to i64
  %94 = sub i64 %92, %93
  call void @_ZdlPvm(ptr noundef nonnull %87, i64 noundef %94) #28
  br label %95

95:                                               ; preds = %89, %86
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  %96 = load ptr, ptr %12, align 8, !tbaa !54
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #24
  %97 = load i64, ptr %17, align 8, !tbaa !15
  %98 = load <2 x i64>, ptr %2, align 8, !tbaa !58
  store <2 x i64> %98, ptr %8, align 16, !tbaa !58
  %99 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %97, ptr %99, align 16, !tbaa !58
  %100 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %10, align 8, !tbaa !60, !alias.scope !68
  %101 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.7, ptr %101, align 8, !tbaa !65, !alias.scope !68
  %102 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 62, ptr %102, align 8, !tbaa !66, !alias.scope !68
  %103 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 9, ptr %103, align 8, !tbaa !67, !alias.scope !68
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %100, ptr noundef %96, ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %104 unwind label %156

104:                                              ; preds = %95
  %105 = getelementptr inbounds i8, ptr %9, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !40
  %107 = getelementptr inbounds i8, ptr %9, i64 16
  %108 = load ptr, ptr %107, align 8, !tbaa !42
  %109 = icmp eq ptr %106, %108
  br i1 %109, label %144, label %110

110:                                              ; preds = %104, %139
  %111 = phi ptr [ %140, %139 ], [ %106, %104 ]
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  %113 = load ptr, ptr %112, align 8, !tbaa !43
  %114 = icmp eq ptr %113, null
  br i1 %114, label %139, label %115

115:                                              ; preds = %110
  %116 = getelementptr inbounds i8, ptr %113, i64 8
  %117 = load atomic i64, ptr %116 acquire, align 8
  %118 = icmp eq i64 %117, 4294967297
  %119 = trunc i64 %117 to i32
  br i1 %118, label %120, label %128

120:                                              ; preds = %115
  store i32 0, ptr %116, align 8, !tbaa !45
  %121 = getelementptr inbounds i8, ptr %113, i64 12
  store i32 0, ptr %121, align 4, !tbaa !47
  %122 = load ptr, ptr %113, align 8, !tbaa !48
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load ptr, ptr %123, align 8
  call void %124(ptr noundef nonnull align 8 dereferenceable(16) %113) #24
  %125 = load ptr, ptr %113, align 8, !tbaa !48
  %126 = getelementptr inbounds i8, ptr %125, i64 24
  %127 = load ptr, ptr %126, align 8
  call void %127(ptr noundef nonnull align 8 dereferenceable(16) %113) #24
  br label %139

128:                                              ; preds = %115
  %129 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %133, label %131

131:                                              ; preds = %128
  %132 = add nsw i32 %119, -1
  store i32 %132, ptr %116, align 4, !tbaa !28
  br label %135

133:                                              ; preds = %128
  %134 = atomicrmw volatile add ptr %116, i32 -1 acq_rel, align 4
  br label %135

135:                                              ; preds = %133, %131
  %136 = phi i32 [ %119, %131 ], [ %134, %133 ]
  %137 = icmp eq i32 %136, 1
  br i1 %137, label %138, label %139, !prof !51

138:                                              ; preds = %135
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %113) #24
  br label %139

139:                                              ; preds = %138, %135, %120, %110
  %140 = getelementptr inbounds i8, ptr %111, i64 16
  %141 = icmp eq ptr %140, %108
  br i1 %141, label %142, label %110, !llvm.loop !52

142:                                              ; preds = %139
  %143 = load ptr, ptr %105, align 8, !tbaa !40
  br label %144

144:                                              ; preds = %142, %104
  %145 = phi ptr [ %143, %142 ], [ %106, %104 ]
  %146 = icmp eq ptr %145, null
  br i1 %146, label %153, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds i8, ptr %9, i64 24
  %149 = load ptr, ptr %148, align 8, !tbaa !53
  %150 = ptrtoint ptr %149 to i64
  %151 = ptrtoint ptr %145 to i64
  %152 = sub i64 %150, %151
  call void @_ZdlPvm(ptr noundef nonnull %145, i64 noundef %152) #28
  br label %153

153:                                              ; preds = %144, %147
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #24
  ret void

154:                                              ; preds = %32
  %155 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  br label %158

156:                                              ; preds = %95
  %157 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #24
  call void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %35) #24
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi { ptr, i32 } [ %157, %156 ], [ %155, %154 ]
  %160 = load ptr, ptr %12, align 8, !tbaa !54
  %161 = icmp eq ptr %160, null
  br i1 %161, label %168, label %162

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %0, i64 64
  %164 = load ptr, ptr %163, align 8, !tbaa !56
  %165 = ptrtoint ptr %164 to i64
  %166 = ptrtoint ptr %160 to i64
  %167 = sub i64 %165, %166
  call void @_ZdlPvm(ptr noundef nonnull %160, i64 noundef %167) #28
  br label %168

168:                                              ; preds = %162, %158
  resume { ptr, i32 } %159
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12ParticleGrid5driftEf(ptr noundef nonnull align 8 dereferenceable(168) %0, float noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca float, align 4
  %6 = alloca %"class.sycl::_V1::event", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store float %1, ptr %5, align 4, !tbaa !27
  %8 = load ptr, ptr %0, align 8, !tbaa !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  store ptr @.str.6, ptr %7, align 8, !tbaa !60, !alias.scope !86
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %9, align 8, !tbaa !65, !alias.scope !86
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 65, ptr %10, align 8, !tbaa !66, !alias.scope !86
  %11 = getelementptr inbounds i8, ptr %7, i64 24
  store i64 5, ptr %11, align 8, !tbaa !67, !alias.scope !86
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %0, ptr %3, align 8, !noalias !89
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %5, ptr %12, align 8, !noalias !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !89
  store ptr %3, ptr %4, align 8, !tbaa !92, !noalias !89
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5driftEfEUlRNS0_7handlerEE_E4callEPKvS6_, ptr %13, align 8, !tbaa !94, !noalias !89
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !89
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !43
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !45
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !47
  %24 = load ptr, ptr %15, align 8, !tbaa !48
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  %27 = load ptr, ptr %15, align 8, !tbaa !48
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !28
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !51

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #24
  br label %41

41:                                               ; preds = %2, %22, %37, %40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12ParticleGrid7depositEv(ptr noundef nonnull align 8 dereferenceable(168) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.129, align 8
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %"class.sycl::_V1::event", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = load ptr, ptr %0, align 8, !tbaa !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  store ptr @.str.6, ptr %5, align 8, !tbaa !60, !alias.scope !95
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.28, ptr %7, align 8, !tbaa !65, !alias.scope !95
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 82, ptr %8, align 8, !tbaa !66, !alias.scope !95
  %9 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 5, ptr %9, align 8, !tbaa !67, !alias.scope !95
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr %0, ptr %2, align 8, !noalias !98
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !98
  store ptr %2, ptr %3, align 8, !tbaa !92, !noalias !98
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid7depositEvEUlRNS0_7handlerEE_E4callEPKvS6_, ptr %10, align 8, !tbaa !94, !noalias !98
  call void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !98
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !43
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !45
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !47
  %21 = load ptr, ptr %12, align 8, !tbaa !48
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  %24 = load ptr, ptr %12, align 8, !tbaa !48
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !28
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !51

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #24
  br label %38

38:                                               ; preds = %1, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZN12ParticleGrid9misplacedEv(ptr noundef nonnull align 8 dereferenceable(168) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %3 = alloca %"class.sycl::_V1::host_accessor", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  store ptr @.str.6, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @.str.30, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 129, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 25, ptr %8, align 8
  invoke void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(33) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %2)
          to label %9 unwind label %107

9:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !40
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !42
  %14 = icmp eq ptr %11, %13
  br i1 %14, label %49, label %15

15:                                               ; preds = %9, %44
  %16 = phi ptr [ %45, %44 ], [ %11, %9 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !43
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !45
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !47
  %27 = load ptr, ptr %18, align 8, !tbaa !48
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %30 = load ptr, ptr %18, align 8, !tbaa !48
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !28
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !51

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %44

44:                                               ; preds = %43, %40, %25, %15
  %45 = getelementptr inbounds i8, ptr %16, i64 16
  %46 = icmp eq ptr %45, %13
  br i1 %46, label %47, label %15, !llvm.loop !52

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 8, !tbaa !40
  br label %49

49:                                               ; preds = %47, %9
  %50 = phi ptr [ %48, %47 ], [ %11, %9 ]
  %51 = icmp eq ptr %50, null
  br i1 %51, label %58, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %4, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !53
  %55 = ptrtoint ptr %54 to i64
  %56 = ptrtoint ptr %50 to i64
  %57 = sub i64 %55, %56
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %57) #28
  br label %58

58:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  %59 = getelementptr inbounds i8, ptr %3, i64 16
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  br label %62

62:                                               ; preds = %109, %58
  %63 = phi i32 [ 0, %58 ], [ %135, %109 ]
  %64 = phi i64 [ 0, %58 ], [ %136, %109 ]
  %65 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %69 unwind label %66

66:                                               ; preds = %62
  %67 = landingpad { ptr, i32 }
          catch ptr null
  %68 = extractvalue { ptr, i32 } %67, 0
  call void @__clang_call_terminate(ptr %68) #27
  unreachable

69:                                               ; preds = %62
  %70 = load i64, ptr %65, align 8, !tbaa !58
  %71 = getelementptr inbounds i8, ptr %65, i64 8
  %72 = load i64, ptr %71, align 8, !tbaa !58
  %73 = mul i64 %72, %70
  %74 = getelementptr inbounds i8, ptr %65, i64 16
  %75 = load i64, ptr %74, align 8, !tbaa !58
  %76 = mul i64 %73, %75
  %77 = icmp ult i64 %64, %76
  br i1 %77, label %109, label %78

78:                                               ; preds = %69
  %79 = getelementptr inbounds i8, ptr %3, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !43
  %81 = icmp eq ptr %80, null
  br i1 %81, label %106, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load atomic i64, ptr %83 acquire, align 8
  %85 = icmp eq i64 %84, 4294967297
  %86 = trunc i64 %84 to i32
  br i1 %85, label %87, label %95

87:                                               ; preds = %82
  store i32 0, ptr %83, align 8, !tbaa !45
  %88 = getelementptr inbounds i8, ptr %80, i64 12
  store i32 0, ptr %88, align 4, !tbaa !47
  %89 = load ptr, ptr %80, align 8, !tbaa !48
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  %92 = load ptr, ptr %80, align 8, !tbaa !48
  %93 = getelementptr inbounds i8, ptr %92, i64 24
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  br label %106

95:                                               ; preds = %82
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %86, -1
  store i32 %99, ptr %83, align 4, !tbaa !28
  br label %102

100:                                              ; preds = %95
  %101 = atomicrmw volatile add ptr %83, i32 -1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %86, %98 ], [ %101, %100 ]
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %106, !prof !51

105:                                              ; preds = %102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #24
  br label %106

106:                                              ; preds = %78, %87, %102, %105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  ret i32 %63

107:                                              ; preds = %1
  %108 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #24
  resume { ptr, i32 } %108

109:                                              ; preds = %69
  %110 = load ptr, ptr %59, align 8, !tbaa !101, !nonnull !106, !noundef !106
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds i8, ptr %110, i64 72
  %113 = load ptr, ptr %112, align 8, !tbaa !107
  %114 = getelementptr %struct.Particle, ptr %113, i64 %111
  %115 = getelementptr %struct.Particle, ptr %114, i64 %64
  %116 = load float, ptr %115, align 4, !tbaa !110
  %117 = fptoui float %116 to i64
  %118 = load i64, ptr %60, align 8, !tbaa !111
  %119 = mul i64 %118, %117
  %120 = getelementptr inbounds i8, ptr %115, i64 4
  %121 = load float, ptr %120, align 4, !tbaa !112
  %122 = fptoui float %121 to i64
  %123 = add i64 %119, %122
  %124 = load i64, ptr %61, align 8, !tbaa !113
  %125 = mul i64 %123, %124
  %126 = getelementptr inbounds i8, ptr %115, i64 8
  %127 = load float, ptr %126, align 4, !tbaa !114
  %128 = fptoui float %127 to i64
  %129 = add i64 %125, %128
  %130 = trunc i64 %129 to i32
  %131 = getelementptr inbounds i8, ptr %115, i64 28
  %132 = load i32, ptr %131, align 4, !tbaa !115
  %133 = icmp ne i32 %132, %130
  %134 = zext i1 %133 to i32
  %135 = add nuw nsw i32 %63, %134
  %136 = add nuw i64 %64, 1
  br label %62, !llvm.loop !116
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef float @_ZN12ParticleGrid10grid_totalEv(ptr noundef nonnull align 8 dereferenceable(168) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::host_accessor.162", align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #24
  %3 = getelementptr inbounds i8, ptr %0, i64 112
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJNS0_10mode_tag_tILNS0_6access4modeE1024EEEEEEDaDpT_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::host_accessor.162") align 8 %2, ptr noundef nonnull align 8 dereferenceable(49) %3)
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !117
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %22, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %8, align 8, !tbaa !111
  br label %13

13:                                               ; preds = %7, %60
  %14 = phi i64 [ %5, %7 ], [ %61, %60 ]
  %15 = phi i64 [ %12, %7 ], [ %62, %60 ]
  %16 = phi i64 [ %12, %7 ], [ %63, %60 ]
  %17 = phi i64 [ 0, %7 ], [ %65, %60 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %64, %60 ]
  %19 = icmp eq i64 %16, 0
  br i1 %19, label %60, label %20

20:                                               ; preds = %13
  %21 = load i64, ptr %9, align 8, !tbaa !113
  br label %52

22:                                               ; preds = %60, %1
  %23 = phi float [ 0.000000e+00, %1 ], [ %64, %60 ]
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !43
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !45
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !47
  %34 = load ptr, ptr %25, align 8, !tbaa !48
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  %37 = load ptr, ptr %25, align 8, !tbaa !48
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !28
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !51

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

51:                                               ; preds = %22, %32, %47, %50
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #24
  ret float %23

52:                                               ; preds = %20, %69
  %53 = phi i64 [ %70, %69 ], [ %15, %20 ]
  %54 = phi i64 [ %71, %69 ], [ %21, %20 ]
  %55 = phi i64 [ %73, %69 ], [ 0, %20 ]
  %56 = phi float [ %72, %69 ], [ %18, %20 ]
  %57 = icmp eq i64 %54, 0
  br i1 %57, label %69, label %75

58:                                               ; preds = %69
  %59 = load i64, ptr %4, align 8, !tbaa !117
  br label %60

60:                                               ; preds = %58, %13
  %61 = phi i64 [ %14, %13 ], [ %59, %58 ]
  %62 = phi i64 [ %15, %13 ], [ %70, %58 ]
  %63 = phi i64 [ 0, %13 ], [ %70, %58 ]
  %64 = phi float [ %18, %13 ], [ %72, %58 ]
  %65 = add nuw i64 %17, 1
  %66 = icmp ult i64 %65, %61
  br i1 %66, label %13, label %22, !llvm.loop !118

67:                                               ; preds = %237
  %68 = load i64, ptr %8, align 8, !tbaa !111
  br label %69

69:                                               ; preds = %67, %52
  %70 = phi i64 [ %53, %52 ], [ %68, %67 ]
  %71 = phi i64 [ 0, %52 ], [ %239, %67 ]
  %72 = phi float [ %56, %52 ], [ %188, %67 ]
  %73 = add nuw i64 %55, 1
  %74 = icmp ult i64 %73, %70
  br i1 %74, label %52, label %58, !llvm.loop !119

75:                                               ; preds = %52, %237
  %76 = phi i64 [ %238, %237 ], [ 0, %52 ]
  %77 = phi float [ %188, %237 ], [ %56, %52 ]
  %78 = load ptr, ptr %10, align 8, !tbaa !43, !noalias !120
  %79 = icmp eq ptr %78, null
  br i1 %79, label %140, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !120
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = load i32, ptr %81, align 4, !tbaa !28, !noalias !120
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %81, align 4, !tbaa !28, !noalias !120
  %87 = load ptr, ptr %11, align 8, !noalias !120
  br label %93

88:                                               ; preds = %80
  %89 = atomicrmw volatile add ptr %81, i32 1 acq_rel, align 4, !noalias !120
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !120
  %91 = load ptr, ptr %11, align 8, !noalias !120
  %92 = icmp eq i8 %90, 0
  br i1 %92, label %97, label %93

93:                                               ; preds = %84, %88
  %94 = phi ptr [ %87, %84 ], [ %91, %88 ]
  %95 = load i32, ptr %81, align 4, !tbaa !28, !noalias !120
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %81, align 4, !tbaa !28, !noalias !120
  br label %99

97:                                               ; preds = %88
  %98 = atomicrmw volatile add ptr %81, i32 1 acq_rel, align 4, !noalias !120
  br label %99

99:                                               ; preds = %97, %93
  %100 = phi ptr [ %91, %97 ], [ %94, %93 ]
  %101 = load atomic i64, ptr %81 acquire, align 8, !noalias !120
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %81, align 8, !tbaa !45, !noalias !120
  %105 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %105, align 4, !tbaa !47, !noalias !120
  %106 = load ptr, ptr %78, align 8, !tbaa !48, !noalias !120
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8, !noalias !120
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !120
  %109 = load ptr, ptr %78, align 8, !tbaa !48, !noalias !120
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8, !noalias !120
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !120
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !120
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %81, align 4, !tbaa !28, !noalias !120
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4, !noalias !120
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !51

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !120
  br label %123

123:                                              ; preds = %122, %119, %104
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !123
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %129, label %126

126:                                              ; preds = %123
  %127 = load i32, ptr %81, align 4, !tbaa !28, !noalias !123
  %128 = add nsw i32 %127, 1
  br label %135

129:                                              ; preds = %123
  %130 = atomicrmw volatile add ptr %81, i32 1 acq_rel, align 4, !noalias !123
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !123
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %138, label %133

133:                                              ; preds = %129
  %134 = load i32, ptr %81, align 4, !tbaa !28, !noalias !123
  br label %135

135:                                              ; preds = %133, %126
  %136 = phi i32 [ %134, %133 ], [ %128, %126 ]
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %81, align 4, !tbaa !28, !noalias !123
  br label %142

138:                                              ; preds = %129
  %139 = atomicrmw volatile add ptr %81, i32 1 acq_rel, align 4, !noalias !123
  br label %142

140:                                              ; preds = %75
  %141 = load ptr, ptr %11, align 8
  br label %165

142:                                              ; preds = %138, %135
  %143 = load atomic i64, ptr %81 acquire, align 8, !noalias !123
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %142
  store i32 0, ptr %81, align 8, !tbaa !45, !noalias !123
  %147 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %147, align 4, !tbaa !47, !noalias !123
  %148 = load ptr, ptr %78, align 8, !tbaa !48, !noalias !123
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8, !noalias !123
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !123
  %151 = load ptr, ptr %78, align 8, !tbaa !48, !noalias !123
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8, !noalias !123
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !123
  br label %165

154:                                              ; preds = %142
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !123
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %81, align 4, !tbaa !28, !noalias !123
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4, !noalias !123
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !51

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24, !noalias !123
  br label %165

165:                                              ; preds = %140, %146, %161, %164
  %166 = phi ptr [ %141, %140 ], [ %100, %146 ], [ %100, %164 ], [ %100, %161 ]
  %167 = icmp ne ptr %166, null
  call void @llvm.assume(i1 %167)
  %168 = load i64, ptr %166, align 8
  %169 = add i64 %168, %17
  %170 = getelementptr inbounds i8, ptr %166, i64 56
  %171 = load i64, ptr %170, align 8
  %172 = mul i64 %171, %169
  %173 = add i64 %172, %55
  %174 = getelementptr inbounds i8, ptr %166, i64 8
  %175 = load i64, ptr %174, align 8
  %176 = add i64 %173, %175
  %177 = getelementptr inbounds i8, ptr %166, i64 64
  %178 = load i64, ptr %177, align 8
  %179 = mul i64 %176, %178
  %180 = getelementptr inbounds i8, ptr %166, i64 16
  %181 = load i64, ptr %180, align 8
  %182 = getelementptr inbounds i8, ptr %166, i64 72
  %183 = load ptr, ptr %182, align 8, !tbaa !107
  %184 = getelementptr float, ptr %183, i64 %181
  %185 = getelementptr float, ptr %184, i64 %76
  %186 = getelementptr float, ptr %185, i64 %179
  %187 = load float, ptr %186, align 4, !tbaa !27
  %188 = fadd float %77, %187
  br i1 %79, label %237, label %189

189:                                              ; preds = %165
  %190 = getelementptr inbounds i8, ptr %78, i64 8
  %191 = load atomic i64, ptr %190 acquire, align 8
  %192 = icmp eq i64 %191, 4294967297
  %193 = trunc i64 %191 to i32
  br i1 %192, label %194, label %202

194:                                              ; preds = %189
  store i32 0, ptr %190, align 8, !tbaa !45
  %195 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %195, align 4, !tbaa !47
  %196 = load ptr, ptr %78, align 8, !tbaa !48
  %197 = getelementptr inbounds i8, ptr %196, i64 16
  %198 = load ptr, ptr %197, align 8
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  %199 = load ptr, ptr %78, align 8, !tbaa !48
  %200 = getelementptr inbounds i8, ptr %199, i64 24
  %201 = load ptr, ptr %200, align 8
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %213

202:                                              ; preds = %189
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %207, label %205

205:                                              ; preds = %202
  %206 = add nsw i32 %193, -1
  store i32 %206, ptr %190, align 4, !tbaa !28
  br label %209

207:                                              ; preds = %202
  %208 = atomicrmw volatile add ptr %190, i32 -1 acq_rel, align 4
  br label %209

209:                                              ; preds = %207, %205
  %210 = phi i32 [ %193, %205 ], [ %208, %207 ]
  %211 = icmp eq i32 %210, 1
  br i1 %211, label %212, label %213, !prof !51

212:                                              ; preds = %209
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %213

213:                                              ; preds = %194, %209, %212
  %214 = getelementptr inbounds i8, ptr %78, i64 8
  %215 = load atomic i64, ptr %214 acquire, align 8
  %216 = icmp eq i64 %215, 4294967297
  %217 = trunc i64 %215 to i32
  br i1 %216, label %218, label %226

218:                                              ; preds = %213
  store i32 0, ptr %214, align 8, !tbaa !45
  %219 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %219, align 4, !tbaa !47
  %220 = load ptr, ptr %78, align 8, !tbaa !48
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  %223 = load ptr, ptr %78, align 8, !tbaa !48
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %237

226:                                              ; preds = %213
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = add nsw i32 %217, -1
  store i32 %230, ptr %214, align 4, !tbaa !28
  br label %233

231:                                              ; preds = %226
  %232 = atomicrmw volatile add ptr %214, i32 -1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi i32 [ %217, %229 ], [ %232, %231 ]
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %237, !prof !51

236:                                              ; preds = %233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %237

237:                                              ; preds = %165, %218, %233, %236
  %238 = add nuw i64 %76, 1
  %239 = load i64, ptr %9, align 8, !tbaa !113
  %240 = icmp ult i64 %238, %239
  br i1 %240, label %75, label %67, !llvm.loop !126
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN12ParticleGrid5relaxEv(ptr noundef nonnull align 8 dereferenceable(168) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.169, align 8
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon.168, align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %"class.sycl::_V1::buffer.14", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::event", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::event", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  %14 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store ptr @.str.6, ptr %9, align 8, !tbaa !60, !alias.scope !127
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.33, ptr %15, align 8, !tbaa !65, !alias.scope !127
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 98, ptr %16, align 8, !tbaa !66, !alias.scope !127
  %17 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 28, ptr %17, align 8, !tbaa !67, !alias.scope !127
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %6, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %18 unwind label %138

18:                                               ; preds = %1
  %19 = getelementptr inbounds i8, ptr %8, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !40
  %21 = getelementptr inbounds i8, ptr %8, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !42
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !43
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !45
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !47
  %36 = load ptr, ptr %27, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  %39 = load ptr, ptr %27, align 8, !tbaa !48
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !28
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !51

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #24
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !52

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !40
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %8, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !53
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #28
  br label %67

67:                                               ; preds = %58, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  %68 = load ptr, ptr %0, align 8, !tbaa !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  store ptr @.str.6, ptr %11, align 8, !tbaa !60, !alias.scope !130
  %69 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.33, ptr %69, align 8, !tbaa !65, !alias.scope !130
  %70 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 99, ptr %70, align 8, !tbaa !66, !alias.scope !130
  %71 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 5, ptr %71, align 8, !tbaa !67, !alias.scope !130
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  store ptr %0, ptr %4, align 8, !noalias !133
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %6, ptr %72, align 8, !noalias !133
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24, !noalias !133
  store ptr %4, ptr %5, align 8, !tbaa !92, !noalias !133
  %73 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE_E4callEPKvS6_, ptr %73, align 8, !tbaa !94, !noalias !133
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %10, ptr noundef nonnull align 8 dereferenceable(16) %68, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %74 unwind label %140

74:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !133
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %75 = getelementptr inbounds i8, ptr %10, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !43
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %74
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !45
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !47
  %85 = load ptr, ptr %76, align 8, !tbaa !48
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  %88 = load ptr, ptr %76, align 8, !tbaa !48
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !28
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !51

101:                                              ; preds = %98
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

102:                                              ; preds = %74, %83, %98, %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  %103 = load ptr, ptr %0, align 8, !tbaa !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  store ptr @.str.6, ptr %13, align 8, !tbaa !60, !alias.scope !136
  %104 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.33, ptr %104, align 8, !tbaa !65, !alias.scope !136
  %105 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 111, ptr %105, align 8, !tbaa !66, !alias.scope !136
  %106 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 5, ptr %106, align 8, !tbaa !67, !alias.scope !136
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store ptr %6, ptr %2, align 8, !noalias !139
  %107 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %0, ptr %107, align 8, !noalias !139
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #24, !noalias !139
  store ptr %2, ptr %3, align 8, !tbaa !92, !noalias !139
  %108 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE0_E4callEPKvS6_, ptr %108, align 8, !tbaa !94, !noalias !139
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %103, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %109 unwind label %142

109:                                              ; preds = %102
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #24, !noalias !139
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  %110 = getelementptr inbounds i8, ptr %12, i64 8
  %111 = load ptr, ptr %110, align 8, !tbaa !43
  %112 = icmp eq ptr %111, null
  br i1 %112, label %137, label %113

113:                                              ; preds = %109
  %114 = getelementptr inbounds i8, ptr %111, i64 8
  %115 = load atomic i64, ptr %114 acquire, align 8
  %116 = icmp eq i64 %115, 4294967297
  %117 = trunc i64 %115 to i32
  br i1 %116, label %118, label %126

118:                                              ; preds = %113
  store i32 0, ptr %114, align 8, !tbaa !45
  %119 = getelementptr inbounds i8, ptr %111, i64 12
  store i32 0, ptr %119, align 4, !tbaa !47
  %120 = load ptr, ptr %111, align 8, !tbaa !48
  %121 = getelementptr inbounds i8, ptr %120, i64 16
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  %123 = load ptr, ptr %111, align 8, !tbaa !48
  %124 = getelementptr inbounds i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  br label %137

126:                                              ; preds = %113
  %127 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %128 = icmp eq i8 %127, 0
  br i1 %128, label %131, label %129

129:                                              ; preds = %126
  %130 = add nsw i32 %117, -1
  store i32 %130, ptr %114, align 4, !tbaa !28
  br label %133

131:                                              ; preds = %126
  %132 = atomicrmw volatile add ptr %114, i32 -1 acq_rel, align 4
  br label %133

133:                                              ; preds = %131, %129
  %134 = phi i32 [ %117, %129 ], [ %132, %131 ]
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %136, label %137, !prof !51

136:                                              ; preds = %133
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %111) #24
  br label %137

137:                                              ; preds = %109, %118, %133, %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %6) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #24
  ret void

138:                                              ; preds = %1
  %139 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  br label %146

140:                                              ; preds = %67
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  br label %144

142:                                              ; preds = %102
  %143 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  br label %144

144:                                              ; preds = %142, %140
  %145 = phi { ptr, i32 } [ %143, %142 ], [ %141, %140 ]
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %6) #24
  br label %146

146:                                              ; preds = %144, %138
  %147 = phi { ptr, i32 } [ %145, %144 ], [ %139, %138 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #24
  resume { ptr, i32 } %147
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN12ParticleGridD2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 112
  tail call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %2) #24
  %3 = getelementptr inbounds i8, ptr %0, i64 72
  tail call void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %3) #24
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = load ptr, ptr %4, align 8, !tbaa !54
  %6 = icmp eq ptr %5, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 64
  %9 = load ptr, ptr %8, align 8, !tbaa !56
  %10 = ptrtoint ptr %9 to i64
  %11 = ptrtoint ptr %5 to i64
  %12 = sub i64 %10, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef %12) #28
  br label %13

13:                                               ; preds = %1, %7
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #6

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #11

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !142
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !142
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !142
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !48
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !48
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !144
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
  %6 = alloca %"class.std::function.29", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !150
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !37
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !43
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !45
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !47
  %22 = load ptr, ptr %13, align 8, !tbaa !48
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  %25 = load ptr, ptr %13, align 8, !tbaa !48
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !28
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !51

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !37
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
  %54 = load ptr, ptr %7, align 8, !tbaa !37
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

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #12

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #11

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #13

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !18
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !18
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !152
  store ptr %8, ptr %6, align 16, !tbaa !152
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !154
  %12 = load ptr, ptr %10, align 8, !tbaa !155
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !142
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !156

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !154
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !152
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
  %6 = load ptr, ptr %1, align 8, !tbaa !18
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !18
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !154
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !155
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !142
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !156

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !154
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !152
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !18
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
  %6 = load ptr, ptr %1, align 8, !tbaa !18
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !18
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !48
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !28
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !28
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !48
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvEC2EPS2_RKNS0_5rangeILi1EEERKNS0_13property_listENS3_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !58
  %9 = shl i64 %8, 5
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !157
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE, i64 16), ptr %10, align 8, !tbaa !48, !noalias !157
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !160, !noalias !157
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 32, ptr %12, align 8, !tbaa !162, !noalias !157
  store ptr %10, ptr %6, align 8, !tbaa !165
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %28

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !18
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !48
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #24
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !167
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !168
  %25 = load ptr, ptr %0, align 8, !tbaa !169
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  store i64 %22, ptr %7, align 8, !tbaa !58, !alias.scope !170
  %26 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false), !alias.scope !170
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull @_ZTS8Particle, i32 noundef 1, i32 noundef 32, ptr noundef nonnull %7)
          to label %27 unwind label %36

27:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

28:                                               ; preds = %5
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %6, align 8, !tbaa !18
  %31 = icmp eq ptr %30, null
  br i1 %31, label %38, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %30, align 8, !tbaa !48
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(8) %30) #24
  br label %38

36:                                               ; preds = %20
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %38

38:                                               ; preds = %28, %32, %36
  %39 = phi { ptr, i32 } [ %37, %36 ], [ %29, %32 ], [ %29, %28 ]
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !58
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !58
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !58
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !173
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !48, !noalias !173
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !176, !noalias !173
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !178, !noalias !173
  store ptr %16, ptr %6, align 8, !tbaa !165
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !18
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !48
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #24
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !18
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !180
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !181
  %30 = load ptr, ptr %0, align 8, !tbaa !169
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !182
  %32 = load i8, ptr %31, align 1, !tbaa !50
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !184)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !58, !noalias !184
  store <2 x i64> %36, ptr %7, align 16, !tbaa !58, !alias.scope !184
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !58, !noalias !184
  store i64 %39, ptr %37, align 16, !tbaa !58, !alias.scope !184
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !18
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !48
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #24
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !48
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvED2Ev) #27
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !43
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !45
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !47
  %33 = load ptr, ptr %24, align 8, !tbaa !48
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !28
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !51

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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #11

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_ED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 5
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !160
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !48
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !48
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !162
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_E12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !160
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #15

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #11

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #15

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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !176
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !48
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !48
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #25
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !178
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !176
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %11 = load ptr, ptr %3, align 8, !tbaa !187
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !187
  store ptr %17, ptr %15, align 8, !tbaa !187
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !43
  %21 = load ptr, ptr %18, align 8, !tbaa !43
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !28
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !28
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !43
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
  store i32 0, ptr %39, align 8, !tbaa !45
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !47
  %45 = load ptr, ptr %36, align 8, !tbaa !48
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  %48 = load ptr, ptr %36, align 8, !tbaa !48
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !28
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !51

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !43
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
  %70 = load i8, ptr %6, align 1, !tbaa !189, !range !191, !noundef !106
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !43
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !45
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !47
  %84 = load ptr, ptr %75, align 8, !tbaa !48
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !48
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !28
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !51

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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5driftEfEUlRNS0_7handlerEE_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca %"class.sycl::_V1::accessor", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  %7 = alloca %class.anon.105, align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  %9 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.6, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 66, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %12, align 8
  invoke void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(33) %9, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %13 unwind label %158

13:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %16 unwind label %14

14:                                               ; preds = %13
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %160

16:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !40
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !42
  %21 = icmp eq ptr %18, %20
  br i1 %21, label %56, label %22

22:                                               ; preds = %16, %51
  %23 = phi ptr [ %52, %51 ], [ %18, %16 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !43
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !45
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !47
  %34 = load ptr, ptr %25, align 8, !tbaa !48
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  %37 = load ptr, ptr %25, align 8, !tbaa !48
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !28
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !51

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

51:                                               ; preds = %50, %47, %32, %22
  %52 = getelementptr inbounds i8, ptr %23, i64 16
  %53 = icmp eq ptr %52, %20
  br i1 %53, label %54, label %22, !llvm.loop !52

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !40
  br label %56

56:                                               ; preds = %54, %16
  %57 = phi ptr [ %55, %54 ], [ %18, %16 ]
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %6, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !53
  %62 = ptrtoint ptr %61 to i64
  %63 = ptrtoint ptr %57 to i64
  %64 = sub i64 %62, %63
  call void @_ZdlPvm(ptr noundef nonnull %57, i64 noundef %64) #28
  br label %65

65:                                               ; preds = %56, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  %66 = getelementptr inbounds i8, ptr %8, i64 8
  %67 = load i64, ptr %66, align 8, !tbaa !117
  %68 = uitofp i64 %67 to float
  %69 = getelementptr inbounds i8, ptr %8, i64 16
  %70 = load i64, ptr %69, align 8, !tbaa !111
  %71 = uitofp i64 %70 to float
  %72 = getelementptr inbounds i8, ptr %8, i64 24
  %73 = load i64, ptr %72, align 8, !tbaa !113
  %74 = uitofp i64 %73 to float
  %75 = getelementptr inbounds i8, ptr %8, i64 88
  %76 = load i64, ptr %75, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #24
  %77 = load ptr, ptr %5, align 8, !tbaa !196
  store ptr %77, ptr %7, align 8, !tbaa !196
  %78 = getelementptr inbounds i8, ptr %7, i64 8
  %79 = getelementptr inbounds i8, ptr %5, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !43
  store ptr %80, ptr %78, align 8, !tbaa !43
  %81 = icmp eq ptr %80, null
  br i1 %81, label %91, label %82

82:                                               ; preds = %65
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %89, label %86

86:                                               ; preds = %82
  %87 = load i32, ptr %83, align 4, !tbaa !28
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %83, align 4, !tbaa !28
  br label %91

89:                                               ; preds = %82
  %90 = atomicrmw volatile add ptr %83, i32 1 acq_rel, align 4
  br label %91

91:                                               ; preds = %65, %86, %89
  %92 = getelementptr inbounds i8, ptr %7, i64 16
  %93 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %92, ptr noundef nonnull align 8 dereferenceable(16) %93, i64 16, i1 false)
  %94 = getelementptr inbounds i8, ptr %7, i64 32
  %95 = getelementptr inbounds i8, ptr %0, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !197
  %97 = load float, ptr %96, align 4, !tbaa !27
  store float %97, ptr %94, align 8, !tbaa !198
  %98 = getelementptr inbounds i8, ptr %7, i64 36
  store float %68, ptr %98, align 4, !tbaa !201
  %99 = getelementptr inbounds i8, ptr %7, i64 40
  store float %71, ptr %99, align 8, !tbaa !202
  %100 = getelementptr inbounds i8, ptr %7, i64 44
  store float %74, ptr %100, align 4, !tbaa !203
  %101 = getelementptr inbounds i8, ptr %7, i64 48
  store i64 %70, ptr %101, align 8, !tbaa !204
  %102 = getelementptr inbounds i8, ptr %7, i64 56
  store i64 %73, ptr %102, align 8, !tbaa !205
  invoke void @_ZN4sycl3_V17handler12parallel_forI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESJ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %76, ptr noundef nonnull align 8 dereferenceable(64) %7)
          to label %103 unwind label %162

103:                                              ; preds = %91
  %104 = load ptr, ptr %78, align 8, !tbaa !43
  %105 = icmp eq ptr %104, null
  br i1 %105, label %130, label %106

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load atomic i64, ptr %107 acquire, align 8
  %109 = icmp eq i64 %108, 4294967297
  %110 = trunc i64 %108 to i32
  br i1 %109, label %111, label %119

111:                                              ; preds = %106
  store i32 0, ptr %107, align 8, !tbaa !45
  %112 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %112, align 4, !tbaa !47
  %113 = load ptr, ptr %104, align 8, !tbaa !48
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  %116 = load ptr, ptr %104, align 8, !tbaa !48
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

119:                                              ; preds = %106
  %120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %124, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %110, -1
  store i32 %123, ptr %107, align 4, !tbaa !28
  br label %126

124:                                              ; preds = %119
  %125 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %110, %122 ], [ %125, %124 ]
  %128 = icmp eq i32 %127, 1
  br i1 %128, label %129, label %130, !prof !51

129:                                              ; preds = %126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

130:                                              ; preds = %103, %111, %126, %129
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #24
  %131 = load ptr, ptr %79, align 8, !tbaa !43
  %132 = icmp eq ptr %131, null
  br i1 %132, label %157, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load atomic i64, ptr %134 acquire, align 8
  %136 = icmp eq i64 %135, 4294967297
  %137 = trunc i64 %135 to i32
  br i1 %136, label %138, label %146

138:                                              ; preds = %133
  store i32 0, ptr %134, align 8, !tbaa !45
  %139 = getelementptr inbounds i8, ptr %131, i64 12
  store i32 0, ptr %139, align 4, !tbaa !47
  %140 = load ptr, ptr %131, align 8, !tbaa !48
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %131) #24
  %143 = load ptr, ptr %131, align 8, !tbaa !48
  %144 = getelementptr inbounds i8, ptr %143, i64 24
  %145 = load ptr, ptr %144, align 8
  call void %145(ptr noundef nonnull align 8 dereferenceable(16) %131) #24
  br label %157

146:                                              ; preds = %133
  %147 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %148 = icmp eq i8 %147, 0
  br i1 %148, label %151, label %149

149:                                              ; preds = %146
  %150 = add nsw i32 %137, -1
  store i32 %150, ptr %134, align 4, !tbaa !28
  br label %153

151:                                              ; preds = %146
  %152 = atomicrmw volatile add ptr %134, i32 -1 acq_rel, align 4
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi i32 [ %137, %149 ], [ %152, %151 ]
  %155 = icmp eq i32 %154, 1
  br i1 %155, label %156, label %157, !prof !51

156:                                              ; preds = %153
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %131) #24
  br label %157

157:                                              ; preds = %130, %138, %153, %156
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  ret void

158:                                              ; preds = %2
  %159 = landingpad { ptr, i32 }
          cleanup
  br label %160

160:                                              ; preds = %14, %158
  %161 = phi { ptr, i32 } [ %159, %158 ], [ %15, %14 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  br label %164

162:                                              ; preds = %91
  %163 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %7) #24
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #24
  br label %164

164:                                              ; preds = %162, %160
  %165 = phi { ptr, i32 } [ %163, %162 ], [ %161, %160 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  resume { ptr, i32 } %165
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !58, !alias.scope !206
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !58, !alias.scope !206
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !58, !alias.scope !206
  store i64 %11, ptr %8, align 8, !tbaa !58, !alias.scope !209
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !58, !alias.scope !209
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !58, !alias.scope !209
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = load ptr, ptr %17, align 8, !tbaa !18
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !51

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #26
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !212
  store ptr %33, ptr %31, align 8, !tbaa !212
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !43
  store ptr %36, ptr %34, align 8, !tbaa !43
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !28
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !28
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !214

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !40
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !42
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !53
  %58 = load ptr, ptr %1, align 8, !tbaa !169
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !167
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !168, !range !191, !noundef !106
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 32, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !43
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !45
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !47
  %84 = load ptr, ptr %75, align 8, !tbaa !48
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !48
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !28
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !51

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !52

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !40
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !53
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !18
  %117 = load ptr, ptr %17, align 8, !tbaa !18
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !51

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #26
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !212
  store ptr %131, ptr %129, align 8, !tbaa !212
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !43
  store ptr %134, ptr %132, align 8, !tbaa !43
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !28
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !28
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !214

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !43
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !45
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !47
  %161 = load ptr, ptr %152, align 8, !tbaa !48
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  %164 = load ptr, ptr %152, align 8, !tbaa !48
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !28
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !51

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #24
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !52

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
  store ptr %184, ptr %115, align 8, !tbaa !215
  %186 = load ptr, ptr %1, align 8, !tbaa !169
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !196
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.16") align 8, ptr noundef byval(%"class.sycl::_V1::range.16") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !40
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !42
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !43
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !45
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !47
  %19 = load ptr, ptr %10, align 8, !tbaa !48
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !48
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !28
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !51

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !52

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !40
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !53
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi1EEESJ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(64) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.105, align 8
  %5 = load ptr, ptr %2, align 8, !tbaa !196
  store ptr %5, ptr %4, align 8, !tbaa !196
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  store ptr %8, ptr %6, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %3, %14, %17
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %21, i64 16, i1 false)
  %22 = getelementptr inbounds i8, ptr %4, i64 32
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(32) %23, i64 32, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef nonnull %4)
          to label %24 unwind label %52

24:                                               ; preds = %19
  %25 = load ptr, ptr %6, align 8, !tbaa !43
  %26 = icmp eq ptr %25, null
  br i1 %26, label %51, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %30 = icmp eq i64 %29, 4294967297
  %31 = trunc i64 %29 to i32
  br i1 %30, label %32, label %40

32:                                               ; preds = %27
  store i32 0, ptr %28, align 8, !tbaa !45
  %33 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 0, ptr %33, align 4, !tbaa !47
  %34 = load ptr, ptr %25, align 8, !tbaa !48
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  %37 = load ptr, ptr %25, align 8, !tbaa !48
  %38 = getelementptr inbounds i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

40:                                               ; preds = %27
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %31, -1
  store i32 %44, ptr %28, align 4, !tbaa !28
  br label %47

45:                                               ; preds = %40
  %46 = atomicrmw volatile add ptr %28, i32 -1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %31, %43 ], [ %46, %45 ]
  %49 = icmp eq i32 %48, 1
  br i1 %49, label %50, label %51, !prof !51

50:                                               ; preds = %47
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #24
  br label %51

51:                                               ; preds = %24, %32, %47, %50
  ret void

52:                                               ; preds = %19
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %4) #24
  resume { ptr, i32 } %53
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, i64 %1, ptr noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.16", align 8
  %5 = alloca %class.anon.105, align 16
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.20)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

14:                                               ; preds = %55, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %56, %55 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %3
  tail call void @_ZN4sycl3_V17handler6unpackI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.23)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false), !alias.scope !216
  store i64 %1, ptr %4, align 8, !tbaa !58, !alias.scope !216
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load <2 x ptr>, ptr %2, align 8, !tbaa !18
  store ptr null, ptr %20, align 8, !tbaa !43
  store <2 x ptr> %21, ptr %5, align 16, !tbaa !18
  store ptr null, ptr %2, align 8, !tbaa !196
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %5, i64 32
  %25 = getelementptr inbounds i8, ptr %2, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, i64 32, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %26 unwind label %55

26:                                               ; preds = %18
  %27 = getelementptr inbounds i8, ptr %5, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !43
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !45
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !47
  %37 = load ptr, ptr %28, align 8, !tbaa !48
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  %40 = load ptr, ptr %28, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !28
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !51

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #24
  br label %54

54:                                               ; preds = %26, %35, %50, %53
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

55:                                               ; preds = %18
  %56 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %5) #24
  br label %14
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_Li1ENS0_4itemILi1ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { float, float, float, float, i64, i64 }, align 8
  %5 = alloca %"class.std::vector.116", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  %6 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #26, !noalias !219
  %7 = load ptr, ptr %1, align 8, !tbaa !196, !noalias !219
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !43, !noalias !219
  %10 = icmp eq ptr %9, null
  br i1 %10, label %33, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !219
  %14 = icmp eq i8 %13, 0
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  br i1 %14, label %22, label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %12, align 4, !tbaa !28, !noalias !219
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %12, align 4, !tbaa !28, !noalias !219
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false), !noalias !219
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %16, i64 32, i1 false), !noalias !219
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !48, !noalias !219
  store ptr %7, ptr %17, align 8, !tbaa !196, !noalias !219
  store ptr %9, ptr %18, align 8, !tbaa !43, !noalias !219
  br label %28

22:                                               ; preds = %11
  %23 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4, !noalias !219
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !219
  %25 = icmp eq i8 %24, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false), !noalias !219
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %16, i64 32, i1 false), !noalias !219
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !48, !noalias !219
  store ptr %7, ptr %17, align 8, !tbaa !196, !noalias !219
  store ptr %9, ptr %18, align 8, !tbaa !43, !noalias !219
  br i1 %25, label %31, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %12, align 4, !tbaa !28, !noalias !219
  br label %28

28:                                               ; preds = %26, %19
  %29 = phi i32 [ %27, %26 ], [ %21, %19 ]
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %12, align 4, !tbaa !28, !noalias !219
  br label %40

31:                                               ; preds = %22
  %32 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4, !noalias !219
  br label %40

33:                                               ; preds = %2
  %34 = getelementptr inbounds i8, ptr %1, i64 16
  %35 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !48, !noalias !219
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %7, ptr %36, align 8, !tbaa !196, !noalias !219
  %37 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr null, ptr %37, align 8, !tbaa !43, !noalias !219
  %38 = getelementptr inbounds i8, ptr %6, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %34, i64 16, i1 false), !noalias !219
  %39 = getelementptr inbounds i8, ptr %6, i64 40
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %39, ptr noundef nonnull align 8 dereferenceable(32) %35, i64 32, i1 false), !noalias !219
  br label %65

40:                                               ; preds = %31, %28
  %41 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !219
  %42 = getelementptr inbounds i8, ptr %6, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %42, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !noalias !219
  %43 = load atomic i64, ptr %12 acquire, align 8, !noalias !219
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %40
  store i32 0, ptr %12, align 8, !tbaa !45, !noalias !219
  %47 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %47, align 4, !tbaa !47, !noalias !219
  %48 = load ptr, ptr %9, align 8, !tbaa !48, !noalias !219
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8, !noalias !219
  tail call void %50(ptr noundef nonnull align 8 dereferenceable(16) %9) #24, !noalias !219
  %51 = load ptr, ptr %9, align 8, !tbaa !48, !noalias !219
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8, !noalias !219
  tail call void %53(ptr noundef nonnull align 8 dereferenceable(16) %9) #24, !noalias !219
  br label %65

54:                                               ; preds = %40
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !219
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %12, align 4, !tbaa !28, !noalias !219
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4, !noalias !219
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !51

64:                                               ; preds = %61
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #24, !noalias !219
  br label %65

65:                                               ; preds = %33, %46, %61, %64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %66 = getelementptr inbounds i8, ptr %0, i64 152
  %67 = load ptr, ptr %66, align 8, !tbaa !18
  store ptr %6, ptr %66, align 8, !tbaa !18
  %68 = icmp eq ptr %67, null
  br i1 %68, label %73, label %69

69:                                               ; preds = %65
  %70 = load ptr, ptr %67, align 8, !tbaa !48
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(8) %67) #24
  br label %73

73:                                               ; preds = %65, %69
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %74 = load ptr, ptr %66, align 8, !tbaa !18
  %75 = load ptr, ptr %74, align 8, !tbaa !48
  %76 = load ptr, ptr %75, align 8
  %77 = tail call noundef ptr %76(ptr noundef nonnull align 8 dereferenceable(8) %74)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI5DriftEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.116") align 8 %5)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %77, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %78 unwind label %95

78:                                               ; preds = %73
  %79 = load ptr, ptr %5, align 8, !tbaa !222
  %80 = icmp eq ptr %79, null
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %5, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !224
  %84 = ptrtoint ptr %83 to i64
  %85 = ptrtoint ptr %79 to i64
  %86 = sub i64 %84, %85
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %86) #28
  br label %87

87:                                               ; preds = %78, %81
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %88 = getelementptr inbounds i8, ptr %0, i64 80
  %89 = call noalias noundef nonnull dereferenceable(11) ptr @_Znam(i64 noundef 11) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %89, ptr noundef nonnull align 1 dereferenceable(10) @.str.23, i64 10, i1 false)
  %90 = getelementptr inbounds i8, ptr %89, i64 10
  store i8 0, ptr %90, align 1, !tbaa !50
  %91 = load ptr, ptr %88, align 8, !tbaa !18
  store ptr %89, ptr %88, align 8, !tbaa !18
  %92 = icmp eq ptr %91, null
  br i1 %92, label %94, label %93

93:                                               ; preds = %87
  call void @_ZdaPv(ptr noundef nonnull %91) #28
  br label %94

94:                                               ; preds = %87, %93
  ret void

95:                                               ; preds = %73
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = load ptr, ptr %5, align 8, !tbaa !222
  %98 = icmp eq ptr %97, null
  br i1 %98, label %105, label %99

99:                                               ; preds = %95
  %100 = getelementptr inbounds i8, ptr %5, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !224
  %102 = ptrtoint ptr %101 to i64
  %103 = ptrtoint ptr %97 to i64
  %104 = sub i64 %102, %103
  call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %104) #28
  br label %105

105:                                              ; preds = %95, %99
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  resume { ptr, i32 } %96
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #11

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI5DriftZZN12ParticleGrid5driftEfENKUlRS1_E_clES5_EUlNS0_2idILi1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi1ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(64) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !43
  %5 = icmp eq ptr %4, null
  br i1 %5, label %70, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %7, align 4, !tbaa !28
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4, !tbaa !28
  br label %15

13:                                               ; preds = %6
  %14 = atomicrmw volatile add ptr %7, i32 1 acq_rel, align 4
  br label %15

15:                                               ; preds = %13, %10
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4, !tbaa !28
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4, !tbaa !28
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
  store i32 0, ptr %7, align 8, !tbaa !45
  %28 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %28, align 4, !tbaa !47
  %29 = load ptr, ptr %4, align 8, !tbaa !48
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  tail call void %31(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  %32 = load ptr, ptr %4, align 8, !tbaa !48
  %33 = getelementptr inbounds i8, ptr %32, i64 24
  %34 = load ptr, ptr %33, align 8
  tail call void %34(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %46

35:                                               ; preds = %23
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = add nsw i32 %26, -1
  store i32 %39, ptr %7, align 4, !tbaa !28
  br label %42

40:                                               ; preds = %35
  %41 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %26, %38 ], [ %41, %40 ]
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %46, !prof !51

45:                                               ; preds = %42
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %46

46:                                               ; preds = %45, %42, %27
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !45
  %52 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %52, align 4, !tbaa !47
  %53 = load ptr, ptr %4, align 8, !tbaa !48
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  tail call void %55(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  %56 = load ptr, ptr %4, align 8, !tbaa !48
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !28
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !51

69:                                               ; preds = %66
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  br label %70

70:                                               ; preds = %2, %51, %66, %69
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.16") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI5DriftEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.116") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(84) ptr @_Znwm(i64 noundef 84) #26
  store ptr %4, ptr %0, align 8, !tbaa !222
  %5 = getelementptr inbounds i8, ptr %4, i64 84
  store ptr %5, ptr %3, align 8, !tbaa !224
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !228
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !228
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 36, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !224
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %13 = load ptr, ptr %7, align 8, !tbaa !228
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !228
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %57

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !18
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !224
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %23 = load ptr, ptr %7, align 8, !tbaa !228
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !228
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %57

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !18
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17179869185, ptr %2, align 8
  store i32 44, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !224
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %33 = load ptr, ptr %7, align 8, !tbaa !228
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !228
  br label %38

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %57

36:                                               ; preds = %35
  %37 = load ptr, ptr %7, align 8, !tbaa !18
  br label %38

38:                                               ; preds = %36, %32
  %39 = phi ptr [ %37, %36 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %40 = load ptr, ptr %3, align 8, !tbaa !224
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %39, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %43 = load ptr, ptr %7, align 8, !tbaa !228
  %44 = getelementptr inbounds i8, ptr %43, i64 12
  store ptr %44, ptr %7, align 8, !tbaa !228
  br label %48

45:                                               ; preds = %38
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %39, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %46 unwind label %57

46:                                               ; preds = %45
  %47 = load ptr, ptr %7, align 8, !tbaa !18
  br label %48

48:                                               ; preds = %46, %42
  %49 = phi ptr [ %47, %46 ], [ %44, %42 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 56, ptr %6, align 8
  %50 = load ptr, ptr %3, align 8, !tbaa !224
  %51 = icmp eq ptr %49, %50
  br i1 %51, label %55, label %52

52:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %49, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %53 = load ptr, ptr %7, align 8, !tbaa !228
  %54 = getelementptr inbounds i8, ptr %53, i64 12
  store ptr %54, ptr %7, align 8, !tbaa !228
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
  %59 = load ptr, ptr %0, align 8, !tbaa !222
  %60 = icmp eq ptr %59, null
  br i1 %60, label %66, label %61

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 8, !tbaa !224
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %59 to i64
  %65 = sub i64 %63, %64
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %65) #28
  br label %66

66:                                               ; preds = %57, %61
  resume { ptr, i32 } %58
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !48
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !48
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS0_7handlerEE_clES5_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.105, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !196
  store ptr %4, ptr %2, align 8, !tbaa !196
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !43
  store ptr %7, ptr %5, align 8, !tbaa !43
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !28
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !28
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, i64 32, i1 false)
  invoke void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_2idILi1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(64) %2, i64 0)
          to label %23 unwind label %51

23:                                               ; preds = %18
  %24 = load ptr, ptr %5, align 8, !tbaa !43
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !45
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !47
  %33 = load ptr, ptr %24, align 8, !tbaa !48
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !28
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !51

49:                                               ; preds = %46
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

50:                                               ; preds = %23, %31, %46, %49
  ret void

51:                                               ; preds = %18
  %52 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #24
  resume { ptr, i32 } %52
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_2idILi1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(64) %0, i64 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !229
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !232
  %5 = load i64, ptr %4, align 8
  %6 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %7 = getelementptr %struct.Particle, ptr %6, i64 %5
  %8 = getelementptr %struct.Particle, ptr %7, i64 %1
  %9 = load float, ptr %8, align 4, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %8, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !27
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !27
  %14 = getelementptr inbounds i8, ptr %8, i64 12
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load float, ptr %15, align 8, !tbaa !198
  %17 = getelementptr inbounds i8, ptr %0, i64 36
  %18 = load float, ptr %17, align 4, !tbaa !201
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = getelementptr inbounds i8, ptr %0, i64 44
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = getelementptr inbounds i8, ptr %0, i64 56
  %23 = load <4 x float>, ptr %14, align 4, !tbaa !27
  %24 = extractelement <4 x float> %23, i64 0
  %25 = tail call float @llvm.fmuladd.f32(float %16, float %24, float %9)
  %26 = fadd float %25, %18
  %27 = tail call noundef float @_ZN4sycl3_V111__fmod_implEff(float noundef %26, float noundef %18)
  %28 = load float, ptr %15, align 8, !tbaa !198
  %29 = extractelement <4 x float> %23, i64 1
  %30 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %11)
  %31 = load float, ptr %19, align 8, !tbaa !202
  %32 = fadd float %30, %31
  %33 = tail call noundef float @_ZN4sycl3_V111__fmod_implEff(float noundef %32, float noundef %31)
  %34 = load float, ptr %15, align 8, !tbaa !198
  %35 = extractelement <4 x float> %23, i64 2
  %36 = tail call float @llvm.fmuladd.f32(float %34, float %35, float %13)
  %37 = load float, ptr %20, align 4, !tbaa !203
  %38 = fadd float %36, %37
  %39 = tail call noundef float @_ZN4sycl3_V111__fmod_implEff(float noundef %38, float noundef %37)
  %40 = fptoui float %27 to i64
  %41 = load i64, ptr %21, align 8, !tbaa !204
  %42 = mul i64 %41, %40
  %43 = fptoui float %33 to i64
  %44 = add i64 %42, %43
  %45 = load i64, ptr %22, align 8, !tbaa !205
  %46 = mul i64 %44, %45
  %47 = fptoui float %39 to i64
  %48 = add i64 %46, %47
  %49 = trunc i64 %48 to i32
  %50 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !235
  %51 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !238
  %52 = load i64, ptr %51, align 8
  %53 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %54 = getelementptr %struct.Particle, ptr %53, i64 %52
  %55 = getelementptr %struct.Particle, ptr %54, i64 %1
  store float %27, ptr %55, align 4, !tbaa !27
  %56 = getelementptr inbounds i8, ptr %55, i64 4
  store float %33, ptr %56, align 4, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %55, i64 8
  store float %39, ptr %57, align 4, !tbaa !27
  %58 = getelementptr inbounds i8, ptr %55, i64 12
  store <4 x float> %23, ptr %58, align 4, !tbaa !27
  %59 = getelementptr inbounds i8, ptr %55, i64 28
  store i32 %49, ptr %59, align 4, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #19

declare noundef float @_ZN4sycl3_V111__fmod_implEff(float noundef, float noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !228
  %6 = load ptr, ptr %0, align 8, !tbaa !18
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.25) #25
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #26
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
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
  %41 = load ptr, ptr %38, align 8, !tbaa !224
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #28
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !222
  store ptr %45, ptr %4, align 8, !tbaa !228
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !224
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid7depositEvEUlRNS0_7handlerEE_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor.130", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.134", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca [3 x i64], align 8
  %12 = alloca %class.anon.137, align 8
  %13 = load ptr, ptr %0, align 8, !tbaa !241
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  %14 = getelementptr inbounds i8, ptr %13, i64 72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.6, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.17, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 83, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %17, align 8
  invoke void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %18 unwind label %276

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %21 unwind label %19

19:                                               ; preds = %18
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %278

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %22 = getelementptr inbounds i8, ptr %8, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !40
  %24 = getelementptr inbounds i8, ptr %8, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !42
  %26 = icmp eq ptr %23, %25
  br i1 %26, label %61, label %27

27:                                               ; preds = %21, %56
  %28 = phi ptr [ %57, %56 ], [ %23, %21 ]
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !43
  %31 = icmp eq ptr %30, null
  br i1 %31, label %56, label %32

32:                                               ; preds = %27
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load atomic i64, ptr %33 acquire, align 8
  %35 = icmp eq i64 %34, 4294967297
  %36 = trunc i64 %34 to i32
  br i1 %35, label %37, label %45

37:                                               ; preds = %32
  store i32 0, ptr %33, align 8, !tbaa !45
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 0, ptr %38, align 4, !tbaa !47
  %39 = load ptr, ptr %30, align 8, !tbaa !48
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %42 = load ptr, ptr %30, align 8, !tbaa !48
  %43 = getelementptr inbounds i8, ptr %42, i64 24
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

45:                                               ; preds = %32
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = add nsw i32 %36, -1
  store i32 %49, ptr %33, align 4, !tbaa !28
  br label %52

50:                                               ; preds = %45
  %51 = atomicrmw volatile add ptr %33, i32 -1 acq_rel, align 4
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %36, %48 ], [ %51, %50 ]
  %54 = icmp eq i32 %53, 1
  br i1 %54, label %55, label %56, !prof !51

55:                                               ; preds = %52
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  br label %56

56:                                               ; preds = %55, %52, %37, %27
  %57 = getelementptr inbounds i8, ptr %28, i64 16
  %58 = icmp eq ptr %57, %25
  br i1 %58, label %59, label %27, !llvm.loop !52

59:                                               ; preds = %56
  %60 = load ptr, ptr %22, align 8, !tbaa !40
  br label %61

61:                                               ; preds = %59, %21
  %62 = phi ptr [ %60, %59 ], [ %23, %21 ]
  %63 = icmp eq ptr %62, null
  br i1 %63, label %70, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %8, i64 24
  %66 = load ptr, ptr %65, align 8, !tbaa !53
  %67 = ptrtoint ptr %66 to i64
  %68 = ptrtoint ptr %62 to i64
  %69 = sub i64 %67, %68
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef %69) #28
  br label %70

70:                                               ; preds = %61, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #24
  %71 = getelementptr inbounds i8, ptr %13, i64 112
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.6, ptr %4, align 8
  %72 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 84, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %74, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %9, ptr noundef nonnull align 8 dereferenceable(49) %71, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %75 unwind label %280

75:                                               ; preds = %70
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %71, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %78 unwind label %76

76:                                               ; preds = %75
  %77 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %282

78:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %79 = getelementptr inbounds i8, ptr %10, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !40
  %81 = getelementptr inbounds i8, ptr %10, i64 16
  %82 = load ptr, ptr %81, align 8, !tbaa !42
  %83 = icmp eq ptr %80, %82
  br i1 %83, label %118, label %84

84:                                               ; preds = %78, %113
  %85 = phi ptr [ %114, %113 ], [ %80, %78 ]
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !43
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %84
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !45
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !47
  %96 = load ptr, ptr %87, align 8, !tbaa !48
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  %99 = load ptr, ptr %87, align 8, !tbaa !48
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !28
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !51

112:                                              ; preds = %109
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #24
  br label %113

113:                                              ; preds = %112, %109, %94, %84
  %114 = getelementptr inbounds i8, ptr %85, i64 16
  %115 = icmp eq ptr %114, %82
  br i1 %115, label %116, label %84, !llvm.loop !52

116:                                              ; preds = %113
  %117 = load ptr, ptr %79, align 8, !tbaa !40
  br label %118

118:                                              ; preds = %116, %78
  %119 = phi ptr [ %117, %116 ], [ %80, %78 ]
  %120 = icmp eq ptr %119, null
  br i1 %120, label %127, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %10, i64 24
  %123 = load ptr, ptr %122, align 8, !tbaa !53
  %124 = ptrtoint ptr %123 to i64
  %125 = ptrtoint ptr %119 to i64
  %126 = sub i64 %124, %125
  call void @_ZdlPvm(ptr noundef nonnull %119, i64 noundef %126) #28
  br label %127

127:                                              ; preds = %118, %121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %128 = getelementptr inbounds i8, ptr %13, i64 88
  %129 = load i64, ptr %128, align 8, !tbaa !58
  %130 = getelementptr inbounds i8, ptr %13, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %130, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %12) #24
  store i64 %129, ptr %12, align 8, !tbaa !243
  %131 = getelementptr inbounds i8, ptr %12, i64 8
  %132 = load ptr, ptr %7, align 8, !tbaa !196
  store ptr %132, ptr %131, align 8, !tbaa !196
  %133 = getelementptr inbounds i8, ptr %12, i64 16
  %134 = getelementptr inbounds i8, ptr %7, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !43
  store ptr %135, ptr %133, align 8, !tbaa !43
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %127
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !28
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !28
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %127, %141, %144
  %147 = getelementptr inbounds i8, ptr %12, i64 24
  %148 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %147, ptr noundef nonnull align 8 dereferenceable(16) %148, i64 16, i1 false)
  %149 = getelementptr inbounds i8, ptr %12, i64 40
  %150 = load ptr, ptr %9, align 8, !tbaa !196
  store ptr %150, ptr %149, align 8, !tbaa !196
  %151 = getelementptr inbounds i8, ptr %12, i64 48
  %152 = getelementptr inbounds i8, ptr %9, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !43
  store ptr %153, ptr %151, align 8, !tbaa !43
  %154 = icmp eq ptr %153, null
  br i1 %154, label %164, label %155

155:                                              ; preds = %146
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %162, label %159

159:                                              ; preds = %155
  %160 = load i32, ptr %156, align 4, !tbaa !28
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %156, align 4, !tbaa !28
  br label %164

162:                                              ; preds = %155
  %163 = atomicrmw volatile add ptr %156, i32 1 acq_rel, align 4
  br label %164

164:                                              ; preds = %146, %159, %162
  %165 = getelementptr inbounds i8, ptr %12, i64 56
  %166 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %165, ptr noundef nonnull align 8 dereferenceable(64) %166, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi3EEESJ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %11, ptr noundef nonnull align 8 dereferenceable(120) %12)
          to label %167 unwind label %284

167:                                              ; preds = %164
  %168 = load ptr, ptr %151, align 8, !tbaa !43
  %169 = icmp eq ptr %168, null
  br i1 %169, label %194, label %170

170:                                              ; preds = %167
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load atomic i64, ptr %171 acquire, align 8
  %173 = icmp eq i64 %172, 4294967297
  %174 = trunc i64 %172 to i32
  br i1 %173, label %175, label %183

175:                                              ; preds = %170
  store i32 0, ptr %171, align 8, !tbaa !45
  %176 = getelementptr inbounds i8, ptr %168, i64 12
  store i32 0, ptr %176, align 4, !tbaa !47
  %177 = load ptr, ptr %168, align 8, !tbaa !48
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %168) #24
  %180 = load ptr, ptr %168, align 8, !tbaa !48
  %181 = getelementptr inbounds i8, ptr %180, i64 24
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %168) #24
  br label %194

183:                                              ; preds = %170
  %184 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %188, label %186

186:                                              ; preds = %183
  %187 = add nsw i32 %174, -1
  store i32 %187, ptr %171, align 4, !tbaa !28
  br label %190

188:                                              ; preds = %183
  %189 = atomicrmw volatile add ptr %171, i32 -1 acq_rel, align 4
  br label %190

190:                                              ; preds = %188, %186
  %191 = phi i32 [ %174, %186 ], [ %189, %188 ]
  %192 = icmp eq i32 %191, 1
  br i1 %192, label %193, label %194, !prof !51

193:                                              ; preds = %190
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %168) #24
  br label %194

194:                                              ; preds = %193, %190, %175, %167
  %195 = load ptr, ptr %133, align 8, !tbaa !43
  %196 = icmp eq ptr %195, null
  br i1 %196, label %221, label %197

197:                                              ; preds = %194
  %198 = getelementptr inbounds i8, ptr %195, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !45
  %203 = getelementptr inbounds i8, ptr %195, i64 12
  store i32 0, ptr %203, align 4, !tbaa !47
  %204 = load ptr, ptr %195, align 8, !tbaa !48
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  %207 = load ptr, ptr %195, align 8, !tbaa !48
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  br label %221

210:                                              ; preds = %197
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = add nsw i32 %201, -1
  store i32 %214, ptr %198, align 4, !tbaa !28
  br label %217

215:                                              ; preds = %210
  %216 = atomicrmw volatile add ptr %198, i32 -1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %213
  %218 = phi i32 [ %201, %213 ], [ %216, %215 ]
  %219 = icmp eq i32 %218, 1
  br i1 %219, label %220, label %221, !prof !51

220:                                              ; preds = %217
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %195) #24
  br label %221

221:                                              ; preds = %194, %202, %217, %220
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %12) #24
  %222 = load ptr, ptr %152, align 8, !tbaa !43
  %223 = icmp eq ptr %222, null
  br i1 %223, label %248, label %224

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load atomic i64, ptr %225 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %224
  store i32 0, ptr %225, align 8, !tbaa !45
  %230 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %230, align 4, !tbaa !47
  %231 = load ptr, ptr %222, align 8, !tbaa !48
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  %234 = load ptr, ptr %222, align 8, !tbaa !48
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  br label %248

237:                                              ; preds = %224
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %225, align 4, !tbaa !28
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !51

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #24
  br label %248

248:                                              ; preds = %221, %229, %244, %247
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  %249 = load ptr, ptr %134, align 8, !tbaa !43
  %250 = icmp eq ptr %249, null
  br i1 %250, label %275, label %251

251:                                              ; preds = %248
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load atomic i64, ptr %252 acquire, align 8
  %254 = icmp eq i64 %253, 4294967297
  %255 = trunc i64 %253 to i32
  br i1 %254, label %256, label %264

256:                                              ; preds = %251
  store i32 0, ptr %252, align 8, !tbaa !45
  %257 = getelementptr inbounds i8, ptr %249, i64 12
  store i32 0, ptr %257, align 4, !tbaa !47
  %258 = load ptr, ptr %249, align 8, !tbaa !48
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %249) #24
  %261 = load ptr, ptr %249, align 8, !tbaa !48
  %262 = getelementptr inbounds i8, ptr %261, i64 24
  %263 = load ptr, ptr %262, align 8
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %249) #24
  br label %275

264:                                              ; preds = %251
  %265 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %266 = icmp eq i8 %265, 0
  br i1 %266, label %269, label %267

267:                                              ; preds = %264
  %268 = add nsw i32 %255, -1
  store i32 %268, ptr %252, align 4, !tbaa !28
  br label %271

269:                                              ; preds = %264
  %270 = atomicrmw volatile add ptr %252, i32 -1 acq_rel, align 4
  br label %271

271:                                              ; preds = %269, %267
  %272 = phi i32 [ %255, %267 ], [ %270, %269 ]
  %273 = icmp eq i32 %272, 1
  br i1 %273, label %274, label %275, !prof !51

274:                                              ; preds = %271
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %249) #24
  br label %275

275:                                              ; preds = %248, %256, %271, %274
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  ret void

276:                                              ; preds = %2
  %277 = landingpad { ptr, i32 }
          cleanup
  br label %278

278:                                              ; preds = %19, %276
  %279 = phi { ptr, i32 } [ %277, %276 ], [ %20, %19 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %288

280:                                              ; preds = %70
  %281 = landingpad { ptr, i32 }
          cleanup
  br label %282

282:                                              ; preds = %76, %280
  %283 = phi { ptr, i32 } [ %281, %280 ], [ %77, %76 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %286

284:                                              ; preds = %164
  %285 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %12) #24
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi { ptr, i32 } [ %285, %284 ], [ %283, %282 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  br label %288

288:                                              ; preds = %286, %278
  %289 = phi { ptr, i32 } [ %287, %286 ], [ %279, %278 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  resume { ptr, i32 } %289
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !58, !alias.scope !247
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !58, !alias.scope !247
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !58, !alias.scope !247
  store i64 %12, ptr %8, align 8, !tbaa !58, !alias.scope !250
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !58, !alias.scope !250
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !58, !alias.scope !250
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = load ptr, ptr %18, align 8, !tbaa !18
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #26
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !212
  store ptr %34, ptr %32, align 8, !tbaa !212
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !43
  store ptr %37, ptr %35, align 8, !tbaa !43
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !28
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !214

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !40
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !42
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !53
  %59 = load ptr, ptr %1, align 8, !tbaa !169
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !167
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !168, !range !191, !noundef !106
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 32, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !43
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !45
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !47
  %82 = load ptr, ptr %73, align 8, !tbaa !48
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !48
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !28
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !51

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !52

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !40
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !53
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #28
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !18
  %116 = load ptr, ptr %18, align 8, !tbaa !18
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !51

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #26
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !212
  store ptr %130, ptr %128, align 8, !tbaa !212
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !43
  store ptr %133, ptr %131, align 8, !tbaa !43
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !28
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !28
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !214

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !40
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !42
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !53
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.18)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
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
  %171 = load ptr, ptr %170, align 8, !tbaa !43
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !45
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !47
  %180 = load ptr, ptr %171, align 8, !tbaa !48
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  %183 = load ptr, ptr %171, align 8, !tbaa !48
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !28
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !51

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #24
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !52

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !40
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !53
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #28
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !253
  %214 = load ptr, ptr %1, align 8, !tbaa !169
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !196
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !18
  %15 = load ptr, ptr %12, align 8, !tbaa !18
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !51

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #26
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !212
  store ptr %28, ptr %26, align 8, !tbaa !212
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  store ptr %31, ptr %29, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !28
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !28
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !214

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !40
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !42
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !53
  %53 = load ptr, ptr %1, align 8, !tbaa !169
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1026, i32 1028
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !180
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !181, !range !191, !noundef !106
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !43
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !45
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !47
  %79 = load ptr, ptr %70, align 8, !tbaa !48
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  %82 = load ptr, ptr %70, align 8, !tbaa !48
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !28
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !51

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !52

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !40
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !53
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #28
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !18
  %112 = load ptr, ptr %12, align 8, !tbaa !18
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !51

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #26
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !212
  store ptr %126, ptr %124, align 8, !tbaa !212
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !43
  store ptr %129, ptr %127, align 8, !tbaa !43
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !28
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !28
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !214

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !43
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !45
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !47
  %156 = load ptr, ptr %147, align 8, !tbaa !48
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  %159 = load ptr, ptr %147, align 8, !tbaa !48
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !28
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !51

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !52

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #28
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !254
  %181 = load ptr, ptr %1, align 8, !tbaa !169
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !196
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueEvE4typeENS0_5rangeILi3EEESJ_RKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef nonnull align 8 dereferenceable(120) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.sycl::_V1::range.16", align 8
  %5 = alloca %class.anon.137, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false)
  %6 = load i64, ptr %2, align 8, !tbaa !243
  store i64 %6, ptr %5, align 8, !tbaa !243
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !196
  store ptr %9, ptr %7, align 8, !tbaa !196
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !43
  store ptr %12, ptr %10, align 8, !tbaa !43
  %13 = icmp eq ptr %12, null
  br i1 %13, label %23, label %14

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %15, align 4, !tbaa !28
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %15, align 4, !tbaa !28
  br label %23

21:                                               ; preds = %14
  %22 = atomicrmw volatile add ptr %15, i32 1 acq_rel, align 4
  br label %23

23:                                               ; preds = %21, %18, %3
  %24 = getelementptr inbounds i8, ptr %5, i64 24
  %25 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %5, i64 40
  %27 = getelementptr inbounds i8, ptr %2, i64 40
  %28 = load ptr, ptr %27, align 8, !tbaa !196
  store ptr %28, ptr %26, align 8, !tbaa !196
  %29 = getelementptr inbounds i8, ptr %5, i64 48
  %30 = getelementptr inbounds i8, ptr %2, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  store ptr %31, ptr %29, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !28
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !28
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %23, %37, %40
  %43 = getelementptr inbounds i8, ptr %5, i64 56
  %44 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %43, ptr noundef nonnull align 8 dereferenceable(64) %44, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %4, ptr noundef nonnull %5)
          to label %45 unwind label %100

45:                                               ; preds = %42
  %46 = load ptr, ptr %29, align 8, !tbaa !43
  %47 = icmp eq ptr %46, null
  br i1 %47, label %72, label %48

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  %50 = load atomic i64, ptr %49 acquire, align 8
  %51 = icmp eq i64 %50, 4294967297
  %52 = trunc i64 %50 to i32
  br i1 %51, label %53, label %61

53:                                               ; preds = %48
  store i32 0, ptr %49, align 8, !tbaa !45
  %54 = getelementptr inbounds i8, ptr %46, i64 12
  store i32 0, ptr %54, align 4, !tbaa !47
  %55 = load ptr, ptr %46, align 8, !tbaa !48
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load ptr, ptr %56, align 8
  call void %57(ptr noundef nonnull align 8 dereferenceable(16) %46) #24
  %58 = load ptr, ptr %46, align 8, !tbaa !48
  %59 = getelementptr inbounds i8, ptr %58, i64 24
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %46) #24
  br label %72

61:                                               ; preds = %48
  %62 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %66, label %64

64:                                               ; preds = %61
  %65 = add nsw i32 %52, -1
  store i32 %65, ptr %49, align 4, !tbaa !28
  br label %68

66:                                               ; preds = %61
  %67 = atomicrmw volatile add ptr %49, i32 -1 acq_rel, align 4
  br label %68

68:                                               ; preds = %66, %64
  %69 = phi i32 [ %52, %64 ], [ %67, %66 ]
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %71, label %72, !prof !51

71:                                               ; preds = %68
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %46) #24
  br label %72

72:                                               ; preds = %71, %68, %53, %45
  %73 = load ptr, ptr %10, align 8, !tbaa !43
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !45
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !47
  %82 = load ptr, ptr %73, align 8, !tbaa !48
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  %85 = load ptr, ptr %73, align 8, !tbaa !48
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !28
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !51

98:                                               ; preds = %95
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #24
  br label %99

99:                                               ; preds = %72, %80, %95, %98
  ret void

100:                                              ; preds = %42
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %5) #24
  resume { ptr, i32 } %101
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler24parallel_for_lambda_implI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ENS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvNS0_5rangeIXT1_EEET2_T0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.137, align 8
  %5 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %3
  %8 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %9 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %10 = extractvalue { i32, ptr } %9, 0
  %11 = extractvalue { i32, ptr } %9, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %8, i32 %10, ptr %11, ptr noundef nonnull @.str.20)
          to label %12 unwind label %15

12:                                               ; preds = %7
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

13:                                               ; preds = %39, %112, %15
  %14 = phi { ptr, i32 } [ %16, %15 ], [ %113, %112 ], [ %40, %39 ]
  resume { ptr, i32 } %14

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %8) #24
  br label %13

17:                                               ; preds = %3
  %18 = load i64, ptr %1, align 8, !tbaa !58
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !58
  %21 = mul i64 %20, %18
  %22 = icmp eq i64 %20, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %17
  %24 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %20, i64 %18)
  %25 = extractvalue { i64, i1 } %24, 1
  br i1 %25, label %33, label %26

26:                                               ; preds = %23, %17
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  %28 = load i64, ptr %27, align 8, !tbaa !58
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %41, label %30

30:                                               ; preds = %26
  %31 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %28, i64 %21)
  %32 = extractvalue { i64, i1 } %31, 1
  br i1 %32, label %33, label %41

33:                                               ; preds = %23, %30
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.19)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %34) #24
  br label %13

41:                                               ; preds = %30, %26
  tail call void @_ZN4sycl3_V17handler6unpackI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(120) %2)
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.29)
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %1, i1 noundef zeroext false, i32 noundef 3)
  %42 = load i64, ptr %2, align 8, !tbaa !243
  store i64 %42, ptr %4, align 8, !tbaa !243
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = getelementptr inbounds i8, ptr %2, i64 8
  %45 = getelementptr inbounds i8, ptr %4, i64 16
  %46 = getelementptr inbounds i8, ptr %2, i64 16
  %47 = load <2 x ptr>, ptr %44, align 8, !tbaa !18
  store ptr null, ptr %46, align 8, !tbaa !43
  store <2 x ptr> %47, ptr %43, align 8, !tbaa !18
  store ptr null, ptr %44, align 8, !tbaa !196
  %48 = getelementptr inbounds i8, ptr %4, i64 24
  %49 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %48, ptr noundef nonnull align 8 dereferenceable(16) %49, i64 16, i1 false)
  %50 = getelementptr inbounds i8, ptr %4, i64 40
  %51 = getelementptr inbounds i8, ptr %2, i64 40
  %52 = getelementptr inbounds i8, ptr %2, i64 48
  %53 = load <2 x ptr>, ptr %51, align 8, !tbaa !18
  store ptr null, ptr %52, align 8, !tbaa !43
  store <2 x ptr> %53, ptr %50, align 8, !tbaa !18
  store ptr null, ptr %51, align 8, !tbaa !196
  %54 = getelementptr inbounds i8, ptr %4, i64 56
  %55 = getelementptr inbounds i8, ptr %2, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %54, ptr noundef nonnull align 8 dereferenceable(64) %55, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %4)
          to label %56 unwind label %112

56:                                               ; preds = %41
  %57 = getelementptr inbounds i8, ptr %4, i64 48
  %58 = load ptr, ptr %57, align 8, !tbaa !43
  %59 = icmp eq ptr %58, null
  br i1 %59, label %84, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = load atomic i64, ptr %61 acquire, align 8
  %63 = icmp eq i64 %62, 4294967297
  %64 = trunc i64 %62 to i32
  br i1 %63, label %65, label %73

65:                                               ; preds = %60
  store i32 0, ptr %61, align 8, !tbaa !45
  %66 = getelementptr inbounds i8, ptr %58, i64 12
  store i32 0, ptr %66, align 4, !tbaa !47
  %67 = load ptr, ptr %58, align 8, !tbaa !48
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %58) #24
  %70 = load ptr, ptr %58, align 8, !tbaa !48
  %71 = getelementptr inbounds i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %58) #24
  br label %84

73:                                               ; preds = %60
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %73
  %77 = add nsw i32 %64, -1
  store i32 %77, ptr %61, align 4, !tbaa !28
  br label %80

78:                                               ; preds = %73
  %79 = atomicrmw volatile add ptr %61, i32 -1 acq_rel, align 4
  br label %80

80:                                               ; preds = %78, %76
  %81 = phi i32 [ %64, %76 ], [ %79, %78 ]
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %84, !prof !51

83:                                               ; preds = %80
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %58) #24
  br label %84

84:                                               ; preds = %83, %80, %65, %56
  %85 = load ptr, ptr %45, align 8, !tbaa !43
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !45
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !47
  %94 = load ptr, ptr %85, align 8, !tbaa !48
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  %97 = load ptr, ptr %85, align 8, !tbaa !48
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !28
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !51

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

111:                                              ; preds = %84, %92, %107, %110
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

112:                                              ; preds = %41
  %113 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %4) #24
  br label %13
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.140", align 8
  %4 = alloca %"class.std::vector.116", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.140") align 8 %3, ptr noundef nonnull align 8 dereferenceable(120) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !18
  store ptr null, ptr %3, align 8, !tbaa !18
  %7 = load ptr, ptr %5, align 8, !tbaa !18
  store ptr %6, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !48
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !48
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(128) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !18
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI7DepositEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.116") align 8 %4)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %24 unwind label %41

24:                                               ; preds = %19
  %25 = load ptr, ptr %4, align 8, !tbaa !222
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !224
  %30 = ptrtoint ptr %29 to i64
  %31 = ptrtoint ptr %25 to i64
  %32 = sub i64 %30, %31
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %32) #28
  br label %33

33:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %34 = getelementptr inbounds i8, ptr %0, i64 80
  %35 = call noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %35, ptr noundef nonnull align 1 dereferenceable(12) @.str.29, i64 12, i1 false)
  %36 = getelementptr inbounds i8, ptr %35, i64 12
  store i8 0, ptr %36, align 1, !tbaa !50
  %37 = load ptr, ptr %34, align 8, !tbaa !18
  store ptr %35, ptr %34, align 8, !tbaa !18
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
  %43 = load ptr, ptr %4, align 8, !tbaa !222
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %4, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !224
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %50) #28
  br label %51

51:                                               ; preds = %41, %45
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI7DepositZZN12ParticleGrid7depositEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(120) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.138, align 1
  %4 = alloca %class.anon.137, align 8
  %5 = load i64, ptr %1, align 8, !tbaa !243
  store i64 %5, ptr %4, align 8, !tbaa !243
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !196
  store ptr %8, ptr %6, align 8, !tbaa !196
  %9 = getelementptr inbounds i8, ptr %4, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !43
  store ptr %11, ptr %9, align 8, !tbaa !43
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !28
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !28
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
  %27 = load ptr, ptr %26, align 8, !tbaa !196
  store ptr %27, ptr %25, align 8, !tbaa !196
  %28 = getelementptr inbounds i8, ptr %4, i64 48
  %29 = getelementptr inbounds i8, ptr %1, i64 48
  %30 = load ptr, ptr %29, align 8, !tbaa !43
  store ptr %30, ptr %28, align 8, !tbaa !43
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !28
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !28
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %4, i64 56
  %43 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %42, ptr noundef nonnull align 8 dereferenceable(64) %43, i64 64, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7DepositNS0_4itemILi3ELb1EEEZZN12ParticleGrid7depositEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %44 unwind label %99

44:                                               ; preds = %41
  %45 = load ptr, ptr %28, align 8, !tbaa !43
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !45
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !47
  %54 = load ptr, ptr %45, align 8, !tbaa !48
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  %57 = load ptr, ptr %45, align 8, !tbaa !48
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !28
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !51

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #24
  br label %71

71:                                               ; preds = %70, %67, %52, %44
  %72 = load ptr, ptr %9, align 8, !tbaa !43
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %71
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !45
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !47
  %81 = load ptr, ptr %72, align 8, !tbaa !48
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %84 = load ptr, ptr %72, align 8, !tbaa !48
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %78, -1
  store i32 %91, ptr %75, align 4, !tbaa !28
  br label %94

92:                                               ; preds = %87
  %93 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %78, %90 ], [ %93, %92 ]
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %98, !prof !51

97:                                               ; preds = %94
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

98:                                               ; preds = %71, %79, %94, %97
  ret void

99:                                               ; preds = %41
  %100 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %4) #24
  resume { ptr, i32 } %100
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI7DepositNS0_4itemILi3ELb1EEEZZN12ParticleGrid7depositEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !43
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !28
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !28
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  %18 = load ptr, ptr %17, align 8, !tbaa !43
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !28
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !28
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
  store i32 0, ptr %21, align 8, !tbaa !45
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !47
  %35 = load ptr, ptr %18, align 8, !tbaa !48
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %38 = load ptr, ptr %18, align 8, !tbaa !48
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !51

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
  store i32 0, ptr %54, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !47
  %60 = load ptr, ptr %5, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %63 = load ptr, ptr %5, align 8, !tbaa !48
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !28
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !51

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.140") align 8 %0, ptr noundef nonnull align 8 dereferenceable(120) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(128) ptr @_Znwm(i64 noundef 128) #26
  %6 = load i64, ptr %1, align 8, !tbaa !243
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !196
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !43
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !28
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !28
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %2
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %22, i64 16, i1 false)
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load ptr, ptr %23, align 8, !tbaa !196
  %25 = getelementptr inbounds i8, ptr %1, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !43
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !28
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !28
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %21, %32, %35
  %38 = getelementptr inbounds i8, ptr %1, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %38, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, i64 16), ptr %5, align 8, !tbaa !48
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %6, ptr %39, align 8, !tbaa !243
  %40 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %40, align 8, !tbaa !196
  %41 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %10, ptr %41, align 8, !tbaa !43
  br i1 %11, label %51, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %10, i64 8
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %49, label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %43, align 4, !tbaa !28
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %43, align 4, !tbaa !28
  br label %51

49:                                               ; preds = %42
  %50 = atomicrmw volatile add ptr %43, i32 1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %46, %37
  %52 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %53 = getelementptr inbounds i8, ptr %5, i64 48
  store ptr %24, ptr %53, align 8, !tbaa !196
  %54 = getelementptr inbounds i8, ptr %5, i64 56
  store ptr %26, ptr %54, align 8, !tbaa !43
  br i1 %27, label %64, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %26, i64 8
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %56, align 4, !tbaa !28
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %56, align 4, !tbaa !28
  br label %66

62:                                               ; preds = %55
  %63 = atomicrmw volatile add ptr %56, i32 1 acq_rel, align 4
  br label %66

64:                                               ; preds = %51
  %65 = getelementptr inbounds i8, ptr %5, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %65, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  br label %90

66:                                               ; preds = %59, %62
  %67 = getelementptr inbounds i8, ptr %5, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %67, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  %68 = load atomic i64, ptr %56 acquire, align 8
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %56, align 8, !tbaa !45
  %72 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %72, align 4, !tbaa !47
  %73 = load ptr, ptr %26, align 8, !tbaa !48
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  %76 = load ptr, ptr %26, align 8, !tbaa !48
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  tail call void %78(ptr noundef nonnull align 8 dereferenceable(16) %26) #24
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %56, align 4, !tbaa !28
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !51

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
  store i32 0, ptr %92, align 8, !tbaa !45
  %97 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %97, align 4, !tbaa !47
  %98 = load ptr, ptr %10, align 8, !tbaa !48
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %101 = load ptr, ptr %10, align 8, !tbaa !48
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  tail call void %103(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !28
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !51

114:                                              ; preds = %111
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %115

115:                                              ; preds = %90, %96, %111, %114
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI7DepositEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.116") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #26
  store ptr %4, ptr %0, align 8, !tbaa !222
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !224
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !228
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !228
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #24
  store i64 35038343200768, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !224
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !225
  %13 = load ptr, ptr %7, align 8, !tbaa !228
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !228
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #24
  %19 = load ptr, ptr %0, align 8, !tbaa !222
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !224
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #28
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, i64 16), ptr %0, align 8, !tbaa !48
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 128) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid7depositEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(128) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::item.149", align 8
  %3 = alloca [3 x i64], align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca %class.anon.137, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !243
  store i64 %7, ptr %5, align 8, !tbaa !243
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !196
  store ptr %10, ptr %8, align 8, !tbaa !196
  %11 = getelementptr inbounds i8, ptr %5, i64 16
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !43
  store ptr %13, ptr %11, align 8, !tbaa !43
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %1
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !28
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !28
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %19, %1
  %25 = getelementptr inbounds i8, ptr %5, i64 24
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %26, i64 16, i1 false)
  %27 = getelementptr inbounds i8, ptr %5, i64 40
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = load ptr, ptr %28, align 8, !tbaa !196
  store ptr %29, ptr %27, align 8, !tbaa !196
  %30 = getelementptr inbounds i8, ptr %5, i64 48
  %31 = getelementptr inbounds i8, ptr %0, i64 56
  %32 = load ptr, ptr %31, align 8, !tbaa !43
  store ptr %32, ptr %30, align 8, !tbaa !43
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %24
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !28
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !28
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %24, %38, %41
  %44 = getelementptr inbounds i8, ptr %5, i64 56
  %45 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %44, ptr noundef nonnull align 8 dereferenceable(64) %45, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  store i64 1, ptr %2, align 8
  %46 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %46, align 8
  %47 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 1, ptr %47, align 8
  %48 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %48, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false)
  %49 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %49, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false)
  invoke void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(120) %5, ptr noundef nonnull byval(%"class.sycl::_V1::item.149") align 8 %2)
          to label %50 unwind label %105

50:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  %51 = load ptr, ptr %30, align 8, !tbaa !43
  %52 = icmp eq ptr %51, null
  br i1 %52, label %77, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load atomic i64, ptr %54 acquire, align 8
  %56 = icmp eq i64 %55, 4294967297
  %57 = trunc i64 %55 to i32
  br i1 %56, label %58, label %66

58:                                               ; preds = %53
  store i32 0, ptr %54, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %59, align 4, !tbaa !47
  %60 = load ptr, ptr %51, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %51) #24
  %63 = load ptr, ptr %51, align 8, !tbaa !48
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  call void %65(ptr noundef nonnull align 8 dereferenceable(16) %51) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !28
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !51

76:                                               ; preds = %73
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %51) #24
  br label %77

77:                                               ; preds = %76, %73, %58, %50
  %78 = load ptr, ptr %11, align 8, !tbaa !43
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !45
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !47
  %87 = load ptr, ptr %78, align 8, !tbaa !48
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  %90 = load ptr, ptr %78, align 8, !tbaa !48
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !28
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !51

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #24
  br label %104

104:                                              ; preds = %77, %85, %100, %103
  ret void

105:                                              ; preds = %43
  %106 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(120) %5) #24
  resume { ptr, i32 } %106
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(120) %0, ptr noundef byval(%"class.sycl::_V1::item.149") align 8 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  %4 = load i64, ptr %3, align 8, !tbaa !58
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  %6 = load i64, ptr %5, align 8, !tbaa !58
  %7 = sub i64 %4, %6
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !58
  %10 = mul i64 %7, %9
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !58
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load i64, ptr %13, align 8, !tbaa !58
  %15 = getelementptr inbounds i8, ptr %1, i64 56
  %16 = load i64, ptr %15, align 8, !tbaa !58
  %17 = add i64 %14, %10
  %18 = sub i64 %17, %16
  %19 = mul i64 %18, %12
  %20 = getelementptr inbounds i8, ptr %1, i64 40
  %21 = load i64, ptr %20, align 8, !tbaa !58
  %22 = getelementptr inbounds i8, ptr %1, i64 64
  %23 = load i64, ptr %22, align 8, !tbaa !58
  %24 = sub i64 %21, %23
  %25 = add i64 %24, %19
  %26 = trunc i64 %25 to i32
  %27 = load i64, ptr %0, align 8, !tbaa !243
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %2
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  br label %58

31:                                               ; preds = %78, %2
  %32 = phi float [ 0.000000e+00, %2 ], [ %79, %78 ]
  %33 = getelementptr inbounds i8, ptr %0, i64 40
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !255
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !258
  %36 = load i64, ptr %35, align 8
  %37 = add i64 %36, %4
  %38 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !261
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load i64, ptr %39, align 8
  %41 = mul i64 %40, %37
  %42 = add i64 %41, %14
  %43 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !264
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load i64, ptr %44, align 8
  %46 = add i64 %42, %45
  %47 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !267
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load i64, ptr %48, align 8
  %50 = mul i64 %49, %46
  %51 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %33), !noalias !270
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load i64, ptr %52, align 8
  %54 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #24
  %55 = getelementptr float, ptr %54, i64 %21
  %56 = getelementptr float, ptr %55, i64 %50
  %57 = getelementptr float, ptr %56, i64 %53
  store float %32, ptr %57, align 4, !tbaa !27
  ret void

58:                                               ; preds = %29, %78
  %59 = phi i64 [ 0, %29 ], [ %80, %78 ]
  %60 = phi float [ 0.000000e+00, %29 ], [ %79, %78 ]
  %61 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !273
  %62 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !276
  %63 = load i64, ptr %62, align 8
  %64 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %65 = getelementptr %struct.Particle, ptr %64, i64 %63
  %66 = getelementptr %struct.Particle, ptr %65, i64 %59, i32 7
  %67 = load i32, ptr %66, align 4, !tbaa !115
  %68 = icmp eq i32 %67, %26
  br i1 %68, label %69, label %78

69:                                               ; preds = %58
  %70 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !279
  %71 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %30), !noalias !282
  %72 = load i64, ptr %71, align 8
  %73 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %30) #24
  %74 = getelementptr %struct.Particle, ptr %73, i64 %72
  %75 = getelementptr %struct.Particle, ptr %74, i64 %59, i32 6
  %76 = load float, ptr %75, align 4, !tbaa !38
  %77 = fadd float %60, %76
  br label %78

78:                                               ; preds = %58, %69
  %79 = phi float [ %77, %69 ], [ %60, %58 ]
  %80 = add nuw i64 %59, 1
  %81 = load i64, ptr %0, align 8, !tbaa !243
  %82 = icmp ult i64 %80, %81
  br i1 %82, label %58, label %31, !llvm.loop !285
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IS2_Li1ENS0_6detail17aligned_allocatorIS2_EEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSD_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.16", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %6, align 8, !tbaa !58, !alias.scope !286
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %12, align 8, !tbaa !58, !alias.scope !286
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %13, align 8, !tbaa !58, !alias.scope !286
  store i64 %11, ptr %7, align 8, !tbaa !58, !alias.scope !289
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %14, align 8, !tbaa !58, !alias.scope !289
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !58, !alias.scope !289
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %16 = load i64, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = getelementptr inbounds i8, ptr %2, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = load ptr, ptr %17, align 8, !tbaa !18
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %4
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !51

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #26
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !212
  store ptr %33, ptr %31, align 8, !tbaa !212
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !43
  store ptr %36, ptr %34, align 8, !tbaa !43
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !28
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !28
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !214

51:                                               ; preds = %47, %4
  %52 = phi ptr [ null, %4 ], [ %29, %47 ]
  %53 = phi ptr [ null, %4 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !40
  %56 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !42
  %57 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !53
  %58 = load ptr, ptr %1, align 8, !tbaa !169
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

61:                                               ; preds = %51
  %62 = getelementptr inbounds i8, ptr %1, i64 24
  %63 = load i64, ptr %62, align 8, !tbaa !167
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i8, ptr %64, align 8, !tbaa !168, !range !191, !noundef !106
  %66 = trunc nuw i8 %65 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, i32 noundef 1024, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 32, i1 noundef zeroext false, i64 noundef %63, i1 noundef zeroext %66, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %67 unwind label %226

67:                                               ; preds = %61
  %68 = icmp eq ptr %52, %53
  br i1 %68, label %103, label %69

69:                                               ; preds = %67, %98
  %70 = phi ptr [ %99, %98 ], [ %52, %67 ]
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !43
  %73 = icmp eq ptr %72, null
  br i1 %73, label %98, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %77 = icmp eq i64 %76, 4294967297
  %78 = trunc i64 %76 to i32
  br i1 %77, label %79, label %87

79:                                               ; preds = %74
  store i32 0, ptr %75, align 8, !tbaa !45
  %80 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 0, ptr %80, align 4, !tbaa !47
  %81 = load ptr, ptr %72, align 8, !tbaa !48
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load ptr, ptr %82, align 8
  tail call void %83(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  %84 = load ptr, ptr %72, align 8, !tbaa !48
  %85 = getelementptr inbounds i8, ptr %84, i64 24
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

87:                                               ; preds = %74
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = add nsw i32 %78, -1
  store i32 %91, ptr %75, align 4, !tbaa !28
  br label %94

92:                                               ; preds = %87
  %93 = atomicrmw volatile add ptr %75, i32 -1 acq_rel, align 4
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %78, %90 ], [ %93, %92 ]
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %98, !prof !51

97:                                               ; preds = %94
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %72) #24
  br label %98

98:                                               ; preds = %97, %94, %79, %69
  %99 = getelementptr inbounds i8, ptr %70, i64 16
  %100 = icmp eq ptr %99, %53
  br i1 %100, label %101, label %69, !llvm.loop !52

101:                                              ; preds = %98
  %102 = load ptr, ptr %55, align 8, !tbaa !40
  br label %103

103:                                              ; preds = %101, %67
  %104 = phi ptr [ %102, %101 ], [ %52, %67 ]
  %105 = icmp eq ptr %104, null
  br i1 %105, label %111, label %106

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !53
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %104 to i64
  %110 = sub i64 %108, %109
  tail call void @_ZdlPvm(ptr noundef nonnull %104, i64 noundef %110) #28
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %116, i32 %118, ptr %119, ptr noundef nonnull @.str.31)
          to label %120 unwind label %122

120:                                              ; preds = %115
  invoke void @__cxa_throw(ptr nonnull %116, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
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
  %126 = load ptr, ptr %18, align 8, !tbaa !18
  %127 = load ptr, ptr %17, align 8, !tbaa !18
  %128 = ptrtoint ptr %126 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = icmp eq ptr %126, %127
  br i1 %131, label %159, label %132

132:                                              ; preds = %124
  %133 = icmp ugt i64 %130, 9223372036854775792
  br i1 %133, label %134, label %136, !prof !51

134:                                              ; preds = %132
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %135 unwind label %230

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %132
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %130) #26
          to label %138 unwind label %230

138:                                              ; preds = %136, %155
  %139 = phi ptr [ %157, %155 ], [ %137, %136 ]
  %140 = phi ptr [ %156, %155 ], [ %127, %136 ]
  %141 = load ptr, ptr %140, align 8, !tbaa !212
  store ptr %141, ptr %139, align 8, !tbaa !212
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !43
  store ptr %144, ptr %142, align 8, !tbaa !43
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %138
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !28
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !28
  br label %155

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %150, %138
  %156 = getelementptr inbounds i8, ptr %140, i64 16
  %157 = getelementptr inbounds i8, ptr %139, i64 16
  %158 = icmp eq ptr %156, %126
  br i1 %158, label %159, label %138, !llvm.loop !214

159:                                              ; preds = %155, %124
  %160 = phi ptr [ null, %124 ], [ %137, %155 ]
  %161 = phi ptr [ null, %124 ], [ %157, %155 ]
  %162 = getelementptr inbounds i8, ptr %160, i64 %130
  store i64 %125, ptr %9, align 8
  %163 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %160, ptr %163, align 8, !tbaa !40
  %164 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %161, ptr %164, align 8, !tbaa !42
  %165 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %162, ptr %165, align 8, !tbaa !53
  %166 = and i64 %125, 16
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %177, label %168

168:                                              ; preds = %159
  %169 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %170 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %171 = extractvalue { i32, ptr } %170, 0
  %172 = extractvalue { i32, ptr } %170, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %169, i32 %171, ptr %172, ptr noundef nonnull @.str.18)
          to label %173 unwind label %175

173:                                              ; preds = %168
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
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
  %182 = load ptr, ptr %181, align 8, !tbaa !43
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !45
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !47
  %191 = load ptr, ptr %182, align 8, !tbaa !48
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  tail call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  %194 = load ptr, ptr %182, align 8, !tbaa !48
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  tail call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %185, align 4, !tbaa !28
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !51

207:                                              ; preds = %204
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #24
  br label %208

208:                                              ; preds = %207, %204, %189, %179
  %209 = getelementptr inbounds i8, ptr %180, i64 16
  %210 = icmp eq ptr %209, %161
  br i1 %210, label %211, label %179, !llvm.loop !52

211:                                              ; preds = %208
  %212 = load ptr, ptr %163, align 8, !tbaa !40
  br label %213

213:                                              ; preds = %211, %177
  %214 = phi ptr [ %212, %211 ], [ %160, %177 ]
  %215 = icmp eq ptr %214, null
  br i1 %215, label %221, label %216

216:                                              ; preds = %213
  %217 = load ptr, ptr %165, align 8, !tbaa !53
  %218 = ptrtoint ptr %217 to i64
  %219 = ptrtoint ptr %214 to i64
  %220 = sub i64 %218, %219
  tail call void @_ZdlPvm(ptr noundef nonnull %214, i64 noundef %220) #28
  br label %221

221:                                              ; preds = %213, %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %222 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %228

223:                                              ; preds = %221
  br i1 %222, label %238, label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %0, align 8, !tbaa !196
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
  store ptr %239, ptr %112, align 8, !tbaa !101
  %241 = load ptr, ptr %1, align 8, !tbaa !169
  %242 = icmp eq ptr %241, null
  br i1 %242, label %243, label %244

243:                                              ; preds = %240
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferI8ParticleLi1ENS1_17aligned_allocatorIS4_EEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

244:                                              ; preds = %240
  %245 = load ptr, ptr %0, align 8, !tbaa !196
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.16") align 8, ptr noundef byval(%"class.sycl::_V1::range.16") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #11

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvE15get_host_accessIJNS0_10mode_tag_tILNS0_6access4modeE1024EEEEEEDaDpT_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::host_accessor.162") align 8 %0, ptr noundef nonnull align 8 dereferenceable(49) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %4 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr @.str.12, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @.str.32, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 587, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 12, ptr %7, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %8 unwind label %58

8:                                                ; preds = %2
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !40
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !42
  %13 = icmp eq ptr %10, %12
  br i1 %13, label %48, label %14

14:                                               ; preds = %8, %43
  %15 = phi ptr [ %44, %43 ], [ %10, %8 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !43
  %18 = icmp eq ptr %17, null
  br i1 %18, label %43, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load atomic i64, ptr %20 acquire, align 8
  %22 = icmp eq i64 %21, 4294967297
  %23 = trunc i64 %21 to i32
  br i1 %22, label %24, label %32

24:                                               ; preds = %19
  store i32 0, ptr %20, align 8, !tbaa !45
  %25 = getelementptr inbounds i8, ptr %17, i64 12
  store i32 0, ptr %25, align 4, !tbaa !47
  %26 = load ptr, ptr %17, align 8, !tbaa !48
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load ptr, ptr %27, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  %29 = load ptr, ptr %17, align 8, !tbaa !48
  %30 = getelementptr inbounds i8, ptr %29, i64 24
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

32:                                               ; preds = %19
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %23, -1
  store i32 %36, ptr %20, align 4, !tbaa !28
  br label %39

37:                                               ; preds = %32
  %38 = atomicrmw volatile add ptr %20, i32 -1 acq_rel, align 4
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %23, %35 ], [ %38, %37 ]
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %42, label %43, !prof !51

42:                                               ; preds = %39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %17) #24
  br label %43

43:                                               ; preds = %42, %39, %24, %14
  %44 = getelementptr inbounds i8, ptr %15, i64 16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %46, label %14, !llvm.loop !52

46:                                               ; preds = %43
  %47 = load ptr, ptr %9, align 8, !tbaa !40
  br label %48

48:                                               ; preds = %46, %8
  %49 = phi ptr [ %47, %46 ], [ %10, %8 ]
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !53
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %49 to i64
  %56 = sub i64 %54, %55
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %56) #28
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id", align 8
  %6 = alloca %"class.sycl::_V1::range.16", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %11 = load i64, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !18
  %15 = load ptr, ptr %12, align 8, !tbaa !18
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %4
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !51

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #26
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !212
  store ptr %28, ptr %26, align 8, !tbaa !212
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  store ptr %31, ptr %29, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !28
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !28
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !214

46:                                               ; preds = %42, %4
  %47 = phi ptr [ null, %4 ], [ %24, %42 ]
  %48 = phi ptr [ null, %4 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %8, align 8
  %50 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !40
  %51 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !42
  %52 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !53
  %53 = load ptr, ptr %1, align 8, !tbaa !169
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

56:                                               ; preds = %46
  %57 = getelementptr inbounds i8, ptr %1, i64 40
  %58 = load i64, ptr %57, align 8, !tbaa !180
  %59 = getelementptr inbounds i8, ptr %1, i64 48
  %60 = load i8, ptr %59, align 8, !tbaa !181, !range !191, !noundef !106
  %61 = trunc nuw i8 %60 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, i32 noundef 1024, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i1 noundef zeroext false, i64 noundef %58, i1 noundef zeroext %61, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %62 unwind label %221

62:                                               ; preds = %56
  %63 = icmp eq ptr %47, %48
  br i1 %63, label %98, label %64

64:                                               ; preds = %62, %93
  %65 = phi ptr [ %94, %93 ], [ %47, %62 ]
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !43
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !45
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !47
  %76 = load ptr, ptr %67, align 8, !tbaa !48
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  tail call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  %79 = load ptr, ptr %67, align 8, !tbaa !48
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !28
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !51

92:                                               ; preds = %89
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #24
  br label %93

93:                                               ; preds = %92, %89, %74, %64
  %94 = getelementptr inbounds i8, ptr %65, i64 16
  %95 = icmp eq ptr %94, %48
  br i1 %95, label %96, label %64, !llvm.loop !52

96:                                               ; preds = %93
  %97 = load ptr, ptr %50, align 8, !tbaa !40
  br label %98

98:                                               ; preds = %96, %62
  %99 = phi ptr [ %97, %96 ], [ %47, %62 ]
  %100 = icmp eq ptr %99, null
  br i1 %100, label %106, label %101

101:                                              ; preds = %98
  %102 = load ptr, ptr %52, align 8, !tbaa !53
  %103 = ptrtoint ptr %102 to i64
  %104 = ptrtoint ptr %99 to i64
  %105 = sub i64 %103, %104
  tail call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef %105) #28
  br label %106

106:                                              ; preds = %98, %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %107 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %107, i8 0, i64 64, i1 false)
  %108 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost25isMemoryObjectUsedByGraphEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %109 unwind label %223

109:                                              ; preds = %106
  br i1 %108, label %110, label %119

110:                                              ; preds = %109
  %111 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %112 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %113 = extractvalue { i32, ptr } %112, 0
  %114 = extractvalue { i32, ptr } %112, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %111, i32 %113, ptr %114, ptr noundef nonnull @.str.31)
          to label %115 unwind label %117

115:                                              ; preds = %110
  invoke void @__cxa_throw(ptr nonnull %111, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %116 unwind label %223

116:                                              ; preds = %115
  unreachable

117:                                              ; preds = %110
  %118 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %111) #24
  br label %248

119:                                              ; preds = %109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %120 = load i64, ptr %2, align 8
  %121 = load ptr, ptr %13, align 8, !tbaa !18
  %122 = load ptr, ptr %12, align 8, !tbaa !18
  %123 = ptrtoint ptr %121 to i64
  %124 = ptrtoint ptr %122 to i64
  %125 = sub i64 %123, %124
  %126 = icmp eq ptr %121, %122
  br i1 %126, label %154, label %127

127:                                              ; preds = %119
  %128 = icmp ugt i64 %125, 9223372036854775792
  br i1 %128, label %129, label %131, !prof !51

129:                                              ; preds = %127
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %130 unwind label %225

130:                                              ; preds = %129
  unreachable

131:                                              ; preds = %127
  %132 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %125) #26
          to label %133 unwind label %225

133:                                              ; preds = %131, %150
  %134 = phi ptr [ %152, %150 ], [ %132, %131 ]
  %135 = phi ptr [ %151, %150 ], [ %122, %131 ]
  %136 = load ptr, ptr %135, align 8, !tbaa !212
  store ptr %136, ptr %134, align 8, !tbaa !212
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !43
  store ptr %139, ptr %137, align 8, !tbaa !43
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %133
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !28
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !28
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %133
  %151 = getelementptr inbounds i8, ptr %135, i64 16
  %152 = getelementptr inbounds i8, ptr %134, i64 16
  %153 = icmp eq ptr %151, %121
  br i1 %153, label %154, label %133, !llvm.loop !214

154:                                              ; preds = %150, %119
  %155 = phi ptr [ null, %119 ], [ %132, %150 ]
  %156 = phi ptr [ null, %119 ], [ %152, %150 ]
  %157 = getelementptr inbounds i8, ptr %155, i64 %125
  store i64 %120, ptr %9, align 8
  %158 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %155, ptr %158, align 8, !tbaa !40
  %159 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %156, ptr %159, align 8, !tbaa !42
  %160 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %157, ptr %160, align 8, !tbaa !53
  %161 = and i64 %120, 16
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %172, label %163

163:                                              ; preds = %154
  %164 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %165 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %166 = extractvalue { i32, ptr } %165, 0
  %167 = extractvalue { i32, ptr } %165, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %164, i32 %166, ptr %167, ptr noundef nonnull @.str.18)
          to label %168 unwind label %170

168:                                              ; preds = %163
  invoke void @__cxa_throw(ptr nonnull %164, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %169 unwind label %227

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %163
  %171 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %164) #24
  br label %229

172:                                              ; preds = %154
  %173 = icmp eq ptr %155, %156
  br i1 %173, label %208, label %174

174:                                              ; preds = %172, %203
  %175 = phi ptr [ %204, %203 ], [ %155, %172 ]
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !43
  %178 = icmp eq ptr %177, null
  br i1 %178, label %203, label %179

179:                                              ; preds = %174
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !45
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !47
  %186 = load ptr, ptr %177, align 8, !tbaa !48
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  tail call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  %189 = load ptr, ptr %177, align 8, !tbaa !48
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  tail call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %203

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !28
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %203, !prof !51

202:                                              ; preds = %199
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %203

203:                                              ; preds = %202, %199, %184, %174
  %204 = getelementptr inbounds i8, ptr %175, i64 16
  %205 = icmp eq ptr %204, %156
  br i1 %205, label %206, label %174, !llvm.loop !52

206:                                              ; preds = %203
  %207 = load ptr, ptr %158, align 8, !tbaa !40
  br label %208

208:                                              ; preds = %206, %172
  %209 = phi ptr [ %207, %206 ], [ %155, %172 ]
  %210 = icmp eq ptr %209, null
  br i1 %210, label %216, label %211

211:                                              ; preds = %208
  %212 = load ptr, ptr %160, align 8, !tbaa !53
  %213 = ptrtoint ptr %212 to i64
  %214 = ptrtoint ptr %209 to i64
  %215 = sub i64 %213, %214
  tail call void @_ZdlPvm(ptr noundef nonnull %209, i64 noundef %215) #28
  br label %216

216:                                              ; preds = %208, %211
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %217 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %223

218:                                              ; preds = %216
  br i1 %217, label %233, label %219

219:                                              ; preds = %218
  %220 = load ptr, ptr %0, align 8, !tbaa !196
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %220)
          to label %233 unwind label %223

221:                                              ; preds = %56
  %222 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %250

223:                                              ; preds = %245, %241, %233, %115, %106, %239, %219, %216
  %224 = landingpad { ptr, i32 }
          cleanup
  br label %248

225:                                              ; preds = %131, %129
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %231

227:                                              ; preds = %168
  %228 = landingpad { ptr, i32 }
          cleanup
  br label %229

229:                                              ; preds = %170, %227
  %230 = phi { ptr, i32 } [ %228, %227 ], [ %171, %170 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %231

231:                                              ; preds = %229, %225
  %232 = phi { ptr, i32 } [ %230, %229 ], [ %226, %225 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %248

233:                                              ; preds = %219, %218
  %234 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %223

235:                                              ; preds = %233
  store ptr %234, ptr %107, align 8, !tbaa !292
  %236 = load ptr, ptr %1, align 8, !tbaa !169
  %237 = icmp eq ptr %236, null
  br i1 %237, label %238, label %239

238:                                              ; preds = %235
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

239:                                              ; preds = %235
  %240 = load ptr, ptr %0, align 8, !tbaa !196
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %236, ptr noundef %240, i32 noundef 2018, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %241 unwind label %223

241:                                              ; preds = %239
  %242 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %243 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %244 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %245 unwind label %223

245:                                              ; preds = %241
  %246 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %247 unwind label %223

247:                                              ; preds = %245
  ret void

248:                                              ; preds = %223, %117, %231
  %249 = phi { ptr, i32 } [ %232, %231 ], [ %224, %223 ], [ %118, %117 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %250

250:                                              ; preds = %248, %221
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %222, %221 ]
  resume { ptr, i32 } %251
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2ERKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = alloca %"struct.std::array", align 16
  %7 = load i64, ptr %1, align 8, !tbaa !58
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !58
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !58
  %12 = shl i64 %7, 2
  %13 = mul i64 %12, %9
  %14 = mul i64 %13, %11
  %15 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !294
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %15, align 8, !tbaa !48, !noalias !294
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 128, ptr %16, align 8, !tbaa !176, !noalias !294
  %17 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 4, ptr %17, align 8, !tbaa !178, !noalias !294
  store ptr %15, ptr %5, align 8, !tbaa !165
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 noundef %14, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull %5)
          to label %18 unwind label %40

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8, !tbaa !18
  %20 = icmp eq ptr %19, null
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr %19, align 8, !tbaa !48
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(8) %19) #24
  br label %25

25:                                               ; preds = %18, %21
  store ptr null, ptr %5, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false)
  %27 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %27, align 8, !tbaa !180
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %28, align 8, !tbaa !181
  %29 = load ptr, ptr %0, align 8, !tbaa !169
  %30 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !182
  %31 = load i8, ptr %30, align 1, !tbaa !50
  %32 = icmp eq i8 %31, 42
  %33 = zext i1 %32 to i64
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !297)
  %35 = load <2 x i64>, ptr %26, align 8, !tbaa !58, !noalias !297
  store <2 x i64> %35, ptr %6, align 16, !tbaa !58, !alias.scope !297
  %36 = getelementptr inbounds i8, ptr %6, i64 16
  %37 = getelementptr inbounds i8, ptr %0, i64 32
  %38 = load i64, ptr %37, align 8, !tbaa !58, !noalias !297
  store i64 %38, ptr %36, align 16, !tbaa !58, !alias.scope !297
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %29, ptr noundef null, ptr noundef nonnull %34, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %6)
          to label %39 unwind label %48

39:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #24
  ret void

40:                                               ; preds = %4
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = load ptr, ptr %5, align 8, !tbaa !18
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %40
  %45 = load ptr, ptr %42, align 8, !tbaa !48
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(8) %42) #24
  br label %50

48:                                               ; preds = %25
  %49 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %50

50:                                               ; preds = %40, %44, %48
  %51 = phi { ptr, i32 } [ %49, %48 ], [ %41, %44 ], [ %41, %40 ]
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !48
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !43
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !45
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !47
  %33 = load ptr, ptr %24, align 8, !tbaa !48
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !28
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !51

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

declare void @_ZN4sycl3_V16detail12buffer_plainC2EmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS7_EE(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor.170", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.173", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::range.16", align 16
  %12 = alloca %"class.sycl::_V1::id", align 8
  %13 = alloca %class.anon.177, align 8
  %14 = load ptr, ptr %0, align 8, !tbaa !300
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #24
  %15 = getelementptr inbounds i8, ptr %14, i64 112
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.6, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.17, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 100, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %18, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %7, ptr noundef nonnull align 8 dereferenceable(49) %15, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %19 unwind label %283

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %22 unwind label %20

20:                                               ; preds = %19
  %21 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #24
  br label %285

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %23 = getelementptr inbounds i8, ptr %8, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !40
  %25 = getelementptr inbounds i8, ptr %8, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !42
  %27 = icmp eq ptr %24, %26
  br i1 %27, label %62, label %28

28:                                               ; preds = %22, %57
  %29 = phi ptr [ %58, %57 ], [ %24, %22 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %56, %53, %38, %28
  %58 = getelementptr inbounds i8, ptr %29, i64 16
  %59 = icmp eq ptr %58, %26
  br i1 %59, label %60, label %28, !llvm.loop !52

60:                                               ; preds = %57
  %61 = load ptr, ptr %23, align 8, !tbaa !40
  br label %62

62:                                               ; preds = %60, %22
  %63 = phi ptr [ %61, %60 ], [ %24, %22 ]
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %8, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !53
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #28
  br label %71

71:                                               ; preds = %65, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #24
  %72 = getelementptr inbounds i8, ptr %0, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !302
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %74 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %74, i8 0, i64 24, i1 false)
  store i64 16, ptr %10, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.6, ptr %4, align 8
  %75 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 101, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %77, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %9, ptr noundef nonnull align 8 dereferenceable(49) %73, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %78 unwind label %287

78:                                               ; preds = %71
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %73, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %81 unwind label %79

79:                                               ; preds = %78
  %80 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %289

81:                                               ; preds = %78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %82 = load ptr, ptr %74, align 8, !tbaa !40
  %83 = getelementptr inbounds i8, ptr %10, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !42
  %85 = icmp eq ptr %82, %84
  br i1 %85, label %120, label %86

86:                                               ; preds = %81, %115
  %87 = phi ptr [ %116, %115 ], [ %82, %81 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !43
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !45
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !47
  %98 = load ptr, ptr %89, align 8, !tbaa !48
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  %101 = load ptr, ptr %89, align 8, !tbaa !48
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !28
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !51

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

115:                                              ; preds = %114, %111, %96, %86
  %116 = getelementptr inbounds i8, ptr %87, i64 16
  %117 = icmp eq ptr %116, %84
  br i1 %117, label %118, label %86, !llvm.loop !52

118:                                              ; preds = %115
  %119 = load ptr, ptr %74, align 8, !tbaa !40
  br label %120

120:                                              ; preds = %118, %81
  %121 = phi ptr [ %119, %118 ], [ %82, %81 ]
  %122 = icmp eq ptr %121, null
  br i1 %122, label %129, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %10, i64 24
  %125 = load ptr, ptr %124, align 8, !tbaa !53
  %126 = ptrtoint ptr %125 to i64
  %127 = ptrtoint ptr %121 to i64
  %128 = sub i64 %126, %127
  call void @_ZdlPvm(ptr noundef nonnull %121, i64 noundef %128) #28
  br label %129

129:                                              ; preds = %123, %120
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %130 = getelementptr inbounds i8, ptr %14, i64 8
  %131 = getelementptr inbounds i8, ptr %14, i64 24
  %132 = load i64, ptr %131, align 8, !tbaa !113
  %133 = add i64 %132, -2
  %134 = load <2 x i64>, ptr %130, align 8, !tbaa !58
  %135 = add <2 x i64> %134, <i64 -2, i64 -2>
  store <2 x i64> %135, ptr %11, align 16, !tbaa !58
  %136 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 %133, ptr %136, align 16, !tbaa !58
  store i64 1, ptr %12, align 8, !tbaa !58
  %137 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 1, ptr %137, align 8, !tbaa !58
  %138 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 1, ptr %138, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #24
  %139 = load ptr, ptr %7, align 8, !tbaa !196
  store ptr %139, ptr %13, align 8, !tbaa !196
  %140 = getelementptr inbounds i8, ptr %13, i64 8
  %141 = getelementptr inbounds i8, ptr %7, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !43
  store ptr %142, ptr %140, align 8, !tbaa !43
  %143 = icmp eq ptr %142, null
  br i1 %143, label %153, label %144

144:                                              ; preds = %129
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %151, label %148

148:                                              ; preds = %144
  %149 = load i32, ptr %145, align 4, !tbaa !28
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %145, align 4, !tbaa !28
  br label %153

151:                                              ; preds = %144
  %152 = atomicrmw volatile add ptr %145, i32 1 acq_rel, align 4
  br label %153

153:                                              ; preds = %129, %148, %151
  %154 = getelementptr inbounds i8, ptr %13, i64 16
  %155 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %154, ptr noundef nonnull align 8 dereferenceable(64) %155, i64 64, i1 false)
  %156 = getelementptr inbounds i8, ptr %13, i64 80
  %157 = load ptr, ptr %9, align 8, !tbaa !196
  store ptr %157, ptr %156, align 8, !tbaa !196
  %158 = getelementptr inbounds i8, ptr %13, i64 88
  %159 = getelementptr inbounds i8, ptr %9, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !43
  store ptr %160, ptr %158, align 8, !tbaa !43
  %161 = icmp eq ptr %160, null
  br i1 %161, label %171, label %162

162:                                              ; preds = %153
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %165 = icmp eq i8 %164, 0
  br i1 %165, label %169, label %166

166:                                              ; preds = %162
  %167 = load i32, ptr %163, align 4, !tbaa !28
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %163, align 4, !tbaa !28
  br label %171

169:                                              ; preds = %162
  %170 = atomicrmw volatile add ptr %163, i32 1 acq_rel, align 4
  br label %171

171:                                              ; preds = %153, %166, %169
  %172 = getelementptr inbounds i8, ptr %13, i64 96
  %173 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %172, ptr noundef nonnull align 8 dereferenceable(64) %173, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3EEEvNS0_5rangeIXT1_EEENS0_2idIXT1_EEERKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %11, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %12, ptr noundef nonnull align 8 dereferenceable(160) %13)
          to label %174 unwind label %291

174:                                              ; preds = %171
  %175 = load ptr, ptr %158, align 8, !tbaa !43
  %176 = icmp eq ptr %175, null
  br i1 %176, label %201, label %177

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load atomic i64, ptr %178 acquire, align 8
  %180 = icmp eq i64 %179, 4294967297
  %181 = trunc i64 %179 to i32
  br i1 %180, label %182, label %190

182:                                              ; preds = %177
  store i32 0, ptr %178, align 8, !tbaa !45
  %183 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %183, align 4, !tbaa !47
  %184 = load ptr, ptr %175, align 8, !tbaa !48
  %185 = getelementptr inbounds i8, ptr %184, i64 16
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  %187 = load ptr, ptr %175, align 8, !tbaa !48
  %188 = getelementptr inbounds i8, ptr %187, i64 24
  %189 = load ptr, ptr %188, align 8
  call void %189(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  br label %201

190:                                              ; preds = %177
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %195, label %193

193:                                              ; preds = %190
  %194 = add nsw i32 %181, -1
  store i32 %194, ptr %178, align 4, !tbaa !28
  br label %197

195:                                              ; preds = %190
  %196 = atomicrmw volatile add ptr %178, i32 -1 acq_rel, align 4
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi i32 [ %181, %193 ], [ %196, %195 ]
  %199 = icmp eq i32 %198, 1
  br i1 %199, label %200, label %201, !prof !51

200:                                              ; preds = %197
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  br label %201

201:                                              ; preds = %200, %197, %182, %174
  %202 = load ptr, ptr %140, align 8, !tbaa !43
  %203 = icmp eq ptr %202, null
  br i1 %203, label %228, label %204

204:                                              ; preds = %201
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load atomic i64, ptr %205 acquire, align 8
  %207 = icmp eq i64 %206, 4294967297
  %208 = trunc i64 %206 to i32
  br i1 %207, label %209, label %217

209:                                              ; preds = %204
  store i32 0, ptr %205, align 8, !tbaa !45
  %210 = getelementptr inbounds i8, ptr %202, i64 12
  store i32 0, ptr %210, align 4, !tbaa !47
  %211 = load ptr, ptr %202, align 8, !tbaa !48
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  %214 = load ptr, ptr %202, align 8, !tbaa !48
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  br label %228

217:                                              ; preds = %204
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %208, -1
  store i32 %221, ptr %205, align 4, !tbaa !28
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %205, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %208, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !51

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  br label %228

228:                                              ; preds = %201, %209, %224, %227
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #24
  %229 = load ptr, ptr %159, align 8, !tbaa !43
  %230 = icmp eq ptr %229, null
  br i1 %230, label %255, label %231

231:                                              ; preds = %228
  %232 = getelementptr inbounds i8, ptr %229, i64 8
  %233 = load atomic i64, ptr %232 acquire, align 8
  %234 = icmp eq i64 %233, 4294967297
  %235 = trunc i64 %233 to i32
  br i1 %234, label %236, label %244

236:                                              ; preds = %231
  store i32 0, ptr %232, align 8, !tbaa !45
  %237 = getelementptr inbounds i8, ptr %229, i64 12
  store i32 0, ptr %237, align 4, !tbaa !47
  %238 = load ptr, ptr %229, align 8, !tbaa !48
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  %241 = load ptr, ptr %229, align 8, !tbaa !48
  %242 = getelementptr inbounds i8, ptr %241, i64 24
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  br label %255

244:                                              ; preds = %231
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %244
  %248 = add nsw i32 %235, -1
  store i32 %248, ptr %232, align 4, !tbaa !28
  br label %251

249:                                              ; preds = %244
  %250 = atomicrmw volatile add ptr %232, i32 -1 acq_rel, align 4
  br label %251

251:                                              ; preds = %249, %247
  %252 = phi i32 [ %235, %247 ], [ %250, %249 ]
  %253 = icmp eq i32 %252, 1
  br i1 %253, label %254, label %255, !prof !51

254:                                              ; preds = %251
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  br label %255

255:                                              ; preds = %228, %236, %251, %254
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  %256 = load ptr, ptr %141, align 8, !tbaa !43
  %257 = icmp eq ptr %256, null
  br i1 %257, label %282, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds i8, ptr %256, i64 8
  %260 = load atomic i64, ptr %259 acquire, align 8
  %261 = icmp eq i64 %260, 4294967297
  %262 = trunc i64 %260 to i32
  br i1 %261, label %263, label %271

263:                                              ; preds = %258
  store i32 0, ptr %259, align 8, !tbaa !45
  %264 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %264, align 4, !tbaa !47
  %265 = load ptr, ptr %256, align 8, !tbaa !48
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  %268 = load ptr, ptr %256, align 8, !tbaa !48
  %269 = getelementptr inbounds i8, ptr %268, i64 24
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  br label %282

271:                                              ; preds = %258
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %262, -1
  store i32 %275, ptr %259, align 4, !tbaa !28
  br label %278

276:                                              ; preds = %271
  %277 = atomicrmw volatile add ptr %259, i32 -1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %274
  %279 = phi i32 [ %262, %274 ], [ %277, %276 ]
  %280 = icmp eq i32 %279, 1
  br i1 %280, label %281, label %282, !prof !51

281:                                              ; preds = %278
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  br label %282

282:                                              ; preds = %255, %263, %278, %281
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  ret void

283:                                              ; preds = %2
  %284 = landingpad { ptr, i32 }
          cleanup
  br label %285

285:                                              ; preds = %20, %283
  %286 = phi { ptr, i32 } [ %284, %283 ], [ %21, %20 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %295

287:                                              ; preds = %71
  %288 = landingpad { ptr, i32 }
          cleanup
  br label %289

289:                                              ; preds = %79, %287
  %290 = phi { ptr, i32 } [ %288, %287 ], [ %80, %79 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %293

291:                                              ; preds = %171
  %292 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %13) #24
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi { ptr, i32 } [ %292, %291 ], [ %290, %289 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #24
  br label %295

295:                                              ; preds = %293, %285
  %296 = phi { ptr, i32 } [ %294, %293 ], [ %286, %285 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  resume { ptr, i32 } %296
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3EEEvNS0_5rangeIXT1_EEENS0_2idIXT1_EEERKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef nonnull align 8 dereferenceable(160) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.177, align 8
  tail call void @_ZN4sycl3_V17handler6unpackI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(160) %3)
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %4
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.20)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

14:                                               ; preds = %110, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %111, %110 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %4
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.34)
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEENS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef 3)
  %19 = load ptr, ptr %3, align 8, !tbaa !196
  store ptr %19, ptr %5, align 8, !tbaa !196
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !43
  store ptr %22, ptr %20, align 8, !tbaa !43
  %23 = icmp eq ptr %22, null
  br i1 %23, label %33, label %24

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %25, align 4, !tbaa !28
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %25, align 4, !tbaa !28
  br label %33

31:                                               ; preds = %24
  %32 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %28, %18
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %34, ptr noundef nonnull align 8 dereferenceable(64) %35, i64 64, i1 false)
  %36 = getelementptr inbounds i8, ptr %5, i64 80
  %37 = getelementptr inbounds i8, ptr %3, i64 80
  %38 = load ptr, ptr %37, align 8, !tbaa !196
  store ptr %38, ptr %36, align 8, !tbaa !196
  %39 = getelementptr inbounds i8, ptr %5, i64 88
  %40 = getelementptr inbounds i8, ptr %3, i64 88
  %41 = load ptr, ptr %40, align 8, !tbaa !43
  store ptr %41, ptr %39, align 8, !tbaa !43
  %42 = icmp eq ptr %41, null
  br i1 %42, label %52, label %43

43:                                               ; preds = %33
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %44, align 4, !tbaa !28
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %44, align 4, !tbaa !28
  br label %52

50:                                               ; preds = %43
  %51 = atomicrmw volatile add ptr %44, i32 1 acq_rel, align 4
  br label %52

52:                                               ; preds = %33, %47, %50
  %53 = getelementptr inbounds i8, ptr %5, i64 96
  %54 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %53, ptr noundef nonnull align 8 dereferenceable(64) %54, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %55 unwind label %110

55:                                               ; preds = %52
  %56 = load ptr, ptr %39, align 8, !tbaa !43
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load atomic i64, ptr %59 acquire, align 8
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %58
  store i32 0, ptr %59, align 8, !tbaa !45
  %64 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 0, ptr %64, align 4, !tbaa !47
  %65 = load ptr, ptr %56, align 8, !tbaa !48
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  %68 = load ptr, ptr %56, align 8, !tbaa !48
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  br label %82

71:                                               ; preds = %58
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %59, align 4, !tbaa !28
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %59, i32 -1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !51

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  br label %82

82:                                               ; preds = %81, %78, %63, %55
  %83 = load ptr, ptr %20, align 8, !tbaa !43
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !45
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !47
  %92 = load ptr, ptr %83, align 8, !tbaa !48
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  %95 = load ptr, ptr %83, align 8, !tbaa !48
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !28
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !51

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

110:                                              ; preds = %52
  %111 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %5) #24
  br label %14
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  %16 = load ptr, ptr %13, align 8, !tbaa !18
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !51

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #26
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !212
  store ptr %29, ptr %27, align 8, !tbaa !212
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !43
  store ptr %32, ptr %30, align 8, !tbaa !43
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !28
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !28
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !214

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !40
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !42
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !53
  %54 = load ptr, ptr %1, align 8, !tbaa !169
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !180
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !181, !range !191, !noundef !106
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !43
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !45
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !47
  %77 = load ptr, ptr %68, align 8, !tbaa !48
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  %80 = load ptr, ptr %68, align 8, !tbaa !48
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !28
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !51

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #24
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !52

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !40
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !53
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #28
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !18
  %111 = load ptr, ptr %13, align 8, !tbaa !18
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !51

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #26
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !212
  store ptr %125, ptr %123, align 8, !tbaa !212
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !43
  store ptr %128, ptr %126, align 8, !tbaa !43
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !28
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !28
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !214

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !40
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !42
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !53
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.18)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #24
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !43
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !45
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !47
  %175 = load ptr, ptr %166, align 8, !tbaa !48
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  %178 = load ptr, ptr %166, align 8, !tbaa !48
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !28
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !51

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #24
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !52

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !40
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !53
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #28
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !303
  %209 = load ptr, ptr %1, align 8, !tbaa !169
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !196
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %214 unwind label %231

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %231

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %231

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %231

220:                                              ; preds = %218
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %222 unwind label %231

222:                                              ; preds = %220
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %231

226:                                              ; preds = %222
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %228 unwind label %231

228:                                              ; preds = %226
  ret void

229:                                              ; preds = %57
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %243

231:                                              ; preds = %226, %222, %220, %218, %216, %214, %206, %212, %205
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %241

233:                                              ; preds = %120, %118
  %234 = landingpad { ptr, i32 }
          cleanup
  br label %239

235:                                              ; preds = %157
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %237

237:                                              ; preds = %159, %235
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %160, %159 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !18
  %15 = load ptr, ptr %12, align 8, !tbaa !18
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !51

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #26
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !212
  store ptr %28, ptr %26, align 8, !tbaa !212
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  store ptr %31, ptr %29, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !28
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !28
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !214

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !40
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !42
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !53
  %53 = load ptr, ptr %1, align 8, !tbaa !169
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1025, i32 1027
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !180
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !181, !range !191, !noundef !106
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !43
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !45
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !47
  %79 = load ptr, ptr %70, align 8, !tbaa !48
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  %82 = load ptr, ptr %70, align 8, !tbaa !48
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !28
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !51

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #24
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !52

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !40
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !53
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #28
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !18
  %112 = load ptr, ptr %12, align 8, !tbaa !18
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !51

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #25
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #26
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !212
  store ptr %126, ptr %124, align 8, !tbaa !212
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !43
  store ptr %129, ptr %127, align 8, !tbaa !43
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !28
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !28
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !214

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !43
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !45
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !47
  %156 = load ptr, ptr %147, align 8, !tbaa !48
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  %159 = load ptr, ptr %147, align 8, !tbaa !48
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !28
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !51

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #24
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !52

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #28
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !305
  %181 = load ptr, ptr %1, align 8, !tbaa !169
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !196
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_Li3ES8_EEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.180", align 8
  %4 = alloca %"class.std::vector.116", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.180") align 8 %3, ptr noundef nonnull align 8 dereferenceable(160) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !18
  store ptr null, ptr %3, align 8, !tbaa !18
  %7 = load ptr, ptr %5, align 8, !tbaa !18
  store ptr %6, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !48
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !48
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(168) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !18
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !307)
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !307
  store ptr %25, ptr %4, align 8, !tbaa !222, !alias.scope !307
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %26, ptr %24, align 8, !tbaa !224, !alias.scope !307
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %25, align 4, !noalias !307
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 0, ptr %28, align 4, !tbaa !28, !noalias !307
  %29 = getelementptr inbounds i8, ptr %25, i64 12
  store i64 35038343200768, ptr %29, align 4, !noalias !307
  %30 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 80, ptr %30, align 4, !tbaa !28, !noalias !307
  store ptr %26, ptr %27, align 8, !tbaa !228, !alias.scope !307
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %31 unwind label %47

31:                                               ; preds = %19
  %32 = load ptr, ptr %4, align 8, !tbaa !222
  %33 = icmp eq ptr %32, null
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = load ptr, ptr %24, align 8, !tbaa !224
  %36 = ptrtoint ptr %35 to i64
  %37 = ptrtoint ptr %32 to i64
  %38 = sub i64 %36, %37
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef %38) #28
  br label %39

39:                                               ; preds = %31, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  %41 = call noalias noundef nonnull dereferenceable(20) ptr @_Znam(i64 noundef 20) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(19) %41, ptr noundef nonnull align 1 dereferenceable(19) @.str.34, i64 19, i1 false)
  %42 = getelementptr inbounds i8, ptr %41, i64 19
  store i8 0, ptr %42, align 1, !tbaa !50
  %43 = load ptr, ptr %40, align 8, !tbaa !18
  store ptr %41, ptr %40, align 8, !tbaa !18
  %44 = icmp eq ptr %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %39
  call void @_ZdaPv(ptr noundef nonnull %43) #28
  br label %46

46:                                               ; preds = %39, %45
  ret void

47:                                               ; preds = %19
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %4, align 8, !tbaa !222
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %24, align 8, !tbaa !224
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #28
  br label %56

56:                                               ; preds = %47, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI13RelaxInteriorZZN12ParticleGrid5relaxEvENKUlRS1_E_clES5_EUlNS0_4itemILi3ELb1EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_S8_S9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(160) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.178, align 1
  %4 = alloca %class.anon.177, align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !196
  store ptr %5, ptr %4, align 8, !tbaa !196
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  store ptr %8, ptr %6, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %20, ptr noundef nonnull align 8 dereferenceable(64) %21, i64 64, i1 false)
  %22 = getelementptr inbounds i8, ptr %4, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 80
  %24 = load ptr, ptr %23, align 8, !tbaa !196
  store ptr %24, ptr %22, align 8, !tbaa !196
  %25 = getelementptr inbounds i8, ptr %4, i64 88
  %26 = getelementptr inbounds i8, ptr %1, i64 88
  %27 = load ptr, ptr %26, align 8, !tbaa !43
  store ptr %27, ptr %25, align 8, !tbaa !43
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !28
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !28
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 96
  %40 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %39, ptr noundef nonnull align 8 dereferenceable(64) %40, i64 64, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI13RelaxInteriorNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !43
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !45
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !47
  %51 = load ptr, ptr %42, align 8, !tbaa !48
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  %54 = load ptr, ptr %42, align 8, !tbaa !48
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !28
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !51

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !43
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !45
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !47
  %78 = load ptr, ptr %69, align 8, !tbaa !48
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  %81 = load ptr, ptr %69, align 8, !tbaa !48
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !28
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !51

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %4) #24
  resume { ptr, i32 } %97
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI13RelaxInteriorNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E_clES7_EUlS5_E_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISH_EEJPS1_S9_EEEDaSL_SN_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !43
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !28
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !28
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 88
  %18 = load ptr, ptr %17, align 8, !tbaa !43
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !28
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !28
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
  store i32 0, ptr %21, align 8, !tbaa !45
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !47
  %35 = load ptr, ptr %18, align 8, !tbaa !48
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %38 = load ptr, ptr %18, align 8, !tbaa !48
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !51

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
  store i32 0, ptr %54, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !47
  %60 = load ptr, ptr %5, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %63 = load ptr, ptr %5, align 8, !tbaa !48
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !28
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !51

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEENS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.16") align 8, ptr noundef byval(%"class.sycl::_V1::id") align 8, i32 noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE_clES6_EUlNS1_4itemILi3ELb1EEEE_S9_Li3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.180") align 8 %0, ptr noundef nonnull align 8 dereferenceable(160) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(168) ptr @_Znwm(i64 noundef 168) #26
  %6 = load ptr, ptr %1, align 8, !tbaa !196
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 80
  %22 = load ptr, ptr %21, align 8, !tbaa !196
  %23 = getelementptr inbounds i8, ptr %1, i64 88
  %24 = load ptr, ptr %23, align 8, !tbaa !43
  %25 = icmp eq ptr %24, null
  br i1 %25, label %35, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !28
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !28
  br label %35

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  br label %35

35:                                               ; preds = %19, %30, %33
  %36 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %36, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, i64 16), ptr %5, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %37, align 8, !tbaa !196
  %38 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %38, align 8, !tbaa !43
  br i1 %9, label %48, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %8, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !28
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %35
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %49, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %50 = getelementptr inbounds i8, ptr %5, i64 88
  store ptr %22, ptr %50, align 8, !tbaa !196
  %51 = getelementptr inbounds i8, ptr %5, i64 96
  store ptr %24, ptr %51, align 8, !tbaa !43
  br i1 %25, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %24, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !28
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !28
  br label %63

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %63

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %5, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %62, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  br label %87

63:                                               ; preds = %56, %59
  %64 = getelementptr inbounds i8, ptr %5, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %64, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  %65 = load atomic i64, ptr %53 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %53, align 8, !tbaa !45
  %69 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %69, align 4, !tbaa !47
  %70 = load ptr, ptr %24, align 8, !tbaa !48
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %73 = load ptr, ptr %24, align 8, !tbaa !48
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %53, align 4, !tbaa !28
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !51

86:                                               ; preds = %83
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
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
  store i32 0, ptr %89, align 8, !tbaa !45
  %94 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %94, align 4, !tbaa !47
  %95 = load ptr, ptr %8, align 8, !tbaa !48
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  tail call void %97(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %98 = load ptr, ptr %8, align 8, !tbaa !48
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !28
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !51

111:                                              ; preds = %108
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %112

112:                                              ; preds = %87, %93, %108, %111
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EEE, i64 16), ptr %0, align 8, !tbaa !48
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED0Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EED2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 168) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE_clES5_EUlNS0_4itemILi3ELb1EEEE_S8_Li3EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::item.149", align 8
  %3 = alloca [3 x i64], align 8
  %4 = alloca [3 x i64], align 8
  %5 = alloca %class.anon.177, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !196
  store ptr %7, ptr %5, align 8, !tbaa !196
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !43
  store ptr %10, ptr %8, align 8, !tbaa !43
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !28
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !28
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %22, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false)
  %24 = getelementptr inbounds i8, ptr %5, i64 80
  %25 = getelementptr inbounds i8, ptr %0, i64 88
  %26 = load ptr, ptr %25, align 8, !tbaa !196
  store ptr %26, ptr %24, align 8, !tbaa !196
  %27 = getelementptr inbounds i8, ptr %5, i64 88
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = load ptr, ptr %28, align 8, !tbaa !43
  store ptr %29, ptr %27, align 8, !tbaa !43
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !28
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !28
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %5, i64 96
  %42 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %41, ptr noundef nonnull align 8 dereferenceable(64) %42, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  store i64 1, ptr %2, align 8
  %43 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %43, align 8
  %44 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 1, ptr %44, align 8
  %45 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %45, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false)
  %46 = getelementptr inbounds i8, ptr %2, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %46, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false)
  invoke void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(160) %5, ptr noundef nonnull byval(%"class.sycl::_V1::item.149") align 8 %2)
          to label %47 unwind label %102

47:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  %48 = load ptr, ptr %27, align 8, !tbaa !43
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !45
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !47
  %57 = load ptr, ptr %48, align 8, !tbaa !48
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  %60 = load ptr, ptr %48, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !28
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !51

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #24
  br label %74

74:                                               ; preds = %73, %70, %55, %47
  %75 = load ptr, ptr %8, align 8, !tbaa !43
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !45
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !47
  %84 = load ptr, ptr %75, align 8, !tbaa !48
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !48
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !28
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !51

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %74, %82, %97, %100
  ret void

102:                                              ; preds = %40
  %103 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENUlNS1_4itemILi3ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %5) #24
  resume { ptr, i32 } %103
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE_clES3_ENKUlNS1_4itemILi3ELb1EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(160) %0, ptr noundef byval(%"class.sycl::_V1::item.149") align 8 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = alloca { ptr, [56 x i8] }, align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = alloca { ptr, [56 x i8] }, align 8
  %8 = alloca { ptr, [56 x i8] }, align 8
  %9 = alloca { ptr, [56 x i8] }, align 8
  %10 = alloca { ptr, [56 x i8] }, align 8
  %11 = alloca { ptr, [56 x i8] }, align 8
  %12 = alloca { ptr, [56 x i8] }, align 8
  %13 = alloca { ptr, [56 x i8] }, align 8
  %14 = alloca { ptr, [56 x i8] }, align 8
  %15 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %16 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %17 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %18 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %19 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %20 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %21 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %22 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %23 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %24 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %25 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %26 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript.189", align 8
  %27 = getelementptr inbounds i8, ptr %1, i64 24
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %1, i64 40
  %32 = load i64, ptr %31, align 8
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %16) #24
  %33 = add i64 %28, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !310)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14)
  %34 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !310
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !310
  %37 = icmp eq ptr %36, null
  br i1 %37, label %48, label %38

38:                                               ; preds = %2
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !310
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !28, !noalias !310
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !28, !noalias !310
  br label %54

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4, !noalias !310
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !310
  br label %54

48:                                               ; preds = %2
  %49 = getelementptr inbounds i8, ptr %0, i64 16
  %50 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 0, ptr %50, align 8
  %51 = getelementptr inbounds i8, ptr %16, i64 24
  store ptr %34, ptr %51, align 8, !tbaa !196, !alias.scope !310
  %52 = getelementptr inbounds i8, ptr %16, i64 32
  store ptr null, ptr %52, align 8, !tbaa !43, !alias.scope !310
  %53 = getelementptr inbounds i8, ptr %16, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %53, ptr noundef nonnull align 8 dereferenceable(64) %49, i64 64, i1 false)
  store i64 %33, ptr %16, align 8, !tbaa !58, !alias.scope !310
  br label %89

54:                                               ; preds = %45, %42
  %55 = phi i8 [ %47, %45 ], [ 1, %42 ]
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %14, ptr noundef nonnull align 8 dereferenceable(64) %56, i64 64, i1 false), !noalias !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, i8 0, i64 24, i1 false), !alias.scope !310
  %57 = getelementptr inbounds i8, ptr %16, i64 24
  store ptr %34, ptr %57, align 8, !tbaa !196, !alias.scope !310
  %58 = getelementptr inbounds i8, ptr %16, i64 32
  store ptr %36, ptr %58, align 8, !tbaa !43, !alias.scope !310
  %59 = icmp eq i8 %55, 0
  br i1 %59, label %63, label %60

60:                                               ; preds = %54
  %61 = load i32, ptr %39, align 4, !tbaa !28, !noalias !310
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %39, align 4, !tbaa !28, !noalias !310
  br label %65

63:                                               ; preds = %54
  %64 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4, !noalias !310
  br label %65

65:                                               ; preds = %63, %60
  %66 = getelementptr inbounds i8, ptr %16, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %66, ptr noundef nonnull align 8 dereferenceable(64) %14, i64 64, i1 false)
  store i64 %33, ptr %16, align 8, !tbaa !58, !alias.scope !310
  %67 = load atomic i64, ptr %39 acquire, align 8, !noalias !310
  %68 = icmp eq i64 %67, 4294967297
  %69 = trunc i64 %67 to i32
  br i1 %68, label %70, label %78

70:                                               ; preds = %65
  store i32 0, ptr %39, align 8, !tbaa !45, !noalias !310
  %71 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %71, align 4, !tbaa !47, !noalias !310
  %72 = load ptr, ptr %36, align 8, !tbaa !48, !noalias !310
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load ptr, ptr %73, align 8, !noalias !310
  tail call void %74(ptr noundef nonnull align 8 dereferenceable(16) %36) #24, !noalias !310
  %75 = load ptr, ptr %36, align 8, !tbaa !48, !noalias !310
  %76 = getelementptr inbounds i8, ptr %75, i64 24
  %77 = load ptr, ptr %76, align 8, !noalias !310
  tail call void %77(ptr noundef nonnull align 8 dereferenceable(16) %36) #24, !noalias !310
  br label %89

78:                                               ; preds = %65
  %79 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !310
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %83, label %81

81:                                               ; preds = %78
  %82 = add nsw i32 %69, -1
  store i32 %82, ptr %39, align 4, !tbaa !28, !noalias !310
  br label %85

83:                                               ; preds = %78
  %84 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4, !noalias !310
  br label %85

85:                                               ; preds = %83, %81
  %86 = phi i32 [ %69, %81 ], [ %84, %83 ]
  %87 = icmp eq i32 %86, 1
  br i1 %87, label %88, label %89, !prof !51

88:                                               ; preds = %85
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24, !noalias !310
  br label %89

89:                                               ; preds = %88, %85, %70, %48
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !313)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13)
  %90 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 %30, ptr %90, align 8, !tbaa !58, !noalias !313
  %91 = getelementptr inbounds i8, ptr %16, i64 24
  %92 = load ptr, ptr %91, align 8, !tbaa !196, !noalias !313
  %93 = getelementptr inbounds i8, ptr %16, i64 32
  %94 = load ptr, ptr %93, align 8, !tbaa !43, !noalias !313
  %95 = icmp eq ptr %94, null
  %96 = getelementptr inbounds i8, ptr %15, i64 32
  br i1 %95, label %115, label %97

97:                                               ; preds = %89
  %98 = getelementptr inbounds i8, ptr %94, i64 8
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !313
  %100 = icmp eq i8 %99, 0
  %101 = getelementptr inbounds i8, ptr %16, i64 40
  %102 = getelementptr inbounds i8, ptr %15, i64 24
  br i1 %100, label %106, label %103

103:                                              ; preds = %97
  %104 = load i32, ptr %98, align 4, !tbaa !28, !noalias !313
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %98, align 4, !tbaa !28, !noalias !313
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %13, ptr noundef nonnull align 8 dereferenceable(64) %101, i64 64, i1 false), !noalias !313
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false)
  store ptr %92, ptr %102, align 8, !tbaa !196, !alias.scope !313
  store ptr %94, ptr %96, align 8, !tbaa !43, !alias.scope !313
  br label %110

106:                                              ; preds = %97
  %107 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !313
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !313
  %109 = icmp eq i8 %108, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %13, ptr noundef nonnull align 8 dereferenceable(64) %101, i64 64, i1 false), !noalias !313
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false)
  store ptr %92, ptr %102, align 8, !tbaa !196, !alias.scope !313
  store ptr %94, ptr %96, align 8, !tbaa !43, !alias.scope !313
  br i1 %109, label %113, label %110

110:                                              ; preds = %106, %103
  %111 = load i32, ptr %98, align 4, !tbaa !28, !noalias !313
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %98, align 4, !tbaa !28, !noalias !313
  br label %119

113:                                              ; preds = %106
  %114 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !313
  br label %119

115:                                              ; preds = %89
  %116 = getelementptr inbounds i8, ptr %16, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 16, i1 false)
  %117 = getelementptr inbounds i8, ptr %15, i64 24
  store ptr %92, ptr %117, align 8, !tbaa !196, !alias.scope !313
  store ptr null, ptr %96, align 8, !tbaa !43, !alias.scope !313
  %118 = getelementptr inbounds i8, ptr %15, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %118, ptr noundef nonnull align 8 dereferenceable(64) %116, i64 64, i1 false)
  br label %143

119:                                              ; preds = %113, %110
  %120 = getelementptr inbounds i8, ptr %15, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %120, ptr noundef nonnull align 8 dereferenceable(64) %13, i64 64, i1 false)
  %121 = load atomic i64, ptr %98 acquire, align 8, !noalias !313
  %122 = icmp eq i64 %121, 4294967297
  %123 = trunc i64 %121 to i32
  br i1 %122, label %124, label %132

124:                                              ; preds = %119
  store i32 0, ptr %98, align 8, !tbaa !45, !noalias !313
  %125 = getelementptr inbounds i8, ptr %94, i64 12
  store i32 0, ptr %125, align 4, !tbaa !47, !noalias !313
  %126 = load ptr, ptr %94, align 8, !tbaa !48, !noalias !313
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8, !noalias !313
  tail call void %128(ptr noundef nonnull align 8 dereferenceable(16) %94) #24, !noalias !313
  %129 = load ptr, ptr %94, align 8, !tbaa !48, !noalias !313
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8, !noalias !313
  tail call void %131(ptr noundef nonnull align 8 dereferenceable(16) %94) #24, !noalias !313
  br label %143

132:                                              ; preds = %119
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !313
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %123, -1
  store i32 %136, ptr %98, align 4, !tbaa !28, !noalias !313
  br label %139

137:                                              ; preds = %132
  %138 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4, !noalias !313
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi i32 [ %123, %135 ], [ %138, %137 ]
  %141 = icmp eq i32 %140, 1
  br i1 %141, label %142, label %143, !prof !51

142:                                              ; preds = %139
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %94) #24, !noalias !313
  br label %143

143:                                              ; preds = %115, %124, %139, %142
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13)
  %144 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 %32, ptr %144, align 8, !tbaa !58
  %145 = getelementptr inbounds i8, ptr %15, i64 24
  %146 = load i64, ptr %15, align 8
  %147 = getelementptr inbounds i8, ptr %15, i64 8
  %148 = load i64, ptr %147, align 8
  %149 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %150 unwind label %1291

150:                                              ; preds = %143
  %151 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %152 unwind label %1291

152:                                              ; preds = %150
  %153 = load i64, ptr %151, align 8
  %154 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %155 unwind label %1291

155:                                              ; preds = %152
  %156 = getelementptr inbounds i8, ptr %154, i64 8
  %157 = load i64, ptr %156, align 8
  %158 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %159 unwind label %1291

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %158, i64 8
  %161 = load i64, ptr %160, align 8
  %162 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %163 unwind label %1291

163:                                              ; preds = %159
  %164 = getelementptr inbounds i8, ptr %162, i64 16
  %165 = load i64, ptr %164, align 8
  %166 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %145)
          to label %167 unwind label %1291

167:                                              ; preds = %163
  %168 = add i64 %153, %146
  %169 = mul i64 %157, %168
  %170 = add i64 %169, %148
  %171 = add i64 %170, %161
  %172 = mul i64 %165, %171
  %173 = getelementptr inbounds i8, ptr %166, i64 16
  %174 = load i64, ptr %173, align 8
  %175 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %145) #24
  %176 = getelementptr float, ptr %175, i64 %32
  %177 = getelementptr float, ptr %176, i64 %172
  %178 = getelementptr float, ptr %177, i64 %174
  %179 = load float, ptr %178, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %17) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %18) #24
  %180 = add i64 %28, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !316)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12)
  %181 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !316
  %182 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !316
  %183 = icmp eq ptr %182, null
  br i1 %183, label %194, label %184

184:                                              ; preds = %167
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !316
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %184
  %189 = load i32, ptr %185, align 4, !tbaa !28, !noalias !316
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %185, align 4, !tbaa !28, !noalias !316
  br label %200

191:                                              ; preds = %184
  %192 = atomicrmw volatile add ptr %185, i32 1 acq_rel, align 4, !noalias !316
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !316
  br label %200

194:                                              ; preds = %167
  %195 = getelementptr inbounds i8, ptr %0, i64 16
  %196 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 0, ptr %196, align 8
  %197 = getelementptr inbounds i8, ptr %18, i64 24
  store ptr %181, ptr %197, align 8, !tbaa !196, !alias.scope !316
  %198 = getelementptr inbounds i8, ptr %18, i64 32
  store ptr null, ptr %198, align 8, !tbaa !43, !alias.scope !316
  %199 = getelementptr inbounds i8, ptr %18, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %199, ptr noundef nonnull align 8 dereferenceable(64) %195, i64 64, i1 false)
  store i64 %180, ptr %18, align 8, !tbaa !58, !alias.scope !316
  br label %235

200:                                              ; preds = %191, %188
  %201 = phi i8 [ %193, %191 ], [ 1, %188 ]
  %202 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, ptr noundef nonnull align 8 dereferenceable(64) %202, i64 64, i1 false), !noalias !316
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, i8 0, i64 24, i1 false), !alias.scope !316
  %203 = getelementptr inbounds i8, ptr %18, i64 24
  store ptr %181, ptr %203, align 8, !tbaa !196, !alias.scope !316
  %204 = getelementptr inbounds i8, ptr %18, i64 32
  store ptr %182, ptr %204, align 8, !tbaa !43, !alias.scope !316
  %205 = icmp eq i8 %201, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %200
  %207 = load i32, ptr %185, align 4, !tbaa !28, !noalias !316
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %185, align 4, !tbaa !28, !noalias !316
  br label %211

209:                                              ; preds = %200
  %210 = atomicrmw volatile add ptr %185, i32 1 acq_rel, align 4, !noalias !316
  br label %211

211:                                              ; preds = %209, %206
  %212 = getelementptr inbounds i8, ptr %18, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %212, ptr noundef nonnull align 8 dereferenceable(64) %12, i64 64, i1 false)
  store i64 %180, ptr %18, align 8, !tbaa !58, !alias.scope !316
  %213 = load atomic i64, ptr %185 acquire, align 8, !noalias !316
  %214 = icmp eq i64 %213, 4294967297
  %215 = trunc i64 %213 to i32
  br i1 %214, label %216, label %224

216:                                              ; preds = %211
  store i32 0, ptr %185, align 8, !tbaa !45, !noalias !316
  %217 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %217, align 4, !tbaa !47, !noalias !316
  %218 = load ptr, ptr %182, align 8, !tbaa !48, !noalias !316
  %219 = getelementptr inbounds i8, ptr %218, i64 16
  %220 = load ptr, ptr %219, align 8, !noalias !316
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %182) #24, !noalias !316
  %221 = load ptr, ptr %182, align 8, !tbaa !48, !noalias !316
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8, !noalias !316
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %182) #24, !noalias !316
  br label %235

224:                                              ; preds = %211
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !316
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %215, -1
  store i32 %228, ptr %185, align 4, !tbaa !28, !noalias !316
  br label %231

229:                                              ; preds = %224
  %230 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4, !noalias !316
  br label %231

231:                                              ; preds = %229, %227
  %232 = phi i32 [ %215, %227 ], [ %230, %229 ]
  %233 = icmp eq i32 %232, 1
  br i1 %233, label %234, label %235, !prof !51

234:                                              ; preds = %231
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #24, !noalias !316
  br label %235

235:                                              ; preds = %194, %216, %231, %234
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12)
  call void @llvm.experimental.noalias.scope.decl(metadata !319)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11)
  %236 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 %30, ptr %236, align 8, !tbaa !58, !noalias !319
  %237 = getelementptr inbounds i8, ptr %18, i64 24
  %238 = load ptr, ptr %237, align 8, !tbaa !196, !noalias !319
  %239 = getelementptr inbounds i8, ptr %18, i64 32
  %240 = load ptr, ptr %239, align 8, !tbaa !43, !noalias !319
  %241 = icmp eq ptr %240, null
  %242 = getelementptr inbounds i8, ptr %17, i64 32
  br i1 %241, label %261, label %243

243:                                              ; preds = %235
  %244 = getelementptr inbounds i8, ptr %240, i64 8
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !319
  %246 = icmp eq i8 %245, 0
  %247 = getelementptr inbounds i8, ptr %18, i64 40
  %248 = getelementptr inbounds i8, ptr %17, i64 24
  br i1 %246, label %252, label %249

249:                                              ; preds = %243
  %250 = load i32, ptr %244, align 4, !tbaa !28, !noalias !319
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %244, align 4, !tbaa !28, !noalias !319
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %11, ptr noundef nonnull align 8 dereferenceable(64) %247, i64 64, i1 false), !noalias !319
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false)
  store ptr %238, ptr %248, align 8, !tbaa !196, !alias.scope !319
  store ptr %240, ptr %242, align 8, !tbaa !43, !alias.scope !319
  br label %256

252:                                              ; preds = %243
  %253 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4, !noalias !319
  %254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !319
  %255 = icmp eq i8 %254, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %11, ptr noundef nonnull align 8 dereferenceable(64) %247, i64 64, i1 false), !noalias !319
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false)
  store ptr %238, ptr %248, align 8, !tbaa !196, !alias.scope !319
  store ptr %240, ptr %242, align 8, !tbaa !43, !alias.scope !319
  br i1 %255, label %259, label %256

256:                                              ; preds = %252, %249
  %257 = load i32, ptr %244, align 4, !tbaa !28, !noalias !319
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %244, align 4, !tbaa !28, !noalias !319
  br label %265

259:                                              ; preds = %252
  %260 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4, !noalias !319
  br label %265

261:                                              ; preds = %235
  %262 = getelementptr inbounds i8, ptr %18, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %18, i64 16, i1 false)
  %263 = getelementptr inbounds i8, ptr %17, i64 24
  store ptr %238, ptr %263, align 8, !tbaa !196, !alias.scope !319
  store ptr null, ptr %242, align 8, !tbaa !43, !alias.scope !319
  %264 = getelementptr inbounds i8, ptr %17, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %264, ptr noundef nonnull align 8 dereferenceable(64) %262, i64 64, i1 false)
  br label %289

265:                                              ; preds = %259, %256
  %266 = getelementptr inbounds i8, ptr %17, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %266, ptr noundef nonnull align 8 dereferenceable(64) %11, i64 64, i1 false)
  %267 = load atomic i64, ptr %244 acquire, align 8, !noalias !319
  %268 = icmp eq i64 %267, 4294967297
  %269 = trunc i64 %267 to i32
  br i1 %268, label %270, label %278

270:                                              ; preds = %265
  store i32 0, ptr %244, align 8, !tbaa !45, !noalias !319
  %271 = getelementptr inbounds i8, ptr %240, i64 12
  store i32 0, ptr %271, align 4, !tbaa !47, !noalias !319
  %272 = load ptr, ptr %240, align 8, !tbaa !48, !noalias !319
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load ptr, ptr %273, align 8, !noalias !319
  call void %274(ptr noundef nonnull align 8 dereferenceable(16) %240) #24, !noalias !319
  %275 = load ptr, ptr %240, align 8, !tbaa !48, !noalias !319
  %276 = getelementptr inbounds i8, ptr %275, i64 24
  %277 = load ptr, ptr %276, align 8, !noalias !319
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %240) #24, !noalias !319
  br label %289

278:                                              ; preds = %265
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !319
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %283, label %281

281:                                              ; preds = %278
  %282 = add nsw i32 %269, -1
  store i32 %282, ptr %244, align 4, !tbaa !28, !noalias !319
  br label %285

283:                                              ; preds = %278
  %284 = atomicrmw volatile add ptr %244, i32 -1 acq_rel, align 4, !noalias !319
  br label %285

285:                                              ; preds = %283, %281
  %286 = phi i32 [ %269, %281 ], [ %284, %283 ]
  %287 = icmp eq i32 %286, 1
  br i1 %287, label %288, label %289, !prof !51

288:                                              ; preds = %285
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %240) #24, !noalias !319
  br label %289

289:                                              ; preds = %261, %270, %285, %288
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11)
  %290 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 %32, ptr %290, align 8, !tbaa !58
  %291 = getelementptr inbounds i8, ptr %17, i64 24
  %292 = load i64, ptr %17, align 8
  %293 = getelementptr inbounds i8, ptr %17, i64 8
  %294 = load i64, ptr %293, align 8
  %295 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %296 unwind label %1293

296:                                              ; preds = %289
  %297 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %298 unwind label %1293

298:                                              ; preds = %296
  %299 = load i64, ptr %297, align 8
  %300 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %301 unwind label %1293

301:                                              ; preds = %298
  %302 = getelementptr inbounds i8, ptr %300, i64 8
  %303 = load i64, ptr %302, align 8
  %304 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %305 unwind label %1293

305:                                              ; preds = %301
  %306 = getelementptr inbounds i8, ptr %304, i64 8
  %307 = load i64, ptr %306, align 8
  %308 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %309 unwind label %1293

309:                                              ; preds = %305
  %310 = getelementptr inbounds i8, ptr %308, i64 16
  %311 = load i64, ptr %310, align 8
  %312 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %291)
          to label %313 unwind label %1293

313:                                              ; preds = %309
  %314 = add i64 %299, %292
  %315 = mul i64 %303, %314
  %316 = add i64 %315, %294
  %317 = add i64 %316, %307
  %318 = mul i64 %311, %317
  %319 = getelementptr inbounds i8, ptr %312, i64 16
  %320 = load i64, ptr %319, align 8
  %321 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %291) #24
  %322 = getelementptr float, ptr %321, i64 %32
  %323 = getelementptr float, ptr %322, i64 %318
  %324 = getelementptr float, ptr %323, i64 %320
  %325 = load float, ptr %324, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %19) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %20) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !322)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10)
  %326 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !322
  %327 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !322
  %328 = icmp eq ptr %327, null
  br i1 %328, label %339, label %329

329:                                              ; preds = %313
  %330 = getelementptr inbounds i8, ptr %327, i64 8
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !322
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %336, label %333

333:                                              ; preds = %329
  %334 = load i32, ptr %330, align 4, !tbaa !28, !noalias !322
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr %330, align 4, !tbaa !28, !noalias !322
  br label %345

336:                                              ; preds = %329
  %337 = atomicrmw volatile add ptr %330, i32 1 acq_rel, align 4, !noalias !322
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !322
  br label %345

339:                                              ; preds = %313
  %340 = getelementptr inbounds i8, ptr %0, i64 16
  %341 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 0, ptr %341, align 8
  %342 = getelementptr inbounds i8, ptr %20, i64 24
  store ptr %326, ptr %342, align 8, !tbaa !196, !alias.scope !322
  %343 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr null, ptr %343, align 8, !tbaa !43, !alias.scope !322
  %344 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %344, ptr noundef nonnull align 8 dereferenceable(64) %340, i64 64, i1 false)
  store i64 %28, ptr %20, align 8, !tbaa !58, !alias.scope !322
  br label %380

345:                                              ; preds = %336, %333
  %346 = phi i8 [ %338, %336 ], [ 1, %333 ]
  %347 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %347, i64 64, i1 false), !noalias !322
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, i8 0, i64 24, i1 false), !alias.scope !322
  %348 = getelementptr inbounds i8, ptr %20, i64 24
  store ptr %326, ptr %348, align 8, !tbaa !196, !alias.scope !322
  %349 = getelementptr inbounds i8, ptr %20, i64 32
  store ptr %327, ptr %349, align 8, !tbaa !43, !alias.scope !322
  %350 = icmp eq i8 %346, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %345
  %352 = load i32, ptr %330, align 4, !tbaa !28, !noalias !322
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %330, align 4, !tbaa !28, !noalias !322
  br label %356

354:                                              ; preds = %345
  %355 = atomicrmw volatile add ptr %330, i32 1 acq_rel, align 4, !noalias !322
  br label %356

356:                                              ; preds = %354, %351
  %357 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %357, ptr noundef nonnull align 8 dereferenceable(64) %10, i64 64, i1 false)
  store i64 %28, ptr %20, align 8, !tbaa !58, !alias.scope !322
  %358 = load atomic i64, ptr %330 acquire, align 8, !noalias !322
  %359 = icmp eq i64 %358, 4294967297
  %360 = trunc i64 %358 to i32
  br i1 %359, label %361, label %369

361:                                              ; preds = %356
  store i32 0, ptr %330, align 8, !tbaa !45, !noalias !322
  %362 = getelementptr inbounds i8, ptr %327, i64 12
  store i32 0, ptr %362, align 4, !tbaa !47, !noalias !322
  %363 = load ptr, ptr %327, align 8, !tbaa !48, !noalias !322
  %364 = getelementptr inbounds i8, ptr %363, i64 16
  %365 = load ptr, ptr %364, align 8, !noalias !322
  call void %365(ptr noundef nonnull align 8 dereferenceable(16) %327) #24, !noalias !322
  %366 = load ptr, ptr %327, align 8, !tbaa !48, !noalias !322
  %367 = getelementptr inbounds i8, ptr %366, i64 24
  %368 = load ptr, ptr %367, align 8, !noalias !322
  call void %368(ptr noundef nonnull align 8 dereferenceable(16) %327) #24, !noalias !322
  br label %380

369:                                              ; preds = %356
  %370 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !322
  %371 = icmp eq i8 %370, 0
  br i1 %371, label %374, label %372

372:                                              ; preds = %369
  %373 = add nsw i32 %360, -1
  store i32 %373, ptr %330, align 4, !tbaa !28, !noalias !322
  br label %376

374:                                              ; preds = %369
  %375 = atomicrmw volatile add ptr %330, i32 -1 acq_rel, align 4, !noalias !322
  br label %376

376:                                              ; preds = %374, %372
  %377 = phi i32 [ %360, %372 ], [ %375, %374 ]
  %378 = icmp eq i32 %377, 1
  br i1 %378, label %379, label %380, !prof !51

379:                                              ; preds = %376
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %327) #24, !noalias !322
  br label %380

380:                                              ; preds = %339, %361, %376, %379
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10)
  %381 = add i64 %30, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !325)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9)
  %382 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 %381, ptr %382, align 8, !tbaa !58, !noalias !325
  %383 = getelementptr inbounds i8, ptr %20, i64 24
  %384 = load ptr, ptr %383, align 8, !tbaa !196, !noalias !325
  %385 = getelementptr inbounds i8, ptr %20, i64 32
  %386 = load ptr, ptr %385, align 8, !tbaa !43, !noalias !325
  %387 = icmp eq ptr %386, null
  %388 = getelementptr inbounds i8, ptr %19, i64 32
  br i1 %387, label %407, label %389

389:                                              ; preds = %380
  %390 = getelementptr inbounds i8, ptr %386, i64 8
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !325
  %392 = icmp eq i8 %391, 0
  %393 = getelementptr inbounds i8, ptr %20, i64 40
  %394 = getelementptr inbounds i8, ptr %19, i64 24
  br i1 %392, label %398, label %395

395:                                              ; preds = %389
  %396 = load i32, ptr %390, align 4, !tbaa !28, !noalias !325
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr %390, align 4, !tbaa !28, !noalias !325
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) %393, i64 64, i1 false), !noalias !325
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 24, i1 false)
  store ptr %384, ptr %394, align 8, !tbaa !196, !alias.scope !325
  store ptr %386, ptr %388, align 8, !tbaa !43, !alias.scope !325
  br label %402

398:                                              ; preds = %389
  %399 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4, !noalias !325
  %400 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !325
  %401 = icmp eq i8 %400, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) %393, i64 64, i1 false), !noalias !325
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 24, i1 false)
  store ptr %384, ptr %394, align 8, !tbaa !196, !alias.scope !325
  store ptr %386, ptr %388, align 8, !tbaa !43, !alias.scope !325
  br i1 %401, label %405, label %402

402:                                              ; preds = %398, %395
  %403 = load i32, ptr %390, align 4, !tbaa !28, !noalias !325
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr %390, align 4, !tbaa !28, !noalias !325
  br label %411

405:                                              ; preds = %398
  %406 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4, !noalias !325
  br label %411

407:                                              ; preds = %380
  %408 = getelementptr inbounds i8, ptr %20, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %20, i64 16, i1 false)
  %409 = getelementptr inbounds i8, ptr %19, i64 24
  store ptr %384, ptr %409, align 8, !tbaa !196, !alias.scope !325
  store ptr null, ptr %388, align 8, !tbaa !43, !alias.scope !325
  %410 = getelementptr inbounds i8, ptr %19, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %410, ptr noundef nonnull align 8 dereferenceable(64) %408, i64 64, i1 false)
  br label %435

411:                                              ; preds = %405, %402
  %412 = getelementptr inbounds i8, ptr %19, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %412, ptr noundef nonnull align 8 dereferenceable(64) %9, i64 64, i1 false)
  %413 = load atomic i64, ptr %390 acquire, align 8, !noalias !325
  %414 = icmp eq i64 %413, 4294967297
  %415 = trunc i64 %413 to i32
  br i1 %414, label %416, label %424

416:                                              ; preds = %411
  store i32 0, ptr %390, align 8, !tbaa !45, !noalias !325
  %417 = getelementptr inbounds i8, ptr %386, i64 12
  store i32 0, ptr %417, align 4, !tbaa !47, !noalias !325
  %418 = load ptr, ptr %386, align 8, !tbaa !48, !noalias !325
  %419 = getelementptr inbounds i8, ptr %418, i64 16
  %420 = load ptr, ptr %419, align 8, !noalias !325
  call void %420(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !325
  %421 = load ptr, ptr %386, align 8, !tbaa !48, !noalias !325
  %422 = getelementptr inbounds i8, ptr %421, i64 24
  %423 = load ptr, ptr %422, align 8, !noalias !325
  call void %423(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !325
  br label %435

424:                                              ; preds = %411
  %425 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !325
  %426 = icmp eq i8 %425, 0
  br i1 %426, label %429, label %427

427:                                              ; preds = %424
  %428 = add nsw i32 %415, -1
  store i32 %428, ptr %390, align 4, !tbaa !28, !noalias !325
  br label %431

429:                                              ; preds = %424
  %430 = atomicrmw volatile add ptr %390, i32 -1 acq_rel, align 4, !noalias !325
  br label %431

431:                                              ; preds = %429, %427
  %432 = phi i32 [ %415, %427 ], [ %430, %429 ]
  %433 = icmp eq i32 %432, 1
  br i1 %433, label %434, label %435, !prof !51

434:                                              ; preds = %431
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !325
  br label %435

435:                                              ; preds = %407, %416, %431, %434
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9)
  %436 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 %32, ptr %436, align 8, !tbaa !58
  %437 = getelementptr inbounds i8, ptr %19, i64 24
  %438 = load i64, ptr %19, align 8
  %439 = getelementptr inbounds i8, ptr %19, i64 8
  %440 = load i64, ptr %439, align 8
  %441 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %442 unwind label %1295

442:                                              ; preds = %435
  %443 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %444 unwind label %1295

444:                                              ; preds = %442
  %445 = load i64, ptr %443, align 8
  %446 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %447 unwind label %1295

447:                                              ; preds = %444
  %448 = getelementptr inbounds i8, ptr %446, i64 8
  %449 = load i64, ptr %448, align 8
  %450 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %451 unwind label %1295

451:                                              ; preds = %447
  %452 = getelementptr inbounds i8, ptr %450, i64 8
  %453 = load i64, ptr %452, align 8
  %454 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %455 unwind label %1295

455:                                              ; preds = %451
  %456 = getelementptr inbounds i8, ptr %454, i64 16
  %457 = load i64, ptr %456, align 8
  %458 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %437)
          to label %459 unwind label %1295

459:                                              ; preds = %455
  %460 = add i64 %445, %438
  %461 = mul i64 %449, %460
  %462 = add i64 %461, %440
  %463 = add i64 %462, %453
  %464 = mul i64 %457, %463
  %465 = getelementptr inbounds i8, ptr %458, i64 16
  %466 = load i64, ptr %465, align 8
  %467 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %437) #24
  %468 = getelementptr float, ptr %467, i64 %32
  %469 = getelementptr float, ptr %468, i64 %464
  %470 = getelementptr float, ptr %469, i64 %466
  %471 = load float, ptr %470, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %21) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %22) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !328)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %472 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !328
  %473 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !328
  %474 = icmp eq ptr %473, null
  br i1 %474, label %485, label %475

475:                                              ; preds = %459
  %476 = getelementptr inbounds i8, ptr %473, i64 8
  %477 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !328
  %478 = icmp eq i8 %477, 0
  br i1 %478, label %482, label %479

479:                                              ; preds = %475
  %480 = load i32, ptr %476, align 4, !tbaa !28, !noalias !328
  %481 = add nsw i32 %480, 1
  store i32 %481, ptr %476, align 4, !tbaa !28, !noalias !328
  br label %491

482:                                              ; preds = %475
  %483 = atomicrmw volatile add ptr %476, i32 1 acq_rel, align 4, !noalias !328
  %484 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !328
  br label %491

485:                                              ; preds = %459
  %486 = getelementptr inbounds i8, ptr %0, i64 16
  %487 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 0, ptr %487, align 8
  %488 = getelementptr inbounds i8, ptr %22, i64 24
  store ptr %472, ptr %488, align 8, !tbaa !196, !alias.scope !328
  %489 = getelementptr inbounds i8, ptr %22, i64 32
  store ptr null, ptr %489, align 8, !tbaa !43, !alias.scope !328
  %490 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %490, ptr noundef nonnull align 8 dereferenceable(64) %486, i64 64, i1 false)
  store i64 %28, ptr %22, align 8, !tbaa !58, !alias.scope !328
  br label %526

491:                                              ; preds = %482, %479
  %492 = phi i8 [ %484, %482 ], [ 1, %479 ]
  %493 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, ptr noundef nonnull align 8 dereferenceable(64) %493, i64 64, i1 false), !noalias !328
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false), !alias.scope !328
  %494 = getelementptr inbounds i8, ptr %22, i64 24
  store ptr %472, ptr %494, align 8, !tbaa !196, !alias.scope !328
  %495 = getelementptr inbounds i8, ptr %22, i64 32
  store ptr %473, ptr %495, align 8, !tbaa !43, !alias.scope !328
  %496 = icmp eq i8 %492, 0
  br i1 %496, label %500, label %497

497:                                              ; preds = %491
  %498 = load i32, ptr %476, align 4, !tbaa !28, !noalias !328
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr %476, align 4, !tbaa !28, !noalias !328
  br label %502

500:                                              ; preds = %491
  %501 = atomicrmw volatile add ptr %476, i32 1 acq_rel, align 4, !noalias !328
  br label %502

502:                                              ; preds = %500, %497
  %503 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %503, ptr noundef nonnull align 8 dereferenceable(64) %8, i64 64, i1 false)
  store i64 %28, ptr %22, align 8, !tbaa !58, !alias.scope !328
  %504 = load atomic i64, ptr %476 acquire, align 8, !noalias !328
  %505 = icmp eq i64 %504, 4294967297
  %506 = trunc i64 %504 to i32
  br i1 %505, label %507, label %515

507:                                              ; preds = %502
  store i32 0, ptr %476, align 8, !tbaa !45, !noalias !328
  %508 = getelementptr inbounds i8, ptr %473, i64 12
  store i32 0, ptr %508, align 4, !tbaa !47, !noalias !328
  %509 = load ptr, ptr %473, align 8, !tbaa !48, !noalias !328
  %510 = getelementptr inbounds i8, ptr %509, i64 16
  %511 = load ptr, ptr %510, align 8, !noalias !328
  call void %511(ptr noundef nonnull align 8 dereferenceable(16) %473) #24, !noalias !328
  %512 = load ptr, ptr %473, align 8, !tbaa !48, !noalias !328
  %513 = getelementptr inbounds i8, ptr %512, i64 24
  %514 = load ptr, ptr %513, align 8, !noalias !328
  call void %514(ptr noundef nonnull align 8 dereferenceable(16) %473) #24, !noalias !328
  br label %526

515:                                              ; preds = %502
  %516 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !328
  %517 = icmp eq i8 %516, 0
  br i1 %517, label %520, label %518

518:                                              ; preds = %515
  %519 = add nsw i32 %506, -1
  store i32 %519, ptr %476, align 4, !tbaa !28, !noalias !328
  br label %522

520:                                              ; preds = %515
  %521 = atomicrmw volatile add ptr %476, i32 -1 acq_rel, align 4, !noalias !328
  br label %522

522:                                              ; preds = %520, %518
  %523 = phi i32 [ %506, %518 ], [ %521, %520 ]
  %524 = icmp eq i32 %523, 1
  br i1 %524, label %525, label %526, !prof !51

525:                                              ; preds = %522
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %473) #24, !noalias !328
  br label %526

526:                                              ; preds = %485, %507, %522, %525
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  %527 = add i64 %30, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !331)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %528 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %527, ptr %528, align 8, !tbaa !58, !noalias !331
  %529 = getelementptr inbounds i8, ptr %22, i64 24
  %530 = load ptr, ptr %529, align 8, !tbaa !196, !noalias !331
  %531 = getelementptr inbounds i8, ptr %22, i64 32
  %532 = load ptr, ptr %531, align 8, !tbaa !43, !noalias !331
  %533 = icmp eq ptr %532, null
  %534 = getelementptr inbounds i8, ptr %21, i64 32
  br i1 %533, label %553, label %535

535:                                              ; preds = %526
  %536 = getelementptr inbounds i8, ptr %532, i64 8
  %537 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !331
  %538 = icmp eq i8 %537, 0
  %539 = getelementptr inbounds i8, ptr %22, i64 40
  %540 = getelementptr inbounds i8, ptr %21, i64 24
  br i1 %538, label %544, label %541

541:                                              ; preds = %535
  %542 = load i32, ptr %536, align 4, !tbaa !28, !noalias !331
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr %536, align 4, !tbaa !28, !noalias !331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) %539, i64 64, i1 false), !noalias !331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 24, i1 false)
  store ptr %530, ptr %540, align 8, !tbaa !196, !alias.scope !331
  store ptr %532, ptr %534, align 8, !tbaa !43, !alias.scope !331
  br label %548

544:                                              ; preds = %535
  %545 = atomicrmw volatile add ptr %536, i32 1 acq_rel, align 4, !noalias !331
  %546 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !331
  %547 = icmp eq i8 %546, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) %539, i64 64, i1 false), !noalias !331
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 24, i1 false)
  store ptr %530, ptr %540, align 8, !tbaa !196, !alias.scope !331
  store ptr %532, ptr %534, align 8, !tbaa !43, !alias.scope !331
  br i1 %547, label %551, label %548

548:                                              ; preds = %544, %541
  %549 = load i32, ptr %536, align 4, !tbaa !28, !noalias !331
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr %536, align 4, !tbaa !28, !noalias !331
  br label %557

551:                                              ; preds = %544
  %552 = atomicrmw volatile add ptr %536, i32 1 acq_rel, align 4, !noalias !331
  br label %557

553:                                              ; preds = %526
  %554 = getelementptr inbounds i8, ptr %22, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %22, i64 16, i1 false)
  %555 = getelementptr inbounds i8, ptr %21, i64 24
  store ptr %530, ptr %555, align 8, !tbaa !196, !alias.scope !331
  store ptr null, ptr %534, align 8, !tbaa !43, !alias.scope !331
  %556 = getelementptr inbounds i8, ptr %21, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %556, ptr noundef nonnull align 8 dereferenceable(64) %554, i64 64, i1 false)
  br label %581

557:                                              ; preds = %551, %548
  %558 = getelementptr inbounds i8, ptr %21, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %558, ptr noundef nonnull align 8 dereferenceable(64) %7, i64 64, i1 false)
  %559 = load atomic i64, ptr %536 acquire, align 8, !noalias !331
  %560 = icmp eq i64 %559, 4294967297
  %561 = trunc i64 %559 to i32
  br i1 %560, label %562, label %570

562:                                              ; preds = %557
  store i32 0, ptr %536, align 8, !tbaa !45, !noalias !331
  %563 = getelementptr inbounds i8, ptr %532, i64 12
  store i32 0, ptr %563, align 4, !tbaa !47, !noalias !331
  %564 = load ptr, ptr %532, align 8, !tbaa !48, !noalias !331
  %565 = getelementptr inbounds i8, ptr %564, i64 16
  %566 = load ptr, ptr %565, align 8, !noalias !331
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %532) #24, !noalias !331
  %567 = load ptr, ptr %532, align 8, !tbaa !48, !noalias !331
  %568 = getelementptr inbounds i8, ptr %567, i64 24
  %569 = load ptr, ptr %568, align 8, !noalias !331
  call void %569(ptr noundef nonnull align 8 dereferenceable(16) %532) #24, !noalias !331
  br label %581

570:                                              ; preds = %557
  %571 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !331
  %572 = icmp eq i8 %571, 0
  br i1 %572, label %575, label %573

573:                                              ; preds = %570
  %574 = add nsw i32 %561, -1
  store i32 %574, ptr %536, align 4, !tbaa !28, !noalias !331
  br label %577

575:                                              ; preds = %570
  %576 = atomicrmw volatile add ptr %536, i32 -1 acq_rel, align 4, !noalias !331
  br label %577

577:                                              ; preds = %575, %573
  %578 = phi i32 [ %561, %573 ], [ %576, %575 ]
  %579 = icmp eq i32 %578, 1
  br i1 %579, label %580, label %581, !prof !51

580:                                              ; preds = %577
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %532) #24, !noalias !331
  br label %581

581:                                              ; preds = %553, %562, %577, %580
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  %582 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 %32, ptr %582, align 8, !tbaa !58
  %583 = getelementptr inbounds i8, ptr %21, i64 24
  %584 = load i64, ptr %21, align 8
  %585 = getelementptr inbounds i8, ptr %21, i64 8
  %586 = load i64, ptr %585, align 8
  %587 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %588 unwind label %1297

588:                                              ; preds = %581
  %589 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %590 unwind label %1297

590:                                              ; preds = %588
  %591 = load i64, ptr %589, align 8
  %592 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %593 unwind label %1297

593:                                              ; preds = %590
  %594 = getelementptr inbounds i8, ptr %592, i64 8
  %595 = load i64, ptr %594, align 8
  %596 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %597 unwind label %1297

597:                                              ; preds = %593
  %598 = getelementptr inbounds i8, ptr %596, i64 8
  %599 = load i64, ptr %598, align 8
  %600 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %601 unwind label %1297

601:                                              ; preds = %597
  %602 = getelementptr inbounds i8, ptr %600, i64 16
  %603 = load i64, ptr %602, align 8
  %604 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %583)
          to label %605 unwind label %1297

605:                                              ; preds = %601
  %606 = add i64 %591, %584
  %607 = mul i64 %595, %606
  %608 = add i64 %607, %586
  %609 = add i64 %608, %599
  %610 = mul i64 %603, %609
  %611 = getelementptr inbounds i8, ptr %604, i64 16
  %612 = load i64, ptr %611, align 8
  %613 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #24
  %614 = getelementptr float, ptr %613, i64 %32
  %615 = getelementptr float, ptr %614, i64 %610
  %616 = getelementptr float, ptr %615, i64 %612
  %617 = load float, ptr %616, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %23) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %24) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !334)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %618 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !334
  %619 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !334
  %620 = icmp eq ptr %619, null
  br i1 %620, label %631, label %621

621:                                              ; preds = %605
  %622 = getelementptr inbounds i8, ptr %619, i64 8
  %623 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !334
  %624 = icmp eq i8 %623, 0
  br i1 %624, label %628, label %625

625:                                              ; preds = %621
  %626 = load i32, ptr %622, align 4, !tbaa !28, !noalias !334
  %627 = add nsw i32 %626, 1
  store i32 %627, ptr %622, align 4, !tbaa !28, !noalias !334
  br label %637

628:                                              ; preds = %621
  %629 = atomicrmw volatile add ptr %622, i32 1 acq_rel, align 4, !noalias !334
  %630 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !334
  br label %637

631:                                              ; preds = %605
  %632 = getelementptr inbounds i8, ptr %0, i64 16
  %633 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 0, ptr %633, align 8
  %634 = getelementptr inbounds i8, ptr %24, i64 24
  store ptr %618, ptr %634, align 8, !tbaa !196, !alias.scope !334
  %635 = getelementptr inbounds i8, ptr %24, i64 32
  store ptr null, ptr %635, align 8, !tbaa !43, !alias.scope !334
  %636 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %636, ptr noundef nonnull align 8 dereferenceable(64) %632, i64 64, i1 false)
  store i64 %28, ptr %24, align 8, !tbaa !58, !alias.scope !334
  br label %672

637:                                              ; preds = %628, %625
  %638 = phi i8 [ %630, %628 ], [ 1, %625 ]
  %639 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %639, i64 64, i1 false), !noalias !334
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false), !alias.scope !334
  %640 = getelementptr inbounds i8, ptr %24, i64 24
  store ptr %618, ptr %640, align 8, !tbaa !196, !alias.scope !334
  %641 = getelementptr inbounds i8, ptr %24, i64 32
  store ptr %619, ptr %641, align 8, !tbaa !43, !alias.scope !334
  %642 = icmp eq i8 %638, 0
  br i1 %642, label %646, label %643

643:                                              ; preds = %637
  %644 = load i32, ptr %622, align 4, !tbaa !28, !noalias !334
  %645 = add nsw i32 %644, 1
  store i32 %645, ptr %622, align 4, !tbaa !28, !noalias !334
  br label %648

646:                                              ; preds = %637
  %647 = atomicrmw volatile add ptr %622, i32 1 acq_rel, align 4, !noalias !334
  br label %648

648:                                              ; preds = %646, %643
  %649 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %649, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false)
  store i64 %28, ptr %24, align 8, !tbaa !58, !alias.scope !334
  %650 = load atomic i64, ptr %622 acquire, align 8, !noalias !334
  %651 = icmp eq i64 %650, 4294967297
  %652 = trunc i64 %650 to i32
  br i1 %651, label %653, label %661

653:                                              ; preds = %648
  store i32 0, ptr %622, align 8, !tbaa !45, !noalias !334
  %654 = getelementptr inbounds i8, ptr %619, i64 12
  store i32 0, ptr %654, align 4, !tbaa !47, !noalias !334
  %655 = load ptr, ptr %619, align 8, !tbaa !48, !noalias !334
  %656 = getelementptr inbounds i8, ptr %655, i64 16
  %657 = load ptr, ptr %656, align 8, !noalias !334
  call void %657(ptr noundef nonnull align 8 dereferenceable(16) %619) #24, !noalias !334
  %658 = load ptr, ptr %619, align 8, !tbaa !48, !noalias !334
  %659 = getelementptr inbounds i8, ptr %658, i64 24
  %660 = load ptr, ptr %659, align 8, !noalias !334
  call void %660(ptr noundef nonnull align 8 dereferenceable(16) %619) #24, !noalias !334
  br label %672

661:                                              ; preds = %648
  %662 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !334
  %663 = icmp eq i8 %662, 0
  br i1 %663, label %666, label %664

664:                                              ; preds = %661
  %665 = add nsw i32 %652, -1
  store i32 %665, ptr %622, align 4, !tbaa !28, !noalias !334
  br label %668

666:                                              ; preds = %661
  %667 = atomicrmw volatile add ptr %622, i32 -1 acq_rel, align 4, !noalias !334
  br label %668

668:                                              ; preds = %666, %664
  %669 = phi i32 [ %652, %664 ], [ %667, %666 ]
  %670 = icmp eq i32 %669, 1
  br i1 %670, label %671, label %672, !prof !51

671:                                              ; preds = %668
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %619) #24, !noalias !334
  br label %672

672:                                              ; preds = %631, %653, %668, %671
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  call void @llvm.experimental.noalias.scope.decl(metadata !337)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  %673 = getelementptr inbounds i8, ptr %24, i64 8
  store i64 %30, ptr %673, align 8, !tbaa !58, !noalias !337
  %674 = getelementptr inbounds i8, ptr %24, i64 24
  %675 = load ptr, ptr %674, align 8, !tbaa !196, !noalias !337
  %676 = getelementptr inbounds i8, ptr %24, i64 32
  %677 = load ptr, ptr %676, align 8, !tbaa !43, !noalias !337
  %678 = icmp eq ptr %677, null
  %679 = getelementptr inbounds i8, ptr %23, i64 32
  br i1 %678, label %698, label %680

680:                                              ; preds = %672
  %681 = getelementptr inbounds i8, ptr %677, i64 8
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !337
  %683 = icmp eq i8 %682, 0
  %684 = getelementptr inbounds i8, ptr %24, i64 40
  %685 = getelementptr inbounds i8, ptr %23, i64 24
  br i1 %683, label %689, label %686

686:                                              ; preds = %680
  %687 = load i32, ptr %681, align 4, !tbaa !28, !noalias !337
  %688 = add nsw i32 %687, 1
  store i32 %688, ptr %681, align 4, !tbaa !28, !noalias !337
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %684, i64 64, i1 false), !noalias !337
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false)
  store ptr %675, ptr %685, align 8, !tbaa !196, !alias.scope !337
  store ptr %677, ptr %679, align 8, !tbaa !43, !alias.scope !337
  br label %693

689:                                              ; preds = %680
  %690 = atomicrmw volatile add ptr %681, i32 1 acq_rel, align 4, !noalias !337
  %691 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !337
  %692 = icmp eq i8 %691, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %684, i64 64, i1 false), !noalias !337
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 24, i1 false)
  store ptr %675, ptr %685, align 8, !tbaa !196, !alias.scope !337
  store ptr %677, ptr %679, align 8, !tbaa !43, !alias.scope !337
  br i1 %692, label %696, label %693

693:                                              ; preds = %689, %686
  %694 = load i32, ptr %681, align 4, !tbaa !28, !noalias !337
  %695 = add nsw i32 %694, 1
  store i32 %695, ptr %681, align 4, !tbaa !28, !noalias !337
  br label %702

696:                                              ; preds = %689
  %697 = atomicrmw volatile add ptr %681, i32 1 acq_rel, align 4, !noalias !337
  br label %702

698:                                              ; preds = %672
  %699 = getelementptr inbounds i8, ptr %24, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %24, i64 16, i1 false)
  %700 = getelementptr inbounds i8, ptr %23, i64 24
  store ptr %675, ptr %700, align 8, !tbaa !196, !alias.scope !337
  store ptr null, ptr %679, align 8, !tbaa !43, !alias.scope !337
  %701 = getelementptr inbounds i8, ptr %23, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %701, ptr noundef nonnull align 8 dereferenceable(64) %699, i64 64, i1 false)
  br label %726

702:                                              ; preds = %696, %693
  %703 = getelementptr inbounds i8, ptr %23, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %703, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false)
  %704 = load atomic i64, ptr %681 acquire, align 8, !noalias !337
  %705 = icmp eq i64 %704, 4294967297
  %706 = trunc i64 %704 to i32
  br i1 %705, label %707, label %715

707:                                              ; preds = %702
  store i32 0, ptr %681, align 8, !tbaa !45, !noalias !337
  %708 = getelementptr inbounds i8, ptr %677, i64 12
  store i32 0, ptr %708, align 4, !tbaa !47, !noalias !337
  %709 = load ptr, ptr %677, align 8, !tbaa !48, !noalias !337
  %710 = getelementptr inbounds i8, ptr %709, i64 16
  %711 = load ptr, ptr %710, align 8, !noalias !337
  call void %711(ptr noundef nonnull align 8 dereferenceable(16) %677) #24, !noalias !337
  %712 = load ptr, ptr %677, align 8, !tbaa !48, !noalias !337
  %713 = getelementptr inbounds i8, ptr %712, i64 24
  %714 = load ptr, ptr %713, align 8, !noalias !337
  call void %714(ptr noundef nonnull align 8 dereferenceable(16) %677) #24, !noalias !337
  br label %726

715:                                              ; preds = %702
  %716 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !337
  %717 = icmp eq i8 %716, 0
  br i1 %717, label %720, label %718

718:                                              ; preds = %715
  %719 = add nsw i32 %706, -1
  store i32 %719, ptr %681, align 4, !tbaa !28, !noalias !337
  br label %722

720:                                              ; preds = %715
  %721 = atomicrmw volatile add ptr %681, i32 -1 acq_rel, align 4, !noalias !337
  br label %722

722:                                              ; preds = %720, %718
  %723 = phi i32 [ %706, %718 ], [ %721, %720 ]
  %724 = icmp eq i32 %723, 1
  br i1 %724, label %725, label %726, !prof !51

725:                                              ; preds = %722
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %677) #24, !noalias !337
  br label %726

726:                                              ; preds = %698, %707, %722, %725
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  %727 = add i64 %32, -1
  %728 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 %727, ptr %728, align 8, !tbaa !58
  %729 = getelementptr inbounds i8, ptr %23, i64 24
  %730 = load i64, ptr %23, align 8
  %731 = getelementptr inbounds i8, ptr %23, i64 8
  %732 = load i64, ptr %731, align 8
  %733 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %734 unwind label %1299

734:                                              ; preds = %726
  %735 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %736 unwind label %1299

736:                                              ; preds = %734
  %737 = load i64, ptr %735, align 8
  %738 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %739 unwind label %1299

739:                                              ; preds = %736
  %740 = getelementptr inbounds i8, ptr %738, i64 8
  %741 = load i64, ptr %740, align 8
  %742 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %743 unwind label %1299

743:                                              ; preds = %739
  %744 = getelementptr inbounds i8, ptr %742, i64 8
  %745 = load i64, ptr %744, align 8
  %746 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %747 unwind label %1299

747:                                              ; preds = %743
  %748 = getelementptr inbounds i8, ptr %746, i64 16
  %749 = load i64, ptr %748, align 8
  %750 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %729)
          to label %751 unwind label %1299

751:                                              ; preds = %747
  %752 = add i64 %737, %730
  %753 = mul i64 %741, %752
  %754 = add i64 %753, %732
  %755 = add i64 %754, %745
  %756 = mul i64 %749, %755
  %757 = getelementptr inbounds i8, ptr %750, i64 16
  %758 = load i64, ptr %757, align 8
  %759 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %729) #24
  %760 = getelementptr float, ptr %759, i64 %727
  %761 = getelementptr float, ptr %760, i64 %756
  %762 = getelementptr float, ptr %761, i64 %758
  %763 = load float, ptr %762, align 4, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %25) #24
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %26) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !340)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4)
  %764 = load ptr, ptr %0, align 8, !tbaa !196, !noalias !340
  %765 = load ptr, ptr %35, align 8, !tbaa !43, !noalias !340
  %766 = icmp eq ptr %765, null
  br i1 %766, label %777, label %767

767:                                              ; preds = %751
  %768 = getelementptr inbounds i8, ptr %765, i64 8
  %769 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !340
  %770 = icmp eq i8 %769, 0
  br i1 %770, label %774, label %771

771:                                              ; preds = %767
  %772 = load i32, ptr %768, align 4, !tbaa !28, !noalias !340
  %773 = add nsw i32 %772, 1
  store i32 %773, ptr %768, align 4, !tbaa !28, !noalias !340
  br label %783

774:                                              ; preds = %767
  %775 = atomicrmw volatile add ptr %768, i32 1 acq_rel, align 4, !noalias !340
  %776 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !340
  br label %783

777:                                              ; preds = %751
  %778 = getelementptr inbounds i8, ptr %0, i64 16
  %779 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 0, ptr %779, align 8
  %780 = getelementptr inbounds i8, ptr %26, i64 24
  store ptr %764, ptr %780, align 8, !tbaa !196, !alias.scope !340
  %781 = getelementptr inbounds i8, ptr %26, i64 32
  store ptr null, ptr %781, align 8, !tbaa !43, !alias.scope !340
  %782 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %782, ptr noundef nonnull align 8 dereferenceable(64) %778, i64 64, i1 false)
  store i64 %28, ptr %26, align 8, !tbaa !58, !alias.scope !340
  br label %818

783:                                              ; preds = %774, %771
  %784 = phi i8 [ %776, %774 ], [ 1, %771 ]
  %785 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %785, i64 64, i1 false), !noalias !340
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %26, i8 0, i64 24, i1 false), !alias.scope !340
  %786 = getelementptr inbounds i8, ptr %26, i64 24
  store ptr %764, ptr %786, align 8, !tbaa !196, !alias.scope !340
  %787 = getelementptr inbounds i8, ptr %26, i64 32
  store ptr %765, ptr %787, align 8, !tbaa !43, !alias.scope !340
  %788 = icmp eq i8 %784, 0
  br i1 %788, label %792, label %789

789:                                              ; preds = %783
  %790 = load i32, ptr %768, align 4, !tbaa !28, !noalias !340
  %791 = add nsw i32 %790, 1
  store i32 %791, ptr %768, align 4, !tbaa !28, !noalias !340
  br label %794

792:                                              ; preds = %783
  %793 = atomicrmw volatile add ptr %768, i32 1 acq_rel, align 4, !noalias !340
  br label %794

794:                                              ; preds = %792, %789
  %795 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %795, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store i64 %28, ptr %26, align 8, !tbaa !58, !alias.scope !340
  %796 = load atomic i64, ptr %768 acquire, align 8, !noalias !340
  %797 = icmp eq i64 %796, 4294967297
  %798 = trunc i64 %796 to i32
  br i1 %797, label %799, label %807

799:                                              ; preds = %794
  store i32 0, ptr %768, align 8, !tbaa !45, !noalias !340
  %800 = getelementptr inbounds i8, ptr %765, i64 12
  store i32 0, ptr %800, align 4, !tbaa !47, !noalias !340
  %801 = load ptr, ptr %765, align 8, !tbaa !48, !noalias !340
  %802 = getelementptr inbounds i8, ptr %801, i64 16
  %803 = load ptr, ptr %802, align 8, !noalias !340
  call void %803(ptr noundef nonnull align 8 dereferenceable(16) %765) #24, !noalias !340
  %804 = load ptr, ptr %765, align 8, !tbaa !48, !noalias !340
  %805 = getelementptr inbounds i8, ptr %804, i64 24
  %806 = load ptr, ptr %805, align 8, !noalias !340
  call void %806(ptr noundef nonnull align 8 dereferenceable(16) %765) #24, !noalias !340
  br label %818

807:                                              ; preds = %794
  %808 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !340
  %809 = icmp eq i8 %808, 0
  br i1 %809, label %812, label %810

810:                                              ; preds = %807
  %811 = add nsw i32 %798, -1
  store i32 %811, ptr %768, align 4, !tbaa !28, !noalias !340
  br label %814

812:                                              ; preds = %807
  %813 = atomicrmw volatile add ptr %768, i32 -1 acq_rel, align 4, !noalias !340
  br label %814

814:                                              ; preds = %812, %810
  %815 = phi i32 [ %798, %810 ], [ %813, %812 ]
  %816 = icmp eq i32 %815, 1
  br i1 %816, label %817, label %818, !prof !51

817:                                              ; preds = %814
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %765) #24, !noalias !340
  br label %818

818:                                              ; preds = %777, %799, %814, %817
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4)
  call void @llvm.experimental.noalias.scope.decl(metadata !343)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %819 = getelementptr inbounds i8, ptr %26, i64 8
  store i64 %30, ptr %819, align 8, !tbaa !58, !noalias !343
  %820 = getelementptr inbounds i8, ptr %26, i64 24
  %821 = load ptr, ptr %820, align 8, !tbaa !196, !noalias !343
  %822 = getelementptr inbounds i8, ptr %26, i64 32
  %823 = load ptr, ptr %822, align 8, !tbaa !43, !noalias !343
  %824 = icmp eq ptr %823, null
  %825 = getelementptr inbounds i8, ptr %25, i64 32
  br i1 %824, label %844, label %826

826:                                              ; preds = %818
  %827 = getelementptr inbounds i8, ptr %823, i64 8
  %828 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !343
  %829 = icmp eq i8 %828, 0
  %830 = getelementptr inbounds i8, ptr %26, i64 40
  %831 = getelementptr inbounds i8, ptr %25, i64 24
  br i1 %829, label %835, label %832

832:                                              ; preds = %826
  %833 = load i32, ptr %827, align 4, !tbaa !28, !noalias !343
  %834 = add nsw i32 %833, 1
  store i32 %834, ptr %827, align 4, !tbaa !28, !noalias !343
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %830, i64 64, i1 false), !noalias !343
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false)
  store ptr %821, ptr %831, align 8, !tbaa !196, !alias.scope !343
  store ptr %823, ptr %825, align 8, !tbaa !43, !alias.scope !343
  br label %839

835:                                              ; preds = %826
  %836 = atomicrmw volatile add ptr %827, i32 1 acq_rel, align 4, !noalias !343
  %837 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !343
  %838 = icmp eq i8 %837, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %830, i64 64, i1 false), !noalias !343
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false)
  store ptr %821, ptr %831, align 8, !tbaa !196, !alias.scope !343
  store ptr %823, ptr %825, align 8, !tbaa !43, !alias.scope !343
  br i1 %838, label %842, label %839

839:                                              ; preds = %835, %832
  %840 = load i32, ptr %827, align 4, !tbaa !28, !noalias !343
  %841 = add nsw i32 %840, 1
  store i32 %841, ptr %827, align 4, !tbaa !28, !noalias !343
  br label %848

842:                                              ; preds = %835
  %843 = atomicrmw volatile add ptr %827, i32 1 acq_rel, align 4, !noalias !343
  br label %848

844:                                              ; preds = %818
  %845 = getelementptr inbounds i8, ptr %26, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef nonnull align 8 dereferenceable(24) %26, i64 16, i1 false)
  %846 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %821, ptr %846, align 8, !tbaa !196, !alias.scope !343
  store ptr null, ptr %825, align 8, !tbaa !43, !alias.scope !343
  %847 = getelementptr inbounds i8, ptr %25, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %847, ptr noundef nonnull align 8 dereferenceable(64) %845, i64 64, i1 false)
  br label %872

848:                                              ; preds = %842, %839
  %849 = getelementptr inbounds i8, ptr %25, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %849, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %850 = load atomic i64, ptr %827 acquire, align 8, !noalias !343
  %851 = icmp eq i64 %850, 4294967297
  %852 = trunc i64 %850 to i32
  br i1 %851, label %853, label %861

853:                                              ; preds = %848
  store i32 0, ptr %827, align 8, !tbaa !45, !noalias !343
  %854 = getelementptr inbounds i8, ptr %823, i64 12
  store i32 0, ptr %854, align 4, !tbaa !47, !noalias !343
  %855 = load ptr, ptr %823, align 8, !tbaa !48, !noalias !343
  %856 = getelementptr inbounds i8, ptr %855, i64 16
  %857 = load ptr, ptr %856, align 8, !noalias !343
  call void %857(ptr noundef nonnull align 8 dereferenceable(16) %823) #24, !noalias !343
  %858 = load ptr, ptr %823, align 8, !tbaa !48, !noalias !343
  %859 = getelementptr inbounds i8, ptr %858, i64 24
  %860 = load ptr, ptr %859, align 8, !noalias !343
  call void %860(ptr noundef nonnull align 8 dereferenceable(16) %823) #24, !noalias !343
  br label %872

861:                                              ; preds = %848
  %862 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50, !noalias !343
  %863 = icmp eq i8 %862, 0
  br i1 %863, label %866, label %864

864:                                              ; preds = %861
  %865 = add nsw i32 %852, -1
  store i32 %865, ptr %827, align 4, !tbaa !28, !noalias !343
  br label %868

866:                                              ; preds = %861
  %867 = atomicrmw volatile add ptr %827, i32 -1 acq_rel, align 4, !noalias !343
  br label %868

868:                                              ; preds = %866, %864
  %869 = phi i32 [ %852, %864 ], [ %867, %866 ]
  %870 = icmp eq i32 %869, 1
  br i1 %870, label %871, label %872, !prof !51

871:                                              ; preds = %868
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %823) #24, !noalias !343
  br label %872

872:                                              ; preds = %844, %853, %868, %871
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %873 = add i64 %32, 1
  %874 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 %873, ptr %874, align 8, !tbaa !58
  %875 = getelementptr inbounds i8, ptr %25, i64 24
  %876 = load i64, ptr %25, align 8
  %877 = getelementptr inbounds i8, ptr %25, i64 8
  %878 = load i64, ptr %877, align 8
  %879 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %880 unwind label %1301

880:                                              ; preds = %872
  %881 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %882 unwind label %1301

882:                                              ; preds = %880
  %883 = load i64, ptr %881, align 8
  %884 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %885 unwind label %1301

885:                                              ; preds = %882
  %886 = getelementptr inbounds i8, ptr %884, i64 8
  %887 = load i64, ptr %886, align 8
  %888 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %889 unwind label %1301

889:                                              ; preds = %885
  %890 = getelementptr inbounds i8, ptr %888, i64 8
  %891 = load i64, ptr %890, align 8
  %892 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %893 unwind label %1301

893:                                              ; preds = %889
  %894 = getelementptr inbounds i8, ptr %892, i64 16
  %895 = load i64, ptr %894, align 8
  %896 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %875)
          to label %897 unwind label %1301

897:                                              ; preds = %893
  %898 = add i64 %883, %876
  %899 = mul i64 %887, %898
  %900 = add i64 %899, %878
  %901 = add i64 %900, %891
  %902 = mul i64 %895, %901
  %903 = getelementptr inbounds i8, ptr %896, i64 16
  %904 = load i64, ptr %903, align 8
  %905 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %875) #24
  %906 = getelementptr float, ptr %905, i64 %873
  %907 = getelementptr float, ptr %906, i64 %902
  %908 = getelementptr float, ptr %907, i64 %904
  %909 = load float, ptr %908, align 4, !tbaa !27
  %910 = load ptr, ptr %825, align 8, !tbaa !43
  %911 = icmp eq ptr %910, null
  br i1 %911, label %936, label %912

912:                                              ; preds = %897
  %913 = getelementptr inbounds i8, ptr %910, i64 8
  %914 = load atomic i64, ptr %913 acquire, align 8
  %915 = icmp eq i64 %914, 4294967297
  %916 = trunc i64 %914 to i32
  br i1 %915, label %917, label %925

917:                                              ; preds = %912
  store i32 0, ptr %913, align 8, !tbaa !45
  %918 = getelementptr inbounds i8, ptr %910, i64 12
  store i32 0, ptr %918, align 4, !tbaa !47
  %919 = load ptr, ptr %910, align 8, !tbaa !48
  %920 = getelementptr inbounds i8, ptr %919, i64 16
  %921 = load ptr, ptr %920, align 8
  call void %921(ptr noundef nonnull align 8 dereferenceable(16) %910) #24
  %922 = load ptr, ptr %910, align 8, !tbaa !48
  %923 = getelementptr inbounds i8, ptr %922, i64 24
  %924 = load ptr, ptr %923, align 8
  call void %924(ptr noundef nonnull align 8 dereferenceable(16) %910) #24
  br label %936

925:                                              ; preds = %912
  %926 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %927 = icmp eq i8 %926, 0
  br i1 %927, label %930, label %928

928:                                              ; preds = %925
  %929 = add nsw i32 %916, -1
  store i32 %929, ptr %913, align 4, !tbaa !28
  br label %932

930:                                              ; preds = %925
  %931 = atomicrmw volatile add ptr %913, i32 -1 acq_rel, align 4
  br label %932

932:                                              ; preds = %930, %928
  %933 = phi i32 [ %916, %928 ], [ %931, %930 ]
  %934 = icmp eq i32 %933, 1
  br i1 %934, label %935, label %936, !prof !51

935:                                              ; preds = %932
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %910) #24
  br label %936

936:                                              ; preds = %897, %917, %932, %935
  %937 = load ptr, ptr %822, align 8, !tbaa !43
  %938 = icmp eq ptr %937, null
  br i1 %938, label %963, label %939

939:                                              ; preds = %936
  %940 = getelementptr inbounds i8, ptr %937, i64 8
  %941 = load atomic i64, ptr %940 acquire, align 8
  %942 = icmp eq i64 %941, 4294967297
  %943 = trunc i64 %941 to i32
  br i1 %942, label %944, label %952

944:                                              ; preds = %939
  store i32 0, ptr %940, align 8, !tbaa !45
  %945 = getelementptr inbounds i8, ptr %937, i64 12
  store i32 0, ptr %945, align 4, !tbaa !47
  %946 = load ptr, ptr %937, align 8, !tbaa !48
  %947 = getelementptr inbounds i8, ptr %946, i64 16
  %948 = load ptr, ptr %947, align 8
  call void %948(ptr noundef nonnull align 8 dereferenceable(16) %937) #24
  %949 = load ptr, ptr %937, align 8, !tbaa !48
  %950 = getelementptr inbounds i8, ptr %949, i64 24
  %951 = load ptr, ptr %950, align 8
  call void %951(ptr noundef nonnull align 8 dereferenceable(16) %937) #24
  br label %963

952:                                              ; preds = %939
  %953 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %954 = icmp eq i8 %953, 0
  br i1 %954, label %957, label %955

955:                                              ; preds = %952
  %956 = add nsw i32 %943, -1
  store i32 %956, ptr %940, align 4, !tbaa !28
  br label %959

957:                                              ; preds = %952
  %958 = atomicrmw volatile add ptr %940, i32 -1 acq_rel, align 4
  br label %959

959:                                              ; preds = %957, %955
  %960 = phi i32 [ %943, %955 ], [ %958, %957 ]
  %961 = icmp eq i32 %960, 1
  br i1 %961, label %962, label %963, !prof !51

962:                                              ; preds = %959
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %937) #24
  br label %963

963:                                              ; preds = %936, %944, %959, %962
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %26) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %25) #24
  %964 = load ptr, ptr %679, align 8, !tbaa !43
  %965 = icmp eq ptr %964, null
  br i1 %965, label %990, label %966

966:                                              ; preds = %963
  %967 = getelementptr inbounds i8, ptr %964, i64 8
  %968 = load atomic i64, ptr %967 acquire, align 8
  %969 = icmp eq i64 %968, 4294967297
  %970 = trunc i64 %968 to i32
  br i1 %969, label %971, label %979

971:                                              ; preds = %966
  store i32 0, ptr %967, align 8, !tbaa !45
  %972 = getelementptr inbounds i8, ptr %964, i64 12
  store i32 0, ptr %972, align 4, !tbaa !47
  %973 = load ptr, ptr %964, align 8, !tbaa !48
  %974 = getelementptr inbounds i8, ptr %973, i64 16
  %975 = load ptr, ptr %974, align 8
  call void %975(ptr noundef nonnull align 8 dereferenceable(16) %964) #24
  %976 = load ptr, ptr %964, align 8, !tbaa !48
  %977 = getelementptr inbounds i8, ptr %976, i64 24
  %978 = load ptr, ptr %977, align 8
  call void %978(ptr noundef nonnull align 8 dereferenceable(16) %964) #24
  br label %990

979:                                              ; preds = %966
  %980 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %981 = icmp eq i8 %980, 0
  br i1 %981, label %984, label %982

982:                                              ; preds = %979
  %983 = add nsw i32 %970, -1
  store i32 %983, ptr %967, align 4, !tbaa !28
  br label %986

984:                                              ; preds = %979
  %985 = atomicrmw volatile add ptr %967, i32 -1 acq_rel, align 4
  br label %986

986:                                              ; preds = %984, %982
  %987 = phi i32 [ %970, %982 ], [ %985, %984 ]
  %988 = icmp eq i32 %987, 1
  br i1 %988, label %989, label %990, !prof !51

989:                                              ; preds = %986
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %964) #24
  br label %990

990:                                              ; preds = %963, %971, %986, %989
  %991 = load ptr, ptr %676, align 8, !tbaa !43
  %992 = icmp eq ptr %991, null
  br i1 %992, label %1017, label %993

993:                                              ; preds = %990
  %994 = getelementptr inbounds i8, ptr %991, i64 8
  %995 = load atomic i64, ptr %994 acquire, align 8
  %996 = icmp eq i64 %995, 4294967297
  %997 = trunc i64 %995 to i32
  br i1 %996, label %998, label %1006

998:                                              ; preds = %993
  store i32 0, ptr %994, align 8, !tbaa !45
  %999 = getelementptr inbounds i8, ptr %991, i64 12
  store i32 0, ptr %999, align 4, !tbaa !47
  %1000 = load ptr, ptr %991, align 8, !tbaa !48
  %1001 = getelementptr inbounds i8, ptr %1000, i64 16
  %1002 = load ptr, ptr %1001, align 8
  call void %1002(ptr noundef nonnull align 8 dereferenceable(16) %991) #24
  %1003 = load ptr, ptr %991, align 8, !tbaa !48
  %1004 = getelementptr inbounds i8, ptr %1003, i64 24
  %1005 = load ptr, ptr %1004, align 8
  call void %1005(ptr noundef nonnull align 8 dereferenceable(16) %991) #24
  br label %1017

1006:                                             ; preds = %993
  %1007 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1008 = icmp eq i8 %1007, 0
  br i1 %1008, label %1011, label %1009

1009:                                             ; preds = %1006
  %1010 = add nsw i32 %997, -1
  store i32 %1010, ptr %994, align 4, !tbaa !28
  br label %1013

1011:                                             ; preds = %1006
  %1012 = atomicrmw volatile add ptr %994, i32 -1 acq_rel, align 4
  br label %1013

1013:                                             ; preds = %1011, %1009
  %1014 = phi i32 [ %997, %1009 ], [ %1012, %1011 ]
  %1015 = icmp eq i32 %1014, 1
  br i1 %1015, label %1016, label %1017, !prof !51

1016:                                             ; preds = %1013
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %991) #24
  br label %1017

1017:                                             ; preds = %990, %998, %1013, %1016
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %24) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %23) #24
  %1018 = load ptr, ptr %534, align 8, !tbaa !43
  %1019 = icmp eq ptr %1018, null
  br i1 %1019, label %1044, label %1020

1020:                                             ; preds = %1017
  %1021 = getelementptr inbounds i8, ptr %1018, i64 8
  %1022 = load atomic i64, ptr %1021 acquire, align 8
  %1023 = icmp eq i64 %1022, 4294967297
  %1024 = trunc i64 %1022 to i32
  br i1 %1023, label %1025, label %1033

1025:                                             ; preds = %1020
  store i32 0, ptr %1021, align 8, !tbaa !45
  %1026 = getelementptr inbounds i8, ptr %1018, i64 12
  store i32 0, ptr %1026, align 4, !tbaa !47
  %1027 = load ptr, ptr %1018, align 8, !tbaa !48
  %1028 = getelementptr inbounds i8, ptr %1027, i64 16
  %1029 = load ptr, ptr %1028, align 8
  call void %1029(ptr noundef nonnull align 8 dereferenceable(16) %1018) #24
  %1030 = load ptr, ptr %1018, align 8, !tbaa !48
  %1031 = getelementptr inbounds i8, ptr %1030, i64 24
  %1032 = load ptr, ptr %1031, align 8
  call void %1032(ptr noundef nonnull align 8 dereferenceable(16) %1018) #24
  br label %1044

1033:                                             ; preds = %1020
  %1034 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1035 = icmp eq i8 %1034, 0
  br i1 %1035, label %1038, label %1036

1036:                                             ; preds = %1033
  %1037 = add nsw i32 %1024, -1
  store i32 %1037, ptr %1021, align 4, !tbaa !28
  br label %1040

1038:                                             ; preds = %1033
  %1039 = atomicrmw volatile add ptr %1021, i32 -1 acq_rel, align 4
  br label %1040

1040:                                             ; preds = %1038, %1036
  %1041 = phi i32 [ %1024, %1036 ], [ %1039, %1038 ]
  %1042 = icmp eq i32 %1041, 1
  br i1 %1042, label %1043, label %1044, !prof !51

1043:                                             ; preds = %1040
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1018) #24
  br label %1044

1044:                                             ; preds = %1017, %1025, %1040, %1043
  %1045 = load ptr, ptr %531, align 8, !tbaa !43
  %1046 = icmp eq ptr %1045, null
  br i1 %1046, label %1071, label %1047

1047:                                             ; preds = %1044
  %1048 = getelementptr inbounds i8, ptr %1045, i64 8
  %1049 = load atomic i64, ptr %1048 acquire, align 8
  %1050 = icmp eq i64 %1049, 4294967297
  %1051 = trunc i64 %1049 to i32
  br i1 %1050, label %1052, label %1060

1052:                                             ; preds = %1047
  store i32 0, ptr %1048, align 8, !tbaa !45
  %1053 = getelementptr inbounds i8, ptr %1045, i64 12
  store i32 0, ptr %1053, align 4, !tbaa !47
  %1054 = load ptr, ptr %1045, align 8, !tbaa !48
  %1055 = getelementptr inbounds i8, ptr %1054, i64 16
  %1056 = load ptr, ptr %1055, align 8
  call void %1056(ptr noundef nonnull align 8 dereferenceable(16) %1045) #24
  %1057 = load ptr, ptr %1045, align 8, !tbaa !48
  %1058 = getelementptr inbounds i8, ptr %1057, i64 24
  %1059 = load ptr, ptr %1058, align 8
  call void %1059(ptr noundef nonnull align 8 dereferenceable(16) %1045) #24
  br label %1071

1060:                                             ; preds = %1047
  %1061 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1062 = icmp eq i8 %1061, 0
  br i1 %1062, label %1065, label %1063

1063:                                             ; preds = %1060
  %1064 = add nsw i32 %1051, -1
  store i32 %1064, ptr %1048, align 4, !tbaa !28
  br label %1067

1065:                                             ; preds = %1060
  %1066 = atomicrmw volatile add ptr %1048, i32 -1 acq_rel, align 4
  br label %1067

1067:                                             ; preds = %1065, %1063
  %1068 = phi i32 [ %1051, %1063 ], [ %1066, %1065 ]
  %1069 = icmp eq i32 %1068, 1
  br i1 %1069, label %1070, label %1071, !prof !51

1070:                                             ; preds = %1067
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1045) #24
  br label %1071

1071:                                             ; preds = %1044, %1052, %1067, %1070
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #24
  %1072 = load ptr, ptr %388, align 8, !tbaa !43
  %1073 = icmp eq ptr %1072, null
  br i1 %1073, label %1098, label %1074

1074:                                             ; preds = %1071
  %1075 = getelementptr inbounds i8, ptr %1072, i64 8
  %1076 = load atomic i64, ptr %1075 acquire, align 8
  %1077 = icmp eq i64 %1076, 4294967297
  %1078 = trunc i64 %1076 to i32
  br i1 %1077, label %1079, label %1087

1079:                                             ; preds = %1074
  store i32 0, ptr %1075, align 8, !tbaa !45
  %1080 = getelementptr inbounds i8, ptr %1072, i64 12
  store i32 0, ptr %1080, align 4, !tbaa !47
  %1081 = load ptr, ptr %1072, align 8, !tbaa !48
  %1082 = getelementptr inbounds i8, ptr %1081, i64 16
  %1083 = load ptr, ptr %1082, align 8
  call void %1083(ptr noundef nonnull align 8 dereferenceable(16) %1072) #24
  %1084 = load ptr, ptr %1072, align 8, !tbaa !48
  %1085 = getelementptr inbounds i8, ptr %1084, i64 24
  %1086 = load ptr, ptr %1085, align 8
  call void %1086(ptr noundef nonnull align 8 dereferenceable(16) %1072) #24
  br label %1098

1087:                                             ; preds = %1074
  %1088 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1089 = icmp eq i8 %1088, 0
  br i1 %1089, label %1092, label %1090

1090:                                             ; preds = %1087
  %1091 = add nsw i32 %1078, -1
  store i32 %1091, ptr %1075, align 4, !tbaa !28
  br label %1094

1092:                                             ; preds = %1087
  %1093 = atomicrmw volatile add ptr %1075, i32 -1 acq_rel, align 4
  br label %1094

1094:                                             ; preds = %1092, %1090
  %1095 = phi i32 [ %1078, %1090 ], [ %1093, %1092 ]
  %1096 = icmp eq i32 %1095, 1
  br i1 %1096, label %1097, label %1098, !prof !51

1097:                                             ; preds = %1094
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1072) #24
  br label %1098

1098:                                             ; preds = %1071, %1079, %1094, %1097
  %1099 = load ptr, ptr %385, align 8, !tbaa !43
  %1100 = icmp eq ptr %1099, null
  br i1 %1100, label %1125, label %1101

1101:                                             ; preds = %1098
  %1102 = getelementptr inbounds i8, ptr %1099, i64 8
  %1103 = load atomic i64, ptr %1102 acquire, align 8
  %1104 = icmp eq i64 %1103, 4294967297
  %1105 = trunc i64 %1103 to i32
  br i1 %1104, label %1106, label %1114

1106:                                             ; preds = %1101
  store i32 0, ptr %1102, align 8, !tbaa !45
  %1107 = getelementptr inbounds i8, ptr %1099, i64 12
  store i32 0, ptr %1107, align 4, !tbaa !47
  %1108 = load ptr, ptr %1099, align 8, !tbaa !48
  %1109 = getelementptr inbounds i8, ptr %1108, i64 16
  %1110 = load ptr, ptr %1109, align 8
  call void %1110(ptr noundef nonnull align 8 dereferenceable(16) %1099) #24
  %1111 = load ptr, ptr %1099, align 8, !tbaa !48
  %1112 = getelementptr inbounds i8, ptr %1111, i64 24
  %1113 = load ptr, ptr %1112, align 8
  call void %1113(ptr noundef nonnull align 8 dereferenceable(16) %1099) #24
  br label %1125

1114:                                             ; preds = %1101
  %1115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1116 = icmp eq i8 %1115, 0
  br i1 %1116, label %1119, label %1117

1117:                                             ; preds = %1114
  %1118 = add nsw i32 %1105, -1
  store i32 %1118, ptr %1102, align 4, !tbaa !28
  br label %1121

1119:                                             ; preds = %1114
  %1120 = atomicrmw volatile add ptr %1102, i32 -1 acq_rel, align 4
  br label %1121

1121:                                             ; preds = %1119, %1117
  %1122 = phi i32 [ %1105, %1117 ], [ %1120, %1119 ]
  %1123 = icmp eq i32 %1122, 1
  br i1 %1123, label %1124, label %1125, !prof !51

1124:                                             ; preds = %1121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1099) #24
  br label %1125

1125:                                             ; preds = %1098, %1106, %1121, %1124
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %20) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %19) #24
  %1126 = load ptr, ptr %242, align 8, !tbaa !43
  %1127 = icmp eq ptr %1126, null
  br i1 %1127, label %1152, label %1128

1128:                                             ; preds = %1125
  %1129 = getelementptr inbounds i8, ptr %1126, i64 8
  %1130 = load atomic i64, ptr %1129 acquire, align 8
  %1131 = icmp eq i64 %1130, 4294967297
  %1132 = trunc i64 %1130 to i32
  br i1 %1131, label %1133, label %1141

1133:                                             ; preds = %1128
  store i32 0, ptr %1129, align 8, !tbaa !45
  %1134 = getelementptr inbounds i8, ptr %1126, i64 12
  store i32 0, ptr %1134, align 4, !tbaa !47
  %1135 = load ptr, ptr %1126, align 8, !tbaa !48
  %1136 = getelementptr inbounds i8, ptr %1135, i64 16
  %1137 = load ptr, ptr %1136, align 8
  call void %1137(ptr noundef nonnull align 8 dereferenceable(16) %1126) #24
  %1138 = load ptr, ptr %1126, align 8, !tbaa !48
  %1139 = getelementptr inbounds i8, ptr %1138, i64 24
  %1140 = load ptr, ptr %1139, align 8
  call void %1140(ptr noundef nonnull align 8 dereferenceable(16) %1126) #24
  br label %1152

1141:                                             ; preds = %1128
  %1142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1143 = icmp eq i8 %1142, 0
  br i1 %1143, label %1146, label %1144

1144:                                             ; preds = %1141
  %1145 = add nsw i32 %1132, -1
  store i32 %1145, ptr %1129, align 4, !tbaa !28
  br label %1148

1146:                                             ; preds = %1141
  %1147 = atomicrmw volatile add ptr %1129, i32 -1 acq_rel, align 4
  br label %1148

1148:                                             ; preds = %1146, %1144
  %1149 = phi i32 [ %1132, %1144 ], [ %1147, %1146 ]
  %1150 = icmp eq i32 %1149, 1
  br i1 %1150, label %1151, label %1152, !prof !51

1151:                                             ; preds = %1148
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1126) #24
  br label %1152

1152:                                             ; preds = %1125, %1133, %1148, %1151
  %1153 = load ptr, ptr %239, align 8, !tbaa !43
  %1154 = icmp eq ptr %1153, null
  br i1 %1154, label %1179, label %1155

1155:                                             ; preds = %1152
  %1156 = getelementptr inbounds i8, ptr %1153, i64 8
  %1157 = load atomic i64, ptr %1156 acquire, align 8
  %1158 = icmp eq i64 %1157, 4294967297
  %1159 = trunc i64 %1157 to i32
  br i1 %1158, label %1160, label %1168

1160:                                             ; preds = %1155
  store i32 0, ptr %1156, align 8, !tbaa !45
  %1161 = getelementptr inbounds i8, ptr %1153, i64 12
  store i32 0, ptr %1161, align 4, !tbaa !47
  %1162 = load ptr, ptr %1153, align 8, !tbaa !48
  %1163 = getelementptr inbounds i8, ptr %1162, i64 16
  %1164 = load ptr, ptr %1163, align 8
  call void %1164(ptr noundef nonnull align 8 dereferenceable(16) %1153) #24
  %1165 = load ptr, ptr %1153, align 8, !tbaa !48
  %1166 = getelementptr inbounds i8, ptr %1165, i64 24
  %1167 = load ptr, ptr %1166, align 8
  call void %1167(ptr noundef nonnull align 8 dereferenceable(16) %1153) #24
  br label %1179

1168:                                             ; preds = %1155
  %1169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1170 = icmp eq i8 %1169, 0
  br i1 %1170, label %1173, label %1171

1171:                                             ; preds = %1168
  %1172 = add nsw i32 %1159, -1
  store i32 %1172, ptr %1156, align 4, !tbaa !28
  br label %1175

1173:                                             ; preds = %1168
  %1174 = atomicrmw volatile add ptr %1156, i32 -1 acq_rel, align 4
  br label %1175

1175:                                             ; preds = %1173, %1171
  %1176 = phi i32 [ %1159, %1171 ], [ %1174, %1173 ]
  %1177 = icmp eq i32 %1176, 1
  br i1 %1177, label %1178, label %1179, !prof !51

1178:                                             ; preds = %1175
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1153) #24
  br label %1179

1179:                                             ; preds = %1152, %1160, %1175, %1178
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17) #24
  %1180 = load ptr, ptr %96, align 8, !tbaa !43
  %1181 = icmp eq ptr %1180, null
  br i1 %1181, label %1206, label %1182

1182:                                             ; preds = %1179
  %1183 = getelementptr inbounds i8, ptr %1180, i64 8
  %1184 = load atomic i64, ptr %1183 acquire, align 8
  %1185 = icmp eq i64 %1184, 4294967297
  %1186 = trunc i64 %1184 to i32
  br i1 %1185, label %1187, label %1195

1187:                                             ; preds = %1182
  store i32 0, ptr %1183, align 8, !tbaa !45
  %1188 = getelementptr inbounds i8, ptr %1180, i64 12
  store i32 0, ptr %1188, align 4, !tbaa !47
  %1189 = load ptr, ptr %1180, align 8, !tbaa !48
  %1190 = getelementptr inbounds i8, ptr %1189, i64 16
  %1191 = load ptr, ptr %1190, align 8
  call void %1191(ptr noundef nonnull align 8 dereferenceable(16) %1180) #24
  %1192 = load ptr, ptr %1180, align 8, !tbaa !48
  %1193 = getelementptr inbounds i8, ptr %1192, i64 24
  %1194 = load ptr, ptr %1193, align 8
  call void %1194(ptr noundef nonnull align 8 dereferenceable(16) %1180) #24
  br label %1206

1195:                                             ; preds = %1182
  %1196 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1197 = icmp eq i8 %1196, 0
  br i1 %1197, label %1200, label %1198

1198:                                             ; preds = %1195
  %1199 = add nsw i32 %1186, -1
  store i32 %1199, ptr %1183, align 4, !tbaa !28
  br label %1202

1200:                                             ; preds = %1195
  %1201 = atomicrmw volatile add ptr %1183, i32 -1 acq_rel, align 4
  br label %1202

1202:                                             ; preds = %1200, %1198
  %1203 = phi i32 [ %1186, %1198 ], [ %1201, %1200 ]
  %1204 = icmp eq i32 %1203, 1
  br i1 %1204, label %1205, label %1206, !prof !51

1205:                                             ; preds = %1202
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1180) #24
  br label %1206

1206:                                             ; preds = %1179, %1187, %1202, %1205
  %1207 = load ptr, ptr %93, align 8, !tbaa !43
  %1208 = icmp eq ptr %1207, null
  br i1 %1208, label %1233, label %1209

1209:                                             ; preds = %1206
  %1210 = getelementptr inbounds i8, ptr %1207, i64 8
  %1211 = load atomic i64, ptr %1210 acquire, align 8
  %1212 = icmp eq i64 %1211, 4294967297
  %1213 = trunc i64 %1211 to i32
  br i1 %1212, label %1214, label %1222

1214:                                             ; preds = %1209
  store i32 0, ptr %1210, align 8, !tbaa !45
  %1215 = getelementptr inbounds i8, ptr %1207, i64 12
  store i32 0, ptr %1215, align 4, !tbaa !47
  %1216 = load ptr, ptr %1207, align 8, !tbaa !48
  %1217 = getelementptr inbounds i8, ptr %1216, i64 16
  %1218 = load ptr, ptr %1217, align 8
  call void %1218(ptr noundef nonnull align 8 dereferenceable(16) %1207) #24
  %1219 = load ptr, ptr %1207, align 8, !tbaa !48
  %1220 = getelementptr inbounds i8, ptr %1219, i64 24
  %1221 = load ptr, ptr %1220, align 8
  call void %1221(ptr noundef nonnull align 8 dereferenceable(16) %1207) #24
  br label %1233

1222:                                             ; preds = %1209
  %1223 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %1224 = icmp eq i8 %1223, 0
  br i1 %1224, label %1227, label %1225

1225:                                             ; preds = %1222
  %1226 = add nsw i32 %1213, -1
  store i32 %1226, ptr %1210, align 4, !tbaa !28
  br label %1229

1227:                                             ; preds = %1222
  %1228 = atomicrmw volatile add ptr %1210, i32 -1 acq_rel, align 4
  br label %1229

1229:                                             ; preds = %1227, %1225
  %1230 = phi i32 [ %1213, %1225 ], [ %1228, %1227 ]
  %1231 = icmp eq i32 %1230, 1
  br i1 %1231, label %1232, label %1233, !prof !51

1232:                                             ; preds = %1229
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1207) #24
  br label %1233

1233:                                             ; preds = %1206, %1214, %1229, %1232
  %1234 = fadd float %179, %325
  %1235 = fadd float %1234, %471
  %1236 = fadd float %1235, %617
  %1237 = fadd float %1236, %763
  %1238 = fadd float %1237, %909
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #24
  %1239 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !346
  %1240 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !349
  %1241 = load i64, ptr %1240, align 8
  %1242 = add i64 %1241, %28
  %1243 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !352
  %1244 = getelementptr inbounds i8, ptr %1243, i64 8
  %1245 = load i64, ptr %1244, align 8
  %1246 = mul i64 %1245, %1242
  %1247 = add i64 %1246, %30
  %1248 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !355
  %1249 = getelementptr inbounds i8, ptr %1248, i64 8
  %1250 = load i64, ptr %1249, align 8
  %1251 = add i64 %1247, %1250
  %1252 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !358
  %1253 = getelementptr inbounds i8, ptr %1252, i64 16
  %1254 = load i64, ptr %1253, align 8
  %1255 = mul i64 %1254, %1251
  %1256 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !361
  %1257 = getelementptr inbounds i8, ptr %1256, i64 16
  %1258 = load i64, ptr %1257, align 8
  %1259 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %1260 = getelementptr float, ptr %1259, i64 %32
  %1261 = getelementptr float, ptr %1260, i64 %1255
  %1262 = getelementptr float, ptr %1261, i64 %1258
  %1263 = load float, ptr %1262, align 4, !tbaa !27
  %1264 = fdiv float %1238, 1.200000e+01
  %1265 = call float @llvm.fmuladd.f32(float %1263, float 5.000000e-01, float %1264)
  %1266 = getelementptr inbounds i8, ptr %0, i64 80
  %1267 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !364
  %1268 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !367
  %1269 = load i64, ptr %1268, align 8
  %1270 = add i64 %1269, %28
  %1271 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !370
  %1272 = getelementptr inbounds i8, ptr %1271, i64 8
  %1273 = load i64, ptr %1272, align 8
  %1274 = mul i64 %1273, %1270
  %1275 = add i64 %1274, %30
  %1276 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !373
  %1277 = getelementptr inbounds i8, ptr %1276, i64 8
  %1278 = load i64, ptr %1277, align 8
  %1279 = add i64 %1275, %1278
  %1280 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !376
  %1281 = getelementptr inbounds i8, ptr %1280, i64 16
  %1282 = load i64, ptr %1281, align 8
  %1283 = mul i64 %1282, %1279
  %1284 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %1266), !noalias !379
  %1285 = getelementptr inbounds i8, ptr %1284, i64 16
  %1286 = load i64, ptr %1285, align 8
  %1287 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %1266) #24
  %1288 = getelementptr float, ptr %1287, i64 %32
  %1289 = getelementptr float, ptr %1288, i64 %1283
  %1290 = getelementptr float, ptr %1289, i64 %1286
  store float %1265, ptr %1290, align 4, !tbaa !27
  ret void

1291:                                             ; preds = %163, %159, %155, %152, %150, %143
  %1292 = landingpad { ptr, i32 }
          cleanup
  br label %1311

1293:                                             ; preds = %309, %305, %301, %298, %296, %289
  %1294 = landingpad { ptr, i32 }
          cleanup
  br label %1309

1295:                                             ; preds = %455, %451, %447, %444, %442, %435
  %1296 = landingpad { ptr, i32 }
          cleanup
  br label %1307

1297:                                             ; preds = %601, %597, %593, %590, %588, %581
  %1298 = landingpad { ptr, i32 }
          cleanup
  br label %1305

1299:                                             ; preds = %747, %743, %739, %736, %734, %726
  %1300 = landingpad { ptr, i32 }
          cleanup
  br label %1303

1301:                                             ; preds = %893, %889, %885, %882, %880, %872
  %1302 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %25) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %26) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %26) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %25) #24
  br label %1303

1303:                                             ; preds = %1301, %1299
  %1304 = phi { ptr, i32 } [ %1302, %1301 ], [ %1300, %1299 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %23) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %24) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %24) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %23) #24
  br label %1305

1305:                                             ; preds = %1303, %1297
  %1306 = phi { ptr, i32 } [ %1304, %1303 ], [ %1298, %1297 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %21) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #24
  br label %1307

1307:                                             ; preds = %1305, %1295
  %1308 = phi { ptr, i32 } [ %1306, %1305 ], [ %1296, %1295 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %19) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %20) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %20) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %19) #24
  br label %1309

1309:                                             ; preds = %1307, %1293
  %1310 = phi { ptr, i32 } [ %1308, %1307 ], [ %1294, %1293 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %17) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %18) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17) #24
  br label %1311

1311:                                             ; preds = %1309, %1291
  %1312 = phi { ptr, i32 } [ %1310, %1309 ], [ %1292, %1291 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #24
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %16) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16) #24
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #24
  resume { ptr, i32 } %1312
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE0_E4callEPKvS6_(ptr noundef %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 comdat align 2 {
  tail call void @_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::accessor.170", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  %9 = alloca %"class.sycl::_V1::accessor.173", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::range.16", align 16
  %12 = alloca %"class.sycl::_V1::id", align 8
  %13 = alloca %class.anon.194, align 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !382
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #24
  %16 = load ptr, ptr %0, align 8, !tbaa !384
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr @.str.6, ptr %6, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.17, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 112, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 22, ptr %19, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %7, ptr noundef nonnull align 8 dereferenceable(49) %16, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %20 unwind label %283

20:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #24
  store i32 5, ptr %5, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %23 unwind label %21

21:                                               ; preds = %20
  %22 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #24
  br label %285

23:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %24 = getelementptr inbounds i8, ptr %8, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !40
  %26 = getelementptr inbounds i8, ptr %8, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !42
  %28 = icmp eq ptr %25, %27
  br i1 %28, label %63, label %29

29:                                               ; preds = %23, %58
  %30 = phi ptr [ %59, %58 ], [ %25, %23 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !43
  %33 = icmp eq ptr %32, null
  br i1 %33, label %58, label %34

34:                                               ; preds = %29
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load atomic i64, ptr %35 acquire, align 8
  %37 = icmp eq i64 %36, 4294967297
  %38 = trunc i64 %36 to i32
  br i1 %37, label %39, label %47

39:                                               ; preds = %34
  store i32 0, ptr %35, align 8, !tbaa !45
  %40 = getelementptr inbounds i8, ptr %32, i64 12
  store i32 0, ptr %40, align 4, !tbaa !47
  %41 = load ptr, ptr %32, align 8, !tbaa !48
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %32) #24
  %44 = load ptr, ptr %32, align 8, !tbaa !48
  %45 = getelementptr inbounds i8, ptr %44, i64 24
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %32) #24
  br label %58

47:                                               ; preds = %34
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %47
  %51 = add nsw i32 %38, -1
  store i32 %51, ptr %35, align 4, !tbaa !28
  br label %54

52:                                               ; preds = %47
  %53 = atomicrmw volatile add ptr %35, i32 -1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %38, %50 ], [ %53, %52 ]
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %58, !prof !51

57:                                               ; preds = %54
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %32) #24
  br label %58

58:                                               ; preds = %57, %54, %39, %29
  %59 = getelementptr inbounds i8, ptr %30, i64 16
  %60 = icmp eq ptr %59, %27
  br i1 %60, label %61, label %29, !llvm.loop !52

61:                                               ; preds = %58
  %62 = load ptr, ptr %24, align 8, !tbaa !40
  br label %63

63:                                               ; preds = %61, %23
  %64 = phi ptr [ %62, %61 ], [ %25, %23 ]
  %65 = icmp eq ptr %64, null
  br i1 %65, label %72, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %8, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !53
  %69 = ptrtoint ptr %68 to i64
  %70 = ptrtoint ptr %64 to i64
  %71 = sub i64 %69, %70
  call void @_ZdlPvm(ptr noundef nonnull %64, i64 noundef %71) #28
  br label %72

72:                                               ; preds = %63, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #24
  %73 = getelementptr inbounds i8, ptr %15, i64 112
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store ptr @.str.6, ptr %4, align 8
  %74 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @.str.17, ptr %74, align 8
  %75 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 113, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 22, ptr %76, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %9, ptr noundef nonnull align 8 dereferenceable(49) %73, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %4)
          to label %77 unwind label %287

77:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #24
  store i32 5, ptr %3, align 4, !tbaa !194
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %73, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %80 unwind label %78

78:                                               ; preds = %77
  %79 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %289

80:                                               ; preds = %77
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %81 = getelementptr inbounds i8, ptr %10, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !40
  %83 = getelementptr inbounds i8, ptr %10, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !42
  %85 = icmp eq ptr %82, %84
  br i1 %85, label %120, label %86

86:                                               ; preds = %80, %115
  %87 = phi ptr [ %116, %115 ], [ %82, %80 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !43
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !45
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !47
  %98 = load ptr, ptr %89, align 8, !tbaa !48
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  %101 = load ptr, ptr %89, align 8, !tbaa !48
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !28
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !51

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #24
  br label %115

115:                                              ; preds = %114, %111, %96, %86
  %116 = getelementptr inbounds i8, ptr %87, i64 16
  %117 = icmp eq ptr %116, %84
  br i1 %117, label %118, label %86, !llvm.loop !52

118:                                              ; preds = %115
  %119 = load ptr, ptr %81, align 8, !tbaa !40
  br label %120

120:                                              ; preds = %118, %80
  %121 = phi ptr [ %119, %118 ], [ %82, %80 ]
  %122 = icmp eq ptr %121, null
  br i1 %122, label %129, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %10, i64 24
  %125 = load ptr, ptr %124, align 8, !tbaa !53
  %126 = ptrtoint ptr %125 to i64
  %127 = ptrtoint ptr %121 to i64
  %128 = sub i64 %126, %127
  call void @_ZdlPvm(ptr noundef nonnull %121, i64 noundef %128) #28
  br label %129

129:                                              ; preds = %123, %120
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  %130 = getelementptr inbounds i8, ptr %15, i64 8
  %131 = getelementptr inbounds i8, ptr %15, i64 24
  %132 = load i64, ptr %131, align 8, !tbaa !113
  %133 = add i64 %132, -2
  %134 = load <2 x i64>, ptr %130, align 8, !tbaa !58
  %135 = add <2 x i64> %134, <i64 -2, i64 -2>
  store <2 x i64> %135, ptr %11, align 16, !tbaa !58
  %136 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 %133, ptr %136, align 16, !tbaa !58
  store i64 1, ptr %12, align 8, !tbaa !58
  %137 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 1, ptr %137, align 8, !tbaa !58
  %138 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 1, ptr %138, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #24
  %139 = load ptr, ptr %9, align 8, !tbaa !196
  store ptr %139, ptr %13, align 8, !tbaa !196
  %140 = getelementptr inbounds i8, ptr %13, i64 8
  %141 = getelementptr inbounds i8, ptr %9, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !43
  store ptr %142, ptr %140, align 8, !tbaa !43
  %143 = icmp eq ptr %142, null
  br i1 %143, label %153, label %144

144:                                              ; preds = %129
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %151, label %148

148:                                              ; preds = %144
  %149 = load i32, ptr %145, align 4, !tbaa !28
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %145, align 4, !tbaa !28
  br label %153

151:                                              ; preds = %144
  %152 = atomicrmw volatile add ptr %145, i32 1 acq_rel, align 4
  br label %153

153:                                              ; preds = %129, %148, %151
  %154 = getelementptr inbounds i8, ptr %13, i64 16
  %155 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %154, ptr noundef nonnull align 8 dereferenceable(64) %155, i64 64, i1 false)
  %156 = getelementptr inbounds i8, ptr %13, i64 80
  %157 = load ptr, ptr %7, align 8, !tbaa !196
  store ptr %157, ptr %156, align 8, !tbaa !196
  %158 = getelementptr inbounds i8, ptr %13, i64 88
  %159 = getelementptr inbounds i8, ptr %7, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !43
  store ptr %160, ptr %158, align 8, !tbaa !43
  %161 = icmp eq ptr %160, null
  br i1 %161, label %171, label %162

162:                                              ; preds = %153
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %165 = icmp eq i8 %164, 0
  br i1 %165, label %169, label %166

166:                                              ; preds = %162
  %167 = load i32, ptr %163, align 4, !tbaa !28
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %163, align 4, !tbaa !28
  br label %171

169:                                              ; preds = %162
  %170 = atomicrmw volatile add ptr %163, i32 1 acq_rel, align 4
  br label %171

171:                                              ; preds = %153, %166, %169
  %172 = getelementptr inbounds i8, ptr %13, i64 96
  %173 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %172, ptr noundef nonnull align 8 dereferenceable(64) %173, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler12parallel_forI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3EEEvNS0_5rangeIXT1_EEENS7_IXT1_EEERKT0_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %11, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %12, ptr noundef nonnull align 8 dereferenceable(160) %13)
          to label %174 unwind label %291

174:                                              ; preds = %171
  %175 = load ptr, ptr %158, align 8, !tbaa !43
  %176 = icmp eq ptr %175, null
  br i1 %176, label %201, label %177

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load atomic i64, ptr %178 acquire, align 8
  %180 = icmp eq i64 %179, 4294967297
  %181 = trunc i64 %179 to i32
  br i1 %180, label %182, label %190

182:                                              ; preds = %177
  store i32 0, ptr %178, align 8, !tbaa !45
  %183 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %183, align 4, !tbaa !47
  %184 = load ptr, ptr %175, align 8, !tbaa !48
  %185 = getelementptr inbounds i8, ptr %184, i64 16
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  %187 = load ptr, ptr %175, align 8, !tbaa !48
  %188 = getelementptr inbounds i8, ptr %187, i64 24
  %189 = load ptr, ptr %188, align 8
  call void %189(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  br label %201

190:                                              ; preds = %177
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %195, label %193

193:                                              ; preds = %190
  %194 = add nsw i32 %181, -1
  store i32 %194, ptr %178, align 4, !tbaa !28
  br label %197

195:                                              ; preds = %190
  %196 = atomicrmw volatile add ptr %178, i32 -1 acq_rel, align 4
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi i32 [ %181, %193 ], [ %196, %195 ]
  %199 = icmp eq i32 %198, 1
  br i1 %199, label %200, label %201, !prof !51

200:                                              ; preds = %197
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #24
  br label %201

201:                                              ; preds = %200, %197, %182, %174
  %202 = load ptr, ptr %140, align 8, !tbaa !43
  %203 = icmp eq ptr %202, null
  br i1 %203, label %228, label %204

204:                                              ; preds = %201
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load atomic i64, ptr %205 acquire, align 8
  %207 = icmp eq i64 %206, 4294967297
  %208 = trunc i64 %206 to i32
  br i1 %207, label %209, label %217

209:                                              ; preds = %204
  store i32 0, ptr %205, align 8, !tbaa !45
  %210 = getelementptr inbounds i8, ptr %202, i64 12
  store i32 0, ptr %210, align 4, !tbaa !47
  %211 = load ptr, ptr %202, align 8, !tbaa !48
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  %214 = load ptr, ptr %202, align 8, !tbaa !48
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  br label %228

217:                                              ; preds = %204
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %208, -1
  store i32 %221, ptr %205, align 4, !tbaa !28
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %205, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %208, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !51

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %202) #24
  br label %228

228:                                              ; preds = %201, %209, %224, %227
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #24
  %229 = load ptr, ptr %141, align 8, !tbaa !43
  %230 = icmp eq ptr %229, null
  br i1 %230, label %255, label %231

231:                                              ; preds = %228
  %232 = getelementptr inbounds i8, ptr %229, i64 8
  %233 = load atomic i64, ptr %232 acquire, align 8
  %234 = icmp eq i64 %233, 4294967297
  %235 = trunc i64 %233 to i32
  br i1 %234, label %236, label %244

236:                                              ; preds = %231
  store i32 0, ptr %232, align 8, !tbaa !45
  %237 = getelementptr inbounds i8, ptr %229, i64 12
  store i32 0, ptr %237, align 4, !tbaa !47
  %238 = load ptr, ptr %229, align 8, !tbaa !48
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  %241 = load ptr, ptr %229, align 8, !tbaa !48
  %242 = getelementptr inbounds i8, ptr %241, i64 24
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  br label %255

244:                                              ; preds = %231
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %244
  %248 = add nsw i32 %235, -1
  store i32 %248, ptr %232, align 4, !tbaa !28
  br label %251

249:                                              ; preds = %244
  %250 = atomicrmw volatile add ptr %232, i32 -1 acq_rel, align 4
  br label %251

251:                                              ; preds = %249, %247
  %252 = phi i32 [ %235, %247 ], [ %250, %249 ]
  %253 = icmp eq i32 %252, 1
  br i1 %253, label %254, label %255, !prof !51

254:                                              ; preds = %251
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %229) #24
  br label %255

255:                                              ; preds = %228, %236, %251, %254
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  %256 = load ptr, ptr %159, align 8, !tbaa !43
  %257 = icmp eq ptr %256, null
  br i1 %257, label %282, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds i8, ptr %256, i64 8
  %260 = load atomic i64, ptr %259 acquire, align 8
  %261 = icmp eq i64 %260, 4294967297
  %262 = trunc i64 %260 to i32
  br i1 %261, label %263, label %271

263:                                              ; preds = %258
  store i32 0, ptr %259, align 8, !tbaa !45
  %264 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %264, align 4, !tbaa !47
  %265 = load ptr, ptr %256, align 8, !tbaa !48
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  %268 = load ptr, ptr %256, align 8, !tbaa !48
  %269 = getelementptr inbounds i8, ptr %268, i64 24
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  br label %282

271:                                              ; preds = %258
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %262, -1
  store i32 %275, ptr %259, align 4, !tbaa !28
  br label %278

276:                                              ; preds = %271
  %277 = atomicrmw volatile add ptr %259, i32 -1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %274
  %279 = phi i32 [ %262, %274 ], [ %277, %276 ]
  %280 = icmp eq i32 %279, 1
  br i1 %280, label %281, label %282, !prof !51

281:                                              ; preds = %278
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #24
  br label %282

282:                                              ; preds = %255, %263, %278, %281
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  ret void

283:                                              ; preds = %2
  %284 = landingpad { ptr, i32 }
          cleanup
  br label %285

285:                                              ; preds = %21, %283
  %286 = phi { ptr, i32 } [ %284, %283 ], [ %22, %21 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %295

287:                                              ; preds = %72
  %288 = landingpad { ptr, i32 }
          cleanup
  br label %289

289:                                              ; preds = %78, %287
  %290 = phi { ptr, i32 } [ %288, %287 ], [ %79, %78 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %293

291:                                              ; preds = %171
  %292 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %13) #24
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #24
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi { ptr, i32 } [ %292, %291 ], [ %290, %289 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #24
  br label %295

295:                                              ; preds = %293, %285
  %296 = phi { ptr, i32 } [ %294, %293 ], [ %286, %285 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #24
  resume { ptr, i32 } %296
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler12parallel_forI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3EEEvNS0_5rangeIXT1_EEENS7_IXT1_EEERKT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef byval(%"class.sycl::_V1::id") align 8 %2, ptr noundef nonnull align 8 dereferenceable(160) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %class.anon.194, align 8
  tail call void @_ZN4sycl3_V17handler6unpackI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi3ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(160) %3)
  %6 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %4
  %9 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %10 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %11 = extractvalue { i32, ptr } %10, 0
  %12 = extractvalue { i32, ptr } %10, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %9, i32 %11, ptr %12, ptr noundef nonnull @.str.20)
          to label %13 unwind label %16

13:                                               ; preds = %8
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #25
  unreachable

14:                                               ; preds = %110, %16
  %15 = phi { ptr, i32 } [ %17, %16 ], [ %111, %110 ]
  resume { ptr, i32 } %15

16:                                               ; preds = %8
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #24
  br label %14

18:                                               ; preds = %4
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr nonnull @.str.35)
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEENS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.16") align 8 %1, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2, i32 noundef 3)
  %19 = load ptr, ptr %3, align 8, !tbaa !196
  store ptr %19, ptr %5, align 8, !tbaa !196
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !43
  store ptr %22, ptr %20, align 8, !tbaa !43
  %23 = icmp eq ptr %22, null
  br i1 %23, label %33, label %24

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %25, align 4, !tbaa !28
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %25, align 4, !tbaa !28
  br label %33

31:                                               ; preds = %24
  %32 = atomicrmw volatile add ptr %25, i32 1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %28, %18
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  %35 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %34, ptr noundef nonnull align 8 dereferenceable(64) %35, i64 64, i1 false)
  %36 = getelementptr inbounds i8, ptr %5, i64 80
  %37 = getelementptr inbounds i8, ptr %3, i64 80
  %38 = load ptr, ptr %37, align 8, !tbaa !196
  store ptr %38, ptr %36, align 8, !tbaa !196
  %39 = getelementptr inbounds i8, ptr %5, i64 88
  %40 = getelementptr inbounds i8, ptr %3, i64 88
  %41 = load ptr, ptr %40, align 8, !tbaa !43
  store ptr %41, ptr %39, align 8, !tbaa !43
  %42 = icmp eq ptr %41, null
  br i1 %42, label %52, label %43

43:                                               ; preds = %33
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = load i32, ptr %44, align 4, !tbaa !28
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %44, align 4, !tbaa !28
  br label %52

50:                                               ; preds = %43
  %51 = atomicrmw volatile add ptr %44, i32 1 acq_rel, align 4
  br label %52

52:                                               ; preds = %33, %47, %50
  %53 = getelementptr inbounds i8, ptr %5, i64 96
  %54 = getelementptr inbounds i8, ptr %3, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %53, ptr noundef nonnull align 8 dereferenceable(64) %54, i64 64, i1 false)
  invoke void @_ZN4sycl3_V17handler11StoreLambdaI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull %5)
          to label %55 unwind label %110

55:                                               ; preds = %52
  %56 = load ptr, ptr %39, align 8, !tbaa !43
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load atomic i64, ptr %59 acquire, align 8
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %58
  store i32 0, ptr %59, align 8, !tbaa !45
  %64 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 0, ptr %64, align 4, !tbaa !47
  %65 = load ptr, ptr %56, align 8, !tbaa !48
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  %68 = load ptr, ptr %56, align 8, !tbaa !48
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  br label %82

71:                                               ; preds = %58
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %59, align 4, !tbaa !28
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %59, i32 -1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !51

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %56) #24
  br label %82

82:                                               ; preds = %81, %78, %63, %55
  %83 = load ptr, ptr %20, align 8, !tbaa !43
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !45
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !47
  %92 = load ptr, ptr %83, align 8, !tbaa !48
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  %95 = load ptr, ptr %83, align 8, !tbaa !48
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !28
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !51

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %0, i32 noundef 1)
  ret void

110:                                              ; preds = %52
  %111 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %5) #24
  br label %14
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler11StoreLambdaI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_Li3ENS0_4itemILi3ELb1EEEEEvT0_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.197", align 8
  %4 = alloca %"class.std::vector.116", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #24
  call void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE0_clES6_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.197") align 8 %3, ptr noundef nonnull align 8 dereferenceable(160) %1)
  %5 = getelementptr inbounds i8, ptr %0, i64 152
  %6 = load ptr, ptr %3, align 8, !tbaa !18
  store ptr null, ptr %3, align 8, !tbaa !18
  %7 = load ptr, ptr %5, align 8, !tbaa !18
  store ptr %6, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %7, align 8, !tbaa !48
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  %13 = load ptr, ptr %3, align 8, !tbaa !18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr %13, align 8, !tbaa !48
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(168) %13) #24
  br label %19

19:                                               ; preds = %2, %15, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #24
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %0)
  %20 = load ptr, ptr %5, align 8, !tbaa !18
  %21 = load ptr, ptr %20, align 8, !tbaa !48
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(8) %20)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !385)
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !385
  store ptr %25, ptr %4, align 8, !tbaa !222, !alias.scope !385
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  store ptr %26, ptr %24, align 8, !tbaa !224, !alias.scope !385
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %25, align 4, !noalias !385
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 0, ptr %28, align 4, !tbaa !28, !noalias !385
  %29 = getelementptr inbounds i8, ptr %25, i64 12
  store i64 35038343200768, ptr %29, align 4, !noalias !385
  %30 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 80, ptr %30, align 4, !tbaa !28, !noalias !385
  store ptr %26, ptr %27, align 8, !tbaa !228, !alias.scope !385
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %31 unwind label %47

31:                                               ; preds = %19
  %32 = load ptr, ptr %4, align 8, !tbaa !222
  %33 = icmp eq ptr %32, null
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = load ptr, ptr %24, align 8, !tbaa !224
  %36 = ptrtoint ptr %35 to i64
  %37 = ptrtoint ptr %32 to i64
  %38 = sub i64 %36, %37
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef %38) #28
  br label %39

39:                                               ; preds = %31, %34
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  %41 = call noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %41, ptr noundef nonnull align 1 dereferenceable(16) @.str.35, i64 16, i1 false)
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  store i8 0, ptr %42, align 1, !tbaa !50
  %43 = load ptr, ptr %40, align 8, !tbaa !18
  store ptr %41, ptr %40, align 8, !tbaa !18
  %44 = icmp eq ptr %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %39
  call void @_ZdaPv(ptr noundef nonnull %43) #28
  br label %46

46:                                               ; preds = %39, %45
  ret void

47:                                               ; preds = %19
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %4, align 8, !tbaa !222
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %24, align 8, !tbaa !224
  %53 = ptrtoint ptr %52 to i64
  %54 = ptrtoint ptr %49 to i64
  %55 = sub i64 %53, %54
  call void @_ZdlPvm(ptr noundef nonnull %49, i64 noundef %55) #28
  br label %56

56:                                               ; preds = %47, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #24
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler6unpackI10GridEnergyZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES5_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSC_6detail20properties_type_listIJEEEEELb0EZNS1_27kernel_parallel_for_wrapperIS3_NS0_4itemILi3ELb1EEES9_SH_EEvRKT1_EUlT_DpT0_E_EEvRKT0_T3_(ptr noundef nonnull align 8 dereferenceable(216) %0, ptr noundef nonnull align 8 dereferenceable(160) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.195, align 1
  %4 = alloca %class.anon.194, align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !196
  store ptr %5, ptr %4, align 8, !tbaa !196
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  store ptr %8, ptr %6, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %20, ptr noundef nonnull align 8 dereferenceable(64) %21, i64 64, i1 false)
  %22 = getelementptr inbounds i8, ptr %4, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 80
  %24 = load ptr, ptr %23, align 8, !tbaa !196
  store ptr %24, ptr %22, align 8, !tbaa !196
  %25 = getelementptr inbounds i8, ptr %4, i64 88
  %26 = getelementptr inbounds i8, ptr %1, i64 88
  %27 = load ptr, ptr %26, align 8, !tbaa !43
  store ptr %27, ptr %25, align 8, !tbaa !43
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !28
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !28
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %4, i64 96
  %40 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %39, ptr noundef nonnull align 8 dereferenceable(64) %40, i64 64, i1 false)
  invoke void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10GridEnergyNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES7_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISJ_EEJPS1_SB_EEEDaSN_SP_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull %0, ptr noundef nonnull %4)
          to label %41 unwind label %96

41:                                               ; preds = %38
  %42 = load ptr, ptr %25, align 8, !tbaa !43
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !45
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !47
  %51 = load ptr, ptr %42, align 8, !tbaa !48
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  %54 = load ptr, ptr %42, align 8, !tbaa !48
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !28
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !51

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !43
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !45
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !47
  %78 = load ptr, ptr %69, align 8, !tbaa !48
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  %81 = load ptr, ptr %69, align 8, !tbaa !48
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !28
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !51

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %4) #24
  resume { ptr, i32 } %97
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler27kernel_parallel_for_wrapperI10GridEnergyNS0_4itemILi3ELb1EEEZZN12ParticleGrid5relaxEvENKUlRS1_E0_clES7_EUlNS0_2idILi3EEEE_NS0_3ext6oneapi12experimental10propertiesINSE_6detail20properties_type_listIJEEEEEEEvRKT1_ENKUlT_DpT0_E_clINS1_24KernelPropertiesUnpackerISJ_EEJPS1_SB_EEEDaSN_SP_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !43
  %6 = icmp eq ptr %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %8, align 4, !tbaa !28
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %8, align 4, !tbaa !28
  br label %16

14:                                               ; preds = %7
  %15 = atomicrmw volatile add ptr %8, i32 1 acq_rel, align 4
  br label %16

16:                                               ; preds = %14, %11, %3
  %17 = getelementptr inbounds i8, ptr %2, i64 88
  %18 = load ptr, ptr %17, align 8, !tbaa !43
  %19 = icmp eq ptr %18, null
  br i1 %19, label %52, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %21, align 4, !tbaa !28
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 4, !tbaa !28
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
  store i32 0, ptr %21, align 8, !tbaa !45
  %34 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %34, align 4, !tbaa !47
  %35 = load ptr, ptr %18, align 8, !tbaa !48
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  tail call void %37(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  %38 = load ptr, ptr %18, align 8, !tbaa !48
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  tail call void %40(ptr noundef nonnull align 8 dereferenceable(16) %18) #24
  br label %52

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %21, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %52, !prof !51

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
  store i32 0, ptr %54, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %59, align 4, !tbaa !47
  %60 = load ptr, ptr %5, align 8, !tbaa !48
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  %63 = load ptr, ptr %5, align 8, !tbaa !48
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !28
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !51

76:                                               ; preds = %73
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  br label %77

77:                                               ; preds = %52, %58, %73, %76
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS1_7handlerEE0_clES6_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.197") align 8 %0, ptr noundef nonnull align 8 dereferenceable(160) %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [56 x i8] }, align 8
  %5 = tail call noalias noundef nonnull dereferenceable(168) ptr @_Znwm(i64 noundef 168) #26
  %6 = load ptr, ptr %1, align 8, !tbaa !196
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 80
  %22 = load ptr, ptr %21, align 8, !tbaa !196
  %23 = getelementptr inbounds i8, ptr %1, i64 88
  %24 = load ptr, ptr %23, align 8, !tbaa !43
  %25 = icmp eq ptr %24, null
  br i1 %25, label %35, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %27, align 4, !tbaa !28
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %27, align 4, !tbaa !28
  br label %35

33:                                               ; preds = %26
  %34 = atomicrmw volatile add ptr %27, i32 1 acq_rel, align 4
  br label %35

35:                                               ; preds = %19, %30, %33
  %36 = getelementptr inbounds i8, ptr %1, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) %36, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %5, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %6, ptr %37, align 8, !tbaa !196
  %38 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %38, align 8, !tbaa !43
  br i1 %9, label %48, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %8, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !28
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !28
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %35
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %49, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %50 = getelementptr inbounds i8, ptr %5, i64 88
  store ptr %22, ptr %50, align 8, !tbaa !196
  %51 = getelementptr inbounds i8, ptr %5, i64 96
  store ptr %24, ptr %51, align 8, !tbaa !43
  br i1 %25, label %61, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %24, i64 8
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %53, align 4, !tbaa !28
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %53, align 4, !tbaa !28
  br label %63

59:                                               ; preds = %52
  %60 = atomicrmw volatile add ptr %53, i32 1 acq_rel, align 4
  br label %63

61:                                               ; preds = %48
  %62 = getelementptr inbounds i8, ptr %5, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %62, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  br label %87

63:                                               ; preds = %56, %59
  %64 = getelementptr inbounds i8, ptr %5, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %64, ptr noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  store ptr %5, ptr %0, align 8, !tbaa !18
  %65 = load atomic i64, ptr %53 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %53, align 8, !tbaa !45
  %69 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %69, align 4, !tbaa !47
  %70 = load ptr, ptr %24, align 8, !tbaa !48
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %73 = load ptr, ptr %24, align 8, !tbaa !48
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  tail call void %75(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %53, align 4, !tbaa !28
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %53, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !51

86:                                               ; preds = %83
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
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
  store i32 0, ptr %89, align 8, !tbaa !45
  %94 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %94, align 4, !tbaa !47
  %95 = load ptr, ptr %8, align 8, !tbaa !48
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load ptr, ptr %96, align 8
  tail call void %97(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %98 = load ptr, ptr %8, align 8, !tbaa !48
  %99 = getelementptr inbounds i8, ptr %98, i64 24
  %100 = load ptr, ptr %99, align 8
  tail call void %100(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %112

101:                                              ; preds = %88
  %102 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %106, label %104

104:                                              ; preds = %101
  %105 = add nsw i32 %92, -1
  store i32 %105, ptr %89, align 4, !tbaa !28
  br label %108

106:                                              ; preds = %101
  %107 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %92, %104 ], [ %107, %106 ]
  %110 = icmp eq i32 %109, 1
  br i1 %110, label %111, label %112, !prof !51

111:                                              ; preds = %108
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %112

112:                                              ; preds = %87, %93, %108, %111
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !48
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !45
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !47
  %12 = load ptr, ptr %3, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !28
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !51

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !43
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !45
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !47
  %40 = load ptr, ptr %31, align 8, !tbaa !48
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !48
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !28
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !51

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 168) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5relaxEvENKUlRNS0_7handlerEE0_clES5_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::id", align 8
  %3 = alloca %class.anon.194, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !196
  store ptr %5, ptr %3, align 8, !tbaa !196
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !43
  store ptr %8, ptr %6, align 8, !tbaa !43
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !28
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !28
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %1
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %20, ptr noundef nonnull align 8 dereferenceable(64) %21, i64 64, i1 false)
  %22 = getelementptr inbounds i8, ptr %3, i64 80
  %23 = getelementptr inbounds i8, ptr %0, i64 88
  %24 = load ptr, ptr %23, align 8, !tbaa !196
  store ptr %24, ptr %22, align 8, !tbaa !196
  %25 = getelementptr inbounds i8, ptr %3, i64 88
  %26 = getelementptr inbounds i8, ptr %0, i64 96
  %27 = load ptr, ptr %26, align 8, !tbaa !43
  store ptr %27, ptr %25, align 8, !tbaa !43
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !28
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !28
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %3, i64 96
  %40 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %39, ptr noundef nonnull align 8 dereferenceable(64) %40, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  invoke void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENKUlNS1_2idILi3EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(160) %3, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %2)
          to label %41 unwind label %96

41:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2)
  %42 = load ptr, ptr %25, align 8, !tbaa !43
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !45
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !47
  %51 = load ptr, ptr %42, align 8, !tbaa !48
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  %54 = load ptr, ptr %42, align 8, !tbaa !48
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !28
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !51

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #24
  br label %68

68:                                               ; preds = %67, %64, %49, %41
  %69 = load ptr, ptr %6, align 8, !tbaa !43
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !45
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !47
  %78 = load ptr, ptr %69, align 8, !tbaa !48
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  %81 = load ptr, ptr %69, align 8, !tbaa !48
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !50
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !28
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !51

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #24
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  ret void

96:                                               ; preds = %38
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENUlNS1_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %3) #24
  resume { ptr, i32 } %97
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZZN12ParticleGrid5relaxEvENKUlRN4sycl3_V17handlerEE0_clES3_ENKUlNS1_2idILi3EEEE_clES6_(ptr noundef nonnull align 8 dereferenceable(160) %0, ptr noundef byval(%"class.sycl::_V1::id") align 8 %1) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 80
  %4 = load i64, ptr %1, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i64, ptr %7, align 8
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !388
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !391
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, %4
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !394
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, %12
  %17 = add i64 %16, %6
  %18 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !397
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = add i64 %17, %20
  %22 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !400
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load i64, ptr %23, align 8
  %25 = mul i64 %24, %21
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !403
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load i64, ptr %27, align 8
  %29 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %30 = getelementptr float, ptr %29, i64 %8
  %31 = getelementptr float, ptr %30, i64 %25
  %32 = getelementptr float, ptr %31, i64 %28
  %33 = load float, ptr %32, align 4, !tbaa !27
  %34 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !406
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !409
  %36 = load i64, ptr %35, align 8
  %37 = add i64 %36, %4
  %38 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !412
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load i64, ptr %39, align 8
  %41 = mul i64 %40, %37
  %42 = add i64 %41, %6
  %43 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !415
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load i64, ptr %44, align 8
  %46 = add i64 %42, %45
  %47 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !418
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load i64, ptr %48, align 8
  %50 = mul i64 %49, %46
  %51 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !421
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load i64, ptr %52, align 8
  %54 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %55 = getelementptr float, ptr %54, i64 %8
  %56 = getelementptr float, ptr %55, i64 %50
  %57 = getelementptr float, ptr %56, i64 %53
  store float %33, ptr %57, align 4, !tbaa !27
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nofree nounwind }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin allocsize(0) }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZL10read_shapeiPPc: argument 0"}
!7 = distinct !{!7, !"_ZL10read_shapeiPPc"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS9GridShape", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !13, i64 32}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!"float", !11, i64 0}
!14 = !{!9, !10, i64 8}
!15 = !{!9, !10, i64 16}
!16 = !{!9, !10, i64 24}
!17 = !{!9, !13, i64 32}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !11, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZL14make_particlesRK9GridShape: argument 0"}
!22 = distinct !{!22, !"_ZL14make_particlesRK9GridShape"}
!23 = !{!24, !19, i64 0}
!24 = !{!"_ZTSNSt12_Vector_baseI8ParticleSaIS0_EE17_Vector_impl_dataE", !19, i64 0, !19, i64 8, !19, i64 16}
!25 = !{!24, !19, i64 16}
!26 = !{i64 0, i64 4, !27, i64 4, i64 4, !27, i64 8, i64 4, !27, i64 12, i64 4, !27, i64 16, i64 4, !27, i64 20, i64 4, !27, i64 24, i64 4, !27, i64 28, i64 4, !28}
!27 = !{!13, !13, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !11, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!24, !19, i64 8}
!33 = distinct !{!33, !31}
!34 = !{!35, !19, i64 24}
!35 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !36, i64 0, !19, i64 24}
!36 = !{!"_ZTSSt14_Function_base", !11, i64 0, !19, i64 16}
!37 = !{!36, !19, i64 16}
!38 = !{!39, !13, i64 24}
!39 = !{!"_ZTS8Particle", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !29, i64 28}
!40 = !{!41, !19, i64 0}
!41 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !19, i64 0, !19, i64 8, !19, i64 16}
!42 = !{!41, !19, i64 8}
!43 = !{!44, !19, i64 0}
!44 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !19, i64 0}
!45 = !{!46, !29, i64 8}
!46 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !29, i64 8, !29, i64 12}
!47 = !{!46, !29, i64 12}
!48 = !{!49, !49, i64 0}
!49 = !{!"vtable pointer", !12, i64 0}
!50 = !{!11, !11, i64 0}
!51 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!52 = distinct !{!52, !31}
!53 = !{!41, !19, i64 16}
!54 = !{!55, !19, i64 0}
!55 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !19, i64 0, !19, i64 8, !19, i64 16}
!56 = !{!55, !19, i64 16}
!57 = !{i64 0, i64 8, !58, i64 8, i64 8, !58, i64 16, i64 8, !58, i64 24, i64 8, !58, i64 32, i64 4, !27}
!58 = !{!10, !10, i64 0}
!59 = !{!55, !19, i64 8}
!60 = !{!61, !19, i64 0}
!61 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !19, i64 0, !19, i64 8, !10, i64 16, !10, i64 24}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!65 = !{!61, !19, i64 8}
!66 = !{!61, !10, i64 16}
!67 = !{!61, !10, i64 24}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!70 = distinct !{!70, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!71 = !{!72, !19, i64 0}
!72 = !{!"_ZTS12ParticleGrid", !19, i64 0, !9, i64 8, !73, i64 48, !76, i64 72, !83, i64 112}
!73 = !{!"_ZTSSt6vectorIfSaIfEE", !74, i64 0}
!74 = !{!"_ZTSSt12_Vector_baseIfSaIfEE", !75, i64 0}
!75 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE", !55, i64 0}
!76 = !{!"_ZTSN4sycl3_V16bufferI8ParticleLi1ENS0_6detail17aligned_allocatorIS2_EEvEE", !77, i64 0, !80, i64 16, !10, i64 24, !82, i64 32}
!77 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !78, i64 0}
!78 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !79, i64 0}
!79 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !19, i64 0, !44, i64 8}
!80 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !81, i64 0}
!81 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !11, i64 0}
!82 = !{!"bool", !11, i64 0}
!83 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !77, i64 0, !84, i64 16, !10, i64 40, !82, i64 48}
!84 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !85, i64 0}
!85 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !11, i64 0}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5driftEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5driftEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!92 = !{!93, !19, i64 0}
!93 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !19, i64 0, !19, i64 8}
!94 = !{!93, !19, i64 8}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid7depositEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!100 = distinct !{!100, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid7depositEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!101 = !{!102, !19, i64 16}
!102 = !{!"_ZTSN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!103 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !104, i64 0}
!104 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !105, i64 0}
!105 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !19, i64 0, !44, i64 8}
!106 = !{}
!107 = !{!108, !19, i64 72}
!108 = !{!"_ZTSN4sycl3_V16detail12AccHostDataTE", !109, i64 0, !84, i64 24, !84, i64 48, !19, i64 72, !19, i64 80}
!109 = !{!"_ZTSN4sycl3_V12idILi3EEE", !85, i64 0}
!110 = !{!39, !13, i64 0}
!111 = !{!72, !10, i64 16}
!112 = !{!39, !13, i64 4}
!113 = !{!72, !10, i64 24}
!114 = !{!39, !13, i64 8}
!115 = !{!39, !29, i64 28}
!116 = distinct !{!116, !31}
!117 = !{!72, !10, i64 8}
!118 = distinct !{!118, !31}
!119 = distinct !{!119, !31}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!122 = distinct !{!122, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2018ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!125 = distinct !{!125, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2018ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2018ELS6_0ESA_EEEixILi2EvEEDam"}
!126 = distinct !{!126, !31}
!127 = !{!128}
!128 = distinct !{!128, !129, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!129 = distinct !{!129, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!132 = distinct !{!132, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!135 = distinct !{!135, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!136 = !{!137}
!137 = distinct !{!137, !138, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!138 = distinct !{!138, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE: argument 0"}
!141 = distinct !{!141, !"_ZN4sycl3_V15queue6submitIZN12ParticleGrid5relaxEvEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S5_EENS0_5eventEE4typeES8_RKNS0_6detail13code_locationE"}
!142 = !{!143, !19, i64 0}
!143 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !19, i64 0}
!144 = !{!145, !147, i64 32}
!145 = !{!"_ZTSSt8ios_base", !10, i64 8, !10, i64 16, !146, i64 24, !147, i64 28, !147, i64 32, !19, i64 40, !148, i64 48, !11, i64 64, !29, i64 192, !19, i64 200, !149, i64 208}
!146 = !{!"_ZTSSt13_Ios_Fmtflags", !11, i64 0}
!147 = !{!"_ZTSSt12_Ios_Iostate", !11, i64 0}
!148 = !{!"_ZTSNSt8ios_base6_WordsE", !19, i64 0, !10, i64 8}
!149 = !{!"_ZTSSt6locale", !19, i64 0}
!150 = !{!151, !19, i64 24}
!151 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !36, i64 0, !19, i64 24}
!152 = !{!153, !19, i64 16}
!153 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !19, i64 0, !19, i64 8, !19, i64 16}
!154 = !{!153, !19, i64 0}
!155 = !{!153, !19, i64 8}
!156 = distinct !{!156, !31}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorI8ParticleEES5_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!159 = distinct !{!159, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorI8ParticleEES5_EEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!160 = !{!161, !10, i64 0}
!161 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorI8ParticleEE", !10, i64 0}
!162 = !{!163, !10, i64 16}
!163 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorI8ParticleEES4_EE", !164, i64 0, !161, i64 8, !10, i64 16}
!164 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!165 = !{!166, !19, i64 0}
!166 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !19, i64 0}
!167 = !{!76, !10, i64 24}
!168 = !{!76, !82, i64 32}
!169 = !{!79, !19, i64 0}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!175 = distinct !{!175, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!176 = !{!177, !10, i64 0}
!177 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !10, i64 0}
!178 = !{!179, !10, i64 16}
!179 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !164, i64 0, !177, i64 8, !10, i64 16}
!180 = !{!83, !10, i64 40}
!181 = !{!83, !82, i64 48}
!182 = !{!183, !19, i64 8}
!183 = !{!"_ZTSSt9type_info", !19, i64 8}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!186 = distinct !{!186, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!187 = !{!188, !19, i64 0}
!188 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !19, i64 0, !44, i64 8}
!189 = !{!190, !82, i64 0}
!190 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !82, i64 0}
!191 = !{i8 0, i8 2}
!192 = !{!193, !19, i64 0}
!193 = !{!"_ZTSZN12ParticleGrid5driftEfEUlRN4sycl3_V17handlerEE_", !19, i64 0, !19, i64 8}
!194 = !{!195, !195, i64 0}
!195 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !11, i64 0}
!196 = !{!105, !19, i64 0}
!197 = !{!193, !19, i64 8}
!198 = !{!199, !13, i64 32}
!199 = !{!"_ZTSZZN12ParticleGrid5driftEfENKUlRN4sycl3_V17handlerEE_clES3_EUlNS1_2idILi1EEEE_", !200, i64 0, !13, i64 32, !13, i64 36, !13, i64 40, !13, i64 44, !10, i64 48, !10, i64 56}
!200 = !{!"_ZTSN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!201 = !{!199, !13, i64 36}
!202 = !{!199, !13, i64 40}
!203 = !{!199, !13, i64 44}
!204 = !{!199, !10, i64 48}
!205 = !{!199, !10, i64 56}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!211 = distinct !{!211, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!212 = !{!213, !19, i64 0}
!213 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !19, i64 0, !44, i64 8}
!214 = distinct !{!214, !31}
!215 = !{!200, !19, i64 16}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS1_7handlerEE_clES6_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!221 = distinct !{!221, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZN12ParticleGrid5driftEfENKUlRNS1_7handlerEE_clES6_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!222 = !{!223, !19, i64 0}
!223 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !19, i64 0, !19, i64 8, !19, i64 16}
!224 = !{!223, !19, i64 16}
!225 = !{i64 0, i64 4, !226, i64 4, i64 4, !28, i64 8, i64 4, !28}
!226 = !{!227, !227, i64 0}
!227 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !11, i64 0}
!228 = !{!223, !19, i64 8}
!229 = !{!230}
!230 = distinct !{!230, !231, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!231 = distinct !{!231, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!232 = !{!233}
!233 = distinct !{!233, !234, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!234 = distinct !{!234, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!237 = distinct !{!237, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!240 = distinct !{!240, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1026ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!241 = !{!242, !19, i64 0}
!242 = !{!"_ZTSZN12ParticleGrid7depositEvEUlRN4sycl3_V17handlerEE_", !19, i64 0}
!243 = !{!244, !10, i64 0}
!244 = !{!"_ZTSZZN12ParticleGrid7depositEvENKUlRN4sycl3_V17handlerEE_clES3_EUlNS1_4itemILi3ELb1EEEE_", !10, i64 0, !245, i64 8, !246, i64 40}
!245 = !{!"_ZTSN4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!246 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!250 = !{!251}
!251 = distinct !{!251, !252, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!252 = distinct !{!252, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!253 = !{!245, !19, i64 16}
!254 = !{!246, !19, i64 16}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!257 = distinct !{!257, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!260 = distinct !{!260, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!263 = distinct !{!263, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!266 = distinct !{!266, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!269 = distinct !{!269, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!272 = distinct !{!272, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!275 = distinct !{!275, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!278 = distinct !{!278, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!279 = !{!280}
!280 = distinct !{!280, !281, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!281 = distinct !{!281, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!282 = !{!283}
!283 = distinct !{!283, !284, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!284 = distinct !{!284, !"_ZNK4sycl3_V18accessorI8ParticleLi1ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!285 = distinct !{!285, !31}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!288 = distinct !{!288, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!291 = distinct !{!291, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!292 = !{!293, !19, i64 16}
!293 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2018ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!294 = !{!295}
!295 = distinct !{!295, !296, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!296 = distinct !{!296, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!297 = !{!298}
!298 = distinct !{!298, !299, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!299 = distinct !{!299, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!300 = !{!301, !19, i64 0}
!301 = !{!"_ZTSZN12ParticleGrid5relaxEvEUlRN4sycl3_V17handlerEE_", !19, i64 0, !19, i64 8}
!302 = !{!301, !19, i64 8}
!303 = !{!304, !19, i64 16}
!304 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!305 = !{!306, !19, i64 16}
!306 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !103, i64 0, !19, i64 16, !11, i64 24}
!307 = !{!308}
!308 = distinct !{!308, !309, !"_ZN4sycl3_V16detail19getKernelParamDescsI13RelaxInteriorEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!309 = distinct !{!309, !"_ZN4sycl3_V16detail19getKernelParamDescsI13RelaxInteriorEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!312 = distinct !{!312, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!315 = distinct !{!315, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!318 = distinct !{!318, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!321 = distinct !{!321, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!322 = !{!323}
!323 = distinct !{!323, !324, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!324 = distinct !{!324, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!325 = !{!326}
!326 = distinct !{!326, !327, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!327 = distinct !{!327, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!328 = !{!329}
!329 = distinct !{!329, !330, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!330 = distinct !{!330, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!331 = !{!332}
!332 = distinct !{!332, !333, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!333 = distinct !{!333, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!334 = !{!335}
!335 = distinct !{!335, !336, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!336 = distinct !{!336, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!337 = !{!338}
!338 = distinct !{!338, !339, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!339 = distinct !{!339, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!340 = !{!341}
!341 = distinct !{!341, !342, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!342 = distinct !{!342, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!345 = distinct !{!345, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!348 = distinct !{!348, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!349 = !{!350}
!350 = distinct !{!350, !351, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!351 = distinct !{!351, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!352 = !{!353}
!353 = distinct !{!353, !354, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!354 = distinct !{!354, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!357 = distinct !{!357, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!358 = !{!359}
!359 = distinct !{!359, !360, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!360 = distinct !{!360, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!361 = !{!362}
!362 = distinct !{!362, !363, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!363 = distinct !{!363, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!364 = !{!365}
!365 = distinct !{!365, !366, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!366 = distinct !{!366, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!367 = !{!368}
!368 = distinct !{!368, !369, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!369 = distinct !{!369, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!370 = !{!371}
!371 = distinct !{!371, !372, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!372 = distinct !{!372, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!373 = !{!374}
!374 = distinct !{!374, !375, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!375 = distinct !{!375, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!378 = distinct !{!378, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!379 = !{!380}
!380 = distinct !{!380, !381, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!381 = distinct !{!381, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!382 = !{!383, !19, i64 8}
!383 = !{!"_ZTSZN12ParticleGrid5relaxEvEUlRN4sycl3_V17handlerEE0_", !19, i64 0, !19, i64 8}
!384 = !{!383, !19, i64 0}
!385 = !{!386}
!386 = distinct !{!386, !387, !"_ZN4sycl3_V16detail19getKernelParamDescsI10GridEnergyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!387 = distinct !{!387, !"_ZN4sycl3_V16detail19getKernelParamDescsI10GridEnergyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!388 = !{!389}
!389 = distinct !{!389, !390, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!390 = distinct !{!390, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!391 = !{!392}
!392 = distinct !{!392, !393, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!393 = distinct !{!393, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!394 = !{!395}
!395 = distinct !{!395, !396, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!396 = distinct !{!396, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!397 = !{!398}
!398 = distinct !{!398, !399, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!399 = distinct !{!399, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!400 = !{!401}
!401 = distinct !{!401, !402, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!402 = distinct !{!402, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!403 = !{!404}
!404 = distinct !{!404, !405, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!405 = distinct !{!405, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!406 = !{!407}
!407 = distinct !{!407, !408, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!408 = distinct !{!408, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!409 = !{!410}
!410 = distinct !{!410, !411, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!411 = distinct !{!411, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!412 = !{!413}
!413 = distinct !{!413, !414, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!414 = distinct !{!414, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!415 = !{!416}
!416 = distinct !{!416, !417, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!417 = distinct !{!417, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!418 = !{!419}
!419 = distinct !{!419, !420, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!420 = distinct !{!420, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!421 = !{!422}
!422 = distinct !{!422, !423, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!423 = distinct !{!423, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
