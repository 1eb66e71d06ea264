; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.51" }
%"class.std::shared_ptr.51" = type { %"class.std::__shared_ptr.52" }
%"class.std::__shared_ptr.52" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.54" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.0" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.5" }
%"class.std::shared_ptr.5" = type { %"class.std::__shared_ptr.6" }
%"class.std::__shared_ptr.6" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.13" }
%"class.std::shared_ptr.13" = type { %"class.std::__shared_ptr.14" }
%"class.std::__shared_ptr.14" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.34" }
%"struct.std::_Head_base.34" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::id.91" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::detail::array.92" = type { [3 x i64] }
%"class.sycl::_V1::range.93" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.24" }
%"class.std::shared_ptr.24" = type { %"class.std::__shared_ptr.25" }
%"class.std::__shared_ptr.25" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.27" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.18" }
%"class.std::vector.18" = type { %"struct.std::_Vector_base.19" }
%"struct.std::_Vector_base.19" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.114" = type { %"struct.std::_Vector_base.115" }
%"struct.std::_Vector_base.115" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::tuple.95" = type { %"struct.std::_Tuple_impl.96" }
%"struct.std::_Tuple_impl.96" = type { %"struct.std::_Tuple_impl.97", %"struct.std::_Head_base.99" }
%"struct.std::_Tuple_impl.97" = type { %"struct.std::_Head_base.98" }
%"struct.std::_Head_base.98" = type { i8 }
%"struct.std::_Head_base.99" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.90 }
%class.anon.90 = type { %"class.sycl::_V1::accessor.86", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.86" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.std::tuple.102" = type { %"struct.std::_Tuple_impl.103" }
%"struct.std::_Tuple_impl.103" = type { %"struct.std::_Tuple_impl.97", %"struct.std::_Head_base.104" }
%"struct.std::_Head_base.104" = type { %"struct.std::array" }
%class.anon.101 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::RoundedRangeKernel.146" = type { %"class.sycl::_V1::range", %class.anon.145 }
%class.anon.145 = type { %"class.sycl::_V1::accessor.141", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.141" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8AddBlockEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

@.str = private unnamed_addr constant [15 x i8] c"ranged_acc.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"FAIL at (%zu,%zu): %d != %d\0A\00", align 1
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
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.7 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.8 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.11 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.14 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.16 = private unnamed_addr constant [79 x i8] c"accessor with requested offset and range would exceed the bounds of the buffer\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [98 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.22 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"_ZTS8AddBlock\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.28 = private unnamed_addr constant [55 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8AddBlockEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.31 = private unnamed_addr constant [65 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant [145 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.32 = private unnamed_addr constant [123 x i8] c"_ZTSN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_EE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.54", align 8
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %5 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %6 = alloca %"class.std::function.54", align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca %"class.sycl::_V1::queue", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::buffer", align 8
  %11 = alloca %"class.sycl::_V1::range", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::buffer", align 8
  %15 = alloca %"class.sycl::_V1::range", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::event", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::accessor", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::event", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = tail call noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %25, i8 0, i64 2048, i1 false)
  %26 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #24
          to label %27 unwind label %50

27:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %26, i8 0, i64 2048, i1 false)
  br label %28

28:                                               ; preds = %28, %27
  %29 = phi i64 [ 0, %27 ], [ %47, %28 ]
  %30 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %27 ], [ %48, %28 ]
  %31 = add <4 x i32> %30, <i32 4, i32 4, i32 4, i32 4>
  %32 = getelementptr inbounds i32, ptr %25, i64 %29
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  store <4 x i32> %30, ptr %32, align 4, !tbaa !5
  store <4 x i32> %31, ptr %33, align 4, !tbaa !5
  %34 = add nuw nsw <4 x i32> %30, <i32 1000, i32 1000, i32 1000, i32 1000>
  %35 = add <4 x i32> %30, <i32 1004, i32 1004, i32 1004, i32 1004>
  %36 = getelementptr inbounds i32, ptr %26, i64 %29
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  store <4 x i32> %34, ptr %36, align 4, !tbaa !5
  store <4 x i32> %35, ptr %37, align 4, !tbaa !5
  %38 = or disjoint i64 %29, 8
  %39 = add <4 x i32> %30, <i32 8, i32 8, i32 8, i32 8>
  %40 = add <4 x i32> %30, <i32 12, i32 12, i32 12, i32 12>
  %41 = getelementptr inbounds i32, ptr %25, i64 %38
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  store <4 x i32> %39, ptr %41, align 4, !tbaa !5
  store <4 x i32> %40, ptr %42, align 4, !tbaa !5
  %43 = add <4 x i32> %30, <i32 1008, i32 1008, i32 1008, i32 1008>
  %44 = add <4 x i32> %30, <i32 1012, i32 1012, i32 1012, i32 1012>
  %45 = getelementptr inbounds i32, ptr %26, i64 %38
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store <4 x i32> %43, ptr %45, align 4, !tbaa !5
  store <4 x i32> %44, ptr %46, align 4, !tbaa !5
  %47 = add nuw nsw i64 %29, 16
  %48 = add <4 x i32> %30, <i32 16, i32 16, i32 16, i32 16>
  %49 = icmp eq i64 %47, 512
  br i1 %49, label %52, label %28, !llvm.loop !9

50:                                               ; preds = %0
  %51 = landingpad { ptr, i32 }
          cleanup
  br label %600

52:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #25
  %53 = getelementptr inbounds i8, ptr %7, i64 16
  %54 = getelementptr inbounds i8, ptr %7, i64 24
  %55 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %55, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %7, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %54, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %53, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %56 unwind label %64

56:                                               ; preds = %52
  %57 = load ptr, ptr %53, align 8, !tbaa !18
  %58 = icmp eq ptr %57, null
  br i1 %58, label %74, label %59

59:                                               ; preds = %56
  %60 = invoke noundef zeroext i1 %57(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %74 unwind label %61

61:                                               ; preds = %59
  %62 = landingpad { ptr, i32 }
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  call void @__clang_call_terminate(ptr %63) #26
  unreachable

64:                                               ; preds = %52
  %65 = landingpad { ptr, i32 }
          cleanup
  %66 = load ptr, ptr %53, align 8, !tbaa !18
  %67 = icmp eq ptr %66, null
  br i1 %67, label %73, label %68

68:                                               ; preds = %64
  %69 = invoke noundef zeroext i1 %66(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %73 unwind label %70

70:                                               ; preds = %68
  %71 = landingpad { ptr, i32 }
          catch ptr null
  %72 = extractvalue { ptr, i32 } %71, 0
  call void @__clang_call_terminate(ptr %72) #26
  unreachable

73:                                               ; preds = %68, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %598

74:                                               ; preds = %59, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #25
  %75 = getelementptr inbounds i8, ptr %9, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !19
  %77 = getelementptr inbounds i8, ptr %9, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !21
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %74, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %74 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !22
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !24
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !26
  %92 = load ptr, ptr %83, align 8, !tbaa !27
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  %95 = load ptr, ptr %83, align 8, !tbaa !27
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !5
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !30

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #25
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !31

112:                                              ; preds = %109
  %113 = load ptr, ptr %75, align 8, !tbaa !19
  br label %114

114:                                              ; preds = %112, %74
  %115 = phi ptr [ %113, %112 ], [ %76, %74 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %9, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !32
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #27
  br label %123

123:                                              ; preds = %114, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  store i64 16, ptr %11, align 8, !tbaa !33
  %124 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 32, ptr %124, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %13, align 8, !tbaa !35, !alias.scope !37
  %125 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.1, ptr %125, align 8, !tbaa !40, !alias.scope !37
  %126 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 16, ptr %126, align 8, !tbaa !41, !alias.scope !37
  %127 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 26, ptr %127, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %10, ptr noundef nonnull %25, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %128 unwind label %503

128:                                              ; preds = %123
  %129 = getelementptr inbounds i8, ptr %12, i64 8
  %130 = load ptr, ptr %129, align 8, !tbaa !19
  %131 = getelementptr inbounds i8, ptr %12, i64 16
  %132 = load ptr, ptr %131, align 8, !tbaa !21
  %133 = icmp eq ptr %130, %132
  br i1 %133, label %168, label %134

134:                                              ; preds = %128, %163
  %135 = phi ptr [ %164, %163 ], [ %130, %128 ]
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !22
  %138 = icmp eq ptr %137, null
  br i1 %138, label %163, label %139

139:                                              ; preds = %134
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load atomic i64, ptr %140 acquire, align 8
  %142 = icmp eq i64 %141, 4294967297
  %143 = trunc i64 %141 to i32
  br i1 %142, label %144, label %152

144:                                              ; preds = %139
  store i32 0, ptr %140, align 8, !tbaa !24
  %145 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %145, align 4, !tbaa !26
  %146 = load ptr, ptr %137, align 8, !tbaa !27
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8
  call void %148(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  %149 = load ptr, ptr %137, align 8, !tbaa !27
  %150 = getelementptr inbounds i8, ptr %149, i64 24
  %151 = load ptr, ptr %150, align 8
  call void %151(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %163

152:                                              ; preds = %139
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %157, label %155

155:                                              ; preds = %152
  %156 = add nsw i32 %143, -1
  store i32 %156, ptr %140, align 4, !tbaa !5
  br label %159

157:                                              ; preds = %152
  %158 = atomicrmw volatile add ptr %140, i32 -1 acq_rel, align 4
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi i32 [ %143, %155 ], [ %158, %157 ]
  %161 = icmp eq i32 %160, 1
  br i1 %161, label %162, label %163, !prof !30

162:                                              ; preds = %159
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %163

163:                                              ; preds = %162, %159, %144, %134
  %164 = getelementptr inbounds i8, ptr %135, i64 16
  %165 = icmp eq ptr %164, %132
  br i1 %165, label %166, label %134, !llvm.loop !31

166:                                              ; preds = %163
  %167 = load ptr, ptr %129, align 8, !tbaa !19
  br label %168

168:                                              ; preds = %166, %128
  %169 = phi ptr [ %167, %166 ], [ %130, %128 ]
  %170 = icmp eq ptr %169, null
  br i1 %170, label %177, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, ptr %12, i64 24
  %173 = load ptr, ptr %172, align 8, !tbaa !32
  %174 = ptrtoint ptr %173 to i64
  %175 = ptrtoint ptr %169 to i64
  %176 = sub i64 %174, %175
  call void @_ZdlPvm(ptr noundef nonnull %169, i64 noundef %176) #27
  br label %177

177:                                              ; preds = %168, %171
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #25
  store i64 16, ptr %15, align 8, !tbaa !33
  %178 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 32, ptr %178, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %17, align 8, !tbaa !35, !alias.scope !43
  %179 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %179, align 8, !tbaa !40, !alias.scope !43
  %180 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 17, ptr %180, align 8, !tbaa !41, !alias.scope !43
  %181 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 26, ptr %181, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull %26, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %17)
          to label %182 unwind label %505

182:                                              ; preds = %177
  %183 = getelementptr inbounds i8, ptr %16, i64 8
  %184 = load ptr, ptr %183, align 8, !tbaa !19
  %185 = getelementptr inbounds i8, ptr %16, i64 16
  %186 = load ptr, ptr %185, align 8, !tbaa !21
  %187 = icmp eq ptr %184, %186
  br i1 %187, label %222, label %188

188:                                              ; preds = %182, %217
  %189 = phi ptr [ %218, %217 ], [ %184, %182 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 8
  %191 = load ptr, ptr %190, align 8, !tbaa !22
  %192 = icmp eq ptr %191, null
  br i1 %192, label %217, label %193

193:                                              ; preds = %188
  %194 = getelementptr inbounds i8, ptr %191, i64 8
  %195 = load atomic i64, ptr %194 acquire, align 8
  %196 = icmp eq i64 %195, 4294967297
  %197 = trunc i64 %195 to i32
  br i1 %196, label %198, label %206

198:                                              ; preds = %193
  store i32 0, ptr %194, align 8, !tbaa !24
  %199 = getelementptr inbounds i8, ptr %191, i64 12
  store i32 0, ptr %199, align 4, !tbaa !26
  %200 = load ptr, ptr %191, align 8, !tbaa !27
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  %202 = load ptr, ptr %201, align 8
  call void %202(ptr noundef nonnull align 8 dereferenceable(16) %191) #25
  %203 = load ptr, ptr %191, align 8, !tbaa !27
  %204 = getelementptr inbounds i8, ptr %203, i64 24
  %205 = load ptr, ptr %204, align 8
  call void %205(ptr noundef nonnull align 8 dereferenceable(16) %191) #25
  br label %217

206:                                              ; preds = %193
  %207 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %211, label %209

209:                                              ; preds = %206
  %210 = add nsw i32 %197, -1
  store i32 %210, ptr %194, align 4, !tbaa !5
  br label %213

211:                                              ; preds = %206
  %212 = atomicrmw volatile add ptr %194, i32 -1 acq_rel, align 4
  br label %213

213:                                              ; preds = %211, %209
  %214 = phi i32 [ %197, %209 ], [ %212, %211 ]
  %215 = icmp eq i32 %214, 1
  br i1 %215, label %216, label %217, !prof !30

216:                                              ; preds = %213
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %191) #25
  br label %217

217:                                              ; preds = %216, %213, %198, %188
  %218 = getelementptr inbounds i8, ptr %189, i64 16
  %219 = icmp eq ptr %218, %186
  br i1 %219, label %220, label %188, !llvm.loop !31

220:                                              ; preds = %217
  %221 = load ptr, ptr %183, align 8, !tbaa !19
  br label %222

222:                                              ; preds = %220, %182
  %223 = phi ptr [ %221, %220 ], [ %184, %182 ]
  %224 = icmp eq ptr %223, null
  br i1 %224, label %231, label %225

225:                                              ; preds = %222
  %226 = getelementptr inbounds i8, ptr %16, i64 24
  %227 = load ptr, ptr %226, align 8, !tbaa !32
  %228 = ptrtoint ptr %227 to i64
  %229 = ptrtoint ptr %223 to i64
  %230 = sub i64 %228, %229
  call void @_ZdlPvm(ptr noundef nonnull %223, i64 noundef %230) #27
  br label %231

231:                                              ; preds = %222, %225
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  store ptr @.str, ptr %19, align 8, !tbaa !35, !alias.scope !46
  %232 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %232, align 8, !tbaa !40, !alias.scope !46
  %233 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 20, ptr %233, align 8, !tbaa !41, !alias.scope !46
  %234 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 5, ptr %234, align 8, !tbaa !42, !alias.scope !46
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6), !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #25, !noalias !52
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %235 unwind label %507

235:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25, !noalias !52
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %238 unwind label %236, !noalias !52

236:                                              ; preds = %235
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %293

238:                                              ; preds = %235
  %239 = getelementptr inbounds i8, ptr %6, i64 16
  %240 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %10, ptr %6, align 8, !tbaa !13, !noalias !52
  %241 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %14, ptr %241, align 8, !tbaa !13, !noalias !52
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %240, align 8, !tbaa !55, !noalias !52
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %239, align 8, !tbaa !18, !noalias !52
  %242 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %243 unwind label %283, !noalias !52

243:                                              ; preds = %238
  %244 = load i8, ptr %4, align 1, !tbaa !57, !range !60, !noalias !52, !noundef !61
  %245 = trunc nuw i8 %244 to i1
  %246 = xor i1 %245, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %18, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %6, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %242, i1 noundef zeroext %246)
          to label %247 unwind label %283

247:                                              ; preds = %243
  %248 = load ptr, ptr %239, align 8, !tbaa !18, !noalias !52
  %249 = icmp eq ptr %248, null
  br i1 %249, label %255, label %250

250:                                              ; preds = %247
  %251 = invoke noundef zeroext i1 %248(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %255 unwind label %252

252:                                              ; preds = %250
  %253 = landingpad { ptr, i32 }
          catch ptr null
  %254 = extractvalue { ptr, i32 } %253, 0
  call void @__clang_call_terminate(ptr %254) #26
  unreachable

255:                                              ; preds = %250, %247
  %256 = getelementptr inbounds i8, ptr %5, i64 8
  %257 = load ptr, ptr %256, align 8, !tbaa !22, !noalias !52
  %258 = icmp eq ptr %257, null
  br i1 %258, label %295, label %259

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load atomic i64, ptr %260 acquire, align 8
  %262 = icmp eq i64 %261, 4294967297
  %263 = trunc i64 %261 to i32
  br i1 %262, label %264, label %272

264:                                              ; preds = %259
  store i32 0, ptr %260, align 8, !tbaa !24
  %265 = getelementptr inbounds i8, ptr %257, i64 12
  store i32 0, ptr %265, align 4, !tbaa !26
  %266 = load ptr, ptr %257, align 8, !tbaa !27
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %257) #25
  %269 = load ptr, ptr %257, align 8, !tbaa !27
  %270 = getelementptr inbounds i8, ptr %269, i64 24
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %257) #25
  br label %295

272:                                              ; preds = %259
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !52
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %277, label %275

275:                                              ; preds = %272
  %276 = add nsw i32 %263, -1
  store i32 %276, ptr %260, align 4, !tbaa !5
  br label %279

277:                                              ; preds = %272
  %278 = atomicrmw volatile add ptr %260, i32 -1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %275
  %280 = phi i32 [ %263, %275 ], [ %278, %277 ]
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %295, !prof !30

282:                                              ; preds = %279
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %257) #25
  br label %295

283:                                              ; preds = %243, %238
  %284 = landingpad { ptr, i32 }
          cleanup
  %285 = load ptr, ptr %239, align 8, !tbaa !18, !noalias !52
  %286 = icmp eq ptr %285, null
  br i1 %286, label %292, label %287

287:                                              ; preds = %283
  %288 = invoke noundef zeroext i1 %285(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %292 unwind label %289

289:                                              ; preds = %287
  %290 = landingpad { ptr, i32 }
          catch ptr null
  %291 = extractvalue { ptr, i32 } %290, 0
  call void @__clang_call_terminate(ptr %291) #26
  unreachable

292:                                              ; preds = %287, %283
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  br label %293

293:                                              ; preds = %292, %236
  %294 = phi { ptr, i32 } [ %284, %292 ], [ %237, %236 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !52
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #25, !noalias !52
  br label %509

295:                                              ; preds = %282, %279, %264, %255
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !52
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #25, !noalias !52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6), !noalias !49
  %296 = getelementptr inbounds i8, ptr %18, i64 8
  %297 = load ptr, ptr %296, align 8, !tbaa !22
  %298 = icmp eq ptr %297, null
  br i1 %298, label %323, label %299

299:                                              ; preds = %295
  %300 = getelementptr inbounds i8, ptr %297, i64 8
  %301 = load atomic i64, ptr %300 acquire, align 8
  %302 = icmp eq i64 %301, 4294967297
  %303 = trunc i64 %301 to i32
  br i1 %302, label %304, label %312

304:                                              ; preds = %299
  store i32 0, ptr %300, align 8, !tbaa !24
  %305 = getelementptr inbounds i8, ptr %297, i64 12
  store i32 0, ptr %305, align 4, !tbaa !26
  %306 = load ptr, ptr %297, align 8, !tbaa !27
  %307 = getelementptr inbounds i8, ptr %306, i64 16
  %308 = load ptr, ptr %307, align 8
  call void %308(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  %309 = load ptr, ptr %297, align 8, !tbaa !27
  %310 = getelementptr inbounds i8, ptr %309, i64 24
  %311 = load ptr, ptr %310, align 8
  call void %311(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  br label %323

312:                                              ; preds = %299
  %313 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %314 = icmp eq i8 %313, 0
  br i1 %314, label %317, label %315

315:                                              ; preds = %312
  %316 = add nsw i32 %303, -1
  store i32 %316, ptr %300, align 4, !tbaa !5
  br label %319

317:                                              ; preds = %312
  %318 = atomicrmw volatile add ptr %300, i32 -1 acq_rel, align 4
  br label %319

319:                                              ; preds = %317, %315
  %320 = phi i32 [ %303, %315 ], [ %318, %317 ]
  %321 = icmp eq i32 %320, 1
  br i1 %321, label %322, label %323, !prof !30

322:                                              ; preds = %319
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %297) #25
  br label %323

323:                                              ; preds = %322, %319, %304, %295
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %20) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %22, align 8, !tbaa !35, !alias.scope !62
  %324 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.1, ptr %324, align 8, !tbaa !40, !alias.scope !62
  %325 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 27, ptr %325, align 8, !tbaa !41, !alias.scope !62
  %326 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 75, ptr %326, align 8, !tbaa !42, !alias.scope !62
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %20, ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %327 unwind label %511

327:                                              ; preds = %323
  %328 = getelementptr inbounds i8, ptr %21, i64 8
  %329 = load ptr, ptr %328, align 8, !tbaa !19
  %330 = getelementptr inbounds i8, ptr %21, i64 16
  %331 = load ptr, ptr %330, align 8, !tbaa !21
  %332 = icmp eq ptr %329, %331
  br i1 %332, label %367, label %333

333:                                              ; preds = %327, %362
  %334 = phi ptr [ %363, %362 ], [ %329, %327 ]
  %335 = getelementptr inbounds i8, ptr %334, i64 8
  %336 = load ptr, ptr %335, align 8, !tbaa !22
  %337 = icmp eq ptr %336, null
  br i1 %337, label %362, label %338

338:                                              ; preds = %333
  %339 = getelementptr inbounds i8, ptr %336, i64 8
  %340 = load atomic i64, ptr %339 acquire, align 8
  %341 = icmp eq i64 %340, 4294967297
  %342 = trunc i64 %340 to i32
  br i1 %341, label %343, label %351

343:                                              ; preds = %338
  store i32 0, ptr %339, align 8, !tbaa !24
  %344 = getelementptr inbounds i8, ptr %336, i64 12
  store i32 0, ptr %344, align 4, !tbaa !26
  %345 = load ptr, ptr %336, align 8, !tbaa !27
  %346 = getelementptr inbounds i8, ptr %345, i64 16
  %347 = load ptr, ptr %346, align 8
  call void %347(ptr noundef nonnull align 8 dereferenceable(16) %336) #25
  %348 = load ptr, ptr %336, align 8, !tbaa !27
  %349 = getelementptr inbounds i8, ptr %348, i64 24
  %350 = load ptr, ptr %349, align 8
  call void %350(ptr noundef nonnull align 8 dereferenceable(16) %336) #25
  br label %362

351:                                              ; preds = %338
  %352 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %353 = icmp eq i8 %352, 0
  br i1 %353, label %356, label %354

354:                                              ; preds = %351
  %355 = add nsw i32 %342, -1
  store i32 %355, ptr %339, align 4, !tbaa !5
  br label %358

356:                                              ; preds = %351
  %357 = atomicrmw volatile add ptr %339, i32 -1 acq_rel, align 4
  br label %358

358:                                              ; preds = %356, %354
  %359 = phi i32 [ %342, %354 ], [ %357, %356 ]
  %360 = icmp eq i32 %359, 1
  br i1 %360, label %361, label %362, !prof !30

361:                                              ; preds = %358
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %336) #25
  br label %362

362:                                              ; preds = %361, %358, %343, %333
  %363 = getelementptr inbounds i8, ptr %334, i64 16
  %364 = icmp eq ptr %363, %331
  br i1 %364, label %365, label %333, !llvm.loop !31

365:                                              ; preds = %362
  %366 = load ptr, ptr %328, align 8, !tbaa !19
  br label %367

367:                                              ; preds = %365, %327
  %368 = phi ptr [ %366, %365 ], [ %329, %327 ]
  %369 = icmp eq ptr %368, null
  br i1 %369, label %376, label %370

370:                                              ; preds = %367
  %371 = getelementptr inbounds i8, ptr %21, i64 24
  %372 = load ptr, ptr %371, align 8, !tbaa !32
  %373 = ptrtoint ptr %372 to i64
  %374 = ptrtoint ptr %368 to i64
  %375 = sub i64 %373, %374
  call void @_ZdlPvm(ptr noundef nonnull %368, i64 noundef %375) #27
  br label %376

376:                                              ; preds = %367, %370
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  store ptr @.str, ptr %24, align 8, !tbaa !35, !alias.scope !65
  %377 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.1, ptr %377, align 8, !tbaa !40, !alias.scope !65
  %378 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 28, ptr %378, align 8, !tbaa !41, !alias.scope !65
  %379 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 5, ptr %379, align 8, !tbaa !42, !alias.scope !65
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !68
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #25, !noalias !71
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %24)
          to label %380 unwind label %513

380:                                              ; preds = %376
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #25, !noalias !71
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %383 unwind label %381, !noalias !71

381:                                              ; preds = %380
  %382 = landingpad { ptr, i32 }
          cleanup
  br label %438

383:                                              ; preds = %380
  %384 = getelementptr inbounds i8, ptr %3, i64 16
  %385 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %20, ptr %3, align 8, !tbaa !13, !noalias !71
  %386 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %10, ptr %386, align 8, !tbaa !13, !noalias !71
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %385, align 8, !tbaa !55, !noalias !71
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %384, align 8, !tbaa !18, !noalias !71
  %387 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %388 unwind label %428, !noalias !71

388:                                              ; preds = %383
  %389 = load i8, ptr %1, align 1, !tbaa !57, !range !60, !noalias !71, !noundef !61
  %390 = trunc nuw i8 %389 to i1
  %391 = xor i1 %390, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %23, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %387, i1 noundef zeroext %391)
          to label %392 unwind label %428

392:                                              ; preds = %388
  %393 = load ptr, ptr %384, align 8, !tbaa !18, !noalias !71
  %394 = icmp eq ptr %393, null
  br i1 %394, label %400, label %395

395:                                              ; preds = %392
  %396 = invoke noundef zeroext i1 %393(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %400 unwind label %397

397:                                              ; preds = %395
  %398 = landingpad { ptr, i32 }
          catch ptr null
  %399 = extractvalue { ptr, i32 } %398, 0
  call void @__clang_call_terminate(ptr %399) #26
  unreachable

400:                                              ; preds = %395, %392
  %401 = getelementptr inbounds i8, ptr %2, i64 8
  %402 = load ptr, ptr %401, align 8, !tbaa !22, !noalias !71
  %403 = icmp eq ptr %402, null
  br i1 %403, label %440, label %404

404:                                              ; preds = %400
  %405 = getelementptr inbounds i8, ptr %402, i64 8
  %406 = load atomic i64, ptr %405 acquire, align 8
  %407 = icmp eq i64 %406, 4294967297
  %408 = trunc i64 %406 to i32
  br i1 %407, label %409, label %417

409:                                              ; preds = %404
  store i32 0, ptr %405, align 8, !tbaa !24
  %410 = getelementptr inbounds i8, ptr %402, i64 12
  store i32 0, ptr %410, align 4, !tbaa !26
  %411 = load ptr, ptr %402, align 8, !tbaa !27
  %412 = getelementptr inbounds i8, ptr %411, i64 16
  %413 = load ptr, ptr %412, align 8
  call void %413(ptr noundef nonnull align 8 dereferenceable(16) %402) #25
  %414 = load ptr, ptr %402, align 8, !tbaa !27
  %415 = getelementptr inbounds i8, ptr %414, i64 24
  %416 = load ptr, ptr %415, align 8
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %402) #25
  br label %440

417:                                              ; preds = %404
  %418 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !71
  %419 = icmp eq i8 %418, 0
  br i1 %419, label %422, label %420

420:                                              ; preds = %417
  %421 = add nsw i32 %408, -1
  store i32 %421, ptr %405, align 4, !tbaa !5
  br label %424

422:                                              ; preds = %417
  %423 = atomicrmw volatile add ptr %405, i32 -1 acq_rel, align 4
  br label %424

424:                                              ; preds = %422, %420
  %425 = phi i32 [ %408, %420 ], [ %423, %422 ]
  %426 = icmp eq i32 %425, 1
  br i1 %426, label %427, label %440, !prof !30

427:                                              ; preds = %424
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %402) #25
  br label %440

428:                                              ; preds = %388, %383
  %429 = landingpad { ptr, i32 }
          cleanup
  %430 = load ptr, ptr %384, align 8, !tbaa !18, !noalias !71
  %431 = icmp eq ptr %430, null
  br i1 %431, label %437, label %432

432:                                              ; preds = %428
  %433 = invoke noundef zeroext i1 %430(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %437 unwind label %434

434:                                              ; preds = %432
  %435 = landingpad { ptr, i32 }
          catch ptr null
  %436 = extractvalue { ptr, i32 } %435, 0
  call void @__clang_call_terminate(ptr %436) #26
  unreachable

437:                                              ; preds = %432, %428
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  br label %438

438:                                              ; preds = %437, %381
  %439 = phi { ptr, i32 } [ %429, %437 ], [ %382, %381 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !71
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !71
  br label %515

440:                                              ; preds = %427, %424, %409, %400
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !71
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !68
  %441 = getelementptr inbounds i8, ptr %23, i64 8
  %442 = load ptr, ptr %441, align 8, !tbaa !22
  %443 = icmp eq ptr %442, null
  br i1 %443, label %468, label %444

444:                                              ; preds = %440
  %445 = getelementptr inbounds i8, ptr %442, i64 8
  %446 = load atomic i64, ptr %445 acquire, align 8
  %447 = icmp eq i64 %446, 4294967297
  %448 = trunc i64 %446 to i32
  br i1 %447, label %449, label %457

449:                                              ; preds = %444
  store i32 0, ptr %445, align 8, !tbaa !24
  %450 = getelementptr inbounds i8, ptr %442, i64 12
  store i32 0, ptr %450, align 4, !tbaa !26
  %451 = load ptr, ptr %442, align 8, !tbaa !27
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  %454 = load ptr, ptr %442, align 8, !tbaa !27
  %455 = getelementptr inbounds i8, ptr %454, i64 24
  %456 = load ptr, ptr %455, align 8
  call void %456(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

457:                                              ; preds = %444
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %462, label %460

460:                                              ; preds = %457
  %461 = add nsw i32 %448, -1
  store i32 %461, ptr %445, align 4, !tbaa !5
  br label %464

462:                                              ; preds = %457
  %463 = atomicrmw volatile add ptr %445, i32 -1 acq_rel, align 4
  br label %464

464:                                              ; preds = %462, %460
  %465 = phi i32 [ %448, %460 ], [ %463, %462 ]
  %466 = icmp eq i32 %465, 1
  br i1 %466, label %467, label %468, !prof !30

467:                                              ; preds = %464
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

468:                                              ; preds = %440, %449, %464, %467
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  %469 = getelementptr inbounds i8, ptr %20, i64 8
  %470 = load ptr, ptr %469, align 8, !tbaa !22
  %471 = icmp eq ptr %470, null
  br i1 %471, label %496, label %472

472:                                              ; preds = %468
  %473 = getelementptr inbounds i8, ptr %470, i64 8
  %474 = load atomic i64, ptr %473 acquire, align 8
  %475 = icmp eq i64 %474, 4294967297
  %476 = trunc i64 %474 to i32
  br i1 %475, label %477, label %485

477:                                              ; preds = %472
  store i32 0, ptr %473, align 8, !tbaa !24
  %478 = getelementptr inbounds i8, ptr %470, i64 12
  store i32 0, ptr %478, align 4, !tbaa !26
  %479 = load ptr, ptr %470, align 8, !tbaa !27
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  %482 = load ptr, ptr %470, align 8, !tbaa !27
  %483 = getelementptr inbounds i8, ptr %482, i64 24
  %484 = load ptr, ptr %483, align 8
  call void %484(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  br label %496

485:                                              ; preds = %472
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %490, label %488

488:                                              ; preds = %485
  %489 = add nsw i32 %476, -1
  store i32 %489, ptr %473, align 4, !tbaa !5
  br label %492

490:                                              ; preds = %485
  %491 = atomicrmw volatile add ptr %473, i32 -1 acq_rel, align 4
  br label %492

492:                                              ; preds = %490, %488
  %493 = phi i32 [ %476, %488 ], [ %491, %490 ]
  %494 = icmp eq i32 %493, 1
  br i1 %494, label %495, label %496, !prof !30

495:                                              ; preds = %492
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %470) #25
  br label %496

496:                                              ; preds = %468, %477, %492, %495
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %20) #25
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %14) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #25
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %10) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #25
  br label %497

497:                                              ; preds = %496, %558
  %498 = phi i64 [ 0, %496 ], [ %559, %558 ]
  %499 = shl nuw nsw i64 %498, 5
  %500 = add nsw i64 %498, -4
  %501 = icmp ult i64 %500, 8
  %502 = icmp ugt i64 %498, 13
  br label %525

503:                                              ; preds = %123
  %504 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %523

505:                                              ; preds = %177
  %506 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #25
  br label %521

507:                                              ; preds = %231
  %508 = landingpad { ptr, i32 }
          cleanup
  br label %509

509:                                              ; preds = %293, %507
  %510 = phi { ptr, i32 } [ %508, %507 ], [ %294, %293 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  br label %519

511:                                              ; preds = %323
  %512 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  br label %517

513:                                              ; preds = %376
  %514 = landingpad { ptr, i32 }
          cleanup
  br label %515

515:                                              ; preds = %438, %513
  %516 = phi { ptr, i32 } [ %514, %513 ], [ %439, %438 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %20) #25
  br label %517

517:                                              ; preds = %515, %511
  %518 = phi { ptr, i32 } [ %516, %515 ], [ %512, %511 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %20) #25
  br label %519

519:                                              ; preds = %517, %509
  %520 = phi { ptr, i32 } [ %518, %517 ], [ %510, %509 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %14) #25
  br label %521

521:                                              ; preds = %519, %505
  %522 = phi { ptr, i32 } [ %520, %519 ], [ %506, %505 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #25
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %10) #25
  br label %523

523:                                              ; preds = %521, %503
  %524 = phi { ptr, i32 } [ %522, %521 ], [ %504, %503 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #25
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #25
  br label %598

525:                                              ; preds = %555, %497
  %526 = phi i64 [ 0, %497 ], [ %556, %555 ]
  %527 = add nuw nsw i64 %526, %499
  %528 = trunc nuw nsw i64 %527 to i32
  %529 = add nsw i64 %526, -8
  %530 = icmp ult i64 %529, 16
  %531 = and i1 %501, %530
  %532 = shl nuw nsw i32 %528, 1
  %533 = add nuw nsw i32 %532, 1000
  %534 = select i1 %531, i32 %533, i32 %528
  %535 = add nuw nsw i32 %532, 2000
  %536 = select i1 %502, i32 %535, i32 %534
  %537 = getelementptr inbounds i32, ptr %25, i64 %527
  %538 = load i32, ptr %537, align 4, !tbaa !5
  %539 = icmp eq i32 %538, %536
  br i1 %539, label %540, label %561

540:                                              ; preds = %525
  %541 = or disjoint i64 %526, 1
  %542 = add nuw nsw i64 %541, %499
  %543 = trunc nuw nsw i64 %542 to i32
  %544 = add nsw i64 %526, -7
  %545 = icmp ult i64 %544, 16
  %546 = and i1 %501, %545
  %547 = shl nuw nsw i32 %543, 1
  %548 = add nuw nsw i32 %547, 1000
  %549 = select i1 %546, i32 %548, i32 %543
  %550 = add nuw nsw i32 %547, 2000
  %551 = select i1 %502, i32 %550, i32 %549
  %552 = getelementptr inbounds i32, ptr %25, i64 %542
  %553 = load i32, ptr %552, align 4, !tbaa !5
  %554 = icmp eq i32 %553, %551
  br i1 %554, label %555, label %561

555:                                              ; preds = %540
  %556 = add nuw nsw i64 %526, 2
  %557 = icmp eq i64 %556, 32
  br i1 %557, label %558, label %525, !llvm.loop !74

558:                                              ; preds = %555
  %559 = add nuw nsw i64 %498, 1
  %560 = icmp eq i64 %559, 16
  br i1 %560, label %566, label %497, !llvm.loop !75

561:                                              ; preds = %540, %525
  %562 = phi i64 [ %526, %525 ], [ %541, %540 ]
  %563 = phi i32 [ %536, %525 ], [ %551, %540 ]
  %564 = phi i32 [ %538, %525 ], [ %553, %540 ]
  %565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %498, i64 noundef %562, i32 noundef %564, i32 noundef %563)
  br label %568

566:                                              ; preds = %558
  %567 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %568

568:                                              ; preds = %561, %566
  %569 = phi i32 [ 0, %566 ], [ 1, %561 ]
  %570 = getelementptr inbounds i8, ptr %8, i64 8
  %571 = load ptr, ptr %570, align 8, !tbaa !22
  %572 = icmp eq ptr %571, null
  br i1 %572, label %597, label %573

573:                                              ; preds = %568
  %574 = getelementptr inbounds i8, ptr %571, i64 8
  %575 = load atomic i64, ptr %574 acquire, align 8
  %576 = icmp eq i64 %575, 4294967297
  %577 = trunc i64 %575 to i32
  br i1 %576, label %578, label %586

578:                                              ; preds = %573
  store i32 0, ptr %574, align 8, !tbaa !24
  %579 = getelementptr inbounds i8, ptr %571, i64 12
  store i32 0, ptr %579, align 4, !tbaa !26
  %580 = load ptr, ptr %571, align 8, !tbaa !27
  %581 = getelementptr inbounds i8, ptr %580, i64 16
  %582 = load ptr, ptr %581, align 8
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %571) #25
  %583 = load ptr, ptr %571, align 8, !tbaa !27
  %584 = getelementptr inbounds i8, ptr %583, i64 24
  %585 = load ptr, ptr %584, align 8
  call void %585(ptr noundef nonnull align 8 dereferenceable(16) %571) #25
  br label %597

586:                                              ; preds = %573
  %587 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %588 = icmp eq i8 %587, 0
  br i1 %588, label %591, label %589

589:                                              ; preds = %586
  %590 = add nsw i32 %577, -1
  store i32 %590, ptr %574, align 4, !tbaa !5
  br label %593

591:                                              ; preds = %586
  %592 = atomicrmw volatile add ptr %574, i32 -1 acq_rel, align 4
  br label %593

593:                                              ; preds = %591, %589
  %594 = phi i32 [ %577, %589 ], [ %592, %591 ]
  %595 = icmp eq i32 %594, 1
  br i1 %595, label %596, label %597, !prof !30

596:                                              ; preds = %593
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %571) #25
  br label %597

597:                                              ; preds = %568, %578, %593, %596
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #25
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef 2048) #27
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef 2048) #27
  ret i32 %569

598:                                              ; preds = %523, %73
  %599 = phi { ptr, i32 } [ %524, %523 ], [ %65, %73 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #25
  call void @_ZdlPvm(ptr noundef nonnull %26, i64 noundef 2048) #27
  br label %600

600:                                              ; preds = %598, %50
  %601 = phi { ptr, i32 } [ %599, %598 ], [ %51, %50 ]
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef 2048) #27
  resume { ptr, i32 } %601
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !33
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !76
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !27, !noalias !76
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !79, !noalias !76
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !81, !noalias !76
  store ptr %13, ptr %6, align 8, !tbaa !84
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !13
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #25
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !86
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !93
  %27 = load ptr, ptr %0, align 8, !tbaa !94
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !95
  %29 = load i8, ptr %28, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !97)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !33, !noalias !97
  store <2 x i64> %33, ptr %7, align 16, !tbaa !33, !alias.scope !97
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !33, !alias.scope !97
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !13
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !27
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #25
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id.91", align 8
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %6, align 8, !tbaa !33, !alias.scope !100
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !33, !alias.scope !100
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %15, align 8, !tbaa !33, !alias.scope !100
  store i64 %11, ptr %7, align 8, !tbaa !33, !alias.scope !103
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !33, !alias.scope !103
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !103
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  %18 = load i64, ptr %2, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !13
  %22 = load ptr, ptr %19, align 8, !tbaa !13
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %4
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !30

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #24
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !106
  store ptr %35, ptr %33, align 8, !tbaa !106
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !22
  store ptr %38, ptr %36, align 8, !tbaa !22
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !5
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !108

53:                                               ; preds = %49, %4
  %54 = phi ptr [ null, %4 ], [ %31, %49 ]
  %55 = phi ptr [ null, %4 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !19
  %58 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !21
  %59 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !32
  %60 = load ptr, ptr %1, align 8, !tbaa !94
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i64, ptr %64, align 8, !tbaa !86
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  %67 = load i8, ptr %66, align 8, !tbaa !93, !range !60, !noundef !61
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, i32 noundef 1024, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i1 noundef zeroext true, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %69 unwind label %216

69:                                               ; preds = %63
  %70 = icmp eq ptr %54, %55
  br i1 %70, label %105, label %71

71:                                               ; preds = %69, %100
  %72 = phi ptr [ %101, %100 ], [ %54, %69 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !22
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !24
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !26
  %83 = load ptr, ptr %74, align 8, !tbaa !27
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #25
  %86 = load ptr, ptr %74, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #25
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !5
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !30

99:                                               ; preds = %96
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #25
  br label %100

100:                                              ; preds = %99, %96, %81, %71
  %101 = getelementptr inbounds i8, ptr %72, i64 16
  %102 = icmp eq ptr %101, %55
  br i1 %102, label %103, label %71, !llvm.loop !31

103:                                              ; preds = %100
  %104 = load ptr, ptr %57, align 8, !tbaa !19
  br label %105

105:                                              ; preds = %103, %69
  %106 = phi ptr [ %104, %103 ], [ %54, %69 ]
  %107 = icmp eq ptr %106, null
  br i1 %107, label %113, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %59, align 8, !tbaa !32
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %106 to i64
  %112 = sub i64 %110, %111
  tail call void @_ZdlPvm(ptr noundef nonnull %106, i64 noundef %112) #27
  br label %113

113:                                              ; preds = %105, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %114, align 8, !tbaa !109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %115 = load i64, ptr %2, align 8
  %116 = load ptr, ptr %20, align 8, !tbaa !13
  %117 = load ptr, ptr %19, align 8, !tbaa !13
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %149, label %122

122:                                              ; preds = %113
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !30

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %218

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #24
          to label %128 unwind label %218

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !106
  store ptr %131, ptr %129, align 8, !tbaa !106
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !22
  store ptr %134, ptr %132, align 8, !tbaa !22
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !5
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !108

149:                                              ; preds = %145, %113
  %150 = phi ptr [ null, %113 ], [ %127, %145 ]
  %151 = phi ptr [ null, %113 ], [ %147, %145 ]
  %152 = getelementptr inbounds i8, ptr %150, i64 %120
  store i64 %115, ptr %9, align 8
  %153 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %150, ptr %153, align 8, !tbaa !19
  %154 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %151, ptr %154, align 8, !tbaa !21
  %155 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %152, ptr %155, align 8, !tbaa !32
  %156 = and i64 %115, 16
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %167, label %158

158:                                              ; preds = %149
  %159 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %160 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %161 = extractvalue { i32, ptr } %160, 0
  %162 = extractvalue { i32, ptr } %160, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %159, i32 %161, ptr %162, ptr noundef nonnull @.str.17)
          to label %163 unwind label %165

163:                                              ; preds = %158
  invoke void @__cxa_throw(ptr nonnull %159, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %164 unwind label %220

164:                                              ; preds = %163
  unreachable

165:                                              ; preds = %158
  %166 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %159) #25
  br label %222

167:                                              ; preds = %149
  %168 = icmp eq ptr %150, %151
  br i1 %168, label %203, label %169

169:                                              ; preds = %167, %198
  %170 = phi ptr [ %199, %198 ], [ %150, %167 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !22
  %173 = icmp eq ptr %172, null
  br i1 %173, label %198, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !24
  %180 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %180, align 4, !tbaa !26
  %181 = load ptr, ptr %172, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  tail call void %183(ptr noundef nonnull align 8 dereferenceable(16) %172) #25
  %184 = load ptr, ptr %172, align 8, !tbaa !27
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  tail call void %186(ptr noundef nonnull align 8 dereferenceable(16) %172) #25
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !5
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !30

197:                                              ; preds = %194
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #25
  br label %198

198:                                              ; preds = %197, %194, %179, %169
  %199 = getelementptr inbounds i8, ptr %170, i64 16
  %200 = icmp eq ptr %199, %151
  br i1 %200, label %201, label %169, !llvm.loop !31

201:                                              ; preds = %198
  %202 = load ptr, ptr %153, align 8, !tbaa !19
  br label %203

203:                                              ; preds = %201, %167
  %204 = phi ptr [ %202, %201 ], [ %150, %167 ]
  %205 = icmp eq ptr %204, null
  br i1 %205, label %211, label %206

206:                                              ; preds = %203
  %207 = load ptr, ptr %155, align 8, !tbaa !32
  %208 = ptrtoint ptr %207 to i64
  %209 = ptrtoint ptr %204 to i64
  %210 = sub i64 %208, %209
  tail call void @_ZdlPvm(ptr noundef nonnull %204, i64 noundef %210) #27
  br label %211

211:                                              ; preds = %203, %206
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %212 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %226

213:                                              ; preds = %211
  br i1 %212, label %228, label %214

214:                                              ; preds = %213
  %215 = load ptr, ptr %0, align 8, !tbaa !114
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %215)
          to label %228 unwind label %226

216:                                              ; preds = %63
  %217 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  br label %253

218:                                              ; preds = %126, %124
  %219 = landingpad { ptr, i32 }
          cleanup
  br label %224

220:                                              ; preds = %163
  %221 = landingpad { ptr, i32 }
          cleanup
  br label %222

222:                                              ; preds = %165, %220
  %223 = phi { ptr, i32 } [ %221, %220 ], [ %166, %165 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %224

224:                                              ; preds = %222, %218
  %225 = phi { ptr, i32 } [ %223, %222 ], [ %219, %218 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %251

226:                                              ; preds = %248, %244, %242, %240, %238, %236, %228, %234, %214, %211
  %227 = landingpad { ptr, i32 }
          cleanup
  br label %251

228:                                              ; preds = %214, %213
  %229 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %230 unwind label %226

230:                                              ; preds = %228
  store ptr %229, ptr %114, align 8, !tbaa !109
  %231 = load ptr, ptr %1, align 8, !tbaa !94
  %232 = icmp eq ptr %231, null
  br i1 %232, label %233, label %234

233:                                              ; preds = %230
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

234:                                              ; preds = %230
  %235 = load ptr, ptr %0, align 8, !tbaa !114
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %231, ptr noundef %235, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %236 unwind label %226

236:                                              ; preds = %234
  %237 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %238 unwind label %226

238:                                              ; preds = %236
  %239 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %226

240:                                              ; preds = %238
  %241 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %242 unwind label %226

242:                                              ; preds = %240
  %243 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %244 unwind label %226

244:                                              ; preds = %242
  %245 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %246 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %247 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %226

248:                                              ; preds = %244
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %226

250:                                              ; preds = %248
  ret void

251:                                              ; preds = %226, %224
  %252 = phi { ptr, i32 } [ %227, %226 ], [ %225, %224 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %253

253:                                              ; preds = %251, %216
  %254 = phi { ptr, i32 } [ %252, %251 ], [ %217, %216 ]
  resume { ptr, i32 } %254
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.8, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !27
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !22
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !24
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !26
  %33 = load ptr, ptr %24, align 8, !tbaa !27
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !5
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !30

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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #7 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.4, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !115
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !115
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
  %18 = load ptr, ptr %2, align 8, !tbaa !115
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !27
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !27
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !117
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
  %6 = alloca %"class.std::function.27", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !123
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !26
  %22 = load ptr, ptr %13, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !27
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !5
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !30

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
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
  call void @__clang_call_terminate(ptr %60) #26
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %53
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #7

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !13
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !13
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !125
  store ptr %8, ptr %6, align 16, !tbaa !125
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !127
  %12 = load ptr, ptr %10, align 8, !tbaa !128
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !115
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !129

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !127
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !125
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
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !127
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !128
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !115
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !129

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !127
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !125
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !13
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
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !27
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !5
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !79
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !81
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !79
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #12

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.std::vector.114", align 8
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca { ptr, [32 x i8] }, align 8
  %10 = alloca %"class.std::vector.114", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.std::tuple.95", align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %14 = alloca { ptr, [32 x i8] }, align 8
  %15 = alloca { ptr, [32 x i8] }, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %17 = alloca %class.anon.90, align 8
  %18 = alloca %class.anon.90, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::id", align 8
  %22 = alloca i32, align 4
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::id", align 8
  %25 = alloca %"class.sycl::_V1::accessor.86", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %class.anon.90, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #25
  %30 = load ptr, ptr %0, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23)
  store ptr @.str, ptr %23, align 8
  %31 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.15, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 21, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 22, ptr %33, align 8
  store i64 4, ptr %24, align 8
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store i64 8, ptr %34, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, ptr noundef nonnull align 8 dereferenceable(41) %30, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %24, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %35 unwind label %1293

35:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22) #25
  store i32 5, ptr %22, align 4, !tbaa !132
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %30, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %38 unwind label %36

36:                                               ; preds = %35
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1295

38:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23)
  %39 = getelementptr inbounds i8, ptr %26, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %26, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !21
  %43 = icmp eq ptr %40, %42
  br i1 %43, label %78, label %44

44:                                               ; preds = %38, %73
  %45 = phi ptr [ %74, %73 ], [ %40, %38 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !22
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !24
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !26
  %56 = load ptr, ptr %47, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  %59 = load ptr, ptr %47, align 8, !tbaa !27
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !5
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !30

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  br label %73

73:                                               ; preds = %72, %69, %54, %44
  %74 = getelementptr inbounds i8, ptr %45, i64 16
  %75 = icmp eq ptr %74, %42
  br i1 %75, label %76, label %44, !llvm.loop !31

76:                                               ; preds = %73
  %77 = load ptr, ptr %39, align 8, !tbaa !19
  br label %78

78:                                               ; preds = %76, %38
  %79 = phi ptr [ %77, %76 ], [ %40, %38 ]
  %80 = icmp eq ptr %79, null
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %26, i64 24
  %83 = load ptr, ptr %82, align 8, !tbaa !32
  %84 = ptrtoint ptr %83 to i64
  %85 = ptrtoint ptr %79 to i64
  %86 = sub i64 %84, %85
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %86) #27
  br label %87

87:                                               ; preds = %81, %78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #25
  %88 = getelementptr inbounds i8, ptr %0, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %90 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.15, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 22, ptr %91, align 8
  %92 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %92, align 8
  store i64 4, ptr %21, align 8
  %93 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 8, ptr %93, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %27, ptr noundef nonnull align 8 dereferenceable(41) %89, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %21, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %94 unwind label %1297

94:                                               ; preds = %87
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store i32 5, ptr %19, align 4, !tbaa !132
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %89, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %97 unwind label %95

95:                                               ; preds = %94
  %96 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %27) #25
  br label %1299

97:                                               ; preds = %94
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %98 = getelementptr inbounds i8, ptr %28, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !19
  %100 = getelementptr inbounds i8, ptr %28, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !21
  %102 = icmp eq ptr %99, %101
  br i1 %102, label %137, label %103

103:                                              ; preds = %97, %132
  %104 = phi ptr [ %133, %132 ], [ %99, %97 ]
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !22
  %107 = icmp eq ptr %106, null
  br i1 %107, label %132, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %106, i64 8
  %110 = load atomic i64, ptr %109 acquire, align 8
  %111 = icmp eq i64 %110, 4294967297
  %112 = trunc i64 %110 to i32
  br i1 %111, label %113, label %121

113:                                              ; preds = %108
  store i32 0, ptr %109, align 8, !tbaa !24
  %114 = getelementptr inbounds i8, ptr %106, i64 12
  store i32 0, ptr %114, align 4, !tbaa !26
  %115 = load ptr, ptr %106, align 8, !tbaa !27
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %106) #25
  %118 = load ptr, ptr %106, align 8, !tbaa !27
  %119 = getelementptr inbounds i8, ptr %118, i64 24
  %120 = load ptr, ptr %119, align 8
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %106) #25
  br label %132

121:                                              ; preds = %108
  %122 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %126, label %124

124:                                              ; preds = %121
  %125 = add nsw i32 %112, -1
  store i32 %125, ptr %109, align 4, !tbaa !5
  br label %128

126:                                              ; preds = %121
  %127 = atomicrmw volatile add ptr %109, i32 -1 acq_rel, align 4
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi i32 [ %112, %124 ], [ %127, %126 ]
  %130 = icmp eq i32 %129, 1
  br i1 %130, label %131, label %132, !prof !30

131:                                              ; preds = %128
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %106) #25
  br label %132

132:                                              ; preds = %131, %128, %113, %103
  %133 = getelementptr inbounds i8, ptr %104, i64 16
  %134 = icmp eq ptr %133, %101
  br i1 %134, label %135, label %103, !llvm.loop !31

135:                                              ; preds = %132
  %136 = load ptr, ptr %98, align 8, !tbaa !19
  br label %137

137:                                              ; preds = %135, %97
  %138 = phi ptr [ %136, %135 ], [ %99, %97 ]
  %139 = icmp eq ptr %138, null
  br i1 %139, label %146, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds i8, ptr %28, i64 24
  %142 = load ptr, ptr %141, align 8, !tbaa !32
  %143 = ptrtoint ptr %142 to i64
  %144 = ptrtoint ptr %138 to i64
  %145 = sub i64 %143, %144
  call void @_ZdlPvm(ptr noundef nonnull %138, i64 noundef %145) #27
  br label %146

146:                                              ; preds = %140, %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %29) #25
  %147 = load ptr, ptr %25, align 8, !tbaa !114
  store ptr %147, ptr %29, align 8, !tbaa !114
  %148 = getelementptr inbounds i8, ptr %29, i64 8
  %149 = getelementptr inbounds i8, ptr %25, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !22
  store ptr %150, ptr %148, align 8, !tbaa !22
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %146
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !5
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %156, %146
  %162 = getelementptr inbounds i8, ptr %29, i64 16
  %163 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %162, ptr noundef nonnull align 8 dereferenceable(40) %163, i64 40, i1 false)
  %164 = getelementptr inbounds i8, ptr %29, i64 56
  %165 = load ptr, ptr %27, align 8, !tbaa !114
  store ptr %165, ptr %164, align 8, !tbaa !114
  %166 = getelementptr inbounds i8, ptr %29, i64 64
  %167 = getelementptr inbounds i8, ptr %27, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !22
  store ptr %168, ptr %166, align 8, !tbaa !22
  %169 = icmp eq ptr %168, null
  br i1 %169, label %179, label %170

170:                                              ; preds = %161
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %177, label %174

174:                                              ; preds = %170
  %175 = load i32, ptr %171, align 4, !tbaa !5
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %171, align 4, !tbaa !5
  br label %179

177:                                              ; preds = %170
  %178 = atomicrmw volatile add ptr %171, i32 1 acq_rel, align 4
  br label %179

179:                                              ; preds = %177, %174, %161
  %180 = getelementptr inbounds i8, ptr %29, i64 72
  %181 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %180, ptr noundef nonnull align 8 dereferenceable(40) %181, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %18)
  %182 = load ptr, ptr %29, align 8, !tbaa !114
  store ptr %182, ptr %18, align 8, !tbaa !114
  %183 = getelementptr inbounds i8, ptr %18, i64 8
  %184 = load ptr, ptr %148, align 8, !tbaa !22
  store ptr %184, ptr %183, align 8, !tbaa !22
  %185 = icmp eq ptr %184, null
  br i1 %185, label %195, label %186

186:                                              ; preds = %179
  %187 = getelementptr inbounds i8, ptr %184, i64 8
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %193, label %190

190:                                              ; preds = %186
  %191 = load i32, ptr %187, align 4, !tbaa !5
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %187, align 4, !tbaa !5
  br label %195

193:                                              ; preds = %186
  %194 = atomicrmw volatile add ptr %187, i32 1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %190, %179
  %196 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %196, ptr noundef nonnull readonly align 8 dereferenceable(40) %162, i64 40, i1 false)
  %197 = getelementptr inbounds i8, ptr %18, i64 56
  %198 = load ptr, ptr %164, align 8, !tbaa !114
  store ptr %198, ptr %197, align 8, !tbaa !114
  %199 = getelementptr inbounds i8, ptr %18, i64 64
  %200 = load ptr, ptr %166, align 8, !tbaa !22
  store ptr %200, ptr %199, align 8, !tbaa !22
  %201 = icmp eq ptr %200, null
  br i1 %201, label %211, label %202

202:                                              ; preds = %195
  %203 = getelementptr inbounds i8, ptr %200, i64 8
  %204 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %202
  %207 = load i32, ptr %203, align 4, !tbaa !5
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %203, align 4, !tbaa !5
  br label %211

209:                                              ; preds = %202
  %210 = atomicrmw volatile add ptr %203, i32 1 acq_rel, align 4
  br label %211

211:                                              ; preds = %209, %206, %195
  %212 = getelementptr inbounds i8, ptr %18, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %212, ptr noundef nonnull readonly align 8 dereferenceable(40) %180, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %17)
  %213 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %214 unwind label %1181

214:                                              ; preds = %211
  %215 = icmp eq i32 %213, 0
  br i1 %215, label %225, label %216

216:                                              ; preds = %214
  %217 = call ptr @__cxa_allocate_exception(i64 64) #25
  %218 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %219 = extractvalue { i32, ptr } %218, 0
  %220 = extractvalue { i32, ptr } %218, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %217, i32 %219, ptr %220, ptr noundef nonnull @.str.19)
          to label %223 unwind label %221

221:                                              ; preds = %216
  %222 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %217) #25
  br label %1183

223:                                              ; preds = %216
  invoke void @__cxa_throw(ptr nonnull %217, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %224 unwind label %1181

224:                                              ; preds = %223
  unreachable

225:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.95") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 8, i64 16)
          to label %226 unwind label %1181

226:                                              ; preds = %225
  %227 = getelementptr inbounds i8, ptr %12, i64 8
  %228 = load i8, ptr %12, align 8, !tbaa !135, !range !60, !noundef !61
  %229 = trunc nuw i8 %228 to i1
  br i1 %229, label %230, label %757

230:                                              ; preds = %226
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #25
  %231 = load ptr, ptr %18, align 8, !tbaa !114
  %232 = load ptr, ptr %183, align 8, !tbaa !22
  %233 = icmp eq ptr %232, null
  br i1 %233, label %243, label %234

234:                                              ; preds = %230
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %241, label %238

238:                                              ; preds = %234
  %239 = load i32, ptr %235, align 4, !tbaa !5
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %235, align 4, !tbaa !5
  br label %243

241:                                              ; preds = %234
  %242 = atomicrmw volatile add ptr %235, i32 1 acq_rel, align 4
  br label %243

243:                                              ; preds = %241, %238, %230
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, ptr noundef nonnull align 8 dereferenceable(40) %196, i64 40, i1 false)
  %244 = load ptr, ptr %197, align 8, !tbaa !114
  %245 = load ptr, ptr %199, align 8, !tbaa !22
  %246 = icmp eq ptr %245, null
  br i1 %246, label %256, label %247

247:                                              ; preds = %243
  %248 = getelementptr inbounds i8, ptr %245, i64 8
  %249 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %250 = icmp eq i8 %249, 0
  br i1 %250, label %254, label %251

251:                                              ; preds = %247
  %252 = load i32, ptr %248, align 4, !tbaa !5
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %248, align 4, !tbaa !5
  br label %256

254:                                              ; preds = %247
  %255 = atomicrmw volatile add ptr %248, i32 1 acq_rel, align 4
  br label %256

256:                                              ; preds = %254, %251, %243
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %15, ptr noundef nonnull align 8 dereferenceable(40) %212, i64 40, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !136)
  store i64 8, ptr %13, align 8, !alias.scope !136
  %257 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 16, ptr %257, align 8, !alias.scope !136
  %258 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %231, ptr %258, align 8, !tbaa !114, !alias.scope !136
  %259 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %232, ptr %259, align 8, !tbaa !22, !alias.scope !136
  br i1 %233, label %269, label %260

260:                                              ; preds = %256
  %261 = getelementptr inbounds i8, ptr %232, i64 8
  %262 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !136
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %267, label %264

264:                                              ; preds = %260
  %265 = load i32, ptr %261, align 4, !tbaa !5, !noalias !136
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %261, align 4, !tbaa !5, !noalias !136
  br label %269

267:                                              ; preds = %260
  %268 = atomicrmw volatile add ptr %261, i32 1 acq_rel, align 4, !noalias !136
  br label %269

269:                                              ; preds = %267, %264, %256
  %270 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %270, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false)
  %271 = getelementptr inbounds i8, ptr %13, i64 72
  store ptr %244, ptr %271, align 8, !tbaa !114, !alias.scope !136
  %272 = getelementptr inbounds i8, ptr %13, i64 80
  store ptr %245, ptr %272, align 8, !tbaa !22, !alias.scope !136
  br i1 %246, label %282, label %273

273:                                              ; preds = %269
  %274 = getelementptr inbounds i8, ptr %245, i64 8
  %275 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !136
  %276 = icmp eq i8 %275, 0
  br i1 %276, label %280, label %277

277:                                              ; preds = %273
  %278 = load i32, ptr %274, align 4, !tbaa !5, !noalias !136
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr %274, align 4, !tbaa !5, !noalias !136
  br label %284

280:                                              ; preds = %273
  %281 = atomicrmw volatile add ptr %274, i32 1 acq_rel, align 4, !noalias !136
  br label %284

282:                                              ; preds = %269
  %283 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %283, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  br label %308

284:                                              ; preds = %280, %277
  %285 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %285, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  %286 = load atomic i64, ptr %274 acquire, align 8
  %287 = icmp eq i64 %286, 4294967297
  %288 = trunc i64 %286 to i32
  br i1 %287, label %289, label %297

289:                                              ; preds = %284
  store i32 0, ptr %274, align 8, !tbaa !24
  %290 = getelementptr inbounds i8, ptr %245, i64 12
  store i32 0, ptr %290, align 4, !tbaa !26
  %291 = load ptr, ptr %245, align 8, !tbaa !27
  %292 = getelementptr inbounds i8, ptr %291, i64 16
  %293 = load ptr, ptr %292, align 8
  call void %293(ptr noundef nonnull align 8 dereferenceable(16) %245) #25
  %294 = load ptr, ptr %245, align 8, !tbaa !27
  %295 = getelementptr inbounds i8, ptr %294, i64 24
  %296 = load ptr, ptr %295, align 8
  call void %296(ptr noundef nonnull align 8 dereferenceable(16) %245) #25
  br label %308

297:                                              ; preds = %284
  %298 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %302, label %300

300:                                              ; preds = %297
  %301 = add nsw i32 %288, -1
  store i32 %301, ptr %274, align 4, !tbaa !5
  br label %304

302:                                              ; preds = %297
  %303 = atomicrmw volatile add ptr %274, i32 -1 acq_rel, align 4
  br label %304

304:                                              ; preds = %302, %300
  %305 = phi i32 [ %288, %300 ], [ %303, %302 ]
  %306 = icmp eq i32 %305, 1
  br i1 %306, label %307, label %308, !prof !30

307:                                              ; preds = %304
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %245) #25
  br label %308

308:                                              ; preds = %307, %304, %289, %282
  %309 = phi ptr [ %285, %307 ], [ %285, %304 ], [ %285, %289 ], [ %283, %282 ]
  br i1 %233, label %334, label %310

310:                                              ; preds = %308
  %311 = getelementptr inbounds i8, ptr %232, i64 8
  %312 = load atomic i64, ptr %311 acquire, align 8
  %313 = icmp eq i64 %312, 4294967297
  %314 = trunc i64 %312 to i32
  br i1 %313, label %315, label %323

315:                                              ; preds = %310
  store i32 0, ptr %311, align 8, !tbaa !24
  %316 = getelementptr inbounds i8, ptr %232, i64 12
  store i32 0, ptr %316, align 4, !tbaa !26
  %317 = load ptr, ptr %232, align 8, !tbaa !27
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %232) #25
  %320 = load ptr, ptr %232, align 8, !tbaa !27
  %321 = getelementptr inbounds i8, ptr %320, i64 24
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %232) #25
  br label %334

323:                                              ; preds = %310
  %324 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %325 = icmp eq i8 %324, 0
  br i1 %325, label %328, label %326

326:                                              ; preds = %323
  %327 = add nsw i32 %314, -1
  store i32 %327, ptr %311, align 4, !tbaa !5
  br label %330

328:                                              ; preds = %323
  %329 = atomicrmw volatile add ptr %311, i32 -1 acq_rel, align 4
  br label %330

330:                                              ; preds = %328, %326
  %331 = phi i32 [ %314, %326 ], [ %329, %328 ]
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %334, !prof !30

333:                                              ; preds = %330
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %232) #25
  br label %334

334:                                              ; preds = %333, %330, %315, %308
  %335 = load ptr, ptr %259, align 8, !tbaa !22
  %336 = icmp eq ptr %335, null
  br i1 %336, label %346, label %337

337:                                              ; preds = %334
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  %342 = load i32, ptr %338, align 4, !tbaa !5
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %338, align 4, !tbaa !5
  br label %346

344:                                              ; preds = %337
  %345 = atomicrmw volatile add ptr %338, i32 1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %341, %334
  %347 = load ptr, ptr %272, align 8, !tbaa !22
  %348 = icmp eq ptr %347, null
  br i1 %348, label %358, label %349

349:                                              ; preds = %346
  %350 = getelementptr inbounds i8, ptr %347, i64 8
  %351 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %352 = icmp eq i8 %351, 0
  br i1 %352, label %356, label %353

353:                                              ; preds = %349
  %354 = load i32, ptr %350, align 4, !tbaa !5
  %355 = add nsw i32 %354, 1
  store i32 %355, ptr %350, align 4, !tbaa !5
  br label %358

356:                                              ; preds = %349
  %357 = atomicrmw volatile add ptr %350, i32 1 acq_rel, align 4
  br label %358

358:                                              ; preds = %356, %353, %346
  br i1 %336, label %368, label %359

359:                                              ; preds = %358
  %360 = getelementptr inbounds i8, ptr %335, i64 8
  %361 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %362 = icmp eq i8 %361, 0
  br i1 %362, label %366, label %363

363:                                              ; preds = %359
  %364 = load i32, ptr %360, align 4, !tbaa !5
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr %360, align 4, !tbaa !5
  br label %368

366:                                              ; preds = %359
  %367 = atomicrmw volatile add ptr %360, i32 1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %363, %358
  br i1 %348, label %401, label %369

369:                                              ; preds = %368
  %370 = getelementptr inbounds i8, ptr %347, i64 8
  %371 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %372 = icmp eq i8 %371, 0
  br i1 %372, label %376, label %373

373:                                              ; preds = %369
  %374 = load i32, ptr %370, align 4, !tbaa !5
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr %370, align 4, !tbaa !5
  br label %378

376:                                              ; preds = %369
  %377 = atomicrmw volatile add ptr %370, i32 1 acq_rel, align 4
  br label %378

378:                                              ; preds = %376, %373
  %379 = load atomic i64, ptr %370 acquire, align 8
  %380 = icmp eq i64 %379, 4294967297
  %381 = trunc i64 %379 to i32
  br i1 %380, label %382, label %390

382:                                              ; preds = %378
  store i32 0, ptr %370, align 8, !tbaa !24
  %383 = getelementptr inbounds i8, ptr %347, i64 12
  store i32 0, ptr %383, align 4, !tbaa !26
  %384 = load ptr, ptr %347, align 8, !tbaa !27
  %385 = getelementptr inbounds i8, ptr %384, i64 16
  %386 = load ptr, ptr %385, align 8
  call void %386(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  %387 = load ptr, ptr %347, align 8, !tbaa !27
  %388 = getelementptr inbounds i8, ptr %387, i64 24
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %401

390:                                              ; preds = %378
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %395, label %393

393:                                              ; preds = %390
  %394 = add nsw i32 %381, -1
  store i32 %394, ptr %370, align 4, !tbaa !5
  br label %397

395:                                              ; preds = %390
  %396 = atomicrmw volatile add ptr %370, i32 -1 acq_rel, align 4
  br label %397

397:                                              ; preds = %395, %393
  %398 = phi i32 [ %381, %393 ], [ %396, %395 ]
  %399 = icmp eq i32 %398, 1
  br i1 %399, label %400, label %401, !prof !30

400:                                              ; preds = %397
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %401

401:                                              ; preds = %400, %397, %382, %368
  br i1 %336, label %426, label %402

402:                                              ; preds = %401
  %403 = getelementptr inbounds i8, ptr %335, i64 8
  %404 = load atomic i64, ptr %403 acquire, align 8
  %405 = icmp eq i64 %404, 4294967297
  %406 = trunc i64 %404 to i32
  br i1 %405, label %407, label %415

407:                                              ; preds = %402
  store i32 0, ptr %403, align 8, !tbaa !24
  %408 = getelementptr inbounds i8, ptr %335, i64 12
  store i32 0, ptr %408, align 4, !tbaa !26
  %409 = load ptr, ptr %335, align 8, !tbaa !27
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  %412 = load ptr, ptr %335, align 8, !tbaa !27
  %413 = getelementptr inbounds i8, ptr %412, i64 24
  %414 = load ptr, ptr %413, align 8
  call void %414(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %426

415:                                              ; preds = %402
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %420, label %418

418:                                              ; preds = %415
  %419 = add nsw i32 %406, -1
  store i32 %419, ptr %403, align 4, !tbaa !5
  br label %422

420:                                              ; preds = %415
  %421 = atomicrmw volatile add ptr %403, i32 -1 acq_rel, align 4
  br label %422

422:                                              ; preds = %420, %418
  %423 = phi i32 [ %406, %418 ], [ %421, %420 ]
  %424 = icmp eq i32 %423, 1
  br i1 %424, label %425, label %426, !prof !30

425:                                              ; preds = %422
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %426

426:                                              ; preds = %425, %422, %407, %401
  br i1 %348, label %451, label %427

427:                                              ; preds = %426
  %428 = getelementptr inbounds i8, ptr %347, i64 8
  %429 = load atomic i64, ptr %428 acquire, align 8
  %430 = icmp eq i64 %429, 4294967297
  %431 = trunc i64 %429 to i32
  br i1 %430, label %432, label %440

432:                                              ; preds = %427
  store i32 0, ptr %428, align 8, !tbaa !24
  %433 = getelementptr inbounds i8, ptr %347, i64 12
  store i32 0, ptr %433, align 4, !tbaa !26
  %434 = load ptr, ptr %347, align 8, !tbaa !27
  %435 = getelementptr inbounds i8, ptr %434, i64 16
  %436 = load ptr, ptr %435, align 8
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  %437 = load ptr, ptr %347, align 8, !tbaa !27
  %438 = getelementptr inbounds i8, ptr %437, i64 24
  %439 = load ptr, ptr %438, align 8
  call void %439(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %451

440:                                              ; preds = %427
  %441 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %442 = icmp eq i8 %441, 0
  br i1 %442, label %445, label %443

443:                                              ; preds = %440
  %444 = add nsw i32 %431, -1
  store i32 %444, ptr %428, align 4, !tbaa !5
  br label %447

445:                                              ; preds = %440
  %446 = atomicrmw volatile add ptr %428, i32 -1 acq_rel, align 4
  br label %447

447:                                              ; preds = %445, %443
  %448 = phi i32 [ %431, %443 ], [ %446, %445 ]
  %449 = icmp eq i32 %448, 1
  br i1 %449, label %450, label %451, !prof !30

450:                                              ; preds = %447
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %451

451:                                              ; preds = %450, %447, %432, %426
  br i1 %336, label %476, label %452

452:                                              ; preds = %451
  %453 = getelementptr inbounds i8, ptr %335, i64 8
  %454 = load atomic i64, ptr %453 acquire, align 8
  %455 = icmp eq i64 %454, 4294967297
  %456 = trunc i64 %454 to i32
  br i1 %455, label %457, label %465

457:                                              ; preds = %452
  store i32 0, ptr %453, align 8, !tbaa !24
  %458 = getelementptr inbounds i8, ptr %335, i64 12
  store i32 0, ptr %458, align 4, !tbaa !26
  %459 = load ptr, ptr %335, align 8, !tbaa !27
  %460 = getelementptr inbounds i8, ptr %459, i64 16
  %461 = load ptr, ptr %460, align 8
  call void %461(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  %462 = load ptr, ptr %335, align 8, !tbaa !27
  %463 = getelementptr inbounds i8, ptr %462, i64 24
  %464 = load ptr, ptr %463, align 8
  call void %464(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %476

465:                                              ; preds = %452
  %466 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %467 = icmp eq i8 %466, 0
  br i1 %467, label %470, label %468

468:                                              ; preds = %465
  %469 = add nsw i32 %456, -1
  store i32 %469, ptr %453, align 4, !tbaa !5
  br label %472

470:                                              ; preds = %465
  %471 = atomicrmw volatile add ptr %453, i32 -1 acq_rel, align 4
  br label %472

472:                                              ; preds = %470, %468
  %473 = phi i32 [ %456, %468 ], [ %471, %470 ]
  %474 = icmp eq i32 %473, 1
  br i1 %474, label %475, label %476, !prof !30

475:                                              ; preds = %472
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %476

476:                                              ; preds = %475, %472, %457, %451
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %477 unwind label %749

477:                                              ; preds = %476
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  %478 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %478, align 16, !alias.scope !139
  %479 = load <2 x i64>, ptr %227, align 8
  store <2 x i64> %479, ptr %11, align 16, !tbaa !33, !alias.scope !139
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i1 noundef zeroext false, i32 noundef 2)
          to label %480 unwind label %749

480:                                              ; preds = %477
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %481 = getelementptr inbounds i8, ptr %16, i64 16
  %482 = load ptr, ptr %258, align 8, !tbaa !114
  store ptr %482, ptr %481, align 8, !tbaa !114
  %483 = getelementptr inbounds i8, ptr %16, i64 24
  %484 = load ptr, ptr %259, align 8, !tbaa !22
  store ptr null, ptr %259, align 8, !tbaa !22
  store ptr %484, ptr %483, align 8, !tbaa !22
  store ptr null, ptr %258, align 8, !tbaa !114
  %485 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %485, ptr noundef nonnull align 8 dereferenceable(40) %270, i64 40, i1 false)
  %486 = getelementptr inbounds i8, ptr %16, i64 72
  %487 = load ptr, ptr %271, align 8, !tbaa !114
  store ptr %487, ptr %486, align 8, !tbaa !114
  %488 = getelementptr inbounds i8, ptr %16, i64 80
  %489 = load ptr, ptr %272, align 8, !tbaa !22
  store ptr null, ptr %272, align 8, !tbaa !22
  store ptr %489, ptr %488, align 8, !tbaa !22
  store ptr null, ptr %271, align 8, !tbaa !114
  %490 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %490, ptr noundef nonnull align 8 dereferenceable(40) %309, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9)
  %491 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #24
          to label %492 unwind label %751

492:                                              ; preds = %480
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %493 = icmp eq ptr %484, null
  br i1 %493, label %505, label %494

494:                                              ; preds = %492
  %495 = getelementptr inbounds i8, ptr %484, i64 8
  %496 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %497 = icmp eq i8 %496, 0
  br i1 %497, label %501, label %498

498:                                              ; preds = %494
  %499 = load i32, ptr %495, align 4, !tbaa !5, !noalias !142
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr %495, align 4, !tbaa !5, !noalias !142
  br label %505

501:                                              ; preds = %494
  %502 = atomicrmw volatile add ptr %495, i32 1 acq_rel, align 4, !noalias !142
  %503 = load ptr, ptr %486, align 8, !tbaa !114, !noalias !142
  %504 = load ptr, ptr %488, align 8, !tbaa !22, !noalias !142
  br label %505

505:                                              ; preds = %501, %498, %492
  %506 = phi ptr [ %504, %501 ], [ %489, %498 ], [ %489, %492 ]
  %507 = phi ptr [ %503, %501 ], [ %487, %498 ], [ %487, %492 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull readonly align 8 dereferenceable(40) %485, i64 40, i1 false), !noalias !142
  %508 = icmp eq ptr %506, null
  br i1 %508, label %518, label %509

509:                                              ; preds = %505
  %510 = getelementptr inbounds i8, ptr %506, i64 8
  %511 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %512 = icmp eq i8 %511, 0
  br i1 %512, label %516, label %513

513:                                              ; preds = %509
  %514 = load i32, ptr %510, align 4, !tbaa !5, !noalias !142
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr %510, align 4, !tbaa !5, !noalias !142
  br label %518

516:                                              ; preds = %509
  %517 = atomicrmw volatile add ptr %510, i32 1 acq_rel, align 4, !noalias !142
  br label %518

518:                                              ; preds = %516, %513, %505
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull readonly align 8 dereferenceable(40) %490, i64 40, i1 false), !noalias !142
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %491, align 8, !tbaa !27, !noalias !142
  %519 = getelementptr inbounds i8, ptr %491, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %519, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !142
  %520 = getelementptr inbounds i8, ptr %491, i64 24
  store ptr %482, ptr %520, align 8, !tbaa !114, !noalias !142
  %521 = getelementptr inbounds i8, ptr %491, i64 32
  store ptr %484, ptr %521, align 8, !tbaa !22, !noalias !142
  br i1 %493, label %531, label %522

522:                                              ; preds = %518
  %523 = getelementptr inbounds i8, ptr %484, i64 8
  %524 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %525 = icmp eq i8 %524, 0
  br i1 %525, label %529, label %526

526:                                              ; preds = %522
  %527 = load i32, ptr %523, align 4, !tbaa !5, !noalias !142
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr %523, align 4, !tbaa !5, !noalias !142
  br label %531

529:                                              ; preds = %522
  %530 = atomicrmw volatile add ptr %523, i32 1 acq_rel, align 4, !noalias !142
  br label %531

531:                                              ; preds = %529, %526, %518
  %532 = getelementptr inbounds i8, ptr %491, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %532, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false), !noalias !142
  %533 = getelementptr inbounds i8, ptr %491, i64 80
  store ptr %507, ptr %533, align 8, !tbaa !114, !noalias !142
  %534 = getelementptr inbounds i8, ptr %491, i64 88
  store ptr %506, ptr %534, align 8, !tbaa !22, !noalias !142
  br i1 %508, label %544, label %535

535:                                              ; preds = %531
  %536 = getelementptr inbounds i8, ptr %506, i64 8
  %537 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %538 = icmp eq i8 %537, 0
  br i1 %538, label %542, label %539

539:                                              ; preds = %535
  %540 = load i32, ptr %536, align 4, !tbaa !5, !noalias !142
  %541 = add nsw i32 %540, 1
  store i32 %541, ptr %536, align 4, !tbaa !5, !noalias !142
  br label %546

542:                                              ; preds = %535
  %543 = atomicrmw volatile add ptr %536, i32 1 acq_rel, align 4, !noalias !142
  br label %546

544:                                              ; preds = %531
  %545 = getelementptr inbounds i8, ptr %491, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %545, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !142
  br label %570

546:                                              ; preds = %542, %539
  %547 = getelementptr inbounds i8, ptr %491, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %547, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !142
  %548 = load atomic i64, ptr %536 acquire, align 8, !noalias !142
  %549 = icmp eq i64 %548, 4294967297
  %550 = trunc i64 %548 to i32
  br i1 %549, label %551, label %559

551:                                              ; preds = %546
  store i32 0, ptr %536, align 8, !tbaa !24, !noalias !142
  %552 = getelementptr inbounds i8, ptr %506, i64 12
  store i32 0, ptr %552, align 4, !tbaa !26, !noalias !142
  %553 = load ptr, ptr %506, align 8, !tbaa !27, !noalias !142
  %554 = getelementptr inbounds i8, ptr %553, i64 16
  %555 = load ptr, ptr %554, align 8, !noalias !142
  call void %555(ptr noundef nonnull align 8 dereferenceable(16) %506) #25, !noalias !142
  %556 = load ptr, ptr %506, align 8, !tbaa !27, !noalias !142
  %557 = getelementptr inbounds i8, ptr %556, i64 24
  %558 = load ptr, ptr %557, align 8, !noalias !142
  call void %558(ptr noundef nonnull align 8 dereferenceable(16) %506) #25, !noalias !142
  br label %570

559:                                              ; preds = %546
  %560 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %561 = icmp eq i8 %560, 0
  br i1 %561, label %564, label %562

562:                                              ; preds = %559
  %563 = add nsw i32 %550, -1
  store i32 %563, ptr %536, align 4, !tbaa !5, !noalias !142
  br label %566

564:                                              ; preds = %559
  %565 = atomicrmw volatile add ptr %536, i32 -1 acq_rel, align 4, !noalias !142
  br label %566

566:                                              ; preds = %564, %562
  %567 = phi i32 [ %550, %562 ], [ %565, %564 ]
  %568 = icmp eq i32 %567, 1
  br i1 %568, label %569, label %570, !prof !30

569:                                              ; preds = %566
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %506) #25, !noalias !142
  br label %570

570:                                              ; preds = %569, %566, %551, %544
  br i1 %493, label %595, label %571

571:                                              ; preds = %570
  %572 = getelementptr inbounds i8, ptr %484, i64 8
  %573 = load atomic i64, ptr %572 acquire, align 8, !noalias !142
  %574 = icmp eq i64 %573, 4294967297
  %575 = trunc i64 %573 to i32
  br i1 %574, label %576, label %584

576:                                              ; preds = %571
  store i32 0, ptr %572, align 8, !tbaa !24, !noalias !142
  %577 = getelementptr inbounds i8, ptr %484, i64 12
  store i32 0, ptr %577, align 4, !tbaa !26, !noalias !142
  %578 = load ptr, ptr %484, align 8, !tbaa !27, !noalias !142
  %579 = getelementptr inbounds i8, ptr %578, i64 16
  %580 = load ptr, ptr %579, align 8, !noalias !142
  call void %580(ptr noundef nonnull align 8 dereferenceable(16) %484) #25, !noalias !142
  %581 = load ptr, ptr %484, align 8, !tbaa !27, !noalias !142
  %582 = getelementptr inbounds i8, ptr %581, i64 24
  %583 = load ptr, ptr %582, align 8, !noalias !142
  call void %583(ptr noundef nonnull align 8 dereferenceable(16) %484) #25, !noalias !142
  br label %595

584:                                              ; preds = %571
  %585 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !142
  %586 = icmp eq i8 %585, 0
  br i1 %586, label %589, label %587

587:                                              ; preds = %584
  %588 = add nsw i32 %575, -1
  store i32 %588, ptr %572, align 4, !tbaa !5, !noalias !142
  br label %591

589:                                              ; preds = %584
  %590 = atomicrmw volatile add ptr %572, i32 -1 acq_rel, align 4, !noalias !142
  br label %591

591:                                              ; preds = %589, %587
  %592 = phi i32 [ %575, %587 ], [ %590, %589 ]
  %593 = icmp eq i32 %592, 1
  br i1 %593, label %594, label %595, !prof !30

594:                                              ; preds = %591
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %484) #25, !noalias !142
  br label %595

595:                                              ; preds = %594, %591, %576, %570
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9)
  %596 = getelementptr inbounds i8, ptr %1, i64 152
  %597 = load ptr, ptr %596, align 8, !tbaa !13
  store ptr %491, ptr %596, align 8, !tbaa !13
  %598 = icmp eq ptr %597, null
  br i1 %598, label %603, label %599

599:                                              ; preds = %595
  %600 = load ptr, ptr %597, align 8, !tbaa !27
  %601 = getelementptr inbounds i8, ptr %600, i64 16
  %602 = load ptr, ptr %601, align 8
  call void %602(ptr noundef nonnull align 8 dereferenceable(8) %597) #25
  br label %603

603:                                              ; preds = %599, %595
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %604 unwind label %751

604:                                              ; preds = %603
  %605 = load ptr, ptr %596, align 8, !tbaa !13
  %606 = load ptr, ptr %605, align 8, !tbaa !27
  %607 = load ptr, ptr %606, align 8
  %608 = invoke noundef ptr %607(ptr noundef nonnull align 8 dereferenceable(8) %605)
          to label %609 unwind label %751

609:                                              ; preds = %604
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8AddBlockEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.114") align 8 %10)
          to label %610 unwind label %751

610:                                              ; preds = %609
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %608, ptr noundef nonnull align 8 dereferenceable(24) %10, i1 noundef zeroext false)
          to label %611 unwind label %628

611:                                              ; preds = %610
  %612 = load ptr, ptr %10, align 8, !tbaa !145
  %613 = icmp eq ptr %612, null
  br i1 %613, label %620, label %614

614:                                              ; preds = %611
  %615 = getelementptr inbounds i8, ptr %10, i64 16
  %616 = load ptr, ptr %615, align 8, !tbaa !147
  %617 = ptrtoint ptr %616 to i64
  %618 = ptrtoint ptr %612 to i64
  %619 = sub i64 %617, %618
  call void @_ZdlPvm(ptr noundef nonnull %612, i64 noundef %619) #27
  br label %620

620:                                              ; preds = %614, %611
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  %621 = invoke noalias noundef nonnull dereferenceable(55) ptr @_Znam(i64 noundef 55) #24
          to label %622 unwind label %751

622:                                              ; preds = %620
  %623 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(54) %621, ptr noundef nonnull align 1 dereferenceable(54) @.str.28, i64 54, i1 false)
  %624 = getelementptr inbounds i8, ptr %621, i64 54
  store i8 0, ptr %624, align 1, !tbaa !29
  %625 = load ptr, ptr %623, align 8, !tbaa !13
  store ptr %621, ptr %623, align 8, !tbaa !13
  %626 = icmp eq ptr %625, null
  br i1 %626, label %639, label %627

627:                                              ; preds = %622
  call void @_ZdaPv(ptr noundef nonnull %625) #27
  br label %639

628:                                              ; preds = %610
  %629 = landingpad { ptr, i32 }
          cleanup
  %630 = load ptr, ptr %10, align 8, !tbaa !145
  %631 = icmp eq ptr %630, null
  br i1 %631, label %638, label %632

632:                                              ; preds = %628
  %633 = getelementptr inbounds i8, ptr %10, i64 16
  %634 = load ptr, ptr %633, align 8, !tbaa !147
  %635 = ptrtoint ptr %634 to i64
  %636 = ptrtoint ptr %630 to i64
  %637 = sub i64 %635, %636
  call void @_ZdlPvm(ptr noundef nonnull %630, i64 noundef %637) #27
  br label %638

638:                                              ; preds = %632, %628
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  br label %753

639:                                              ; preds = %627, %622
  %640 = load ptr, ptr %488, align 8, !tbaa !22
  %641 = icmp eq ptr %640, null
  br i1 %641, label %666, label %642

642:                                              ; preds = %639
  %643 = getelementptr inbounds i8, ptr %640, i64 8
  %644 = load atomic i64, ptr %643 acquire, align 8
  %645 = icmp eq i64 %644, 4294967297
  %646 = trunc i64 %644 to i32
  br i1 %645, label %647, label %655

647:                                              ; preds = %642
  store i32 0, ptr %643, align 8, !tbaa !24
  %648 = getelementptr inbounds i8, ptr %640, i64 12
  store i32 0, ptr %648, align 4, !tbaa !26
  %649 = load ptr, ptr %640, align 8, !tbaa !27
  %650 = getelementptr inbounds i8, ptr %649, i64 16
  %651 = load ptr, ptr %650, align 8
  call void %651(ptr noundef nonnull align 8 dereferenceable(16) %640) #25
  %652 = load ptr, ptr %640, align 8, !tbaa !27
  %653 = getelementptr inbounds i8, ptr %652, i64 24
  %654 = load ptr, ptr %653, align 8
  call void %654(ptr noundef nonnull align 8 dereferenceable(16) %640) #25
  br label %666

655:                                              ; preds = %642
  %656 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %657 = icmp eq i8 %656, 0
  br i1 %657, label %660, label %658

658:                                              ; preds = %655
  %659 = add nsw i32 %646, -1
  store i32 %659, ptr %643, align 4, !tbaa !5
  br label %662

660:                                              ; preds = %655
  %661 = atomicrmw volatile add ptr %643, i32 -1 acq_rel, align 4
  br label %662

662:                                              ; preds = %660, %658
  %663 = phi i32 [ %646, %658 ], [ %661, %660 ]
  %664 = icmp eq i32 %663, 1
  br i1 %664, label %665, label %666, !prof !30

665:                                              ; preds = %662
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %640) #25
  br label %666

666:                                              ; preds = %665, %662, %647, %639
  %667 = load ptr, ptr %483, align 8, !tbaa !22
  %668 = icmp eq ptr %667, null
  br i1 %668, label %693, label %669

669:                                              ; preds = %666
  %670 = getelementptr inbounds i8, ptr %667, i64 8
  %671 = load atomic i64, ptr %670 acquire, align 8
  %672 = icmp eq i64 %671, 4294967297
  %673 = trunc i64 %671 to i32
  br i1 %672, label %674, label %682

674:                                              ; preds = %669
  store i32 0, ptr %670, align 8, !tbaa !24
  %675 = getelementptr inbounds i8, ptr %667, i64 12
  store i32 0, ptr %675, align 4, !tbaa !26
  %676 = load ptr, ptr %667, align 8, !tbaa !27
  %677 = getelementptr inbounds i8, ptr %676, i64 16
  %678 = load ptr, ptr %677, align 8
  call void %678(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  %679 = load ptr, ptr %667, align 8, !tbaa !27
  %680 = getelementptr inbounds i8, ptr %679, i64 24
  %681 = load ptr, ptr %680, align 8
  call void %681(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  br label %693

682:                                              ; preds = %669
  %683 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %684 = icmp eq i8 %683, 0
  br i1 %684, label %687, label %685

685:                                              ; preds = %682
  %686 = add nsw i32 %673, -1
  store i32 %686, ptr %670, align 4, !tbaa !5
  br label %689

687:                                              ; preds = %682
  %688 = atomicrmw volatile add ptr %670, i32 -1 acq_rel, align 4
  br label %689

689:                                              ; preds = %687, %685
  %690 = phi i32 [ %673, %685 ], [ %688, %687 ]
  %691 = icmp eq i32 %690, 1
  br i1 %691, label %692, label %693, !prof !30

692:                                              ; preds = %689
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  br label %693

693:                                              ; preds = %692, %689, %674, %666
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %694 unwind label %749

694:                                              ; preds = %693
  %695 = load ptr, ptr %272, align 8, !tbaa !22
  %696 = icmp eq ptr %695, null
  br i1 %696, label %721, label %697

697:                                              ; preds = %694
  %698 = getelementptr inbounds i8, ptr %695, i64 8
  %699 = load atomic i64, ptr %698 acquire, align 8
  %700 = icmp eq i64 %699, 4294967297
  %701 = trunc i64 %699 to i32
  br i1 %700, label %702, label %710

702:                                              ; preds = %697
  store i32 0, ptr %698, align 8, !tbaa !24
  %703 = getelementptr inbounds i8, ptr %695, i64 12
  store i32 0, ptr %703, align 4, !tbaa !26
  %704 = load ptr, ptr %695, align 8, !tbaa !27
  %705 = getelementptr inbounds i8, ptr %704, i64 16
  %706 = load ptr, ptr %705, align 8
  call void %706(ptr noundef nonnull align 8 dereferenceable(16) %695) #25
  %707 = load ptr, ptr %695, align 8, !tbaa !27
  %708 = getelementptr inbounds i8, ptr %707, i64 24
  %709 = load ptr, ptr %708, align 8
  call void %709(ptr noundef nonnull align 8 dereferenceable(16) %695) #25
  br label %721

710:                                              ; preds = %697
  %711 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %712 = icmp eq i8 %711, 0
  br i1 %712, label %715, label %713

713:                                              ; preds = %710
  %714 = add nsw i32 %701, -1
  store i32 %714, ptr %698, align 4, !tbaa !5
  br label %717

715:                                              ; preds = %710
  %716 = atomicrmw volatile add ptr %698, i32 -1 acq_rel, align 4
  br label %717

717:                                              ; preds = %715, %713
  %718 = phi i32 [ %701, %713 ], [ %716, %715 ]
  %719 = icmp eq i32 %718, 1
  br i1 %719, label %720, label %721, !prof !30

720:                                              ; preds = %717
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %695) #25
  br label %721

721:                                              ; preds = %720, %717, %702, %694
  %722 = load ptr, ptr %259, align 8, !tbaa !22
  %723 = icmp eq ptr %722, null
  br i1 %723, label %748, label %724

724:                                              ; preds = %721
  %725 = getelementptr inbounds i8, ptr %722, i64 8
  %726 = load atomic i64, ptr %725 acquire, align 8
  %727 = icmp eq i64 %726, 4294967297
  %728 = trunc i64 %726 to i32
  br i1 %727, label %729, label %737

729:                                              ; preds = %724
  store i32 0, ptr %725, align 8, !tbaa !24
  %730 = getelementptr inbounds i8, ptr %722, i64 12
  store i32 0, ptr %730, align 4, !tbaa !26
  %731 = load ptr, ptr %722, align 8, !tbaa !27
  %732 = getelementptr inbounds i8, ptr %731, i64 16
  %733 = load ptr, ptr %732, align 8
  call void %733(ptr noundef nonnull align 8 dereferenceable(16) %722) #25
  %734 = load ptr, ptr %722, align 8, !tbaa !27
  %735 = getelementptr inbounds i8, ptr %734, i64 24
  %736 = load ptr, ptr %735, align 8
  call void %736(ptr noundef nonnull align 8 dereferenceable(16) %722) #25
  br label %748

737:                                              ; preds = %724
  %738 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %739 = icmp eq i8 %738, 0
  br i1 %739, label %742, label %740

740:                                              ; preds = %737
  %741 = add nsw i32 %728, -1
  store i32 %741, ptr %725, align 4, !tbaa !5
  br label %744

742:                                              ; preds = %737
  %743 = atomicrmw volatile add ptr %725, i32 -1 acq_rel, align 4
  br label %744

744:                                              ; preds = %742, %740
  %745 = phi i32 [ %728, %740 ], [ %743, %742 ]
  %746 = icmp eq i32 %745, 1
  br i1 %746, label %747, label %748, !prof !30

747:                                              ; preds = %744
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %722) #25
  br label %748

748:                                              ; preds = %747, %744, %729, %721
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #25
  br label %1127

749:                                              ; preds = %693, %477, %476
  %750 = landingpad { ptr, i32 }
          cleanup
  br label %755

751:                                              ; preds = %620, %609, %604, %603, %480
  %752 = landingpad { ptr, i32 }
          cleanup
  br label %753

753:                                              ; preds = %751, %638
  %754 = phi { ptr, i32 } [ %752, %751 ], [ %629, %638 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %16) #25
  br label %755

755:                                              ; preds = %753, %749
  %756 = phi { ptr, i32 } [ %750, %749 ], [ %754, %753 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %13) #25
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #25
  br label %1125

757:                                              ; preds = %226
  %758 = load ptr, ptr %183, align 8, !tbaa !22
  %759 = icmp eq ptr %758, null
  br i1 %759, label %769, label %760

760:                                              ; preds = %757
  %761 = getelementptr inbounds i8, ptr %758, i64 8
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %767, label %764

764:                                              ; preds = %760
  %765 = load i32, ptr %761, align 4, !tbaa !5
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr %761, align 4, !tbaa !5
  br label %769

767:                                              ; preds = %760
  %768 = atomicrmw volatile add ptr %761, i32 1 acq_rel, align 4
  br label %769

769:                                              ; preds = %767, %764, %757
  %770 = load ptr, ptr %199, align 8, !tbaa !22
  %771 = icmp eq ptr %770, null
  br i1 %771, label %781, label %772

772:                                              ; preds = %769
  %773 = getelementptr inbounds i8, ptr %770, i64 8
  %774 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %775 = icmp eq i8 %774, 0
  br i1 %775, label %779, label %776

776:                                              ; preds = %772
  %777 = load i32, ptr %773, align 4, !tbaa !5
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr %773, align 4, !tbaa !5
  br label %781

779:                                              ; preds = %772
  %780 = atomicrmw volatile add ptr %773, i32 1 acq_rel, align 4
  br label %781

781:                                              ; preds = %779, %776, %769
  br i1 %759, label %791, label %782

782:                                              ; preds = %781
  %783 = getelementptr inbounds i8, ptr %758, i64 8
  %784 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %785 = icmp eq i8 %784, 0
  br i1 %785, label %789, label %786

786:                                              ; preds = %782
  %787 = load i32, ptr %783, align 4, !tbaa !5
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr %783, align 4, !tbaa !5
  br label %791

789:                                              ; preds = %782
  %790 = atomicrmw volatile add ptr %783, i32 1 acq_rel, align 4
  br label %791

791:                                              ; preds = %789, %786, %781
  br i1 %771, label %824, label %792

792:                                              ; preds = %791
  %793 = getelementptr inbounds i8, ptr %770, i64 8
  %794 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %799, label %796

796:                                              ; preds = %792
  %797 = load i32, ptr %793, align 4, !tbaa !5
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %793, align 4, !tbaa !5
  br label %801

799:                                              ; preds = %792
  %800 = atomicrmw volatile add ptr %793, i32 1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %796
  %802 = load atomic i64, ptr %793 acquire, align 8
  %803 = icmp eq i64 %802, 4294967297
  %804 = trunc i64 %802 to i32
  br i1 %803, label %805, label %813

805:                                              ; preds = %801
  store i32 0, ptr %793, align 8, !tbaa !24
  %806 = getelementptr inbounds i8, ptr %770, i64 12
  store i32 0, ptr %806, align 4, !tbaa !26
  %807 = load ptr, ptr %770, align 8, !tbaa !27
  %808 = getelementptr inbounds i8, ptr %807, i64 16
  %809 = load ptr, ptr %808, align 8
  call void %809(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  %810 = load ptr, ptr %770, align 8, !tbaa !27
  %811 = getelementptr inbounds i8, ptr %810, i64 24
  %812 = load ptr, ptr %811, align 8
  call void %812(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  br label %824

813:                                              ; preds = %801
  %814 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %815 = icmp eq i8 %814, 0
  br i1 %815, label %818, label %816

816:                                              ; preds = %813
  %817 = add nsw i32 %804, -1
  store i32 %817, ptr %793, align 4, !tbaa !5
  br label %820

818:                                              ; preds = %813
  %819 = atomicrmw volatile add ptr %793, i32 -1 acq_rel, align 4
  br label %820

820:                                              ; preds = %818, %816
  %821 = phi i32 [ %804, %816 ], [ %819, %818 ]
  %822 = icmp eq i32 %821, 1
  br i1 %822, label %823, label %824, !prof !30

823:                                              ; preds = %820
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  br label %824

824:                                              ; preds = %823, %820, %805, %791
  br i1 %759, label %849, label %825

825:                                              ; preds = %824
  %826 = getelementptr inbounds i8, ptr %758, i64 8
  %827 = load atomic i64, ptr %826 acquire, align 8
  %828 = icmp eq i64 %827, 4294967297
  %829 = trunc i64 %827 to i32
  br i1 %828, label %830, label %838

830:                                              ; preds = %825
  store i32 0, ptr %826, align 8, !tbaa !24
  %831 = getelementptr inbounds i8, ptr %758, i64 12
  store i32 0, ptr %831, align 4, !tbaa !26
  %832 = load ptr, ptr %758, align 8, !tbaa !27
  %833 = getelementptr inbounds i8, ptr %832, i64 16
  %834 = load ptr, ptr %833, align 8
  call void %834(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  %835 = load ptr, ptr %758, align 8, !tbaa !27
  %836 = getelementptr inbounds i8, ptr %835, i64 24
  %837 = load ptr, ptr %836, align 8
  call void %837(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  br label %849

838:                                              ; preds = %825
  %839 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %843, label %841

841:                                              ; preds = %838
  %842 = add nsw i32 %829, -1
  store i32 %842, ptr %826, align 4, !tbaa !5
  br label %845

843:                                              ; preds = %838
  %844 = atomicrmw volatile add ptr %826, i32 -1 acq_rel, align 4
  br label %845

845:                                              ; preds = %843, %841
  %846 = phi i32 [ %829, %841 ], [ %844, %843 ]
  %847 = icmp eq i32 %846, 1
  br i1 %847, label %848, label %849, !prof !30

848:                                              ; preds = %845
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  br label %849

849:                                              ; preds = %848, %845, %830, %824
  br i1 %771, label %874, label %850

850:                                              ; preds = %849
  %851 = getelementptr inbounds i8, ptr %770, i64 8
  %852 = load atomic i64, ptr %851 acquire, align 8
  %853 = icmp eq i64 %852, 4294967297
  %854 = trunc i64 %852 to i32
  br i1 %853, label %855, label %863

855:                                              ; preds = %850
  store i32 0, ptr %851, align 8, !tbaa !24
  %856 = getelementptr inbounds i8, ptr %770, i64 12
  store i32 0, ptr %856, align 4, !tbaa !26
  %857 = load ptr, ptr %770, align 8, !tbaa !27
  %858 = getelementptr inbounds i8, ptr %857, i64 16
  %859 = load ptr, ptr %858, align 8
  call void %859(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  %860 = load ptr, ptr %770, align 8, !tbaa !27
  %861 = getelementptr inbounds i8, ptr %860, i64 24
  %862 = load ptr, ptr %861, align 8
  call void %862(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  br label %874

863:                                              ; preds = %850
  %864 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %865 = icmp eq i8 %864, 0
  br i1 %865, label %868, label %866

866:                                              ; preds = %863
  %867 = add nsw i32 %854, -1
  store i32 %867, ptr %851, align 4, !tbaa !5
  br label %870

868:                                              ; preds = %863
  %869 = atomicrmw volatile add ptr %851, i32 -1 acq_rel, align 4
  br label %870

870:                                              ; preds = %868, %866
  %871 = phi i32 [ %854, %866 ], [ %869, %868 ]
  %872 = icmp eq i32 %871, 1
  br i1 %872, label %873, label %874, !prof !30

873:                                              ; preds = %870
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %770) #25
  br label %874

874:                                              ; preds = %873, %870, %855, %849
  br i1 %759, label %899, label %875

875:                                              ; preds = %874
  %876 = getelementptr inbounds i8, ptr %758, i64 8
  %877 = load atomic i64, ptr %876 acquire, align 8
  %878 = icmp eq i64 %877, 4294967297
  %879 = trunc i64 %877 to i32
  br i1 %878, label %880, label %888

880:                                              ; preds = %875
  store i32 0, ptr %876, align 8, !tbaa !24
  %881 = getelementptr inbounds i8, ptr %758, i64 12
  store i32 0, ptr %881, align 4, !tbaa !26
  %882 = load ptr, ptr %758, align 8, !tbaa !27
  %883 = getelementptr inbounds i8, ptr %882, i64 16
  %884 = load ptr, ptr %883, align 8
  call void %884(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  %885 = load ptr, ptr %758, align 8, !tbaa !27
  %886 = getelementptr inbounds i8, ptr %885, i64 24
  %887 = load ptr, ptr %886, align 8
  call void %887(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  br label %899

888:                                              ; preds = %875
  %889 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %890 = icmp eq i8 %889, 0
  br i1 %890, label %893, label %891

891:                                              ; preds = %888
  %892 = add nsw i32 %879, -1
  store i32 %892, ptr %876, align 4, !tbaa !5
  br label %895

893:                                              ; preds = %888
  %894 = atomicrmw volatile add ptr %876, i32 -1 acq_rel, align 4
  br label %895

895:                                              ; preds = %893, %891
  %896 = phi i32 [ %879, %891 ], [ %894, %893 ]
  %897 = icmp eq i32 %896, 1
  br i1 %897, label %898, label %899, !prof !30

898:                                              ; preds = %895
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %758) #25
  br label %899

899:                                              ; preds = %898, %895, %880, %874
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %900 unwind label %1181

900:                                              ; preds = %899
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %901 unwind label %1181

901:                                              ; preds = %900
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %902 = getelementptr inbounds i8, ptr %6, i64 8
  %903 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %903, align 8, !alias.scope !148
  store i64 8, ptr %6, align 8, !tbaa !33, !alias.scope !148
  store i64 16, ptr %902, align 8, !tbaa !33, !alias.scope !148
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %904 unwind label %1181

904:                                              ; preds = %901
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %905 = load ptr, ptr %18, align 8, !tbaa !114
  store ptr %905, ptr %17, align 8, !tbaa !114
  %906 = getelementptr inbounds i8, ptr %17, i64 8
  %907 = load ptr, ptr %183, align 8, !tbaa !22
  store ptr null, ptr %183, align 8, !tbaa !22
  store ptr %907, ptr %906, align 8, !tbaa !22
  store ptr null, ptr %18, align 8, !tbaa !114
  %908 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %908, ptr noundef nonnull align 8 dereferenceable(40) %196, i64 40, i1 false)
  %909 = getelementptr inbounds i8, ptr %17, i64 56
  %910 = load ptr, ptr %197, align 8, !tbaa !114
  store ptr %910, ptr %909, align 8, !tbaa !114
  %911 = getelementptr inbounds i8, ptr %17, i64 64
  %912 = load ptr, ptr %199, align 8, !tbaa !22
  store ptr null, ptr %199, align 8, !tbaa !22
  store ptr %912, ptr %911, align 8, !tbaa !22
  store ptr null, ptr %197, align 8, !tbaa !114
  %913 = getelementptr inbounds i8, ptr %17, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %913, ptr noundef nonnull align 8 dereferenceable(40) %212, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %914 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #24
          to label %915 unwind label %1121

915:                                              ; preds = %904
  %916 = icmp eq ptr %907, null
  br i1 %916, label %928, label %917

917:                                              ; preds = %915
  %918 = getelementptr inbounds i8, ptr %907, i64 8
  %919 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %920 = icmp eq i8 %919, 0
  br i1 %920, label %924, label %921

921:                                              ; preds = %917
  %922 = load i32, ptr %918, align 4, !tbaa !5, !noalias !151
  %923 = add nsw i32 %922, 1
  store i32 %923, ptr %918, align 4, !tbaa !5, !noalias !151
  br label %928

924:                                              ; preds = %917
  %925 = atomicrmw volatile add ptr %918, i32 1 acq_rel, align 4, !noalias !151
  %926 = load ptr, ptr %909, align 8, !tbaa !114, !noalias !151
  %927 = load ptr, ptr %911, align 8, !tbaa !22, !noalias !151
  br label %928

928:                                              ; preds = %924, %921, %915
  %929 = phi ptr [ %927, %924 ], [ %912, %921 ], [ %912, %915 ]
  %930 = phi ptr [ %926, %924 ], [ %910, %921 ], [ %910, %915 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %908, i64 40, i1 false), !noalias !151
  %931 = icmp eq ptr %929, null
  br i1 %931, label %941, label %932

932:                                              ; preds = %928
  %933 = getelementptr inbounds i8, ptr %929, i64 8
  %934 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %935 = icmp eq i8 %934, 0
  br i1 %935, label %939, label %936

936:                                              ; preds = %932
  %937 = load i32, ptr %933, align 4, !tbaa !5, !noalias !151
  %938 = add nsw i32 %937, 1
  store i32 %938, ptr %933, align 4, !tbaa !5, !noalias !151
  br label %941

939:                                              ; preds = %932
  %940 = atomicrmw volatile add ptr %933, i32 1 acq_rel, align 4, !noalias !151
  br label %941

941:                                              ; preds = %939, %936, %928
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %913, i64 40, i1 false), !noalias !151
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %914, align 8, !tbaa !27, !noalias !151
  %942 = getelementptr inbounds i8, ptr %914, i64 8
  store ptr %905, ptr %942, align 8, !tbaa !114, !noalias !151
  %943 = getelementptr inbounds i8, ptr %914, i64 16
  store ptr %907, ptr %943, align 8, !tbaa !22, !noalias !151
  br i1 %916, label %953, label %944

944:                                              ; preds = %941
  %945 = getelementptr inbounds i8, ptr %907, i64 8
  %946 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %947 = icmp eq i8 %946, 0
  br i1 %947, label %951, label %948

948:                                              ; preds = %944
  %949 = load i32, ptr %945, align 4, !tbaa !5, !noalias !151
  %950 = add nsw i32 %949, 1
  store i32 %950, ptr %945, align 4, !tbaa !5, !noalias !151
  br label %953

951:                                              ; preds = %944
  %952 = atomicrmw volatile add ptr %945, i32 1 acq_rel, align 4, !noalias !151
  br label %953

953:                                              ; preds = %951, %948, %941
  %954 = getelementptr inbounds i8, ptr %914, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %954, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !151
  %955 = getelementptr inbounds i8, ptr %914, i64 64
  store ptr %930, ptr %955, align 8, !tbaa !114, !noalias !151
  %956 = getelementptr inbounds i8, ptr %914, i64 72
  store ptr %929, ptr %956, align 8, !tbaa !22, !noalias !151
  br i1 %931, label %966, label %957

957:                                              ; preds = %953
  %958 = getelementptr inbounds i8, ptr %929, i64 8
  %959 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %960 = icmp eq i8 %959, 0
  br i1 %960, label %964, label %961

961:                                              ; preds = %957
  %962 = load i32, ptr %958, align 4, !tbaa !5, !noalias !151
  %963 = add nsw i32 %962, 1
  store i32 %963, ptr %958, align 4, !tbaa !5, !noalias !151
  br label %968

964:                                              ; preds = %957
  %965 = atomicrmw volatile add ptr %958, i32 1 acq_rel, align 4, !noalias !151
  br label %968

966:                                              ; preds = %953
  %967 = getelementptr inbounds i8, ptr %914, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %967, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !151
  br label %992

968:                                              ; preds = %964, %961
  %969 = getelementptr inbounds i8, ptr %914, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %969, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !151
  %970 = load atomic i64, ptr %958 acquire, align 8, !noalias !151
  %971 = icmp eq i64 %970, 4294967297
  %972 = trunc i64 %970 to i32
  br i1 %971, label %973, label %981

973:                                              ; preds = %968
  store i32 0, ptr %958, align 8, !tbaa !24, !noalias !151
  %974 = getelementptr inbounds i8, ptr %929, i64 12
  store i32 0, ptr %974, align 4, !tbaa !26, !noalias !151
  %975 = load ptr, ptr %929, align 8, !tbaa !27, !noalias !151
  %976 = getelementptr inbounds i8, ptr %975, i64 16
  %977 = load ptr, ptr %976, align 8, !noalias !151
  call void %977(ptr noundef nonnull align 8 dereferenceable(16) %929) #25, !noalias !151
  %978 = load ptr, ptr %929, align 8, !tbaa !27, !noalias !151
  %979 = getelementptr inbounds i8, ptr %978, i64 24
  %980 = load ptr, ptr %979, align 8, !noalias !151
  call void %980(ptr noundef nonnull align 8 dereferenceable(16) %929) #25, !noalias !151
  br label %992

981:                                              ; preds = %968
  %982 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %983 = icmp eq i8 %982, 0
  br i1 %983, label %986, label %984

984:                                              ; preds = %981
  %985 = add nsw i32 %972, -1
  store i32 %985, ptr %958, align 4, !tbaa !5, !noalias !151
  br label %988

986:                                              ; preds = %981
  %987 = atomicrmw volatile add ptr %958, i32 -1 acq_rel, align 4, !noalias !151
  br label %988

988:                                              ; preds = %986, %984
  %989 = phi i32 [ %972, %984 ], [ %987, %986 ]
  %990 = icmp eq i32 %989, 1
  br i1 %990, label %991, label %992, !prof !30

991:                                              ; preds = %988
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %929) #25, !noalias !151
  br label %992

992:                                              ; preds = %991, %988, %973, %966
  br i1 %916, label %1017, label %993

993:                                              ; preds = %992
  %994 = getelementptr inbounds i8, ptr %907, i64 8
  %995 = load atomic i64, ptr %994 acquire, align 8, !noalias !151
  %996 = icmp eq i64 %995, 4294967297
  %997 = trunc i64 %995 to i32
  br i1 %996, label %998, label %1006

998:                                              ; preds = %993
  store i32 0, ptr %994, align 8, !tbaa !24, !noalias !151
  %999 = getelementptr inbounds i8, ptr %907, i64 12
  store i32 0, ptr %999, align 4, !tbaa !26, !noalias !151
  %1000 = load ptr, ptr %907, align 8, !tbaa !27, !noalias !151
  %1001 = getelementptr inbounds i8, ptr %1000, i64 16
  %1002 = load ptr, ptr %1001, align 8, !noalias !151
  call void %1002(ptr noundef nonnull align 8 dereferenceable(16) %907) #25, !noalias !151
  %1003 = load ptr, ptr %907, align 8, !tbaa !27, !noalias !151
  %1004 = getelementptr inbounds i8, ptr %1003, i64 24
  %1005 = load ptr, ptr %1004, align 8, !noalias !151
  call void %1005(ptr noundef nonnull align 8 dereferenceable(16) %907) #25, !noalias !151
  br label %1017

1006:                                             ; preds = %993
  %1007 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !151
  %1008 = icmp eq i8 %1007, 0
  br i1 %1008, label %1011, label %1009

1009:                                             ; preds = %1006
  %1010 = add nsw i32 %997, -1
  store i32 %1010, ptr %994, align 4, !tbaa !5, !noalias !151
  br label %1013

1011:                                             ; preds = %1006
  %1012 = atomicrmw volatile add ptr %994, i32 -1 acq_rel, align 4, !noalias !151
  br label %1013

1013:                                             ; preds = %1011, %1009
  %1014 = phi i32 [ %997, %1009 ], [ %1012, %1011 ]
  %1015 = icmp eq i32 %1014, 1
  br i1 %1015, label %1016, label %1017, !prof !30

1016:                                             ; preds = %1013
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %907) #25, !noalias !151
  br label %1017

1017:                                             ; preds = %1016, %1013, %998, %992
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %1018 = getelementptr inbounds i8, ptr %1, i64 152
  %1019 = load ptr, ptr %1018, align 8, !tbaa !13
  store ptr %914, ptr %1018, align 8, !tbaa !13
  %1020 = icmp eq ptr %1019, null
  br i1 %1020, label %1025, label %1021

1021:                                             ; preds = %1017
  %1022 = load ptr, ptr %1019, align 8, !tbaa !27
  %1023 = getelementptr inbounds i8, ptr %1022, i64 16
  %1024 = load ptr, ptr %1023, align 8
  call void %1024(ptr noundef nonnull align 8 dereferenceable(8) %1019) #25
  br label %1025

1025:                                             ; preds = %1021, %1017
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1026 unwind label %1121

1026:                                             ; preds = %1025
  %1027 = load ptr, ptr %1018, align 8, !tbaa !13
  %1028 = load ptr, ptr %1027, align 8, !tbaa !27
  %1029 = load ptr, ptr %1028, align 8
  %1030 = invoke noundef ptr %1029(ptr noundef nonnull align 8 dereferenceable(8) %1027)
          to label %1031 unwind label %1121

1031:                                             ; preds = %1026
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !154)
  %1032 = getelementptr inbounds i8, ptr %5, i64 16
  %1033 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24
          to label %1034 unwind label %1121

1034:                                             ; preds = %1031
  store ptr %1033, ptr %5, align 8, !tbaa !145, !alias.scope !154
  %1035 = getelementptr inbounds i8, ptr %1033, i64 24
  store ptr %1035, ptr %1032, align 8, !tbaa !147, !alias.scope !154
  %1036 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26242250178560, ptr %1033, align 4, !noalias !154
  %1037 = getelementptr inbounds i8, ptr %1033, i64 8
  store i32 0, ptr %1037, align 4, !tbaa !5, !noalias !154
  %1038 = getelementptr inbounds i8, ptr %1033, i64 12
  store i64 26242250178560, ptr %1038, align 4, !noalias !154
  %1039 = getelementptr inbounds i8, ptr %1033, i64 20
  store i32 56, ptr %1039, align 4, !tbaa !5, !noalias !154
  store ptr %1035, ptr %1036, align 8, !tbaa !157, !alias.scope !154
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1030, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1040 unwind label %1056

1040:                                             ; preds = %1034
  %1041 = load ptr, ptr %5, align 8, !tbaa !145
  %1042 = icmp eq ptr %1041, null
  br i1 %1042, label %1048, label %1043

1043:                                             ; preds = %1040
  %1044 = load ptr, ptr %1032, align 8, !tbaa !147
  %1045 = ptrtoint ptr %1044 to i64
  %1046 = ptrtoint ptr %1041 to i64
  %1047 = sub i64 %1045, %1046
  call void @_ZdlPvm(ptr noundef nonnull %1041, i64 noundef %1047) #27
  br label %1048

1048:                                             ; preds = %1043, %1040
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1049 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #24
          to label %1050 unwind label %1121

1050:                                             ; preds = %1048
  %1051 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1049, ptr noundef nonnull align 1 dereferenceable(13) @.str.25, i64 13, i1 false)
  %1052 = getelementptr inbounds i8, ptr %1049, i64 13
  store i8 0, ptr %1052, align 1, !tbaa !29
  %1053 = load ptr, ptr %1051, align 8, !tbaa !13
  store ptr %1049, ptr %1051, align 8, !tbaa !13
  %1054 = icmp eq ptr %1053, null
  br i1 %1054, label %1066, label %1055

1055:                                             ; preds = %1050
  call void @_ZdaPv(ptr noundef nonnull %1053) #27
  br label %1066

1056:                                             ; preds = %1034
  %1057 = landingpad { ptr, i32 }
          cleanup
  %1058 = load ptr, ptr %5, align 8, !tbaa !145
  %1059 = icmp eq ptr %1058, null
  br i1 %1059, label %1065, label %1060

1060:                                             ; preds = %1056
  %1061 = load ptr, ptr %1032, align 8, !tbaa !147
  %1062 = ptrtoint ptr %1061 to i64
  %1063 = ptrtoint ptr %1058 to i64
  %1064 = sub i64 %1062, %1063
  call void @_ZdlPvm(ptr noundef nonnull %1058, i64 noundef %1064) #27
  br label %1065

1065:                                             ; preds = %1060, %1056
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1123

1066:                                             ; preds = %1055, %1050
  %1067 = load ptr, ptr %911, align 8, !tbaa !22
  %1068 = icmp eq ptr %1067, null
  br i1 %1068, label %1093, label %1069

1069:                                             ; preds = %1066
  %1070 = getelementptr inbounds i8, ptr %1067, i64 8
  %1071 = load atomic i64, ptr %1070 acquire, align 8
  %1072 = icmp eq i64 %1071, 4294967297
  %1073 = trunc i64 %1071 to i32
  br i1 %1072, label %1074, label %1082

1074:                                             ; preds = %1069
  store i32 0, ptr %1070, align 8, !tbaa !24
  %1075 = getelementptr inbounds i8, ptr %1067, i64 12
  store i32 0, ptr %1075, align 4, !tbaa !26
  %1076 = load ptr, ptr %1067, align 8, !tbaa !27
  %1077 = getelementptr inbounds i8, ptr %1076, i64 16
  %1078 = load ptr, ptr %1077, align 8
  call void %1078(ptr noundef nonnull align 8 dereferenceable(16) %1067) #25
  %1079 = load ptr, ptr %1067, align 8, !tbaa !27
  %1080 = getelementptr inbounds i8, ptr %1079, i64 24
  %1081 = load ptr, ptr %1080, align 8
  call void %1081(ptr noundef nonnull align 8 dereferenceable(16) %1067) #25
  br label %1093

1082:                                             ; preds = %1069
  %1083 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1084 = icmp eq i8 %1083, 0
  br i1 %1084, label %1087, label %1085

1085:                                             ; preds = %1082
  %1086 = add nsw i32 %1073, -1
  store i32 %1086, ptr %1070, align 4, !tbaa !5
  br label %1089

1087:                                             ; preds = %1082
  %1088 = atomicrmw volatile add ptr %1070, i32 -1 acq_rel, align 4
  br label %1089

1089:                                             ; preds = %1087, %1085
  %1090 = phi i32 [ %1073, %1085 ], [ %1088, %1087 ]
  %1091 = icmp eq i32 %1090, 1
  br i1 %1091, label %1092, label %1093, !prof !30

1092:                                             ; preds = %1089
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1067) #25
  br label %1093

1093:                                             ; preds = %1092, %1089, %1074, %1066
  %1094 = load ptr, ptr %906, align 8, !tbaa !22
  %1095 = icmp eq ptr %1094, null
  br i1 %1095, label %1120, label %1096

1096:                                             ; preds = %1093
  %1097 = getelementptr inbounds i8, ptr %1094, i64 8
  %1098 = load atomic i64, ptr %1097 acquire, align 8
  %1099 = icmp eq i64 %1098, 4294967297
  %1100 = trunc i64 %1098 to i32
  br i1 %1099, label %1101, label %1109

1101:                                             ; preds = %1096
  store i32 0, ptr %1097, align 8, !tbaa !24
  %1102 = getelementptr inbounds i8, ptr %1094, i64 12
  store i32 0, ptr %1102, align 4, !tbaa !26
  %1103 = load ptr, ptr %1094, align 8, !tbaa !27
  %1104 = getelementptr inbounds i8, ptr %1103, i64 16
  %1105 = load ptr, ptr %1104, align 8
  call void %1105(ptr noundef nonnull align 8 dereferenceable(16) %1094) #25
  %1106 = load ptr, ptr %1094, align 8, !tbaa !27
  %1107 = getelementptr inbounds i8, ptr %1106, i64 24
  %1108 = load ptr, ptr %1107, align 8
  call void %1108(ptr noundef nonnull align 8 dereferenceable(16) %1094) #25
  br label %1120

1109:                                             ; preds = %1096
  %1110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1111 = icmp eq i8 %1110, 0
  br i1 %1111, label %1114, label %1112

1112:                                             ; preds = %1109
  %1113 = add nsw i32 %1100, -1
  store i32 %1113, ptr %1097, align 4, !tbaa !5
  br label %1116

1114:                                             ; preds = %1109
  %1115 = atomicrmw volatile add ptr %1097, i32 -1 acq_rel, align 4
  br label %1116

1116:                                             ; preds = %1114, %1112
  %1117 = phi i32 [ %1100, %1112 ], [ %1115, %1114 ]
  %1118 = icmp eq i32 %1117, 1
  br i1 %1118, label %1119, label %1120, !prof !30

1119:                                             ; preds = %1116
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1094) #25
  br label %1120

1120:                                             ; preds = %1119, %1116, %1101, %1093
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1127 unwind label %1181

1121:                                             ; preds = %1048, %1031, %1026, %1025, %904
  %1122 = landingpad { ptr, i32 }
          cleanup
  br label %1123

1123:                                             ; preds = %1121, %1065
  %1124 = phi { ptr, i32 } [ %1122, %1121 ], [ %1057, %1065 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %17) #25
  br label %1125

1125:                                             ; preds = %1123, %755
  %1126 = phi { ptr, i32 } [ %756, %755 ], [ %1124, %1123 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  br label %1183

1127:                                             ; preds = %1120, %748
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17)
  %1128 = load ptr, ptr %199, align 8, !tbaa !22
  %1129 = icmp eq ptr %1128, null
  br i1 %1129, label %1154, label %1130

1130:                                             ; preds = %1127
  %1131 = getelementptr inbounds i8, ptr %1128, i64 8
  %1132 = load atomic i64, ptr %1131 acquire, align 8
  %1133 = icmp eq i64 %1132, 4294967297
  %1134 = trunc i64 %1132 to i32
  br i1 %1133, label %1135, label %1143

1135:                                             ; preds = %1130
  store i32 0, ptr %1131, align 8, !tbaa !24
  %1136 = getelementptr inbounds i8, ptr %1128, i64 12
  store i32 0, ptr %1136, align 4, !tbaa !26
  %1137 = load ptr, ptr %1128, align 8, !tbaa !27
  %1138 = getelementptr inbounds i8, ptr %1137, i64 16
  %1139 = load ptr, ptr %1138, align 8
  call void %1139(ptr noundef nonnull align 8 dereferenceable(16) %1128) #25
  %1140 = load ptr, ptr %1128, align 8, !tbaa !27
  %1141 = getelementptr inbounds i8, ptr %1140, i64 24
  %1142 = load ptr, ptr %1141, align 8
  call void %1142(ptr noundef nonnull align 8 dereferenceable(16) %1128) #25
  br label %1154

1143:                                             ; preds = %1130
  %1144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1145 = icmp eq i8 %1144, 0
  br i1 %1145, label %1148, label %1146

1146:                                             ; preds = %1143
  %1147 = add nsw i32 %1134, -1
  store i32 %1147, ptr %1131, align 4, !tbaa !5
  br label %1150

1148:                                             ; preds = %1143
  %1149 = atomicrmw volatile add ptr %1131, i32 -1 acq_rel, align 4
  br label %1150

1150:                                             ; preds = %1148, %1146
  %1151 = phi i32 [ %1134, %1146 ], [ %1149, %1148 ]
  %1152 = icmp eq i32 %1151, 1
  br i1 %1152, label %1153, label %1154, !prof !30

1153:                                             ; preds = %1150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1128) #25
  br label %1154

1154:                                             ; preds = %1153, %1150, %1135, %1127
  %1155 = load ptr, ptr %183, align 8, !tbaa !22
  %1156 = icmp eq ptr %1155, null
  br i1 %1156, label %1185, label %1157

1157:                                             ; preds = %1154
  %1158 = getelementptr inbounds i8, ptr %1155, i64 8
  %1159 = load atomic i64, ptr %1158 acquire, align 8
  %1160 = icmp eq i64 %1159, 4294967297
  %1161 = trunc i64 %1159 to i32
  br i1 %1160, label %1162, label %1170

1162:                                             ; preds = %1157
  store i32 0, ptr %1158, align 8, !tbaa !24
  %1163 = getelementptr inbounds i8, ptr %1155, i64 12
  store i32 0, ptr %1163, align 4, !tbaa !26
  %1164 = load ptr, ptr %1155, align 8, !tbaa !27
  %1165 = getelementptr inbounds i8, ptr %1164, i64 16
  %1166 = load ptr, ptr %1165, align 8
  call void %1166(ptr noundef nonnull align 8 dereferenceable(16) %1155) #25
  %1167 = load ptr, ptr %1155, align 8, !tbaa !27
  %1168 = getelementptr inbounds i8, ptr %1167, i64 24
  %1169 = load ptr, ptr %1168, align 8
  call void %1169(ptr noundef nonnull align 8 dereferenceable(16) %1155) #25
  br label %1185

1170:                                             ; preds = %1157
  %1171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1172 = icmp eq i8 %1171, 0
  br i1 %1172, label %1175, label %1173

1173:                                             ; preds = %1170
  %1174 = add nsw i32 %1161, -1
  store i32 %1174, ptr %1158, align 4, !tbaa !5
  br label %1177

1175:                                             ; preds = %1170
  %1176 = atomicrmw volatile add ptr %1158, i32 -1 acq_rel, align 4
  br label %1177

1177:                                             ; preds = %1175, %1173
  %1178 = phi i32 [ %1161, %1173 ], [ %1176, %1175 ]
  %1179 = icmp eq i32 %1178, 1
  br i1 %1179, label %1180, label %1185, !prof !30

1180:                                             ; preds = %1177
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1155) #25
  br label %1185

1181:                                             ; preds = %1120, %901, %900, %899, %225, %223, %211
  %1182 = landingpad { ptr, i32 }
          cleanup
  br label %1183

1183:                                             ; preds = %1181, %1125, %221
  %1184 = phi { ptr, i32 } [ %1182, %1181 ], [ %222, %221 ], [ %1126, %1125 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %18) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %29) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %29) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %27) #25
  br label %1301

1185:                                             ; preds = %1180, %1177, %1162, %1154
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18)
  %1186 = load ptr, ptr %166, align 8, !tbaa !22
  %1187 = icmp eq ptr %1186, null
  br i1 %1187, label %1212, label %1188

1188:                                             ; preds = %1185
  %1189 = getelementptr inbounds i8, ptr %1186, i64 8
  %1190 = load atomic i64, ptr %1189 acquire, align 8
  %1191 = icmp eq i64 %1190, 4294967297
  %1192 = trunc i64 %1190 to i32
  br i1 %1191, label %1193, label %1201

1193:                                             ; preds = %1188
  store i32 0, ptr %1189, align 8, !tbaa !24
  %1194 = getelementptr inbounds i8, ptr %1186, i64 12
  store i32 0, ptr %1194, align 4, !tbaa !26
  %1195 = load ptr, ptr %1186, align 8, !tbaa !27
  %1196 = getelementptr inbounds i8, ptr %1195, i64 16
  %1197 = load ptr, ptr %1196, align 8
  call void %1197(ptr noundef nonnull align 8 dereferenceable(16) %1186) #25
  %1198 = load ptr, ptr %1186, align 8, !tbaa !27
  %1199 = getelementptr inbounds i8, ptr %1198, i64 24
  %1200 = load ptr, ptr %1199, align 8
  call void %1200(ptr noundef nonnull align 8 dereferenceable(16) %1186) #25
  br label %1212

1201:                                             ; preds = %1188
  %1202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1203 = icmp eq i8 %1202, 0
  br i1 %1203, label %1206, label %1204

1204:                                             ; preds = %1201
  %1205 = add nsw i32 %1192, -1
  store i32 %1205, ptr %1189, align 4, !tbaa !5
  br label %1208

1206:                                             ; preds = %1201
  %1207 = atomicrmw volatile add ptr %1189, i32 -1 acq_rel, align 4
  br label %1208

1208:                                             ; preds = %1206, %1204
  %1209 = phi i32 [ %1192, %1204 ], [ %1207, %1206 ]
  %1210 = icmp eq i32 %1209, 1
  br i1 %1210, label %1211, label %1212, !prof !30

1211:                                             ; preds = %1208
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1186) #25
  br label %1212

1212:                                             ; preds = %1211, %1208, %1193, %1185
  %1213 = load ptr, ptr %148, align 8, !tbaa !22
  %1214 = icmp eq ptr %1213, null
  br i1 %1214, label %1239, label %1215

1215:                                             ; preds = %1212
  %1216 = getelementptr inbounds i8, ptr %1213, i64 8
  %1217 = load atomic i64, ptr %1216 acquire, align 8
  %1218 = icmp eq i64 %1217, 4294967297
  %1219 = trunc i64 %1217 to i32
  br i1 %1218, label %1220, label %1228

1220:                                             ; preds = %1215
  store i32 0, ptr %1216, align 8, !tbaa !24
  %1221 = getelementptr inbounds i8, ptr %1213, i64 12
  store i32 0, ptr %1221, align 4, !tbaa !26
  %1222 = load ptr, ptr %1213, align 8, !tbaa !27
  %1223 = getelementptr inbounds i8, ptr %1222, i64 16
  %1224 = load ptr, ptr %1223, align 8
  call void %1224(ptr noundef nonnull align 8 dereferenceable(16) %1213) #25
  %1225 = load ptr, ptr %1213, align 8, !tbaa !27
  %1226 = getelementptr inbounds i8, ptr %1225, i64 24
  %1227 = load ptr, ptr %1226, align 8
  call void %1227(ptr noundef nonnull align 8 dereferenceable(16) %1213) #25
  br label %1239

1228:                                             ; preds = %1215
  %1229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1230 = icmp eq i8 %1229, 0
  br i1 %1230, label %1233, label %1231

1231:                                             ; preds = %1228
  %1232 = add nsw i32 %1219, -1
  store i32 %1232, ptr %1216, align 4, !tbaa !5
  br label %1235

1233:                                             ; preds = %1228
  %1234 = atomicrmw volatile add ptr %1216, i32 -1 acq_rel, align 4
  br label %1235

1235:                                             ; preds = %1233, %1231
  %1236 = phi i32 [ %1219, %1231 ], [ %1234, %1233 ]
  %1237 = icmp eq i32 %1236, 1
  br i1 %1237, label %1238, label %1239, !prof !30

1238:                                             ; preds = %1235
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1213) #25
  br label %1239

1239:                                             ; preds = %1238, %1235, %1220, %1212
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %29) #25
  %1240 = load ptr, ptr %167, align 8, !tbaa !22
  %1241 = icmp eq ptr %1240, null
  br i1 %1241, label %1266, label %1242

1242:                                             ; preds = %1239
  %1243 = getelementptr inbounds i8, ptr %1240, i64 8
  %1244 = load atomic i64, ptr %1243 acquire, align 8
  %1245 = icmp eq i64 %1244, 4294967297
  %1246 = trunc i64 %1244 to i32
  br i1 %1245, label %1247, label %1255

1247:                                             ; preds = %1242
  store i32 0, ptr %1243, align 8, !tbaa !24
  %1248 = getelementptr inbounds i8, ptr %1240, i64 12
  store i32 0, ptr %1248, align 4, !tbaa !26
  %1249 = load ptr, ptr %1240, align 8, !tbaa !27
  %1250 = getelementptr inbounds i8, ptr %1249, i64 16
  %1251 = load ptr, ptr %1250, align 8
  call void %1251(ptr noundef nonnull align 8 dereferenceable(16) %1240) #25
  %1252 = load ptr, ptr %1240, align 8, !tbaa !27
  %1253 = getelementptr inbounds i8, ptr %1252, i64 24
  %1254 = load ptr, ptr %1253, align 8
  call void %1254(ptr noundef nonnull align 8 dereferenceable(16) %1240) #25
  br label %1266

1255:                                             ; preds = %1242
  %1256 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1257 = icmp eq i8 %1256, 0
  br i1 %1257, label %1260, label %1258

1258:                                             ; preds = %1255
  %1259 = add nsw i32 %1246, -1
  store i32 %1259, ptr %1243, align 4, !tbaa !5
  br label %1262

1260:                                             ; preds = %1255
  %1261 = atomicrmw volatile add ptr %1243, i32 -1 acq_rel, align 4
  br label %1262

1262:                                             ; preds = %1260, %1258
  %1263 = phi i32 [ %1246, %1258 ], [ %1261, %1260 ]
  %1264 = icmp eq i32 %1263, 1
  br i1 %1264, label %1265, label %1266, !prof !30

1265:                                             ; preds = %1262
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1240) #25
  br label %1266

1266:                                             ; preds = %1265, %1262, %1247, %1239
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #25
  %1267 = load ptr, ptr %149, align 8, !tbaa !22
  %1268 = icmp eq ptr %1267, null
  br i1 %1268, label %1305, label %1269

1269:                                             ; preds = %1266
  %1270 = getelementptr inbounds i8, ptr %1267, i64 8
  %1271 = load atomic i64, ptr %1270 acquire, align 8
  %1272 = icmp eq i64 %1271, 4294967297
  %1273 = trunc i64 %1271 to i32
  br i1 %1272, label %1274, label %1282

1274:                                             ; preds = %1269
  store i32 0, ptr %1270, align 8, !tbaa !24
  %1275 = getelementptr inbounds i8, ptr %1267, i64 12
  store i32 0, ptr %1275, align 4, !tbaa !26
  %1276 = load ptr, ptr %1267, align 8, !tbaa !27
  %1277 = getelementptr inbounds i8, ptr %1276, i64 16
  %1278 = load ptr, ptr %1277, align 8
  call void %1278(ptr noundef nonnull align 8 dereferenceable(16) %1267) #25
  %1279 = load ptr, ptr %1267, align 8, !tbaa !27
  %1280 = getelementptr inbounds i8, ptr %1279, i64 24
  %1281 = load ptr, ptr %1280, align 8
  call void %1281(ptr noundef nonnull align 8 dereferenceable(16) %1267) #25
  br label %1305

1282:                                             ; preds = %1269
  %1283 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1284 = icmp eq i8 %1283, 0
  br i1 %1284, label %1287, label %1285

1285:                                             ; preds = %1282
  %1286 = add nsw i32 %1273, -1
  store i32 %1286, ptr %1270, align 4, !tbaa !5
  br label %1289

1287:                                             ; preds = %1282
  %1288 = atomicrmw volatile add ptr %1270, i32 -1 acq_rel, align 4
  br label %1289

1289:                                             ; preds = %1287, %1285
  %1290 = phi i32 [ %1273, %1285 ], [ %1288, %1287 ]
  %1291 = icmp eq i32 %1290, 1
  br i1 %1291, label %1292, label %1305, !prof !30

1292:                                             ; preds = %1289
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1267) #25
  br label %1305

1293:                                             ; preds = %2
  %1294 = landingpad { ptr, i32 }
          cleanup
  br label %1295

1295:                                             ; preds = %1293, %36
  %1296 = phi { ptr, i32 } [ %1294, %1293 ], [ %37, %36 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  br label %1303

1297:                                             ; preds = %87
  %1298 = landingpad { ptr, i32 }
          cleanup
  br label %1299

1299:                                             ; preds = %1297, %95
  %1300 = phi { ptr, i32 } [ %1298, %1297 ], [ %96, %95 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  br label %1301

1301:                                             ; preds = %1299, %1183
  %1302 = phi { ptr, i32 } [ %1184, %1183 ], [ %1300, %1299 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1303

1303:                                             ; preds = %1301, %1295
  %1304 = phi { ptr, i32 } [ %1302, %1301 ], [ %1296, %1295 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
  resume { ptr, i32 } %1304

1305:                                             ; preds = %1266, %1274, %1289, %1292
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #19 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !13
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !13
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !158
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.91", align 16
  %10 = alloca %"class.sycl::_V1::range.93", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !159
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !159
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !162
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !162
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !162
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !165
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !165
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #24
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !106
  store ptr %39, ptr %37, align 8, !tbaa !106
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !108

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !94
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1026, i32 1028
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !86
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !93, !range !60, !noundef !61
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #27
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %121, align 8, !tbaa !168
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #24
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !106
  store ptr %137, ptr %135, align 8, !tbaa !106
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !108

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #27
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.16)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #25
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !168
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !94
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !114
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !21
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !26
  %19 = load ptr, ptr %10, align 8, !tbaa !27
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !5
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !30

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !31

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !19
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !32
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
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
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.91", align 16
  %10 = alloca %"class.sycl::_V1::range.93", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %15, ptr %9, align 16, !tbaa !33, !alias.scope !170
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %16, align 16, !tbaa !33, !alias.scope !170
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !173
  %17 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %17, align 8, !tbaa !33, !alias.scope !173
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %18, align 8, !tbaa !33, !alias.scope !173
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load <2 x i64>, ptr %19, align 8
  store <2 x i64> %21, ptr %11, align 16, !tbaa !33, !alias.scope !176
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %22, align 16, !tbaa !33, !alias.scope !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  %23 = load i64, ptr %6, align 8
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = getelementptr inbounds i8, ptr %6, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !13
  %27 = load ptr, ptr %24, align 8, !tbaa !13
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = icmp eq ptr %26, %27
  br i1 %31, label %58, label %32

32:                                               ; preds = %8
  %33 = icmp ugt i64 %30, 9223372036854775792
  br i1 %33, label %34, label %35, !prof !30

34:                                               ; preds = %32
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

35:                                               ; preds = %32
  %36 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %30) #24
  br label %37

37:                                               ; preds = %54, %35
  %38 = phi ptr [ %56, %54 ], [ %36, %35 ]
  %39 = phi ptr [ %55, %54 ], [ %27, %35 ]
  %40 = load ptr, ptr %39, align 8, !tbaa !106
  store ptr %40, ptr %38, align 8, !tbaa !106
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !22
  store ptr %43, ptr %41, align 8, !tbaa !22
  %44 = icmp eq ptr %43, null
  br i1 %44, label %54, label %45

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %46, align 4, !tbaa !5
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %46, align 4, !tbaa !5
  br label %54

52:                                               ; preds = %45
  %53 = atomicrmw volatile add ptr %46, i32 1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %49, %37
  %55 = getelementptr inbounds i8, ptr %39, i64 16
  %56 = getelementptr inbounds i8, ptr %38, i64 16
  %57 = icmp eq ptr %55, %26
  br i1 %57, label %58, label %37, !llvm.loop !108

58:                                               ; preds = %54, %8
  %59 = phi ptr [ null, %8 ], [ %36, %54 ]
  %60 = phi ptr [ null, %8 ], [ %56, %54 ]
  %61 = getelementptr inbounds i8, ptr %59, i64 %30
  store i64 %23, ptr %12, align 8
  %62 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %59, ptr %62, align 8, !tbaa !19
  %63 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %60, ptr %63, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %61, ptr %64, align 8, !tbaa !32
  %65 = load ptr, ptr %1, align 8, !tbaa !94
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

68:                                               ; preds = %58
  %69 = getelementptr inbounds i8, ptr %1, i64 32
  %70 = load i64, ptr %69, align 8, !tbaa !86
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i8, ptr %71, align 8, !tbaa !93, !range !60, !noundef !61
  %73 = trunc nuw i8 %72 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i32 noundef 1024, ptr noundef nonnull %65, i32 noundef 2, i32 noundef 4, i64 noundef %70, i1 noundef zeroext %73, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %74 unwind label %232

74:                                               ; preds = %68
  %75 = icmp eq ptr %59, %60
  br i1 %75, label %110, label %76

76:                                               ; preds = %74, %105
  %77 = phi ptr [ %106, %105 ], [ %59, %74 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !22
  %80 = icmp eq ptr %79, null
  br i1 %80, label %105, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %79, i64 8
  %83 = load atomic i64, ptr %82 acquire, align 8
  %84 = icmp eq i64 %83, 4294967297
  %85 = trunc i64 %83 to i32
  br i1 %84, label %86, label %94

86:                                               ; preds = %81
  store i32 0, ptr %82, align 8, !tbaa !24
  %87 = getelementptr inbounds i8, ptr %79, i64 12
  store i32 0, ptr %87, align 4, !tbaa !26
  %88 = load ptr, ptr %79, align 8, !tbaa !27
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %79) #25
  %91 = load ptr, ptr %79, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %91, i64 24
  %93 = load ptr, ptr %92, align 8
  tail call void %93(ptr noundef nonnull align 8 dereferenceable(16) %79) #25
  br label %105

94:                                               ; preds = %81
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %99, label %97

97:                                               ; preds = %94
  %98 = add nsw i32 %85, -1
  store i32 %98, ptr %82, align 4, !tbaa !5
  br label %101

99:                                               ; preds = %94
  %100 = atomicrmw volatile add ptr %82, i32 -1 acq_rel, align 4
  br label %101

101:                                              ; preds = %99, %97
  %102 = phi i32 [ %85, %97 ], [ %100, %99 ]
  %103 = icmp eq i32 %102, 1
  br i1 %103, label %104, label %105, !prof !30

104:                                              ; preds = %101
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %79) #25
  br label %105

105:                                              ; preds = %104, %101, %86, %76
  %106 = getelementptr inbounds i8, ptr %77, i64 16
  %107 = icmp eq ptr %106, %60
  br i1 %107, label %108, label %76, !llvm.loop !31

108:                                              ; preds = %105
  %109 = load ptr, ptr %62, align 8, !tbaa !19
  br label %110

110:                                              ; preds = %108, %74
  %111 = phi ptr [ %109, %108 ], [ %59, %74 ]
  %112 = icmp eq ptr %111, null
  br i1 %112, label %118, label %113

113:                                              ; preds = %110
  %114 = load ptr, ptr %64, align 8, !tbaa !32
  %115 = ptrtoint ptr %114 to i64
  %116 = ptrtoint ptr %111 to i64
  %117 = sub i64 %115, %116
  tail call void @_ZdlPvm(ptr noundef nonnull %111, i64 noundef %117) #27
  br label %118

118:                                              ; preds = %110, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  %119 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %119, align 8, !tbaa !109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %120 = load i64, ptr %6, align 8
  %121 = load ptr, ptr %25, align 8, !tbaa !13
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = ptrtoint ptr %121 to i64
  %124 = ptrtoint ptr %122 to i64
  %125 = sub i64 %123, %124
  %126 = icmp eq ptr %121, %122
  br i1 %126, label %154, label %127

127:                                              ; preds = %118
  %128 = icmp ugt i64 %125, 9223372036854775792
  br i1 %128, label %129, label %131, !prof !30

129:                                              ; preds = %127
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %130 unwind label %236

130:                                              ; preds = %129
  unreachable

131:                                              ; preds = %127
  %132 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %125) #24
          to label %133 unwind label %236

133:                                              ; preds = %131, %150
  %134 = phi ptr [ %152, %150 ], [ %132, %131 ]
  %135 = phi ptr [ %151, %150 ], [ %122, %131 ]
  %136 = load ptr, ptr %135, align 8, !tbaa !106
  store ptr %136, ptr %134, align 8, !tbaa !106
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %139, ptr %137, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %133
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !5
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %133
  %151 = getelementptr inbounds i8, ptr %135, i64 16
  %152 = getelementptr inbounds i8, ptr %134, i64 16
  %153 = icmp eq ptr %151, %121
  br i1 %153, label %154, label %133, !llvm.loop !108

154:                                              ; preds = %150, %118
  %155 = phi ptr [ null, %118 ], [ %132, %150 ]
  %156 = phi ptr [ null, %118 ], [ %152, %150 ]
  %157 = getelementptr inbounds i8, ptr %155, i64 %125
  store i64 %120, ptr %13, align 8
  %158 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %155, ptr %158, align 8, !tbaa !19
  %159 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %156, ptr %159, align 8, !tbaa !21
  %160 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %157, ptr %160, align 8, !tbaa !32
  %161 = and i64 %120, 16
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %172, label %163

163:                                              ; preds = %154
  %164 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %165 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %166 = extractvalue { i32, ptr } %165, 0
  %167 = extractvalue { i32, ptr } %165, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %164, i32 %166, ptr %167, ptr noundef nonnull @.str.17)
          to label %168 unwind label %170

168:                                              ; preds = %163
  invoke void @__cxa_throw(ptr nonnull %164, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %169 unwind label %238

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %163
  %171 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %164) #25
  br label %240

172:                                              ; preds = %154
  %173 = icmp eq ptr %155, %156
  br i1 %173, label %208, label %174

174:                                              ; preds = %172, %203
  %175 = phi ptr [ %204, %203 ], [ %155, %172 ]
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !22
  %178 = icmp eq ptr %177, null
  br i1 %178, label %203, label %179

179:                                              ; preds = %174
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !24
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !26
  %186 = load ptr, ptr %177, align 8, !tbaa !27
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  tail call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
  %189 = load ptr, ptr %177, align 8, !tbaa !27
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  tail call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
  br label %203

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !5
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %203, !prof !30

202:                                              ; preds = %199
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #25
  br label %203

203:                                              ; preds = %202, %199, %184, %174
  %204 = getelementptr inbounds i8, ptr %175, i64 16
  %205 = icmp eq ptr %204, %156
  br i1 %205, label %206, label %174, !llvm.loop !31

206:                                              ; preds = %203
  %207 = load ptr, ptr %158, align 8, !tbaa !19
  br label %208

208:                                              ; preds = %206, %172
  %209 = phi ptr [ %207, %206 ], [ %155, %172 ]
  %210 = icmp eq ptr %209, null
  br i1 %210, label %216, label %211

211:                                              ; preds = %208
  %212 = load ptr, ptr %160, align 8, !tbaa !32
  %213 = ptrtoint ptr %212 to i64
  %214 = ptrtoint ptr %209 to i64
  %215 = sub i64 %213, %214
  tail call void @_ZdlPvm(ptr noundef nonnull %209, i64 noundef %215) #27
  br label %216

216:                                              ; preds = %211, %208
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %217 = load i64, ptr %19, align 8
  %218 = load i64, ptr %20, align 8
  %219 = load i64, ptr %5, align 8, !tbaa !33
  %220 = add i64 %219, %3
  %221 = icmp ugt i64 %220, %217
  %222 = load i64, ptr %14, align 8, !tbaa !33
  %223 = add i64 %222, %4
  %224 = icmp ugt i64 %223, %218
  %225 = or i1 %221, %224
  br i1 %225, label %226, label %246

226:                                              ; preds = %216
  %227 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %228 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %229 = extractvalue { i32, ptr } %228, 0
  %230 = extractvalue { i32, ptr } %228, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %227, i32 %229, ptr %230, ptr noundef nonnull @.str.16)
          to label %231 unwind label %244

231:                                              ; preds = %226
  invoke void @__cxa_throw(ptr nonnull %227, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %274 unwind label %234

232:                                              ; preds = %68
  %233 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %272

234:                                              ; preds = %267, %263, %261, %259, %257, %255, %246, %253, %248, %231
  %235 = landingpad { ptr, i32 }
          cleanup
  br label %270

236:                                              ; preds = %131, %129
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %242

238:                                              ; preds = %168
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %240

240:                                              ; preds = %170, %238
  %241 = phi { ptr, i32 } [ %239, %238 ], [ %171, %170 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  br label %242

242:                                              ; preds = %240, %236
  %243 = phi { ptr, i32 } [ %241, %240 ], [ %237, %236 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  br label %270

244:                                              ; preds = %226
  %245 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %227) #25
  br label %270

246:                                              ; preds = %216
  %247 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %234

248:                                              ; preds = %246
  store ptr %247, ptr %119, align 8, !tbaa !109
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %249 unwind label %234

249:                                              ; preds = %248
  %250 = load ptr, ptr %1, align 8, !tbaa !94
  %251 = icmp eq ptr %250, null
  br i1 %251, label %252, label %253

252:                                              ; preds = %249
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

253:                                              ; preds = %249
  %254 = load ptr, ptr %0, align 8, !tbaa !114
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %250, ptr noundef %254, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %255 unwind label %234

255:                                              ; preds = %253
  %256 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %257 unwind label %234

257:                                              ; preds = %255
  %258 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %259 unwind label %234

259:                                              ; preds = %257
  %260 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %261 unwind label %234

261:                                              ; preds = %259
  %262 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %263 unwind label %234

263:                                              ; preds = %261
  %264 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %265 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %266 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %267 unwind label %234

267:                                              ; preds = %263
  %268 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %269 unwind label %234

269:                                              ; preds = %267
  ret void

270:                                              ; preds = %244, %242, %234
  %271 = phi { ptr, i32 } [ %235, %234 ], [ %245, %244 ], [ %243, %242 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %272

272:                                              ; preds = %270, %232
  %273 = phi { ptr, i32 } [ %271, %270 ], [ %233, %232 ]
  resume { ptr, i32 } %273

274:                                              ; preds = %231
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.95") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.102", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.101, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !179
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 16, ptr %7, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 32, ptr %8, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #25
  store i64 1024, ptr %9, align 8, !tbaa !33
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.102") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !135, !range !60, !noundef !61
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !33
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !33
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
  %29 = load i64, ptr %8, align 8, !tbaa !33
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #25
  store i8 0, ptr %10, align 1, !tbaa !135
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25
  store ptr %1, ptr %11, align 8, !tbaa !181
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !13
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !13
  %46 = load i64, ptr %7, align 8, !tbaa !33
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
  %58 = load i64, ptr %6, align 8, !tbaa !33
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !33
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !135, !range !60, !noundef !61
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #25
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(128) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !181
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.22, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.23, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.7)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

17:                                               ; preds = %65, %20
  %18 = phi ptr [ %60, %65 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %66, %65 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #25
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !183
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !33
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.24, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !27
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !184
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #28
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !186
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !29
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !27
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
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.7)
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
  %70 = load ptr, ptr %69, align 8, !tbaa !183
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !33
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !189
  store i8 1, ptr %73, align 1, !tbaa !135
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.102") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8AddBlockEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.114") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #24
  store ptr %4, ptr %0, align 8, !tbaa !145
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !147
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !190
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !190
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !157
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !147
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !190
  %13 = load ptr, ptr %7, align 8, !tbaa !157
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !157
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %19 = load ptr, ptr %0, align 8, !tbaa !145
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !147
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #27
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull readonly align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !114
  store ptr %6, ptr %4, align 8, !tbaa !114
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  store ptr %9, ptr %7, align 8, !tbaa !22
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !5
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %1
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load ptr, ptr %24, align 8, !tbaa !114
  store ptr %25, ptr %23, align 8, !tbaa !114
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !22
  store ptr %28, ptr %26, align 8, !tbaa !22
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !5
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !5
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %40, ptr noundef nonnull readonly align 8 dereferenceable(40) %41, i64 40, i1 false)
  %42 = load i64, ptr %2, align 8
  %43 = getelementptr inbounds i8, ptr %2, i64 8
  %44 = load i64, ptr %43, align 8
  %45 = icmp eq i64 %42, 0
  %46 = icmp eq i64 %44, 0
  %47 = select i1 %46, i1 true, i1 %45
  br i1 %47, label %100, label %48

48:                                               ; preds = %39, %81
  %49 = phi i64 [ %98, %81 ], [ 0, %39 ]
  %50 = phi i64 [ %97, %81 ], [ 0, %39 ]
  %51 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %52 unwind label %155

52:                                               ; preds = %48
  %53 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %54 unwind label %155

54:                                               ; preds = %52
  %55 = load i64, ptr %53, align 8
  %56 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %57 unwind label %155

57:                                               ; preds = %54
  %58 = getelementptr inbounds i8, ptr %56, i64 8
  %59 = load i64, ptr %58, align 8
  %60 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %23)
          to label %61 unwind label %155

61:                                               ; preds = %57
  %62 = add i64 %55, %50
  %63 = mul i64 %59, %62
  %64 = getelementptr inbounds i8, ptr %60, i64 8
  %65 = load i64, ptr %64, align 8
  %66 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  %67 = getelementptr i32, ptr %66, i64 %63
  %68 = getelementptr i32, ptr %67, i64 %49
  %69 = getelementptr i32, ptr %68, i64 %65
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %72 unwind label %155

72:                                               ; preds = %61
  %73 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %74 unwind label %155

74:                                               ; preds = %72
  %75 = load i64, ptr %73, align 8
  %76 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %77 unwind label %155

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = load i64, ptr %78, align 8
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %81 unwind label %155

81:                                               ; preds = %77
  %82 = add i64 %75, %50
  %83 = mul i64 %79, %82
  %84 = getelementptr inbounds i8, ptr %80, i64 8
  %85 = load i64, ptr %84, align 8
  %86 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  %87 = getelementptr i32, ptr %86, i64 %83
  %88 = getelementptr i32, ptr %87, i64 %49
  %89 = getelementptr i32, ptr %88, i64 %85
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = add nsw i32 %90, %70
  store i32 %91, ptr %89, align 4, !tbaa !5
  %92 = add i64 %50, 1
  %93 = icmp uge i64 %92, %42
  %94 = add i64 %49, 1
  %95 = icmp uge i64 %94, %44
  %96 = select i1 %95, i64 0, i64 %94
  %97 = select i1 %93, i64 0, i64 %92
  %98 = select i1 %93, i64 %96, i64 %49
  %99 = select i1 %93, i1 %95, i1 false
  br i1 %99, label %100, label %48, !llvm.loop !193

100:                                              ; preds = %81, %39
  %101 = load ptr, ptr %26, align 8, !tbaa !22
  %102 = icmp eq ptr %101, null
  br i1 %102, label %127, label %103

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load atomic i64, ptr %104 acquire, align 8
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %104, align 8, !tbaa !24
  %109 = getelementptr inbounds i8, ptr %101, i64 12
  store i32 0, ptr %109, align 4, !tbaa !26
  %110 = load ptr, ptr %101, align 8, !tbaa !27
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  %113 = load ptr, ptr %101, align 8, !tbaa !27
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %104, align 4, !tbaa !5
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %104, i32 -1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !30

126:                                              ; preds = %123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  br label %127

127:                                              ; preds = %126, %123, %108, %100
  %128 = load ptr, ptr %7, align 8, !tbaa !22
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !24
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !26
  %137 = load ptr, ptr %128, align 8, !tbaa !27
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #25
  %140 = load ptr, ptr %128, align 8, !tbaa !27
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #25
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !5
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !30

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #25
  br label %154

154:                                              ; preds = %127, %135, %150, %153
  ret void

155:                                              ; preds = %77, %74, %72, %61, %57, %54, %52, %48
  %156 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #25
  resume { ptr, i32 } %156
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !157
  %6 = load ptr, ptr %0, align 8, !tbaa !13
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #28
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #24
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !190
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
  %41 = load ptr, ptr %38, align 8, !tbaa !147
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !145
  store ptr %45, ptr %4, align 8, !tbaa !157
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !147
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #16

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.90, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !114
  store ptr %4, ptr %2, align 8, !tbaa !114
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !22
  store ptr %7, ptr %5, align 8, !tbaa !22
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !5
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !114
  store ptr %23, ptr %21, align 8, !tbaa !114
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !22
  store ptr %26, ptr %24, align 8, !tbaa !22
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !5
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %41 unwind label %131

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %43 unwind label %131

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %46 unwind label %131

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %45, i64 8
  %48 = load i64, ptr %47, align 8
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %50 unwind label %131

50:                                               ; preds = %46
  %51 = mul i64 %48, %44
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
  %55 = getelementptr i32, ptr %54, i64 %51
  %56 = getelementptr i32, ptr %55, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %59 unwind label %131

59:                                               ; preds = %50
  %60 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %61 unwind label %131

61:                                               ; preds = %59
  %62 = load i64, ptr %60, align 8
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %64 unwind label %131

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %63, i64 8
  %66 = load i64, ptr %65, align 8
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %68 unwind label %131

68:                                               ; preds = %64
  %69 = mul i64 %66, %62
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i64, ptr %70, align 8
  %72 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %73 = getelementptr i32, ptr %72, i64 %69
  %74 = getelementptr i32, ptr %73, i64 %71
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %57
  store i32 %76, ptr %74, align 4, !tbaa !5
  %77 = load ptr, ptr %24, align 8, !tbaa !22
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %68
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !26
  %86 = load ptr, ptr %77, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  %89 = load ptr, ptr %77, align 8, !tbaa !27
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !5
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !30

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

103:                                              ; preds = %102, %99, %84, %68
  %104 = load ptr, ptr %5, align 8, !tbaa !22
  %105 = icmp eq ptr %104, null
  br i1 %105, label %130, label %106

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load atomic i64, ptr %107 acquire, align 8
  %109 = icmp eq i64 %108, 4294967297
  %110 = trunc i64 %108 to i32
  br i1 %109, label %111, label %119

111:                                              ; preds = %106
  store i32 0, ptr %107, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %112, align 4, !tbaa !26
  %113 = load ptr, ptr %104, align 8, !tbaa !27
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %104) #25
  %116 = load ptr, ptr %104, align 8, !tbaa !27
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %104) #25
  br label %130

119:                                              ; preds = %106
  %120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %124, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %110, -1
  store i32 %123, ptr %107, align 4, !tbaa !5
  br label %126

124:                                              ; preds = %119
  %125 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %110, %122 ], [ %125, %124 ]
  %128 = icmp eq i32 %127, 1
  br i1 %128, label %129, label %130, !prof !30

129:                                              ; preds = %126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #25
  br label %130

130:                                              ; preds = %103, %111, %126, %129
  ret void

131:                                              ; preds = %64, %61, %59, %50, %46, %43, %41, %37
  %132 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  resume { ptr, i32 } %132
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.std::vector.114", align 8
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca { ptr, [32 x i8] }, align 8
  %10 = alloca %"class.std::vector.114", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.std::tuple.95", align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.146", align 8
  %14 = alloca { ptr, [32 x i8] }, align 8
  %15 = alloca { ptr, [32 x i8] }, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.146", align 8
  %17 = alloca %class.anon.145, align 8
  %18 = alloca %class.anon.145, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::id", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::accessor.141", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %class.anon.145, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22)
  %26 = load ptr, ptr %0, align 8, !tbaa !194
  %27 = load ptr, ptr %26, align 8, !tbaa !114
  store ptr %27, ptr %22, align 8, !tbaa !114
  %28 = getelementptr inbounds i8, ptr %22, i64 8
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !22
  store ptr %30, ptr %28, align 8, !tbaa !22
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %2
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !5
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !5
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %2
  %42 = getelementptr inbounds i8, ptr %22, i64 16
  %43 = getelementptr inbounds i8, ptr %26, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %42, ptr noundef nonnull align 8 dereferenceable(40) %43, i64 40, i1 false)
  %44 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %45 unwind label %1261

45:                                               ; preds = %41
  br i1 %44, label %46, label %47

46:                                               ; preds = %45
  invoke void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %22, i32 noundef 2014)
          to label %47 unwind label %1261

47:                                               ; preds = %46, %45
  %48 = load ptr, ptr %28, align 8, !tbaa !22
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !24
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !26
  %57 = load ptr, ptr %48, align 8, !tbaa !27
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  %60 = load ptr, ptr %48, align 8, !tbaa !27
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !5
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !30

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

74:                                               ; preds = %73, %70, %55, %47
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %23) #25
  %75 = getelementptr inbounds i8, ptr %0, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %77 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.15, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 30, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %79, align 8
  store i64 14, ptr %21, align 8
  %80 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 0, ptr %80, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %23, ptr noundef nonnull align 8 dereferenceable(41) %76, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 2, i64 32, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %21, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %81 unwind label %1263

81:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store i32 5, ptr %19, align 4, !tbaa !132
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %84 unwind label %82

82:                                               ; preds = %81
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #25
  br label %1265

84:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %85 = getelementptr inbounds i8, ptr %24, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !19
  %87 = getelementptr inbounds i8, ptr %24, i64 16
  %88 = load ptr, ptr %87, align 8, !tbaa !21
  %89 = icmp eq ptr %86, %88
  br i1 %89, label %124, label %90

90:                                               ; preds = %84, %119
  %91 = phi ptr [ %120, %119 ], [ %86, %84 ]
  %92 = getelementptr inbounds i8, ptr %91, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !22
  %94 = icmp eq ptr %93, null
  br i1 %94, label %119, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %93, i64 8
  %97 = load atomic i64, ptr %96 acquire, align 8
  %98 = icmp eq i64 %97, 4294967297
  %99 = trunc i64 %97 to i32
  br i1 %98, label %100, label %108

100:                                              ; preds = %95
  store i32 0, ptr %96, align 8, !tbaa !24
  %101 = getelementptr inbounds i8, ptr %93, i64 12
  store i32 0, ptr %101, align 4, !tbaa !26
  %102 = load ptr, ptr %93, align 8, !tbaa !27
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load ptr, ptr %103, align 8
  call void %104(ptr noundef nonnull align 8 dereferenceable(16) %93) #25
  %105 = load ptr, ptr %93, align 8, !tbaa !27
  %106 = getelementptr inbounds i8, ptr %105, i64 24
  %107 = load ptr, ptr %106, align 8
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %93) #25
  br label %119

108:                                              ; preds = %95
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %113, label %111

111:                                              ; preds = %108
  %112 = add nsw i32 %99, -1
  store i32 %112, ptr %96, align 4, !tbaa !5
  br label %115

113:                                              ; preds = %108
  %114 = atomicrmw volatile add ptr %96, i32 -1 acq_rel, align 4
  br label %115

115:                                              ; preds = %113, %111
  %116 = phi i32 [ %99, %111 ], [ %114, %113 ]
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %119, !prof !30

118:                                              ; preds = %115
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %93) #25
  br label %119

119:                                              ; preds = %118, %115, %100, %90
  %120 = getelementptr inbounds i8, ptr %91, i64 16
  %121 = icmp eq ptr %120, %88
  br i1 %121, label %122, label %90, !llvm.loop !31

122:                                              ; preds = %119
  %123 = load ptr, ptr %85, align 8, !tbaa !19
  br label %124

124:                                              ; preds = %122, %84
  %125 = phi ptr [ %123, %122 ], [ %86, %84 ]
  %126 = icmp eq ptr %125, null
  br i1 %126, label %133, label %127

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %24, i64 24
  %129 = load ptr, ptr %128, align 8, !tbaa !32
  %130 = ptrtoint ptr %129 to i64
  %131 = ptrtoint ptr %125 to i64
  %132 = sub i64 %130, %131
  call void @_ZdlPvm(ptr noundef nonnull %125, i64 noundef %132) #27
  br label %133

133:                                              ; preds = %127, %124
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %25) #25
  %134 = load ptr, ptr %23, align 8, !tbaa !114
  store ptr %134, ptr %25, align 8, !tbaa !114
  %135 = getelementptr inbounds i8, ptr %25, i64 8
  %136 = getelementptr inbounds i8, ptr %23, i64 8
  %137 = load ptr, ptr %136, align 8, !tbaa !22
  store ptr %137, ptr %135, align 8, !tbaa !22
  %138 = icmp eq ptr %137, null
  br i1 %138, label %148, label %139

139:                                              ; preds = %133
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !5
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !5
  br label %148

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4
  br label %148

148:                                              ; preds = %146, %143, %133
  %149 = getelementptr inbounds i8, ptr %25, i64 16
  %150 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %149, ptr noundef nonnull align 8 dereferenceable(40) %150, i64 40, i1 false)
  %151 = getelementptr inbounds i8, ptr %25, i64 56
  %152 = load ptr, ptr %0, align 8, !tbaa !194
  %153 = load ptr, ptr %152, align 8, !tbaa !114
  store ptr %153, ptr %151, align 8, !tbaa !114
  %154 = getelementptr inbounds i8, ptr %25, i64 64
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !22
  store ptr %156, ptr %154, align 8, !tbaa !22
  %157 = icmp eq ptr %156, null
  br i1 %157, label %167, label %158

158:                                              ; preds = %148
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %161 = icmp eq i8 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %159, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %159, align 4, !tbaa !5
  br label %167

165:                                              ; preds = %158
  %166 = atomicrmw volatile add ptr %159, i32 1 acq_rel, align 4
  br label %167

167:                                              ; preds = %165, %162, %148
  %168 = getelementptr inbounds i8, ptr %25, i64 72
  %169 = getelementptr inbounds i8, ptr %152, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %168, ptr noundef nonnull align 8 dereferenceable(40) %169, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %18)
  %170 = load ptr, ptr %25, align 8, !tbaa !114
  store ptr %170, ptr %18, align 8, !tbaa !114
  %171 = getelementptr inbounds i8, ptr %18, i64 8
  %172 = load ptr, ptr %135, align 8, !tbaa !22
  store ptr %172, ptr %171, align 8, !tbaa !22
  %173 = icmp eq ptr %172, null
  br i1 %173, label %183, label %174

174:                                              ; preds = %167
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %181, label %178

178:                                              ; preds = %174
  %179 = load i32, ptr %175, align 4, !tbaa !5
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %175, align 4, !tbaa !5
  br label %183

181:                                              ; preds = %174
  %182 = atomicrmw volatile add ptr %175, i32 1 acq_rel, align 4
  br label %183

183:                                              ; preds = %181, %178, %167
  %184 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %184, ptr noundef nonnull readonly align 8 dereferenceable(40) %149, i64 40, i1 false)
  %185 = getelementptr inbounds i8, ptr %18, i64 56
  %186 = load ptr, ptr %151, align 8, !tbaa !114
  store ptr %186, ptr %185, align 8, !tbaa !114
  %187 = getelementptr inbounds i8, ptr %18, i64 64
  %188 = load ptr, ptr %154, align 8, !tbaa !22
  store ptr %188, ptr %187, align 8, !tbaa !22
  %189 = icmp eq ptr %188, null
  br i1 %189, label %199, label %190

190:                                              ; preds = %183
  %191 = getelementptr inbounds i8, ptr %188, i64 8
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %190
  %195 = load i32, ptr %191, align 4, !tbaa !5
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %191, align 4, !tbaa !5
  br label %199

197:                                              ; preds = %190
  %198 = atomicrmw volatile add ptr %191, i32 1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %194, %183
  %200 = getelementptr inbounds i8, ptr %18, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %200, ptr noundef nonnull readonly align 8 dereferenceable(40) %168, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %17)
  %201 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %202 unwind label %1176

202:                                              ; preds = %199
  %203 = icmp eq i32 %201, 0
  br i1 %203, label %213, label %204

204:                                              ; preds = %202
  %205 = call ptr @__cxa_allocate_exception(i64 64) #25
  %206 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %207 = extractvalue { i32, ptr } %206, 0
  %208 = extractvalue { i32, ptr } %206, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %205, i32 %207, ptr %208, ptr noundef nonnull @.str.19)
          to label %211 unwind label %209

209:                                              ; preds = %204
  %210 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %205) #25
  br label %1178

211:                                              ; preds = %204
  invoke void @__cxa_throw(ptr nonnull %205, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %212 unwind label %1176

212:                                              ; preds = %211
  unreachable

213:                                              ; preds = %202
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.95") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 2, i64 32)
          to label %214 unwind label %1176

214:                                              ; preds = %213
  %215 = getelementptr inbounds i8, ptr %12, i64 8
  %216 = load i8, ptr %12, align 8, !tbaa !135, !range !60, !noundef !61
  %217 = trunc nuw i8 %216 to i1
  br i1 %217, label %218, label %752

218:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #25
  %219 = load ptr, ptr %18, align 8, !tbaa !114
  %220 = load ptr, ptr %171, align 8, !tbaa !22
  %221 = icmp eq ptr %220, null
  br i1 %221, label %231, label %222

222:                                              ; preds = %218
  %223 = getelementptr inbounds i8, ptr %220, i64 8
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %229, label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %223, align 4, !tbaa !5
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %223, align 4, !tbaa !5
  br label %231

229:                                              ; preds = %222
  %230 = atomicrmw volatile add ptr %223, i32 1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %226, %218
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, ptr noundef nonnull align 8 dereferenceable(40) %184, i64 40, i1 false)
  %232 = load ptr, ptr %185, align 8, !tbaa !114
  %233 = load ptr, ptr %187, align 8, !tbaa !22
  %234 = icmp eq ptr %233, null
  br i1 %234, label %244, label %235

235:                                              ; preds = %231
  %236 = getelementptr inbounds i8, ptr %233, i64 8
  %237 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %238 = icmp eq i8 %237, 0
  br i1 %238, label %242, label %239

239:                                              ; preds = %235
  %240 = load i32, ptr %236, align 4, !tbaa !5
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %236, align 4, !tbaa !5
  br label %244

242:                                              ; preds = %235
  %243 = atomicrmw volatile add ptr %236, i32 1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %239, %231
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %15, ptr noundef nonnull align 8 dereferenceable(40) %200, i64 40, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !197)
  store i64 2, ptr %13, align 8, !alias.scope !197
  %245 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %245, align 8, !alias.scope !197
  %246 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %219, ptr %246, align 8, !tbaa !114, !alias.scope !197
  %247 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %220, ptr %247, align 8, !tbaa !22, !alias.scope !197
  br i1 %221, label %257, label %248

248:                                              ; preds = %244
  %249 = getelementptr inbounds i8, ptr %220, i64 8
  %250 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !197
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %255, label %252

252:                                              ; preds = %248
  %253 = load i32, ptr %249, align 4, !tbaa !5, !noalias !197
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %249, align 4, !tbaa !5, !noalias !197
  br label %257

255:                                              ; preds = %248
  %256 = atomicrmw volatile add ptr %249, i32 1 acq_rel, align 4, !noalias !197
  br label %257

257:                                              ; preds = %255, %252, %244
  %258 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %258, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false)
  %259 = getelementptr inbounds i8, ptr %13, i64 72
  store ptr %232, ptr %259, align 8, !tbaa !114, !alias.scope !197
  %260 = getelementptr inbounds i8, ptr %13, i64 80
  store ptr %233, ptr %260, align 8, !tbaa !22, !alias.scope !197
  br i1 %234, label %270, label %261

261:                                              ; preds = %257
  %262 = getelementptr inbounds i8, ptr %233, i64 8
  %263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !197
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %268, label %265

265:                                              ; preds = %261
  %266 = load i32, ptr %262, align 4, !tbaa !5, !noalias !197
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %262, align 4, !tbaa !5, !noalias !197
  br label %272

268:                                              ; preds = %261
  %269 = atomicrmw volatile add ptr %262, i32 1 acq_rel, align 4, !noalias !197
  br label %272

270:                                              ; preds = %257
  %271 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %271, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  br label %296

272:                                              ; preds = %268, %265
  %273 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %273, ptr noundef nonnull align 8 dereferenceable(40) %15, i64 40, i1 false)
  %274 = load atomic i64, ptr %262 acquire, align 8
  %275 = icmp eq i64 %274, 4294967297
  %276 = trunc i64 %274 to i32
  br i1 %275, label %277, label %285

277:                                              ; preds = %272
  store i32 0, ptr %262, align 8, !tbaa !24
  %278 = getelementptr inbounds i8, ptr %233, i64 12
  store i32 0, ptr %278, align 4, !tbaa !26
  %279 = load ptr, ptr %233, align 8, !tbaa !27
  %280 = getelementptr inbounds i8, ptr %279, i64 16
  %281 = load ptr, ptr %280, align 8
  call void %281(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  %282 = load ptr, ptr %233, align 8, !tbaa !27
  %283 = getelementptr inbounds i8, ptr %282, i64 24
  %284 = load ptr, ptr %283, align 8
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  br label %296

285:                                              ; preds = %272
  %286 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %290, label %288

288:                                              ; preds = %285
  %289 = add nsw i32 %276, -1
  store i32 %289, ptr %262, align 4, !tbaa !5
  br label %292

290:                                              ; preds = %285
  %291 = atomicrmw volatile add ptr %262, i32 -1 acq_rel, align 4
  br label %292

292:                                              ; preds = %290, %288
  %293 = phi i32 [ %276, %288 ], [ %291, %290 ]
  %294 = icmp eq i32 %293, 1
  br i1 %294, label %295, label %296, !prof !30

295:                                              ; preds = %292
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  br label %296

296:                                              ; preds = %295, %292, %277, %270
  %297 = phi ptr [ %273, %295 ], [ %273, %292 ], [ %273, %277 ], [ %271, %270 ]
  br i1 %221, label %322, label %298

298:                                              ; preds = %296
  %299 = getelementptr inbounds i8, ptr %220, i64 8
  %300 = load atomic i64, ptr %299 acquire, align 8
  %301 = icmp eq i64 %300, 4294967297
  %302 = trunc i64 %300 to i32
  br i1 %301, label %303, label %311

303:                                              ; preds = %298
  store i32 0, ptr %299, align 8, !tbaa !24
  %304 = getelementptr inbounds i8, ptr %220, i64 12
  store i32 0, ptr %304, align 4, !tbaa !26
  %305 = load ptr, ptr %220, align 8, !tbaa !27
  %306 = getelementptr inbounds i8, ptr %305, i64 16
  %307 = load ptr, ptr %306, align 8
  call void %307(ptr noundef nonnull align 8 dereferenceable(16) %220) #25
  %308 = load ptr, ptr %220, align 8, !tbaa !27
  %309 = getelementptr inbounds i8, ptr %308, i64 24
  %310 = load ptr, ptr %309, align 8
  call void %310(ptr noundef nonnull align 8 dereferenceable(16) %220) #25
  br label %322

311:                                              ; preds = %298
  %312 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %313 = icmp eq i8 %312, 0
  br i1 %313, label %316, label %314

314:                                              ; preds = %311
  %315 = add nsw i32 %302, -1
  store i32 %315, ptr %299, align 4, !tbaa !5
  br label %318

316:                                              ; preds = %311
  %317 = atomicrmw volatile add ptr %299, i32 -1 acq_rel, align 4
  br label %318

318:                                              ; preds = %316, %314
  %319 = phi i32 [ %302, %314 ], [ %317, %316 ]
  %320 = icmp eq i32 %319, 1
  br i1 %320, label %321, label %322, !prof !30

321:                                              ; preds = %318
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %220) #25
  br label %322

322:                                              ; preds = %321, %318, %303, %296
  %323 = load ptr, ptr %247, align 8, !tbaa !22
  %324 = icmp eq ptr %323, null
  br i1 %324, label %334, label %325

325:                                              ; preds = %322
  %326 = getelementptr inbounds i8, ptr %323, i64 8
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %332, label %329

329:                                              ; preds = %325
  %330 = load i32, ptr %326, align 4, !tbaa !5
  %331 = add nsw i32 %330, 1
  store i32 %331, ptr %326, align 4, !tbaa !5
  br label %334

332:                                              ; preds = %325
  %333 = atomicrmw volatile add ptr %326, i32 1 acq_rel, align 4
  br label %334

334:                                              ; preds = %332, %329, %322
  %335 = load ptr, ptr %260, align 8, !tbaa !22
  %336 = icmp eq ptr %335, null
  br i1 %336, label %346, label %337

337:                                              ; preds = %334
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  %342 = load i32, ptr %338, align 4, !tbaa !5
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %338, align 4, !tbaa !5
  br label %346

344:                                              ; preds = %337
  %345 = atomicrmw volatile add ptr %338, i32 1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %341, %334
  br i1 %324, label %356, label %347

347:                                              ; preds = %346
  %348 = getelementptr inbounds i8, ptr %323, i64 8
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %348, align 4, !tbaa !5
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %348, align 4, !tbaa !5
  br label %356

354:                                              ; preds = %347
  %355 = atomicrmw volatile add ptr %348, i32 1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %351, %346
  br i1 %336, label %389, label %357

357:                                              ; preds = %356
  %358 = getelementptr inbounds i8, ptr %335, i64 8
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %357
  %362 = load i32, ptr %358, align 4, !tbaa !5
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %358, align 4, !tbaa !5
  br label %366

364:                                              ; preds = %357
  %365 = atomicrmw volatile add ptr %358, i32 1 acq_rel, align 4
  br label %366

366:                                              ; preds = %364, %361
  %367 = load atomic i64, ptr %358 acquire, align 8
  %368 = icmp eq i64 %367, 4294967297
  %369 = trunc i64 %367 to i32
  br i1 %368, label %370, label %378

370:                                              ; preds = %366
  store i32 0, ptr %358, align 8, !tbaa !24
  %371 = getelementptr inbounds i8, ptr %335, i64 12
  store i32 0, ptr %371, align 4, !tbaa !26
  %372 = load ptr, ptr %335, align 8, !tbaa !27
  %373 = getelementptr inbounds i8, ptr %372, i64 16
  %374 = load ptr, ptr %373, align 8
  call void %374(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  %375 = load ptr, ptr %335, align 8, !tbaa !27
  %376 = getelementptr inbounds i8, ptr %375, i64 24
  %377 = load ptr, ptr %376, align 8
  call void %377(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %389

378:                                              ; preds = %366
  %379 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %380 = icmp eq i8 %379, 0
  br i1 %380, label %383, label %381

381:                                              ; preds = %378
  %382 = add nsw i32 %369, -1
  store i32 %382, ptr %358, align 4, !tbaa !5
  br label %385

383:                                              ; preds = %378
  %384 = atomicrmw volatile add ptr %358, i32 -1 acq_rel, align 4
  br label %385

385:                                              ; preds = %383, %381
  %386 = phi i32 [ %369, %381 ], [ %384, %383 ]
  %387 = icmp eq i32 %386, 1
  br i1 %387, label %388, label %389, !prof !30

388:                                              ; preds = %385
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %389

389:                                              ; preds = %388, %385, %370, %356
  br i1 %324, label %414, label %390

390:                                              ; preds = %389
  %391 = getelementptr inbounds i8, ptr %323, i64 8
  %392 = load atomic i64, ptr %391 acquire, align 8
  %393 = icmp eq i64 %392, 4294967297
  %394 = trunc i64 %392 to i32
  br i1 %393, label %395, label %403

395:                                              ; preds = %390
  store i32 0, ptr %391, align 8, !tbaa !24
  %396 = getelementptr inbounds i8, ptr %323, i64 12
  store i32 0, ptr %396, align 4, !tbaa !26
  %397 = load ptr, ptr %323, align 8, !tbaa !27
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  %400 = load ptr, ptr %323, align 8, !tbaa !27
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  br label %414

403:                                              ; preds = %390
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %408, label %406

406:                                              ; preds = %403
  %407 = add nsw i32 %394, -1
  store i32 %407, ptr %391, align 4, !tbaa !5
  br label %410

408:                                              ; preds = %403
  %409 = atomicrmw volatile add ptr %391, i32 -1 acq_rel, align 4
  br label %410

410:                                              ; preds = %408, %406
  %411 = phi i32 [ %394, %406 ], [ %409, %408 ]
  %412 = icmp eq i32 %411, 1
  br i1 %412, label %413, label %414, !prof !30

413:                                              ; preds = %410
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  br label %414

414:                                              ; preds = %413, %410, %395, %389
  br i1 %336, label %439, label %415

415:                                              ; preds = %414
  %416 = getelementptr inbounds i8, ptr %335, i64 8
  %417 = load atomic i64, ptr %416 acquire, align 8
  %418 = icmp eq i64 %417, 4294967297
  %419 = trunc i64 %417 to i32
  br i1 %418, label %420, label %428

420:                                              ; preds = %415
  store i32 0, ptr %416, align 8, !tbaa !24
  %421 = getelementptr inbounds i8, ptr %335, i64 12
  store i32 0, ptr %421, align 4, !tbaa !26
  %422 = load ptr, ptr %335, align 8, !tbaa !27
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load ptr, ptr %423, align 8
  call void %424(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  %425 = load ptr, ptr %335, align 8, !tbaa !27
  %426 = getelementptr inbounds i8, ptr %425, i64 24
  %427 = load ptr, ptr %426, align 8
  call void %427(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %439

428:                                              ; preds = %415
  %429 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %430 = icmp eq i8 %429, 0
  br i1 %430, label %433, label %431

431:                                              ; preds = %428
  %432 = add nsw i32 %419, -1
  store i32 %432, ptr %416, align 4, !tbaa !5
  br label %435

433:                                              ; preds = %428
  %434 = atomicrmw volatile add ptr %416, i32 -1 acq_rel, align 4
  br label %435

435:                                              ; preds = %433, %431
  %436 = phi i32 [ %419, %431 ], [ %434, %433 ]
  %437 = icmp eq i32 %436, 1
  br i1 %437, label %438, label %439, !prof !30

438:                                              ; preds = %435
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %335) #25
  br label %439

439:                                              ; preds = %438, %435, %420, %414
  br i1 %324, label %464, label %440

440:                                              ; preds = %439
  %441 = getelementptr inbounds i8, ptr %323, i64 8
  %442 = load atomic i64, ptr %441 acquire, align 8
  %443 = icmp eq i64 %442, 4294967297
  %444 = trunc i64 %442 to i32
  br i1 %443, label %445, label %453

445:                                              ; preds = %440
  store i32 0, ptr %441, align 8, !tbaa !24
  %446 = getelementptr inbounds i8, ptr %323, i64 12
  store i32 0, ptr %446, align 4, !tbaa !26
  %447 = load ptr, ptr %323, align 8, !tbaa !27
  %448 = getelementptr inbounds i8, ptr %447, i64 16
  %449 = load ptr, ptr %448, align 8
  call void %449(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  %450 = load ptr, ptr %323, align 8, !tbaa !27
  %451 = getelementptr inbounds i8, ptr %450, i64 24
  %452 = load ptr, ptr %451, align 8
  call void %452(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  br label %464

453:                                              ; preds = %440
  %454 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %455 = icmp eq i8 %454, 0
  br i1 %455, label %458, label %456

456:                                              ; preds = %453
  %457 = add nsw i32 %444, -1
  store i32 %457, ptr %441, align 4, !tbaa !5
  br label %460

458:                                              ; preds = %453
  %459 = atomicrmw volatile add ptr %441, i32 -1 acq_rel, align 4
  br label %460

460:                                              ; preds = %458, %456
  %461 = phi i32 [ %444, %456 ], [ %459, %458 ]
  %462 = icmp eq i32 %461, 1
  br i1 %462, label %463, label %464, !prof !30

463:                                              ; preds = %460
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %323) #25
  br label %464

464:                                              ; preds = %463, %460, %445, %439
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %465 unwind label %744

465:                                              ; preds = %464
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  %466 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %466, align 16, !alias.scope !200
  %467 = load <2 x i64>, ptr %215, align 8
  store <2 x i64> %467, ptr %11, align 16, !tbaa !33, !alias.scope !200
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i1 noundef zeroext false, i32 noundef 2)
          to label %468 unwind label %744

468:                                              ; preds = %465
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %469 = getelementptr inbounds i8, ptr %16, i64 16
  %470 = load ptr, ptr %246, align 8, !tbaa !114
  store ptr %470, ptr %469, align 8, !tbaa !114
  %471 = getelementptr inbounds i8, ptr %16, i64 24
  %472 = load ptr, ptr %247, align 8, !tbaa !22
  store ptr null, ptr %247, align 8, !tbaa !22
  store ptr %472, ptr %471, align 8, !tbaa !22
  store ptr null, ptr %246, align 8, !tbaa !114
  %473 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %473, ptr noundef nonnull align 8 dereferenceable(40) %258, i64 40, i1 false)
  %474 = getelementptr inbounds i8, ptr %16, i64 72
  %475 = load ptr, ptr %259, align 8, !tbaa !114
  store ptr %475, ptr %474, align 8, !tbaa !114
  %476 = getelementptr inbounds i8, ptr %16, i64 80
  %477 = load ptr, ptr %260, align 8, !tbaa !22
  store ptr null, ptr %260, align 8, !tbaa !22
  store ptr %477, ptr %476, align 8, !tbaa !22
  store ptr null, ptr %259, align 8, !tbaa !114
  %478 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %478, ptr noundef nonnull align 8 dereferenceable(40) %297, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9)
  %479 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #24
          to label %480 unwind label %746

480:                                              ; preds = %468
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %481 = icmp eq ptr %472, null
  br i1 %481, label %493, label %482

482:                                              ; preds = %480
  %483 = getelementptr inbounds i8, ptr %472, i64 8
  %484 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %485 = icmp eq i8 %484, 0
  br i1 %485, label %489, label %486

486:                                              ; preds = %482
  %487 = load i32, ptr %483, align 4, !tbaa !5, !noalias !203
  %488 = add nsw i32 %487, 1
  store i32 %488, ptr %483, align 4, !tbaa !5, !noalias !203
  br label %493

489:                                              ; preds = %482
  %490 = atomicrmw volatile add ptr %483, i32 1 acq_rel, align 4, !noalias !203
  %491 = load ptr, ptr %474, align 8, !tbaa !114, !noalias !203
  %492 = load ptr, ptr %476, align 8, !tbaa !22, !noalias !203
  br label %493

493:                                              ; preds = %489, %486, %480
  %494 = phi ptr [ %492, %489 ], [ %477, %486 ], [ %477, %480 ]
  %495 = phi ptr [ %491, %489 ], [ %475, %486 ], [ %475, %480 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull readonly align 8 dereferenceable(40) %473, i64 40, i1 false), !noalias !203
  %496 = icmp eq ptr %494, null
  br i1 %496, label %506, label %497

497:                                              ; preds = %493
  %498 = getelementptr inbounds i8, ptr %494, i64 8
  %499 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %500 = icmp eq i8 %499, 0
  br i1 %500, label %504, label %501

501:                                              ; preds = %497
  %502 = load i32, ptr %498, align 4, !tbaa !5, !noalias !203
  %503 = add nsw i32 %502, 1
  store i32 %503, ptr %498, align 4, !tbaa !5, !noalias !203
  br label %506

504:                                              ; preds = %497
  %505 = atomicrmw volatile add ptr %498, i32 1 acq_rel, align 4, !noalias !203
  br label %506

506:                                              ; preds = %504, %501, %493
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull readonly align 8 dereferenceable(40) %478, i64 40, i1 false), !noalias !203
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %479, align 8, !tbaa !27, !noalias !203
  %507 = getelementptr inbounds i8, ptr %479, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %507, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !203
  %508 = getelementptr inbounds i8, ptr %479, i64 24
  store ptr %470, ptr %508, align 8, !tbaa !114, !noalias !203
  %509 = getelementptr inbounds i8, ptr %479, i64 32
  store ptr %472, ptr %509, align 8, !tbaa !22, !noalias !203
  br i1 %481, label %519, label %510

510:                                              ; preds = %506
  %511 = getelementptr inbounds i8, ptr %472, i64 8
  %512 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %513 = icmp eq i8 %512, 0
  br i1 %513, label %517, label %514

514:                                              ; preds = %510
  %515 = load i32, ptr %511, align 4, !tbaa !5, !noalias !203
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr %511, align 4, !tbaa !5, !noalias !203
  br label %519

517:                                              ; preds = %510
  %518 = atomicrmw volatile add ptr %511, i32 1 acq_rel, align 4, !noalias !203
  br label %519

519:                                              ; preds = %517, %514, %506
  %520 = getelementptr inbounds i8, ptr %479, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %520, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false), !noalias !203
  %521 = getelementptr inbounds i8, ptr %479, i64 80
  store ptr %495, ptr %521, align 8, !tbaa !114, !noalias !203
  %522 = getelementptr inbounds i8, ptr %479, i64 88
  store ptr %494, ptr %522, align 8, !tbaa !22, !noalias !203
  br i1 %496, label %532, label %523

523:                                              ; preds = %519
  %524 = getelementptr inbounds i8, ptr %494, i64 8
  %525 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %526 = icmp eq i8 %525, 0
  br i1 %526, label %530, label %527

527:                                              ; preds = %523
  %528 = load i32, ptr %524, align 4, !tbaa !5, !noalias !203
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr %524, align 4, !tbaa !5, !noalias !203
  br label %534

530:                                              ; preds = %523
  %531 = atomicrmw volatile add ptr %524, i32 1 acq_rel, align 4, !noalias !203
  br label %534

532:                                              ; preds = %519
  %533 = getelementptr inbounds i8, ptr %479, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %533, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !203
  br label %558

534:                                              ; preds = %530, %527
  %535 = getelementptr inbounds i8, ptr %479, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %535, ptr noundef nonnull align 8 dereferenceable(40) %9, i64 40, i1 false), !noalias !203
  %536 = load atomic i64, ptr %524 acquire, align 8, !noalias !203
  %537 = icmp eq i64 %536, 4294967297
  %538 = trunc i64 %536 to i32
  br i1 %537, label %539, label %547

539:                                              ; preds = %534
  store i32 0, ptr %524, align 8, !tbaa !24, !noalias !203
  %540 = getelementptr inbounds i8, ptr %494, i64 12
  store i32 0, ptr %540, align 4, !tbaa !26, !noalias !203
  %541 = load ptr, ptr %494, align 8, !tbaa !27, !noalias !203
  %542 = getelementptr inbounds i8, ptr %541, i64 16
  %543 = load ptr, ptr %542, align 8, !noalias !203
  call void %543(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !203
  %544 = load ptr, ptr %494, align 8, !tbaa !27, !noalias !203
  %545 = getelementptr inbounds i8, ptr %544, i64 24
  %546 = load ptr, ptr %545, align 8, !noalias !203
  call void %546(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !203
  br label %558

547:                                              ; preds = %534
  %548 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %549 = icmp eq i8 %548, 0
  br i1 %549, label %552, label %550

550:                                              ; preds = %547
  %551 = add nsw i32 %538, -1
  store i32 %551, ptr %524, align 4, !tbaa !5, !noalias !203
  br label %554

552:                                              ; preds = %547
  %553 = atomicrmw volatile add ptr %524, i32 -1 acq_rel, align 4, !noalias !203
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi i32 [ %538, %550 ], [ %553, %552 ]
  %556 = icmp eq i32 %555, 1
  br i1 %556, label %557, label %558, !prof !30

557:                                              ; preds = %554
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !203
  br label %558

558:                                              ; preds = %557, %554, %539, %532
  br i1 %481, label %583, label %559

559:                                              ; preds = %558
  %560 = getelementptr inbounds i8, ptr %472, i64 8
  %561 = load atomic i64, ptr %560 acquire, align 8, !noalias !203
  %562 = icmp eq i64 %561, 4294967297
  %563 = trunc i64 %561 to i32
  br i1 %562, label %564, label %572

564:                                              ; preds = %559
  store i32 0, ptr %560, align 8, !tbaa !24, !noalias !203
  %565 = getelementptr inbounds i8, ptr %472, i64 12
  store i32 0, ptr %565, align 4, !tbaa !26, !noalias !203
  %566 = load ptr, ptr %472, align 8, !tbaa !27, !noalias !203
  %567 = getelementptr inbounds i8, ptr %566, i64 16
  %568 = load ptr, ptr %567, align 8, !noalias !203
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %472) #25, !noalias !203
  %569 = load ptr, ptr %472, align 8, !tbaa !27, !noalias !203
  %570 = getelementptr inbounds i8, ptr %569, i64 24
  %571 = load ptr, ptr %570, align 8, !noalias !203
  call void %571(ptr noundef nonnull align 8 dereferenceable(16) %472) #25, !noalias !203
  br label %583

572:                                              ; preds = %559
  %573 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !203
  %574 = icmp eq i8 %573, 0
  br i1 %574, label %577, label %575

575:                                              ; preds = %572
  %576 = add nsw i32 %563, -1
  store i32 %576, ptr %560, align 4, !tbaa !5, !noalias !203
  br label %579

577:                                              ; preds = %572
  %578 = atomicrmw volatile add ptr %560, i32 -1 acq_rel, align 4, !noalias !203
  br label %579

579:                                              ; preds = %577, %575
  %580 = phi i32 [ %563, %575 ], [ %578, %577 ]
  %581 = icmp eq i32 %580, 1
  br i1 %581, label %582, label %583, !prof !30

582:                                              ; preds = %579
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %472) #25, !noalias !203
  br label %583

583:                                              ; preds = %582, %579, %564, %558
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9)
  %584 = getelementptr inbounds i8, ptr %1, i64 152
  %585 = load ptr, ptr %584, align 8, !tbaa !13
  store ptr %479, ptr %584, align 8, !tbaa !13
  %586 = icmp eq ptr %585, null
  br i1 %586, label %591, label %587

587:                                              ; preds = %583
  %588 = load ptr, ptr %585, align 8, !tbaa !27
  %589 = getelementptr inbounds i8, ptr %588, i64 16
  %590 = load ptr, ptr %589, align 8
  call void %590(ptr noundef nonnull align 8 dereferenceable(8) %585) #25
  br label %591

591:                                              ; preds = %587, %583
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %592 unwind label %746

592:                                              ; preds = %591
  %593 = load ptr, ptr %584, align 8, !tbaa !13
  %594 = load ptr, ptr %593, align 8, !tbaa !27
  %595 = load ptr, ptr %594, align 8
  %596 = invoke noundef ptr %595(ptr noundef nonnull align 8 dereferenceable(8) %593)
          to label %597 unwind label %746

597:                                              ; preds = %592
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !206)
  %598 = getelementptr inbounds i8, ptr %10, i64 16
  %599 = invoke noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #24
          to label %600 unwind label %746

600:                                              ; preds = %597
  store ptr %599, ptr %10, align 8, !tbaa !145, !alias.scope !206
  %601 = getelementptr inbounds i8, ptr %599, i64 36
  store ptr %601, ptr %598, align 8, !tbaa !147, !alias.scope !206
  %602 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 68719476737, ptr %599, align 4, !noalias !206
  %603 = getelementptr inbounds i8, ptr %599, i64 8
  store i32 0, ptr %603, align 4, !tbaa !5, !noalias !206
  %604 = getelementptr inbounds i8, ptr %599, i64 12
  store i64 26242250178560, ptr %604, align 4, !noalias !206
  %605 = getelementptr inbounds i8, ptr %599, i64 20
  store i32 16, ptr %605, align 4, !tbaa !5, !noalias !206
  %606 = getelementptr inbounds i8, ptr %599, i64 24
  store i64 26242250178560, ptr %606, align 4
  %607 = getelementptr inbounds i8, ptr %599, i64 32
  store i32 72, ptr %607, align 4, !tbaa !5
  store ptr %601, ptr %602, align 8, !tbaa !157, !alias.scope !206
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %596, ptr noundef nonnull align 8 dereferenceable(24) %10, i1 noundef zeroext false)
          to label %608 unwind label %624

608:                                              ; preds = %600
  %609 = load ptr, ptr %10, align 8, !tbaa !145
  %610 = icmp eq ptr %609, null
  br i1 %610, label %616, label %611

611:                                              ; preds = %608
  %612 = load ptr, ptr %598, align 8, !tbaa !147
  %613 = ptrtoint ptr %612 to i64
  %614 = ptrtoint ptr %609 to i64
  %615 = sub i64 %613, %614
  call void @_ZdlPvm(ptr noundef nonnull %609, i64 noundef %615) #27
  br label %616

616:                                              ; preds = %611, %608
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  %617 = invoke noalias noundef nonnull dereferenceable(123) ptr @_Znam(i64 noundef 123) #24
          to label %618 unwind label %746

618:                                              ; preds = %616
  %619 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(122) %617, ptr noundef nonnull align 1 dereferenceable(122) @.str.32, i64 122, i1 false)
  %620 = getelementptr inbounds i8, ptr %617, i64 122
  store i8 0, ptr %620, align 1, !tbaa !29
  %621 = load ptr, ptr %619, align 8, !tbaa !13
  store ptr %617, ptr %619, align 8, !tbaa !13
  %622 = icmp eq ptr %621, null
  br i1 %622, label %634, label %623

623:                                              ; preds = %618
  call void @_ZdaPv(ptr noundef nonnull %621) #27
  br label %634

624:                                              ; preds = %600
  %625 = landingpad { ptr, i32 }
          cleanup
  %626 = load ptr, ptr %10, align 8, !tbaa !145
  %627 = icmp eq ptr %626, null
  br i1 %627, label %633, label %628

628:                                              ; preds = %624
  %629 = load ptr, ptr %598, align 8, !tbaa !147
  %630 = ptrtoint ptr %629 to i64
  %631 = ptrtoint ptr %626 to i64
  %632 = sub i64 %630, %631
  call void @_ZdlPvm(ptr noundef nonnull %626, i64 noundef %632) #27
  br label %633

633:                                              ; preds = %628, %624
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  br label %748

634:                                              ; preds = %623, %618
  %635 = load ptr, ptr %476, align 8, !tbaa !22
  %636 = icmp eq ptr %635, null
  br i1 %636, label %661, label %637

637:                                              ; preds = %634
  %638 = getelementptr inbounds i8, ptr %635, i64 8
  %639 = load atomic i64, ptr %638 acquire, align 8
  %640 = icmp eq i64 %639, 4294967297
  %641 = trunc i64 %639 to i32
  br i1 %640, label %642, label %650

642:                                              ; preds = %637
  store i32 0, ptr %638, align 8, !tbaa !24
  %643 = getelementptr inbounds i8, ptr %635, i64 12
  store i32 0, ptr %643, align 4, !tbaa !26
  %644 = load ptr, ptr %635, align 8, !tbaa !27
  %645 = getelementptr inbounds i8, ptr %644, i64 16
  %646 = load ptr, ptr %645, align 8
  call void %646(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  %647 = load ptr, ptr %635, align 8, !tbaa !27
  %648 = getelementptr inbounds i8, ptr %647, i64 24
  %649 = load ptr, ptr %648, align 8
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  br label %661

650:                                              ; preds = %637
  %651 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %652 = icmp eq i8 %651, 0
  br i1 %652, label %655, label %653

653:                                              ; preds = %650
  %654 = add nsw i32 %641, -1
  store i32 %654, ptr %638, align 4, !tbaa !5
  br label %657

655:                                              ; preds = %650
  %656 = atomicrmw volatile add ptr %638, i32 -1 acq_rel, align 4
  br label %657

657:                                              ; preds = %655, %653
  %658 = phi i32 [ %641, %653 ], [ %656, %655 ]
  %659 = icmp eq i32 %658, 1
  br i1 %659, label %660, label %661, !prof !30

660:                                              ; preds = %657
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  br label %661

661:                                              ; preds = %660, %657, %642, %634
  %662 = load ptr, ptr %471, align 8, !tbaa !22
  %663 = icmp eq ptr %662, null
  br i1 %663, label %688, label %664

664:                                              ; preds = %661
  %665 = getelementptr inbounds i8, ptr %662, i64 8
  %666 = load atomic i64, ptr %665 acquire, align 8
  %667 = icmp eq i64 %666, 4294967297
  %668 = trunc i64 %666 to i32
  br i1 %667, label %669, label %677

669:                                              ; preds = %664
  store i32 0, ptr %665, align 8, !tbaa !24
  %670 = getelementptr inbounds i8, ptr %662, i64 12
  store i32 0, ptr %670, align 4, !tbaa !26
  %671 = load ptr, ptr %662, align 8, !tbaa !27
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  %673 = load ptr, ptr %672, align 8
  call void %673(ptr noundef nonnull align 8 dereferenceable(16) %662) #25
  %674 = load ptr, ptr %662, align 8, !tbaa !27
  %675 = getelementptr inbounds i8, ptr %674, i64 24
  %676 = load ptr, ptr %675, align 8
  call void %676(ptr noundef nonnull align 8 dereferenceable(16) %662) #25
  br label %688

677:                                              ; preds = %664
  %678 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %679 = icmp eq i8 %678, 0
  br i1 %679, label %682, label %680

680:                                              ; preds = %677
  %681 = add nsw i32 %668, -1
  store i32 %681, ptr %665, align 4, !tbaa !5
  br label %684

682:                                              ; preds = %677
  %683 = atomicrmw volatile add ptr %665, i32 -1 acq_rel, align 4
  br label %684

684:                                              ; preds = %682, %680
  %685 = phi i32 [ %668, %680 ], [ %683, %682 ]
  %686 = icmp eq i32 %685, 1
  br i1 %686, label %687, label %688, !prof !30

687:                                              ; preds = %684
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %662) #25
  br label %688

688:                                              ; preds = %687, %684, %669, %661
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %689 unwind label %744

689:                                              ; preds = %688
  %690 = load ptr, ptr %260, align 8, !tbaa !22
  %691 = icmp eq ptr %690, null
  br i1 %691, label %716, label %692

692:                                              ; preds = %689
  %693 = getelementptr inbounds i8, ptr %690, i64 8
  %694 = load atomic i64, ptr %693 acquire, align 8
  %695 = icmp eq i64 %694, 4294967297
  %696 = trunc i64 %694 to i32
  br i1 %695, label %697, label %705

697:                                              ; preds = %692
  store i32 0, ptr %693, align 8, !tbaa !24
  %698 = getelementptr inbounds i8, ptr %690, i64 12
  store i32 0, ptr %698, align 4, !tbaa !26
  %699 = load ptr, ptr %690, align 8, !tbaa !27
  %700 = getelementptr inbounds i8, ptr %699, i64 16
  %701 = load ptr, ptr %700, align 8
  call void %701(ptr noundef nonnull align 8 dereferenceable(16) %690) #25
  %702 = load ptr, ptr %690, align 8, !tbaa !27
  %703 = getelementptr inbounds i8, ptr %702, i64 24
  %704 = load ptr, ptr %703, align 8
  call void %704(ptr noundef nonnull align 8 dereferenceable(16) %690) #25
  br label %716

705:                                              ; preds = %692
  %706 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %707 = icmp eq i8 %706, 0
  br i1 %707, label %710, label %708

708:                                              ; preds = %705
  %709 = add nsw i32 %696, -1
  store i32 %709, ptr %693, align 4, !tbaa !5
  br label %712

710:                                              ; preds = %705
  %711 = atomicrmw volatile add ptr %693, i32 -1 acq_rel, align 4
  br label %712

712:                                              ; preds = %710, %708
  %713 = phi i32 [ %696, %708 ], [ %711, %710 ]
  %714 = icmp eq i32 %713, 1
  br i1 %714, label %715, label %716, !prof !30

715:                                              ; preds = %712
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %690) #25
  br label %716

716:                                              ; preds = %715, %712, %697, %689
  %717 = load ptr, ptr %247, align 8, !tbaa !22
  %718 = icmp eq ptr %717, null
  br i1 %718, label %743, label %719

719:                                              ; preds = %716
  %720 = getelementptr inbounds i8, ptr %717, i64 8
  %721 = load atomic i64, ptr %720 acquire, align 8
  %722 = icmp eq i64 %721, 4294967297
  %723 = trunc i64 %721 to i32
  br i1 %722, label %724, label %732

724:                                              ; preds = %719
  store i32 0, ptr %720, align 8, !tbaa !24
  %725 = getelementptr inbounds i8, ptr %717, i64 12
  store i32 0, ptr %725, align 4, !tbaa !26
  %726 = load ptr, ptr %717, align 8, !tbaa !27
  %727 = getelementptr inbounds i8, ptr %726, i64 16
  %728 = load ptr, ptr %727, align 8
  call void %728(ptr noundef nonnull align 8 dereferenceable(16) %717) #25
  %729 = load ptr, ptr %717, align 8, !tbaa !27
  %730 = getelementptr inbounds i8, ptr %729, i64 24
  %731 = load ptr, ptr %730, align 8
  call void %731(ptr noundef nonnull align 8 dereferenceable(16) %717) #25
  br label %743

732:                                              ; preds = %719
  %733 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %734 = icmp eq i8 %733, 0
  br i1 %734, label %737, label %735

735:                                              ; preds = %732
  %736 = add nsw i32 %723, -1
  store i32 %736, ptr %720, align 4, !tbaa !5
  br label %739

737:                                              ; preds = %732
  %738 = atomicrmw volatile add ptr %720, i32 -1 acq_rel, align 4
  br label %739

739:                                              ; preds = %737, %735
  %740 = phi i32 [ %723, %735 ], [ %738, %737 ]
  %741 = icmp eq i32 %740, 1
  br i1 %741, label %742, label %743, !prof !30

742:                                              ; preds = %739
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %717) #25
  br label %743

743:                                              ; preds = %742, %739, %724, %716
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #25
  br label %1122

744:                                              ; preds = %688, %465, %464
  %745 = landingpad { ptr, i32 }
          cleanup
  br label %750

746:                                              ; preds = %616, %597, %592, %591, %468
  %747 = landingpad { ptr, i32 }
          cleanup
  br label %748

748:                                              ; preds = %746, %633
  %749 = phi { ptr, i32 } [ %747, %746 ], [ %625, %633 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %16) #25
  br label %750

750:                                              ; preds = %748, %744
  %751 = phi { ptr, i32 } [ %745, %744 ], [ %749, %748 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %13) #25
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #25
  br label %1120

752:                                              ; preds = %214
  %753 = load ptr, ptr %171, align 8, !tbaa !22
  %754 = icmp eq ptr %753, null
  br i1 %754, label %764, label %755

755:                                              ; preds = %752
  %756 = getelementptr inbounds i8, ptr %753, i64 8
  %757 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %758 = icmp eq i8 %757, 0
  br i1 %758, label %762, label %759

759:                                              ; preds = %755
  %760 = load i32, ptr %756, align 4, !tbaa !5
  %761 = add nsw i32 %760, 1
  store i32 %761, ptr %756, align 4, !tbaa !5
  br label %764

762:                                              ; preds = %755
  %763 = atomicrmw volatile add ptr %756, i32 1 acq_rel, align 4
  br label %764

764:                                              ; preds = %762, %759, %752
  %765 = load ptr, ptr %187, align 8, !tbaa !22
  %766 = icmp eq ptr %765, null
  br i1 %766, label %776, label %767

767:                                              ; preds = %764
  %768 = getelementptr inbounds i8, ptr %765, i64 8
  %769 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %770 = icmp eq i8 %769, 0
  br i1 %770, label %774, label %771

771:                                              ; preds = %767
  %772 = load i32, ptr %768, align 4, !tbaa !5
  %773 = add nsw i32 %772, 1
  store i32 %773, ptr %768, align 4, !tbaa !5
  br label %776

774:                                              ; preds = %767
  %775 = atomicrmw volatile add ptr %768, i32 1 acq_rel, align 4
  br label %776

776:                                              ; preds = %774, %771, %764
  br i1 %754, label %786, label %777

777:                                              ; preds = %776
  %778 = getelementptr inbounds i8, ptr %753, i64 8
  %779 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %780 = icmp eq i8 %779, 0
  br i1 %780, label %784, label %781

781:                                              ; preds = %777
  %782 = load i32, ptr %778, align 4, !tbaa !5
  %783 = add nsw i32 %782, 1
  store i32 %783, ptr %778, align 4, !tbaa !5
  br label %786

784:                                              ; preds = %777
  %785 = atomicrmw volatile add ptr %778, i32 1 acq_rel, align 4
  br label %786

786:                                              ; preds = %784, %781, %776
  br i1 %766, label %819, label %787

787:                                              ; preds = %786
  %788 = getelementptr inbounds i8, ptr %765, i64 8
  %789 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %790 = icmp eq i8 %789, 0
  br i1 %790, label %794, label %791

791:                                              ; preds = %787
  %792 = load i32, ptr %788, align 4, !tbaa !5
  %793 = add nsw i32 %792, 1
  store i32 %793, ptr %788, align 4, !tbaa !5
  br label %796

794:                                              ; preds = %787
  %795 = atomicrmw volatile add ptr %788, i32 1 acq_rel, align 4
  br label %796

796:                                              ; preds = %794, %791
  %797 = load atomic i64, ptr %788 acquire, align 8
  %798 = icmp eq i64 %797, 4294967297
  %799 = trunc i64 %797 to i32
  br i1 %798, label %800, label %808

800:                                              ; preds = %796
  store i32 0, ptr %788, align 8, !tbaa !24
  %801 = getelementptr inbounds i8, ptr %765, i64 12
  store i32 0, ptr %801, align 4, !tbaa !26
  %802 = load ptr, ptr %765, align 8, !tbaa !27
  %803 = getelementptr inbounds i8, ptr %802, i64 16
  %804 = load ptr, ptr %803, align 8
  call void %804(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  %805 = load ptr, ptr %765, align 8, !tbaa !27
  %806 = getelementptr inbounds i8, ptr %805, i64 24
  %807 = load ptr, ptr %806, align 8
  call void %807(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %819

808:                                              ; preds = %796
  %809 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %810 = icmp eq i8 %809, 0
  br i1 %810, label %813, label %811

811:                                              ; preds = %808
  %812 = add nsw i32 %799, -1
  store i32 %812, ptr %788, align 4, !tbaa !5
  br label %815

813:                                              ; preds = %808
  %814 = atomicrmw volatile add ptr %788, i32 -1 acq_rel, align 4
  br label %815

815:                                              ; preds = %813, %811
  %816 = phi i32 [ %799, %811 ], [ %814, %813 ]
  %817 = icmp eq i32 %816, 1
  br i1 %817, label %818, label %819, !prof !30

818:                                              ; preds = %815
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %819

819:                                              ; preds = %818, %815, %800, %786
  br i1 %754, label %844, label %820

820:                                              ; preds = %819
  %821 = getelementptr inbounds i8, ptr %753, i64 8
  %822 = load atomic i64, ptr %821 acquire, align 8
  %823 = icmp eq i64 %822, 4294967297
  %824 = trunc i64 %822 to i32
  br i1 %823, label %825, label %833

825:                                              ; preds = %820
  store i32 0, ptr %821, align 8, !tbaa !24
  %826 = getelementptr inbounds i8, ptr %753, i64 12
  store i32 0, ptr %826, align 4, !tbaa !26
  %827 = load ptr, ptr %753, align 8, !tbaa !27
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %828, align 8
  call void %829(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  %830 = load ptr, ptr %753, align 8, !tbaa !27
  %831 = getelementptr inbounds i8, ptr %830, i64 24
  %832 = load ptr, ptr %831, align 8
  call void %832(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  br label %844

833:                                              ; preds = %820
  %834 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %835 = icmp eq i8 %834, 0
  br i1 %835, label %838, label %836

836:                                              ; preds = %833
  %837 = add nsw i32 %824, -1
  store i32 %837, ptr %821, align 4, !tbaa !5
  br label %840

838:                                              ; preds = %833
  %839 = atomicrmw volatile add ptr %821, i32 -1 acq_rel, align 4
  br label %840

840:                                              ; preds = %838, %836
  %841 = phi i32 [ %824, %836 ], [ %839, %838 ]
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %844, !prof !30

843:                                              ; preds = %840
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  br label %844

844:                                              ; preds = %843, %840, %825, %819
  br i1 %766, label %869, label %845

845:                                              ; preds = %844
  %846 = getelementptr inbounds i8, ptr %765, i64 8
  %847 = load atomic i64, ptr %846 acquire, align 8
  %848 = icmp eq i64 %847, 4294967297
  %849 = trunc i64 %847 to i32
  br i1 %848, label %850, label %858

850:                                              ; preds = %845
  store i32 0, ptr %846, align 8, !tbaa !24
  %851 = getelementptr inbounds i8, ptr %765, i64 12
  store i32 0, ptr %851, align 4, !tbaa !26
  %852 = load ptr, ptr %765, align 8, !tbaa !27
  %853 = getelementptr inbounds i8, ptr %852, i64 16
  %854 = load ptr, ptr %853, align 8
  call void %854(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  %855 = load ptr, ptr %765, align 8, !tbaa !27
  %856 = getelementptr inbounds i8, ptr %855, i64 24
  %857 = load ptr, ptr %856, align 8
  call void %857(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %869

858:                                              ; preds = %845
  %859 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %860 = icmp eq i8 %859, 0
  br i1 %860, label %863, label %861

861:                                              ; preds = %858
  %862 = add nsw i32 %849, -1
  store i32 %862, ptr %846, align 4, !tbaa !5
  br label %865

863:                                              ; preds = %858
  %864 = atomicrmw volatile add ptr %846, i32 -1 acq_rel, align 4
  br label %865

865:                                              ; preds = %863, %861
  %866 = phi i32 [ %849, %861 ], [ %864, %863 ]
  %867 = icmp eq i32 %866, 1
  br i1 %867, label %868, label %869, !prof !30

868:                                              ; preds = %865
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %869

869:                                              ; preds = %868, %865, %850, %844
  br i1 %754, label %894, label %870

870:                                              ; preds = %869
  %871 = getelementptr inbounds i8, ptr %753, i64 8
  %872 = load atomic i64, ptr %871 acquire, align 8
  %873 = icmp eq i64 %872, 4294967297
  %874 = trunc i64 %872 to i32
  br i1 %873, label %875, label %883

875:                                              ; preds = %870
  store i32 0, ptr %871, align 8, !tbaa !24
  %876 = getelementptr inbounds i8, ptr %753, i64 12
  store i32 0, ptr %876, align 4, !tbaa !26
  %877 = load ptr, ptr %753, align 8, !tbaa !27
  %878 = getelementptr inbounds i8, ptr %877, i64 16
  %879 = load ptr, ptr %878, align 8
  call void %879(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  %880 = load ptr, ptr %753, align 8, !tbaa !27
  %881 = getelementptr inbounds i8, ptr %880, i64 24
  %882 = load ptr, ptr %881, align 8
  call void %882(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  br label %894

883:                                              ; preds = %870
  %884 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %885 = icmp eq i8 %884, 0
  br i1 %885, label %888, label %886

886:                                              ; preds = %883
  %887 = add nsw i32 %874, -1
  store i32 %887, ptr %871, align 4, !tbaa !5
  br label %890

888:                                              ; preds = %883
  %889 = atomicrmw volatile add ptr %871, i32 -1 acq_rel, align 4
  br label %890

890:                                              ; preds = %888, %886
  %891 = phi i32 [ %874, %886 ], [ %889, %888 ]
  %892 = icmp eq i32 %891, 1
  br i1 %892, label %893, label %894, !prof !30

893:                                              ; preds = %890
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %753) #25
  br label %894

894:                                              ; preds = %893, %890, %875, %869
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %895 unwind label %1176

895:                                              ; preds = %894
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %896 unwind label %1176

896:                                              ; preds = %895
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %897 = getelementptr inbounds i8, ptr %6, i64 8
  %898 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %898, align 8, !alias.scope !209
  store i64 2, ptr %6, align 8, !tbaa !33, !alias.scope !209
  store i64 32, ptr %897, align 8, !tbaa !33, !alias.scope !209
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %899 unwind label %1176

899:                                              ; preds = %896
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %900 = load ptr, ptr %18, align 8, !tbaa !114
  store ptr %900, ptr %17, align 8, !tbaa !114
  %901 = getelementptr inbounds i8, ptr %17, i64 8
  %902 = load ptr, ptr %171, align 8, !tbaa !22
  store ptr null, ptr %171, align 8, !tbaa !22
  store ptr %902, ptr %901, align 8, !tbaa !22
  store ptr null, ptr %18, align 8, !tbaa !114
  %903 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %903, ptr noundef nonnull align 8 dereferenceable(40) %184, i64 40, i1 false)
  %904 = getelementptr inbounds i8, ptr %17, i64 56
  %905 = load ptr, ptr %185, align 8, !tbaa !114
  store ptr %905, ptr %904, align 8, !tbaa !114
  %906 = getelementptr inbounds i8, ptr %17, i64 64
  %907 = load ptr, ptr %187, align 8, !tbaa !22
  store ptr null, ptr %187, align 8, !tbaa !22
  store ptr %907, ptr %906, align 8, !tbaa !22
  store ptr null, ptr %185, align 8, !tbaa !114
  %908 = getelementptr inbounds i8, ptr %17, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %908, ptr noundef nonnull align 8 dereferenceable(40) %200, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %909 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #24
          to label %910 unwind label %1116

910:                                              ; preds = %899
  %911 = icmp eq ptr %902, null
  br i1 %911, label %923, label %912

912:                                              ; preds = %910
  %913 = getelementptr inbounds i8, ptr %902, i64 8
  %914 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %915 = icmp eq i8 %914, 0
  br i1 %915, label %919, label %916

916:                                              ; preds = %912
  %917 = load i32, ptr %913, align 4, !tbaa !5, !noalias !212
  %918 = add nsw i32 %917, 1
  store i32 %918, ptr %913, align 4, !tbaa !5, !noalias !212
  br label %923

919:                                              ; preds = %912
  %920 = atomicrmw volatile add ptr %913, i32 1 acq_rel, align 4, !noalias !212
  %921 = load ptr, ptr %904, align 8, !tbaa !114, !noalias !212
  %922 = load ptr, ptr %906, align 8, !tbaa !22, !noalias !212
  br label %923

923:                                              ; preds = %919, %916, %910
  %924 = phi ptr [ %922, %919 ], [ %907, %916 ], [ %907, %910 ]
  %925 = phi ptr [ %921, %919 ], [ %905, %916 ], [ %905, %910 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %903, i64 40, i1 false), !noalias !212
  %926 = icmp eq ptr %924, null
  br i1 %926, label %936, label %927

927:                                              ; preds = %923
  %928 = getelementptr inbounds i8, ptr %924, i64 8
  %929 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %930 = icmp eq i8 %929, 0
  br i1 %930, label %934, label %931

931:                                              ; preds = %927
  %932 = load i32, ptr %928, align 4, !tbaa !5, !noalias !212
  %933 = add nsw i32 %932, 1
  store i32 %933, ptr %928, align 4, !tbaa !5, !noalias !212
  br label %936

934:                                              ; preds = %927
  %935 = atomicrmw volatile add ptr %928, i32 1 acq_rel, align 4, !noalias !212
  br label %936

936:                                              ; preds = %934, %931, %923
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %908, i64 40, i1 false), !noalias !212
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %909, align 8, !tbaa !27, !noalias !212
  %937 = getelementptr inbounds i8, ptr %909, i64 8
  store ptr %900, ptr %937, align 8, !tbaa !114, !noalias !212
  %938 = getelementptr inbounds i8, ptr %909, i64 16
  store ptr %902, ptr %938, align 8, !tbaa !22, !noalias !212
  br i1 %911, label %948, label %939

939:                                              ; preds = %936
  %940 = getelementptr inbounds i8, ptr %902, i64 8
  %941 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %942 = icmp eq i8 %941, 0
  br i1 %942, label %946, label %943

943:                                              ; preds = %939
  %944 = load i32, ptr %940, align 4, !tbaa !5, !noalias !212
  %945 = add nsw i32 %944, 1
  store i32 %945, ptr %940, align 4, !tbaa !5, !noalias !212
  br label %948

946:                                              ; preds = %939
  %947 = atomicrmw volatile add ptr %940, i32 1 acq_rel, align 4, !noalias !212
  br label %948

948:                                              ; preds = %946, %943, %936
  %949 = getelementptr inbounds i8, ptr %909, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %949, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !212
  %950 = getelementptr inbounds i8, ptr %909, i64 64
  store ptr %925, ptr %950, align 8, !tbaa !114, !noalias !212
  %951 = getelementptr inbounds i8, ptr %909, i64 72
  store ptr %924, ptr %951, align 8, !tbaa !22, !noalias !212
  br i1 %926, label %961, label %952

952:                                              ; preds = %948
  %953 = getelementptr inbounds i8, ptr %924, i64 8
  %954 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %955 = icmp eq i8 %954, 0
  br i1 %955, label %959, label %956

956:                                              ; preds = %952
  %957 = load i32, ptr %953, align 4, !tbaa !5, !noalias !212
  %958 = add nsw i32 %957, 1
  store i32 %958, ptr %953, align 4, !tbaa !5, !noalias !212
  br label %963

959:                                              ; preds = %952
  %960 = atomicrmw volatile add ptr %953, i32 1 acq_rel, align 4, !noalias !212
  br label %963

961:                                              ; preds = %948
  %962 = getelementptr inbounds i8, ptr %909, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %962, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !212
  br label %987

963:                                              ; preds = %959, %956
  %964 = getelementptr inbounds i8, ptr %909, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %964, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !212
  %965 = load atomic i64, ptr %953 acquire, align 8, !noalias !212
  %966 = icmp eq i64 %965, 4294967297
  %967 = trunc i64 %965 to i32
  br i1 %966, label %968, label %976

968:                                              ; preds = %963
  store i32 0, ptr %953, align 8, !tbaa !24, !noalias !212
  %969 = getelementptr inbounds i8, ptr %924, i64 12
  store i32 0, ptr %969, align 4, !tbaa !26, !noalias !212
  %970 = load ptr, ptr %924, align 8, !tbaa !27, !noalias !212
  %971 = getelementptr inbounds i8, ptr %970, i64 16
  %972 = load ptr, ptr %971, align 8, !noalias !212
  call void %972(ptr noundef nonnull align 8 dereferenceable(16) %924) #25, !noalias !212
  %973 = load ptr, ptr %924, align 8, !tbaa !27, !noalias !212
  %974 = getelementptr inbounds i8, ptr %973, i64 24
  %975 = load ptr, ptr %974, align 8, !noalias !212
  call void %975(ptr noundef nonnull align 8 dereferenceable(16) %924) #25, !noalias !212
  br label %987

976:                                              ; preds = %963
  %977 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %978 = icmp eq i8 %977, 0
  br i1 %978, label %981, label %979

979:                                              ; preds = %976
  %980 = add nsw i32 %967, -1
  store i32 %980, ptr %953, align 4, !tbaa !5, !noalias !212
  br label %983

981:                                              ; preds = %976
  %982 = atomicrmw volatile add ptr %953, i32 -1 acq_rel, align 4, !noalias !212
  br label %983

983:                                              ; preds = %981, %979
  %984 = phi i32 [ %967, %979 ], [ %982, %981 ]
  %985 = icmp eq i32 %984, 1
  br i1 %985, label %986, label %987, !prof !30

986:                                              ; preds = %983
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %924) #25, !noalias !212
  br label %987

987:                                              ; preds = %986, %983, %968, %961
  br i1 %911, label %1012, label %988

988:                                              ; preds = %987
  %989 = getelementptr inbounds i8, ptr %902, i64 8
  %990 = load atomic i64, ptr %989 acquire, align 8, !noalias !212
  %991 = icmp eq i64 %990, 4294967297
  %992 = trunc i64 %990 to i32
  br i1 %991, label %993, label %1001

993:                                              ; preds = %988
  store i32 0, ptr %989, align 8, !tbaa !24, !noalias !212
  %994 = getelementptr inbounds i8, ptr %902, i64 12
  store i32 0, ptr %994, align 4, !tbaa !26, !noalias !212
  %995 = load ptr, ptr %902, align 8, !tbaa !27, !noalias !212
  %996 = getelementptr inbounds i8, ptr %995, i64 16
  %997 = load ptr, ptr %996, align 8, !noalias !212
  call void %997(ptr noundef nonnull align 8 dereferenceable(16) %902) #25, !noalias !212
  %998 = load ptr, ptr %902, align 8, !tbaa !27, !noalias !212
  %999 = getelementptr inbounds i8, ptr %998, i64 24
  %1000 = load ptr, ptr %999, align 8, !noalias !212
  call void %1000(ptr noundef nonnull align 8 dereferenceable(16) %902) #25, !noalias !212
  br label %1012

1001:                                             ; preds = %988
  %1002 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !212
  %1003 = icmp eq i8 %1002, 0
  br i1 %1003, label %1006, label %1004

1004:                                             ; preds = %1001
  %1005 = add nsw i32 %992, -1
  store i32 %1005, ptr %989, align 4, !tbaa !5, !noalias !212
  br label %1008

1006:                                             ; preds = %1001
  %1007 = atomicrmw volatile add ptr %989, i32 -1 acq_rel, align 4, !noalias !212
  br label %1008

1008:                                             ; preds = %1006, %1004
  %1009 = phi i32 [ %992, %1004 ], [ %1007, %1006 ]
  %1010 = icmp eq i32 %1009, 1
  br i1 %1010, label %1011, label %1012, !prof !30

1011:                                             ; preds = %1008
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %902) #25, !noalias !212
  br label %1012

1012:                                             ; preds = %1011, %1008, %993, %987
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %1013 = getelementptr inbounds i8, ptr %1, i64 152
  %1014 = load ptr, ptr %1013, align 8, !tbaa !13
  store ptr %909, ptr %1013, align 8, !tbaa !13
  %1015 = icmp eq ptr %1014, null
  br i1 %1015, label %1020, label %1016

1016:                                             ; preds = %1012
  %1017 = load ptr, ptr %1014, align 8, !tbaa !27
  %1018 = getelementptr inbounds i8, ptr %1017, i64 16
  %1019 = load ptr, ptr %1018, align 8
  call void %1019(ptr noundef nonnull align 8 dereferenceable(8) %1014) #25
  br label %1020

1020:                                             ; preds = %1016, %1012
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1021 unwind label %1116

1021:                                             ; preds = %1020
  %1022 = load ptr, ptr %1013, align 8, !tbaa !13
  %1023 = load ptr, ptr %1022, align 8, !tbaa !27
  %1024 = load ptr, ptr %1023, align 8
  %1025 = invoke noundef ptr %1024(ptr noundef nonnull align 8 dereferenceable(8) %1022)
          to label %1026 unwind label %1116

1026:                                             ; preds = %1021
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !215)
  %1027 = getelementptr inbounds i8, ptr %5, i64 16
  %1028 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24
          to label %1029 unwind label %1116

1029:                                             ; preds = %1026
  store ptr %1028, ptr %5, align 8, !tbaa !145, !alias.scope !215
  %1030 = getelementptr inbounds i8, ptr %1028, i64 24
  store ptr %1030, ptr %1027, align 8, !tbaa !147, !alias.scope !215
  %1031 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26242250178560, ptr %1028, align 4, !noalias !215
  %1032 = getelementptr inbounds i8, ptr %1028, i64 8
  store i32 0, ptr %1032, align 4, !tbaa !5, !noalias !215
  %1033 = getelementptr inbounds i8, ptr %1028, i64 12
  store i64 26242250178560, ptr %1033, align 4, !noalias !215
  %1034 = getelementptr inbounds i8, ptr %1028, i64 20
  store i32 56, ptr %1034, align 4, !tbaa !5, !noalias !215
  store ptr %1030, ptr %1031, align 8, !tbaa !157, !alias.scope !215
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1025, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1035 unwind label %1051

1035:                                             ; preds = %1029
  %1036 = load ptr, ptr %5, align 8, !tbaa !145
  %1037 = icmp eq ptr %1036, null
  br i1 %1037, label %1043, label %1038

1038:                                             ; preds = %1035
  %1039 = load ptr, ptr %1027, align 8, !tbaa !147
  %1040 = ptrtoint ptr %1039 to i64
  %1041 = ptrtoint ptr %1036 to i64
  %1042 = sub i64 %1040, %1041
  call void @_ZdlPvm(ptr noundef nonnull %1036, i64 noundef %1042) #27
  br label %1043

1043:                                             ; preds = %1038, %1035
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1044 = invoke noalias noundef nonnull dereferenceable(65) ptr @_Znam(i64 noundef 65) #24
          to label %1045 unwind label %1116

1045:                                             ; preds = %1043
  %1046 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %1044, ptr noundef nonnull align 1 dereferenceable(64) @.str.31, i64 64, i1 false)
  %1047 = getelementptr inbounds i8, ptr %1044, i64 64
  store i8 0, ptr %1047, align 1, !tbaa !29
  %1048 = load ptr, ptr %1046, align 8, !tbaa !13
  store ptr %1044, ptr %1046, align 8, !tbaa !13
  %1049 = icmp eq ptr %1048, null
  br i1 %1049, label %1061, label %1050

1050:                                             ; preds = %1045
  call void @_ZdaPv(ptr noundef nonnull %1048) #27
  br label %1061

1051:                                             ; preds = %1029
  %1052 = landingpad { ptr, i32 }
          cleanup
  %1053 = load ptr, ptr %5, align 8, !tbaa !145
  %1054 = icmp eq ptr %1053, null
  br i1 %1054, label %1060, label %1055

1055:                                             ; preds = %1051
  %1056 = load ptr, ptr %1027, align 8, !tbaa !147
  %1057 = ptrtoint ptr %1056 to i64
  %1058 = ptrtoint ptr %1053 to i64
  %1059 = sub i64 %1057, %1058
  call void @_ZdlPvm(ptr noundef nonnull %1053, i64 noundef %1059) #27
  br label %1060

1060:                                             ; preds = %1055, %1051
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1118

1061:                                             ; preds = %1050, %1045
  %1062 = load ptr, ptr %906, align 8, !tbaa !22
  %1063 = icmp eq ptr %1062, null
  br i1 %1063, label %1088, label %1064

1064:                                             ; preds = %1061
  %1065 = getelementptr inbounds i8, ptr %1062, i64 8
  %1066 = load atomic i64, ptr %1065 acquire, align 8
  %1067 = icmp eq i64 %1066, 4294967297
  %1068 = trunc i64 %1066 to i32
  br i1 %1067, label %1069, label %1077

1069:                                             ; preds = %1064
  store i32 0, ptr %1065, align 8, !tbaa !24
  %1070 = getelementptr inbounds i8, ptr %1062, i64 12
  store i32 0, ptr %1070, align 4, !tbaa !26
  %1071 = load ptr, ptr %1062, align 8, !tbaa !27
  %1072 = getelementptr inbounds i8, ptr %1071, i64 16
  %1073 = load ptr, ptr %1072, align 8
  call void %1073(ptr noundef nonnull align 8 dereferenceable(16) %1062) #25
  %1074 = load ptr, ptr %1062, align 8, !tbaa !27
  %1075 = getelementptr inbounds i8, ptr %1074, i64 24
  %1076 = load ptr, ptr %1075, align 8
  call void %1076(ptr noundef nonnull align 8 dereferenceable(16) %1062) #25
  br label %1088

1077:                                             ; preds = %1064
  %1078 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1079 = icmp eq i8 %1078, 0
  br i1 %1079, label %1082, label %1080

1080:                                             ; preds = %1077
  %1081 = add nsw i32 %1068, -1
  store i32 %1081, ptr %1065, align 4, !tbaa !5
  br label %1084

1082:                                             ; preds = %1077
  %1083 = atomicrmw volatile add ptr %1065, i32 -1 acq_rel, align 4
  br label %1084

1084:                                             ; preds = %1082, %1080
  %1085 = phi i32 [ %1068, %1080 ], [ %1083, %1082 ]
  %1086 = icmp eq i32 %1085, 1
  br i1 %1086, label %1087, label %1088, !prof !30

1087:                                             ; preds = %1084
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1062) #25
  br label %1088

1088:                                             ; preds = %1087, %1084, %1069, %1061
  %1089 = load ptr, ptr %901, align 8, !tbaa !22
  %1090 = icmp eq ptr %1089, null
  br i1 %1090, label %1115, label %1091

1091:                                             ; preds = %1088
  %1092 = getelementptr inbounds i8, ptr %1089, i64 8
  %1093 = load atomic i64, ptr %1092 acquire, align 8
  %1094 = icmp eq i64 %1093, 4294967297
  %1095 = trunc i64 %1093 to i32
  br i1 %1094, label %1096, label %1104

1096:                                             ; preds = %1091
  store i32 0, ptr %1092, align 8, !tbaa !24
  %1097 = getelementptr inbounds i8, ptr %1089, i64 12
  store i32 0, ptr %1097, align 4, !tbaa !26
  %1098 = load ptr, ptr %1089, align 8, !tbaa !27
  %1099 = getelementptr inbounds i8, ptr %1098, i64 16
  %1100 = load ptr, ptr %1099, align 8
  call void %1100(ptr noundef nonnull align 8 dereferenceable(16) %1089) #25
  %1101 = load ptr, ptr %1089, align 8, !tbaa !27
  %1102 = getelementptr inbounds i8, ptr %1101, i64 24
  %1103 = load ptr, ptr %1102, align 8
  call void %1103(ptr noundef nonnull align 8 dereferenceable(16) %1089) #25
  br label %1115

1104:                                             ; preds = %1091
  %1105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1106 = icmp eq i8 %1105, 0
  br i1 %1106, label %1109, label %1107

1107:                                             ; preds = %1104
  %1108 = add nsw i32 %1095, -1
  store i32 %1108, ptr %1092, align 4, !tbaa !5
  br label %1111

1109:                                             ; preds = %1104
  %1110 = atomicrmw volatile add ptr %1092, i32 -1 acq_rel, align 4
  br label %1111

1111:                                             ; preds = %1109, %1107
  %1112 = phi i32 [ %1095, %1107 ], [ %1110, %1109 ]
  %1113 = icmp eq i32 %1112, 1
  br i1 %1113, label %1114, label %1115, !prof !30

1114:                                             ; preds = %1111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1089) #25
  br label %1115

1115:                                             ; preds = %1114, %1111, %1096, %1088
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1122 unwind label %1176

1116:                                             ; preds = %1043, %1026, %1021, %1020, %899
  %1117 = landingpad { ptr, i32 }
          cleanup
  br label %1118

1118:                                             ; preds = %1116, %1060
  %1119 = phi { ptr, i32 } [ %1117, %1116 ], [ %1052, %1060 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %17) #25
  br label %1120

1120:                                             ; preds = %1118, %750
  %1121 = phi { ptr, i32 } [ %751, %750 ], [ %1119, %1118 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  br label %1178

1122:                                             ; preds = %1115, %743
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17)
  %1123 = load ptr, ptr %187, align 8, !tbaa !22
  %1124 = icmp eq ptr %1123, null
  br i1 %1124, label %1149, label %1125

1125:                                             ; preds = %1122
  %1126 = getelementptr inbounds i8, ptr %1123, i64 8
  %1127 = load atomic i64, ptr %1126 acquire, align 8
  %1128 = icmp eq i64 %1127, 4294967297
  %1129 = trunc i64 %1127 to i32
  br i1 %1128, label %1130, label %1138

1130:                                             ; preds = %1125
  store i32 0, ptr %1126, align 8, !tbaa !24
  %1131 = getelementptr inbounds i8, ptr %1123, i64 12
  store i32 0, ptr %1131, align 4, !tbaa !26
  %1132 = load ptr, ptr %1123, align 8, !tbaa !27
  %1133 = getelementptr inbounds i8, ptr %1132, i64 16
  %1134 = load ptr, ptr %1133, align 8
  call void %1134(ptr noundef nonnull align 8 dereferenceable(16) %1123) #25
  %1135 = load ptr, ptr %1123, align 8, !tbaa !27
  %1136 = getelementptr inbounds i8, ptr %1135, i64 24
  %1137 = load ptr, ptr %1136, align 8
  call void %1137(ptr noundef nonnull align 8 dereferenceable(16) %1123) #25
  br label %1149

1138:                                             ; preds = %1125
  %1139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1140 = icmp eq i8 %1139, 0
  br i1 %1140, label %1143, label %1141

1141:                                             ; preds = %1138
  %1142 = add nsw i32 %1129, -1
  store i32 %1142, ptr %1126, align 4, !tbaa !5
  br label %1145

1143:                                             ; preds = %1138
  %1144 = atomicrmw volatile add ptr %1126, i32 -1 acq_rel, align 4
  br label %1145

1145:                                             ; preds = %1143, %1141
  %1146 = phi i32 [ %1129, %1141 ], [ %1144, %1143 ]
  %1147 = icmp eq i32 %1146, 1
  br i1 %1147, label %1148, label %1149, !prof !30

1148:                                             ; preds = %1145
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1123) #25
  br label %1149

1149:                                             ; preds = %1148, %1145, %1130, %1122
  %1150 = load ptr, ptr %171, align 8, !tbaa !22
  %1151 = icmp eq ptr %1150, null
  br i1 %1151, label %1180, label %1152

1152:                                             ; preds = %1149
  %1153 = getelementptr inbounds i8, ptr %1150, i64 8
  %1154 = load atomic i64, ptr %1153 acquire, align 8
  %1155 = icmp eq i64 %1154, 4294967297
  %1156 = trunc i64 %1154 to i32
  br i1 %1155, label %1157, label %1165

1157:                                             ; preds = %1152
  store i32 0, ptr %1153, align 8, !tbaa !24
  %1158 = getelementptr inbounds i8, ptr %1150, i64 12
  store i32 0, ptr %1158, align 4, !tbaa !26
  %1159 = load ptr, ptr %1150, align 8, !tbaa !27
  %1160 = getelementptr inbounds i8, ptr %1159, i64 16
  %1161 = load ptr, ptr %1160, align 8
  call void %1161(ptr noundef nonnull align 8 dereferenceable(16) %1150) #25
  %1162 = load ptr, ptr %1150, align 8, !tbaa !27
  %1163 = getelementptr inbounds i8, ptr %1162, i64 24
  %1164 = load ptr, ptr %1163, align 8
  call void %1164(ptr noundef nonnull align 8 dereferenceable(16) %1150) #25
  br label %1180

1165:                                             ; preds = %1152
  %1166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1167 = icmp eq i8 %1166, 0
  br i1 %1167, label %1170, label %1168

1168:                                             ; preds = %1165
  %1169 = add nsw i32 %1156, -1
  store i32 %1169, ptr %1153, align 4, !tbaa !5
  br label %1172

1170:                                             ; preds = %1165
  %1171 = atomicrmw volatile add ptr %1153, i32 -1 acq_rel, align 4
  br label %1172

1172:                                             ; preds = %1170, %1168
  %1173 = phi i32 [ %1156, %1168 ], [ %1171, %1170 ]
  %1174 = icmp eq i32 %1173, 1
  br i1 %1174, label %1175, label %1180, !prof !30

1175:                                             ; preds = %1172
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1150) #25
  br label %1180

1176:                                             ; preds = %1115, %896, %895, %894, %213, %211, %199
  %1177 = landingpad { ptr, i32 }
          cleanup
  br label %1178

1178:                                             ; preds = %1176, %1120, %209
  %1179 = phi { ptr, i32 } [ %1177, %1176 ], [ %210, %209 ], [ %1121, %1120 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %18) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %25) #25
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %25) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #25
  br label %1267

1180:                                             ; preds = %1175, %1172, %1157, %1149
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18)
  %1181 = load ptr, ptr %154, align 8, !tbaa !22
  %1182 = icmp eq ptr %1181, null
  br i1 %1182, label %1207, label %1183

1183:                                             ; preds = %1180
  %1184 = getelementptr inbounds i8, ptr %1181, i64 8
  %1185 = load atomic i64, ptr %1184 acquire, align 8
  %1186 = icmp eq i64 %1185, 4294967297
  %1187 = trunc i64 %1185 to i32
  br i1 %1186, label %1188, label %1196

1188:                                             ; preds = %1183
  store i32 0, ptr %1184, align 8, !tbaa !24
  %1189 = getelementptr inbounds i8, ptr %1181, i64 12
  store i32 0, ptr %1189, align 4, !tbaa !26
  %1190 = load ptr, ptr %1181, align 8, !tbaa !27
  %1191 = getelementptr inbounds i8, ptr %1190, i64 16
  %1192 = load ptr, ptr %1191, align 8
  call void %1192(ptr noundef nonnull align 8 dereferenceable(16) %1181) #25
  %1193 = load ptr, ptr %1181, align 8, !tbaa !27
  %1194 = getelementptr inbounds i8, ptr %1193, i64 24
  %1195 = load ptr, ptr %1194, align 8
  call void %1195(ptr noundef nonnull align 8 dereferenceable(16) %1181) #25
  br label %1207

1196:                                             ; preds = %1183
  %1197 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1198 = icmp eq i8 %1197, 0
  br i1 %1198, label %1201, label %1199

1199:                                             ; preds = %1196
  %1200 = add nsw i32 %1187, -1
  store i32 %1200, ptr %1184, align 4, !tbaa !5
  br label %1203

1201:                                             ; preds = %1196
  %1202 = atomicrmw volatile add ptr %1184, i32 -1 acq_rel, align 4
  br label %1203

1203:                                             ; preds = %1201, %1199
  %1204 = phi i32 [ %1187, %1199 ], [ %1202, %1201 ]
  %1205 = icmp eq i32 %1204, 1
  br i1 %1205, label %1206, label %1207, !prof !30

1206:                                             ; preds = %1203
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1181) #25
  br label %1207

1207:                                             ; preds = %1206, %1203, %1188, %1180
  %1208 = load ptr, ptr %135, align 8, !tbaa !22
  %1209 = icmp eq ptr %1208, null
  br i1 %1209, label %1234, label %1210

1210:                                             ; preds = %1207
  %1211 = getelementptr inbounds i8, ptr %1208, i64 8
  %1212 = load atomic i64, ptr %1211 acquire, align 8
  %1213 = icmp eq i64 %1212, 4294967297
  %1214 = trunc i64 %1212 to i32
  br i1 %1213, label %1215, label %1223

1215:                                             ; preds = %1210
  store i32 0, ptr %1211, align 8, !tbaa !24
  %1216 = getelementptr inbounds i8, ptr %1208, i64 12
  store i32 0, ptr %1216, align 4, !tbaa !26
  %1217 = load ptr, ptr %1208, align 8, !tbaa !27
  %1218 = getelementptr inbounds i8, ptr %1217, i64 16
  %1219 = load ptr, ptr %1218, align 8
  call void %1219(ptr noundef nonnull align 8 dereferenceable(16) %1208) #25
  %1220 = load ptr, ptr %1208, align 8, !tbaa !27
  %1221 = getelementptr inbounds i8, ptr %1220, i64 24
  %1222 = load ptr, ptr %1221, align 8
  call void %1222(ptr noundef nonnull align 8 dereferenceable(16) %1208) #25
  br label %1234

1223:                                             ; preds = %1210
  %1224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1225 = icmp eq i8 %1224, 0
  br i1 %1225, label %1228, label %1226

1226:                                             ; preds = %1223
  %1227 = add nsw i32 %1214, -1
  store i32 %1227, ptr %1211, align 4, !tbaa !5
  br label %1230

1228:                                             ; preds = %1223
  %1229 = atomicrmw volatile add ptr %1211, i32 -1 acq_rel, align 4
  br label %1230

1230:                                             ; preds = %1228, %1226
  %1231 = phi i32 [ %1214, %1226 ], [ %1229, %1228 ]
  %1232 = icmp eq i32 %1231, 1
  br i1 %1232, label %1233, label %1234, !prof !30

1233:                                             ; preds = %1230
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1208) #25
  br label %1234

1234:                                             ; preds = %1233, %1230, %1215, %1207
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %25) #25
  %1235 = load ptr, ptr %136, align 8, !tbaa !22
  %1236 = icmp eq ptr %1235, null
  br i1 %1236, label %1271, label %1237

1237:                                             ; preds = %1234
  %1238 = getelementptr inbounds i8, ptr %1235, i64 8
  %1239 = load atomic i64, ptr %1238 acquire, align 8
  %1240 = icmp eq i64 %1239, 4294967297
  %1241 = trunc i64 %1239 to i32
  br i1 %1240, label %1242, label %1250

1242:                                             ; preds = %1237
  store i32 0, ptr %1238, align 8, !tbaa !24
  %1243 = getelementptr inbounds i8, ptr %1235, i64 12
  store i32 0, ptr %1243, align 4, !tbaa !26
  %1244 = load ptr, ptr %1235, align 8, !tbaa !27
  %1245 = getelementptr inbounds i8, ptr %1244, i64 16
  %1246 = load ptr, ptr %1245, align 8
  call void %1246(ptr noundef nonnull align 8 dereferenceable(16) %1235) #25
  %1247 = load ptr, ptr %1235, align 8, !tbaa !27
  %1248 = getelementptr inbounds i8, ptr %1247, i64 24
  %1249 = load ptr, ptr %1248, align 8
  call void %1249(ptr noundef nonnull align 8 dereferenceable(16) %1235) #25
  br label %1271

1250:                                             ; preds = %1237
  %1251 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1252 = icmp eq i8 %1251, 0
  br i1 %1252, label %1255, label %1253

1253:                                             ; preds = %1250
  %1254 = add nsw i32 %1241, -1
  store i32 %1254, ptr %1238, align 4, !tbaa !5
  br label %1257

1255:                                             ; preds = %1250
  %1256 = atomicrmw volatile add ptr %1238, i32 -1 acq_rel, align 4
  br label %1257

1257:                                             ; preds = %1255, %1253
  %1258 = phi i32 [ %1241, %1253 ], [ %1256, %1255 ]
  %1259 = icmp eq i32 %1258, 1
  br i1 %1259, label %1260, label %1271, !prof !30

1260:                                             ; preds = %1257
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1235) #25
  br label %1271

1261:                                             ; preds = %46, %41
  %1262 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %22) #25
  br label %1269

1263:                                             ; preds = %74
  %1264 = landingpad { ptr, i32 }
          cleanup
  br label %1265

1265:                                             ; preds = %1263, %82
  %1266 = phi { ptr, i32 } [ %1264, %1263 ], [ %83, %82 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  br label %1267

1267:                                             ; preds = %1265, %1178
  %1268 = phi { ptr, i32 } [ %1179, %1178 ], [ %1266, %1265 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #25
  br label %1269

1269:                                             ; preds = %1267, %1261
  %1270 = phi { ptr, i32 } [ %1268, %1267 ], [ %1262, %1261 ]
  resume { ptr, i32 } %1270

1271:                                             ; preds = %1234, %1242, %1257, %1260
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #25
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #19 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !13
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !13
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !158
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.91", align 16
  %10 = alloca %"class.sycl::_V1::range.93", align 8
  %11 = alloca %"class.sycl::_V1::range.93", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !218
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !218
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !221
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !221
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !221
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !224
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !224
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #24
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !106
  store ptr %39, ptr %37, align 8, !tbaa !106
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !108

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !94
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1025, i32 1027
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !86
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !93, !range !60, !noundef !61
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #25
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #27
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %121, align 8, !tbaa !227
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #24
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !106
  store ptr %137, ptr %135, align 8, !tbaa !106
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !108

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #25
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #27
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.16)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #25
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !227
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !94
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !114
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(128) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.146", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull readonly align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !114
  store ptr %6, ptr %4, align 8, !tbaa !114
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  store ptr %9, ptr %7, align 8, !tbaa !22
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !5
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %1
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load ptr, ptr %24, align 8, !tbaa !114
  store ptr %25, ptr %23, align 8, !tbaa !114
  %26 = getelementptr inbounds i8, ptr %2, i64 80
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !22
  store ptr %28, ptr %26, align 8, !tbaa !22
  %29 = icmp eq ptr %28, null
  br i1 %29, label %39, label %30

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %31, align 4, !tbaa !5
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %31, align 4, !tbaa !5
  br label %39

37:                                               ; preds = %30
  %38 = atomicrmw volatile add ptr %31, i32 1 acq_rel, align 4
  br label %39

39:                                               ; preds = %20, %34, %37
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %40, ptr noundef nonnull readonly align 8 dereferenceable(40) %41, i64 40, i1 false)
  %42 = load i64, ptr %2, align 8
  %43 = getelementptr inbounds i8, ptr %2, i64 8
  %44 = load i64, ptr %43, align 8
  %45 = icmp eq i64 %42, 0
  %46 = icmp eq i64 %44, 0
  %47 = select i1 %46, i1 true, i1 %45
  br i1 %47, label %60, label %48

48:                                               ; preds = %39, %51
  %49 = phi i64 [ %58, %51 ], [ 0, %39 ]
  %50 = phi i64 [ %57, %51 ], [ 0, %39 ]
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(112) %4, i64 %50, i64 %49)
          to label %51 unwind label %115

51:                                               ; preds = %48
  %52 = add i64 %50, 1
  %53 = icmp uge i64 %52, %42
  %54 = add i64 %49, 1
  %55 = icmp uge i64 %54, %44
  %56 = select i1 %55, i64 0, i64 %54
  %57 = select i1 %53, i64 0, i64 %52
  %58 = select i1 %53, i64 %56, i64 %49
  %59 = select i1 %53, i1 %55, i1 false
  br i1 %59, label %60, label %48, !llvm.loop !229

60:                                               ; preds = %51, %39
  %61 = load ptr, ptr %26, align 8, !tbaa !22
  %62 = icmp eq ptr %61, null
  br i1 %62, label %87, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %61, i64 8
  %65 = load atomic i64, ptr %64 acquire, align 8
  %66 = icmp eq i64 %65, 4294967297
  %67 = trunc i64 %65 to i32
  br i1 %66, label %68, label %76

68:                                               ; preds = %63
  store i32 0, ptr %64, align 8, !tbaa !24
  %69 = getelementptr inbounds i8, ptr %61, i64 12
  store i32 0, ptr %69, align 4, !tbaa !26
  %70 = load ptr, ptr %61, align 8, !tbaa !27
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %61) #25
  %73 = load ptr, ptr %61, align 8, !tbaa !27
  %74 = getelementptr inbounds i8, ptr %73, i64 24
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %61) #25
  br label %87

76:                                               ; preds = %63
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %81, label %79

79:                                               ; preds = %76
  %80 = add nsw i32 %67, -1
  store i32 %80, ptr %64, align 4, !tbaa !5
  br label %83

81:                                               ; preds = %76
  %82 = atomicrmw volatile add ptr %64, i32 -1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %67, %79 ], [ %82, %81 ]
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %86, label %87, !prof !30

86:                                               ; preds = %83
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %61) #25
  br label %87

87:                                               ; preds = %86, %83, %68, %60
  %88 = load ptr, ptr %7, align 8, !tbaa !22
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %87
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !24
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !26
  %97 = load ptr, ptr %88, align 8, !tbaa !27
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  %100 = load ptr, ptr %88, align 8, !tbaa !27
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !5
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !30

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #25
  br label %114

114:                                              ; preds = %87, %95, %110, %113
  ret void

115:                                              ; preds = %48
  %116 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #25
  resume { ptr, i32 } %116
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(112) %0, i64 %1, i64 %2) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #25
  %6 = getelementptr inbounds i8, ptr %0, i64 56
  %7 = add i64 %1, 14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !230)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %8 = load ptr, ptr %6, align 8, !tbaa !114, !noalias !230
  %9 = getelementptr inbounds i8, ptr %0, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !22, !noalias !230
  %11 = icmp eq ptr %10, null
  br i1 %11, label %23, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !230
  %15 = icmp eq i8 %14, 0
  %16 = getelementptr inbounds i8, ptr %0, i64 72
  br i1 %15, label %28, label %17

17:                                               ; preds = %12
  %18 = load i32, ptr %13, align 4, !tbaa !5, !noalias !230
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %13, align 4, !tbaa !5, !noalias !230
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %16, i64 40, i1 false), !noalias !230
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %21, align 8, !tbaa !114, !alias.scope !230
  %22 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %10, ptr %22, align 8, !tbaa !22, !alias.scope !230
  br label %34

23:                                               ; preds = %3
  %24 = getelementptr inbounds i8, ptr %0, i64 72
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %25, align 8, !tbaa !114, !alias.scope !230
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr null, ptr %26, align 8, !tbaa !22, !alias.scope !230
  %27 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %27, ptr noundef nonnull align 8 dereferenceable(40) %24, i64 40, i1 false)
  store i64 %7, ptr %5, align 8, !tbaa !33, !alias.scope !230
  br label %63

28:                                               ; preds = %12
  %29 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4, !noalias !230
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !230
  %31 = icmp eq i8 %30, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %16, i64 40, i1 false), !noalias !230
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false), !alias.scope !230
  %32 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %8, ptr %32, align 8, !tbaa !114, !alias.scope !230
  %33 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %10, ptr %33, align 8, !tbaa !22, !alias.scope !230
  br i1 %31, label %37, label %34

34:                                               ; preds = %17, %28
  %35 = load i32, ptr %13, align 4, !tbaa !5, !noalias !230
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %13, align 4, !tbaa !5, !noalias !230
  br label %39

37:                                               ; preds = %28
  %38 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4, !noalias !230
  br label %39

39:                                               ; preds = %37, %34
  %40 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %40, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %7, ptr %5, align 8, !tbaa !33, !alias.scope !230
  %41 = load atomic i64, ptr %13 acquire, align 8, !noalias !230
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %13, align 8, !tbaa !24, !noalias !230
  %45 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %45, align 4, !tbaa !26, !noalias !230
  %46 = load ptr, ptr %10, align 8, !tbaa !27, !noalias !230
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8, !noalias !230
  tail call void %48(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !230
  %49 = load ptr, ptr %10, align 8, !tbaa !27, !noalias !230
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8, !noalias !230
  tail call void %51(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !230
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !230
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %13, align 4, !tbaa !5, !noalias !230
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4, !noalias !230
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !30

62:                                               ; preds = %59
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !230
  br label %63

63:                                               ; preds = %62, %59, %44, %23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %64 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %2, ptr %64, align 8, !tbaa !33
  %65 = getelementptr inbounds i8, ptr %5, i64 16
  %66 = load i64, ptr %5, align 8
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %65)
          to label %68 unwind label %135

68:                                               ; preds = %63
  %69 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %65)
          to label %70 unwind label %135

70:                                               ; preds = %68
  %71 = load i64, ptr %69, align 8
  %72 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %65)
          to label %73 unwind label %135

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %72, i64 8
  %75 = load i64, ptr %74, align 8
  %76 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %65)
          to label %77 unwind label %135

77:                                               ; preds = %73
  %78 = add i64 %71, %66
  %79 = mul i64 %75, %78
  %80 = getelementptr inbounds i8, ptr %76, i64 8
  %81 = load i64, ptr %80, align 8
  %82 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %65) #25
  %83 = getelementptr i32, ptr %82, i64 %79
  %84 = getelementptr i32, ptr %83, i64 %2
  %85 = getelementptr i32, ptr %84, i64 %81
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %88 unwind label %135

88:                                               ; preds = %77
  %89 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %90 unwind label %135

90:                                               ; preds = %88
  %91 = load i64, ptr %89, align 8
  %92 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %93 unwind label %135

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %92, i64 8
  %95 = load i64, ptr %94, align 8
  %96 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %97 unwind label %135

97:                                               ; preds = %93
  %98 = add i64 %91, %1
  %99 = mul i64 %95, %98
  %100 = getelementptr inbounds i8, ptr %96, i64 8
  %101 = load i64, ptr %100, align 8
  %102 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %103 = getelementptr i32, ptr %102, i64 %99
  %104 = getelementptr i32, ptr %103, i64 %2
  %105 = getelementptr i32, ptr %104, i64 %101
  %106 = shl nsw i32 %86, 1
  store i32 %106, ptr %105, align 4, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %5, i64 24
  %108 = load ptr, ptr %107, align 8, !tbaa !22
  %109 = icmp eq ptr %108, null
  br i1 %109, label %134, label %110

110:                                              ; preds = %97
  %111 = getelementptr inbounds i8, ptr %108, i64 8
  %112 = load atomic i64, ptr %111 acquire, align 8
  %113 = icmp eq i64 %112, 4294967297
  %114 = trunc i64 %112 to i32
  br i1 %113, label %115, label %123

115:                                              ; preds = %110
  store i32 0, ptr %111, align 8, !tbaa !24
  %116 = getelementptr inbounds i8, ptr %108, i64 12
  store i32 0, ptr %116, align 4, !tbaa !26
  %117 = load ptr, ptr %108, align 8, !tbaa !27
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %108) #25
  %120 = load ptr, ptr %108, align 8, !tbaa !27
  %121 = getelementptr inbounds i8, ptr %120, i64 24
  %122 = load ptr, ptr %121, align 8
  call void %122(ptr noundef nonnull align 8 dereferenceable(16) %108) #25
  br label %134

123:                                              ; preds = %110
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %128, label %126

126:                                              ; preds = %123
  %127 = add nsw i32 %114, -1
  store i32 %127, ptr %111, align 4, !tbaa !5
  br label %130

128:                                              ; preds = %123
  %129 = atomicrmw volatile add ptr %111, i32 -1 acq_rel, align 4
  br label %130

130:                                              ; preds = %128, %126
  %131 = phi i32 [ %114, %126 ], [ %129, %128 ]
  %132 = icmp eq i32 %131, 1
  br i1 %132, label %133, label %134, !prof !30

133:                                              ; preds = %130
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %108) #25
  br label %134

134:                                              ; preds = %97, %115, %130, %133
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #25
  ret void

135:                                              ; preds = %93, %90, %88, %77, %73, %70, %68, %63
  %136 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %5) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #25
  resume { ptr, i32 } %136
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !24
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !26
  %12 = load ptr, ptr %3, align 8, !tbaa !27
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.145, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !114
  store ptr %4, ptr %2, align 8, !tbaa !114
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !22
  store ptr %7, ptr %5, align 8, !tbaa !22
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !5
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !114
  store ptr %23, ptr %21, align 8, !tbaa !114
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !22
  store ptr %26, ptr %24, align 8, !tbaa !22
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !5
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENKUlNS0_2idILi2EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(112) %2, i64 0, i64 0)
          to label %40 unwind label %95

40:                                               ; preds = %37
  %41 = load ptr, ptr %24, align 8, !tbaa !22
  %42 = icmp eq ptr %41, null
  br i1 %42, label %67, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load atomic i64, ptr %44 acquire, align 8
  %46 = icmp eq i64 %45, 4294967297
  %47 = trunc i64 %45 to i32
  br i1 %46, label %48, label %56

48:                                               ; preds = %43
  store i32 0, ptr %44, align 8, !tbaa !24
  %49 = getelementptr inbounds i8, ptr %41, i64 12
  store i32 0, ptr %49, align 4, !tbaa !26
  %50 = load ptr, ptr %41, align 8, !tbaa !27
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  %53 = load ptr, ptr %41, align 8, !tbaa !27
  %54 = getelementptr inbounds i8, ptr %53, i64 24
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  br label %67

56:                                               ; preds = %43
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %61, label %59

59:                                               ; preds = %56
  %60 = add nsw i32 %47, -1
  store i32 %60, ptr %44, align 4, !tbaa !5
  br label %63

61:                                               ; preds = %56
  %62 = atomicrmw volatile add ptr %44, i32 -1 acq_rel, align 4
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i32 [ %47, %59 ], [ %62, %61 ]
  %65 = icmp eq i32 %64, 1
  br i1 %65, label %66, label %67, !prof !30

66:                                               ; preds = %63
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  br label %67

67:                                               ; preds = %66, %63, %48, %40
  %68 = load ptr, ptr %5, align 8, !tbaa !22
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !24
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !26
  %77 = load ptr, ptr %68, align 8, !tbaa !27
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  %80 = load ptr, ptr %68, align 8, !tbaa !27
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !5
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !30

93:                                               ; preds = %90
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

94:                                               ; preds = %67, %75, %90, %93
  ret void

95:                                               ; preds = %37
  %96 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #25
  resume { ptr, i32 } %96
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind memory(none) }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #14 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { builtin allocsize(0) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
attributes #28 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!16, !14, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !14, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !14, i64 16}
!18 = !{!17, !14, i64 16}
!19 = !{!20, !14, i64 0}
!20 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!21 = !{!20, !14, i64 8}
!22 = !{!23, !14, i64 0}
!23 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!24 = !{!25, !6, i64 8}
!25 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!26 = !{!25, !6, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"vtable pointer", !8, i64 0}
!29 = !{!7, !7, i64 0}
!30 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!31 = distinct !{!31, !10}
!32 = !{!20, !14, i64 16}
!33 = !{!34, !34, i64 0}
!34 = !{!"long", !7, i64 0}
!35 = !{!36, !14, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !34, i64 16, !34, i64 24}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!40 = !{!36, !14, i64 8}
!41 = !{!36, !34, i64 16}
!42 = !{!36, !34, i64 24}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!52 = !{!53, !50}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!55 = !{!56, !14, i64 24}
!56 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !17, i64 0, !14, i64 24}
!57 = !{!58, !59, i64 0}
!58 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !59, i64 0}
!59 = !{!"bool", !7, i64 0}
!60 = !{i8 0, i8 2}
!61 = !{}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!70 = distinct !{!70, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!71 = !{!72, !69}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!74 = distinct !{!74, !10}
!75 = distinct !{!75, !10}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!78 = distinct !{!78, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!79 = !{!80, !34, i64 0}
!80 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !34, i64 0}
!81 = !{!82, !34, i64 16}
!82 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !83, i64 0, !80, i64 8, !34, i64 16}
!83 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!84 = !{!85, !14, i64 0}
!85 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!86 = !{!87, !34, i64 32}
!87 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !88, i64 0, !91, i64 16, !34, i64 32, !59, i64 40}
!88 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !89, i64 0}
!89 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !90, i64 0}
!90 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!91 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !92, i64 0}
!92 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!93 = !{!87, !59, i64 40}
!94 = !{!90, !14, i64 0}
!95 = !{!96, !14, i64 8}
!96 = !{!"_ZTSSt9type_info", !14, i64 8}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!102 = distinct !{!102, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!105 = distinct !{!105, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!106 = !{!107, !14, i64 0}
!107 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!108 = distinct !{!108, !10}
!109 = !{!110, !14, i64 16}
!110 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !111, i64 0, !14, i64 16, !7, i64 24}
!111 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !112, i64 0}
!112 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !113, i64 0}
!113 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!114 = !{!113, !14, i64 0}
!115 = !{!116, !14, i64 0}
!116 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!117 = !{!118, !120, i64 32}
!118 = !{!"_ZTSSt8ios_base", !34, i64 8, !34, i64 16, !119, i64 24, !120, i64 28, !120, i64 32, !14, i64 40, !121, i64 48, !7, i64 64, !6, i64 192, !14, i64 200, !122, i64 208}
!119 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!120 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!121 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !34, i64 8}
!122 = !{!"_ZTSSt6locale", !14, i64 0}
!123 = !{!124, !14, i64 24}
!124 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !14, i64 24}
!125 = !{!126, !14, i64 16}
!126 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!127 = !{!126, !14, i64 0}
!128 = !{!126, !14, i64 8}
!129 = distinct !{!129, !10}
!130 = !{!131, !14, i64 0}
!131 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !14, i64 0, !14, i64 8}
!132 = !{!133, !133, i64 0}
!133 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!134 = !{!131, !14, i64 8}
!135 = !{!59, !59, i64 0}
!136 = !{!137}
!137 = distinct !{!137, !138, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8AddBlockEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!138 = distinct !{!138, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8AddBlockEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi2EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!141 = distinct !{!141, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!142 = !{!143}
!143 = distinct !{!143, !144, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!144 = distinct !{!144, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!145 = !{!146, !14, i64 0}
!146 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!147 = !{!146, !14, i64 16}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!153 = distinct !{!153, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN4sycl3_V16detail19getKernelParamDescsI8AddBlockEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!156 = distinct !{!156, !"_ZN4sycl3_V16detail19getKernelParamDescsI8AddBlockEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!157 = !{!146, !14, i64 8}
!158 = !{i64 0, i64 8, !13, i64 8, i64 8, !13}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!168 = !{!169, !14, i64 16}
!169 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !111, i64 0, !14, i64 16, !7, i64 24}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!175 = distinct !{!175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!178 = distinct !{!178, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!179 = !{!180, !59, i64 0}
!180 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !59, i64 0}
!181 = !{!182, !14, i64 0}
!182 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !14, i64 0, !14, i64 8, !14, i64 16}
!183 = !{!182, !14, i64 8}
!184 = !{!185, !14, i64 240}
!185 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !118, i64 0, !14, i64 216, !7, i64 224, !59, i64 225, !14, i64 232, !14, i64 240, !14, i64 248, !14, i64 256}
!186 = !{!187, !7, i64 56}
!187 = !{!"_ZTSSt5ctypeIcE", !188, i64 0, !14, i64 16, !59, i64 24, !14, i64 32, !14, i64 40, !14, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!188 = !{!"_ZTSNSt6locale5facetE", !6, i64 8}
!189 = !{!182, !14, i64 16}
!190 = !{i64 0, i64 4, !191, i64 4, i64 4, !5, i64 8, i64 4, !5}
!191 = !{!192, !192, i64 0}
!192 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!193 = distinct !{!193, !10}
!194 = !{!195, !14, i64 0}
!195 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !14, i64 0, !14, i64 8}
!196 = !{!195, !14, i64 8}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperIZZ4mainENKUlRS1_E0_clES5_EUlNS0_2idILi2EEEE_EENS0_4itemILi2ELb1EEELi2ES9_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSE_NS0_5rangeIXT1_EEE: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperIZZ4mainENKUlRS1_E0_clES5_EUlNS0_2idILi2EEEE_EENS0_4itemILi2ELb1EEELi2ES9_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSE_NS0_5rangeIXT1_EEE"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!205 = distinct !{!205, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISE_EEv: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISE_EEv"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!211 = distinct !{!211, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!212 = !{!213}
!213 = distinct !{!213, !214, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!214 = distinct !{!214, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!215 = !{!216}
!216 = distinct !{!216, !217, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv: argument 0"}
!217 = distinct !{!217, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv"}
!218 = !{!219}
!219 = distinct !{!219, !220, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!220 = distinct !{!220, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!227 = !{!228, !14, i64 16}
!228 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !111, i64 0, !14, i64 16, !7, i64 24}
!229 = distinct !{!229, !10}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!232 = distinct !{!232, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
