; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.42" }
%"class.std::shared_ptr.42" = type { %"class.std::__shared_ptr.43" }
%"class.std::__shared_ptr.43" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.45" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::range.16" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::detail::array.17" = type { [1 x i64] }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.5" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.16", i64, i8, [7 x i8] }>
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%struct.Window = type { float, float }
%class.anon.24 = type { ptr }
%class.anon.25 = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.32" }
%"class.std::shared_ptr.32" = type { %"class.std::__shared_ptr.33" }
%"class.std::__shared_ptr.33" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.130" }
%"class.std::shared_ptr.130" = type { %"class.std::__shared_ptr.131" }
%"class.std::__shared_ptr.131" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr.133" = type { %"struct.std::__uniq_ptr_data.134" }
%"struct.std::__uniq_ptr_data.134" = type { %"class.std::__uniq_ptr_impl.135" }
%"class.std::__uniq_ptr_impl.135" = type { %"class.std::tuple.136" }
%"class.std::tuple.136" = type { %"struct.std::_Tuple_impl.137" }
%"struct.std::_Tuple_impl.137" = type { %"struct.std::_Head_base.140" }
%"struct.std::_Head_base.140" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.35" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.26" }
%"class.std::vector.26" = type { %"struct.std::_Vector_base.27" }
%"struct.std::_Vector_base.27" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.104" = type { %"struct.std::_Vector_base.105" }
%"struct.std::_Vector_base.105" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::tuple.84" = type { %"struct.std::_Tuple_impl.85" }
%"struct.std::_Tuple_impl.85" = type { %"struct.std::_Tuple_impl.86", %"struct.std::_Head_base.88" }
%"struct.std::_Tuple_impl.86" = type { %"struct.std::_Head_base.87" }
%"struct.std::_Head_base.87" = type { i8 }
%"struct.std::_Head_base.88" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.76 }
%class.anon.76 = type <{ %"class.sycl::_V1::accessor", float, [4 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.72" }
%"class.std::shared_ptr.72" = type { %"class.std::__shared_ptr.73" }
%"class.std::__shared_ptr.73" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.91" = type { %"struct.std::_Tuple_impl.92" }
%"struct.std::_Tuple_impl.92" = type { %"struct.std::_Tuple_impl.86", %"struct.std::_Head_base.93" }
%"struct.std::_Head_base.93" = type { %"struct.std::array" }
%class.anon.90 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::RoundedRangeKernel.169" = type { %"class.sycl::_V1::range", %class.anon.168 }
%class.anon.168 = type { %"class.sycl::_V1::accessor.165" }
%"class.sycl::_V1::accessor.165" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.204 = type <{ %"class.sycl::_V1::accessor.197", %struct.Window, %"class.sycl::_V1::accessor.201", i32, [4 x i8] }>
%"class.sycl::_V1::accessor.197" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.201" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.197" }
%"class.std::tuple.225" = type { %"struct.std::_Tuple_impl.226" }
%"struct.std::_Tuple_impl.226" = type { %"struct.std::_Tuple_impl.86", %"struct.std::_Head_base.227" }
%"struct.std::_Head_base.227" = type { %"class.sycl::_V1::range.16" }
%class.anon.230 = type { ptr, ptr, ptr }

$_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7Scale3DEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

@.str = private unnamed_addr constant [17 x i8] c"multi_launch.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"FAIL (%d errors)\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"PASS\0A\00", align 1
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
@.str.6 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.8 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.9 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.13 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.14 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.17 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.20 = private unnamed_addr constant [13 x i8] c"_ZTS7Scale3D\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal constant [224 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.22 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.23 = private unnamed_addr constant [54 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7Scale3DEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [190 x i8] c"N4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_ = internal constant [119 x i8] c"ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_\00", align 1
@_ZTIZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_ }, align 8
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.27 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.30 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, Dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"_ZTS6Init3D\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.32 = private unnamed_addr constant [53 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6Init3DEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.33 = private unnamed_addr constant [52 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant [79 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@.str.34 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.34, ptr @.str.34, i64 0, i64 0 }, align 8
@.str.35 = private unnamed_addr constant [36 x i8] c"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [116 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.36 = private unnamed_addr constant [94 x i8] c"_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_ = internal constant [363 x i8] c"ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_\00", align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_ }, align 8
@.str.37 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"::Bump\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.37, ptr @.str.38, i64 64, i64 15 }, align 8
@.str.39 = private unnamed_addr constant [10 x i8] c"_ZTS4Bump\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE = internal constant [117 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.40 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4BumpEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [83 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant [347 x i8] c"ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_\00", align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.45", align 8
  %4 = alloca %"class.sycl::_V1::range.16", align 8
  %5 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %8 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %9 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %10 = alloca %"class.std::function.45", align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %12 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %13 = alloca %"class.std::function.45", align 8
  %14 = alloca %"class.std::function", align 8
  %15 = alloca %"class.sycl::_V1::queue", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::buffer", align 8
  %20 = alloca %"class.sycl::_V1::range", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::buffer.14", align 8
  %24 = alloca %"class.sycl::_V1::range.16", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::event", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::range", align 8
  %31 = alloca %struct.Window, align 8
  %32 = alloca i32, align 4
  %33 = alloca %"class.sycl::_V1::event", align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = alloca %"class.sycl::_V1::event", align 8
  %36 = alloca %class.anon.24, align 8
  %37 = alloca %class.anon.25, align 8
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %"class.sycl::_V1::event", align 8
  %40 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %41 = tail call noalias noundef nonnull dereferenceable(4096) ptr @_Znwm(i64 noundef 4096) #27
  br label %42

42:                                               ; preds = %42, %0
  %43 = phi i64 [ 0, %0 ], [ %59, %42 ]
  %44 = shl i64 %43, 2
  %45 = getelementptr inbounds i8, ptr %41, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %45, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %46, align 4, !tbaa !5
  %47 = shl i64 %43, 2
  %48 = or disjoint i64 %47, 32
  %49 = getelementptr inbounds i8, ptr %41, i64 %48
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %49, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %50, align 4, !tbaa !5
  %51 = shl i64 %43, 2
  %52 = or disjoint i64 %51, 64
  %53 = getelementptr inbounds i8, ptr %41, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %53, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %54, align 4, !tbaa !5
  %55 = shl i64 %43, 2
  %56 = or disjoint i64 %55, 96
  %57 = getelementptr inbounds i8, ptr %41, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %57, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %58, align 4, !tbaa !5
  %59 = add nuw nsw i64 %43, 32
  %60 = icmp eq i64 %59, 1024
  br i1 %60, label %61, label %42, !llvm.loop !9

61:                                               ; preds = %42
  %62 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #27
          to label %63 unwind label %670

63:                                               ; preds = %61
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %62, i8 0, i64 16, i1 false), !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #28
  %64 = getelementptr inbounds i8, ptr %14, i64 16
  %65 = getelementptr inbounds i8, ptr %14, i64 24
  %66 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 0, ptr %66, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %14, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %65, align 8, !tbaa !17
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %64, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(32) %16)
          to label %67 unwind label %75

67:                                               ; preds = %63
  %68 = load ptr, ptr %64, align 8, !tbaa !20
  %69 = icmp eq ptr %68, null
  br i1 %69, label %85, label %70

70:                                               ; preds = %67
  %71 = invoke noundef zeroext i1 %68(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %14, i32 noundef 3)
          to label %85 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #29
  unreachable

75:                                               ; preds = %63
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = load ptr, ptr %64, align 8, !tbaa !20
  %78 = icmp eq ptr %77, null
  br i1 %78, label %84, label %79

79:                                               ; preds = %75
  %80 = invoke noundef zeroext i1 %77(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %14, i32 noundef 3)
          to label %84 unwind label %81

81:                                               ; preds = %79
  %82 = landingpad { ptr, i32 }
          catch ptr null
  %83 = extractvalue { ptr, i32 } %82, 0
  call void @__clang_call_terminate(ptr %83) #29
  unreachable

84:                                               ; preds = %79, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  br label %969

85:                                               ; preds = %70, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  %86 = getelementptr inbounds i8, ptr %16, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !21
  %88 = getelementptr inbounds i8, ptr %16, i64 16
  %89 = load ptr, ptr %88, align 8, !tbaa !23
  %90 = icmp eq ptr %87, %89
  br i1 %90, label %125, label %91

91:                                               ; preds = %85, %120
  %92 = phi ptr [ %121, %120 ], [ %87, %85 ]
  %93 = getelementptr inbounds i8, ptr %92, i64 8
  %94 = load ptr, ptr %93, align 8, !tbaa !24
  %95 = icmp eq ptr %94, null
  br i1 %95, label %120, label %96

96:                                               ; preds = %91
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load atomic i64, ptr %97 acquire, align 8
  %99 = icmp eq i64 %98, 4294967297
  %100 = trunc i64 %98 to i32
  br i1 %99, label %101, label %109

101:                                              ; preds = %96
  store i32 0, ptr %97, align 8, !tbaa !26
  %102 = getelementptr inbounds i8, ptr %94, i64 12
  store i32 0, ptr %102, align 4, !tbaa !28
  %103 = load ptr, ptr %94, align 8, !tbaa !29
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %94) #28
  %106 = load ptr, ptr %94, align 8, !tbaa !29
  %107 = getelementptr inbounds i8, ptr %106, i64 24
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %94) #28
  br label %120

109:                                              ; preds = %96
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %114, label %112

112:                                              ; preds = %109
  %113 = add nsw i32 %100, -1
  store i32 %113, ptr %97, align 4, !tbaa !13
  br label %116

114:                                              ; preds = %109
  %115 = atomicrmw volatile add ptr %97, i32 -1 acq_rel, align 4
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi i32 [ %100, %112 ], [ %115, %114 ]
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %120, !prof !32

119:                                              ; preds = %116
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %94) #28
  br label %120

120:                                              ; preds = %119, %116, %101, %91
  %121 = getelementptr inbounds i8, ptr %92, i64 16
  %122 = icmp eq ptr %121, %89
  br i1 %122, label %123, label %91, !llvm.loop !33

123:                                              ; preds = %120
  %124 = load ptr, ptr %86, align 8, !tbaa !21
  br label %125

125:                                              ; preds = %123, %85
  %126 = phi ptr [ %124, %123 ], [ %87, %85 ]
  %127 = icmp eq ptr %126, null
  br i1 %127, label %134, label %128

128:                                              ; preds = %125
  %129 = getelementptr inbounds i8, ptr %16, i64 24
  %130 = load ptr, ptr %129, align 8, !tbaa !34
  %131 = ptrtoint ptr %130 to i64
  %132 = ptrtoint ptr %126 to i64
  %133 = sub i64 %131, %132
  call void @_ZdlPvm(ptr noundef nonnull %126, i64 noundef %133) #30
  br label %134

134:                                              ; preds = %128, %125
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #28
  store ptr @.str, ptr %18, align 8, !tbaa !35, !alias.scope !38
  %135 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.1, ptr %135, align 8, !tbaa !41, !alias.scope !38
  %136 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 29, ptr %136, align 8, !tbaa !42, !alias.scope !38
  %137 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 15, ptr %137, align 8, !tbaa !43, !alias.scope !38
  %138 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 64, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(32) %18)
          to label %139 unwind label %672

139:                                              ; preds = %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  %140 = getelementptr inbounds i8, ptr %17, i64 8
  %141 = load ptr, ptr %140, align 8, !tbaa !21
  %142 = getelementptr inbounds i8, ptr %17, i64 16
  %143 = load ptr, ptr %142, align 8, !tbaa !23
  %144 = icmp eq ptr %141, %143
  br i1 %144, label %179, label %145

145:                                              ; preds = %139, %174
  %146 = phi ptr [ %175, %174 ], [ %141, %139 ]
  %147 = getelementptr inbounds i8, ptr %146, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !24
  %149 = icmp eq ptr %148, null
  br i1 %149, label %174, label %150

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %148, i64 8
  %152 = load atomic i64, ptr %151 acquire, align 8
  %153 = icmp eq i64 %152, 4294967297
  %154 = trunc i64 %152 to i32
  br i1 %153, label %155, label %163

155:                                              ; preds = %150
  store i32 0, ptr %151, align 8, !tbaa !26
  %156 = getelementptr inbounds i8, ptr %148, i64 12
  store i32 0, ptr %156, align 4, !tbaa !28
  %157 = load ptr, ptr %148, align 8, !tbaa !29
  %158 = getelementptr inbounds i8, ptr %157, i64 16
  %159 = load ptr, ptr %158, align 8
  call void %159(ptr noundef nonnull align 8 dereferenceable(16) %148) #28
  %160 = load ptr, ptr %148, align 8, !tbaa !29
  %161 = getelementptr inbounds i8, ptr %160, i64 24
  %162 = load ptr, ptr %161, align 8
  call void %162(ptr noundef nonnull align 8 dereferenceable(16) %148) #28
  br label %174

163:                                              ; preds = %150
  %164 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %165 = icmp eq i8 %164, 0
  br i1 %165, label %168, label %166

166:                                              ; preds = %163
  %167 = add nsw i32 %154, -1
  store i32 %167, ptr %151, align 4, !tbaa !13
  br label %170

168:                                              ; preds = %163
  %169 = atomicrmw volatile add ptr %151, i32 -1 acq_rel, align 4
  br label %170

170:                                              ; preds = %168, %166
  %171 = phi i32 [ %154, %166 ], [ %169, %168 ]
  %172 = icmp eq i32 %171, 1
  br i1 %172, label %173, label %174, !prof !32

173:                                              ; preds = %170
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %148) #28
  br label %174

174:                                              ; preds = %173, %170, %155, %145
  %175 = getelementptr inbounds i8, ptr %146, i64 16
  %176 = icmp eq ptr %175, %143
  br i1 %176, label %177, label %145, !llvm.loop !33

177:                                              ; preds = %174
  %178 = load ptr, ptr %140, align 8, !tbaa !21
  br label %179

179:                                              ; preds = %177, %139
  %180 = phi ptr [ %178, %177 ], [ %141, %139 ]
  %181 = icmp eq ptr %180, null
  br i1 %181, label %188, label %182

182:                                              ; preds = %179
  %183 = getelementptr inbounds i8, ptr %17, i64 24
  %184 = load ptr, ptr %183, align 8, !tbaa !34
  %185 = ptrtoint ptr %184 to i64
  %186 = ptrtoint ptr %180 to i64
  %187 = sub i64 %185, %186
  call void @_ZdlPvm(ptr noundef nonnull %180, i64 noundef %187) #30
  br label %188

188:                                              ; preds = %182, %179
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #28
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #28
  store i64 8, ptr %20, align 8, !tbaa !44
  %189 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 8, ptr %189, align 8, !tbaa !44
  %190 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 16, ptr %190, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %22, align 8, !tbaa !35, !alias.scope !45
  %191 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.1, ptr %191, align 8, !tbaa !41, !alias.scope !45
  %192 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 31, ptr %192, align 8, !tbaa !42, !alias.scope !45
  %193 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 28, ptr %193, align 8, !tbaa !43, !alias.scope !45
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %19, ptr noundef nonnull %41, ptr noundef nonnull align 8 dereferenceable(24) %20, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %194 unwind label %674

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %21, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !21
  %197 = getelementptr inbounds i8, ptr %21, i64 16
  %198 = load ptr, ptr %197, align 8, !tbaa !23
  %199 = icmp eq ptr %196, %198
  br i1 %199, label %234, label %200

200:                                              ; preds = %194, %229
  %201 = phi ptr [ %230, %229 ], [ %196, %194 ]
  %202 = getelementptr inbounds i8, ptr %201, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !24
  %204 = icmp eq ptr %203, null
  br i1 %204, label %229, label %205

205:                                              ; preds = %200
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  %207 = load atomic i64, ptr %206 acquire, align 8
  %208 = icmp eq i64 %207, 4294967297
  %209 = trunc i64 %207 to i32
  br i1 %208, label %210, label %218

210:                                              ; preds = %205
  store i32 0, ptr %206, align 8, !tbaa !26
  %211 = getelementptr inbounds i8, ptr %203, i64 12
  store i32 0, ptr %211, align 4, !tbaa !28
  %212 = load ptr, ptr %203, align 8, !tbaa !29
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  %214 = load ptr, ptr %213, align 8
  call void %214(ptr noundef nonnull align 8 dereferenceable(16) %203) #28
  %215 = load ptr, ptr %203, align 8, !tbaa !29
  %216 = getelementptr inbounds i8, ptr %215, i64 24
  %217 = load ptr, ptr %216, align 8
  call void %217(ptr noundef nonnull align 8 dereferenceable(16) %203) #28
  br label %229

218:                                              ; preds = %205
  %219 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %220 = icmp eq i8 %219, 0
  br i1 %220, label %223, label %221

221:                                              ; preds = %218
  %222 = add nsw i32 %209, -1
  store i32 %222, ptr %206, align 4, !tbaa !13
  br label %225

223:                                              ; preds = %218
  %224 = atomicrmw volatile add ptr %206, i32 -1 acq_rel, align 4
  br label %225

225:                                              ; preds = %223, %221
  %226 = phi i32 [ %209, %221 ], [ %224, %223 ]
  %227 = icmp eq i32 %226, 1
  br i1 %227, label %228, label %229, !prof !32

228:                                              ; preds = %225
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %203) #28
  br label %229

229:                                              ; preds = %228, %225, %210, %200
  %230 = getelementptr inbounds i8, ptr %201, i64 16
  %231 = icmp eq ptr %230, %198
  br i1 %231, label %232, label %200, !llvm.loop !33

232:                                              ; preds = %229
  %233 = load ptr, ptr %195, align 8, !tbaa !21
  br label %234

234:                                              ; preds = %232, %194
  %235 = phi ptr [ %233, %232 ], [ %196, %194 ]
  %236 = icmp eq ptr %235, null
  br i1 %236, label %243, label %237

237:                                              ; preds = %234
  %238 = getelementptr inbounds i8, ptr %21, i64 24
  %239 = load ptr, ptr %238, align 8, !tbaa !34
  %240 = ptrtoint ptr %239 to i64
  %241 = ptrtoint ptr %235 to i64
  %242 = sub i64 %240, %241
  call void @_ZdlPvm(ptr noundef nonnull %235, i64 noundef %242) #30
  br label %243

243:                                              ; preds = %234, %237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #28
  store i64 4, ptr %24, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %26, align 8, !tbaa !35, !alias.scope !48
  %244 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %244, align 8, !tbaa !41, !alias.scope !48
  %245 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 32, ptr %245, align 8, !tbaa !42, !alias.scope !48
  %246 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 26, ptr %246, align 8, !tbaa !43, !alias.scope !48
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull %62, ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %247 unwind label %676

247:                                              ; preds = %243
  %248 = getelementptr inbounds i8, ptr %25, i64 8
  %249 = load ptr, ptr %248, align 8, !tbaa !21
  %250 = getelementptr inbounds i8, ptr %25, i64 16
  %251 = load ptr, ptr %250, align 8, !tbaa !23
  %252 = icmp eq ptr %249, %251
  br i1 %252, label %287, label %253

253:                                              ; preds = %247, %282
  %254 = phi ptr [ %283, %282 ], [ %249, %247 ]
  %255 = getelementptr inbounds i8, ptr %254, i64 8
  %256 = load ptr, ptr %255, align 8, !tbaa !24
  %257 = icmp eq ptr %256, null
  br i1 %257, label %282, label %258

258:                                              ; preds = %253
  %259 = getelementptr inbounds i8, ptr %256, i64 8
  %260 = load atomic i64, ptr %259 acquire, align 8
  %261 = icmp eq i64 %260, 4294967297
  %262 = trunc i64 %260 to i32
  br i1 %261, label %263, label %271

263:                                              ; preds = %258
  store i32 0, ptr %259, align 8, !tbaa !26
  %264 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %264, align 4, !tbaa !28
  %265 = load ptr, ptr %256, align 8, !tbaa !29
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %256) #28
  %268 = load ptr, ptr %256, align 8, !tbaa !29
  %269 = getelementptr inbounds i8, ptr %268, i64 24
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %256) #28
  br label %282

271:                                              ; preds = %258
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %262, -1
  store i32 %275, ptr %259, align 4, !tbaa !13
  br label %278

276:                                              ; preds = %271
  %277 = atomicrmw volatile add ptr %259, i32 -1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %274
  %279 = phi i32 [ %262, %274 ], [ %277, %276 ]
  %280 = icmp eq i32 %279, 1
  br i1 %280, label %281, label %282, !prof !32

281:                                              ; preds = %278
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #28
  br label %282

282:                                              ; preds = %281, %278, %263, %253
  %283 = getelementptr inbounds i8, ptr %254, i64 16
  %284 = icmp eq ptr %283, %251
  br i1 %284, label %285, label %253, !llvm.loop !33

285:                                              ; preds = %282
  %286 = load ptr, ptr %248, align 8, !tbaa !21
  br label %287

287:                                              ; preds = %285, %247
  %288 = phi ptr [ %286, %285 ], [ %249, %247 ]
  %289 = icmp eq ptr %288, null
  br i1 %289, label %296, label %290

290:                                              ; preds = %287
  %291 = getelementptr inbounds i8, ptr %25, i64 24
  %292 = load ptr, ptr %291, align 8, !tbaa !34
  %293 = ptrtoint ptr %292 to i64
  %294 = ptrtoint ptr %288 to i64
  %295 = sub i64 %293, %294
  call void @_ZdlPvm(ptr noundef nonnull %288, i64 noundef %295) #30
  br label %296

296:                                              ; preds = %287, %290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  store ptr @.str, ptr %28, align 8, !tbaa !35, !alias.scope !51
  %297 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.1, ptr %297, align 8, !tbaa !41, !alias.scope !51
  %298 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 34, ptr %298, align 8, !tbaa !42, !alias.scope !51
  %299 = getelementptr inbounds i8, ptr %28, i64 24
  store i64 5, ptr %299, align 8, !tbaa !43, !alias.scope !51
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13), !noalias !54
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #28, !noalias !57
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %300 unwind label %678

300:                                              ; preds = %296
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #28, !noalias !57
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %12)
          to label %303 unwind label %301, !noalias !57

301:                                              ; preds = %300
  %302 = landingpad { ptr, i32 }
          cleanup
  br label %359

303:                                              ; preds = %300
  %304 = getelementptr inbounds i8, ptr %13, i64 16
  %305 = getelementptr inbounds i8, ptr %13, i64 24
  %306 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 0, ptr %306, align 8, !noalias !57
  %307 = ptrtoint ptr %19 to i64
  store i64 %307, ptr %13, align 8, !tbaa !15, !noalias !57
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %305, align 8, !tbaa !60, !noalias !57
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %304, align 8, !tbaa !20, !noalias !57
  %308 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %11)
          to label %309 unwind label %349, !noalias !57

309:                                              ; preds = %303
  %310 = load i8, ptr %11, align 1, !tbaa !62, !range !65, !noalias !57, !noundef !66
  %311 = trunc nuw i8 %310 to i1
  %312 = xor i1 %311, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %27, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull %13, ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(32) %308, i1 noundef zeroext %312)
          to label %313 unwind label %349

313:                                              ; preds = %309
  %314 = load ptr, ptr %304, align 8, !tbaa !20, !noalias !57
  %315 = icmp eq ptr %314, null
  br i1 %315, label %321, label %316

316:                                              ; preds = %313
  %317 = invoke noundef zeroext i1 %314(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %321 unwind label %318

318:                                              ; preds = %316
  %319 = landingpad { ptr, i32 }
          catch ptr null
  %320 = extractvalue { ptr, i32 } %319, 0
  call void @__clang_call_terminate(ptr %320) #29
  unreachable

321:                                              ; preds = %316, %313
  %322 = getelementptr inbounds i8, ptr %12, i64 8
  %323 = load ptr, ptr %322, align 8, !tbaa !24, !noalias !57
  %324 = icmp eq ptr %323, null
  br i1 %324, label %361, label %325

325:                                              ; preds = %321
  %326 = getelementptr inbounds i8, ptr %323, i64 8
  %327 = load atomic i64, ptr %326 acquire, align 8
  %328 = icmp eq i64 %327, 4294967297
  %329 = trunc i64 %327 to i32
  br i1 %328, label %330, label %338

330:                                              ; preds = %325
  store i32 0, ptr %326, align 8, !tbaa !26
  %331 = getelementptr inbounds i8, ptr %323, i64 12
  store i32 0, ptr %331, align 4, !tbaa !28
  %332 = load ptr, ptr %323, align 8, !tbaa !29
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load ptr, ptr %333, align 8
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %323) #28
  %335 = load ptr, ptr %323, align 8, !tbaa !29
  %336 = getelementptr inbounds i8, ptr %335, i64 24
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %323) #28
  br label %361

338:                                              ; preds = %325
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !57
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %343, label %341

341:                                              ; preds = %338
  %342 = add nsw i32 %329, -1
  store i32 %342, ptr %326, align 4, !tbaa !13
  br label %345

343:                                              ; preds = %338
  %344 = atomicrmw volatile add ptr %326, i32 -1 acq_rel, align 4
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi i32 [ %329, %341 ], [ %344, %343 ]
  %347 = icmp eq i32 %346, 1
  br i1 %347, label %348, label %361, !prof !32

348:                                              ; preds = %345
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %323) #28
  br label %361

349:                                              ; preds = %309, %303
  %350 = landingpad { ptr, i32 }
          cleanup
  %351 = load ptr, ptr %304, align 8, !tbaa !20, !noalias !57
  %352 = icmp eq ptr %351, null
  br i1 %352, label %358, label %353

353:                                              ; preds = %349
  %354 = invoke noundef zeroext i1 %351(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %358 unwind label %355

355:                                              ; preds = %353
  %356 = landingpad { ptr, i32 }
          catch ptr null
  %357 = extractvalue { ptr, i32 } %356, 0
  call void @__clang_call_terminate(ptr %357) #29
  unreachable

358:                                              ; preds = %353, %349
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #28
  br label %359

359:                                              ; preds = %358, %301
  %360 = phi { ptr, i32 } [ %350, %358 ], [ %302, %301 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #28, !noalias !57
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #28, !noalias !57
  br label %680

361:                                              ; preds = %348, %345, %330, %321
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #28, !noalias !57
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #28, !noalias !57
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13), !noalias !54
  %362 = getelementptr inbounds i8, ptr %27, i64 8
  %363 = load ptr, ptr %362, align 8, !tbaa !24
  %364 = icmp eq ptr %363, null
  br i1 %364, label %389, label %365

365:                                              ; preds = %361
  %366 = getelementptr inbounds i8, ptr %363, i64 8
  %367 = load atomic i64, ptr %366 acquire, align 8
  %368 = icmp eq i64 %367, 4294967297
  %369 = trunc i64 %367 to i32
  br i1 %368, label %370, label %378

370:                                              ; preds = %365
  store i32 0, ptr %366, align 8, !tbaa !26
  %371 = getelementptr inbounds i8, ptr %363, i64 12
  store i32 0, ptr %371, align 4, !tbaa !28
  %372 = load ptr, ptr %363, align 8, !tbaa !29
  %373 = getelementptr inbounds i8, ptr %372, i64 16
  %374 = load ptr, ptr %373, align 8
  call void %374(ptr noundef nonnull align 8 dereferenceable(16) %363) #28
  %375 = load ptr, ptr %363, align 8, !tbaa !29
  %376 = getelementptr inbounds i8, ptr %375, i64 24
  %377 = load ptr, ptr %376, align 8
  call void %377(ptr noundef nonnull align 8 dereferenceable(16) %363) #28
  br label %389

378:                                              ; preds = %365
  %379 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %380 = icmp eq i8 %379, 0
  br i1 %380, label %383, label %381

381:                                              ; preds = %378
  %382 = add nsw i32 %369, -1
  store i32 %382, ptr %366, align 4, !tbaa !13
  br label %385

383:                                              ; preds = %378
  %384 = atomicrmw volatile add ptr %366, i32 -1 acq_rel, align 4
  br label %385

385:                                              ; preds = %383, %381
  %386 = phi i32 [ %369, %381 ], [ %384, %383 ]
  %387 = icmp eq i32 %386, 1
  br i1 %387, label %388, label %389, !prof !32

388:                                              ; preds = %385
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %363) #28
  br label %389

389:                                              ; preds = %361, %370, %385, %388
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  store i64 8, ptr %29, align 8, !tbaa !44
  %390 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 8, ptr %390, align 8, !tbaa !44
  %391 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 16, ptr %391, align 8, !tbaa !44
  invoke fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(49) %19, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %29, float noundef 2.000000e+00)
          to label %392 unwind label %682

392:                                              ; preds = %389
  store i64 4, ptr %30, align 8, !tbaa !44
  %393 = getelementptr inbounds i8, ptr %30, i64 8
  store i64 4, ptr %393, align 8, !tbaa !44
  %394 = getelementptr inbounds i8, ptr %30, i64 16
  store i64 8, ptr %394, align 8, !tbaa !44
  invoke fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(49) %19, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %30, float noundef 5.000000e-01)
          to label %395 unwind label %682

395:                                              ; preds = %392
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #28
  store i64 4898227545839239168, ptr %31, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32) #28
  store i32 1024, ptr %32, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #28
  store ptr @.str, ptr %34, align 8, !tbaa !35, !alias.scope !67
  %396 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.1, ptr %396, align 8, !tbaa !41, !alias.scope !67
  %397 = getelementptr inbounds i8, ptr %34, i64 16
  store i64 46, ptr %397, align 8, !tbaa !42, !alias.scope !67
  %398 = getelementptr inbounds i8, ptr %34, i64 24
  store i64 5, ptr %398, align 8, !tbaa !43, !alias.scope !67
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10), !noalias !70
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #28, !noalias !73
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %8, ptr noundef nonnull align 8 dereferenceable(32) %34)
          to label %399 unwind label %684

399:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #28, !noalias !73
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %9)
          to label %404 unwind label %400, !noalias !73

400:                                              ; preds = %399
  %401 = landingpad { ptr, i32 }
          cleanup
  br label %464

402:                                              ; preds = %404
  %403 = landingpad { ptr, i32 }
          cleanup
  br label %462

404:                                              ; preds = %399
  %405 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false), !noalias !73
  %406 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #27
          to label %407 unwind label %402, !noalias !73

407:                                              ; preds = %404
  %408 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %19, ptr %406, align 16, !noalias !70
  %409 = getelementptr inbounds i8, ptr %406, i64 8
  store ptr %23, ptr %409, align 8, !noalias !70
  %410 = getelementptr inbounds i8, ptr %406, i64 16
  store ptr %31, ptr %410, align 16, !noalias !70
  %411 = getelementptr inbounds i8, ptr %406, i64 24
  store ptr %32, ptr %411, align 8, !noalias !70
  store ptr %406, ptr %10, align 8, !tbaa !15, !noalias !73
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %408, align 8, !tbaa !60, !noalias !73
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %405, align 8, !tbaa !20, !noalias !73
  %412 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %8)
          to label %413 unwind label %453, !noalias !73

413:                                              ; preds = %407
  %414 = load i8, ptr %8, align 1, !tbaa !62, !range !65, !noalias !73, !noundef !66
  %415 = trunc nuw i8 %414 to i1
  %416 = xor i1 %415, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %33, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull %10, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(32) %412, i1 noundef zeroext %416)
          to label %417 unwind label %453

417:                                              ; preds = %413
  %418 = load ptr, ptr %405, align 8, !tbaa !20, !noalias !73
  %419 = icmp eq ptr %418, null
  br i1 %419, label %425, label %420

420:                                              ; preds = %417
  %421 = invoke noundef zeroext i1 %418(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %425 unwind label %422

422:                                              ; preds = %420
  %423 = landingpad { ptr, i32 }
          catch ptr null
  %424 = extractvalue { ptr, i32 } %423, 0
  call void @__clang_call_terminate(ptr %424) #29
  unreachable

425:                                              ; preds = %420, %417
  %426 = getelementptr inbounds i8, ptr %9, i64 8
  %427 = load ptr, ptr %426, align 8, !tbaa !24, !noalias !73
  %428 = icmp eq ptr %427, null
  br i1 %428, label %466, label %429

429:                                              ; preds = %425
  %430 = getelementptr inbounds i8, ptr %427, i64 8
  %431 = load atomic i64, ptr %430 acquire, align 8
  %432 = icmp eq i64 %431, 4294967297
  %433 = trunc i64 %431 to i32
  br i1 %432, label %434, label %442

434:                                              ; preds = %429
  store i32 0, ptr %430, align 8, !tbaa !26
  %435 = getelementptr inbounds i8, ptr %427, i64 12
  store i32 0, ptr %435, align 4, !tbaa !28
  %436 = load ptr, ptr %427, align 8, !tbaa !29
  %437 = getelementptr inbounds i8, ptr %436, i64 16
  %438 = load ptr, ptr %437, align 8
  call void %438(ptr noundef nonnull align 8 dereferenceable(16) %427) #28
  %439 = load ptr, ptr %427, align 8, !tbaa !29
  %440 = getelementptr inbounds i8, ptr %439, i64 24
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %427) #28
  br label %466

442:                                              ; preds = %429
  %443 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !73
  %444 = icmp eq i8 %443, 0
  br i1 %444, label %447, label %445

445:                                              ; preds = %442
  %446 = add nsw i32 %433, -1
  store i32 %446, ptr %430, align 4, !tbaa !13
  br label %449

447:                                              ; preds = %442
  %448 = atomicrmw volatile add ptr %430, i32 -1 acq_rel, align 4
  br label %449

449:                                              ; preds = %447, %445
  %450 = phi i32 [ %433, %445 ], [ %448, %447 ]
  %451 = icmp eq i32 %450, 1
  br i1 %451, label %452, label %466, !prof !32

452:                                              ; preds = %449
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %427) #28
  br label %466

453:                                              ; preds = %413, %407
  %454 = landingpad { ptr, i32 }
          cleanup
  %455 = load ptr, ptr %405, align 8, !tbaa !20, !noalias !73
  %456 = icmp eq ptr %455, null
  br i1 %456, label %462, label %457

457:                                              ; preds = %453
  %458 = invoke noundef zeroext i1 %455(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %462 unwind label %459

459:                                              ; preds = %457
  %460 = landingpad { ptr, i32 }
          catch ptr null
  %461 = extractvalue { ptr, i32 } %460, 0
  call void @__clang_call_terminate(ptr %461) #29
  unreachable

462:                                              ; preds = %457, %453, %402
  %463 = phi { ptr, i32 } [ %403, %402 ], [ %454, %453 ], [ %454, %457 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %9) #28
  br label %464

464:                                              ; preds = %462, %400
  %465 = phi { ptr, i32 } [ %463, %462 ], [ %401, %400 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #28, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %8) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #28, !noalias !73
  br label %686

466:                                              ; preds = %452, %449, %434, %425
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #28, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %8) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #28, !noalias !73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10), !noalias !70
  %467 = getelementptr inbounds i8, ptr %33, i64 8
  %468 = load ptr, ptr %467, align 8, !tbaa !24
  %469 = icmp eq ptr %468, null
  br i1 %469, label %494, label %470

470:                                              ; preds = %466
  %471 = getelementptr inbounds i8, ptr %468, i64 8
  %472 = load atomic i64, ptr %471 acquire, align 8
  %473 = icmp eq i64 %472, 4294967297
  %474 = trunc i64 %472 to i32
  br i1 %473, label %475, label %483

475:                                              ; preds = %470
  store i32 0, ptr %471, align 8, !tbaa !26
  %476 = getelementptr inbounds i8, ptr %468, i64 12
  store i32 0, ptr %476, align 4, !tbaa !28
  %477 = load ptr, ptr %468, align 8, !tbaa !29
  %478 = getelementptr inbounds i8, ptr %477, i64 16
  %479 = load ptr, ptr %478, align 8
  call void %479(ptr noundef nonnull align 8 dereferenceable(16) %468) #28
  %480 = load ptr, ptr %468, align 8, !tbaa !29
  %481 = getelementptr inbounds i8, ptr %480, i64 24
  %482 = load ptr, ptr %481, align 8
  call void %482(ptr noundef nonnull align 8 dereferenceable(16) %468) #28
  br label %494

483:                                              ; preds = %470
  %484 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %485 = icmp eq i8 %484, 0
  br i1 %485, label %488, label %486

486:                                              ; preds = %483
  %487 = add nsw i32 %474, -1
  store i32 %487, ptr %471, align 4, !tbaa !13
  br label %490

488:                                              ; preds = %483
  %489 = atomicrmw volatile add ptr %471, i32 -1 acq_rel, align 4
  br label %490

490:                                              ; preds = %488, %486
  %491 = phi i32 [ %474, %486 ], [ %489, %488 ]
  %492 = icmp eq i32 %491, 1
  br i1 %492, label %493, label %494, !prof !32

493:                                              ; preds = %490
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %468) #28
  br label %494

494:                                              ; preds = %493, %490, %475, %466
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #28
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %19) #28
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #28
  store ptr %138, ptr %36, align 8, !tbaa !76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !noalias !78
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5), !noalias !78
  store i64 64, ptr %4, align 8, !noalias !83
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28, !noalias !83
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc, i64 32, i1 false), !noalias !83
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #28, !noalias !83
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %495 unwind label %694

495:                                              ; preds = %494
  %496 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %7)
          to label %497 unwind label %564, !noalias !83

497:                                              ; preds = %495
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !86
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #28, !noalias !89
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %496)
          to label %498 unwind label %564, !noalias !83

498:                                              ; preds = %497
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #28, !noalias !89
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %503 unwind label %499, !noalias !89

499:                                              ; preds = %498
  %500 = landingpad { ptr, i32 }
          cleanup
  br label %562

501:                                              ; preds = %503
  %502 = landingpad { ptr, i32 }
          cleanup
  br label %560

503:                                              ; preds = %498
  %504 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false), !noalias !89
  %505 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %506 unwind label %501, !noalias !89

506:                                              ; preds = %503
  %507 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %4, ptr %505, align 16, !noalias !86
  %508 = getelementptr inbounds i8, ptr %505, i64 8
  store ptr %5, ptr %508, align 8, !noalias !86
  %509 = getelementptr inbounds i8, ptr %505, i64 16
  store ptr %36, ptr %509, align 16, !noalias !86
  store ptr %505, ptr %3, align 8, !tbaa !15, !noalias !89
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implINS1_6detail9auto_nameELi1ENS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESO_DpOSM_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %507, align 8, !tbaa !60, !noalias !89
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implINS1_6detail9auto_nameELi1ENS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESO_DpOSM_EUlS3_E_E10_M_managerERSt9_Any_dataRKSY_St18_Manager_operation, ptr %504, align 8, !tbaa !20, !noalias !89
  %510 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %511 unwind label %551, !noalias !89

511:                                              ; preds = %506
  %512 = load i8, ptr %1, align 1, !tbaa !62, !range !65, !noalias !89, !noundef !66
  %513 = trunc nuw i8 %512 to i1
  %514 = xor i1 %513, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %35, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %510, i1 noundef zeroext %514)
          to label %515 unwind label %551

515:                                              ; preds = %511
  %516 = load ptr, ptr %504, align 8, !tbaa !20, !noalias !89
  %517 = icmp eq ptr %516, null
  br i1 %517, label %523, label %518

518:                                              ; preds = %515
  %519 = invoke noundef zeroext i1 %516(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %523 unwind label %520

520:                                              ; preds = %518
  %521 = landingpad { ptr, i32 }
          catch ptr null
  %522 = extractvalue { ptr, i32 } %521, 0
  call void @__clang_call_terminate(ptr %522) #29
  unreachable

523:                                              ; preds = %518, %515
  %524 = getelementptr inbounds i8, ptr %2, i64 8
  %525 = load ptr, ptr %524, align 8, !tbaa !24, !noalias !89
  %526 = icmp eq ptr %525, null
  br i1 %526, label %568, label %527

527:                                              ; preds = %523
  %528 = getelementptr inbounds i8, ptr %525, i64 8
  %529 = load atomic i64, ptr %528 acquire, align 8
  %530 = icmp eq i64 %529, 4294967297
  %531 = trunc i64 %529 to i32
  br i1 %530, label %532, label %540

532:                                              ; preds = %527
  store i32 0, ptr %528, align 8, !tbaa !26
  %533 = getelementptr inbounds i8, ptr %525, i64 12
  store i32 0, ptr %533, align 4, !tbaa !28
  %534 = load ptr, ptr %525, align 8, !tbaa !29
  %535 = getelementptr inbounds i8, ptr %534, i64 16
  %536 = load ptr, ptr %535, align 8
  call void %536(ptr noundef nonnull align 8 dereferenceable(16) %525) #28
  %537 = load ptr, ptr %525, align 8, !tbaa !29
  %538 = getelementptr inbounds i8, ptr %537, i64 24
  %539 = load ptr, ptr %538, align 8
  call void %539(ptr noundef nonnull align 8 dereferenceable(16) %525) #28
  br label %568

540:                                              ; preds = %527
  %541 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !89
  %542 = icmp eq i8 %541, 0
  br i1 %542, label %545, label %543

543:                                              ; preds = %540
  %544 = add nsw i32 %531, -1
  store i32 %544, ptr %528, align 4, !tbaa !13
  br label %547

545:                                              ; preds = %540
  %546 = atomicrmw volatile add ptr %528, i32 -1 acq_rel, align 4
  br label %547

547:                                              ; preds = %545, %543
  %548 = phi i32 [ %531, %543 ], [ %546, %545 ]
  %549 = icmp eq i32 %548, 1
  br i1 %549, label %550, label %568, !prof !32

550:                                              ; preds = %547
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %525) #28
  br label %568

551:                                              ; preds = %511, %506
  %552 = landingpad { ptr, i32 }
          cleanup
  %553 = load ptr, ptr %504, align 8, !tbaa !20, !noalias !89
  %554 = icmp eq ptr %553, null
  br i1 %554, label %560, label %555

555:                                              ; preds = %551
  %556 = invoke noundef zeroext i1 %553(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %560 unwind label %557

557:                                              ; preds = %555
  %558 = landingpad { ptr, i32 }
          catch ptr null
  %559 = extractvalue { ptr, i32 } %558, 0
  call void @__clang_call_terminate(ptr %559) #29
  unreachable

560:                                              ; preds = %555, %551, %501
  %561 = phi { ptr, i32 } [ %502, %501 ], [ %552, %551 ], [ %552, %555 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  br label %562

562:                                              ; preds = %560, %499
  %563 = phi { ptr, i32 } [ %561, %560 ], [ %500, %499 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #28, !noalias !89
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #28, !noalias !89
  br label %566

564:                                              ; preds = %497, %495
  %565 = landingpad { ptr, i32 }
          cleanup
  br label %566

566:                                              ; preds = %564, %562
  %567 = phi { ptr, i32 } [ %565, %564 ], [ %563, %562 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %7) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #28, !noalias !83
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28, !noalias !83
  br label %698

568:                                              ; preds = %550, %547, %532, %523
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #28, !noalias !89
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #28, !noalias !89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !86
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %7) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #28, !noalias !83
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28, !noalias !83
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !noalias !78
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5), !noalias !78
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %35)
          to label %569 unwind label %696

569:                                              ; preds = %568
  %570 = getelementptr inbounds i8, ptr %35, i64 8
  %571 = load ptr, ptr %570, align 8, !tbaa !24
  %572 = icmp eq ptr %571, null
  br i1 %572, label %597, label %573

573:                                              ; preds = %569
  %574 = getelementptr inbounds i8, ptr %571, i64 8
  %575 = load atomic i64, ptr %574 acquire, align 8
  %576 = icmp eq i64 %575, 4294967297
  %577 = trunc i64 %575 to i32
  br i1 %576, label %578, label %586

578:                                              ; preds = %573
  store i32 0, ptr %574, align 8, !tbaa !26
  %579 = getelementptr inbounds i8, ptr %571, i64 12
  store i32 0, ptr %579, align 4, !tbaa !28
  %580 = load ptr, ptr %571, align 8, !tbaa !29
  %581 = getelementptr inbounds i8, ptr %580, i64 16
  %582 = load ptr, ptr %581, align 8
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %571) #28
  %583 = load ptr, ptr %571, align 8, !tbaa !29
  %584 = getelementptr inbounds i8, ptr %583, i64 24
  %585 = load ptr, ptr %584, align 8
  call void %585(ptr noundef nonnull align 8 dereferenceable(16) %571) #28
  br label %597

586:                                              ; preds = %573
  %587 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %588 = icmp eq i8 %587, 0
  br i1 %588, label %591, label %589

589:                                              ; preds = %586
  %590 = add nsw i32 %577, -1
  store i32 %590, ptr %574, align 4, !tbaa !13
  br label %593

591:                                              ; preds = %586
  %592 = atomicrmw volatile add ptr %574, i32 -1 acq_rel, align 4
  br label %593

593:                                              ; preds = %591, %589
  %594 = phi i32 [ %577, %589 ], [ %592, %591 ]
  %595 = icmp eq i32 %594, 1
  br i1 %595, label %596, label %597, !prof !32

596:                                              ; preds = %593
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %571) #28
  br label %597

597:                                              ; preds = %596, %593, %578, %569
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #28
  store ptr %138, ptr %37, align 8, !tbaa !92
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #28
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %37)
          to label %598 unwind label %700

598:                                              ; preds = %597
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %38)
          to label %599 unwind label %702

599:                                              ; preds = %598
  %600 = getelementptr inbounds i8, ptr %38, i64 8
  %601 = load ptr, ptr %600, align 8, !tbaa !24
  %602 = icmp eq ptr %601, null
  br i1 %602, label %627, label %603

603:                                              ; preds = %599
  %604 = getelementptr inbounds i8, ptr %601, i64 8
  %605 = load atomic i64, ptr %604 acquire, align 8
  %606 = icmp eq i64 %605, 4294967297
  %607 = trunc i64 %605 to i32
  br i1 %606, label %608, label %616

608:                                              ; preds = %603
  store i32 0, ptr %604, align 8, !tbaa !26
  %609 = getelementptr inbounds i8, ptr %601, i64 12
  store i32 0, ptr %609, align 4, !tbaa !28
  %610 = load ptr, ptr %601, align 8, !tbaa !29
  %611 = getelementptr inbounds i8, ptr %610, i64 16
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(16) %601) #28
  %613 = load ptr, ptr %601, align 8, !tbaa !29
  %614 = getelementptr inbounds i8, ptr %613, i64 24
  %615 = load ptr, ptr %614, align 8
  call void %615(ptr noundef nonnull align 8 dereferenceable(16) %601) #28
  br label %627

616:                                              ; preds = %603
  %617 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %618 = icmp eq i8 %617, 0
  br i1 %618, label %621, label %619

619:                                              ; preds = %616
  %620 = add nsw i32 %607, -1
  store i32 %620, ptr %604, align 4, !tbaa !13
  br label %623

621:                                              ; preds = %616
  %622 = atomicrmw volatile add ptr %604, i32 -1 acq_rel, align 4
  br label %623

623:                                              ; preds = %621, %619
  %624 = phi i32 [ %607, %619 ], [ %622, %621 ]
  %625 = icmp eq i32 %624, 1
  br i1 %625, label %626, label %627, !prof !32

626:                                              ; preds = %623
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %601) #28
  br label %627

627:                                              ; preds = %626, %623, %608, %599
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #28
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %39, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %37)
          to label %628 unwind label %706

628:                                              ; preds = %627
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %39)
          to label %629 unwind label %708

629:                                              ; preds = %628
  %630 = getelementptr inbounds i8, ptr %39, i64 8
  %631 = load ptr, ptr %630, align 8, !tbaa !24
  %632 = icmp eq ptr %631, null
  br i1 %632, label %657, label %633

633:                                              ; preds = %629
  %634 = getelementptr inbounds i8, ptr %631, i64 8
  %635 = load atomic i64, ptr %634 acquire, align 8
  %636 = icmp eq i64 %635, 4294967297
  %637 = trunc i64 %635 to i32
  br i1 %636, label %638, label %646

638:                                              ; preds = %633
  store i32 0, ptr %634, align 8, !tbaa !26
  %639 = getelementptr inbounds i8, ptr %631, i64 12
  store i32 0, ptr %639, align 4, !tbaa !28
  %640 = load ptr, ptr %631, align 8, !tbaa !29
  %641 = getelementptr inbounds i8, ptr %640, i64 16
  %642 = load ptr, ptr %641, align 8
  call void %642(ptr noundef nonnull align 8 dereferenceable(16) %631) #28
  %643 = load ptr, ptr %631, align 8, !tbaa !29
  %644 = getelementptr inbounds i8, ptr %643, i64 24
  %645 = load ptr, ptr %644, align 8
  call void %645(ptr noundef nonnull align 8 dereferenceable(16) %631) #28
  br label %657

646:                                              ; preds = %633
  %647 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %648 = icmp eq i8 %647, 0
  br i1 %648, label %651, label %649

649:                                              ; preds = %646
  %650 = add nsw i32 %637, -1
  store i32 %650, ptr %634, align 4, !tbaa !13
  br label %653

651:                                              ; preds = %646
  %652 = atomicrmw volatile add ptr %634, i32 -1 acq_rel, align 4
  br label %653

653:                                              ; preds = %651, %649
  %654 = phi i32 [ %637, %649 ], [ %652, %651 ]
  %655 = icmp eq i32 %654, 1
  br i1 %655, label %656, label %657, !prof !32

656:                                              ; preds = %653
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %631) #28
  br label %657

657:                                              ; preds = %629, %638, %653, %656
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #28
  br label %658

658:                                              ; preds = %657, %827
  %659 = phi i64 [ 0, %657 ], [ %828, %827 ]
  %660 = phi i32 [ 0, %657 ], [ %821, %827 ]
  %661 = phi i32 [ 0, %657 ], [ %822, %827 ]
  %662 = phi i32 [ 0, %657 ], [ %823, %827 ]
  %663 = phi i32 [ 0, %657 ], [ %824, %827 ]
  %664 = mul nuw nsw i64 %659, 100
  %665 = shl nsw i64 %659, 9
  %666 = getelementptr inbounds i8, ptr %41, i64 %665
  br label %712

667:                                              ; preds = %827
  %668 = load i32, ptr %62, align 4, !tbaa !13
  %669 = icmp eq i32 %668, %823
  br i1 %669, label %830, label %842

670:                                              ; preds = %61
  %671 = landingpad { ptr, i32 }
          cleanup
  br label %971

672:                                              ; preds = %134
  %673 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  br label %967

674:                                              ; preds = %188
  %675 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #28
  br label %692

676:                                              ; preds = %243
  %677 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  br label %690

678:                                              ; preds = %296
  %679 = landingpad { ptr, i32 }
          cleanup
  br label %680

680:                                              ; preds = %359, %678
  %681 = phi { ptr, i32 } [ %679, %678 ], [ %360, %359 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  br label %688

682:                                              ; preds = %392, %389
  %683 = landingpad { ptr, i32 }
          cleanup
  br label %688

684:                                              ; preds = %395
  %685 = landingpad { ptr, i32 }
          cleanup
  br label %686

686:                                              ; preds = %464, %684
  %687 = phi { ptr, i32 } [ %685, %684 ], [ %465, %464 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #28
  br label %688

688:                                              ; preds = %686, %682, %680
  %689 = phi { ptr, i32 } [ %687, %686 ], [ %683, %682 ], [ %681, %680 ]
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  br label %690

690:                                              ; preds = %688, %676
  %691 = phi { ptr, i32 } [ %689, %688 ], [ %677, %676 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %19) #28
  br label %692

692:                                              ; preds = %690, %674
  %693 = phi { ptr, i32 } [ %691, %690 ], [ %675, %674 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #28
  br label %967

694:                                              ; preds = %494
  %695 = landingpad { ptr, i32 }
          cleanup
  br label %698

696:                                              ; preds = %568
  %697 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %35) #28
  br label %698

698:                                              ; preds = %694, %566, %696
  %699 = phi { ptr, i32 } [ %697, %696 ], [ %695, %694 ], [ %567, %566 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #28
  br label %967

700:                                              ; preds = %597
  %701 = landingpad { ptr, i32 }
          cleanup
  br label %704

702:                                              ; preds = %598
  %703 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %38) #28
  br label %704

704:                                              ; preds = %702, %700
  %705 = phi { ptr, i32 } [ %703, %702 ], [ %701, %700 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #28
  br label %965

706:                                              ; preds = %627
  %707 = landingpad { ptr, i32 }
          cleanup
  br label %710

708:                                              ; preds = %628
  %709 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %39) #28
  br label %710

710:                                              ; preds = %708, %706
  %711 = phi { ptr, i32 } [ %709, %708 ], [ %707, %706 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #28
  br label %965

712:                                              ; preds = %658, %712
  %713 = phi i64 [ 0, %658 ], [ %825, %712 ]
  %714 = phi i32 [ %660, %658 ], [ %821, %712 ]
  %715 = phi i32 [ %661, %658 ], [ %822, %712 ]
  %716 = phi i32 [ %662, %658 ], [ %823, %712 ]
  %717 = phi i32 [ %663, %658 ], [ %824, %712 ]
  %718 = or i64 %713, %659
  %719 = icmp ult i64 %718, 4
  %720 = insertelement <4 x i1> poison, i1 %719, i64 0
  %721 = shufflevector <4 x i1> %720, <4 x i1> poison, <4 x i32> zeroinitializer
  %722 = mul nuw nsw i64 %713, 10
  %723 = add nuw nsw i64 %722, %664
  %724 = insertelement <4 x i64> poison, i64 %723, i64 0
  %725 = shufflevector <4 x i64> %724, <4 x i64> poison, <4 x i32> zeroinitializer
  %726 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %717, i64 0
  %727 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %716, i64 0
  %728 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %715, i64 0
  %729 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %714, i64 0
  %730 = shl nsw i64 %713, 6
  %731 = getelementptr inbounds i8, ptr %666, i64 %730
  %732 = add nuw nsw <4 x i64> %725, <i64 0, i64 1, i64 2, i64 3>
  %733 = uitofp nneg <4 x i64> %732 to <4 x float>
  %734 = fmul <4 x float> %733, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %735 = select <4 x i1> %721, <4 x float> %733, <4 x float> %734
  %736 = load <4 x float>, ptr %731, align 4, !tbaa !5
  %737 = fcmp une <4 x float> %736, %735
  %738 = zext <4 x i1> %737 to <4 x i32>
  %739 = add <4 x i32> %726, %738
  %740 = fcmp uge <4 x float> %735, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %741 = fcmp olt <4 x float> %735, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %742 = xor <4 x i1> %741, <i1 true, i1 true, i1 true, i1 true>
  %743 = and <4 x i1> %740, %742
  %744 = and <4 x i1> %740, %741
  %745 = xor <4 x i1> %740, <i1 true, i1 true, i1 true, i1 true>
  %746 = zext <4 x i1> %745 to <4 x i32>
  %747 = add <4 x i32> %727, %746
  %748 = xor <4 x i1> %743, <i1 true, i1 true, i1 true, i1 true>
  %749 = select <4 x i1> %748, <4 x i1> %744, <4 x i1> zeroinitializer
  %750 = zext <4 x i1> %749 to <4 x i32>
  %751 = add <4 x i32> %728, %750
  %752 = zext <4 x i1> %743 to <4 x i32>
  %753 = add <4 x i32> %729, %752
  %754 = add nuw nsw <4 x i64> %725, <i64 4, i64 5, i64 6, i64 7>
  %755 = uitofp nneg <4 x i64> %754 to <4 x float>
  %756 = fmul <4 x float> %755, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %757 = select <4 x i1> %721, <4 x float> %755, <4 x float> %756
  %758 = getelementptr inbounds i8, ptr %731, i64 16
  %759 = load <4 x float>, ptr %758, align 4, !tbaa !5
  %760 = fcmp une <4 x float> %759, %757
  %761 = zext <4 x i1> %760 to <4 x i32>
  %762 = add <4 x i32> %739, %761
  %763 = fcmp uge <4 x float> %757, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %764 = fcmp olt <4 x float> %757, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %765 = xor <4 x i1> %764, <i1 true, i1 true, i1 true, i1 true>
  %766 = and <4 x i1> %763, %765
  %767 = and <4 x i1> %763, %764
  %768 = xor <4 x i1> %763, <i1 true, i1 true, i1 true, i1 true>
  %769 = zext <4 x i1> %768 to <4 x i32>
  %770 = add <4 x i32> %747, %769
  %771 = xor <4 x i1> %766, <i1 true, i1 true, i1 true, i1 true>
  %772 = select <4 x i1> %771, <4 x i1> %767, <4 x i1> zeroinitializer
  %773 = zext <4 x i1> %772 to <4 x i32>
  %774 = add <4 x i32> %751, %773
  %775 = zext <4 x i1> %766 to <4 x i32>
  %776 = add <4 x i32> %753, %775
  %777 = add nuw nsw <4 x i64> %725, <i64 8, i64 9, i64 10, i64 11>
  %778 = uitofp nneg <4 x i64> %777 to <4 x float>
  %779 = fmul <4 x float> %778, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %780 = getelementptr inbounds i8, ptr %731, i64 32
  %781 = load <4 x float>, ptr %780, align 4, !tbaa !5
  %782 = fcmp une <4 x float> %781, %779
  %783 = zext <4 x i1> %782 to <4 x i32>
  %784 = add <4 x i32> %762, %783
  %785 = fcmp uge <4 x float> %779, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %786 = fcmp olt <4 x float> %779, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %787 = xor <4 x i1> %786, <i1 true, i1 true, i1 true, i1 true>
  %788 = and <4 x i1> %785, %787
  %789 = and <4 x i1> %785, %786
  %790 = xor <4 x i1> %785, <i1 true, i1 true, i1 true, i1 true>
  %791 = zext <4 x i1> %790 to <4 x i32>
  %792 = add <4 x i32> %770, %791
  %793 = xor <4 x i1> %788, <i1 true, i1 true, i1 true, i1 true>
  %794 = select <4 x i1> %793, <4 x i1> %789, <4 x i1> zeroinitializer
  %795 = zext <4 x i1> %794 to <4 x i32>
  %796 = add <4 x i32> %774, %795
  %797 = zext <4 x i1> %788 to <4 x i32>
  %798 = add <4 x i32> %776, %797
  %799 = add nuw nsw <4 x i64> %725, <i64 12, i64 13, i64 14, i64 15>
  %800 = uitofp nneg <4 x i64> %799 to <4 x float>
  %801 = fmul <4 x float> %800, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %802 = getelementptr inbounds i8, ptr %731, i64 48
  %803 = load <4 x float>, ptr %802, align 4, !tbaa !5
  %804 = fcmp une <4 x float> %803, %801
  %805 = zext <4 x i1> %804 to <4 x i32>
  %806 = add <4 x i32> %784, %805
  %807 = fcmp uge <4 x float> %801, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %808 = fcmp olt <4 x float> %801, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %809 = xor <4 x i1> %808, <i1 true, i1 true, i1 true, i1 true>
  %810 = and <4 x i1> %807, %809
  %811 = and <4 x i1> %807, %808
  %812 = xor <4 x i1> %807, <i1 true, i1 true, i1 true, i1 true>
  %813 = zext <4 x i1> %812 to <4 x i32>
  %814 = add <4 x i32> %792, %813
  %815 = xor <4 x i1> %810, <i1 true, i1 true, i1 true, i1 true>
  %816 = select <4 x i1> %815, <4 x i1> %811, <4 x i1> zeroinitializer
  %817 = zext <4 x i1> %816 to <4 x i32>
  %818 = add <4 x i32> %796, %817
  %819 = zext <4 x i1> %810 to <4 x i32>
  %820 = add <4 x i32> %798, %819
  %821 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %820)
  %822 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %818)
  %823 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %814)
  %824 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %806)
  %825 = add nuw nsw i64 %713, 1
  %826 = icmp eq i64 %825, 8
  br i1 %826, label %827, label %712, !llvm.loop !94

827:                                              ; preds = %712
  %828 = add nuw nsw i64 %659, 1
  %829 = icmp eq i64 %828, 8
  br i1 %829, label %667, label %658, !llvm.loop !95

830:                                              ; preds = %667
  %831 = getelementptr inbounds i8, ptr %62, i64 4
  %832 = load i32, ptr %831, align 4, !tbaa !13
  %833 = icmp eq i32 %832, %822
  br i1 %833, label %834, label %842

834:                                              ; preds = %830
  %835 = getelementptr inbounds i8, ptr %62, i64 8
  %836 = load i32, ptr %835, align 4, !tbaa !13
  %837 = icmp eq i32 %836, %821
  br i1 %837, label %838, label %842

838:                                              ; preds = %834
  %839 = getelementptr inbounds i8, ptr %62, i64 12
  %840 = load i32, ptr %839, align 4, !tbaa !13
  %841 = icmp eq i32 %840, 1024
  br i1 %841, label %844, label %842

842:                                              ; preds = %838, %834, %830, %667
  %843 = add nsw i32 %824, 1
  br label %844

844:                                              ; preds = %842, %838
  %845 = phi i32 [ %843, %842 ], [ %824, %838 ]
  %846 = getelementptr inbounds i8, ptr %138, i64 16
  %847 = load <4 x i32>, ptr %138, align 4, !tbaa !13
  %848 = load <4 x i32>, ptr %846, align 4, !tbaa !13
  %849 = getelementptr inbounds i8, ptr %138, i64 32
  %850 = getelementptr inbounds i8, ptr %138, i64 48
  %851 = load <4 x i32>, ptr %849, align 4, !tbaa !13
  %852 = load <4 x i32>, ptr %850, align 4, !tbaa !13
  %853 = getelementptr inbounds i8, ptr %138, i64 64
  %854 = getelementptr inbounds i8, ptr %138, i64 80
  %855 = load <4 x i32>, ptr %853, align 4, !tbaa !13
  %856 = load <4 x i32>, ptr %854, align 4, !tbaa !13
  %857 = getelementptr inbounds i8, ptr %138, i64 96
  %858 = getelementptr inbounds i8, ptr %138, i64 112
  %859 = load <4 x i32>, ptr %857, align 4, !tbaa !13
  %860 = load <4 x i32>, ptr %858, align 4, !tbaa !13
  %861 = getelementptr inbounds i8, ptr %138, i64 128
  %862 = getelementptr inbounds i8, ptr %138, i64 144
  %863 = load <4 x i32>, ptr %861, align 4, !tbaa !13
  %864 = load <4 x i32>, ptr %862, align 4, !tbaa !13
  %865 = getelementptr inbounds i8, ptr %138, i64 160
  %866 = getelementptr inbounds i8, ptr %138, i64 176
  %867 = load <4 x i32>, ptr %865, align 4, !tbaa !13
  %868 = load <4 x i32>, ptr %866, align 4, !tbaa !13
  %869 = getelementptr inbounds i8, ptr %138, i64 192
  %870 = getelementptr inbounds i8, ptr %138, i64 208
  %871 = load <4 x i32>, ptr %869, align 4, !tbaa !13
  %872 = load <4 x i32>, ptr %870, align 4, !tbaa !13
  %873 = getelementptr inbounds i8, ptr %138, i64 224
  %874 = getelementptr inbounds i8, ptr %138, i64 240
  %875 = load <4 x i32>, ptr %873, align 4, !tbaa !13
  %876 = load <4 x i32>, ptr %874, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #28
  store ptr @.str, ptr %40, align 8, !tbaa !35, !alias.scope !96
  %877 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr @.str.1, ptr %877, align 8, !tbaa !41, !alias.scope !96
  %878 = getelementptr inbounds i8, ptr %40, i64 16
  store i64 81, ptr %878, align 8, !tbaa !42, !alias.scope !96
  %879 = getelementptr inbounds i8, ptr %40, i64 24
  store i64 3, ptr %879, align 8, !tbaa !43, !alias.scope !96
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %138, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(32) %40)
          to label %880 unwind label %963

880:                                              ; preds = %844
  %881 = icmp ne <4 x i32> %848, <i32 10, i32 12, i32 14, i32 16>
  %882 = zext <4 x i1> %881 to <4 x i32>
  %883 = icmp ne <4 x i32> %852, <i32 26, i32 28, i32 30, i32 32>
  %884 = zext <4 x i1> %883 to <4 x i32>
  %885 = add nuw nsw <4 x i32> %882, %884
  %886 = icmp ne <4 x i32> %856, <i32 42, i32 44, i32 46, i32 48>
  %887 = zext <4 x i1> %886 to <4 x i32>
  %888 = add nuw nsw <4 x i32> %885, %887
  %889 = icmp ne <4 x i32> %860, <i32 58, i32 60, i32 62, i32 64>
  %890 = zext <4 x i1> %889 to <4 x i32>
  %891 = add nuw nsw <4 x i32> %888, %890
  %892 = icmp ne <4 x i32> %864, <i32 74, i32 76, i32 78, i32 80>
  %893 = zext <4 x i1> %892 to <4 x i32>
  %894 = add nuw nsw <4 x i32> %891, %893
  %895 = icmp ne <4 x i32> %868, <i32 90, i32 92, i32 94, i32 96>
  %896 = zext <4 x i1> %895 to <4 x i32>
  %897 = add nuw nsw <4 x i32> %894, %896
  %898 = icmp ne <4 x i32> %872, <i32 106, i32 108, i32 110, i32 112>
  %899 = zext <4 x i1> %898 to <4 x i32>
  %900 = add nuw nsw <4 x i32> %897, %899
  %901 = icmp ne <4 x i32> %876, <i32 122, i32 124, i32 126, i32 128>
  %902 = zext <4 x i1> %901 to <4 x i32>
  %903 = add <4 x i32> %900, %902
  %904 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %845, i64 0
  %905 = icmp ne <4 x i32> %847, <i32 2, i32 4, i32 6, i32 8>
  %906 = zext <4 x i1> %905 to <4 x i32>
  %907 = add <4 x i32> %904, %906
  %908 = icmp ne <4 x i32> %851, <i32 18, i32 20, i32 22, i32 24>
  %909 = zext <4 x i1> %908 to <4 x i32>
  %910 = add <4 x i32> %907, %909
  %911 = icmp ne <4 x i32> %855, <i32 34, i32 36, i32 38, i32 40>
  %912 = zext <4 x i1> %911 to <4 x i32>
  %913 = add <4 x i32> %910, %912
  %914 = icmp ne <4 x i32> %859, <i32 50, i32 52, i32 54, i32 56>
  %915 = zext <4 x i1> %914 to <4 x i32>
  %916 = add <4 x i32> %913, %915
  %917 = icmp ne <4 x i32> %863, <i32 66, i32 68, i32 70, i32 72>
  %918 = zext <4 x i1> %917 to <4 x i32>
  %919 = add <4 x i32> %916, %918
  %920 = icmp ne <4 x i32> %867, <i32 82, i32 84, i32 86, i32 88>
  %921 = zext <4 x i1> %920 to <4 x i32>
  %922 = add <4 x i32> %919, %921
  %923 = icmp ne <4 x i32> %871, <i32 98, i32 100, i32 102, i32 104>
  %924 = zext <4 x i1> %923 to <4 x i32>
  %925 = add <4 x i32> %922, %924
  %926 = icmp ne <4 x i32> %875, <i32 114, i32 116, i32 118, i32 120>
  %927 = zext <4 x i1> %926 to <4 x i32>
  %928 = add <4 x i32> %925, %927
  %929 = add <4 x i32> %903, %928
  %930 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %929)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #28
  %931 = icmp ne i32 %930, 0
  %932 = select i1 %931, ptr @.str.2, ptr @.str.3
  %933 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %932, i32 noundef %930)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #28
  %934 = getelementptr inbounds i8, ptr %15, i64 8
  %935 = load ptr, ptr %934, align 8, !tbaa !24
  %936 = icmp eq ptr %935, null
  br i1 %936, label %961, label %937

937:                                              ; preds = %880
  %938 = getelementptr inbounds i8, ptr %935, i64 8
  %939 = load atomic i64, ptr %938 acquire, align 8
  %940 = icmp eq i64 %939, 4294967297
  %941 = trunc i64 %939 to i32
  br i1 %940, label %942, label %950

942:                                              ; preds = %937
  store i32 0, ptr %938, align 8, !tbaa !26
  %943 = getelementptr inbounds i8, ptr %935, i64 12
  store i32 0, ptr %943, align 4, !tbaa !28
  %944 = load ptr, ptr %935, align 8, !tbaa !29
  %945 = getelementptr inbounds i8, ptr %944, i64 16
  %946 = load ptr, ptr %945, align 8
  call void %946(ptr noundef nonnull align 8 dereferenceable(16) %935) #28
  %947 = load ptr, ptr %935, align 8, !tbaa !29
  %948 = getelementptr inbounds i8, ptr %947, i64 24
  %949 = load ptr, ptr %948, align 8
  call void %949(ptr noundef nonnull align 8 dereferenceable(16) %935) #28
  br label %961

950:                                              ; preds = %937
  %951 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %952 = icmp eq i8 %951, 0
  br i1 %952, label %955, label %953

953:                                              ; preds = %950
  %954 = add nsw i32 %941, -1
  store i32 %954, ptr %938, align 4, !tbaa !13
  br label %957

955:                                              ; preds = %950
  %956 = atomicrmw volatile add ptr %938, i32 -1 acq_rel, align 4
  br label %957

957:                                              ; preds = %955, %953
  %958 = phi i32 [ %941, %953 ], [ %956, %955 ]
  %959 = icmp eq i32 %958, 1
  br i1 %959, label %960, label %961, !prof !32

960:                                              ; preds = %957
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %935) #28
  br label %961

961:                                              ; preds = %880, %942, %957, %960
  %962 = zext i1 %931 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #28
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef 16) #30
  call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef 4096) #30
  ret i32 %962

963:                                              ; preds = %844
  %964 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #28
  br label %965

965:                                              ; preds = %963, %710, %704
  %966 = phi { ptr, i32 } [ %964, %963 ], [ %711, %710 ], [ %705, %704 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #28
  br label %967

967:                                              ; preds = %965, %698, %692, %672
  %968 = phi { ptr, i32 } [ %966, %965 ], [ %699, %698 ], [ %693, %692 ], [ %673, %672 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
  br label %969

969:                                              ; preds = %967, %84
  %970 = phi { ptr, i32 } [ %968, %967 ], [ %76, %84 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #28
  call void @_ZdlPvm(ptr noundef nonnull %62, i64 noundef 16) #30
  br label %971

971:                                              ; preds = %969, %670
  %972 = phi { ptr, i32 } [ %970, %969 ], [ %671, %670 ]
  call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef 4096) #30
  resume { ptr, i32 } %972
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #28
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %20, align 4, !tbaa !28
  %21 = load ptr, ptr %12, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #28
  %24 = load ptr, ptr %12, align 8, !tbaa !29
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #28
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !13
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !32

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #28
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28
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
  store i32 0, ptr %48, align 4, !tbaa !28
  %49 = load ptr, ptr %40, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  %52 = load ptr, ptr %40, align 8, !tbaa !29
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !13
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !32

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #28
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  resume { ptr, i32 } %72
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.133", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !44
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !44
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !44
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !99
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !29, !noalias !99
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !102, !noalias !99
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !104, !noalias !99
  store ptr %16, ptr %6, align 8, !tbaa !107
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !15
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #28
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !109
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !116
  %30 = load ptr, ptr %0, align 8, !tbaa !117
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !118
  %32 = load i8, ptr %31, align 1, !tbaa !31
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !120)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !44, !noalias !120
  store <2 x i64> %36, ptr %7, align 16, !tbaa !44, !alias.scope !120
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !44, !noalias !120
  store i64 %39, ptr %37, align 16, !tbaa !44, !alias.scope !120
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !15
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #28
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.133", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !44
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !123
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !123
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !126, !noalias !123
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !128, !noalias !123
  store ptr %10, ptr %6, align 8, !tbaa !107
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !15
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #28
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !130
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !134
  %25 = load ptr, ptr %0, align 8, !tbaa !117
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !118
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  store i64 %22, ptr %7, align 8, !tbaa !44, !alias.scope !135
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !15
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #28
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEf(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2, float noundef %3) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %6 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %7 = alloca %"class.std::function.45", align 8
  %8 = alloca float, align 4
  %9 = alloca %"class.sycl::_V1::event", align 8
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  store float %3, ptr %8, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
  store ptr @.str, ptr %10, align 8, !tbaa !35, !alias.scope !138
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.6, ptr %11, align 8, !tbaa !41, !alias.scope !138
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 17, ptr %12, align 8, !tbaa !42, !alias.scope !138
  %13 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 3, ptr %13, align 8, !tbaa !43, !alias.scope !138
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7), !noalias !141
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #28, !noalias !144
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 8 dereferenceable(32) %10), !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #28, !noalias !144
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %18 unwind label %14, !noalias !144

14:                                               ; preds = %4
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %77

16:                                               ; preds = %18
  %17 = landingpad { ptr, i32 }
          cleanup
  br label %75

18:                                               ; preds = %4
  %19 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false), !noalias !144
  %20 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %21 unwind label %16, !noalias !144

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %1, ptr %20, align 16, !noalias !141
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr %2, ptr %23, align 8, !noalias !141
  %24 = getelementptr inbounds i8, ptr %20, i64 16
  store ptr %8, ptr %24, align 16, !noalias !141
  store ptr %20, ptr %7, align 8, !tbaa !15, !noalias !144
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %22, align 8, !tbaa !60, !noalias !144
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfEUlS3_E_E10_M_managerERSt9_Any_dataRKSH_St18_Manager_operation, ptr %19, align 8, !tbaa !20, !noalias !144
  %25 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %26 unwind label %66, !noalias !144

26:                                               ; preds = %21
  %27 = load i8, ptr %5, align 1, !tbaa !62, !range !65, !noalias !144, !noundef !66
  %28 = trunc nuw i8 %27 to i1
  %29 = xor i1 %28, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %9, ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %7, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %25, i1 noundef zeroext %29)
          to label %30 unwind label %66

30:                                               ; preds = %26
  %31 = load ptr, ptr %19, align 8, !tbaa !20, !noalias !144
  %32 = icmp eq ptr %31, null
  br i1 %32, label %38, label %33

33:                                               ; preds = %30
  %34 = invoke noundef zeroext i1 %31(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %38 unwind label %35

35:                                               ; preds = %33
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  call void @__clang_call_terminate(ptr %37) #29
  unreachable

38:                                               ; preds = %33, %30
  %39 = getelementptr inbounds i8, ptr %6, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !24, !noalias !144
  %41 = icmp eq ptr %40, null
  br i1 %41, label %79, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !26
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !28
  %49 = load ptr, ptr %40, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  %52 = load ptr, ptr %40, align 8, !tbaa !29
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  br label %79

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !144
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !13
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %79, !prof !32

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  br label %79

66:                                               ; preds = %26, %21
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = load ptr, ptr %19, align 8, !tbaa !20, !noalias !144
  %69 = icmp eq ptr %68, null
  br i1 %69, label %75, label %70

70:                                               ; preds = %66
  %71 = invoke noundef zeroext i1 %68(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %75 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #29
  unreachable

75:                                               ; preds = %70, %66, %16
  %76 = phi { ptr, i32 } [ %17, %16 ], [ %67, %66 ], [ %67, %70 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #28
  br label %77

77:                                               ; preds = %75, %14
  %78 = phi { ptr, i32 } [ %76, %75 ], [ %15, %14 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28, !noalias !144
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #28, !noalias !144
  resume { ptr, i32 } %78

79:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28, !noalias !144
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #28, !noalias !144
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7), !noalias !141
  %80 = getelementptr inbounds i8, ptr %9, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !24
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %79
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !26
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !28
  %90 = load ptr, ptr %81, align 8, !tbaa !29
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #28
  %93 = load ptr, ptr %81, align 8, !tbaa !29
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #28
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !13
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !32

106:                                              ; preds = %103
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #28
  br label %107

107:                                              ; preds = %79, %88, %103, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.27, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #28
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.30, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #29
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
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !13
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.27, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #28
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.29, ptr noundef nonnull @.str.30, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #29
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
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !13
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
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

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(8) %3) unnamed_addr #0 align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %6 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %7 = alloca %"class.std::function.45", align 8
  %8 = alloca %"class.sycl::_V1::range.16", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !noalias !147
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9), !noalias !147
  store i64 %2, ptr %8, align 8, !noalias !150
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28, !noalias !150
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 32, i1 false), !noalias !150
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #28, !noalias !150
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef nonnull align 8 dereferenceable(32) %10), !noalias !150
  %12 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %11)
          to label %13 unwind label %80, !noalias !150

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7), !noalias !153
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #28, !noalias !156
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 8 dereferenceable(32) %12)
          to label %14 unwind label %80, !noalias !150

14:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #28, !noalias !156
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %19 unwind label %15, !noalias !156

15:                                               ; preds = %14
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %78

17:                                               ; preds = %19
  %18 = landingpad { ptr, i32 }
          cleanup
  br label %76

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false), !noalias !156
  %21 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %22 unwind label %17, !noalias !156

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %8, ptr %21, align 16, !noalias !153
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %9, ptr %24, align 8, !noalias !153
  %25 = getelementptr inbounds i8, ptr %21, i64 16
  store ptr %3, ptr %25, align 16, !noalias !153
  store ptr %21, ptr %7, align 8, !tbaa !15, !noalias !156
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI4BumpLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %23, align 8, !tbaa !60, !noalias !156
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI4BumpLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation, ptr %20, align 8, !tbaa !20, !noalias !156
  %26 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %27 unwind label %67, !noalias !156

27:                                               ; preds = %22
  %28 = load i8, ptr %5, align 1, !tbaa !62, !range !65, !noalias !156, !noundef !66
  %29 = trunc nuw i8 %28 to i1
  %30 = xor i1 %29, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull %7, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %26, i1 noundef zeroext %30)
          to label %31 unwind label %67

31:                                               ; preds = %27
  %32 = load ptr, ptr %20, align 8, !tbaa !20, !noalias !156
  %33 = icmp eq ptr %32, null
  br i1 %33, label %39, label %34

34:                                               ; preds = %31
  %35 = invoke noundef zeroext i1 %32(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %39 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #29
  unreachable

39:                                               ; preds = %34, %31
  %40 = getelementptr inbounds i8, ptr %6, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !24, !noalias !156
  %42 = icmp eq ptr %41, null
  br i1 %42, label %84, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load atomic i64, ptr %44 acquire, align 8
  %46 = icmp eq i64 %45, 4294967297
  %47 = trunc i64 %45 to i32
  br i1 %46, label %48, label %56

48:                                               ; preds = %43
  store i32 0, ptr %44, align 8, !tbaa !26
  %49 = getelementptr inbounds i8, ptr %41, i64 12
  store i32 0, ptr %49, align 4, !tbaa !28
  %50 = load ptr, ptr %41, align 8, !tbaa !29
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %41) #28
  %53 = load ptr, ptr %41, align 8, !tbaa !29
  %54 = getelementptr inbounds i8, ptr %53, i64 24
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %41) #28
  br label %84

56:                                               ; preds = %43
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !156
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %61, label %59

59:                                               ; preds = %56
  %60 = add nsw i32 %47, -1
  store i32 %60, ptr %44, align 4, !tbaa !13
  br label %63

61:                                               ; preds = %56
  %62 = atomicrmw volatile add ptr %44, i32 -1 acq_rel, align 4
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i32 [ %47, %59 ], [ %62, %61 ]
  %65 = icmp eq i32 %64, 1
  br i1 %65, label %66, label %84, !prof !32

66:                                               ; preds = %63
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %41) #28
  br label %84

67:                                               ; preds = %27, %22
  %68 = landingpad { ptr, i32 }
          cleanup
  %69 = load ptr, ptr %20, align 8, !tbaa !20, !noalias !156
  %70 = icmp eq ptr %69, null
  br i1 %70, label %76, label %71

71:                                               ; preds = %67
  %72 = invoke noundef zeroext i1 %69(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %76 unwind label %73

73:                                               ; preds = %71
  %74 = landingpad { ptr, i32 }
          catch ptr null
  %75 = extractvalue { ptr, i32 } %74, 0
  call void @__clang_call_terminate(ptr %75) #29
  unreachable

76:                                               ; preds = %71, %67, %17
  %77 = phi { ptr, i32 } [ %18, %17 ], [ %68, %67 ], [ %68, %71 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #28
  br label %78

78:                                               ; preds = %76, %15
  %79 = phi { ptr, i32 } [ %77, %76 ], [ %16, %15 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28, !noalias !156
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #28, !noalias !156
  br label %82

80:                                               ; preds = %13, %4
  %81 = landingpad { ptr, i32 }
          cleanup
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi { ptr, i32 } [ %81, %80 ], [ %79, %78 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #28, !noalias !150
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28, !noalias !150
  resume { ptr, i32 } %83

84:                                               ; preds = %39, %48, %63, %66
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28, !noalias !156
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #28, !noalias !156
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7), !noalias !153
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %11) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #28, !noalias !150
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28, !noalias !150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !noalias !147
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9), !noalias !147
  ret void
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #8 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !159
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !159
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #31
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !159
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #28
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !29
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !161
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #28
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
  %6 = alloca %"class.std::function.35", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !167
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !20
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
  store i32 0, ptr %21, align 4, !tbaa !28
  %22 = load ptr, ptr %13, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  %25 = load ptr, ptr %13, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !13
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !32

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !20
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !20
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #28
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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #9

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !15
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !15
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !169
  store ptr %8, ptr %6, align 16, !tbaa !169
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !171
  %12 = load ptr, ptr %10, align 8, !tbaa !172
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !159
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #28
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !173

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !171
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !169
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #30
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #28
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
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !171
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !172
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !159
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #28
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !173

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !171
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !169
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
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
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
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !13
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !13
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.std::vector.104", align 8
  %5 = alloca [3 x i64], align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = alloca %"class.std::vector.104", align 8
  %8 = alloca %"class.std::tuple.84", align 8
  %9 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %10 = alloca { ptr, [56 x i8] }, align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %12 = alloca %class.anon.76, align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca [3 x i64], align 8
  %15 = alloca %class.anon.76, align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca [3 x i64], align 8
  %20 = alloca %class.anon.76, align 8
  %21 = load ptr, ptr %0, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %16) #28
  %22 = load ptr, ptr %21, align 8, !tbaa !174
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %18, align 8, !tbaa !35, !alias.scope !176
  %23 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.10, ptr %23, align 8, !tbaa !41, !alias.scope !176
  %24 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 18, ptr %24, align 8, !tbaa !42, !alias.scope !176
  %25 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 20, ptr %25, align 8, !tbaa !43, !alias.scope !176
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %16, ptr noundef nonnull align 8 dereferenceable(49) %22, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %26 unwind label %760

26:                                               ; preds = %2
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %17, i64 16
  %30 = load ptr, ptr %29, align 8, !tbaa !23
  %31 = icmp eq ptr %28, %30
  br i1 %31, label %66, label %32

32:                                               ; preds = %26, %61
  %33 = phi ptr [ %62, %61 ], [ %28, %26 ]
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !24
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load atomic i64, ptr %38 acquire, align 8
  %40 = icmp eq i64 %39, 4294967297
  %41 = trunc i64 %39 to i32
  br i1 %40, label %42, label %50

42:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %35, i64 12
  store i32 0, ptr %43, align 4, !tbaa !28
  %44 = load ptr, ptr %35, align 8, !tbaa !29
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr noundef nonnull align 8 dereferenceable(16) %35) #28
  %47 = load ptr, ptr %35, align 8, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %35) #28
  br label %61

50:                                               ; preds = %37
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %41, -1
  store i32 %54, ptr %38, align 4, !tbaa !13
  br label %57

55:                                               ; preds = %50
  %56 = atomicrmw volatile add ptr %38, i32 -1 acq_rel, align 4
  br label %57

57:                                               ; preds = %55, %53
  %58 = phi i32 [ %41, %53 ], [ %56, %55 ]
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61, !prof !32

60:                                               ; preds = %57
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #28
  br label %61

61:                                               ; preds = %60, %57, %42, %32
  %62 = getelementptr inbounds i8, ptr %33, i64 16
  %63 = icmp eq ptr %62, %30
  br i1 %63, label %64, label %32, !llvm.loop !33

64:                                               ; preds = %61
  %65 = load ptr, ptr %27, align 8, !tbaa !21
  br label %66

66:                                               ; preds = %64, %26
  %67 = phi ptr [ %65, %64 ], [ %28, %26 ]
  %68 = icmp eq ptr %67, null
  br i1 %68, label %75, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %17, i64 24
  %71 = load ptr, ptr %70, align 8, !tbaa !34
  %72 = ptrtoint ptr %71 to i64
  %73 = ptrtoint ptr %67 to i64
  %74 = sub i64 %72, %73
  call void @_ZdlPvm(ptr noundef nonnull %67, i64 noundef %74) #30
  br label %75

75:                                               ; preds = %69, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  %76 = getelementptr inbounds i8, ptr %21, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !179
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %77, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %20) #28
  %78 = load ptr, ptr %16, align 8, !tbaa !180
  store ptr %78, ptr %20, align 8, !tbaa !180
  %79 = getelementptr inbounds i8, ptr %20, i64 8
  %80 = getelementptr inbounds i8, ptr %16, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !24
  store ptr %81, ptr %79, align 8, !tbaa !24
  %82 = icmp eq ptr %81, null
  br i1 %82, label %94, label %83

83:                                               ; preds = %75
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %90, label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %84, align 4, !tbaa !13
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %84, align 4, !tbaa !13
  br label %94

90:                                               ; preds = %83
  %91 = atomicrmw volatile add ptr %84, i32 1 acq_rel, align 4
  %92 = load ptr, ptr %20, align 8, !tbaa !180
  %93 = load ptr, ptr %79, align 8, !tbaa !24
  br label %94

94:                                               ; preds = %90, %87, %75
  %95 = phi ptr [ null, %75 ], [ %81, %87 ], [ %93, %90 ]
  %96 = phi ptr [ %78, %75 ], [ %78, %87 ], [ %92, %90 ]
  %97 = getelementptr inbounds i8, ptr %20, i64 16
  %98 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %97, ptr noundef nonnull align 8 dereferenceable(64) %98, i64 64, i1 false)
  %99 = getelementptr inbounds i8, ptr %20, i64 80
  %100 = getelementptr inbounds i8, ptr %21, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !182
  %102 = load float, ptr %101, align 4, !tbaa !5
  store float %102, ptr %99, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull align 8 dereferenceable(24) %19, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %15)
  store ptr %96, ptr %15, align 8, !tbaa !180
  %103 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %95, ptr %103, align 8, !tbaa !24
  %104 = icmp eq ptr %95, null
  br i1 %104, label %115, label %105

105:                                              ; preds = %94
  %106 = getelementptr inbounds i8, ptr %95, i64 8
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load i32, ptr %106, align 4, !tbaa !13
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %106, align 4, !tbaa !13
  br label %115

112:                                              ; preds = %105
  %113 = atomicrmw volatile add ptr %106, i32 1 acq_rel, align 4
  %114 = load float, ptr %99, align 8, !tbaa !183
  br label %115

115:                                              ; preds = %112, %109, %94
  %116 = phi float [ %114, %112 ], [ %102, %109 ], [ %102, %94 ]
  %117 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %117, ptr noundef nonnull readonly align 8 dereferenceable(64) %97, i64 64, i1 false)
  %118 = getelementptr inbounds i8, ptr %15, i64 80
  store float %116, ptr %118, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false)
  %119 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %120 unwind label %702

120:                                              ; preds = %115
  %121 = icmp eq i32 %119, 0
  br i1 %121, label %129, label %122

122:                                              ; preds = %120
  %123 = call ptr @__cxa_allocate_exception(i64 64) #28
  %124 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %125 = extractvalue { i32, ptr } %124, 0
  %126 = extractvalue { i32, ptr } %124, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %123, i32 %125, ptr %126, ptr noundef nonnull @.str.14)
          to label %150 unwind label %127

127:                                              ; preds = %122
  %128 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %123) #28
  br label %704

129:                                              ; preds = %120
  %130 = load i64, ptr %13, align 8, !tbaa !44
  %131 = getelementptr inbounds i8, ptr %13, i64 8
  %132 = load i64, ptr %131, align 8, !tbaa !44
  %133 = mul i64 %132, %130
  %134 = icmp eq i64 %132, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %129
  %136 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %132, i64 %130)
  %137 = extractvalue { i64, i1 } %136, 1
  br i1 %137, label %145, label %138

138:                                              ; preds = %135, %129
  %139 = getelementptr inbounds i8, ptr %13, i64 16
  %140 = load i64, ptr %139, align 8, !tbaa !44
  %141 = icmp eq i64 %140, 0
  br i1 %141, label %155, label %142

142:                                              ; preds = %138
  %143 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %140, i64 %133)
  %144 = extractvalue { i64, i1 } %143, 1
  br i1 %144, label %145, label %155

145:                                              ; preds = %142, %135
  %146 = call ptr @__cxa_allocate_exception(i64 64) #28
  %147 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %148 = extractvalue { i32, ptr } %147, 0
  %149 = extractvalue { i32, ptr } %147, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %146, i32 %148, ptr %149, ptr noundef nonnull @.str.13)
          to label %150 unwind label %153

150:                                              ; preds = %145, %122
  %151 = phi ptr [ %123, %122 ], [ %146, %145 ]
  invoke void @__cxa_throw(ptr nonnull %151, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %152 unwind label %702

152:                                              ; preds = %150
  unreachable

153:                                              ; preds = %145
  %154 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %146) #28
  br label %704

155:                                              ; preds = %142, %138
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.84") align 8 %8, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %13)
          to label %156 unwind label %702

156:                                              ; preds = %155
  %157 = getelementptr inbounds i8, ptr %8, i64 8
  %158 = load i8, ptr %8, align 8, !tbaa !188, !range !65, !noundef !66
  %159 = trunc nuw i8 %158 to i1
  br i1 %159, label %160, label %460

160:                                              ; preds = %156
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #28
  %161 = load ptr, ptr %15, align 8, !tbaa !180
  %162 = load ptr, ptr %103, align 8, !tbaa !24
  %163 = icmp eq ptr %162, null
  br i1 %163, label %186, label %164

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i32, ptr %165, align 4, !tbaa !13
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %165, align 4, !tbaa !13
  br label %175

171:                                              ; preds = %164
  %172 = atomicrmw volatile add ptr %165, i32 1 acq_rel, align 4
  %173 = load float, ptr %118, align 8, !tbaa !183
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !189
  br label %175

175:                                              ; preds = %171, %168
  %176 = phi i8 [ 1, %168 ], [ %174, %171 ]
  %177 = phi float [ %116, %168 ], [ %173, %171 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %117, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %13, i64 24, i1 false)
  %178 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %161, ptr %178, align 8, !tbaa !180, !alias.scope !192
  %179 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %162, ptr %179, align 8, !tbaa !24, !alias.scope !192
  %180 = icmp eq i8 %176, 0
  br i1 %180, label %184, label %181

181:                                              ; preds = %175
  %182 = load i32, ptr %165, align 4, !tbaa !13, !noalias !189
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %165, align 4, !tbaa !13, !noalias !189
  br label %191

184:                                              ; preds = %175
  %185 = atomicrmw volatile add ptr %165, i32 1 acq_rel, align 4, !noalias !189
  br label %191

186:                                              ; preds = %160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %97, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %13, i64 24, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !189)
  %187 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %161, ptr %187, align 8, !tbaa !180, !alias.scope !189
  %188 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr null, ptr %188, align 8, !tbaa !24, !alias.scope !189
  %189 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %189, ptr noundef nonnull align 8 dereferenceable(64) %97, i64 64, i1 false)
  %190 = getelementptr inbounds i8, ptr %9, i64 104
  store float %116, ptr %190, align 8, !tbaa !183, !alias.scope !189
  br label %283

191:                                              ; preds = %184, %181
  %192 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %192, ptr noundef nonnull align 8 dereferenceable(64) %10, i64 64, i1 false)
  %193 = getelementptr inbounds i8, ptr %9, i64 104
  store float %177, ptr %193, align 8, !tbaa !183, !alias.scope !189
  %194 = load atomic i64, ptr %165 acquire, align 8
  %195 = icmp eq i64 %194, 4294967297
  %196 = trunc i64 %194 to i32
  br i1 %195, label %197, label %205

197:                                              ; preds = %191
  store i32 0, ptr %165, align 8, !tbaa !26
  %198 = getelementptr inbounds i8, ptr %162, i64 12
  store i32 0, ptr %198, align 4, !tbaa !28
  %199 = load ptr, ptr %162, align 8, !tbaa !29
  %200 = getelementptr inbounds i8, ptr %199, i64 16
  %201 = load ptr, ptr %200, align 8
  call void %201(ptr noundef nonnull align 8 dereferenceable(16) %162) #28
  %202 = load ptr, ptr %162, align 8, !tbaa !29
  %203 = getelementptr inbounds i8, ptr %202, i64 24
  %204 = load ptr, ptr %203, align 8
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %162) #28
  br label %216

205:                                              ; preds = %191
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %210, label %208

208:                                              ; preds = %205
  %209 = add nsw i32 %196, -1
  store i32 %209, ptr %165, align 4, !tbaa !13
  br label %212

210:                                              ; preds = %205
  %211 = atomicrmw volatile add ptr %165, i32 -1 acq_rel, align 4
  br label %212

212:                                              ; preds = %210, %208
  %213 = phi i32 [ %196, %208 ], [ %211, %210 ]
  %214 = icmp eq i32 %213, 1
  br i1 %214, label %215, label %216, !prof !32

215:                                              ; preds = %212
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %162) #28
  br label %216

216:                                              ; preds = %215, %212, %197
  %217 = load ptr, ptr %179, align 8, !tbaa !24
  %218 = icmp eq ptr %217, null
  br i1 %218, label %283, label %219

219:                                              ; preds = %216
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %219
  %224 = load i32, ptr %220, align 4, !tbaa !13
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %220, align 4, !tbaa !13
  br label %232

226:                                              ; preds = %219
  %227 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %235, label %230

230:                                              ; preds = %226
  %231 = load i32, ptr %220, align 4, !tbaa !13
  br label %232

232:                                              ; preds = %230, %223
  %233 = phi i32 [ %231, %230 ], [ %225, %223 ]
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %220, align 4, !tbaa !13
  br label %237

235:                                              ; preds = %226
  %236 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  br label %237

237:                                              ; preds = %235, %232
  %238 = load atomic i64, ptr %220 acquire, align 8
  %239 = icmp eq i64 %238, 4294967297
  %240 = trunc i64 %238 to i32
  br i1 %239, label %241, label %249

241:                                              ; preds = %237
  store i32 0, ptr %220, align 8, !tbaa !26
  %242 = getelementptr inbounds i8, ptr %217, i64 12
  store i32 0, ptr %242, align 4, !tbaa !28
  %243 = load ptr, ptr %217, align 8, !tbaa !29
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  %245 = load ptr, ptr %244, align 8
  call void %245(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  %246 = load ptr, ptr %217, align 8, !tbaa !29
  %247 = getelementptr inbounds i8, ptr %246, i64 24
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  br label %260

249:                                              ; preds = %237
  %250 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %254, label %252

252:                                              ; preds = %249
  %253 = add nsw i32 %240, -1
  store i32 %253, ptr %220, align 4, !tbaa !13
  br label %256

254:                                              ; preds = %249
  %255 = atomicrmw volatile add ptr %220, i32 -1 acq_rel, align 4
  br label %256

256:                                              ; preds = %254, %252
  %257 = phi i32 [ %240, %252 ], [ %255, %254 ]
  %258 = icmp eq i32 %257, 1
  br i1 %258, label %259, label %260, !prof !32

259:                                              ; preds = %256
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  br label %260

260:                                              ; preds = %259, %256, %241
  %261 = load atomic i64, ptr %220 acquire, align 8
  %262 = icmp eq i64 %261, 4294967297
  %263 = trunc i64 %261 to i32
  br i1 %262, label %264, label %272

264:                                              ; preds = %260
  store i32 0, ptr %220, align 8, !tbaa !26
  %265 = getelementptr inbounds i8, ptr %217, i64 12
  store i32 0, ptr %265, align 4, !tbaa !28
  %266 = load ptr, ptr %217, align 8, !tbaa !29
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  %269 = load ptr, ptr %217, align 8, !tbaa !29
  %270 = getelementptr inbounds i8, ptr %269, i64 24
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  br label %283

272:                                              ; preds = %260
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %277, label %275

275:                                              ; preds = %272
  %276 = add nsw i32 %263, -1
  store i32 %276, ptr %220, align 4, !tbaa !13
  br label %279

277:                                              ; preds = %272
  %278 = atomicrmw volatile add ptr %220, i32 -1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %275
  %280 = phi i32 [ %263, %275 ], [ %278, %277 ]
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %283, !prof !32

282:                                              ; preds = %279
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %217) #28
  br label %283

283:                                              ; preds = %282, %279, %264, %216, %186
  %284 = phi ptr [ %189, %186 ], [ %192, %282 ], [ %192, %279 ], [ %192, %264 ], [ %192, %216 ]
  %285 = phi ptr [ %190, %186 ], [ %193, %282 ], [ %193, %279 ], [ %193, %264 ], [ %193, %216 ]
  %286 = phi ptr [ %187, %186 ], [ %178, %282 ], [ %178, %279 ], [ %178, %264 ], [ %178, %216 ]
  %287 = phi ptr [ %188, %186 ], [ %179, %282 ], [ %179, %279 ], [ %179, %264 ], [ %179, %216 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.20)
          to label %288 unwind label %452

288:                                              ; preds = %283
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %157, i1 noundef zeroext false, i32 noundef 3)
          to label %289 unwind label %452

289:                                              ; preds = %288
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  %290 = getelementptr inbounds i8, ptr %11, i64 24
  %291 = load ptr, ptr %286, align 8, !tbaa !180
  store ptr %291, ptr %290, align 8, !tbaa !180
  %292 = getelementptr inbounds i8, ptr %11, i64 32
  %293 = load ptr, ptr %287, align 8, !tbaa !24
  store ptr null, ptr %287, align 8, !tbaa !24
  store ptr %293, ptr %292, align 8, !tbaa !24
  store ptr null, ptr %286, align 8, !tbaa !180
  %294 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %294, ptr noundef nonnull align 8 dereferenceable(64) %284, i64 64, i1 false)
  %295 = getelementptr inbounds i8, ptr %11, i64 104
  %296 = load float, ptr %285, align 8, !tbaa !183
  store float %296, ptr %295, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %297 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #27
          to label %298 unwind label %454

298:                                              ; preds = %289
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  %299 = icmp eq ptr %293, null
  br i1 %299, label %310, label %300

300:                                              ; preds = %298
  %301 = getelementptr inbounds i8, ptr %293, i64 8
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !194
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %307, label %304

304:                                              ; preds = %300
  %305 = load i32, ptr %301, align 4, !tbaa !13, !noalias !194
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %301, align 4, !tbaa !13, !noalias !194
  br label %310

307:                                              ; preds = %300
  %308 = atomicrmw volatile add ptr %301, i32 1 acq_rel, align 4, !noalias !194
  %309 = load float, ptr %295, align 8, !tbaa !183, !noalias !194
  br label %310

310:                                              ; preds = %307, %304, %298
  %311 = phi float [ %309, %307 ], [ %296, %304 ], [ %296, %298 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull readonly align 8 dereferenceable(64) %294, i64 64, i1 false), !noalias !194
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %297, align 8, !tbaa !29, !noalias !194
  %312 = getelementptr inbounds i8, ptr %297, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %312, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !noalias !194
  %313 = getelementptr inbounds i8, ptr %297, i64 32
  store ptr %291, ptr %313, align 8, !tbaa !180, !noalias !194
  %314 = getelementptr inbounds i8, ptr %297, i64 40
  store ptr %293, ptr %314, align 8, !tbaa !24, !noalias !194
  br i1 %299, label %324, label %315

315:                                              ; preds = %310
  %316 = getelementptr inbounds i8, ptr %293, i64 8
  %317 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !194
  %318 = icmp eq i8 %317, 0
  br i1 %318, label %322, label %319

319:                                              ; preds = %315
  %320 = load i32, ptr %316, align 4, !tbaa !13, !noalias !194
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %316, align 4, !tbaa !13, !noalias !194
  br label %327

322:                                              ; preds = %315
  %323 = atomicrmw volatile add ptr %316, i32 1 acq_rel, align 4, !noalias !194
  br label %327

324:                                              ; preds = %310
  %325 = getelementptr inbounds i8, ptr %297, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %325, ptr noundef nonnull readonly align 8 dereferenceable(64) %294, i64 64, i1 false), !noalias !194
  %326 = getelementptr inbounds i8, ptr %297, i64 112
  store float %311, ptr %326, align 8, !tbaa !183, !noalias !194
  br label %352

327:                                              ; preds = %322, %319
  %328 = getelementptr inbounds i8, ptr %297, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %328, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false), !noalias !194
  %329 = getelementptr inbounds i8, ptr %297, i64 112
  store float %311, ptr %329, align 8, !tbaa !183, !noalias !194
  %330 = load atomic i64, ptr %316 acquire, align 8, !noalias !194
  %331 = icmp eq i64 %330, 4294967297
  %332 = trunc i64 %330 to i32
  br i1 %331, label %333, label %341

333:                                              ; preds = %327
  store i32 0, ptr %316, align 8, !tbaa !26, !noalias !194
  %334 = getelementptr inbounds i8, ptr %293, i64 12
  store i32 0, ptr %334, align 4, !tbaa !28, !noalias !194
  %335 = load ptr, ptr %293, align 8, !tbaa !29, !noalias !194
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load ptr, ptr %336, align 8, !noalias !194
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %293) #28, !noalias !194
  %338 = load ptr, ptr %293, align 8, !tbaa !29, !noalias !194
  %339 = getelementptr inbounds i8, ptr %338, i64 24
  %340 = load ptr, ptr %339, align 8, !noalias !194
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %293) #28, !noalias !194
  br label %352

341:                                              ; preds = %327
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !194
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %346, label %344

344:                                              ; preds = %341
  %345 = add nsw i32 %332, -1
  store i32 %345, ptr %316, align 4, !tbaa !13, !noalias !194
  br label %348

346:                                              ; preds = %341
  %347 = atomicrmw volatile add ptr %316, i32 -1 acq_rel, align 4, !noalias !194
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi i32 [ %332, %344 ], [ %347, %346 ]
  %350 = icmp eq i32 %349, 1
  br i1 %350, label %351, label %352, !prof !32

351:                                              ; preds = %348
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %293) #28, !noalias !194
  br label %352

352:                                              ; preds = %351, %348, %333, %324
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  %353 = getelementptr inbounds i8, ptr %1, i64 152
  %354 = load ptr, ptr %353, align 8, !tbaa !15
  store ptr %297, ptr %353, align 8, !tbaa !15
  %355 = icmp eq ptr %354, null
  br i1 %355, label %360, label %356

356:                                              ; preds = %352
  %357 = load ptr, ptr %354, align 8, !tbaa !29
  %358 = getelementptr inbounds i8, ptr %357, i64 16
  %359 = load ptr, ptr %358, align 8
  call void %359(ptr noundef nonnull align 8 dereferenceable(8) %354) #28
  br label %360

360:                                              ; preds = %356, %352
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %361 unwind label %454

361:                                              ; preds = %360
  %362 = load ptr, ptr %353, align 8, !tbaa !15
  %363 = load ptr, ptr %362, align 8, !tbaa !29
  %364 = load ptr, ptr %363, align 8
  %365 = invoke noundef ptr %364(ptr noundef nonnull align 8 dereferenceable(8) %362)
          to label %366 unwind label %454

366:                                              ; preds = %361
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7Scale3DEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.104") align 8 %7)
          to label %367 unwind label %454

367:                                              ; preds = %366
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %365, ptr noundef nonnull align 8 dereferenceable(24) %7, i1 noundef zeroext false)
          to label %368 unwind label %385

368:                                              ; preds = %367
  %369 = load ptr, ptr %7, align 8, !tbaa !197
  %370 = icmp eq ptr %369, null
  br i1 %370, label %377, label %371

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, ptr %7, i64 16
  %373 = load ptr, ptr %372, align 8, !tbaa !199
  %374 = ptrtoint ptr %373 to i64
  %375 = ptrtoint ptr %369 to i64
  %376 = sub i64 %374, %375
  call void @_ZdlPvm(ptr noundef nonnull %369, i64 noundef %376) #30
  br label %377

377:                                              ; preds = %371, %368
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  %378 = invoke noalias noundef nonnull dereferenceable(54) ptr @_Znam(i64 noundef 54) #27
          to label %379 unwind label %454

379:                                              ; preds = %377
  %380 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(53) %378, ptr noundef nonnull align 1 dereferenceable(53) @.str.23, i64 53, i1 false)
  %381 = getelementptr inbounds i8, ptr %378, i64 53
  store i8 0, ptr %381, align 1, !tbaa !31
  %382 = load ptr, ptr %380, align 8, !tbaa !15
  store ptr %378, ptr %380, align 8, !tbaa !15
  %383 = icmp eq ptr %382, null
  br i1 %383, label %396, label %384

384:                                              ; preds = %379
  call void @_ZdaPv(ptr noundef nonnull %382) #30
  br label %396

385:                                              ; preds = %367
  %386 = landingpad { ptr, i32 }
          cleanup
  %387 = load ptr, ptr %7, align 8, !tbaa !197
  %388 = icmp eq ptr %387, null
  br i1 %388, label %395, label %389

389:                                              ; preds = %385
  %390 = getelementptr inbounds i8, ptr %7, i64 16
  %391 = load ptr, ptr %390, align 8, !tbaa !199
  %392 = ptrtoint ptr %391 to i64
  %393 = ptrtoint ptr %387 to i64
  %394 = sub i64 %392, %393
  call void @_ZdlPvm(ptr noundef nonnull %387, i64 noundef %394) #30
  br label %395

395:                                              ; preds = %389, %385
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  br label %456

396:                                              ; preds = %384, %379
  %397 = load ptr, ptr %292, align 8, !tbaa !24
  %398 = icmp eq ptr %397, null
  br i1 %398, label %423, label %399

399:                                              ; preds = %396
  %400 = getelementptr inbounds i8, ptr %397, i64 8
  %401 = load atomic i64, ptr %400 acquire, align 8
  %402 = icmp eq i64 %401, 4294967297
  %403 = trunc i64 %401 to i32
  br i1 %402, label %404, label %412

404:                                              ; preds = %399
  store i32 0, ptr %400, align 8, !tbaa !26
  %405 = getelementptr inbounds i8, ptr %397, i64 12
  store i32 0, ptr %405, align 4, !tbaa !28
  %406 = load ptr, ptr %397, align 8, !tbaa !29
  %407 = getelementptr inbounds i8, ptr %406, i64 16
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  %409 = load ptr, ptr %397, align 8, !tbaa !29
  %410 = getelementptr inbounds i8, ptr %409, i64 24
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  br label %423

412:                                              ; preds = %399
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %417, label %415

415:                                              ; preds = %412
  %416 = add nsw i32 %403, -1
  store i32 %416, ptr %400, align 4, !tbaa !13
  br label %419

417:                                              ; preds = %412
  %418 = atomicrmw volatile add ptr %400, i32 -1 acq_rel, align 4
  br label %419

419:                                              ; preds = %417, %415
  %420 = phi i32 [ %403, %415 ], [ %418, %417 ]
  %421 = icmp eq i32 %420, 1
  br i1 %421, label %422, label %423, !prof !32

422:                                              ; preds = %419
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  br label %423

423:                                              ; preds = %422, %419, %404, %396
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %424 unwind label %452

424:                                              ; preds = %423
  %425 = load ptr, ptr %287, align 8, !tbaa !24
  %426 = icmp eq ptr %425, null
  br i1 %426, label %451, label %427

427:                                              ; preds = %424
  %428 = getelementptr inbounds i8, ptr %425, i64 8
  %429 = load atomic i64, ptr %428 acquire, align 8
  %430 = icmp eq i64 %429, 4294967297
  %431 = trunc i64 %429 to i32
  br i1 %430, label %432, label %440

432:                                              ; preds = %427
  store i32 0, ptr %428, align 8, !tbaa !26
  %433 = getelementptr inbounds i8, ptr %425, i64 12
  store i32 0, ptr %433, align 4, !tbaa !28
  %434 = load ptr, ptr %425, align 8, !tbaa !29
  %435 = getelementptr inbounds i8, ptr %434, i64 16
  %436 = load ptr, ptr %435, align 8
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %425) #28
  %437 = load ptr, ptr %425, align 8, !tbaa !29
  %438 = getelementptr inbounds i8, ptr %437, i64 24
  %439 = load ptr, ptr %438, align 8
  call void %439(ptr noundef nonnull align 8 dereferenceable(16) %425) #28
  br label %451

440:                                              ; preds = %427
  %441 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %442 = icmp eq i8 %441, 0
  br i1 %442, label %445, label %443

443:                                              ; preds = %440
  %444 = add nsw i32 %431, -1
  store i32 %444, ptr %428, align 4, !tbaa !13
  br label %447

445:                                              ; preds = %440
  %446 = atomicrmw volatile add ptr %428, i32 -1 acq_rel, align 4
  br label %447

447:                                              ; preds = %445, %443
  %448 = phi i32 [ %431, %443 ], [ %446, %445 ]
  %449 = icmp eq i32 %448, 1
  br i1 %449, label %450, label %451, !prof !32

450:                                              ; preds = %447
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %425) #28
  br label %451

451:                                              ; preds = %450, %447, %432, %424
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #28
  br label %675

452:                                              ; preds = %423, %288, %283
  %453 = landingpad { ptr, i32 }
          cleanup
  br label %458

454:                                              ; preds = %377, %366, %361, %360, %289
  %455 = landingpad { ptr, i32 }
          cleanup
  br label %456

456:                                              ; preds = %454, %395
  %457 = phi { ptr, i32 } [ %455, %454 ], [ %386, %395 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(112) %11) #28
  br label %458

458:                                              ; preds = %456, %452
  %459 = phi { ptr, i32 } [ %453, %452 ], [ %457, %456 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(112) %9) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #28
  br label %673

460:                                              ; preds = %156
  %461 = load ptr, ptr %103, align 8, !tbaa !24
  %462 = icmp eq ptr %461, null
  br i1 %462, label %527, label %463

463:                                              ; preds = %460
  %464 = getelementptr inbounds i8, ptr %461, i64 8
  %465 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %466 = icmp eq i8 %465, 0
  br i1 %466, label %470, label %467

467:                                              ; preds = %463
  %468 = load i32, ptr %464, align 4, !tbaa !13
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %464, align 4, !tbaa !13
  br label %476

470:                                              ; preds = %463
  %471 = atomicrmw volatile add ptr %464, i32 1 acq_rel, align 4
  %472 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %473 = icmp eq i8 %472, 0
  br i1 %473, label %479, label %474

474:                                              ; preds = %470
  %475 = load i32, ptr %464, align 4, !tbaa !13
  br label %476

476:                                              ; preds = %474, %467
  %477 = phi i32 [ %475, %474 ], [ %469, %467 ]
  %478 = add nsw i32 %477, 1
  store i32 %478, ptr %464, align 4, !tbaa !13
  br label %481

479:                                              ; preds = %470
  %480 = atomicrmw volatile add ptr %464, i32 1 acq_rel, align 4
  br label %481

481:                                              ; preds = %479, %476
  %482 = load atomic i64, ptr %464 acquire, align 8
  %483 = icmp eq i64 %482, 4294967297
  %484 = trunc i64 %482 to i32
  br i1 %483, label %485, label %493

485:                                              ; preds = %481
  store i32 0, ptr %464, align 8, !tbaa !26
  %486 = getelementptr inbounds i8, ptr %461, i64 12
  store i32 0, ptr %486, align 4, !tbaa !28
  %487 = load ptr, ptr %461, align 8, !tbaa !29
  %488 = getelementptr inbounds i8, ptr %487, i64 16
  %489 = load ptr, ptr %488, align 8
  call void %489(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  %490 = load ptr, ptr %461, align 8, !tbaa !29
  %491 = getelementptr inbounds i8, ptr %490, i64 24
  %492 = load ptr, ptr %491, align 8
  call void %492(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  br label %504

493:                                              ; preds = %481
  %494 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %498, label %496

496:                                              ; preds = %493
  %497 = add nsw i32 %484, -1
  store i32 %497, ptr %464, align 4, !tbaa !13
  br label %500

498:                                              ; preds = %493
  %499 = atomicrmw volatile add ptr %464, i32 -1 acq_rel, align 4
  br label %500

500:                                              ; preds = %498, %496
  %501 = phi i32 [ %484, %496 ], [ %499, %498 ]
  %502 = icmp eq i32 %501, 1
  br i1 %502, label %503, label %504, !prof !32

503:                                              ; preds = %500
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  br label %504

504:                                              ; preds = %503, %500, %485
  %505 = load atomic i64, ptr %464 acquire, align 8
  %506 = icmp eq i64 %505, 4294967297
  %507 = trunc i64 %505 to i32
  br i1 %506, label %508, label %516

508:                                              ; preds = %504
  store i32 0, ptr %464, align 8, !tbaa !26
  %509 = getelementptr inbounds i8, ptr %461, i64 12
  store i32 0, ptr %509, align 4, !tbaa !28
  %510 = load ptr, ptr %461, align 8, !tbaa !29
  %511 = getelementptr inbounds i8, ptr %510, i64 16
  %512 = load ptr, ptr %511, align 8
  call void %512(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  %513 = load ptr, ptr %461, align 8, !tbaa !29
  %514 = getelementptr inbounds i8, ptr %513, i64 24
  %515 = load ptr, ptr %514, align 8
  call void %515(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  br label %527

516:                                              ; preds = %504
  %517 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %518 = icmp eq i8 %517, 0
  br i1 %518, label %521, label %519

519:                                              ; preds = %516
  %520 = add nsw i32 %507, -1
  store i32 %520, ptr %464, align 4, !tbaa !13
  br label %523

521:                                              ; preds = %516
  %522 = atomicrmw volatile add ptr %464, i32 -1 acq_rel, align 4
  br label %523

523:                                              ; preds = %521, %519
  %524 = phi i32 [ %507, %519 ], [ %522, %521 ]
  %525 = icmp eq i32 %524, 1
  br i1 %525, label %526, label %527, !prof !32

526:                                              ; preds = %523
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %461) #28
  br label %527

527:                                              ; preds = %526, %523, %508, %460
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.20)
          to label %528 unwind label %702

528:                                              ; preds = %527
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %529 unwind label %702

529:                                              ; preds = %528
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %13, i1 noundef zeroext false, i32 noundef 3)
          to label %530 unwind label %702

530:                                              ; preds = %529
  %531 = load ptr, ptr %15, align 8, !tbaa !180
  store ptr %531, ptr %12, align 8, !tbaa !180
  %532 = getelementptr inbounds i8, ptr %12, i64 8
  %533 = load ptr, ptr %103, align 8, !tbaa !24
  store ptr null, ptr %103, align 8, !tbaa !24
  store ptr %533, ptr %532, align 8, !tbaa !24
  store ptr null, ptr %15, align 8, !tbaa !180
  %534 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %534, ptr noundef nonnull align 8 dereferenceable(64) %117, i64 64, i1 false)
  %535 = getelementptr inbounds i8, ptr %12, i64 80
  %536 = load float, ptr %118, align 8, !tbaa !183
  store float %536, ptr %535, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %537 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #27
          to label %538 unwind label %669

538:                                              ; preds = %530
  %539 = icmp eq ptr %533, null
  %540 = getelementptr inbounds i8, ptr %537, i64 16
  br i1 %539, label %562, label %541

541:                                              ; preds = %538
  %542 = getelementptr inbounds i8, ptr %533, i64 8
  %543 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %544 = icmp eq i8 %543, 0
  %545 = getelementptr inbounds i8, ptr %537, i64 8
  br i1 %544, label %549, label %546

546:                                              ; preds = %541
  %547 = load i32, ptr %542, align 4, !tbaa !13, !noalias !200
  %548 = add nsw i32 %547, 1
  store i32 %548, ptr %542, align 4, !tbaa !13, !noalias !200
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %117, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %537, align 8, !tbaa !29, !noalias !200
  store ptr %531, ptr %545, align 8, !tbaa !180, !noalias !200
  store ptr %533, ptr %540, align 8, !tbaa !24, !noalias !200
  br label %556

549:                                              ; preds = %541
  %550 = atomicrmw volatile add ptr %542, i32 1 acq_rel, align 4, !noalias !200
  %551 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %552 = icmp eq i8 %551, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %534, i64 64, i1 false), !noalias !200
  %553 = load float, ptr %535, align 8, !tbaa !183, !noalias !200
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %537, align 8, !tbaa !29, !noalias !200
  store ptr %531, ptr %545, align 8, !tbaa !180, !noalias !200
  store ptr %533, ptr %540, align 8, !tbaa !24, !noalias !200
  br i1 %552, label %560, label %554

554:                                              ; preds = %549
  %555 = load i32, ptr %542, align 4, !tbaa !13, !noalias !200
  br label %556

556:                                              ; preds = %554, %546
  %557 = phi i32 [ %548, %546 ], [ %555, %554 ]
  %558 = phi float [ %536, %546 ], [ %553, %554 ]
  %559 = add nsw i32 %557, 1
  store i32 %559, ptr %542, align 4, !tbaa !13, !noalias !200
  br label %566

560:                                              ; preds = %549
  %561 = atomicrmw volatile add ptr %542, i32 1 acq_rel, align 4, !noalias !200
  br label %566

562:                                              ; preds = %538
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %537, align 8, !tbaa !29, !noalias !200
  %563 = getelementptr inbounds i8, ptr %537, i64 8
  store ptr %531, ptr %563, align 8, !tbaa !180, !noalias !200
  store ptr null, ptr %540, align 8, !tbaa !24, !noalias !200
  %564 = getelementptr inbounds i8, ptr %537, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %564, ptr noundef nonnull align 8 dereferenceable(64) %117, i64 64, i1 false)
  %565 = getelementptr inbounds i8, ptr %537, i64 88
  store float %536, ptr %565, align 8, !tbaa !183, !noalias !200
  br label %592

566:                                              ; preds = %560, %556
  %567 = phi float [ %558, %556 ], [ %553, %560 ]
  %568 = getelementptr inbounds i8, ptr %537, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %568, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !200
  %569 = getelementptr inbounds i8, ptr %537, i64 88
  store float %567, ptr %569, align 8, !tbaa !183, !noalias !200
  %570 = load atomic i64, ptr %542 acquire, align 8, !noalias !200
  %571 = icmp eq i64 %570, 4294967297
  %572 = trunc i64 %570 to i32
  br i1 %571, label %573, label %581

573:                                              ; preds = %566
  store i32 0, ptr %542, align 8, !tbaa !26, !noalias !200
  %574 = getelementptr inbounds i8, ptr %533, i64 12
  store i32 0, ptr %574, align 4, !tbaa !28, !noalias !200
  %575 = load ptr, ptr %533, align 8, !tbaa !29, !noalias !200
  %576 = getelementptr inbounds i8, ptr %575, i64 16
  %577 = load ptr, ptr %576, align 8, !noalias !200
  call void %577(ptr noundef nonnull align 8 dereferenceable(16) %533) #28, !noalias !200
  %578 = load ptr, ptr %533, align 8, !tbaa !29, !noalias !200
  %579 = getelementptr inbounds i8, ptr %578, i64 24
  %580 = load ptr, ptr %579, align 8, !noalias !200
  call void %580(ptr noundef nonnull align 8 dereferenceable(16) %533) #28, !noalias !200
  br label %592

581:                                              ; preds = %566
  %582 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %583 = icmp eq i8 %582, 0
  br i1 %583, label %586, label %584

584:                                              ; preds = %581
  %585 = add nsw i32 %572, -1
  store i32 %585, ptr %542, align 4, !tbaa !13, !noalias !200
  br label %588

586:                                              ; preds = %581
  %587 = atomicrmw volatile add ptr %542, i32 -1 acq_rel, align 4, !noalias !200
  br label %588

588:                                              ; preds = %586, %584
  %589 = phi i32 [ %572, %584 ], [ %587, %586 ]
  %590 = icmp eq i32 %589, 1
  br i1 %590, label %591, label %592, !prof !32

591:                                              ; preds = %588
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %533) #28, !noalias !200
  br label %592

592:                                              ; preds = %591, %588, %573, %562
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %593 = getelementptr inbounds i8, ptr %1, i64 152
  %594 = load ptr, ptr %593, align 8, !tbaa !15
  store ptr %537, ptr %593, align 8, !tbaa !15
  %595 = icmp eq ptr %594, null
  br i1 %595, label %600, label %596

596:                                              ; preds = %592
  %597 = load ptr, ptr %594, align 8, !tbaa !29
  %598 = getelementptr inbounds i8, ptr %597, i64 16
  %599 = load ptr, ptr %598, align 8
  call void %599(ptr noundef nonnull align 8 dereferenceable(8) %594) #28
  br label %600

600:                                              ; preds = %596, %592
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %601 unwind label %669

601:                                              ; preds = %600
  %602 = load ptr, ptr %593, align 8, !tbaa !15
  %603 = load ptr, ptr %602, align 8, !tbaa !29
  %604 = load ptr, ptr %603, align 8
  %605 = invoke noundef ptr %604(ptr noundef nonnull align 8 dereferenceable(8) %602)
          to label %606 unwind label %669

606:                                              ; preds = %601
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !203)
  %607 = getelementptr inbounds i8, ptr %4, i64 16
  %608 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %609 unwind label %669

609:                                              ; preds = %606
  store ptr %608, ptr %4, align 8, !tbaa !197, !alias.scope !203
  %610 = getelementptr inbounds i8, ptr %608, i64 24
  store ptr %610, ptr %607, align 8, !tbaa !199, !alias.scope !203
  %611 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %608, align 4, !noalias !203
  %612 = getelementptr inbounds i8, ptr %608, i64 8
  store i32 0, ptr %612, align 4, !tbaa !13, !noalias !203
  %613 = getelementptr inbounds i8, ptr %608, i64 12
  store i64 17179869185, ptr %613, align 4, !noalias !203
  %614 = getelementptr inbounds i8, ptr %608, i64 20
  store i32 80, ptr %614, align 4, !tbaa !13, !noalias !203
  store ptr %610, ptr %611, align 8, !tbaa !206, !alias.scope !203
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %605, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %615 unwind label %631

615:                                              ; preds = %609
  %616 = load ptr, ptr %4, align 8, !tbaa !197
  %617 = icmp eq ptr %616, null
  br i1 %617, label %623, label %618

618:                                              ; preds = %615
  %619 = load ptr, ptr %607, align 8, !tbaa !199
  %620 = ptrtoint ptr %619 to i64
  %621 = ptrtoint ptr %616 to i64
  %622 = sub i64 %620, %621
  call void @_ZdlPvm(ptr noundef nonnull %616, i64 noundef %622) #30
  br label %623

623:                                              ; preds = %618, %615
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %624 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #27
          to label %625 unwind label %669

625:                                              ; preds = %623
  %626 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %624, ptr noundef nonnull align 1 dereferenceable(12) @.str.20, i64 12, i1 false)
  %627 = getelementptr inbounds i8, ptr %624, i64 12
  store i8 0, ptr %627, align 1, !tbaa !31
  %628 = load ptr, ptr %626, align 8, !tbaa !15
  store ptr %624, ptr %626, align 8, !tbaa !15
  %629 = icmp eq ptr %628, null
  br i1 %629, label %641, label %630

630:                                              ; preds = %625
  call void @_ZdaPv(ptr noundef nonnull %628) #30
  br label %641

631:                                              ; preds = %609
  %632 = landingpad { ptr, i32 }
          cleanup
  %633 = load ptr, ptr %4, align 8, !tbaa !197
  %634 = icmp eq ptr %633, null
  br i1 %634, label %640, label %635

635:                                              ; preds = %631
  %636 = load ptr, ptr %607, align 8, !tbaa !199
  %637 = ptrtoint ptr %636 to i64
  %638 = ptrtoint ptr %633 to i64
  %639 = sub i64 %637, %638
  call void @_ZdlPvm(ptr noundef nonnull %633, i64 noundef %639) #30
  br label %640

640:                                              ; preds = %635, %631
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %671

641:                                              ; preds = %630, %625
  %642 = load ptr, ptr %532, align 8, !tbaa !24
  %643 = icmp eq ptr %642, null
  br i1 %643, label %668, label %644

644:                                              ; preds = %641
  %645 = getelementptr inbounds i8, ptr %642, i64 8
  %646 = load atomic i64, ptr %645 acquire, align 8
  %647 = icmp eq i64 %646, 4294967297
  %648 = trunc i64 %646 to i32
  br i1 %647, label %649, label %657

649:                                              ; preds = %644
  store i32 0, ptr %645, align 8, !tbaa !26
  %650 = getelementptr inbounds i8, ptr %642, i64 12
  store i32 0, ptr %650, align 4, !tbaa !28
  %651 = load ptr, ptr %642, align 8, !tbaa !29
  %652 = getelementptr inbounds i8, ptr %651, i64 16
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %642) #28
  %654 = load ptr, ptr %642, align 8, !tbaa !29
  %655 = getelementptr inbounds i8, ptr %654, i64 24
  %656 = load ptr, ptr %655, align 8
  call void %656(ptr noundef nonnull align 8 dereferenceable(16) %642) #28
  br label %668

657:                                              ; preds = %644
  %658 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %659 = icmp eq i8 %658, 0
  br i1 %659, label %662, label %660

660:                                              ; preds = %657
  %661 = add nsw i32 %648, -1
  store i32 %661, ptr %645, align 4, !tbaa !13
  br label %664

662:                                              ; preds = %657
  %663 = atomicrmw volatile add ptr %645, i32 -1 acq_rel, align 4
  br label %664

664:                                              ; preds = %662, %660
  %665 = phi i32 [ %648, %660 ], [ %663, %662 ]
  %666 = icmp eq i32 %665, 1
  br i1 %666, label %667, label %668, !prof !32

667:                                              ; preds = %664
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %642) #28
  br label %668

668:                                              ; preds = %667, %664, %649, %641
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %675 unwind label %702

669:                                              ; preds = %623, %606, %601, %600, %530
  %670 = landingpad { ptr, i32 }
          cleanup
  br label %671

671:                                              ; preds = %669, %640
  %672 = phi { ptr, i32 } [ %670, %669 ], [ %632, %640 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %12) #28
  br label %673

673:                                              ; preds = %671, %458
  %674 = phi { ptr, i32 } [ %459, %458 ], [ %672, %671 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28
  br label %704

675:                                              ; preds = %668, %451
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %12)
  %676 = load ptr, ptr %103, align 8, !tbaa !24
  %677 = icmp eq ptr %676, null
  br i1 %677, label %706, label %678

678:                                              ; preds = %675
  %679 = getelementptr inbounds i8, ptr %676, i64 8
  %680 = load atomic i64, ptr %679 acquire, align 8
  %681 = icmp eq i64 %680, 4294967297
  %682 = trunc i64 %680 to i32
  br i1 %681, label %683, label %691

683:                                              ; preds = %678
  store i32 0, ptr %679, align 8, !tbaa !26
  %684 = getelementptr inbounds i8, ptr %676, i64 12
  store i32 0, ptr %684, align 4, !tbaa !28
  %685 = load ptr, ptr %676, align 8, !tbaa !29
  %686 = getelementptr inbounds i8, ptr %685, i64 16
  %687 = load ptr, ptr %686, align 8
  call void %687(ptr noundef nonnull align 8 dereferenceable(16) %676) #28
  %688 = load ptr, ptr %676, align 8, !tbaa !29
  %689 = getelementptr inbounds i8, ptr %688, i64 24
  %690 = load ptr, ptr %689, align 8
  call void %690(ptr noundef nonnull align 8 dereferenceable(16) %676) #28
  br label %706

691:                                              ; preds = %678
  %692 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %693 = icmp eq i8 %692, 0
  br i1 %693, label %696, label %694

694:                                              ; preds = %691
  %695 = add nsw i32 %682, -1
  store i32 %695, ptr %679, align 4, !tbaa !13
  br label %698

696:                                              ; preds = %691
  %697 = atomicrmw volatile add ptr %679, i32 -1 acq_rel, align 4
  br label %698

698:                                              ; preds = %696, %694
  %699 = phi i32 [ %682, %694 ], [ %697, %696 ]
  %700 = icmp eq i32 %699, 1
  br i1 %700, label %701, label %706, !prof !32

701:                                              ; preds = %698
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %676) #28
  br label %706

702:                                              ; preds = %668, %529, %528, %527, %155, %150, %115
  %703 = landingpad { ptr, i32 }
          cleanup
  br label %704

704:                                              ; preds = %702, %673, %153, %127
  %705 = phi { ptr, i32 } [ %703, %702 ], [ %128, %127 ], [ %674, %673 ], [ %154, %153 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %15) #28
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %20) #28
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %20) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %16) #28
  br label %762

706:                                              ; preds = %701, %698, %683, %675
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %15)
  %707 = load ptr, ptr %79, align 8, !tbaa !24
  %708 = icmp eq ptr %707, null
  br i1 %708, label %733, label %709

709:                                              ; preds = %706
  %710 = getelementptr inbounds i8, ptr %707, i64 8
  %711 = load atomic i64, ptr %710 acquire, align 8
  %712 = icmp eq i64 %711, 4294967297
  %713 = trunc i64 %711 to i32
  br i1 %712, label %714, label %722

714:                                              ; preds = %709
  store i32 0, ptr %710, align 8, !tbaa !26
  %715 = getelementptr inbounds i8, ptr %707, i64 12
  store i32 0, ptr %715, align 4, !tbaa !28
  %716 = load ptr, ptr %707, align 8, !tbaa !29
  %717 = getelementptr inbounds i8, ptr %716, i64 16
  %718 = load ptr, ptr %717, align 8
  call void %718(ptr noundef nonnull align 8 dereferenceable(16) %707) #28
  %719 = load ptr, ptr %707, align 8, !tbaa !29
  %720 = getelementptr inbounds i8, ptr %719, i64 24
  %721 = load ptr, ptr %720, align 8
  call void %721(ptr noundef nonnull align 8 dereferenceable(16) %707) #28
  br label %733

722:                                              ; preds = %709
  %723 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %724 = icmp eq i8 %723, 0
  br i1 %724, label %727, label %725

725:                                              ; preds = %722
  %726 = add nsw i32 %713, -1
  store i32 %726, ptr %710, align 4, !tbaa !13
  br label %729

727:                                              ; preds = %722
  %728 = atomicrmw volatile add ptr %710, i32 -1 acq_rel, align 4
  br label %729

729:                                              ; preds = %727, %725
  %730 = phi i32 [ %713, %725 ], [ %728, %727 ]
  %731 = icmp eq i32 %730, 1
  br i1 %731, label %732, label %733, !prof !32

732:                                              ; preds = %729
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %707) #28
  br label %733

733:                                              ; preds = %732, %729, %714, %706
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %20) #28
  %734 = load ptr, ptr %80, align 8, !tbaa !24
  %735 = icmp eq ptr %734, null
  br i1 %735, label %764, label %736

736:                                              ; preds = %733
  %737 = getelementptr inbounds i8, ptr %734, i64 8
  %738 = load atomic i64, ptr %737 acquire, align 8
  %739 = icmp eq i64 %738, 4294967297
  %740 = trunc i64 %738 to i32
  br i1 %739, label %741, label %749

741:                                              ; preds = %736
  store i32 0, ptr %737, align 8, !tbaa !26
  %742 = getelementptr inbounds i8, ptr %734, i64 12
  store i32 0, ptr %742, align 4, !tbaa !28
  %743 = load ptr, ptr %734, align 8, !tbaa !29
  %744 = getelementptr inbounds i8, ptr %743, i64 16
  %745 = load ptr, ptr %744, align 8
  call void %745(ptr noundef nonnull align 8 dereferenceable(16) %734) #28
  %746 = load ptr, ptr %734, align 8, !tbaa !29
  %747 = getelementptr inbounds i8, ptr %746, i64 24
  %748 = load ptr, ptr %747, align 8
  call void %748(ptr noundef nonnull align 8 dereferenceable(16) %734) #28
  br label %764

749:                                              ; preds = %736
  %750 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %751 = icmp eq i8 %750, 0
  br i1 %751, label %754, label %752

752:                                              ; preds = %749
  %753 = add nsw i32 %740, -1
  store i32 %753, ptr %737, align 4, !tbaa !13
  br label %756

754:                                              ; preds = %749
  %755 = atomicrmw volatile add ptr %737, i32 -1 acq_rel, align 4
  br label %756

756:                                              ; preds = %754, %752
  %757 = phi i32 [ %740, %752 ], [ %755, %754 ]
  %758 = icmp eq i32 %757, 1
  br i1 %758, label %759, label %764, !prof !32

759:                                              ; preds = %756
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %734) #28
  br label %764

760:                                              ; preds = %2
  %761 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  br label %762

762:                                              ; preds = %760, %704
  %763 = phi { ptr, i32 } [ %705, %704 ], [ %761, %760 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #28
  resume { ptr, i32 } %763

764:                                              ; preds = %733, %741, %756, %759
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %16) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19)
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS1_6detail17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfEUlS3_E_E10_M_managerERSt9_Any_dataRKSH_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !15
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  store ptr %6, ptr %0, align 8, !tbaa !15
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !15
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !207
  store ptr %9, ptr %0, align 8, !tbaa !15
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !15
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #27
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !208
  store ptr %28, ptr %26, align 8, !tbaa !208
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !210

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !117
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1026, i32 1028
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !109
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !116, !range !65, !noundef !66
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !13
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #30
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %110, align 8, !tbaa !211
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #27
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !208
  store ptr %126, ptr %124, align 8, !tbaa !208
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !13
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !210

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #30
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !211
  %181 = load ptr, ptr %1, align 8, !tbaa !117
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !180
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
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(84) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %18, align 4, !tbaa !28
  %19 = load ptr, ptr %10, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  %22 = load ptr, ptr %10, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !13
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !32

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !33

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !21
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !34
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

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.84") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef byval(%"class.sycl::_V1::range") align 8 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.91", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.90, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, i8 0, i64 24, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !212
  br label %91

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #28
  store i64 16, ptr %6, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #28
  store i64 32, ptr %7, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #28
  store i64 1024, ptr %8, align 8, !tbaa !44
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #28, !noalias !214
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.91") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1), !noalias !214
  %15 = load i8, ptr %4, align 8, !tbaa !188, !range !65, !noalias !214, !noundef !66
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %4, i64 8
  %19 = getelementptr inbounds i8, ptr %4, i64 24
  %20 = load i64, ptr %19, align 8, !tbaa !44, !noalias !214
  %21 = call i64 @llvm.umin.i64(i64 %20, i64 2147483647)
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !44, !noalias !214
  %24 = call i64 @llvm.umin.i64(i64 %23, i64 2147483647)
  %25 = load i64, ptr %18, align 8, !tbaa !44, !noalias !214
  %26 = call i64 @llvm.umin.i64(i64 %25, i64 2147483647)
  br label %27

27:                                               ; preds = %14, %17
  %28 = phi i64 [ %21, %17 ], [ 2147483647, %14 ]
  %29 = phi i64 [ %24, %17 ], [ 2147483647, %14 ]
  %30 = phi i64 [ %26, %17 ], [ 2147483647, %14 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #28, !noalias !214
  %31 = load i64, ptr %7, align 8, !tbaa !44
  %32 = mul i64 %31, %28
  %33 = icmp ugt i64 %32, 4294967295
  br i1 %33, label %34, label %37

34:                                               ; preds = %27
  %35 = urem i64 4294967295, %31
  %36 = xor i64 %35, 4294967295
  br label %37

37:                                               ; preds = %34, %27
  %38 = phi i64 [ %36, %34 ], [ %32, %27 ]
  %39 = mul i64 %31, %29
  %40 = icmp ugt i64 %39, 4294967295
  br i1 %40, label %41, label %44

41:                                               ; preds = %37
  %42 = urem i64 4294967295, %31
  %43 = xor i64 %42, 4294967295
  br label %44

44:                                               ; preds = %41, %37
  %45 = phi i64 [ %43, %41 ], [ %39, %37 ]
  %46 = mul i64 %31, %30
  %47 = icmp ugt i64 %46, 4294967295
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = urem i64 4294967295, %31
  %50 = xor i64 %49, 4294967295
  br label %51

51:                                               ; preds = %48, %44
  %52 = phi i64 [ %50, %48 ], [ %46, %44 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #28
  store i8 0, ptr %9, align 1, !tbaa !188
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #28
  store ptr %1, ptr %10, align 8, !tbaa !217
  %53 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %53, align 8, !tbaa !15
  %54 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %54, align 8, !tbaa !15
  %55 = load i64, ptr %5, align 8, !tbaa !44
  %56 = load i64, ptr %6, align 8, !tbaa !44
  %57 = urem i64 %55, %56
  %58 = icmp eq i64 %57, 0
  %59 = load i64, ptr %8, align 8
  %60 = icmp ult i64 %55, %59
  %61 = select i1 %58, i1 true, i1 %60
  br i1 %61, label %69, label %62

62:                                               ; preds = %51
  %63 = add i64 %31, %55
  %64 = freeze i64 %63
  %65 = add i64 %64, -1
  %66 = urem i64 %65, %31
  %67 = sub nuw i64 %65, %66
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %67)
  %68 = load i64, ptr %5, align 8, !tbaa !44
  br label %69

69:                                               ; preds = %62, %51
  %70 = phi i64 [ %68, %62 ], [ %55, %51 ]
  %71 = icmp ugt i64 %70, %38
  br i1 %71, label %72, label %73

72:                                               ; preds = %69
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %38)
  br label %73

73:                                               ; preds = %69, %72
  %74 = getelementptr inbounds i8, ptr %5, i64 8
  %75 = load i64, ptr %74, align 8, !tbaa !44
  %76 = icmp ugt i64 %75, %45
  br i1 %76, label %77, label %78

77:                                               ; preds = %73
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 1, i64 noundef %45)
  br label %78

78:                                               ; preds = %77, %73
  %79 = getelementptr inbounds i8, ptr %5, i64 16
  %80 = load i64, ptr %79, align 8, !tbaa !44
  %81 = icmp ugt i64 %80, %52
  br i1 %81, label %82, label %83

82:                                               ; preds = %78
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 2, i64 noundef %52)
  br label %83

83:                                               ; preds = %82, %78
  %84 = load i8, ptr %9, align 1, !tbaa !188, !range !65, !noundef !66
  %85 = trunc nuw i8 %84 to i1
  %86 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %85, label %88, label %87

87:                                               ; preds = %83
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %86, i8 0, i64 24, i1 false)
  br label %89

88:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %86, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false)
  br label %89

89:                                               ; preds = %88, %87
  %90 = phi i8 [ 1, %88 ], [ 0, %87 ]
  store i8 %90, ptr %0, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #28
  br label %91

91:                                               ; preds = %89, %12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !217
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.17, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.18, i64 noundef 6)
  %10 = icmp ugt i32 %1, 2
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.11)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #28
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !219
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [3 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !44
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.19, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !220
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #31
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !222
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !31
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !29
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
  %56 = icmp ugt i32 %1, 2
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = zext nneg i32 %1 to i64
  br label %67

59:                                               ; preds = %55
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.11)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !219
  %71 = getelementptr inbounds [3 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !44
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !225
  store i8 1, ptr %73, align 1, !tbaa !188
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.91") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7Scale3DEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.104") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !197
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !199
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 103079215105, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !226
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 35038343200768, ptr %2, align 8
  store i32 24, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !226
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 104, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !199
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !226
  %13 = load ptr, ptr %7, align 8, !tbaa !206
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !206
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %19 = load ptr, ptr %0, align 8, !tbaa !197
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !199
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #30
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi3EEEE_EES5_Li3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull readonly align 8 dereferenceable(24) %3, i64 24, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !180
  store ptr %6, ptr %4, align 8, !tbaa !180
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !13
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !13
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %1, %15, %18
  %21 = getelementptr inbounds i8, ptr %2, i64 40
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %21, ptr noundef nonnull readonly align 8 dereferenceable(64) %22, i64 64, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 104
  %24 = getelementptr inbounds i8, ptr %0, i64 112
  %25 = load float, ptr %24, align 8, !tbaa !183
  store float %25, ptr %23, align 8, !tbaa !183
  %26 = load i64, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %2, i64 16
  %30 = load i64, ptr %29, align 8
  %31 = icmp eq i64 %26, 0
  %32 = icmp eq i64 %28, 0
  %33 = icmp eq i64 %30, 0
  %34 = select i1 %33, i1 true, i1 %32
  %35 = select i1 %34, i1 true, i1 %31
  br i1 %35, label %83, label %79

36:                                               ; preds = %81, %57
  %37 = phi i64 [ %71, %57 ], [ 0, %81 ]
  %38 = load float, ptr %23, align 8, !tbaa !183
  %39 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %40 unwind label %111

40:                                               ; preds = %36
  %41 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %42 unwind label %111

42:                                               ; preds = %40
  %43 = load i64, ptr %41, align 8
  %44 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %45 unwind label %111

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  %47 = load i64, ptr %46, align 8
  %48 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %49 unwind label %111

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %48, i64 8
  %51 = load i64, ptr %50, align 8
  %52 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %53 unwind label %111

53:                                               ; preds = %49
  %54 = getelementptr inbounds i8, ptr %52, i64 16
  %55 = load i64, ptr %54, align 8
  %56 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %57 unwind label %111

57:                                               ; preds = %53
  %58 = add i64 %43, %37
  %59 = mul i64 %47, %58
  %60 = add i64 %59, %82
  %61 = add i64 %60, %51
  %62 = mul i64 %55, %61
  %63 = getelementptr inbounds i8, ptr %56, i64 16
  %64 = load i64, ptr %63, align 8
  %65 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #28
  %66 = getelementptr float, ptr %65, i64 %80
  %67 = getelementptr float, ptr %66, i64 %62
  %68 = getelementptr float, ptr %67, i64 %64
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul float %38, %69
  store float %70, ptr %68, align 4, !tbaa !5
  %71 = add i64 %37, 1
  %72 = icmp ult i64 %71, %26
  br i1 %72, label %36, label %73, !llvm.loop !229

73:                                               ; preds = %57
  %74 = add i64 %82, 1
  %75 = icmp ult i64 %74, %28
  br i1 %75, label %81, label %76, !llvm.loop !229

76:                                               ; preds = %73
  %77 = add nuw i64 %80, 1
  %78 = icmp eq i64 %77, %30
  br i1 %78, label %83, label %79, !llvm.loop !229

79:                                               ; preds = %20, %76
  %80 = phi i64 [ %77, %76 ], [ 0, %20 ]
  br label %81

81:                                               ; preds = %73, %79
  %82 = phi i64 [ %74, %73 ], [ 0, %79 ]
  br label %36

83:                                               ; preds = %76, %20
  %84 = load ptr, ptr %7, align 8, !tbaa !24
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
  store i32 0, ptr %92, align 4, !tbaa !28
  %93 = load ptr, ptr %84, align 8, !tbaa !29
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #28
  %96 = load ptr, ptr %84, align 8, !tbaa !29
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #28
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !13
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !32

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #28
  br label %110

110:                                              ; preds = %83, %91, %106, %109
  ret void

111:                                              ; preds = %53, %49, %45, %42, %40, %36
  %112 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #28
  resume { ptr, i32 } %112
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !206
  %6 = load ptr, ptr %0, align 8, !tbaa !15
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #31
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !226
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
  %41 = load ptr, ptr %38, align 8, !tbaa !199
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #30
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !197
  store ptr %45, ptr %4, align 8, !tbaa !206
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !199
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #18

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(96) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 96) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(96) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.76, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !180
  store ptr %4, ptr %2, align 8, !tbaa !180
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !13
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %19, ptr noundef nonnull readonly align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 80
  %22 = getelementptr inbounds i8, ptr %0, i64 88
  %23 = load float, ptr %22, align 8, !tbaa !183
  store float %23, ptr %21, align 8, !tbaa !183
  %24 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %25 unwind label %80

25:                                               ; preds = %18
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %80

27:                                               ; preds = %25
  %28 = load i64, ptr %26, align 8
  %29 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %30 unwind label %80

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  %32 = load i64, ptr %31, align 8
  %33 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %34 unwind label %80

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %33, i64 8
  %36 = load i64, ptr %35, align 8
  %37 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %38 unwind label %80

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %37, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %42 unwind label %80

42:                                               ; preds = %38
  %43 = mul i64 %32, %28
  %44 = add i64 %36, %43
  %45 = mul i64 %40, %44
  %46 = getelementptr inbounds i8, ptr %41, i64 16
  %47 = load i64, ptr %46, align 8
  %48 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %49 = getelementptr float, ptr %48, i64 %45
  %50 = getelementptr float, ptr %49, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fmul float %23, %51
  store float %52, ptr %50, align 4, !tbaa !5
  %53 = load ptr, ptr %5, align 8, !tbaa !24
  %54 = icmp eq ptr %53, null
  br i1 %54, label %79, label %55

55:                                               ; preds = %42
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load atomic i64, ptr %56 acquire, align 8
  %58 = icmp eq i64 %57, 4294967297
  %59 = trunc i64 %57 to i32
  br i1 %58, label %60, label %68

60:                                               ; preds = %55
  store i32 0, ptr %56, align 8, !tbaa !26
  %61 = getelementptr inbounds i8, ptr %53, i64 12
  store i32 0, ptr %61, align 4, !tbaa !28
  %62 = load ptr, ptr %53, align 8, !tbaa !29
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %53) #28
  %65 = load ptr, ptr %53, align 8, !tbaa !29
  %66 = getelementptr inbounds i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %53) #28
  br label %79

68:                                               ; preds = %55
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = add nsw i32 %59, -1
  store i32 %72, ptr %56, align 4, !tbaa !13
  br label %75

73:                                               ; preds = %68
  %74 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %59, %71 ], [ %74, %73 ]
  %77 = icmp eq i32 %76, 1
  br i1 %77, label %78, label %79, !prof !32

78:                                               ; preds = %75
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %53) #28
  br label %79

79:                                               ; preds = %42, %60, %75, %78
  ret void

80:                                               ; preds = %38, %34, %30, %27, %25, %18
  %81 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %2) #28
  resume { ptr, i32 } %81
}

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !102
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !104
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !102
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
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
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #31
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !128
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !126
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.std::vector.104", align 8
  %5 = alloca [3 x i64], align 8
  %6 = alloca { ptr, [56 x i8] }, align 8
  %7 = alloca %"class.std::vector.104", align 8
  %8 = alloca %"class.std::tuple.84", align 8
  %9 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.169", align 8
  %10 = alloca { ptr, [56 x i8] }, align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.169", align 8
  %12 = alloca %class.anon.168, align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca %class.anon.168, align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca %"class.sycl::_V1::accessor.165", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %class.anon.168, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %17) #28
  %20 = load ptr, ptr %0, align 8, !tbaa !230
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #28
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  store i64 16, ptr %18, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %22 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.10, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 35, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %24, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %17, ptr noundef nonnull align 8 dereferenceable(49) %20, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %25 unwind label %743

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #28
  store i32 5, ptr %15, align 4, !tbaa !232
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %28 unwind label %26

26:                                               ; preds = %25
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %17) #28
  br label %745

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %29 = load ptr, ptr %21, align 8, !tbaa !21
  %30 = getelementptr inbounds i8, ptr %18, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !23
  %32 = icmp eq ptr %29, %31
  br i1 %32, label %67, label %33

33:                                               ; preds = %28, %62
  %34 = phi ptr [ %63, %62 ], [ %29, %28 ]
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !28
  %45 = load ptr, ptr %36, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  %48 = load ptr, ptr %36, align 8, !tbaa !29
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !13
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !32

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #28
  br label %62

62:                                               ; preds = %61, %58, %43, %33
  %63 = getelementptr inbounds i8, ptr %34, i64 16
  %64 = icmp eq ptr %63, %31
  br i1 %64, label %65, label %33, !llvm.loop !33

65:                                               ; preds = %62
  %66 = load ptr, ptr %21, align 8, !tbaa !21
  br label %67

67:                                               ; preds = %65, %28
  %68 = phi ptr [ %66, %65 ], [ %29, %28 ]
  %69 = icmp eq ptr %68, null
  br i1 %69, label %76, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %18, i64 24
  %72 = load ptr, ptr %71, align 8, !tbaa !34
  %73 = ptrtoint ptr %72 to i64
  %74 = ptrtoint ptr %68 to i64
  %75 = sub i64 %73, %74
  call void @_ZdlPvm(ptr noundef nonnull %68, i64 noundef %75) #30
  br label %76

76:                                               ; preds = %70, %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %19) #28
  %77 = load ptr, ptr %17, align 8, !tbaa !180
  store ptr %77, ptr %19, align 8, !tbaa !180
  %78 = getelementptr inbounds i8, ptr %19, i64 8
  %79 = getelementptr inbounds i8, ptr %17, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !24
  store ptr %80, ptr %78, align 8, !tbaa !24
  %81 = icmp eq ptr %80, null
  %82 = getelementptr inbounds i8, ptr %14, i64 8
  br i1 %81, label %83, label %86

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %19, i64 16
  %85 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %84, ptr noundef nonnull align 8 dereferenceable(64) %85, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14)
  store ptr %77, ptr %14, align 8, !tbaa !180
  store ptr null, ptr %82, align 8, !tbaa !24
  br label %112

86:                                               ; preds = %76
  %87 = getelementptr inbounds i8, ptr %80, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %89 = icmp eq i8 %88, 0
  %90 = getelementptr inbounds i8, ptr %19, i64 16
  %91 = getelementptr inbounds i8, ptr %17, i64 16
  br i1 %89, label %95, label %92

92:                                               ; preds = %86
  %93 = load i32, ptr %87, align 4, !tbaa !13
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %87, align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %90, ptr noundef nonnull align 8 dereferenceable(64) %91, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14)
  store ptr %77, ptr %14, align 8, !tbaa !180
  store ptr %80, ptr %82, align 8, !tbaa !24
  br label %106

95:                                               ; preds = %86
  %96 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  %97 = load ptr, ptr %19, align 8, !tbaa !180
  %98 = load ptr, ptr %78, align 8, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %90, ptr noundef nonnull align 8 dereferenceable(64) %91, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14)
  store ptr %97, ptr %14, align 8, !tbaa !180
  store ptr %98, ptr %82, align 8, !tbaa !24
  %99 = icmp eq ptr %98, null
  br i1 %99, label %112, label %100

100:                                              ; preds = %95
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %102 = getelementptr inbounds i8, ptr %98, i64 8
  %103 = icmp eq i8 %101, 0
  br i1 %103, label %110, label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %102, align 4, !tbaa !13
  br label %106

106:                                              ; preds = %104, %92
  %107 = phi i32 [ %94, %92 ], [ %105, %104 ]
  %108 = phi ptr [ %87, %92 ], [ %102, %104 ]
  %109 = add nsw i32 %107, 1
  store i32 %109, ptr %108, align 4, !tbaa !13
  br label %112

110:                                              ; preds = %100
  %111 = atomicrmw volatile add ptr %102, i32 1 acq_rel, align 4
  br label %112

112:                                              ; preds = %110, %106, %95, %83
  %113 = phi ptr [ %84, %83 ], [ %90, %110 ], [ %90, %106 ], [ %90, %95 ]
  %114 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %114, ptr noundef nonnull readonly align 8 dereferenceable(64) %113, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12)
  store i64 8, ptr %13, align 8
  %115 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 8, ptr %115, align 8
  %116 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 16, ptr %116, align 8
  %117 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %118 unwind label %685

118:                                              ; preds = %112
  %119 = icmp eq i32 %117, 0
  br i1 %119, label %127, label %120

120:                                              ; preds = %118
  %121 = call ptr @__cxa_allocate_exception(i64 64) #28
  %122 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %123 = extractvalue { i32, ptr } %122, 0
  %124 = extractvalue { i32, ptr } %122, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %121, i32 %123, ptr %124, ptr noundef nonnull @.str.14)
          to label %146 unwind label %125

125:                                              ; preds = %120
  %126 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %121) #28
  br label %687

127:                                              ; preds = %118
  %128 = load i64, ptr %13, align 8, !tbaa !44
  %129 = load i64, ptr %115, align 8, !tbaa !44
  %130 = mul i64 %129, %128
  %131 = icmp eq i64 %129, 0
  br i1 %131, label %135, label %132

132:                                              ; preds = %127
  %133 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %129, i64 %128)
  %134 = extractvalue { i64, i1 } %133, 1
  br i1 %134, label %141, label %135

135:                                              ; preds = %132, %127
  %136 = load i64, ptr %116, align 8, !tbaa !44
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %151, label %138

138:                                              ; preds = %135
  %139 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %136, i64 %130)
  %140 = extractvalue { i64, i1 } %139, 1
  br i1 %140, label %141, label %151

141:                                              ; preds = %138, %132
  %142 = call ptr @__cxa_allocate_exception(i64 64) #28
  %143 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %144 = extractvalue { i32, ptr } %143, 0
  %145 = extractvalue { i32, ptr } %143, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %142, i32 %144, ptr %145, ptr noundef nonnull @.str.13)
          to label %146 unwind label %149

146:                                              ; preds = %141, %120
  %147 = phi ptr [ %121, %120 ], [ %142, %141 ]
  invoke void @__cxa_throw(ptr nonnull %147, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %148 unwind label %685

148:                                              ; preds = %146
  unreachable

149:                                              ; preds = %141
  %150 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %142) #28
  br label %687

151:                                              ; preds = %138, %135
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.84") align 8 %8, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %13)
          to label %152 unwind label %685

152:                                              ; preds = %151
  %153 = getelementptr inbounds i8, ptr %8, i64 8
  %154 = load i8, ptr %8, align 8, !tbaa !188, !range !65, !noundef !66
  %155 = trunc nuw i8 %154 to i1
  br i1 %155, label %156, label %451

156:                                              ; preds = %152
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %9) #28
  %157 = load ptr, ptr %14, align 8, !tbaa !180
  %158 = load ptr, ptr %82, align 8, !tbaa !24
  %159 = icmp eq ptr %158, null
  br i1 %159, label %180, label %160

160:                                              ; preds = %156
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %160
  %165 = load i32, ptr %161, align 4, !tbaa !13
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %161, align 4, !tbaa !13
  br label %170

167:                                              ; preds = %160
  %168 = atomicrmw volatile add ptr %161, i32 1 acq_rel, align 4
  %169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !234
  br label %170

170:                                              ; preds = %167, %164
  %171 = phi i8 [ %169, %167 ], [ 1, %164 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %13, i64 24, i1 false)
  %172 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %157, ptr %172, align 8, !tbaa !180, !alias.scope !237
  %173 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr %158, ptr %173, align 8, !tbaa !24, !alias.scope !237
  %174 = icmp eq i8 %171, 0
  br i1 %174, label %178, label %175

175:                                              ; preds = %170
  %176 = load i32, ptr %161, align 4, !tbaa !13, !noalias !234
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %161, align 4, !tbaa !13, !noalias !234
  br label %184

178:                                              ; preds = %170
  %179 = atomicrmw volatile add ptr %161, i32 1 acq_rel, align 4, !noalias !234
  br label %184

180:                                              ; preds = %156
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %13, i64 24, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !234)
  %181 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %157, ptr %181, align 8, !tbaa !180, !alias.scope !234
  %182 = getelementptr inbounds i8, ptr %9, i64 32
  store ptr null, ptr %182, align 8, !tbaa !24, !alias.scope !234
  %183 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %183, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  br label %275

184:                                              ; preds = %178, %175
  %185 = getelementptr inbounds i8, ptr %9, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %185, ptr noundef nonnull align 8 dereferenceable(64) %10, i64 64, i1 false)
  %186 = load atomic i64, ptr %161 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %161, align 8, !tbaa !26
  %190 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %190, align 4, !tbaa !28
  %191 = load ptr, ptr %158, align 8, !tbaa !29
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %158) #28
  %194 = load ptr, ptr %158, align 8, !tbaa !29
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  call void %196(ptr noundef nonnull align 8 dereferenceable(16) %158) #28
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %161, align 4, !tbaa !13
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !32

207:                                              ; preds = %204
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #28
  br label %208

208:                                              ; preds = %207, %204, %189
  %209 = load ptr, ptr %173, align 8, !tbaa !24
  %210 = icmp eq ptr %209, null
  br i1 %210, label %275, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %218, label %215

215:                                              ; preds = %211
  %216 = load i32, ptr %212, align 4, !tbaa !13
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %212, align 4, !tbaa !13
  br label %224

218:                                              ; preds = %211
  %219 = atomicrmw volatile add ptr %212, i32 1 acq_rel, align 4
  %220 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %227, label %222

222:                                              ; preds = %218
  %223 = load i32, ptr %212, align 4, !tbaa !13
  br label %224

224:                                              ; preds = %222, %215
  %225 = phi i32 [ %223, %222 ], [ %217, %215 ]
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %212, align 4, !tbaa !13
  br label %229

227:                                              ; preds = %218
  %228 = atomicrmw volatile add ptr %212, i32 1 acq_rel, align 4
  br label %229

229:                                              ; preds = %227, %224
  %230 = load atomic i64, ptr %212 acquire, align 8
  %231 = icmp eq i64 %230, 4294967297
  %232 = trunc i64 %230 to i32
  br i1 %231, label %233, label %241

233:                                              ; preds = %229
  store i32 0, ptr %212, align 8, !tbaa !26
  %234 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 0, ptr %234, align 4, !tbaa !28
  %235 = load ptr, ptr %209, align 8, !tbaa !29
  %236 = getelementptr inbounds i8, ptr %235, i64 16
  %237 = load ptr, ptr %236, align 8
  call void %237(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  %238 = load ptr, ptr %209, align 8, !tbaa !29
  %239 = getelementptr inbounds i8, ptr %238, i64 24
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  br label %252

241:                                              ; preds = %229
  %242 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %246, label %244

244:                                              ; preds = %241
  %245 = add nsw i32 %232, -1
  store i32 %245, ptr %212, align 4, !tbaa !13
  br label %248

246:                                              ; preds = %241
  %247 = atomicrmw volatile add ptr %212, i32 -1 acq_rel, align 4
  br label %248

248:                                              ; preds = %246, %244
  %249 = phi i32 [ %232, %244 ], [ %247, %246 ]
  %250 = icmp eq i32 %249, 1
  br i1 %250, label %251, label %252, !prof !32

251:                                              ; preds = %248
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  br label %252

252:                                              ; preds = %251, %248, %233
  %253 = load atomic i64, ptr %212 acquire, align 8
  %254 = icmp eq i64 %253, 4294967297
  %255 = trunc i64 %253 to i32
  br i1 %254, label %256, label %264

256:                                              ; preds = %252
  store i32 0, ptr %212, align 8, !tbaa !26
  %257 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 0, ptr %257, align 4, !tbaa !28
  %258 = load ptr, ptr %209, align 8, !tbaa !29
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load ptr, ptr %259, align 8
  call void %260(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  %261 = load ptr, ptr %209, align 8, !tbaa !29
  %262 = getelementptr inbounds i8, ptr %261, i64 24
  %263 = load ptr, ptr %262, align 8
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  br label %275

264:                                              ; preds = %252
  %265 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %266 = icmp eq i8 %265, 0
  br i1 %266, label %269, label %267

267:                                              ; preds = %264
  %268 = add nsw i32 %255, -1
  store i32 %268, ptr %212, align 4, !tbaa !13
  br label %271

269:                                              ; preds = %264
  %270 = atomicrmw volatile add ptr %212, i32 -1 acq_rel, align 4
  br label %271

271:                                              ; preds = %269, %267
  %272 = phi i32 [ %255, %267 ], [ %270, %269 ]
  %273 = icmp eq i32 %272, 1
  br i1 %273, label %274, label %275, !prof !32

274:                                              ; preds = %271
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %209) #28
  br label %275

275:                                              ; preds = %274, %271, %256, %208, %180
  %276 = phi ptr [ %182, %180 ], [ %173, %208 ], [ %173, %256 ], [ %173, %271 ], [ %173, %274 ]
  %277 = phi ptr [ %181, %180 ], [ %172, %208 ], [ %172, %256 ], [ %172, %271 ], [ %172, %274 ]
  %278 = phi ptr [ %183, %180 ], [ %185, %208 ], [ %185, %256 ], [ %185, %271 ], [ %185, %274 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %279 unwind label %443

279:                                              ; preds = %275
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %153, i1 noundef zeroext false, i32 noundef 3)
          to label %280 unwind label %443

280:                                              ; preds = %279
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  %281 = getelementptr inbounds i8, ptr %11, i64 24
  %282 = load ptr, ptr %277, align 8, !tbaa !180
  store ptr %282, ptr %281, align 8, !tbaa !180
  %283 = getelementptr inbounds i8, ptr %11, i64 32
  %284 = load ptr, ptr %276, align 8, !tbaa !24
  store ptr null, ptr %276, align 8, !tbaa !24
  store ptr %284, ptr %283, align 8, !tbaa !24
  store ptr null, ptr %277, align 8, !tbaa !180
  %285 = getelementptr inbounds i8, ptr %11, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %285, ptr noundef nonnull align 8 dereferenceable(64) %278, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6)
  %286 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #27
          to label %287 unwind label %445

287:                                              ; preds = %280
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  %288 = icmp eq ptr %284, null
  %289 = getelementptr inbounds i8, ptr %286, i64 40
  br i1 %288, label %310, label %290

290:                                              ; preds = %287
  %291 = getelementptr inbounds i8, ptr %284, i64 8
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !239
  %293 = icmp eq i8 %292, 0
  %294 = getelementptr inbounds i8, ptr %286, i64 8
  %295 = getelementptr inbounds i8, ptr %286, i64 32
  br i1 %293, label %299, label %296

296:                                              ; preds = %290
  %297 = load i32, ptr %291, align 4, !tbaa !13, !noalias !239
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %291, align 4, !tbaa !13, !noalias !239
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) %278, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %286, align 8, !tbaa !29, !noalias !239
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %294, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  store ptr %282, ptr %295, align 8, !tbaa !180, !noalias !239
  store ptr %284, ptr %289, align 8, !tbaa !24, !noalias !239
  br label %305

299:                                              ; preds = %290
  %300 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !239
  %301 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !239
  %302 = icmp eq i8 %301, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull readonly align 8 dereferenceable(64) %285, i64 64, i1 false), !noalias !239
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %286, align 8, !tbaa !29, !noalias !239
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %294, ptr noundef nonnull align 8 dereferenceable(24) %5, i64 24, i1 false), !noalias !239
  store ptr %282, ptr %295, align 8, !tbaa !180, !noalias !239
  store ptr %284, ptr %289, align 8, !tbaa !24, !noalias !239
  br i1 %302, label %308, label %303

303:                                              ; preds = %299
  %304 = load i32, ptr %291, align 4, !tbaa !13, !noalias !239
  br label %305

305:                                              ; preds = %303, %296
  %306 = phi i32 [ %304, %303 ], [ %298, %296 ]
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %291, align 4, !tbaa !13, !noalias !239
  br label %314

308:                                              ; preds = %299
  %309 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !239
  br label %314

310:                                              ; preds = %287
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %286, align 8, !tbaa !29, !noalias !239
  %311 = getelementptr inbounds i8, ptr %286, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %311, ptr noundef nonnull align 8 dereferenceable(24) %9, i64 24, i1 false)
  %312 = getelementptr inbounds i8, ptr %286, i64 32
  store ptr %282, ptr %312, align 8, !tbaa !180, !noalias !239
  store ptr null, ptr %289, align 8, !tbaa !24, !noalias !239
  %313 = getelementptr inbounds i8, ptr %286, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %313, ptr noundef nonnull align 8 dereferenceable(64) %278, i64 64, i1 false)
  br label %338

314:                                              ; preds = %308, %305
  %315 = getelementptr inbounds i8, ptr %286, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %315, ptr noundef nonnull align 8 dereferenceable(64) %6, i64 64, i1 false), !noalias !239
  %316 = load atomic i64, ptr %291 acquire, align 8, !noalias !239
  %317 = icmp eq i64 %316, 4294967297
  %318 = trunc i64 %316 to i32
  br i1 %317, label %319, label %327

319:                                              ; preds = %314
  store i32 0, ptr %291, align 8, !tbaa !26, !noalias !239
  %320 = getelementptr inbounds i8, ptr %284, i64 12
  store i32 0, ptr %320, align 4, !tbaa !28, !noalias !239
  %321 = load ptr, ptr %284, align 8, !tbaa !29, !noalias !239
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load ptr, ptr %322, align 8, !noalias !239
  call void %323(ptr noundef nonnull align 8 dereferenceable(16) %284) #28, !noalias !239
  %324 = load ptr, ptr %284, align 8, !tbaa !29, !noalias !239
  %325 = getelementptr inbounds i8, ptr %324, i64 24
  %326 = load ptr, ptr %325, align 8, !noalias !239
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %284) #28, !noalias !239
  br label %338

327:                                              ; preds = %314
  %328 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !239
  %329 = icmp eq i8 %328, 0
  br i1 %329, label %332, label %330

330:                                              ; preds = %327
  %331 = add nsw i32 %318, -1
  store i32 %331, ptr %291, align 4, !tbaa !13, !noalias !239
  br label %334

332:                                              ; preds = %327
  %333 = atomicrmw volatile add ptr %291, i32 -1 acq_rel, align 4, !noalias !239
  br label %334

334:                                              ; preds = %332, %330
  %335 = phi i32 [ %318, %330 ], [ %333, %332 ]
  %336 = icmp eq i32 %335, 1
  br i1 %336, label %337, label %338, !prof !32

337:                                              ; preds = %334
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %284) #28, !noalias !239
  br label %338

338:                                              ; preds = %337, %334, %319, %310
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6)
  %339 = getelementptr inbounds i8, ptr %1, i64 152
  %340 = load ptr, ptr %339, align 8, !tbaa !15
  store ptr %286, ptr %339, align 8, !tbaa !15
  %341 = icmp eq ptr %340, null
  br i1 %341, label %346, label %342

342:                                              ; preds = %338
  %343 = load ptr, ptr %340, align 8, !tbaa !29
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = load ptr, ptr %344, align 8
  call void %345(ptr noundef nonnull align 8 dereferenceable(8) %340) #28
  br label %346

346:                                              ; preds = %342, %338
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %347 unwind label %445

347:                                              ; preds = %346
  %348 = load ptr, ptr %339, align 8, !tbaa !15
  %349 = load ptr, ptr %348, align 8, !tbaa !29
  %350 = load ptr, ptr %349, align 8
  %351 = invoke noundef ptr %350(ptr noundef nonnull align 8 dereferenceable(8) %348)
          to label %352 unwind label %445

352:                                              ; preds = %347
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !242)
  %353 = getelementptr inbounds i8, ptr %7, i64 16
  %354 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %355 unwind label %445

355:                                              ; preds = %352
  store ptr %354, ptr %7, align 8, !tbaa !197, !alias.scope !242
  %356 = getelementptr inbounds i8, ptr %354, i64 24
  store ptr %356, ptr %353, align 8, !tbaa !199, !alias.scope !242
  %357 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 103079215105, ptr %354, align 4, !noalias !242
  %358 = getelementptr inbounds i8, ptr %354, i64 8
  store i32 0, ptr %358, align 4, !tbaa !13, !noalias !242
  %359 = getelementptr inbounds i8, ptr %354, i64 12
  store i64 35038343200768, ptr %359, align 4, !noalias !242
  %360 = getelementptr inbounds i8, ptr %354, i64 20
  store i32 24, ptr %360, align 4, !tbaa !13, !noalias !242
  store ptr %356, ptr %357, align 8, !tbaa !206, !alias.scope !242
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %351, ptr noundef nonnull align 8 dereferenceable(24) %7, i1 noundef zeroext false)
          to label %361 unwind label %377

361:                                              ; preds = %355
  %362 = load ptr, ptr %7, align 8, !tbaa !197
  %363 = icmp eq ptr %362, null
  br i1 %363, label %369, label %364

364:                                              ; preds = %361
  %365 = load ptr, ptr %353, align 8, !tbaa !199
  %366 = ptrtoint ptr %365 to i64
  %367 = ptrtoint ptr %362 to i64
  %368 = sub i64 %366, %367
  call void @_ZdlPvm(ptr noundef nonnull %362, i64 noundef %368) #30
  br label %369

369:                                              ; preds = %364, %361
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  %370 = invoke noalias noundef nonnull dereferenceable(53) ptr @_Znam(i64 noundef 53) #27
          to label %371 unwind label %445

371:                                              ; preds = %369
  %372 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(52) %370, ptr noundef nonnull align 1 dereferenceable(52) @.str.32, i64 52, i1 false)
  %373 = getelementptr inbounds i8, ptr %370, i64 52
  store i8 0, ptr %373, align 1, !tbaa !31
  %374 = load ptr, ptr %372, align 8, !tbaa !15
  store ptr %370, ptr %372, align 8, !tbaa !15
  %375 = icmp eq ptr %374, null
  br i1 %375, label %387, label %376

376:                                              ; preds = %371
  call void @_ZdaPv(ptr noundef nonnull %374) #30
  br label %387

377:                                              ; preds = %355
  %378 = landingpad { ptr, i32 }
          cleanup
  %379 = load ptr, ptr %7, align 8, !tbaa !197
  %380 = icmp eq ptr %379, null
  br i1 %380, label %386, label %381

381:                                              ; preds = %377
  %382 = load ptr, ptr %353, align 8, !tbaa !199
  %383 = ptrtoint ptr %382 to i64
  %384 = ptrtoint ptr %379 to i64
  %385 = sub i64 %383, %384
  call void @_ZdlPvm(ptr noundef nonnull %379, i64 noundef %385) #30
  br label %386

386:                                              ; preds = %381, %377
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  br label %447

387:                                              ; preds = %376, %371
  %388 = load ptr, ptr %283, align 8, !tbaa !24
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
  store i32 0, ptr %396, align 4, !tbaa !28
  %397 = load ptr, ptr %388, align 8, !tbaa !29
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %388) #28
  %400 = load ptr, ptr %388, align 8, !tbaa !29
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %388) #28
  br label %414

403:                                              ; preds = %390
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %408, label %406

406:                                              ; preds = %403
  %407 = add nsw i32 %394, -1
  store i32 %407, ptr %391, align 4, !tbaa !13
  br label %410

408:                                              ; preds = %403
  %409 = atomicrmw volatile add ptr %391, i32 -1 acq_rel, align 4
  br label %410

410:                                              ; preds = %408, %406
  %411 = phi i32 [ %394, %406 ], [ %409, %408 ]
  %412 = icmp eq i32 %411, 1
  br i1 %412, label %413, label %414, !prof !32

413:                                              ; preds = %410
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %388) #28
  br label %414

414:                                              ; preds = %413, %410, %395, %387
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %415 unwind label %443

415:                                              ; preds = %414
  %416 = load ptr, ptr %276, align 8, !tbaa !24
  %417 = icmp eq ptr %416, null
  br i1 %417, label %442, label %418

418:                                              ; preds = %415
  %419 = getelementptr inbounds i8, ptr %416, i64 8
  %420 = load atomic i64, ptr %419 acquire, align 8
  %421 = icmp eq i64 %420, 4294967297
  %422 = trunc i64 %420 to i32
  br i1 %421, label %423, label %431

423:                                              ; preds = %418
  store i32 0, ptr %419, align 8, !tbaa !26
  %424 = getelementptr inbounds i8, ptr %416, i64 12
  store i32 0, ptr %424, align 4, !tbaa !28
  %425 = load ptr, ptr %416, align 8, !tbaa !29
  %426 = getelementptr inbounds i8, ptr %425, i64 16
  %427 = load ptr, ptr %426, align 8
  call void %427(ptr noundef nonnull align 8 dereferenceable(16) %416) #28
  %428 = load ptr, ptr %416, align 8, !tbaa !29
  %429 = getelementptr inbounds i8, ptr %428, i64 24
  %430 = load ptr, ptr %429, align 8
  call void %430(ptr noundef nonnull align 8 dereferenceable(16) %416) #28
  br label %442

431:                                              ; preds = %418
  %432 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %433 = icmp eq i8 %432, 0
  br i1 %433, label %436, label %434

434:                                              ; preds = %431
  %435 = add nsw i32 %422, -1
  store i32 %435, ptr %419, align 4, !tbaa !13
  br label %438

436:                                              ; preds = %431
  %437 = atomicrmw volatile add ptr %419, i32 -1 acq_rel, align 4
  br label %438

438:                                              ; preds = %436, %434
  %439 = phi i32 [ %422, %434 ], [ %437, %436 ]
  %440 = icmp eq i32 %439, 1
  br i1 %440, label %441, label %442, !prof !32

441:                                              ; preds = %438
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %416) #28
  br label %442

442:                                              ; preds = %441, %438, %423, %415
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9) #28
  br label %658

443:                                              ; preds = %414, %279, %275
  %444 = landingpad { ptr, i32 }
          cleanup
  br label %449

445:                                              ; preds = %369, %352, %347, %346, %280
  %446 = landingpad { ptr, i32 }
          cleanup
  br label %447

447:                                              ; preds = %445, %386
  %448 = phi { ptr, i32 } [ %446, %445 ], [ %378, %386 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %11) #28
  br label %449

449:                                              ; preds = %447, %443
  %450 = phi { ptr, i32 } [ %444, %443 ], [ %448, %447 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9) #28
  br label %656

451:                                              ; preds = %152
  %452 = load ptr, ptr %82, align 8, !tbaa !24
  %453 = icmp eq ptr %452, null
  br i1 %453, label %518, label %454

454:                                              ; preds = %451
  %455 = getelementptr inbounds i8, ptr %452, i64 8
  %456 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %457 = icmp eq i8 %456, 0
  br i1 %457, label %461, label %458

458:                                              ; preds = %454
  %459 = load i32, ptr %455, align 4, !tbaa !13
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %455, align 4, !tbaa !13
  br label %467

461:                                              ; preds = %454
  %462 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4
  %463 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %464 = icmp eq i8 %463, 0
  br i1 %464, label %470, label %465

465:                                              ; preds = %461
  %466 = load i32, ptr %455, align 4, !tbaa !13
  br label %467

467:                                              ; preds = %465, %458
  %468 = phi i32 [ %466, %465 ], [ %460, %458 ]
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %455, align 4, !tbaa !13
  br label %472

470:                                              ; preds = %461
  %471 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4
  br label %472

472:                                              ; preds = %470, %467
  %473 = load atomic i64, ptr %455 acquire, align 8
  %474 = icmp eq i64 %473, 4294967297
  %475 = trunc i64 %473 to i32
  br i1 %474, label %476, label %484

476:                                              ; preds = %472
  store i32 0, ptr %455, align 8, !tbaa !26
  %477 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %477, align 4, !tbaa !28
  %478 = load ptr, ptr %452, align 8, !tbaa !29
  %479 = getelementptr inbounds i8, ptr %478, i64 16
  %480 = load ptr, ptr %479, align 8
  call void %480(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  %481 = load ptr, ptr %452, align 8, !tbaa !29
  %482 = getelementptr inbounds i8, ptr %481, i64 24
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %495

484:                                              ; preds = %472
  %485 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %489, label %487

487:                                              ; preds = %484
  %488 = add nsw i32 %475, -1
  store i32 %488, ptr %455, align 4, !tbaa !13
  br label %491

489:                                              ; preds = %484
  %490 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4
  br label %491

491:                                              ; preds = %489, %487
  %492 = phi i32 [ %475, %487 ], [ %490, %489 ]
  %493 = icmp eq i32 %492, 1
  br i1 %493, label %494, label %495, !prof !32

494:                                              ; preds = %491
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %495

495:                                              ; preds = %494, %491, %476
  %496 = load atomic i64, ptr %455 acquire, align 8
  %497 = icmp eq i64 %496, 4294967297
  %498 = trunc i64 %496 to i32
  br i1 %497, label %499, label %507

499:                                              ; preds = %495
  store i32 0, ptr %455, align 8, !tbaa !26
  %500 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %500, align 4, !tbaa !28
  %501 = load ptr, ptr %452, align 8, !tbaa !29
  %502 = getelementptr inbounds i8, ptr %501, i64 16
  %503 = load ptr, ptr %502, align 8
  call void %503(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  %504 = load ptr, ptr %452, align 8, !tbaa !29
  %505 = getelementptr inbounds i8, ptr %504, i64 24
  %506 = load ptr, ptr %505, align 8
  call void %506(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %518

507:                                              ; preds = %495
  %508 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %509 = icmp eq i8 %508, 0
  br i1 %509, label %512, label %510

510:                                              ; preds = %507
  %511 = add nsw i32 %498, -1
  store i32 %511, ptr %455, align 4, !tbaa !13
  br label %514

512:                                              ; preds = %507
  %513 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4
  br label %514

514:                                              ; preds = %512, %510
  %515 = phi i32 [ %498, %510 ], [ %513, %512 ]
  %516 = icmp eq i32 %515, 1
  br i1 %516, label %517, label %518, !prof !32

517:                                              ; preds = %514
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #28
  br label %518

518:                                              ; preds = %517, %514, %499, %451
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %519 unwind label %685

519:                                              ; preds = %518
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %520 unwind label %685

520:                                              ; preds = %519
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %13, i1 noundef zeroext false, i32 noundef 3)
          to label %521 unwind label %685

521:                                              ; preds = %520
  %522 = load ptr, ptr %14, align 8, !tbaa !180
  store ptr %522, ptr %12, align 8, !tbaa !180
  %523 = getelementptr inbounds i8, ptr %12, i64 8
  %524 = load ptr, ptr %82, align 8, !tbaa !24
  store ptr null, ptr %82, align 8, !tbaa !24
  store ptr %524, ptr %523, align 8, !tbaa !24
  store ptr null, ptr %14, align 8, !tbaa !180
  %525 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %525, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %526 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #27
          to label %527 unwind label %652

527:                                              ; preds = %521
  %528 = icmp eq ptr %524, null
  br i1 %528, label %549, label %529

529:                                              ; preds = %527
  %530 = getelementptr inbounds i8, ptr %524, i64 8
  %531 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !245
  %532 = icmp eq i8 %531, 0
  %533 = getelementptr inbounds i8, ptr %526, i64 8
  %534 = getelementptr inbounds i8, ptr %526, i64 16
  br i1 %532, label %538, label %535

535:                                              ; preds = %529
  %536 = load i32, ptr %530, align 4, !tbaa !13, !noalias !245
  %537 = add nsw i32 %536, 1
  store i32 %537, ptr %530, align 4, !tbaa !13, !noalias !245
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %526, align 8, !tbaa !29, !noalias !245
  store ptr %522, ptr %533, align 8, !tbaa !180, !noalias !245
  store ptr %524, ptr %534, align 8, !tbaa !24, !noalias !245
  br label %544

538:                                              ; preds = %529
  %539 = atomicrmw volatile add ptr %530, i32 1 acq_rel, align 4, !noalias !245
  %540 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !245
  %541 = icmp eq i8 %540, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %525, i64 64, i1 false), !noalias !245
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %526, align 8, !tbaa !29, !noalias !245
  store ptr %522, ptr %533, align 8, !tbaa !180, !noalias !245
  store ptr %524, ptr %534, align 8, !tbaa !24, !noalias !245
  br i1 %541, label %547, label %542

542:                                              ; preds = %538
  %543 = load i32, ptr %530, align 4, !tbaa !13, !noalias !245
  br label %544

544:                                              ; preds = %542, %535
  %545 = phi i32 [ %543, %542 ], [ %537, %535 ]
  %546 = add nsw i32 %545, 1
  store i32 %546, ptr %530, align 4, !tbaa !13, !noalias !245
  br label %553

547:                                              ; preds = %538
  %548 = atomicrmw volatile add ptr %530, i32 1 acq_rel, align 4, !noalias !245
  br label %553

549:                                              ; preds = %527
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %526, align 8, !tbaa !29, !noalias !245
  %550 = getelementptr inbounds i8, ptr %526, i64 8
  store ptr %522, ptr %550, align 8, !tbaa !180, !noalias !245
  %551 = getelementptr inbounds i8, ptr %526, i64 16
  store ptr null, ptr %551, align 8, !tbaa !24, !noalias !245
  %552 = getelementptr inbounds i8, ptr %526, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %552, ptr noundef nonnull align 8 dereferenceable(64) %114, i64 64, i1 false)
  br label %577

553:                                              ; preds = %547, %544
  %554 = getelementptr inbounds i8, ptr %526, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %554, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !245
  %555 = load atomic i64, ptr %530 acquire, align 8, !noalias !245
  %556 = icmp eq i64 %555, 4294967297
  %557 = trunc i64 %555 to i32
  br i1 %556, label %558, label %566

558:                                              ; preds = %553
  store i32 0, ptr %530, align 8, !tbaa !26, !noalias !245
  %559 = getelementptr inbounds i8, ptr %524, i64 12
  store i32 0, ptr %559, align 4, !tbaa !28, !noalias !245
  %560 = load ptr, ptr %524, align 8, !tbaa !29, !noalias !245
  %561 = getelementptr inbounds i8, ptr %560, i64 16
  %562 = load ptr, ptr %561, align 8, !noalias !245
  call void %562(ptr noundef nonnull align 8 dereferenceable(16) %524) #28, !noalias !245
  %563 = load ptr, ptr %524, align 8, !tbaa !29, !noalias !245
  %564 = getelementptr inbounds i8, ptr %563, i64 24
  %565 = load ptr, ptr %564, align 8, !noalias !245
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %524) #28, !noalias !245
  br label %577

566:                                              ; preds = %553
  %567 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !245
  %568 = icmp eq i8 %567, 0
  br i1 %568, label %571, label %569

569:                                              ; preds = %566
  %570 = add nsw i32 %557, -1
  store i32 %570, ptr %530, align 4, !tbaa !13, !noalias !245
  br label %573

571:                                              ; preds = %566
  %572 = atomicrmw volatile add ptr %530, i32 -1 acq_rel, align 4, !noalias !245
  br label %573

573:                                              ; preds = %571, %569
  %574 = phi i32 [ %557, %569 ], [ %572, %571 ]
  %575 = icmp eq i32 %574, 1
  br i1 %575, label %576, label %577, !prof !32

576:                                              ; preds = %573
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %524) #28, !noalias !245
  br label %577

577:                                              ; preds = %576, %573, %558, %549
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %578 = getelementptr inbounds i8, ptr %1, i64 152
  %579 = load ptr, ptr %578, align 8, !tbaa !15
  store ptr %526, ptr %578, align 8, !tbaa !15
  %580 = icmp eq ptr %579, null
  br i1 %580, label %585, label %581

581:                                              ; preds = %577
  %582 = load ptr, ptr %579, align 8, !tbaa !29
  %583 = getelementptr inbounds i8, ptr %582, i64 16
  %584 = load ptr, ptr %583, align 8
  call void %584(ptr noundef nonnull align 8 dereferenceable(8) %579) #28
  br label %585

585:                                              ; preds = %581, %577
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %586 unwind label %652

586:                                              ; preds = %585
  %587 = load ptr, ptr %578, align 8, !tbaa !15
  %588 = load ptr, ptr %587, align 8, !tbaa !29
  %589 = load ptr, ptr %588, align 8
  %590 = invoke noundef ptr %589(ptr noundef nonnull align 8 dereferenceable(8) %587)
          to label %591 unwind label %652

591:                                              ; preds = %586
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !248)
  %592 = getelementptr inbounds i8, ptr %4, i64 16
  %593 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #27
          to label %594 unwind label %652

594:                                              ; preds = %591
  store ptr %593, ptr %4, align 8, !tbaa !197, !alias.scope !248
  %595 = getelementptr inbounds i8, ptr %593, i64 12
  store ptr %595, ptr %592, align 8, !tbaa !199, !alias.scope !248
  %596 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %593, align 4, !noalias !248
  %597 = getelementptr inbounds i8, ptr %593, i64 8
  store i32 0, ptr %597, align 4, !tbaa !13, !noalias !248
  store ptr %595, ptr %596, align 8, !tbaa !206, !alias.scope !248
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %590, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %598 unwind label %614

598:                                              ; preds = %594
  %599 = load ptr, ptr %4, align 8, !tbaa !197
  %600 = icmp eq ptr %599, null
  br i1 %600, label %606, label %601

601:                                              ; preds = %598
  %602 = load ptr, ptr %592, align 8, !tbaa !199
  %603 = ptrtoint ptr %602 to i64
  %604 = ptrtoint ptr %599 to i64
  %605 = sub i64 %603, %604
  call void @_ZdlPvm(ptr noundef nonnull %599, i64 noundef %605) #30
  br label %606

606:                                              ; preds = %601, %598
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %607 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #27
          to label %608 unwind label %652

608:                                              ; preds = %606
  %609 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %607, ptr noundef nonnull align 1 dereferenceable(11) @.str.31, i64 11, i1 false)
  %610 = getelementptr inbounds i8, ptr %607, i64 11
  store i8 0, ptr %610, align 1, !tbaa !31
  %611 = load ptr, ptr %609, align 8, !tbaa !15
  store ptr %607, ptr %609, align 8, !tbaa !15
  %612 = icmp eq ptr %611, null
  br i1 %612, label %624, label %613

613:                                              ; preds = %608
  call void @_ZdaPv(ptr noundef nonnull %611) #30
  br label %624

614:                                              ; preds = %594
  %615 = landingpad { ptr, i32 }
          cleanup
  %616 = load ptr, ptr %4, align 8, !tbaa !197
  %617 = icmp eq ptr %616, null
  br i1 %617, label %623, label %618

618:                                              ; preds = %614
  %619 = load ptr, ptr %592, align 8, !tbaa !199
  %620 = ptrtoint ptr %619 to i64
  %621 = ptrtoint ptr %616 to i64
  %622 = sub i64 %620, %621
  call void @_ZdlPvm(ptr noundef nonnull %616, i64 noundef %622) #30
  br label %623

623:                                              ; preds = %618, %614
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %654

624:                                              ; preds = %613, %608
  %625 = load ptr, ptr %523, align 8, !tbaa !24
  %626 = icmp eq ptr %625, null
  br i1 %626, label %651, label %627

627:                                              ; preds = %624
  %628 = getelementptr inbounds i8, ptr %625, i64 8
  %629 = load atomic i64, ptr %628 acquire, align 8
  %630 = icmp eq i64 %629, 4294967297
  %631 = trunc i64 %629 to i32
  br i1 %630, label %632, label %640

632:                                              ; preds = %627
  store i32 0, ptr %628, align 8, !tbaa !26
  %633 = getelementptr inbounds i8, ptr %625, i64 12
  store i32 0, ptr %633, align 4, !tbaa !28
  %634 = load ptr, ptr %625, align 8, !tbaa !29
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  %636 = load ptr, ptr %635, align 8
  call void %636(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  %637 = load ptr, ptr %625, align 8, !tbaa !29
  %638 = getelementptr inbounds i8, ptr %637, i64 24
  %639 = load ptr, ptr %638, align 8
  call void %639(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  br label %651

640:                                              ; preds = %627
  %641 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %642 = icmp eq i8 %641, 0
  br i1 %642, label %645, label %643

643:                                              ; preds = %640
  %644 = add nsw i32 %631, -1
  store i32 %644, ptr %628, align 4, !tbaa !13
  br label %647

645:                                              ; preds = %640
  %646 = atomicrmw volatile add ptr %628, i32 -1 acq_rel, align 4
  br label %647

647:                                              ; preds = %645, %643
  %648 = phi i32 [ %631, %643 ], [ %646, %645 ]
  %649 = icmp eq i32 %648, 1
  br i1 %649, label %650, label %651, !prof !32

650:                                              ; preds = %647
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  br label %651

651:                                              ; preds = %650, %647, %632, %624
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %658 unwind label %685

652:                                              ; preds = %606, %591, %586, %585, %521
  %653 = landingpad { ptr, i32 }
          cleanup
  br label %654

654:                                              ; preds = %652, %623
  %655 = phi { ptr, i32 } [ %653, %652 ], [ %615, %623 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #28
  br label %656

656:                                              ; preds = %654, %449
  %657 = phi { ptr, i32 } [ %450, %449 ], [ %655, %654 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28
  br label %687

658:                                              ; preds = %651, %442
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12)
  %659 = load ptr, ptr %82, align 8, !tbaa !24
  %660 = icmp eq ptr %659, null
  br i1 %660, label %689, label %661

661:                                              ; preds = %658
  %662 = getelementptr inbounds i8, ptr %659, i64 8
  %663 = load atomic i64, ptr %662 acquire, align 8
  %664 = icmp eq i64 %663, 4294967297
  %665 = trunc i64 %663 to i32
  br i1 %664, label %666, label %674

666:                                              ; preds = %661
  store i32 0, ptr %662, align 8, !tbaa !26
  %667 = getelementptr inbounds i8, ptr %659, i64 12
  store i32 0, ptr %667, align 4, !tbaa !28
  %668 = load ptr, ptr %659, align 8, !tbaa !29
  %669 = getelementptr inbounds i8, ptr %668, i64 16
  %670 = load ptr, ptr %669, align 8
  call void %670(ptr noundef nonnull align 8 dereferenceable(16) %659) #28
  %671 = load ptr, ptr %659, align 8, !tbaa !29
  %672 = getelementptr inbounds i8, ptr %671, i64 24
  %673 = load ptr, ptr %672, align 8
  call void %673(ptr noundef nonnull align 8 dereferenceable(16) %659) #28
  br label %689

674:                                              ; preds = %661
  %675 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %676 = icmp eq i8 %675, 0
  br i1 %676, label %679, label %677

677:                                              ; preds = %674
  %678 = add nsw i32 %665, -1
  store i32 %678, ptr %662, align 4, !tbaa !13
  br label %681

679:                                              ; preds = %674
  %680 = atomicrmw volatile add ptr %662, i32 -1 acq_rel, align 4
  br label %681

681:                                              ; preds = %679, %677
  %682 = phi i32 [ %665, %677 ], [ %680, %679 ]
  %683 = icmp eq i32 %682, 1
  br i1 %683, label %684, label %689, !prof !32

684:                                              ; preds = %681
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %659) #28
  br label %689

685:                                              ; preds = %651, %520, %519, %518, %151, %146, %112
  %686 = landingpad { ptr, i32 }
          cleanup
  br label %687

687:                                              ; preds = %685, %656, %149, %125
  %688 = phi { ptr, i32 } [ %686, %685 ], [ %126, %125 ], [ %657, %656 ], [ %150, %149 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %14) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %19) #28
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %17) #28
  br label %747

689:                                              ; preds = %684, %681, %666, %658
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14)
  %690 = load ptr, ptr %78, align 8, !tbaa !24
  %691 = icmp eq ptr %690, null
  br i1 %691, label %716, label %692

692:                                              ; preds = %689
  %693 = getelementptr inbounds i8, ptr %690, i64 8
  %694 = load atomic i64, ptr %693 acquire, align 8
  %695 = icmp eq i64 %694, 4294967297
  %696 = trunc i64 %694 to i32
  br i1 %695, label %697, label %705

697:                                              ; preds = %692
  store i32 0, ptr %693, align 8, !tbaa !26
  %698 = getelementptr inbounds i8, ptr %690, i64 12
  store i32 0, ptr %698, align 4, !tbaa !28
  %699 = load ptr, ptr %690, align 8, !tbaa !29
  %700 = getelementptr inbounds i8, ptr %699, i64 16
  %701 = load ptr, ptr %700, align 8
  call void %701(ptr noundef nonnull align 8 dereferenceable(16) %690) #28
  %702 = load ptr, ptr %690, align 8, !tbaa !29
  %703 = getelementptr inbounds i8, ptr %702, i64 24
  %704 = load ptr, ptr %703, align 8
  call void %704(ptr noundef nonnull align 8 dereferenceable(16) %690) #28
  br label %716

705:                                              ; preds = %692
  %706 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %707 = icmp eq i8 %706, 0
  br i1 %707, label %710, label %708

708:                                              ; preds = %705
  %709 = add nsw i32 %696, -1
  store i32 %709, ptr %693, align 4, !tbaa !13
  br label %712

710:                                              ; preds = %705
  %711 = atomicrmw volatile add ptr %693, i32 -1 acq_rel, align 4
  br label %712

712:                                              ; preds = %710, %708
  %713 = phi i32 [ %696, %708 ], [ %711, %710 ]
  %714 = icmp eq i32 %713, 1
  br i1 %714, label %715, label %716, !prof !32

715:                                              ; preds = %712
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %690) #28
  br label %716

716:                                              ; preds = %715, %712, %697, %689
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %19) #28
  %717 = load ptr, ptr %79, align 8, !tbaa !24
  %718 = icmp eq ptr %717, null
  br i1 %718, label %749, label %719

719:                                              ; preds = %716
  %720 = getelementptr inbounds i8, ptr %717, i64 8
  %721 = load atomic i64, ptr %720 acquire, align 8
  %722 = icmp eq i64 %721, 4294967297
  %723 = trunc i64 %721 to i32
  br i1 %722, label %724, label %732

724:                                              ; preds = %719
  store i32 0, ptr %720, align 8, !tbaa !26
  %725 = getelementptr inbounds i8, ptr %717, i64 12
  store i32 0, ptr %725, align 4, !tbaa !28
  %726 = load ptr, ptr %717, align 8, !tbaa !29
  %727 = getelementptr inbounds i8, ptr %726, i64 16
  %728 = load ptr, ptr %727, align 8
  call void %728(ptr noundef nonnull align 8 dereferenceable(16) %717) #28
  %729 = load ptr, ptr %717, align 8, !tbaa !29
  %730 = getelementptr inbounds i8, ptr %729, i64 24
  %731 = load ptr, ptr %730, align 8
  call void %731(ptr noundef nonnull align 8 dereferenceable(16) %717) #28
  br label %749

732:                                              ; preds = %719
  %733 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %734 = icmp eq i8 %733, 0
  br i1 %734, label %737, label %735

735:                                              ; preds = %732
  %736 = add nsw i32 %723, -1
  store i32 %736, ptr %720, align 4, !tbaa !13
  br label %739

737:                                              ; preds = %732
  %738 = atomicrmw volatile add ptr %720, i32 -1 acq_rel, align 4
  br label %739

739:                                              ; preds = %737, %735
  %740 = phi i32 [ %723, %735 ], [ %738, %737 ]
  %741 = icmp eq i32 %740, 1
  br i1 %741, label %742, label %749, !prof !32

742:                                              ; preds = %739
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %717) #28
  br label %749

743:                                              ; preds = %2
  %744 = landingpad { ptr, i32 }
          cleanup
  br label %745

745:                                              ; preds = %743, %26
  %746 = phi { ptr, i32 } [ %744, %743 ], [ %27, %26 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  br label %747

747:                                              ; preds = %745, %687
  %748 = phi { ptr, i32 } [ %688, %687 ], [ %746, %745 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #28
  resume { ptr, i32 } %748

749:                                              ; preds = %716, %724, %739, %742
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %17) #28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #20 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !15
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !15
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !15
  store i64 %7, ptr %0, align 8, !tbaa !15
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #27
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !208
  store ptr %28, ptr %26, align 8, !tbaa !208
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !210

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !117
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1025, i32 1027
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !109
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !116, !range !65, !noundef !66
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !13
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #28
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #30
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %110, align 8, !tbaa !251
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #27
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !208
  store ptr %126, ptr %124, align 8, !tbaa !208
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !13
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !210

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #28
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #30
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !251
  %181 = load ptr, ptr %1, align 8, !tbaa !117
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !180
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
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi3EEEE_EES5_Li3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.169", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull readonly align 8 dereferenceable(24) %3, i64 24, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 24
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load ptr, ptr %5, align 8, !tbaa !180
  store ptr %6, ptr %4, align 8, !tbaa !180
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  store ptr %9, ptr %7, align 8, !tbaa !24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !13
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !13
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %1, %15, %18
  %21 = getelementptr inbounds i8, ptr %2, i64 40
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %21, ptr noundef nonnull readonly align 8 dereferenceable(64) %22, i64 64, i1 false)
  %23 = load i64, ptr %2, align 8
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %2, i64 16
  %27 = load i64, ptr %26, align 8
  %28 = icmp eq i64 %23, 0
  %29 = icmp eq i64 %25, 0
  %30 = icmp eq i64 %27, 0
  %31 = select i1 %30, i1 true, i1 %29
  %32 = select i1 %31, i1 true, i1 %28
  br i1 %32, label %82, label %76

33:                                               ; preds = %78, %56
  %34 = phi i64 [ %68, %56 ], [ 0, %78 ]
  %35 = mul i64 %34, 100
  %36 = add i64 %81, %35
  %37 = uitofp i64 %36 to float
  %38 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %39 unwind label %110

39:                                               ; preds = %33
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %41 unwind label %110

41:                                               ; preds = %39
  %42 = load i64, ptr %40, align 8
  %43 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %44 unwind label %110

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %43, i64 8
  %46 = load i64, ptr %45, align 8
  %47 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %48 unwind label %110

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %47, i64 8
  %50 = load i64, ptr %49, align 8
  %51 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %52 unwind label %110

52:                                               ; preds = %48
  %53 = getelementptr inbounds i8, ptr %51, i64 16
  %54 = load i64, ptr %53, align 8
  %55 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %56 unwind label %110

56:                                               ; preds = %52
  %57 = add i64 %42, %34
  %58 = mul i64 %46, %57
  %59 = add i64 %58, %79
  %60 = add i64 %59, %50
  %61 = mul i64 %54, %60
  %62 = getelementptr inbounds i8, ptr %55, i64 16
  %63 = load i64, ptr %62, align 8
  %64 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #28
  %65 = getelementptr float, ptr %64, i64 %77
  %66 = getelementptr float, ptr %65, i64 %61
  %67 = getelementptr float, ptr %66, i64 %63
  store float %37, ptr %67, align 4, !tbaa !5
  %68 = add i64 %34, 1
  %69 = icmp ult i64 %68, %23
  br i1 %69, label %33, label %70, !llvm.loop !253

70:                                               ; preds = %56
  %71 = add i64 %79, 1
  %72 = icmp ult i64 %71, %25
  br i1 %72, label %78, label %73, !llvm.loop !253

73:                                               ; preds = %70
  %74 = add nuw i64 %77, 1
  %75 = icmp eq i64 %74, %27
  br i1 %75, label %82, label %76, !llvm.loop !253

76:                                               ; preds = %20, %73
  %77 = phi i64 [ %74, %73 ], [ 0, %20 ]
  br label %78

78:                                               ; preds = %70, %76
  %79 = phi i64 [ %71, %70 ], [ 0, %76 ]
  %80 = mul i64 %79, 10
  %81 = add i64 %80, %77
  br label %33

82:                                               ; preds = %73, %20
  %83 = load ptr, ptr %7, align 8, !tbaa !24
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
  store i32 0, ptr %91, align 4, !tbaa !28
  %92 = load ptr, ptr %83, align 8, !tbaa !29
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  %95 = load ptr, ptr %83, align 8, !tbaa !29
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !13
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !32

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  ret void

110:                                              ; preds = %52, %48, %44, %41, %39, %33
  %111 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi3EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  resume { ptr, i32 } %111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.168, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !180
  store ptr %4, ptr %2, align 8, !tbaa !180
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !13
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %19, ptr noundef nonnull readonly align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %22 unwind label %75

22:                                               ; preds = %18
  %23 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %24 unwind label %75

24:                                               ; preds = %22
  %25 = load i64, ptr %23, align 8
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %75

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %26, i64 8
  %29 = load i64, ptr %28, align 8
  %30 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %31 unwind label %75

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load i64, ptr %32, align 8
  %34 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %35 unwind label %75

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %34, i64 16
  %37 = load i64, ptr %36, align 8
  %38 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %39 unwind label %75

39:                                               ; preds = %35
  %40 = mul i64 %29, %25
  %41 = add i64 %33, %40
  %42 = mul i64 %37, %41
  %43 = getelementptr inbounds i8, ptr %38, i64 16
  %44 = load i64, ptr %43, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %46 = getelementptr float, ptr %45, i64 %42
  %47 = getelementptr float, ptr %46, i64 %44
  store float 0.000000e+00, ptr %47, align 4, !tbaa !5
  %48 = load ptr, ptr %5, align 8, !tbaa !24
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %39
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !26
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !28
  %57 = load ptr, ptr %48, align 8, !tbaa !29
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #28
  %60 = load ptr, ptr %48, align 8, !tbaa !29
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #28
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !13
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !32

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #28
  br label %74

74:                                               ; preds = %39, %55, %70, %73
  ret void

75:                                               ; preds = %35, %31, %27, %24, %22, %18
  %76 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #28
  resume { ptr, i32 } %76
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.104", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %class.anon.204, align 8
  %8 = alloca i32, align 4
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::accessor.197", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::accessor.201", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %class.anon.204, align 8
  %17 = load ptr, ptr %0, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #28
  %18 = load ptr, ptr %17, align 8, !tbaa !254
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %19 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.10, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 47, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 22, ptr %21, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %12, ptr noundef nonnull align 8 dereferenceable(49) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %22 unwind label %698

22:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #28
  store i32 5, ptr %10, align 4, !tbaa !232
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %25 unwind label %23

23:                                               ; preds = %22
  %24 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #28
  br label %700

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %26 = getelementptr inbounds i8, ptr %13, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !21
  %28 = getelementptr inbounds i8, ptr %13, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !23
  %30 = icmp eq ptr %27, %29
  br i1 %30, label %65, label %31

31:                                               ; preds = %25, %60
  %32 = phi ptr [ %61, %60 ], [ %27, %25 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !24
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !26
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !28
  %43 = load ptr, ptr %34, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  %46 = load ptr, ptr %34, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !13
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !32

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #28
  br label %60

60:                                               ; preds = %59, %56, %41, %31
  %61 = getelementptr inbounds i8, ptr %32, i64 16
  %62 = icmp eq ptr %61, %29
  br i1 %62, label %63, label %31, !llvm.loop !33

63:                                               ; preds = %60
  %64 = load ptr, ptr %26, align 8, !tbaa !21
  br label %65

65:                                               ; preds = %63, %25
  %66 = phi ptr [ %64, %63 ], [ %27, %25 ]
  %67 = icmp eq ptr %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = getelementptr inbounds i8, ptr %13, i64 24
  %70 = load ptr, ptr %69, align 8, !tbaa !34
  %71 = ptrtoint ptr %70 to i64
  %72 = ptrtoint ptr %66 to i64
  %73 = sub i64 %71, %72
  call void @_ZdlPvm(ptr noundef nonnull %66, i64 noundef %73) #30
  br label %74

74:                                               ; preds = %68, %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #28
  %75 = getelementptr inbounds i8, ptr %17, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !256
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #28
  %77 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %77, i8 0, i64 24, i1 false)
  store i64 16, ptr %15, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  store ptr @.str, ptr %9, align 8
  %78 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.10, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 48, ptr %79, align 8
  %80 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 22, ptr %80, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(33) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %81 unwind label %702

81:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #28
  store i32 5, ptr %8, align 4, !tbaa !232
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %8)
          to label %84 unwind label %82

82:                                               ; preds = %81
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #28
  br label %704

84:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  %85 = load ptr, ptr %77, align 8, !tbaa !21
  %86 = getelementptr inbounds i8, ptr %15, i64 16
  %87 = load ptr, ptr %86, align 8, !tbaa !23
  %88 = icmp eq ptr %85, %87
  br i1 %88, label %123, label %89

89:                                               ; preds = %84, %118
  %90 = phi ptr [ %119, %118 ], [ %85, %84 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  %93 = icmp eq ptr %92, null
  br i1 %93, label %118, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i8, ptr %92, i64 8
  %96 = load atomic i64, ptr %95 acquire, align 8
  %97 = icmp eq i64 %96, 4294967297
  %98 = trunc i64 %96 to i32
  br i1 %97, label %99, label %107

99:                                               ; preds = %94
  store i32 0, ptr %95, align 8, !tbaa !26
  %100 = getelementptr inbounds i8, ptr %92, i64 12
  store i32 0, ptr %100, align 4, !tbaa !28
  %101 = load ptr, ptr %92, align 8, !tbaa !29
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  %104 = load ptr, ptr %92, align 8, !tbaa !29
  %105 = getelementptr inbounds i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  br label %118

107:                                              ; preds = %94
  %108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %112, label %110

110:                                              ; preds = %107
  %111 = add nsw i32 %98, -1
  store i32 %111, ptr %95, align 4, !tbaa !13
  br label %114

112:                                              ; preds = %107
  %113 = atomicrmw volatile add ptr %95, i32 -1 acq_rel, align 4
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi i32 [ %98, %110 ], [ %113, %112 ]
  %116 = icmp eq i32 %115, 1
  br i1 %116, label %117, label %118, !prof !32

117:                                              ; preds = %114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %92) #28
  br label %118

118:                                              ; preds = %117, %114, %99, %89
  %119 = getelementptr inbounds i8, ptr %90, i64 16
  %120 = icmp eq ptr %119, %87
  br i1 %120, label %121, label %89, !llvm.loop !33

121:                                              ; preds = %118
  %122 = load ptr, ptr %77, align 8, !tbaa !21
  br label %123

123:                                              ; preds = %121, %84
  %124 = phi ptr [ %122, %121 ], [ %85, %84 ]
  %125 = icmp eq ptr %124, null
  br i1 %125, label %132, label %126

126:                                              ; preds = %123
  %127 = getelementptr inbounds i8, ptr %15, i64 24
  %128 = load ptr, ptr %127, align 8, !tbaa !34
  %129 = ptrtoint ptr %128 to i64
  %130 = ptrtoint ptr %124 to i64
  %131 = sub i64 %129, %130
  call void @_ZdlPvm(ptr noundef nonnull %124, i64 noundef %131) #30
  br label %132

132:                                              ; preds = %126, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16) #28
  %133 = load ptr, ptr %12, align 8, !tbaa !180
  store ptr %133, ptr %16, align 8, !tbaa !180
  %134 = getelementptr inbounds i8, ptr %16, i64 8
  %135 = getelementptr inbounds i8, ptr %12, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !24
  store ptr %136, ptr %134, align 8, !tbaa !24
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %132
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !13
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !13
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %132
  %148 = getelementptr inbounds i8, ptr %16, i64 16
  %149 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %148, ptr noundef nonnull align 8 dereferenceable(64) %149, i64 64, i1 false)
  %150 = getelementptr inbounds i8, ptr %16, i64 80
  %151 = getelementptr inbounds i8, ptr %17, i64 16
  %152 = load ptr, ptr %151, align 8, !tbaa !257
  %153 = load i64, ptr %152, align 4
  store i64 %153, ptr %150, align 8
  %154 = getelementptr inbounds i8, ptr %16, i64 88
  %155 = load ptr, ptr %14, align 8, !tbaa !180
  store ptr %155, ptr %154, align 8, !tbaa !180
  %156 = getelementptr inbounds i8, ptr %16, i64 96
  %157 = getelementptr inbounds i8, ptr %14, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !24
  store ptr %158, ptr %156, align 8, !tbaa !24
  %159 = icmp eq ptr %158, null
  br i1 %159, label %169, label %160

160:                                              ; preds = %147
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %160
  %165 = load i32, ptr %161, align 4, !tbaa !13
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %161, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %160
  %168 = atomicrmw volatile add ptr %161, i32 1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %164, %147
  %170 = getelementptr inbounds i8, ptr %16, i64 104
  %171 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %170, ptr noundef nonnull align 8 dereferenceable(16) %171, i64 16, i1 false)
  %172 = getelementptr inbounds i8, ptr %16, i64 120
  %173 = getelementptr inbounds i8, ptr %17, i64 24
  %174 = load ptr, ptr %173, align 8, !tbaa !258
  %175 = load i32, ptr %174, align 4, !tbaa !13
  store i32 %175, ptr %172, align 8, !tbaa !259
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7)
  %176 = load ptr, ptr %134, align 8, !tbaa !24
  %177 = icmp eq ptr %176, null
  br i1 %177, label %187, label %178

178:                                              ; preds = %169
  %179 = getelementptr inbounds i8, ptr %176, i64 8
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %185, label %182

182:                                              ; preds = %178
  %183 = load i32, ptr %179, align 4, !tbaa !13
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %179, align 4, !tbaa !13
  br label %187

185:                                              ; preds = %178
  %186 = atomicrmw volatile add ptr %179, i32 1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %182, %169
  %188 = load ptr, ptr %156, align 8, !tbaa !24
  %189 = icmp eq ptr %188, null
  br i1 %189, label %199, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds i8, ptr %188, i64 8
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %190
  %195 = load i32, ptr %191, align 4, !tbaa !13
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %191, align 4, !tbaa !13
  br label %199

197:                                              ; preds = %190
  %198 = atomicrmw volatile add ptr %191, i32 1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %194, %187
  br i1 %177, label %209, label %200

200:                                              ; preds = %199
  %201 = getelementptr inbounds i8, ptr %176, i64 8
  %202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %207, label %204

204:                                              ; preds = %200
  %205 = load i32, ptr %201, align 4, !tbaa !13
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %201, align 4, !tbaa !13
  br label %209

207:                                              ; preds = %200
  %208 = atomicrmw volatile add ptr %201, i32 1 acq_rel, align 4
  br label %209

209:                                              ; preds = %207, %204, %199
  br i1 %189, label %242, label %210

210:                                              ; preds = %209
  %211 = getelementptr inbounds i8, ptr %188, i64 8
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %217, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %211, align 4, !tbaa !13
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %211, align 4, !tbaa !13
  br label %219

217:                                              ; preds = %210
  %218 = atomicrmw volatile add ptr %211, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %214
  %220 = load atomic i64, ptr %211 acquire, align 8
  %221 = icmp eq i64 %220, 4294967297
  %222 = trunc i64 %220 to i32
  br i1 %221, label %223, label %231

223:                                              ; preds = %219
  store i32 0, ptr %211, align 8, !tbaa !26
  %224 = getelementptr inbounds i8, ptr %188, i64 12
  store i32 0, ptr %224, align 4, !tbaa !28
  %225 = load ptr, ptr %188, align 8, !tbaa !29
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  %228 = load ptr, ptr %188, align 8, !tbaa !29
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  br label %242

231:                                              ; preds = %219
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %211, align 4, !tbaa !13
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %211, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !32

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  br label %242

242:                                              ; preds = %241, %238, %223, %209
  br i1 %177, label %267, label %243

243:                                              ; preds = %242
  %244 = getelementptr inbounds i8, ptr %176, i64 8
  %245 = load atomic i64, ptr %244 acquire, align 8
  %246 = icmp eq i64 %245, 4294967297
  %247 = trunc i64 %245 to i32
  br i1 %246, label %248, label %256

248:                                              ; preds = %243
  store i32 0, ptr %244, align 8, !tbaa !26
  %249 = getelementptr inbounds i8, ptr %176, i64 12
  store i32 0, ptr %249, align 4, !tbaa !28
  %250 = load ptr, ptr %176, align 8, !tbaa !29
  %251 = getelementptr inbounds i8, ptr %250, i64 16
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  %253 = load ptr, ptr %176, align 8, !tbaa !29
  %254 = getelementptr inbounds i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %267

256:                                              ; preds = %243
  %257 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %256
  %260 = add nsw i32 %247, -1
  store i32 %260, ptr %244, align 4, !tbaa !13
  br label %263

261:                                              ; preds = %256
  %262 = atomicrmw volatile add ptr %244, i32 -1 acq_rel, align 4
  br label %263

263:                                              ; preds = %261, %259
  %264 = phi i32 [ %247, %259 ], [ %262, %261 ]
  %265 = icmp eq i32 %264, 1
  br i1 %265, label %266, label %267, !prof !32

266:                                              ; preds = %263
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %267

267:                                              ; preds = %266, %263, %248, %242
  br i1 %189, label %292, label %268

268:                                              ; preds = %267
  %269 = getelementptr inbounds i8, ptr %188, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !26
  %274 = getelementptr inbounds i8, ptr %188, i64 12
  store i32 0, ptr %274, align 4, !tbaa !28
  %275 = load ptr, ptr %188, align 8, !tbaa !29
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  %278 = load ptr, ptr %188, align 8, !tbaa !29
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !13
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !32

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %188) #28
  br label %292

292:                                              ; preds = %291, %288, %273, %267
  br i1 %177, label %317, label %293

293:                                              ; preds = %292
  %294 = getelementptr inbounds i8, ptr %176, i64 8
  %295 = load atomic i64, ptr %294 acquire, align 8
  %296 = icmp eq i64 %295, 4294967297
  %297 = trunc i64 %295 to i32
  br i1 %296, label %298, label %306

298:                                              ; preds = %293
  store i32 0, ptr %294, align 8, !tbaa !26
  %299 = getelementptr inbounds i8, ptr %176, i64 12
  store i32 0, ptr %299, align 4, !tbaa !28
  %300 = load ptr, ptr %176, align 8, !tbaa !29
  %301 = getelementptr inbounds i8, ptr %300, i64 16
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  %303 = load ptr, ptr %176, align 8, !tbaa !29
  %304 = getelementptr inbounds i8, ptr %303, i64 24
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %317

306:                                              ; preds = %293
  %307 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %308 = icmp eq i8 %307, 0
  br i1 %308, label %311, label %309

309:                                              ; preds = %306
  %310 = add nsw i32 %297, -1
  store i32 %310, ptr %294, align 4, !tbaa !13
  br label %313

311:                                              ; preds = %306
  %312 = atomicrmw volatile add ptr %294, i32 -1 acq_rel, align 4
  br label %313

313:                                              ; preds = %311, %309
  %314 = phi i32 [ %297, %309 ], [ %312, %311 ]
  %315 = icmp eq i32 %314, 1
  br i1 %315, label %316, label %317, !prof !32

316:                                              ; preds = %313
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %317

317:                                              ; preds = %316, %313, %298, %292
  %318 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %319 unwind label %706

319:                                              ; preds = %317
  %320 = icmp eq i32 %318, 0
  br i1 %320, label %330, label %321

321:                                              ; preds = %319
  %322 = call ptr @__cxa_allocate_exception(i64 64) #28
  %323 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %324 = extractvalue { i32, ptr } %323, 0
  %325 = extractvalue { i32, ptr } %323, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %322, i32 %324, ptr %325, ptr noundef nonnull @.str.14)
          to label %326 unwind label %328

326:                                              ; preds = %321
  invoke void @__cxa_throw(ptr nonnull %322, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %327 unwind label %706

327:                                              ; preds = %326
  unreachable

328:                                              ; preds = %321
  %329 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %322) #28
  br label %708

330:                                              ; preds = %319
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %331 unwind label %706

331:                                              ; preds = %330
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %332 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %332, i8 0, i64 16, i1 false), !alias.scope !264
  store i64 1, ptr %6, align 8, !tbaa !44, !alias.scope !264
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %333 unwind label %706

333:                                              ; preds = %331
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %334 unwind label %706

334:                                              ; preds = %333
  %335 = load ptr, ptr %16, align 8, !tbaa !180
  store ptr %335, ptr %7, align 8, !tbaa !180
  %336 = getelementptr inbounds i8, ptr %7, i64 8
  %337 = load ptr, ptr %134, align 8, !tbaa !24
  store ptr %337, ptr %336, align 8, !tbaa !24
  %338 = icmp eq ptr %337, null
  br i1 %338, label %348, label %339

339:                                              ; preds = %334
  %340 = getelementptr inbounds i8, ptr %337, i64 8
  %341 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %342 = icmp eq i8 %341, 0
  br i1 %342, label %346, label %343

343:                                              ; preds = %339
  %344 = load i32, ptr %340, align 4, !tbaa !13
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr %340, align 4, !tbaa !13
  br label %348

346:                                              ; preds = %339
  %347 = atomicrmw volatile add ptr %340, i32 1 acq_rel, align 4
  br label %348

348:                                              ; preds = %346, %343, %334
  %349 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %349, ptr noundef nonnull readonly align 8 dereferenceable(64) %148, i64 64, i1 false)
  %350 = getelementptr inbounds i8, ptr %7, i64 80
  %351 = load i64, ptr %150, align 8
  store i64 %351, ptr %350, align 8
  %352 = getelementptr inbounds i8, ptr %7, i64 88
  %353 = load ptr, ptr %154, align 8, !tbaa !180
  store ptr %353, ptr %352, align 8, !tbaa !180
  %354 = getelementptr inbounds i8, ptr %7, i64 96
  %355 = load ptr, ptr %156, align 8, !tbaa !24
  store ptr %355, ptr %354, align 8, !tbaa !24
  %356 = icmp eq ptr %355, null
  br i1 %356, label %366, label %357

357:                                              ; preds = %348
  %358 = getelementptr inbounds i8, ptr %355, i64 8
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %357
  %362 = load i32, ptr %358, align 4, !tbaa !13
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %358, align 4, !tbaa !13
  br label %366

364:                                              ; preds = %357
  %365 = atomicrmw volatile add ptr %358, i32 1 acq_rel, align 4
  br label %366

366:                                              ; preds = %364, %361, %348
  %367 = getelementptr inbounds i8, ptr %7, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %367, ptr noundef nonnull readonly align 8 dereferenceable(16) %170, i64 16, i1 false)
  %368 = getelementptr inbounds i8, ptr %7, i64 120
  %369 = load i32, ptr %172, align 8, !tbaa !259
  store i32 %369, ptr %368, align 8, !tbaa !259
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %370 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #27
          to label %371 unwind label %585

371:                                              ; preds = %366
  %372 = load ptr, ptr %7, align 8, !tbaa !180, !noalias !267
  %373 = load ptr, ptr %336, align 8, !tbaa !24, !noalias !267
  %374 = icmp eq ptr %373, null
  br i1 %374, label %384, label %375

375:                                              ; preds = %371
  %376 = getelementptr inbounds i8, ptr %373, i64 8
  %377 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %382, label %379

379:                                              ; preds = %375
  %380 = load i32, ptr %376, align 4, !tbaa !13, !noalias !267
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %376, align 4, !tbaa !13, !noalias !267
  br label %384

382:                                              ; preds = %375
  %383 = atomicrmw volatile add ptr %376, i32 1 acq_rel, align 4, !noalias !267
  br label %384

384:                                              ; preds = %382, %379, %371
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %349, i64 64, i1 false), !noalias !267
  %385 = load i64, ptr %350, align 8, !noalias !267
  %386 = load ptr, ptr %352, align 8, !tbaa !180, !noalias !267
  %387 = load ptr, ptr %354, align 8, !tbaa !24, !noalias !267
  %388 = icmp eq ptr %387, null
  br i1 %388, label %398, label %389

389:                                              ; preds = %384
  %390 = getelementptr inbounds i8, ptr %387, i64 8
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %396, label %393

393:                                              ; preds = %389
  %394 = load i32, ptr %390, align 4, !tbaa !13, !noalias !267
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %390, align 4, !tbaa !13, !noalias !267
  br label %398

396:                                              ; preds = %389
  %397 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4, !noalias !267
  br label %398

398:                                              ; preds = %396, %393, %384
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %367, i64 16, i1 false), !noalias !267
  %399 = load i32, ptr %368, align 8, !tbaa !259, !noalias !267
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %370, align 8, !tbaa !29, !noalias !267
  %400 = getelementptr inbounds i8, ptr %370, i64 8
  store ptr %372, ptr %400, align 8, !tbaa !180, !noalias !267
  %401 = getelementptr inbounds i8, ptr %370, i64 16
  store ptr %373, ptr %401, align 8, !tbaa !24, !noalias !267
  br i1 %374, label %411, label %402

402:                                              ; preds = %398
  %403 = getelementptr inbounds i8, ptr %373, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !13, !noalias !267
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !13, !noalias !267
  br label %411

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4, !noalias !267
  br label %411

411:                                              ; preds = %409, %406, %398
  %412 = getelementptr inbounds i8, ptr %370, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %412, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !267
  %413 = getelementptr inbounds i8, ptr %370, i64 88
  store i64 %385, ptr %413, align 8, !noalias !267
  %414 = getelementptr inbounds i8, ptr %370, i64 96
  store ptr %386, ptr %414, align 8, !tbaa !180, !noalias !267
  %415 = getelementptr inbounds i8, ptr %370, i64 104
  store ptr %387, ptr %415, align 8, !tbaa !24, !noalias !267
  br i1 %388, label %425, label %416

416:                                              ; preds = %411
  %417 = getelementptr inbounds i8, ptr %387, i64 8
  %418 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %419 = icmp eq i8 %418, 0
  br i1 %419, label %423, label %420

420:                                              ; preds = %416
  %421 = load i32, ptr %417, align 4, !tbaa !13, !noalias !267
  %422 = add nsw i32 %421, 1
  store i32 %422, ptr %417, align 4, !tbaa !13, !noalias !267
  br label %428

423:                                              ; preds = %416
  %424 = atomicrmw volatile add ptr %417, i32 1 acq_rel, align 4, !noalias !267
  br label %428

425:                                              ; preds = %411
  %426 = getelementptr inbounds i8, ptr %370, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %426, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !267
  %427 = getelementptr inbounds i8, ptr %370, i64 128
  store i32 %399, ptr %427, align 8, !tbaa !259, !noalias !267
  br label %453

428:                                              ; preds = %423, %420
  %429 = getelementptr inbounds i8, ptr %370, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %429, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !267
  %430 = getelementptr inbounds i8, ptr %370, i64 128
  store i32 %399, ptr %430, align 8, !tbaa !259, !noalias !267
  %431 = load atomic i64, ptr %417 acquire, align 8, !noalias !267
  %432 = icmp eq i64 %431, 4294967297
  %433 = trunc i64 %431 to i32
  br i1 %432, label %434, label %442

434:                                              ; preds = %428
  store i32 0, ptr %417, align 8, !tbaa !26, !noalias !267
  %435 = getelementptr inbounds i8, ptr %387, i64 12
  store i32 0, ptr %435, align 4, !tbaa !28, !noalias !267
  %436 = load ptr, ptr %387, align 8, !tbaa !29, !noalias !267
  %437 = getelementptr inbounds i8, ptr %436, i64 16
  %438 = load ptr, ptr %437, align 8, !noalias !267
  call void %438(ptr noundef nonnull align 8 dereferenceable(16) %387) #28, !noalias !267
  %439 = load ptr, ptr %387, align 8, !tbaa !29, !noalias !267
  %440 = getelementptr inbounds i8, ptr %439, i64 24
  %441 = load ptr, ptr %440, align 8, !noalias !267
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %387) #28, !noalias !267
  br label %453

442:                                              ; preds = %428
  %443 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %444 = icmp eq i8 %443, 0
  br i1 %444, label %447, label %445

445:                                              ; preds = %442
  %446 = add nsw i32 %433, -1
  store i32 %446, ptr %417, align 4, !tbaa !13, !noalias !267
  br label %449

447:                                              ; preds = %442
  %448 = atomicrmw volatile add ptr %417, i32 -1 acq_rel, align 4, !noalias !267
  br label %449

449:                                              ; preds = %447, %445
  %450 = phi i32 [ %433, %445 ], [ %448, %447 ]
  %451 = icmp eq i32 %450, 1
  br i1 %451, label %452, label %453, !prof !32

452:                                              ; preds = %449
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %387) #28, !noalias !267
  br label %453

453:                                              ; preds = %452, %449, %434, %425
  br i1 %374, label %478, label %454

454:                                              ; preds = %453
  %455 = getelementptr inbounds i8, ptr %373, i64 8
  %456 = load atomic i64, ptr %455 acquire, align 8, !noalias !267
  %457 = icmp eq i64 %456, 4294967297
  %458 = trunc i64 %456 to i32
  br i1 %457, label %459, label %467

459:                                              ; preds = %454
  store i32 0, ptr %455, align 8, !tbaa !26, !noalias !267
  %460 = getelementptr inbounds i8, ptr %373, i64 12
  store i32 0, ptr %460, align 4, !tbaa !28, !noalias !267
  %461 = load ptr, ptr %373, align 8, !tbaa !29, !noalias !267
  %462 = getelementptr inbounds i8, ptr %461, i64 16
  %463 = load ptr, ptr %462, align 8, !noalias !267
  call void %463(ptr noundef nonnull align 8 dereferenceable(16) %373) #28, !noalias !267
  %464 = load ptr, ptr %373, align 8, !tbaa !29, !noalias !267
  %465 = getelementptr inbounds i8, ptr %464, i64 24
  %466 = load ptr, ptr %465, align 8, !noalias !267
  call void %466(ptr noundef nonnull align 8 dereferenceable(16) %373) #28, !noalias !267
  br label %478

467:                                              ; preds = %454
  %468 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !267
  %469 = icmp eq i8 %468, 0
  br i1 %469, label %472, label %470

470:                                              ; preds = %467
  %471 = add nsw i32 %458, -1
  store i32 %471, ptr %455, align 4, !tbaa !13, !noalias !267
  br label %474

472:                                              ; preds = %467
  %473 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4, !noalias !267
  br label %474

474:                                              ; preds = %472, %470
  %475 = phi i32 [ %458, %470 ], [ %473, %472 ]
  %476 = icmp eq i32 %475, 1
  br i1 %476, label %477, label %478, !prof !32

477:                                              ; preds = %474
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %373) #28, !noalias !267
  br label %478

478:                                              ; preds = %477, %474, %459, %453
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %479 = getelementptr inbounds i8, ptr %1, i64 152
  %480 = load ptr, ptr %479, align 8, !tbaa !15
  store ptr %370, ptr %479, align 8, !tbaa !15
  %481 = icmp eq ptr %480, null
  br i1 %481, label %487, label %482

482:                                              ; preds = %478
  %483 = load ptr, ptr %480, align 8, !tbaa !29
  %484 = getelementptr inbounds i8, ptr %483, i64 16
  %485 = load ptr, ptr %484, align 8
  call void %485(ptr noundef nonnull align 8 dereferenceable(8) %480) #28
  br label %487

486:                                              ; preds = %526, %522
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %587

487:                                              ; preds = %482, %478
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %488 unwind label %585

488:                                              ; preds = %487
  %489 = load ptr, ptr %479, align 8, !tbaa !15
  %490 = load ptr, ptr %489, align 8, !tbaa !29
  %491 = load ptr, ptr %490, align 8
  %492 = invoke noundef ptr %491(ptr noundef nonnull align 8 dereferenceable(8) %489)
          to label %493 unwind label %585

493:                                              ; preds = %488
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !270)
  %494 = getelementptr inbounds i8, ptr %5, i64 16
  %495 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %496 unwind label %585

496:                                              ; preds = %493
  store ptr %495, ptr %5, align 8, !tbaa !197, !alias.scope !270
  %497 = getelementptr inbounds i8, ptr %495, i64 48
  store ptr %497, ptr %494, align 8, !tbaa !199, !alias.scope !270
  %498 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 35038343200768, ptr %495, align 4, !noalias !270
  %499 = getelementptr inbounds i8, ptr %495, i64 8
  store i32 0, ptr %499, align 4, !tbaa !13, !noalias !270
  %500 = getelementptr inbounds i8, ptr %495, i64 12
  store i64 34359738369, ptr %500, align 4, !noalias !270
  %501 = getelementptr inbounds i8, ptr %495, i64 20
  store i32 80, ptr %501, align 4, !tbaa !13, !noalias !270
  %502 = getelementptr inbounds i8, ptr %495, i64 24
  store i64 17446157156352, ptr %502, align 4
  %503 = getelementptr inbounds i8, ptr %495, i64 32
  store i32 88, ptr %503, align 4, !tbaa !13
  %504 = getelementptr inbounds i8, ptr %495, i64 36
  store i64 17179869185, ptr %504, align 4
  %505 = getelementptr inbounds i8, ptr %495, i64 44
  store i32 120, ptr %505, align 4, !tbaa !13
  store ptr %497, ptr %498, align 8, !tbaa !206, !alias.scope !270
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %492, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %506 unwind label %522

506:                                              ; preds = %496
  %507 = load ptr, ptr %5, align 8, !tbaa !197
  %508 = icmp eq ptr %507, null
  br i1 %508, label %514, label %509

509:                                              ; preds = %506
  %510 = load ptr, ptr %494, align 8, !tbaa !199
  %511 = ptrtoint ptr %510 to i64
  %512 = ptrtoint ptr %507 to i64
  %513 = sub i64 %511, %512
  call void @_ZdlPvm(ptr noundef nonnull %507, i64 noundef %513) #30
  br label %514

514:                                              ; preds = %509, %506
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %515 = invoke noalias noundef nonnull dereferenceable(52) ptr @_Znam(i64 noundef 52) #27
          to label %516 unwind label %585

516:                                              ; preds = %514
  %517 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(51) %515, ptr noundef nonnull align 1 dereferenceable(51) @.str.33, i64 51, i1 false)
  %518 = getelementptr inbounds i8, ptr %515, i64 51
  store i8 0, ptr %518, align 1, !tbaa !31
  %519 = load ptr, ptr %517, align 8, !tbaa !15
  store ptr %515, ptr %517, align 8, !tbaa !15
  %520 = icmp eq ptr %519, null
  br i1 %520, label %531, label %521

521:                                              ; preds = %516
  call void @_ZdaPv(ptr noundef nonnull %519) #30
  br label %531

522:                                              ; preds = %496
  %523 = landingpad { ptr, i32 }
          cleanup
  %524 = load ptr, ptr %5, align 8, !tbaa !197
  %525 = icmp eq ptr %524, null
  br i1 %525, label %486, label %526

526:                                              ; preds = %522
  %527 = load ptr, ptr %494, align 8, !tbaa !199
  %528 = ptrtoint ptr %527 to i64
  %529 = ptrtoint ptr %524 to i64
  %530 = sub i64 %528, %529
  call void @_ZdlPvm(ptr noundef nonnull %524, i64 noundef %530) #30
  br label %486

531:                                              ; preds = %521, %516
  %532 = load ptr, ptr %354, align 8, !tbaa !24
  %533 = icmp eq ptr %532, null
  br i1 %533, label %558, label %534

534:                                              ; preds = %531
  %535 = getelementptr inbounds i8, ptr %532, i64 8
  %536 = load atomic i64, ptr %535 acquire, align 8
  %537 = icmp eq i64 %536, 4294967297
  %538 = trunc i64 %536 to i32
  br i1 %537, label %539, label %547

539:                                              ; preds = %534
  store i32 0, ptr %535, align 8, !tbaa !26
  %540 = getelementptr inbounds i8, ptr %532, i64 12
  store i32 0, ptr %540, align 4, !tbaa !28
  %541 = load ptr, ptr %532, align 8, !tbaa !29
  %542 = getelementptr inbounds i8, ptr %541, i64 16
  %543 = load ptr, ptr %542, align 8
  call void %543(ptr noundef nonnull align 8 dereferenceable(16) %532) #28
  %544 = load ptr, ptr %532, align 8, !tbaa !29
  %545 = getelementptr inbounds i8, ptr %544, i64 24
  %546 = load ptr, ptr %545, align 8
  call void %546(ptr noundef nonnull align 8 dereferenceable(16) %532) #28
  br label %558

547:                                              ; preds = %534
  %548 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %549 = icmp eq i8 %548, 0
  br i1 %549, label %552, label %550

550:                                              ; preds = %547
  %551 = add nsw i32 %538, -1
  store i32 %551, ptr %535, align 4, !tbaa !13
  br label %554

552:                                              ; preds = %547
  %553 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi i32 [ %538, %550 ], [ %553, %552 ]
  %556 = icmp eq i32 %555, 1
  br i1 %556, label %557, label %558, !prof !32

557:                                              ; preds = %554
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %532) #28
  br label %558

558:                                              ; preds = %557, %554, %539, %531
  %559 = load ptr, ptr %336, align 8, !tbaa !24
  %560 = icmp eq ptr %559, null
  br i1 %560, label %589, label %561

561:                                              ; preds = %558
  %562 = getelementptr inbounds i8, ptr %559, i64 8
  %563 = load atomic i64, ptr %562 acquire, align 8
  %564 = icmp eq i64 %563, 4294967297
  %565 = trunc i64 %563 to i32
  br i1 %564, label %566, label %574

566:                                              ; preds = %561
  store i32 0, ptr %562, align 8, !tbaa !26
  %567 = getelementptr inbounds i8, ptr %559, i64 12
  store i32 0, ptr %567, align 4, !tbaa !28
  %568 = load ptr, ptr %559, align 8, !tbaa !29
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load ptr, ptr %569, align 8
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %559) #28
  %571 = load ptr, ptr %559, align 8, !tbaa !29
  %572 = getelementptr inbounds i8, ptr %571, i64 24
  %573 = load ptr, ptr %572, align 8
  call void %573(ptr noundef nonnull align 8 dereferenceable(16) %559) #28
  br label %589

574:                                              ; preds = %561
  %575 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %576 = icmp eq i8 %575, 0
  br i1 %576, label %579, label %577

577:                                              ; preds = %574
  %578 = add nsw i32 %565, -1
  store i32 %578, ptr %562, align 4, !tbaa !13
  br label %581

579:                                              ; preds = %574
  %580 = atomicrmw volatile add ptr %562, i32 -1 acq_rel, align 4
  br label %581

581:                                              ; preds = %579, %577
  %582 = phi i32 [ %565, %577 ], [ %580, %579 ]
  %583 = icmp eq i32 %582, 1
  br i1 %583, label %584, label %589, !prof !32

584:                                              ; preds = %581
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %559) #28
  br label %589

585:                                              ; preds = %514, %493, %488, %487, %366
  %586 = landingpad { ptr, i32 }
          cleanup
  br label %587

587:                                              ; preds = %585, %486
  %588 = phi { ptr, i32 } [ %586, %585 ], [ %523, %486 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %7) #28
  br label %708

589:                                              ; preds = %584, %581, %566, %558
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %590 unwind label %706

590:                                              ; preds = %589
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7)
  %591 = load ptr, ptr %156, align 8, !tbaa !24
  %592 = icmp eq ptr %591, null
  br i1 %592, label %617, label %593

593:                                              ; preds = %590
  %594 = getelementptr inbounds i8, ptr %591, i64 8
  %595 = load atomic i64, ptr %594 acquire, align 8
  %596 = icmp eq i64 %595, 4294967297
  %597 = trunc i64 %595 to i32
  br i1 %596, label %598, label %606

598:                                              ; preds = %593
  store i32 0, ptr %594, align 8, !tbaa !26
  %599 = getelementptr inbounds i8, ptr %591, i64 12
  store i32 0, ptr %599, align 4, !tbaa !28
  %600 = load ptr, ptr %591, align 8, !tbaa !29
  %601 = getelementptr inbounds i8, ptr %600, i64 16
  %602 = load ptr, ptr %601, align 8
  call void %602(ptr noundef nonnull align 8 dereferenceable(16) %591) #28
  %603 = load ptr, ptr %591, align 8, !tbaa !29
  %604 = getelementptr inbounds i8, ptr %603, i64 24
  %605 = load ptr, ptr %604, align 8
  call void %605(ptr noundef nonnull align 8 dereferenceable(16) %591) #28
  br label %617

606:                                              ; preds = %593
  %607 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %608 = icmp eq i8 %607, 0
  br i1 %608, label %611, label %609

609:                                              ; preds = %606
  %610 = add nsw i32 %597, -1
  store i32 %610, ptr %594, align 4, !tbaa !13
  br label %613

611:                                              ; preds = %606
  %612 = atomicrmw volatile add ptr %594, i32 -1 acq_rel, align 4
  br label %613

613:                                              ; preds = %611, %609
  %614 = phi i32 [ %597, %609 ], [ %612, %611 ]
  %615 = icmp eq i32 %614, 1
  br i1 %615, label %616, label %617, !prof !32

616:                                              ; preds = %613
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %591) #28
  br label %617

617:                                              ; preds = %616, %613, %598, %590
  %618 = load ptr, ptr %134, align 8, !tbaa !24
  %619 = icmp eq ptr %618, null
  br i1 %619, label %644, label %620

620:                                              ; preds = %617
  %621 = getelementptr inbounds i8, ptr %618, i64 8
  %622 = load atomic i64, ptr %621 acquire, align 8
  %623 = icmp eq i64 %622, 4294967297
  %624 = trunc i64 %622 to i32
  br i1 %623, label %625, label %633

625:                                              ; preds = %620
  store i32 0, ptr %621, align 8, !tbaa !26
  %626 = getelementptr inbounds i8, ptr %618, i64 12
  store i32 0, ptr %626, align 4, !tbaa !28
  %627 = load ptr, ptr %618, align 8, !tbaa !29
  %628 = getelementptr inbounds i8, ptr %627, i64 16
  %629 = load ptr, ptr %628, align 8
  call void %629(ptr noundef nonnull align 8 dereferenceable(16) %618) #28
  %630 = load ptr, ptr %618, align 8, !tbaa !29
  %631 = getelementptr inbounds i8, ptr %630, i64 24
  %632 = load ptr, ptr %631, align 8
  call void %632(ptr noundef nonnull align 8 dereferenceable(16) %618) #28
  br label %644

633:                                              ; preds = %620
  %634 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %635 = icmp eq i8 %634, 0
  br i1 %635, label %638, label %636

636:                                              ; preds = %633
  %637 = add nsw i32 %624, -1
  store i32 %637, ptr %621, align 4, !tbaa !13
  br label %640

638:                                              ; preds = %633
  %639 = atomicrmw volatile add ptr %621, i32 -1 acq_rel, align 4
  br label %640

640:                                              ; preds = %638, %636
  %641 = phi i32 [ %624, %636 ], [ %639, %638 ]
  %642 = icmp eq i32 %641, 1
  br i1 %642, label %643, label %644, !prof !32

643:                                              ; preds = %640
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %618) #28
  br label %644

644:                                              ; preds = %643, %640, %625, %617
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #28
  %645 = load ptr, ptr %157, align 8, !tbaa !24
  %646 = icmp eq ptr %645, null
  br i1 %646, label %671, label %647

647:                                              ; preds = %644
  %648 = getelementptr inbounds i8, ptr %645, i64 8
  %649 = load atomic i64, ptr %648 acquire, align 8
  %650 = icmp eq i64 %649, 4294967297
  %651 = trunc i64 %649 to i32
  br i1 %650, label %652, label %660

652:                                              ; preds = %647
  store i32 0, ptr %648, align 8, !tbaa !26
  %653 = getelementptr inbounds i8, ptr %645, i64 12
  store i32 0, ptr %653, align 4, !tbaa !28
  %654 = load ptr, ptr %645, align 8, !tbaa !29
  %655 = getelementptr inbounds i8, ptr %654, i64 16
  %656 = load ptr, ptr %655, align 8
  call void %656(ptr noundef nonnull align 8 dereferenceable(16) %645) #28
  %657 = load ptr, ptr %645, align 8, !tbaa !29
  %658 = getelementptr inbounds i8, ptr %657, i64 24
  %659 = load ptr, ptr %658, align 8
  call void %659(ptr noundef nonnull align 8 dereferenceable(16) %645) #28
  br label %671

660:                                              ; preds = %647
  %661 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %662 = icmp eq i8 %661, 0
  br i1 %662, label %665, label %663

663:                                              ; preds = %660
  %664 = add nsw i32 %651, -1
  store i32 %664, ptr %648, align 4, !tbaa !13
  br label %667

665:                                              ; preds = %660
  %666 = atomicrmw volatile add ptr %648, i32 -1 acq_rel, align 4
  br label %667

667:                                              ; preds = %665, %663
  %668 = phi i32 [ %651, %663 ], [ %666, %665 ]
  %669 = icmp eq i32 %668, 1
  br i1 %669, label %670, label %671, !prof !32

670:                                              ; preds = %667
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %645) #28
  br label %671

671:                                              ; preds = %670, %667, %652, %644
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  %672 = load ptr, ptr %135, align 8, !tbaa !24
  %673 = icmp eq ptr %672, null
  br i1 %673, label %714, label %674

674:                                              ; preds = %671
  %675 = getelementptr inbounds i8, ptr %672, i64 8
  %676 = load atomic i64, ptr %675 acquire, align 8
  %677 = icmp eq i64 %676, 4294967297
  %678 = trunc i64 %676 to i32
  br i1 %677, label %679, label %687

679:                                              ; preds = %674
  store i32 0, ptr %675, align 8, !tbaa !26
  %680 = getelementptr inbounds i8, ptr %672, i64 12
  store i32 0, ptr %680, align 4, !tbaa !28
  %681 = load ptr, ptr %672, align 8, !tbaa !29
  %682 = getelementptr inbounds i8, ptr %681, i64 16
  %683 = load ptr, ptr %682, align 8
  call void %683(ptr noundef nonnull align 8 dereferenceable(16) %672) #28
  %684 = load ptr, ptr %672, align 8, !tbaa !29
  %685 = getelementptr inbounds i8, ptr %684, i64 24
  %686 = load ptr, ptr %685, align 8
  call void %686(ptr noundef nonnull align 8 dereferenceable(16) %672) #28
  br label %714

687:                                              ; preds = %674
  %688 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %689 = icmp eq i8 %688, 0
  br i1 %689, label %692, label %690

690:                                              ; preds = %687
  %691 = add nsw i32 %678, -1
  store i32 %691, ptr %675, align 4, !tbaa !13
  br label %694

692:                                              ; preds = %687
  %693 = atomicrmw volatile add ptr %675, i32 -1 acq_rel, align 4
  br label %694

694:                                              ; preds = %692, %690
  %695 = phi i32 [ %678, %690 ], [ %693, %692 ]
  %696 = icmp eq i32 %695, 1
  br i1 %696, label %697, label %714, !prof !32

697:                                              ; preds = %694
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %672) #28
  br label %714

698:                                              ; preds = %2
  %699 = landingpad { ptr, i32 }
          cleanup
  br label %700

700:                                              ; preds = %698, %23
  %701 = phi { ptr, i32 } [ %699, %698 ], [ %24, %23 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #28
  br label %712

702:                                              ; preds = %74
  %703 = landingpad { ptr, i32 }
          cleanup
  br label %704

704:                                              ; preds = %702, %82
  %705 = phi { ptr, i32 } [ %703, %702 ], [ %83, %82 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  br label %710

706:                                              ; preds = %589, %333, %331, %330, %326, %317
  %707 = landingpad { ptr, i32 }
          cleanup
  br label %708

708:                                              ; preds = %706, %587, %328
  %709 = phi { ptr, i32 } [ %707, %706 ], [ %329, %328 ], [ %588, %587 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %16) #28
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #28
  br label %710

710:                                              ; preds = %708, %704
  %711 = phi { ptr, i32 } [ %709, %708 ], [ %705, %704 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #28
  br label %712

712:                                              ; preds = %710, %700
  %713 = phi { ptr, i32 } [ %711, %710 ], [ %701, %700 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #28
  resume { ptr, i32 } %713

714:                                              ; preds = %671, %679, %694, %697
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !15
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  store ptr %6, ptr %0, align 8, !tbaa !15
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !15
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !273
  store ptr %9, ptr %0, align 8, !tbaa !15
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !15
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(124) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !13
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !32

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #27
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !208
  store ptr %29, ptr %27, align 8, !tbaa !208
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !24
  store ptr %32, ptr %30, align 8, !tbaa !24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !13
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !13
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !210

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !21
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !23
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !34
  %54 = load ptr, ptr %1, align 8, !tbaa !117
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !109
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !116, !range !65, !noundef !66
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !24
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !26
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !28
  %77 = load ptr, ptr %68, align 8, !tbaa !29
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  %80 = load ptr, ptr %68, align 8, !tbaa !29
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !13
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !32

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !33

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !21
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !34
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #30
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %108, align 8, !tbaa !274
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !15
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !32

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #27
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !208
  store ptr %125, ptr %123, align 8, !tbaa !208
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  store ptr %128, ptr %126, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !13
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !13
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !210

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !21
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !23
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !34
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.12)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #28
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !24
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !26
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !28
  %175 = load ptr, ptr %166, align 8, !tbaa !29
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #28
  %178 = load ptr, ptr %166, align 8, !tbaa !29
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #28
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !13
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !32

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #28
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !33

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !21
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !34
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #30
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !274
  %209 = load ptr, ptr %1, align 8, !tbaa !117
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !180
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
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !44, !alias.scope !275
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !44, !alias.scope !275
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !44, !alias.scope !275
  store i64 %11, ptr %8, align 8, !tbaa !44, !alias.scope !278
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !44, !alias.scope !278
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !44, !alias.scope !278
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = load ptr, ptr %17, align 8, !tbaa !15
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #31
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !208
  store ptr %33, ptr %31, align 8, !tbaa !208
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !13
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !13
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !210

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
  store ptr %54, ptr %57, align 8, !tbaa !34
  %58 = load ptr, ptr %1, align 8, !tbaa !117
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !130
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !134, !range !65, !noundef !66
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !28
  %84 = load ptr, ptr %75, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !13
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !32

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !33

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !34
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #30
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !281
  %116 = load ptr, ptr %18, align 8, !tbaa !15
  %117 = load ptr, ptr %17, align 8, !tbaa !15
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #31
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !208
  store ptr %131, ptr %129, align 8, !tbaa !208
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !13
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !13
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !210

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
  store i32 0, ptr %160, align 4, !tbaa !28
  %161 = load ptr, ptr %152, align 8, !tbaa !29
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  %164 = load ptr, ptr %152, align 8, !tbaa !29
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !13
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !32

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !33

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
  store ptr %184, ptr %115, align 8, !tbaa !281
  %186 = load ptr, ptr %1, align 8, !tbaa !117
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #29
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !180
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 104
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
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !13
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #30
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca { ptr, [56 x i8] }, align 8
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %5 = alloca { ptr, [56 x i8] }, align 8
  %6 = alloca %class.anon.204, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !180
  store ptr %8, ptr %6, align 8, !tbaa !180
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !13
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !13
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %6, i64 16
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %23, ptr noundef nonnull readonly align 8 dereferenceable(64) %24, i64 64, i1 false)
  %25 = getelementptr inbounds i8, ptr %6, i64 80
  %26 = getelementptr inbounds i8, ptr %0, i64 88
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %25, align 8
  %28 = getelementptr inbounds i8, ptr %6, i64 88
  %29 = getelementptr inbounds i8, ptr %0, i64 96
  %30 = load ptr, ptr %29, align 8, !tbaa !180
  store ptr %30, ptr %28, align 8, !tbaa !180
  %31 = getelementptr inbounds i8, ptr %6, i64 96
  %32 = getelementptr inbounds i8, ptr %0, i64 104
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  store ptr %33, ptr %31, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !13
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !13
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %22, %39, %42
  %45 = getelementptr inbounds i8, ptr %6, i64 104
  %46 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull readonly align 8 dereferenceable(16) %46, i64 16, i1 false)
  %47 = getelementptr inbounds i8, ptr %6, i64 120
  %48 = getelementptr inbounds i8, ptr %0, i64 128
  %49 = load i32, ptr %48, align 8, !tbaa !259
  store i32 %49, ptr %47, align 8, !tbaa !259
  %50 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %51 unwind label %424

51:                                               ; preds = %44
  %52 = load i64, ptr %50, align 8
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %50, i64 16
  %56 = load i64, ptr %55, align 8
  %57 = icmp eq i64 %52, 0
  br i1 %57, label %334, label %58

58:                                               ; preds = %51
  %59 = icmp eq i64 %54, 0
  %60 = icmp eq i64 %56, 0
  %61 = getelementptr inbounds i8, ptr %4, i64 32
  %62 = getelementptr inbounds i8, ptr %4, i64 24
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = getelementptr inbounds i8, ptr %4, i64 16
  %65 = getelementptr inbounds i8, ptr %4, i64 40
  %66 = getelementptr inbounds i8, ptr %6, i64 84
  br label %67

67:                                               ; preds = %77, %58
  %68 = phi i32 [ 0, %58 ], [ %80, %77 ]
  %69 = phi i64 [ 0, %58 ], [ %81, %77 ]
  %70 = phi i32 [ 0, %58 ], [ %79, %77 ]
  %71 = phi i32 [ 0, %58 ], [ %78, %77 ]
  br i1 %59, label %77, label %72

72:                                               ; preds = %67, %83
  %73 = phi i32 [ %86, %83 ], [ %68, %67 ]
  %74 = phi i64 [ %87, %83 ], [ 0, %67 ]
  %75 = phi i32 [ %85, %83 ], [ %70, %67 ]
  %76 = phi i32 [ %84, %83 ], [ %71, %67 ]
  br i1 %60, label %83, label %89

77:                                               ; preds = %83, %67
  %78 = phi i32 [ %71, %67 ], [ %84, %83 ]
  %79 = phi i32 [ %70, %67 ], [ %85, %83 ]
  %80 = phi i32 [ %68, %67 ], [ %86, %83 ]
  %81 = add nuw i64 %69, 1
  %82 = icmp eq i64 %81, %52
  br i1 %82, label %334, label %67, !llvm.loop !282

83:                                               ; preds = %328, %72
  %84 = phi i32 [ %76, %72 ], [ %329, %328 ]
  %85 = phi i32 [ %75, %72 ], [ %330, %328 ]
  %86 = phi i32 [ %73, %72 ], [ %331, %328 ]
  %87 = add nuw i64 %74, 1
  %88 = icmp eq i64 %87, %54
  br i1 %88, label %77, label %72, !llvm.loop !283

89:                                               ; preds = %72, %328
  %90 = phi i32 [ %331, %328 ], [ %73, %72 ]
  %91 = phi i64 [ %332, %328 ], [ 0, %72 ]
  %92 = phi i32 [ %330, %328 ], [ %75, %72 ]
  %93 = phi i32 [ %329, %328 ], [ %76, %72 ]
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #28
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %94 = load ptr, ptr %6, align 8, !tbaa !180, !noalias !284
  %95 = load ptr, ptr %9, align 8, !tbaa !24, !noalias !284
  %96 = icmp eq ptr %95, null
  br i1 %96, label %153, label %97

97:                                               ; preds = %89
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !284
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %98, align 4, !tbaa !13, !noalias !284
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %98, align 4, !tbaa !13, !noalias !284
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false), !noalias !284
  br label %110

104:                                              ; preds = %97
  %105 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !284
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !284
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false), !noalias !284
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %113, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %98, align 4, !tbaa !13, !noalias !284
  br label %110

110:                                              ; preds = %108, %101
  %111 = phi i32 [ %109, %108 ], [ %103, %101 ]
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %98, align 4, !tbaa !13, !noalias !284
  br label %115

113:                                              ; preds = %104
  %114 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !284
  br label %115

115:                                              ; preds = %113, %110
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %116 = load atomic i64, ptr %98 acquire, align 8, !noalias !284
  %117 = icmp eq i64 %116, 4294967297
  %118 = trunc i64 %116 to i32
  br i1 %117, label %119, label %127

119:                                              ; preds = %115
  store i32 0, ptr %98, align 8, !tbaa !26, !noalias !284
  %120 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %120, align 4, !tbaa !28, !noalias !284
  %121 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !284
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load ptr, ptr %122, align 8, !noalias !284
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !284
  %124 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !284
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = load ptr, ptr %125, align 8, !noalias !284
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !284
  br label %138

127:                                              ; preds = %115
  %128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !284
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = add nsw i32 %118, -1
  store i32 %131, ptr %98, align 4, !tbaa !13, !noalias !284
  br label %134

132:                                              ; preds = %127
  %133 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4, !noalias !284
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %118, %130 ], [ %133, %132 ]
  %136 = icmp eq i32 %135, 1
  br i1 %136, label %137, label %138, !prof !32

137:                                              ; preds = %134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !284
  br label %138

138:                                              ; preds = %137, %134, %119
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2)
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !287
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %138
  %142 = load i32, ptr %98, align 4, !tbaa !13, !noalias !287
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %98, align 4, !tbaa !13, !noalias !287
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false), !noalias !287
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store i64 0, ptr %64, align 8
  store ptr %94, ptr %62, align 8, !tbaa !180, !alias.scope !287
  store ptr %95, ptr %61, align 8, !tbaa !24, !alias.scope !287
  br label %148

144:                                              ; preds = %138
  %145 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !287
  %146 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !287
  %147 = icmp eq i8 %146, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false), !noalias !287
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store i64 0, ptr %64, align 8
  store ptr %94, ptr %62, align 8, !tbaa !180, !alias.scope !287
  store ptr %95, ptr %61, align 8, !tbaa !24, !alias.scope !287
  br i1 %147, label %151, label %148

148:                                              ; preds = %144, %141
  %149 = load i32, ptr %98, align 4, !tbaa !13, !noalias !287
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %98, align 4, !tbaa !13, !noalias !287
  br label %154

151:                                              ; preds = %144
  %152 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !287
  br label %154

153:                                              ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.experimental.noalias.scope.decl(metadata !287)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2)
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store ptr %94, ptr %62, align 8, !tbaa !180, !alias.scope !287
  store ptr null, ptr %61, align 8, !tbaa !24, !alias.scope !287
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %65, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false)
  br label %177

154:                                              ; preds = %151, %148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %65, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false)
  %155 = load atomic i64, ptr %98 acquire, align 8, !noalias !287
  %156 = icmp eq i64 %155, 4294967297
  %157 = trunc i64 %155 to i32
  br i1 %156, label %158, label %166

158:                                              ; preds = %154
  store i32 0, ptr %98, align 8, !tbaa !26, !noalias !287
  %159 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %159, align 4, !tbaa !28, !noalias !287
  %160 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !287
  %161 = getelementptr inbounds i8, ptr %160, i64 16
  %162 = load ptr, ptr %161, align 8, !noalias !287
  call void %162(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !287
  %163 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !287
  %164 = getelementptr inbounds i8, ptr %163, i64 24
  %165 = load ptr, ptr %164, align 8, !noalias !287
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !287
  br label %177

166:                                              ; preds = %154
  %167 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !287
  %168 = icmp eq i8 %167, 0
  br i1 %168, label %171, label %169

169:                                              ; preds = %166
  %170 = add nsw i32 %157, -1
  store i32 %170, ptr %98, align 4, !tbaa !13, !noalias !287
  br label %173

171:                                              ; preds = %166
  %172 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4, !noalias !287
  br label %173

173:                                              ; preds = %171, %169
  %174 = phi i32 [ %157, %169 ], [ %172, %171 ]
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %177, !prof !32

176:                                              ; preds = %173
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #28, !noalias !287
  br label %177

177:                                              ; preds = %176, %173, %158, %153
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2)
  store i64 %91, ptr %64, align 8, !tbaa !44
  %178 = load i64, ptr %4, align 8
  %179 = load i64, ptr %63, align 8
  %180 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %181 unwind label %267

181:                                              ; preds = %177
  %182 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %183 unwind label %267

183:                                              ; preds = %181
  %184 = load i64, ptr %182, align 8
  %185 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %186 unwind label %267

186:                                              ; preds = %183
  %187 = getelementptr inbounds i8, ptr %185, i64 8
  %188 = load i64, ptr %187, align 8
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %190 unwind label %267

190:                                              ; preds = %186
  %191 = getelementptr inbounds i8, ptr %189, i64 8
  %192 = load i64, ptr %191, align 8
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %194 unwind label %267

194:                                              ; preds = %190
  %195 = getelementptr inbounds i8, ptr %193, i64 16
  %196 = load i64, ptr %195, align 8
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %198 unwind label %267

198:                                              ; preds = %194
  %199 = add i64 %184, %178
  %200 = mul i64 %188, %199
  %201 = add i64 %200, %179
  %202 = add i64 %201, %192
  %203 = mul i64 %196, %202
  %204 = getelementptr inbounds i8, ptr %197, i64 16
  %205 = load i64, ptr %204, align 8
  %206 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #28
  %207 = getelementptr float, ptr %206, i64 %91
  %208 = getelementptr float, ptr %207, i64 %203
  %209 = getelementptr float, ptr %208, i64 %205
  %210 = load float, ptr %209, align 4, !tbaa !5
  %211 = load ptr, ptr %61, align 8, !tbaa !24
  %212 = icmp eq ptr %211, null
  br i1 %212, label %237, label %213

213:                                              ; preds = %198
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load atomic i64, ptr %214 acquire, align 8
  %216 = icmp eq i64 %215, 4294967297
  %217 = trunc i64 %215 to i32
  br i1 %216, label %218, label %226

218:                                              ; preds = %213
  store i32 0, ptr %214, align 8, !tbaa !26
  %219 = getelementptr inbounds i8, ptr %211, i64 12
  store i32 0, ptr %219, align 4, !tbaa !28
  %220 = load ptr, ptr %211, align 8, !tbaa !29
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %211) #28
  %223 = load ptr, ptr %211, align 8, !tbaa !29
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %211) #28
  br label %237

226:                                              ; preds = %213
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = add nsw i32 %217, -1
  store i32 %230, ptr %214, align 4, !tbaa !13
  br label %233

231:                                              ; preds = %226
  %232 = atomicrmw volatile add ptr %214, i32 -1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi i32 [ %217, %229 ], [ %232, %231 ]
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %237, !prof !32

236:                                              ; preds = %233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %211) #28
  br label %237

237:                                              ; preds = %236, %233, %218, %198
  br i1 %96, label %262, label %238

238:                                              ; preds = %237
  %239 = getelementptr inbounds i8, ptr %95, i64 8
  %240 = load atomic i64, ptr %239 acquire, align 8
  %241 = icmp eq i64 %240, 4294967297
  %242 = trunc i64 %240 to i32
  br i1 %241, label %243, label %251

243:                                              ; preds = %238
  store i32 0, ptr %239, align 8, !tbaa !26
  %244 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %244, align 4, !tbaa !28
  %245 = load ptr, ptr %95, align 8, !tbaa !29
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  %248 = load ptr, ptr %95, align 8, !tbaa !29
  %249 = getelementptr inbounds i8, ptr %248, i64 24
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %262

251:                                              ; preds = %238
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %256, label %254

254:                                              ; preds = %251
  %255 = add nsw i32 %242, -1
  store i32 %255, ptr %239, align 4, !tbaa !13
  br label %258

256:                                              ; preds = %251
  %257 = atomicrmw volatile add ptr %239, i32 -1 acq_rel, align 4
  br label %258

258:                                              ; preds = %256, %254
  %259 = phi i32 [ %242, %254 ], [ %257, %256 ]
  %260 = icmp eq i32 %259, 1
  br i1 %260, label %261, label %262, !prof !32

261:                                              ; preds = %258
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %262

262:                                              ; preds = %261, %258, %243, %237
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #28
  %263 = load float, ptr %25, align 8, !tbaa !290
  %264 = fcmp olt float %210, %263
  br i1 %264, label %265, label %321

265:                                              ; preds = %262
  %266 = add nsw i32 %90, 1
  br label %328

267:                                              ; preds = %194, %190, %186, %183, %181, %177
  %268 = landingpad { ptr, i32 }
          cleanup
  %269 = load ptr, ptr %61, align 8, !tbaa !24
  %270 = icmp eq ptr %269, null
  br i1 %270, label %295, label %271

271:                                              ; preds = %267
  %272 = getelementptr inbounds i8, ptr %269, i64 8
  %273 = load atomic i64, ptr %272 acquire, align 8
  %274 = icmp eq i64 %273, 4294967297
  %275 = trunc i64 %273 to i32
  br i1 %274, label %276, label %284

276:                                              ; preds = %271
  store i32 0, ptr %272, align 8, !tbaa !26
  %277 = getelementptr inbounds i8, ptr %269, i64 12
  store i32 0, ptr %277, align 4, !tbaa !28
  %278 = load ptr, ptr %269, align 8, !tbaa !29
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %269) #28
  %281 = load ptr, ptr %269, align 8, !tbaa !29
  %282 = getelementptr inbounds i8, ptr %281, i64 24
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %269) #28
  br label %295

284:                                              ; preds = %271
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %284
  %288 = add nsw i32 %275, -1
  store i32 %288, ptr %272, align 4, !tbaa !13
  br label %291

289:                                              ; preds = %284
  %290 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %275, %287 ], [ %290, %289 ]
  %293 = icmp eq i32 %292, 1
  br i1 %293, label %294, label %295, !prof !32

294:                                              ; preds = %291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %269) #28
  br label %295

295:                                              ; preds = %294, %291, %276, %267
  br i1 %96, label %320, label %296

296:                                              ; preds = %295
  %297 = getelementptr inbounds i8, ptr %95, i64 8
  %298 = load atomic i64, ptr %297 acquire, align 8
  %299 = icmp eq i64 %298, 4294967297
  %300 = trunc i64 %298 to i32
  br i1 %299, label %301, label %309

301:                                              ; preds = %296
  store i32 0, ptr %297, align 8, !tbaa !26
  %302 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %302, align 4, !tbaa !28
  %303 = load ptr, ptr %95, align 8, !tbaa !29
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  %306 = load ptr, ptr %95, align 8, !tbaa !29
  %307 = getelementptr inbounds i8, ptr %306, i64 24
  %308 = load ptr, ptr %307, align 8
  call void %308(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %320

309:                                              ; preds = %296
  %310 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %311 = icmp eq i8 %310, 0
  br i1 %311, label %314, label %312

312:                                              ; preds = %309
  %313 = add nsw i32 %300, -1
  store i32 %313, ptr %297, align 4, !tbaa !13
  br label %316

314:                                              ; preds = %309
  %315 = atomicrmw volatile add ptr %297, i32 -1 acq_rel, align 4
  br label %316

316:                                              ; preds = %314, %312
  %317 = phi i32 [ %300, %312 ], [ %315, %314 ]
  %318 = icmp eq i32 %317, 1
  br i1 %318, label %319, label %320, !prof !32

319:                                              ; preds = %316
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %320

320:                                              ; preds = %319, %316, %301, %295
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #28
  br label %426

321:                                              ; preds = %262
  %322 = load float, ptr %66, align 4, !tbaa !291
  %323 = fcmp olt float %210, %322
  br i1 %323, label %324, label %326

324:                                              ; preds = %321
  %325 = add nsw i32 %93, 1
  br label %328

326:                                              ; preds = %321
  %327 = add nsw i32 %92, 1
  br label %328

328:                                              ; preds = %326, %324, %265
  %329 = phi i32 [ %93, %265 ], [ %325, %324 ], [ %93, %326 ]
  %330 = phi i32 [ %92, %265 ], [ %92, %324 ], [ %327, %326 ]
  %331 = phi i32 [ %266, %265 ], [ %90, %324 ], [ %90, %326 ]
  %332 = add nuw i64 %91, 1
  %333 = icmp eq i64 %332, %56
  br i1 %333, label %83, label %89, !llvm.loop !292

334:                                              ; preds = %77, %51
  %335 = phi i32 [ 0, %51 ], [ %78, %77 ]
  %336 = phi i32 [ 0, %51 ], [ %79, %77 ]
  %337 = phi i32 [ 0, %51 ], [ %80, %77 ]
  %338 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %339 unwind label %424

339:                                              ; preds = %334
  %340 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %341 unwind label %424

341:                                              ; preds = %339
  %342 = load i64, ptr %340, align 8
  %343 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #28
  %344 = getelementptr i32, ptr %343, i64 %342
  store i32 %337, ptr %344, align 4, !tbaa !13
  %345 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %346 unwind label %424

346:                                              ; preds = %341
  %347 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %348 unwind label %424

348:                                              ; preds = %346
  %349 = load i64, ptr %347, align 8
  %350 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #28
  %351 = getelementptr i32, ptr %350, i64 %349
  %352 = getelementptr i8, ptr %351, i64 4
  store i32 %335, ptr %352, align 4, !tbaa !13
  %353 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %354 unwind label %424

354:                                              ; preds = %348
  %355 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %356 unwind label %424

356:                                              ; preds = %354
  %357 = load i64, ptr %355, align 8
  %358 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #28
  %359 = getelementptr i32, ptr %358, i64 %357
  %360 = getelementptr i8, ptr %359, i64 8
  store i32 %336, ptr %360, align 4, !tbaa !13
  %361 = load i32, ptr %47, align 8, !tbaa !259
  %362 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %363 unwind label %424

363:                                              ; preds = %356
  %364 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %365 unwind label %424

365:                                              ; preds = %363
  %366 = load i64, ptr %364, align 8
  %367 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #28
  %368 = getelementptr i32, ptr %367, i64 %366
  %369 = getelementptr i8, ptr %368, i64 12
  store i32 %361, ptr %369, align 4, !tbaa !13
  %370 = load ptr, ptr %31, align 8, !tbaa !24
  %371 = icmp eq ptr %370, null
  br i1 %371, label %396, label %372

372:                                              ; preds = %365
  %373 = getelementptr inbounds i8, ptr %370, i64 8
  %374 = load atomic i64, ptr %373 acquire, align 8
  %375 = icmp eq i64 %374, 4294967297
  %376 = trunc i64 %374 to i32
  br i1 %375, label %377, label %385

377:                                              ; preds = %372
  store i32 0, ptr %373, align 8, !tbaa !26
  %378 = getelementptr inbounds i8, ptr %370, i64 12
  store i32 0, ptr %378, align 4, !tbaa !28
  %379 = load ptr, ptr %370, align 8, !tbaa !29
  %380 = getelementptr inbounds i8, ptr %379, i64 16
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %370) #28
  %382 = load ptr, ptr %370, align 8, !tbaa !29
  %383 = getelementptr inbounds i8, ptr %382, i64 24
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %370) #28
  br label %396

385:                                              ; preds = %372
  %386 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %387 = icmp eq i8 %386, 0
  br i1 %387, label %390, label %388

388:                                              ; preds = %385
  %389 = add nsw i32 %376, -1
  store i32 %389, ptr %373, align 4, !tbaa !13
  br label %392

390:                                              ; preds = %385
  %391 = atomicrmw volatile add ptr %373, i32 -1 acq_rel, align 4
  br label %392

392:                                              ; preds = %390, %388
  %393 = phi i32 [ %376, %388 ], [ %391, %390 ]
  %394 = icmp eq i32 %393, 1
  br i1 %394, label %395, label %396, !prof !32

395:                                              ; preds = %392
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %370) #28
  br label %396

396:                                              ; preds = %395, %392, %377, %365
  %397 = load ptr, ptr %9, align 8, !tbaa !24
  %398 = icmp eq ptr %397, null
  br i1 %398, label %423, label %399

399:                                              ; preds = %396
  %400 = getelementptr inbounds i8, ptr %397, i64 8
  %401 = load atomic i64, ptr %400 acquire, align 8
  %402 = icmp eq i64 %401, 4294967297
  %403 = trunc i64 %401 to i32
  br i1 %402, label %404, label %412

404:                                              ; preds = %399
  store i32 0, ptr %400, align 8, !tbaa !26
  %405 = getelementptr inbounds i8, ptr %397, i64 12
  store i32 0, ptr %405, align 4, !tbaa !28
  %406 = load ptr, ptr %397, align 8, !tbaa !29
  %407 = getelementptr inbounds i8, ptr %406, i64 16
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  %409 = load ptr, ptr %397, align 8, !tbaa !29
  %410 = getelementptr inbounds i8, ptr %409, i64 24
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  br label %423

412:                                              ; preds = %399
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %417, label %415

415:                                              ; preds = %412
  %416 = add nsw i32 %403, -1
  store i32 %416, ptr %400, align 4, !tbaa !13
  br label %419

417:                                              ; preds = %412
  %418 = atomicrmw volatile add ptr %400, i32 -1 acq_rel, align 4
  br label %419

419:                                              ; preds = %417, %415
  %420 = phi i32 [ %403, %415 ], [ %418, %417 ]
  %421 = icmp eq i32 %420, 1
  br i1 %421, label %422, label %423, !prof !32

422:                                              ; preds = %419
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %397) #28
  br label %423

423:                                              ; preds = %396, %404, %419, %422
  ret void

424:                                              ; preds = %363, %356, %354, %348, %346, %341, %339, %334, %44
  %425 = landingpad { ptr, i32 }
          cleanup
  br label %426

426:                                              ; preds = %320, %424
  %427 = phi { ptr, i32 } [ %425, %424 ], [ %268, %320 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %6) #28
  resume { ptr, i32 } %427
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implINS1_6detail9auto_nameELi1ENS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESO_DpOSM_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.104", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.std::vector.104", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.std::tuple.225", align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !15
  %9 = load ptr, ptr %8, align 8, !tbaa !293
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !295
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %18 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %19 = extractvalue { i32, ptr } %18, 0
  %20 = extractvalue { i32, ptr } %18, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %17, i32 %19, ptr %20, ptr noundef nonnull @.str.14)
          to label %21 unwind label %24

21:                                               ; preds = %16
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

22:                                               ; preds = %123, %78, %24
  %23 = phi { ptr, i32 } [ %25, %24 ], [ %70, %78 ], [ %115, %123 ]
  resume { ptr, i32 } %23

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %17) #28
  br label %22

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #28
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.225") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %10)
  %27 = load i8, ptr %7, align 8, !tbaa !188, !range !65, !noundef !66
  %28 = trunc nuw i8 %27 to i1
  br i1 %28, label %29, label %79

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %7, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
  %31 = load i64, ptr %30, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %32 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false), !alias.scope !296
  store i64 %31, ptr %6, align 8, !tbaa !44, !alias.scope !296
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %33 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !299
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %33, align 8, !tbaa !29, !noalias !299
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 %10, ptr %34, align 8, !noalias !299
  %35 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %13, ptr %35, align 8, !noalias !299
  %36 = getelementptr inbounds i8, ptr %1, i64 152
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  store ptr %33, ptr %36, align 8, !tbaa !15
  %38 = icmp eq ptr %37, null
  br i1 %38, label %43, label %39

39:                                               ; preds = %29
  %40 = load ptr, ptr %37, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(8) %37) #28
  br label %43

43:                                               ; preds = %39, %29
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %44 = load ptr, ptr %36, align 8, !tbaa !15
  %45 = load ptr, ptr %44, align 8, !tbaa !29
  %46 = load ptr, ptr %45, align 8
  %47 = call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(8) %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !302)
  %48 = getelementptr inbounds i8, ptr %5, i64 16
  %49 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !302
  store ptr %49, ptr %5, align 8, !tbaa !197, !alias.scope !302
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %50, ptr %48, align 8, !tbaa !199, !alias.scope !302
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 34359738369, ptr %49, align 4, !noalias !302
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 0, ptr %52, align 4, !tbaa !13, !noalias !302
  %53 = getelementptr inbounds i8, ptr %49, i64 12
  store i64 34359738369, ptr %53, align 4, !noalias !302
  %54 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 8, ptr %54, align 4, !tbaa !13, !noalias !302
  store ptr %50, ptr %51, align 8, !tbaa !206, !alias.scope !302
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %47, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %55 unwind label %69

55:                                               ; preds = %43
  %56 = load ptr, ptr %5, align 8, !tbaa !197
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %48, align 8, !tbaa !199
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %56 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %62) #30
  br label %63

63:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  %65 = call noalias noundef nonnull dereferenceable(94) ptr @_Znam(i64 noundef 94) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(93) %65, ptr noundef nonnull align 1 dereferenceable(93) @.str.36, i64 93, i1 false)
  %66 = getelementptr inbounds i8, ptr %65, i64 93
  store i8 0, ptr %66, align 1, !tbaa !31
  %67 = load ptr, ptr %64, align 8, !tbaa !15
  store ptr %65, ptr %64, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %126, label %124

69:                                               ; preds = %43
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = load ptr, ptr %5, align 8, !tbaa !197
  %72 = icmp eq ptr %71, null
  br i1 %72, label %78, label %73

73:                                               ; preds = %69
  %74 = load ptr, ptr %48, align 8, !tbaa !199
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %71 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %77) #30
  br label %78

78:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %22

79:                                               ; preds = %26
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, i8 0, i64 16, i1 false), !alias.scope !305
  store i64 %10, ptr %4, align 8, !tbaa !44, !alias.scope !305
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %81 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #27, !noalias !308
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %81, align 8, !tbaa !29, !noalias !308
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  store ptr %13, ptr %82, align 8, !tbaa !15, !noalias !308
  %83 = getelementptr inbounds i8, ptr %1, i64 152
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  store ptr %81, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %90, label %86

86:                                               ; preds = %79
  %87 = load ptr, ptr %84, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(8) %84) #28
  br label %90

90:                                               ; preds = %86, %79
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %91 = load ptr, ptr %83, align 8, !tbaa !15
  %92 = load ptr, ptr %91, align 8, !tbaa !29
  %93 = load ptr, ptr %92, align 8
  %94 = call noundef ptr %93(ptr noundef nonnull align 8 dereferenceable(8) %91)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !311)
  %95 = getelementptr inbounds i8, ptr %3, i64 16
  %96 = call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #27, !noalias !311
  store ptr %96, ptr %3, align 8, !tbaa !197, !alias.scope !311
  %97 = getelementptr inbounds i8, ptr %96, i64 12
  store ptr %97, ptr %95, align 8, !tbaa !199, !alias.scope !311
  %98 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %96, align 4, !noalias !311
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  store i32 0, ptr %99, align 4, !tbaa !13, !noalias !311
  store ptr %97, ptr %98, align 8, !tbaa !206, !alias.scope !311
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %94, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %100 unwind label %114

100:                                              ; preds = %90
  %101 = load ptr, ptr %3, align 8, !tbaa !197
  %102 = icmp eq ptr %101, null
  br i1 %102, label %108, label %103

103:                                              ; preds = %100
  %104 = load ptr, ptr %95, align 8, !tbaa !199
  %105 = ptrtoint ptr %104 to i64
  %106 = ptrtoint ptr %101 to i64
  %107 = sub i64 %105, %106
  call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %107) #30
  br label %108

108:                                              ; preds = %103, %100
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  %109 = getelementptr inbounds i8, ptr %1, i64 80
  %110 = call noalias noundef nonnull dereferenceable(36) ptr @_Znam(i64 noundef 36) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(35) %110, ptr noundef nonnull align 1 dereferenceable(35) @.str.35, i64 35, i1 false)
  %111 = getelementptr inbounds i8, ptr %110, i64 35
  store i8 0, ptr %111, align 1, !tbaa !31
  %112 = load ptr, ptr %109, align 8, !tbaa !15
  store ptr %110, ptr %109, align 8, !tbaa !15
  %113 = icmp eq ptr %112, null
  br i1 %113, label %126, label %124

114:                                              ; preds = %90
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = load ptr, ptr %3, align 8, !tbaa !197
  %117 = icmp eq ptr %116, null
  br i1 %117, label %123, label %118

118:                                              ; preds = %114
  %119 = load ptr, ptr %95, align 8, !tbaa !199
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %116 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %122) #30
  br label %123

123:                                              ; preds = %118, %114
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  br label %22

124:                                              ; preds = %108, %63
  %125 = phi ptr [ %67, %63 ], [ %112, %108 ]
  call void @_ZdaPv(ptr noundef nonnull %125) #30
  br label %126

126:                                              ; preds = %63, %108, %124
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implINS1_6detail9auto_nameELi1ENS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESO_DpOSM_EUlS3_E_E10_M_managerERSt9_Any_dataRKSY_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !15
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  store ptr %6, ptr %0, align 8, !tbaa !15
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !15
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !207
  store ptr %9, ptr %0, align 8, !tbaa !15
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !15
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.225") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.91", align 8
  %5 = alloca %"class.sycl::_V1::range.16", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.230, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #28
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !212
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #28
  store i64 16, ptr %6, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #28
  store i64 32, ptr %7, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #28
  store i64 1024, ptr %8, align 8, !tbaa !44
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #28
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.91") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !188, !range !65, !noundef !66
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #28
  %21 = load i64, ptr %7, align 8, !tbaa !44
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #28
  store i8 0, ptr %9, align 1, !tbaa !188
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #28
  store ptr %1, ptr %10, align 8, !tbaa !314
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !15
  %31 = load i64, ptr %6, align 8, !tbaa !44
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
  %43 = load i64, ptr %5, align 8, !tbaa !44
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !188, !range !65, !noundef !66
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #28
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #28
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !314
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.17, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.18, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.11)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #28
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !316
  %25 = load i64, ptr %24, align 8, !tbaa !44
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.19, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !29
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !220
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #31
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !222
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !31
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !29
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
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.11)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !316
  store i64 %2, ptr %65, align 8, !tbaa !44
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !317
  store i8 1, ptr %67, align 1, !tbaa !188
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(24) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %33, label %7

7:                                                ; preds = %1
  %8 = icmp ult i64 %3, 8
  br i1 %8, label %24, label %9

9:                                                ; preds = %7
  %10 = and i64 %3, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %20, %11 ]
  %14 = shl nsw <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %15 = shl <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %16 = add <4 x i32> %15, <i32 8, i32 8, i32 8, i32 8>
  %17 = getelementptr inbounds i32, ptr %5, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> %14, ptr %17, align 4, !tbaa !13
  store <4 x i32> %16, ptr %18, align 4, !tbaa !13
  %19 = add nuw i64 %12, 8
  %20 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %10
  br i1 %21, label %22, label %11, !llvm.loop !318

22:                                               ; preds = %11
  %23 = icmp eq i64 %3, %10
  br i1 %23, label %33, label %24

24:                                               ; preds = %22, %7
  %25 = phi i64 [ 0, %7 ], [ %10, %22 ]
  br label %26

26:                                               ; preds = %24, %26
  %27 = phi i64 [ %31, %26 ], [ %25, %24 ]
  %28 = trunc i64 %27 to i32
  %29 = shl nsw i32 %28, 1
  %30 = getelementptr inbounds i32, ptr %5, i64 %27
  store i32 %29, ptr %30, align 4, !tbaa !13
  %31 = add nuw i64 %27, 1
  %32 = icmp eq i64 %31, %3
  br i1 %32, label %33, label %26, !llvm.loop !319

33:                                               ; preds = %26, %22, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #22 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  store i32 0, ptr %3, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI4BumpLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.104", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = alloca %"class.std::vector.104", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.std::tuple.225", align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !15
  %9 = load ptr, ptr %8, align 8, !tbaa !320
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !322
  %13 = load ptr, ptr %12, align 8, !tbaa !15
  %14 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %18 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %19 = extractvalue { i32, ptr } %18, 0
  %20 = extractvalue { i32, ptr } %18, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %17, i32 %19, ptr %20, ptr noundef nonnull @.str.14)
          to label %21 unwind label %24

21:                                               ; preds = %16
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #31
  unreachable

22:                                               ; preds = %123, %78, %24
  %23 = phi { ptr, i32 } [ %25, %24 ], [ %70, %78 ], [ %115, %123 ]
  resume { ptr, i32 } %23

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %17) #28
  br label %22

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #28
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.225") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %10)
  %27 = load i8, ptr %7, align 8, !tbaa !188, !range !65, !noundef !66
  %28 = trunc nuw i8 %27 to i1
  br i1 %28, label %29, label %79

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %7, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.39)
  %31 = load i64, ptr %30, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %32 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false), !alias.scope !323
  store i64 %31, ptr %6, align 8, !tbaa !44, !alias.scope !323
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %33 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !326
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EEE, i64 16), ptr %33, align 8, !tbaa !29, !noalias !326
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 %10, ptr %34, align 8, !noalias !326
  %35 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %13, ptr %35, align 8, !noalias !326
  %36 = getelementptr inbounds i8, ptr %1, i64 152
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  store ptr %33, ptr %36, align 8, !tbaa !15
  %38 = icmp eq ptr %37, null
  br i1 %38, label %43, label %39

39:                                               ; preds = %29
  %40 = load ptr, ptr %37, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(8) %37) #28
  br label %43

43:                                               ; preds = %39, %29
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %44 = load ptr, ptr %36, align 8, !tbaa !15
  %45 = load ptr, ptr %44, align 8, !tbaa !29
  %46 = load ptr, ptr %45, align 8
  %47 = call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(8) %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !329)
  %48 = getelementptr inbounds i8, ptr %5, i64 16
  %49 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !329
  store ptr %49, ptr %5, align 8, !tbaa !197, !alias.scope !329
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %50, ptr %48, align 8, !tbaa !199, !alias.scope !329
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 34359738369, ptr %49, align 4, !noalias !329
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 0, ptr %52, align 4, !tbaa !13, !noalias !329
  %53 = getelementptr inbounds i8, ptr %49, i64 12
  store i64 34359738369, ptr %53, align 4, !noalias !329
  %54 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 8, ptr %54, align 4, !tbaa !13, !noalias !329
  store ptr %50, ptr %51, align 8, !tbaa !206, !alias.scope !329
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %47, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %55 unwind label %69

55:                                               ; preds = %43
  %56 = load ptr, ptr %5, align 8, !tbaa !197
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %48, align 8, !tbaa !199
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %56 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %62) #30
  br label %63

63:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  %65 = call noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %65, ptr noundef nonnull align 1 dereferenceable(50) @.str.40, i64 50, i1 false)
  %66 = getelementptr inbounds i8, ptr %65, i64 50
  store i8 0, ptr %66, align 1, !tbaa !31
  %67 = load ptr, ptr %64, align 8, !tbaa !15
  store ptr %65, ptr %64, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %126, label %124

69:                                               ; preds = %43
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = load ptr, ptr %5, align 8, !tbaa !197
  %72 = icmp eq ptr %71, null
  br i1 %72, label %78, label %73

73:                                               ; preds = %69
  %74 = load ptr, ptr %48, align 8, !tbaa !199
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %71 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %77) #30
  br label %78

78:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %22

79:                                               ; preds = %26
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.39)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, i8 0, i64 16, i1 false), !alias.scope !332
  store i64 %10, ptr %4, align 8, !tbaa !44, !alias.scope !332
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %81 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #27, !noalias !335
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %81, align 8, !tbaa !29, !noalias !335
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  store ptr %13, ptr %82, align 8, !tbaa !15, !noalias !335
  %83 = getelementptr inbounds i8, ptr %1, i64 152
  %84 = load ptr, ptr %83, align 8, !tbaa !15
  store ptr %81, ptr %83, align 8, !tbaa !15
  %85 = icmp eq ptr %84, null
  br i1 %85, label %90, label %86

86:                                               ; preds = %79
  %87 = load ptr, ptr %84, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(8) %84) #28
  br label %90

90:                                               ; preds = %86, %79
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %91 = load ptr, ptr %83, align 8, !tbaa !15
  %92 = load ptr, ptr %91, align 8, !tbaa !29
  %93 = load ptr, ptr %92, align 8
  %94 = call noundef ptr %93(ptr noundef nonnull align 8 dereferenceable(8) %91)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !338)
  %95 = getelementptr inbounds i8, ptr %3, i64 16
  %96 = call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #27, !noalias !338
  store ptr %96, ptr %3, align 8, !tbaa !197, !alias.scope !338
  %97 = getelementptr inbounds i8, ptr %96, i64 12
  store ptr %97, ptr %95, align 8, !tbaa !199, !alias.scope !338
  %98 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %96, align 4, !noalias !338
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  store i32 0, ptr %99, align 4, !tbaa !13, !noalias !338
  store ptr %97, ptr %98, align 8, !tbaa !206, !alias.scope !338
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %94, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %100 unwind label %114

100:                                              ; preds = %90
  %101 = load ptr, ptr %3, align 8, !tbaa !197
  %102 = icmp eq ptr %101, null
  br i1 %102, label %108, label %103

103:                                              ; preds = %100
  %104 = load ptr, ptr %95, align 8, !tbaa !199
  %105 = ptrtoint ptr %104 to i64
  %106 = ptrtoint ptr %101 to i64
  %107 = sub i64 %105, %106
  call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %107) #30
  br label %108

108:                                              ; preds = %103, %100
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  %109 = getelementptr inbounds i8, ptr %1, i64 80
  %110 = call noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %110, ptr noundef nonnull align 1 dereferenceable(9) @.str.39, i64 9, i1 false)
  %111 = getelementptr inbounds i8, ptr %110, i64 9
  store i8 0, ptr %111, align 1, !tbaa !31
  %112 = load ptr, ptr %109, align 8, !tbaa !15
  store ptr %110, ptr %109, align 8, !tbaa !15
  %113 = icmp eq ptr %112, null
  br i1 %113, label %126, label %124

114:                                              ; preds = %90
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = load ptr, ptr %3, align 8, !tbaa !197
  %117 = icmp eq ptr %116, null
  br i1 %117, label %123, label %118

118:                                              ; preds = %114
  %119 = load ptr, ptr %95, align 8, !tbaa !199
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %116 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %122) #30
  br label %123

123:                                              ; preds = %118, %114
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  br label %22

124:                                              ; preds = %108, %63
  %125 = phi ptr [ %67, %63 ], [ %112, %108 ]
  call void @_ZdaPv(ptr noundef nonnull %125) #30
  br label %126

126:                                              ; preds = %63, %108, %124
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI4BumpLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !15
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  store ptr %6, ptr %0, align 8, !tbaa !15
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !15
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !207
  store ptr %9, ptr %0, align 8, !tbaa !15
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !15
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #30
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(24) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE0_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) unnamed_addr #23 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %32, label %7

7:                                                ; preds = %1
  %8 = icmp ult i64 %3, 8
  br i1 %8, label %23, label %9

9:                                                ; preds = %7
  %10 = and i64 %3, -8
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = getelementptr inbounds i32, ptr %5, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !13
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !13
  %17 = add nsw <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %18 = add nsw <4 x i32> %16, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %17, ptr %13, align 4, !tbaa !13
  store <4 x i32> %18, ptr %14, align 4, !tbaa !13
  %19 = add nuw i64 %12, 8
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %21, label %11, !llvm.loop !341

21:                                               ; preds = %11
  %22 = icmp eq i64 %3, %10
  br i1 %22, label %32, label %23

23:                                               ; preds = %21, %7
  %24 = phi i64 [ 0, %7 ], [ %10, %21 ]
  br label %25

25:                                               ; preds = %23, %25
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ]
  %27 = getelementptr inbounds i32, ptr %5, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !13
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 4, !tbaa !13
  %30 = add nuw i64 %26, 1
  %31 = icmp eq i64 %30, %3
  br i1 %31, label %32, label %25, !llvm.loop !342

32:                                               ; preds = %25, %21, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #24 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = load i32, ptr %3, align 4, !tbaa !13
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { builtin allocsize(0) }
attributes #28 = { nounwind }
attributes #29 = { noreturn nounwind }
attributes #30 = { builtin nounwind }
attributes #31 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !16, i64 24}
!18 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !19, i64 0, !16, i64 24}
!19 = !{!"_ZTSSt14_Function_base", !7, i64 0, !16, i64 16}
!20 = !{!19, !16, i64 16}
!21 = !{!22, !16, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!23 = !{!22, !16, i64 8}
!24 = !{!25, !16, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0}
!26 = !{!27, !14, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 8, !14, i64 12}
!28 = !{!27, !14, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!33 = distinct !{!33, !10}
!34 = !{!22, !16, i64 16}
!35 = !{!36, !16, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !16, i64 0, !16, i64 8, !37, i64 16, !37, i64 24}
!37 = !{!"long", !7, i64 0}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!40 = distinct !{!40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!41 = !{!36, !16, i64 8}
!42 = !{!36, !37, i64 16}
!43 = !{!36, !37, i64 24}
!44 = !{!37, !37, i64 0}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!47 = distinct !{!47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!53 = distinct !{!53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!56 = distinct !{!56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!57 = !{!58, !55}
!58 = distinct !{!58, !59, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!59 = distinct !{!59, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!60 = !{!61, !16, i64 24}
!61 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !19, i64 0, !16, i64 24}
!62 = !{!63, !64, i64 0}
!63 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !64, i64 0}
!64 = !{!"bool", !7, i64 0}
!65 = !{i8 0, i8 2}
!66 = !{}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!72 = distinct !{!72, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!73 = !{!74, !71}
!74 = distinct !{!74, !75, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!75 = distinct !{!75, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!76 = !{!77, !16, i64 0}
!77 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !16, i64 0}
!78 = !{!79, !81}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_"}
!81 = distinct !{!81, !82, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!82 = distinct !{!82, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!83 = !{!84, !79, !81}
!84 = distinct !{!84, !85, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_: argument 0"}
!85 = distinct !{!85, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_"}
!86 = !{!87, !84, !79, !81}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_RKNS4_13code_locationE: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_RKNS4_13code_locationE"}
!89 = !{!90, !87, !84, !79, !81}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_PS1_RKNS4_13code_locationE: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_PS1_RKNS4_13code_locationE"}
!92 = !{!93, !16, i64 0}
!93 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE0_", !16, i64 0}
!94 = distinct !{!94, !10}
!95 = distinct !{!95, !10}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!101 = distinct !{!101, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!102 = !{!103, !37, i64 0}
!103 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!104 = !{!105, !37, i64 16}
!105 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !106, i64 0, !103, i64 8, !37, i64 16}
!106 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!107 = !{!108, !16, i64 0}
!108 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !16, i64 0}
!109 = !{!110, !37, i64 40}
!110 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !111, i64 0, !114, i64 16, !37, i64 40, !64, i64 48}
!111 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !112, i64 0}
!112 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !113, i64 0}
!113 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!114 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !115, i64 0}
!115 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!116 = !{!110, !64, i64 48}
!117 = !{!113, !16, i64 0}
!118 = !{!119, !16, i64 8}
!119 = !{!"_ZTSSt9type_info", !16, i64 8}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!122 = distinct !{!122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!125 = distinct !{!125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!126 = !{!127, !37, i64 0}
!127 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !37, i64 0}
!128 = !{!129, !37, i64 16}
!129 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !106, i64 0, !127, i64 8, !37, i64 16}
!130 = !{!131, !37, i64 24}
!131 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !111, i64 0, !132, i64 16, !37, i64 24, !64, i64 32}
!132 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !133, i64 0}
!133 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!134 = !{!131, !64, i64 32}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE"}
!144 = !{!145, !142}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V15queue17submit_with_eventIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_PS1_RKNS5_13code_locationE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V15queue17submit_with_eventIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_PS1_RKNS5_13code_locationE"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!150 = !{!151, !148}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!153 = !{!154, !151, !148}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE"}
!156 = !{!157, !154, !151, !148}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE"}
!159 = !{!160, !16, i64 0}
!160 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !16, i64 0}
!161 = !{!162, !164, i64 32}
!162 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !163, i64 24, !164, i64 28, !164, i64 32, !16, i64 40, !165, i64 48, !7, i64 64, !14, i64 192, !16, i64 200, !166, i64 208}
!163 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!164 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!165 = !{!"_ZTSNSt8ios_base6_WordsE", !16, i64 0, !37, i64 8}
!166 = !{!"_ZTSSt6locale", !16, i64 0}
!167 = !{!168, !16, i64 24}
!168 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !19, i64 0, !16, i64 24}
!169 = !{!170, !16, i64 16}
!170 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!171 = !{!170, !16, i64 0}
!172 = !{!170, !16, i64 8}
!173 = distinct !{!173, !10}
!174 = !{!175, !16, i64 0}
!175 = !{!"_ZTSZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!178 = distinct !{!178, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!179 = !{!175, !16, i64 8}
!180 = !{!181, !16, i64 0}
!181 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!182 = !{!175, !16, i64 16}
!183 = !{!184, !6, i64 80}
!184 = !{!"_ZTSZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_", !185, i64 0, !6, i64 80}
!185 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !186, i64 0, !16, i64 16, !7, i64 24}
!186 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !187, i64 0}
!187 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !181, i64 0}
!188 = !{!64, !64, i64 0}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7Scale3DEENS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS3_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRS1_E_clESI_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSO_NSG_IXT1_EEE: argument 0"}
!191 = distinct !{!191, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7Scale3DEENS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS3_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRS1_E_clESI_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSO_NSG_IXT1_EEE"}
!192 = !{!193}
!193 = distinct !{!193, !191, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7Scale3DEENS0_4itemILi3ELb1EEELi3EZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS3_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRS1_E_clESI_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSO_NSG_IXT1_EEE: argument 0:thread"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi3ELb1EEELi3EZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESH_EUlNS1_2idILi3EEEE_EES6_Li3EEEJRSM_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!196 = distinct !{!196, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi3ELb1EEELi3EZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESH_EUlNS1_2idILi3EEEE_EES6_Li3EEEJRSM_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!197 = !{!198, !16, i64 0}
!198 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!199 = !{!198, !16, i64 16}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESE_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!202 = distinct !{!202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESE_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V16detail19getKernelParamDescsI7Scale3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V16detail19getKernelParamDescsI7Scale3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!206 = !{!198, !16, i64 8}
!207 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 8, !15}
!208 = !{!209, !16, i64 0}
!209 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!210 = distinct !{!210, !10}
!211 = !{!185, !16, i64 16}
!212 = !{!213, !64, i64 0}
!213 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !64, i64 0}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlvE_clEv: argument 0"}
!216 = distinct !{!216, !"_ZZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlvE_clEv"}
!217 = !{!218, !16, i64 0}
!218 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi3EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !16, i64 0, !16, i64 8, !16, i64 16}
!219 = !{!218, !16, i64 8}
!220 = !{!221, !16, i64 240}
!221 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !162, i64 0, !16, i64 216, !7, i64 224, !64, i64 225, !16, i64 232, !16, i64 240, !16, i64 248, !16, i64 256}
!222 = !{!223, !7, i64 56}
!223 = !{!"_ZTSSt5ctypeIcE", !224, i64 0, !16, i64 16, !64, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!224 = !{!"_ZTSNSt6locale5facetE", !14, i64 8}
!225 = !{!218, !16, i64 16}
!226 = !{i64 0, i64 4, !227, i64 4, i64 4, !13, i64 8, i64 4, !13}
!227 = !{!228, !228, i64 0}
!228 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!229 = distinct !{!229, !10}
!230 = !{!231, !16, i64 0}
!231 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !16, i64 0}
!232 = !{!233, !233, i64 0}
!233 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI6Init3DEENS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!236 = distinct !{!236, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI6Init3DEENS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!237 = !{!238}
!238 = distinct !{!238, !236, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI6Init3DEENS0_4itemILi3ELb1EEELi3EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi3EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0:thread"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi3EEEE_EES6_Li3EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!241 = distinct !{!241, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi3ELb1EEELi3EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi3EEEE_EES6_Li3EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI6Init3DEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!244 = distinct !{!244, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI6Init3DEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!247 = distinct !{!247, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZN4sycl3_V16detail19getKernelParamDescsI6Init3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!250 = distinct !{!250, !"_ZN4sycl3_V16detail19getKernelParamDescsI6Init3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!251 = !{!252, !16, i64 16}
!252 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !186, i64 0, !16, i64 16, !7, i64 24}
!253 = distinct !{!253, !10}
!254 = !{!255, !16, i64 0}
!255 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24}
!256 = !{!255, !16, i64 8}
!257 = !{!255, !16, i64 16}
!258 = !{!255, !16, i64 24}
!259 = !{!260, !14, i64 120}
!260 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_", !261, i64 0, !262, i64 80, !263, i64 88, !14, i64 120}
!261 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !186, i64 0, !16, i64 16, !7, i64 24}
!262 = !{!"_ZTS6Window", !6, i64 0, !6, i64 4}
!263 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !186, i64 0, !16, i64 16, !7, i64 24}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!266 = distinct !{!266, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlvE_vLi1EEEJRS7_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!269 = distinct !{!269, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlvE_vLi1EEEJRS7_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!270 = !{!271}
!271 = distinct !{!271, !272, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaIS8_EEv: argument 0"}
!272 = distinct !{!272, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaIS8_EEv"}
!273 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 8, !15, i64 24, i64 8, !15}
!274 = !{!261, !16, i64 16}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!280 = distinct !{!280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!281 = !{!263, !16, i64 16}
!282 = distinct !{!282, !10}
!283 = distinct !{!283, !10}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!286 = distinct !{!286, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!289 = distinct !{!289, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!290 = !{!260, !6, i64 80}
!291 = !{!260, !6, i64 84}
!292 = distinct !{!292, !10}
!293 = !{!294, !16, i64 0}
!294 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!295 = !{!294, !16, i64 16}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!298 = distinct !{!298, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!299 = !{!300}
!300 = distinct !{!300, !301, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!301 = distinct !{!301, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISB_EEv: argument 0"}
!304 = distinct !{!304, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISB_EEv"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!307 = distinct !{!307, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!310 = distinct !{!310, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"_ZN4sycl3_V16detail19getKernelParamDescsIZ4mainEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!313 = distinct !{!313, !"_ZN4sycl3_V16detail19getKernelParamDescsIZ4mainEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!314 = !{!315, !16, i64 0}
!315 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !16, i64 0, !16, i64 8, !16, i64 16}
!316 = !{!315, !16, i64 8}
!317 = !{!315, !16, i64 16}
!318 = distinct !{!318, !10, !11, !12}
!319 = distinct !{!319, !10, !12, !11}
!320 = !{!321, !16, i64 0}
!321 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!322 = !{!321, !16, i64 16}
!323 = !{!324}
!324 = distinct !{!324, !325, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!325 = distinct !{!325, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE0_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!328 = distinct !{!328, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE0_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!329 = !{!330}
!330 = distinct !{!330, !331, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4BumpEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!331 = distinct !{!331, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4BumpEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!332 = !{!333}
!333 = distinct !{!333, !334, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!334 = distinct !{!334, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!335 = !{!336}
!336 = distinct !{!336, !337, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!337 = distinct !{!337, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!338 = !{!339}
!339 = distinct !{!339, !340, !"_ZN4sycl3_V16detail19getKernelParamDescsI4BumpEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!340 = distinct !{!340, !"_ZN4sycl3_V16detail19getKernelParamDescsI4BumpEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!341 = distinct !{!341, !10, !11, !12}
!342 = distinct !{!342, !10, !12, !11}
