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
%class.anon.21 = type { ptr, ptr, ptr, ptr, ptr, ptr }
%class.anon = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.18" }
%"class.std::shared_ptr.18" = type { %"class.std::__shared_ptr.19" }
%"class.std::__shared_ptr.19" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.38" }
%"struct.std::_Head_base.38" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.28" }
%"class.std::shared_ptr.28" = type { %"class.std::__shared_ptr.29" }
%"class.std::__shared_ptr.29" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.31" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.22" }
%"class.std::vector.22" = type { %"struct.std::_Vector_base.23" }
%"struct.std::_Vector_base.23" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.67" }
%"class.std::shared_ptr.67" = type { %"class.std::__shared_ptr.68" }
%"class.std::__shared_ptr.68" = type { ptr, %"class.std::__shared_count" }
%class.anon.107 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.103", %"class.sycl::_V1::accessor.103", %"class.sycl::_V1::accessor.103", %"class.sycl::_V1::accessor.103" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.99" }
%"class.std::shared_ptr.99" = type { %"class.std::__shared_ptr.100" }
%"class.std::__shared_ptr.100" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.103" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::vector.121" = type { %"struct.std::_Vector_base.122" }
%"struct.std::_Vector_base.122" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.110" = type { %"class.sycl::_V1::detail::array.109" }
%"class.sycl::_V1::detail::array.109" = type { [3 x i64] }
%"class.sycl::_V1::id.108" = type { %"class.sycl::_V1::detail::array.109" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.142 = type { %"class.sycl::_V1::accessor.136", %"class.sycl::_V1::accessor.139", %"class.sycl::_V1::accessor.139", %"class.sycl::_V1::accessor.139" }
%"class.sycl::_V1::accessor.136" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.139" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9BlockScanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10BlockRangeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

@.str = private unnamed_addr constant [19 x i8] c"grp_algorithms.cpp\00", align 1
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
@.str.7 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
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
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"_ZTS9BlockScan\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [98 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.20 = private unnamed_addr constant [44 x i8] c"Group algorithms are not supported on host.\00", align 1
@.str.22 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.25 = private unnamed_addr constant [17 x i8] c"_ZTS10BlockRange\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon.21, align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon, align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca %"class.sycl::_V1::queue", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::buffer", align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::buffer.14", align 8
  %17 = alloca %"class.sycl::_V1::range", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::buffer", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::buffer", align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::buffer", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::buffer", align 8
  %33 = alloca %"class.sycl::_V1::range", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"class.sycl::_V1::buffer.14", align 8
  %37 = alloca %"class.sycl::_V1::range", align 8
  %38 = alloca %"class.sycl::_V1::property_list", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"class.sycl::_V1::buffer.14", align 8
  %41 = alloca %"class.sycl::_V1::range", align 8
  %42 = alloca %"class.sycl::_V1::property_list", align 8
  %43 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %44 = alloca %"class.sycl::_V1::buffer.14", align 8
  %45 = alloca %"class.sycl::_V1::range", align 8
  %46 = alloca %"class.sycl::_V1::property_list", align 8
  %47 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %48 = alloca %"class.sycl::_V1::event", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = alloca %"class.sycl::_V1::event", align 8
  %51 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #23
  %52 = icmp sgt i32 %0, 1
  br i1 %52, label %54, label %53

53:                                               ; preds = %2
  store i64 1024, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #23
  br label %63

54:                                               ; preds = %2
  %55 = getelementptr inbounds i8, ptr %1, i64 8
  %56 = load ptr, ptr %55, align 8, !tbaa !9
  %57 = tail call i64 @strtoul(ptr nocapture noundef %56, ptr noundef null, i32 noundef 10) #23
  store i64 %57, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #23
  %58 = icmp eq i32 %0, 2
  br i1 %58, label %63, label %59

59:                                               ; preds = %54
  %60 = getelementptr inbounds i8, ptr %1, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !9
  %62 = tail call i64 @strtoul(ptr nocapture noundef %61, ptr noundef null, i32 noundef 10) #23
  br label %63

63:                                               ; preds = %53, %54, %59
  %64 = phi i64 [ %57, %59 ], [ %57, %54 ], [ 1024, %53 ]
  %65 = phi i64 [ %62, %59 ], [ 64, %54 ], [ 64, %53 ]
  store i64 %65, ptr %9, align 8, !tbaa !5
  %66 = udiv i64 %64, %65
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #23
  %67 = getelementptr inbounds i8, ptr %7, i64 16
  %68 = getelementptr inbounds i8, ptr %7, i64 24
  %69 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %69, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %7, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %68, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %67, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %70 unwind label %78

70:                                               ; preds = %63
  %71 = load ptr, ptr %67, align 8, !tbaa !14
  %72 = icmp eq ptr %71, null
  br i1 %72, label %88, label %73

73:                                               ; preds = %70
  %74 = invoke noundef zeroext i1 %71(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %88 unwind label %75

75:                                               ; preds = %73
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  call void @__clang_call_terminate(ptr %77) #24
  unreachable

78:                                               ; preds = %63
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = load ptr, ptr %67, align 8, !tbaa !14
  %81 = icmp eq ptr %80, null
  br i1 %81, label %87, label %82

82:                                               ; preds = %78
  %83 = invoke noundef zeroext i1 %80(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %87 unwind label %84

84:                                               ; preds = %82
  %85 = landingpad { ptr, i32 }
          catch ptr null
  %86 = extractvalue { ptr, i32 } %85, 0
  call void @__clang_call_terminate(ptr %86) #24
  unreachable

87:                                               ; preds = %82, %78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #23
  br label %1169

88:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #23
  %89 = getelementptr inbounds i8, ptr %11, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %11, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !17
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !18
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !20
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !23
  %106 = load ptr, ptr %97, align 8, !tbaa !24
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #23
  %109 = load ptr, ptr %97, align 8, !tbaa !24
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #23
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !27
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !28

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #23
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !29

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !15
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %11, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !31
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #25
  br label %137

137:                                              ; preds = %128, %131
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #23
  %138 = load i64, ptr %8, align 8, !tbaa !5
  %139 = icmp ugt i64 %138, 2305843009213693951
  br i1 %139, label %140, label %142

140:                                              ; preds = %137
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #26
          to label %141 unwind label %170

141:                                              ; preds = %140
  unreachable

142:                                              ; preds = %137
  %143 = icmp eq i64 %138, 0
  br i1 %143, label %191, label %144

144:                                              ; preds = %142
  %145 = shl nuw nsw i64 %138, 2
  %146 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %145) #27
          to label %147 unwind label %170

147:                                              ; preds = %144
  %148 = getelementptr i32, ptr %146, i64 %138
  store i32 0, ptr %146, align 4, !tbaa !27
  %149 = icmp eq i64 %138, 1
  br i1 %149, label %153, label %150

150:                                              ; preds = %147
  %151 = getelementptr i8, ptr %146, i64 4
  %152 = add nsw i64 %145, -4
  call void @llvm.memset.p0.i64(ptr align 4 %151, i8 0, i64 %152, i1 false), !tbaa !27
  br label %153

153:                                              ; preds = %147, %150
  %154 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %145) #27
          to label %155 unwind label %172

155:                                              ; preds = %153
  %156 = getelementptr float, ptr %154, i64 %138
  store float 0.000000e+00, ptr %154, align 4, !tbaa !32
  br i1 %149, label %157, label %158

157:                                              ; preds = %158, %155
  br label %174

158:                                              ; preds = %155
  %159 = getelementptr i8, ptr %154, i64 4
  %160 = add nsw i64 %145, -4
  call void @llvm.memset.p0.i64(ptr align 4 %159, i8 0, i64 %160, i1 false), !tbaa !32
  br label %157

161:                                              ; preds = %174
  %162 = shl nuw nsw i64 %138, 2
  %163 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %162) #27
          to label %164 unwind label %909

164:                                              ; preds = %161
  %165 = getelementptr i32, ptr %163, i64 %138
  store i32 0, ptr %163, align 4, !tbaa !27
  %166 = icmp eq i64 %138, 1
  br i1 %166, label %191, label %167

167:                                              ; preds = %164
  %168 = getelementptr i8, ptr %163, i64 4
  %169 = add nsw i64 %162, -4
  call void @llvm.memset.p0.i64(ptr align 4 %168, i8 0, i64 %169, i1 false), !tbaa !27
  br label %191

170:                                              ; preds = %144, %140
  %171 = landingpad { ptr, i32 }
          cleanup
  br label %1167

172:                                              ; preds = %153
  %173 = landingpad { ptr, i32 }
          cleanup
  br label %1160

174:                                              ; preds = %157, %174
  %175 = phi i64 [ %189, %174 ], [ 0, %157 ]
  %176 = mul i64 %175, 7
  %177 = urem i64 %176, 23
  %178 = trunc nuw nsw i64 %177 to i32
  %179 = and i64 %175, 255
  %180 = icmp eq i64 %179, 5
  %181 = select i1 %180, i32 -40, i32 0
  %182 = add nuw nsw i32 %181, %178
  %183 = getelementptr inbounds i32, ptr %146, i64 %175
  store i32 %182, ptr %183, align 4, !tbaa !27
  %184 = mul i64 %175, 31
  %185 = urem i64 %184, 61
  %186 = uitofp nneg i64 %185 to float
  %187 = fmul float %186, 2.500000e-01
  %188 = getelementptr inbounds float, ptr %154, i64 %175
  store float %187, ptr %188, align 4, !tbaa !32
  %189 = add nuw i64 %175, 1
  %190 = icmp eq i64 %189, %138
  br i1 %190, label %161, label %174, !llvm.loop !34

191:                                              ; preds = %142, %167, %164
  %192 = phi ptr [ %146, %164 ], [ %146, %167 ], [ null, %142 ]
  %193 = phi ptr [ %148, %164 ], [ %148, %167 ], [ null, %142 ]
  %194 = phi ptr [ %156, %164 ], [ %156, %167 ], [ null, %142 ]
  %195 = phi ptr [ %154, %164 ], [ %154, %167 ], [ null, %142 ]
  %196 = phi ptr [ %165, %164 ], [ %165, %167 ], [ null, %142 ]
  %197 = phi ptr [ %163, %164 ], [ %163, %167 ], [ null, %142 ]
  %198 = icmp ugt i64 %66, 2305843009213693951
  br i1 %198, label %199, label %201

199:                                              ; preds = %191
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #26
          to label %200 unwind label %911

200:                                              ; preds = %199
  unreachable

201:                                              ; preds = %191
  %202 = icmp ugt i64 %65, %64
  br i1 %202, label %247, label %203

203:                                              ; preds = %201
  %204 = shl nuw nsw i64 %66, 2
  %205 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %206 unwind label %911

206:                                              ; preds = %203
  %207 = getelementptr i32, ptr %205, i64 %66
  store i32 0, ptr %205, align 4, !tbaa !27
  %208 = icmp eq i64 %66, 1
  br i1 %208, label %212, label %209

209:                                              ; preds = %206
  %210 = getelementptr i8, ptr %205, i64 4
  %211 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %210, i8 0, i64 %211, i1 false), !tbaa !27
  br label %212

212:                                              ; preds = %206, %209
  %213 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %214 unwind label %913

214:                                              ; preds = %212
  %215 = getelementptr i32, ptr %213, i64 %66
  store i32 0, ptr %213, align 4, !tbaa !27
  br i1 %208, label %219, label %216

216:                                              ; preds = %214
  %217 = getelementptr i8, ptr %213, i64 4
  %218 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %217, i8 0, i64 %218, i1 false), !tbaa !27
  br label %219

219:                                              ; preds = %214, %216
  %220 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %221 unwind label %915

221:                                              ; preds = %219
  %222 = getelementptr i32, ptr %220, i64 %66
  store i32 0, ptr %220, align 4, !tbaa !27
  br i1 %208, label %226, label %223

223:                                              ; preds = %221
  %224 = getelementptr i8, ptr %220, i64 4
  %225 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %224, i8 0, i64 %225, i1 false), !tbaa !27
  br label %226

226:                                              ; preds = %221, %223
  %227 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %228 unwind label %917

228:                                              ; preds = %226
  %229 = getelementptr float, ptr %227, i64 %66
  store float 0.000000e+00, ptr %227, align 4, !tbaa !32
  br i1 %208, label %233, label %230

230:                                              ; preds = %228
  %231 = getelementptr i8, ptr %227, i64 4
  %232 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %231, i8 0, i64 %232, i1 false), !tbaa !32
  br label %233

233:                                              ; preds = %228, %230
  %234 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %235 unwind label %919

235:                                              ; preds = %233
  %236 = getelementptr float, ptr %234, i64 %66
  store float 0.000000e+00, ptr %234, align 4, !tbaa !32
  br i1 %208, label %240, label %237

237:                                              ; preds = %235
  %238 = getelementptr i8, ptr %234, i64 4
  %239 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %238, i8 0, i64 %239, i1 false), !tbaa !32
  br label %240

240:                                              ; preds = %235, %237
  %241 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %204) #27
          to label %242 unwind label %921

242:                                              ; preds = %240
  %243 = getelementptr float, ptr %241, i64 %66
  store float 0.000000e+00, ptr %241, align 4, !tbaa !32
  br i1 %208, label %247, label %244

244:                                              ; preds = %242
  %245 = getelementptr i8, ptr %241, i64 4
  %246 = add nsw i64 %204, -4
  call void @llvm.memset.p0.i64(ptr align 4 %245, i8 0, i64 %246, i1 false), !tbaa !32
  br label %247

247:                                              ; preds = %244, %242, %201
  %248 = phi ptr [ %236, %242 ], [ %236, %244 ], [ null, %201 ]
  %249 = phi ptr [ %234, %242 ], [ %234, %244 ], [ null, %201 ]
  %250 = phi ptr [ %220, %242 ], [ %220, %244 ], [ null, %201 ]
  %251 = phi ptr [ %222, %242 ], [ %222, %244 ], [ null, %201 ]
  %252 = phi ptr [ %205, %242 ], [ %205, %244 ], [ null, %201 ]
  %253 = phi ptr [ %207, %242 ], [ %207, %244 ], [ null, %201 ]
  %254 = phi ptr [ %215, %242 ], [ %215, %244 ], [ null, %201 ]
  %255 = phi ptr [ %213, %242 ], [ %213, %244 ], [ null, %201 ]
  %256 = phi ptr [ %227, %242 ], [ %227, %244 ], [ null, %201 ]
  %257 = phi ptr [ %229, %242 ], [ %229, %244 ], [ null, %201 ]
  %258 = phi ptr [ %241, %242 ], [ %241, %244 ], [ null, %201 ]
  %259 = phi ptr [ %243, %242 ], [ %243, %244 ], [ null, %201 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #23
  store i64 %138, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !35, !alias.scope !37
  %260 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %260, align 8, !tbaa !40, !alias.scope !37
  %261 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 37, ptr %261, align 8, !tbaa !41, !alias.scope !37
  %262 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 23, ptr %262, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %12, ptr noundef %192, ptr noundef nonnull align 8 dereferenceable(8) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %263 unwind label %923

263:                                              ; preds = %247
  %264 = getelementptr inbounds i8, ptr %14, i64 8
  %265 = load ptr, ptr %264, align 8, !tbaa !15
  %266 = getelementptr inbounds i8, ptr %14, i64 16
  %267 = load ptr, ptr %266, align 8, !tbaa !17
  %268 = icmp eq ptr %265, %267
  br i1 %268, label %303, label %269

269:                                              ; preds = %263, %298
  %270 = phi ptr [ %299, %298 ], [ %265, %263 ]
  %271 = getelementptr inbounds i8, ptr %270, i64 8
  %272 = load ptr, ptr %271, align 8, !tbaa !18
  %273 = icmp eq ptr %272, null
  br i1 %273, label %298, label %274

274:                                              ; preds = %269
  %275 = getelementptr inbounds i8, ptr %272, i64 8
  %276 = load atomic i64, ptr %275 acquire, align 8
  %277 = icmp eq i64 %276, 4294967297
  %278 = trunc i64 %276 to i32
  br i1 %277, label %279, label %287

279:                                              ; preds = %274
  store i32 0, ptr %275, align 8, !tbaa !20
  %280 = getelementptr inbounds i8, ptr %272, i64 12
  store i32 0, ptr %280, align 4, !tbaa !23
  %281 = load ptr, ptr %272, align 8, !tbaa !24
  %282 = getelementptr inbounds i8, ptr %281, i64 16
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %272) #23
  %284 = load ptr, ptr %272, align 8, !tbaa !24
  %285 = getelementptr inbounds i8, ptr %284, i64 24
  %286 = load ptr, ptr %285, align 8
  call void %286(ptr noundef nonnull align 8 dereferenceable(16) %272) #23
  br label %298

287:                                              ; preds = %274
  %288 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %289 = icmp eq i8 %288, 0
  br i1 %289, label %292, label %290

290:                                              ; preds = %287
  %291 = add nsw i32 %278, -1
  store i32 %291, ptr %275, align 4, !tbaa !27
  br label %294

292:                                              ; preds = %287
  %293 = atomicrmw volatile add ptr %275, i32 -1 acq_rel, align 4
  br label %294

294:                                              ; preds = %292, %290
  %295 = phi i32 [ %278, %290 ], [ %293, %292 ]
  %296 = icmp eq i32 %295, 1
  br i1 %296, label %297, label %298, !prof !28

297:                                              ; preds = %294
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %272) #23
  br label %298

298:                                              ; preds = %297, %294, %279, %269
  %299 = getelementptr inbounds i8, ptr %270, i64 16
  %300 = icmp eq ptr %299, %267
  br i1 %300, label %301, label %269, !llvm.loop !29

301:                                              ; preds = %298
  %302 = load ptr, ptr %264, align 8, !tbaa !15
  br label %303

303:                                              ; preds = %301, %263
  %304 = phi ptr [ %302, %301 ], [ %265, %263 ]
  %305 = icmp eq ptr %304, null
  br i1 %305, label %312, label %306

306:                                              ; preds = %303
  %307 = getelementptr inbounds i8, ptr %14, i64 24
  %308 = load ptr, ptr %307, align 8, !tbaa !31
  %309 = ptrtoint ptr %308 to i64
  %310 = ptrtoint ptr %304 to i64
  %311 = sub i64 %309, %310
  call void @_ZdlPvm(ptr noundef nonnull %304, i64 noundef %311) #25
  br label %312

312:                                              ; preds = %303, %306
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #23
  %313 = load i64, ptr %8, align 8, !tbaa !5
  store i64 %313, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !35, !alias.scope !43
  %314 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %314, align 8, !tbaa !40, !alias.scope !43
  %315 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 38, ptr %315, align 8, !tbaa !41, !alias.scope !43
  %316 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 25, ptr %316, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %16, ptr noundef %195, ptr noundef nonnull align 8 dereferenceable(8) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %317 unwind label %925

317:                                              ; preds = %312
  %318 = getelementptr inbounds i8, ptr %18, i64 8
  %319 = load ptr, ptr %318, align 8, !tbaa !15
  %320 = getelementptr inbounds i8, ptr %18, i64 16
  %321 = load ptr, ptr %320, align 8, !tbaa !17
  %322 = icmp eq ptr %319, %321
  br i1 %322, label %357, label %323

323:                                              ; preds = %317, %352
  %324 = phi ptr [ %353, %352 ], [ %319, %317 ]
  %325 = getelementptr inbounds i8, ptr %324, i64 8
  %326 = load ptr, ptr %325, align 8, !tbaa !18
  %327 = icmp eq ptr %326, null
  br i1 %327, label %352, label %328

328:                                              ; preds = %323
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  %330 = load atomic i64, ptr %329 acquire, align 8
  %331 = icmp eq i64 %330, 4294967297
  %332 = trunc i64 %330 to i32
  br i1 %331, label %333, label %341

333:                                              ; preds = %328
  store i32 0, ptr %329, align 8, !tbaa !20
  %334 = getelementptr inbounds i8, ptr %326, i64 12
  store i32 0, ptr %334, align 4, !tbaa !23
  %335 = load ptr, ptr %326, align 8, !tbaa !24
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %326) #23
  %338 = load ptr, ptr %326, align 8, !tbaa !24
  %339 = getelementptr inbounds i8, ptr %338, i64 24
  %340 = load ptr, ptr %339, align 8
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %326) #23
  br label %352

341:                                              ; preds = %328
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %346, label %344

344:                                              ; preds = %341
  %345 = add nsw i32 %332, -1
  store i32 %345, ptr %329, align 4, !tbaa !27
  br label %348

346:                                              ; preds = %341
  %347 = atomicrmw volatile add ptr %329, i32 -1 acq_rel, align 4
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi i32 [ %332, %344 ], [ %347, %346 ]
  %350 = icmp eq i32 %349, 1
  br i1 %350, label %351, label %352, !prof !28

351:                                              ; preds = %348
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %326) #23
  br label %352

352:                                              ; preds = %351, %348, %333, %323
  %353 = getelementptr inbounds i8, ptr %324, i64 16
  %354 = icmp eq ptr %353, %321
  br i1 %354, label %355, label %323, !llvm.loop !29

355:                                              ; preds = %352
  %356 = load ptr, ptr %318, align 8, !tbaa !15
  br label %357

357:                                              ; preds = %355, %317
  %358 = phi ptr [ %356, %355 ], [ %319, %317 ]
  %359 = icmp eq ptr %358, null
  br i1 %359, label %366, label %360

360:                                              ; preds = %357
  %361 = getelementptr inbounds i8, ptr %18, i64 24
  %362 = load ptr, ptr %361, align 8, !tbaa !31
  %363 = ptrtoint ptr %362 to i64
  %364 = ptrtoint ptr %358 to i64
  %365 = sub i64 %363, %364
  call void @_ZdlPvm(ptr noundef nonnull %358, i64 noundef %365) #25
  br label %366

366:                                              ; preds = %357, %360
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %20) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #23
  %367 = load i64, ptr %8, align 8, !tbaa !5
  store i64 %367, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %23, align 8, !tbaa !35, !alias.scope !46
  %368 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %368, align 8, !tbaa !40, !alias.scope !46
  %369 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 39, ptr %369, align 8, !tbaa !41, !alias.scope !46
  %370 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 23, ptr %370, align 8, !tbaa !42, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %20, ptr noundef %197, ptr noundef nonnull align 8 dereferenceable(8) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %371 unwind label %927

371:                                              ; preds = %366
  %372 = getelementptr inbounds i8, ptr %22, i64 8
  %373 = load ptr, ptr %372, align 8, !tbaa !15
  %374 = getelementptr inbounds i8, ptr %22, i64 16
  %375 = load ptr, ptr %374, align 8, !tbaa !17
  %376 = icmp eq ptr %373, %375
  br i1 %376, label %411, label %377

377:                                              ; preds = %371, %406
  %378 = phi ptr [ %407, %406 ], [ %373, %371 ]
  %379 = getelementptr inbounds i8, ptr %378, i64 8
  %380 = load ptr, ptr %379, align 8, !tbaa !18
  %381 = icmp eq ptr %380, null
  br i1 %381, label %406, label %382

382:                                              ; preds = %377
  %383 = getelementptr inbounds i8, ptr %380, i64 8
  %384 = load atomic i64, ptr %383 acquire, align 8
  %385 = icmp eq i64 %384, 4294967297
  %386 = trunc i64 %384 to i32
  br i1 %385, label %387, label %395

387:                                              ; preds = %382
  store i32 0, ptr %383, align 8, !tbaa !20
  %388 = getelementptr inbounds i8, ptr %380, i64 12
  store i32 0, ptr %388, align 4, !tbaa !23
  %389 = load ptr, ptr %380, align 8, !tbaa !24
  %390 = getelementptr inbounds i8, ptr %389, i64 16
  %391 = load ptr, ptr %390, align 8
  call void %391(ptr noundef nonnull align 8 dereferenceable(16) %380) #23
  %392 = load ptr, ptr %380, align 8, !tbaa !24
  %393 = getelementptr inbounds i8, ptr %392, i64 24
  %394 = load ptr, ptr %393, align 8
  call void %394(ptr noundef nonnull align 8 dereferenceable(16) %380) #23
  br label %406

395:                                              ; preds = %382
  %396 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %397 = icmp eq i8 %396, 0
  br i1 %397, label %400, label %398

398:                                              ; preds = %395
  %399 = add nsw i32 %386, -1
  store i32 %399, ptr %383, align 4, !tbaa !27
  br label %402

400:                                              ; preds = %395
  %401 = atomicrmw volatile add ptr %383, i32 -1 acq_rel, align 4
  br label %402

402:                                              ; preds = %400, %398
  %403 = phi i32 [ %386, %398 ], [ %401, %400 ]
  %404 = icmp eq i32 %403, 1
  br i1 %404, label %405, label %406, !prof !28

405:                                              ; preds = %402
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %380) #23
  br label %406

406:                                              ; preds = %405, %402, %387, %377
  %407 = getelementptr inbounds i8, ptr %378, i64 16
  %408 = icmp eq ptr %407, %375
  br i1 %408, label %409, label %377, !llvm.loop !29

409:                                              ; preds = %406
  %410 = load ptr, ptr %372, align 8, !tbaa !15
  br label %411

411:                                              ; preds = %409, %371
  %412 = phi ptr [ %410, %409 ], [ %373, %371 ]
  %413 = icmp eq ptr %412, null
  br i1 %413, label %420, label %414

414:                                              ; preds = %411
  %415 = getelementptr inbounds i8, ptr %22, i64 24
  %416 = load ptr, ptr %415, align 8, !tbaa !31
  %417 = ptrtoint ptr %416 to i64
  %418 = ptrtoint ptr %412 to i64
  %419 = sub i64 %417, %418
  call void @_ZdlPvm(ptr noundef nonnull %412, i64 noundef %419) #25
  br label %420

420:                                              ; preds = %411, %414
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #23
  store i64 %66, ptr %25, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %27, align 8, !tbaa !35, !alias.scope !49
  %421 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %421, align 8, !tbaa !40, !alias.scope !49
  %422 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 40, ptr %422, align 8, !tbaa !41, !alias.scope !49
  %423 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 23, ptr %423, align 8, !tbaa !42, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %24, ptr noundef %252, ptr noundef nonnull align 8 dereferenceable(8) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %424 unwind label %929

424:                                              ; preds = %420
  %425 = getelementptr inbounds i8, ptr %26, i64 8
  %426 = load ptr, ptr %425, align 8, !tbaa !15
  %427 = getelementptr inbounds i8, ptr %26, i64 16
  %428 = load ptr, ptr %427, align 8, !tbaa !17
  %429 = icmp eq ptr %426, %428
  br i1 %429, label %464, label %430

430:                                              ; preds = %424, %459
  %431 = phi ptr [ %460, %459 ], [ %426, %424 ]
  %432 = getelementptr inbounds i8, ptr %431, i64 8
  %433 = load ptr, ptr %432, align 8, !tbaa !18
  %434 = icmp eq ptr %433, null
  br i1 %434, label %459, label %435

435:                                              ; preds = %430
  %436 = getelementptr inbounds i8, ptr %433, i64 8
  %437 = load atomic i64, ptr %436 acquire, align 8
  %438 = icmp eq i64 %437, 4294967297
  %439 = trunc i64 %437 to i32
  br i1 %438, label %440, label %448

440:                                              ; preds = %435
  store i32 0, ptr %436, align 8, !tbaa !20
  %441 = getelementptr inbounds i8, ptr %433, i64 12
  store i32 0, ptr %441, align 4, !tbaa !23
  %442 = load ptr, ptr %433, align 8, !tbaa !24
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  %444 = load ptr, ptr %443, align 8
  call void %444(ptr noundef nonnull align 8 dereferenceable(16) %433) #23
  %445 = load ptr, ptr %433, align 8, !tbaa !24
  %446 = getelementptr inbounds i8, ptr %445, i64 24
  %447 = load ptr, ptr %446, align 8
  call void %447(ptr noundef nonnull align 8 dereferenceable(16) %433) #23
  br label %459

448:                                              ; preds = %435
  %449 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %450 = icmp eq i8 %449, 0
  br i1 %450, label %453, label %451

451:                                              ; preds = %448
  %452 = add nsw i32 %439, -1
  store i32 %452, ptr %436, align 4, !tbaa !27
  br label %455

453:                                              ; preds = %448
  %454 = atomicrmw volatile add ptr %436, i32 -1 acq_rel, align 4
  br label %455

455:                                              ; preds = %453, %451
  %456 = phi i32 [ %439, %451 ], [ %454, %453 ]
  %457 = icmp eq i32 %456, 1
  br i1 %457, label %458, label %459, !prof !28

458:                                              ; preds = %455
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %433) #23
  br label %459

459:                                              ; preds = %458, %455, %440, %430
  %460 = getelementptr inbounds i8, ptr %431, i64 16
  %461 = icmp eq ptr %460, %428
  br i1 %461, label %462, label %430, !llvm.loop !29

462:                                              ; preds = %459
  %463 = load ptr, ptr %425, align 8, !tbaa !15
  br label %464

464:                                              ; preds = %462, %424
  %465 = phi ptr [ %463, %462 ], [ %426, %424 ]
  %466 = icmp eq ptr %465, null
  br i1 %466, label %473, label %467

467:                                              ; preds = %464
  %468 = getelementptr inbounds i8, ptr %26, i64 24
  %469 = load ptr, ptr %468, align 8, !tbaa !31
  %470 = ptrtoint ptr %469 to i64
  %471 = ptrtoint ptr %465 to i64
  %472 = sub i64 %470, %471
  call void @_ZdlPvm(ptr noundef nonnull %465, i64 noundef %472) #25
  br label %473

473:                                              ; preds = %464, %467
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %28) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #23
  store i64 %66, ptr %29, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !35, !alias.scope !52
  %474 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %474, align 8, !tbaa !40, !alias.scope !52
  %475 = getelementptr inbounds i8, ptr %31, i64 16
  store i64 41, ptr %475, align 8, !tbaa !41, !alias.scope !52
  %476 = getelementptr inbounds i8, ptr %31, i64 24
  store i64 23, ptr %476, align 8, !tbaa !42, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef %255, ptr noundef nonnull align 8 dereferenceable(8) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %477 unwind label %931

477:                                              ; preds = %473
  %478 = getelementptr inbounds i8, ptr %30, i64 8
  %479 = load ptr, ptr %478, align 8, !tbaa !15
  %480 = getelementptr inbounds i8, ptr %30, i64 16
  %481 = load ptr, ptr %480, align 8, !tbaa !17
  %482 = icmp eq ptr %479, %481
  br i1 %482, label %517, label %483

483:                                              ; preds = %477, %512
  %484 = phi ptr [ %513, %512 ], [ %479, %477 ]
  %485 = getelementptr inbounds i8, ptr %484, i64 8
  %486 = load ptr, ptr %485, align 8, !tbaa !18
  %487 = icmp eq ptr %486, null
  br i1 %487, label %512, label %488

488:                                              ; preds = %483
  %489 = getelementptr inbounds i8, ptr %486, i64 8
  %490 = load atomic i64, ptr %489 acquire, align 8
  %491 = icmp eq i64 %490, 4294967297
  %492 = trunc i64 %490 to i32
  br i1 %491, label %493, label %501

493:                                              ; preds = %488
  store i32 0, ptr %489, align 8, !tbaa !20
  %494 = getelementptr inbounds i8, ptr %486, i64 12
  store i32 0, ptr %494, align 4, !tbaa !23
  %495 = load ptr, ptr %486, align 8, !tbaa !24
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %486) #23
  %498 = load ptr, ptr %486, align 8, !tbaa !24
  %499 = getelementptr inbounds i8, ptr %498, i64 24
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(16) %486) #23
  br label %512

501:                                              ; preds = %488
  %502 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %503 = icmp eq i8 %502, 0
  br i1 %503, label %506, label %504

504:                                              ; preds = %501
  %505 = add nsw i32 %492, -1
  store i32 %505, ptr %489, align 4, !tbaa !27
  br label %508

506:                                              ; preds = %501
  %507 = atomicrmw volatile add ptr %489, i32 -1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %504
  %509 = phi i32 [ %492, %504 ], [ %507, %506 ]
  %510 = icmp eq i32 %509, 1
  br i1 %510, label %511, label %512, !prof !28

511:                                              ; preds = %508
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %486) #23
  br label %512

512:                                              ; preds = %511, %508, %493, %483
  %513 = getelementptr inbounds i8, ptr %484, i64 16
  %514 = icmp eq ptr %513, %481
  br i1 %514, label %515, label %483, !llvm.loop !29

515:                                              ; preds = %512
  %516 = load ptr, ptr %478, align 8, !tbaa !15
  br label %517

517:                                              ; preds = %515, %477
  %518 = phi ptr [ %516, %515 ], [ %479, %477 ]
  %519 = icmp eq ptr %518, null
  br i1 %519, label %526, label %520

520:                                              ; preds = %517
  %521 = getelementptr inbounds i8, ptr %30, i64 24
  %522 = load ptr, ptr %521, align 8, !tbaa !31
  %523 = ptrtoint ptr %522 to i64
  %524 = ptrtoint ptr %518 to i64
  %525 = sub i64 %523, %524
  call void @_ZdlPvm(ptr noundef nonnull %518, i64 noundef %525) #25
  br label %526

526:                                              ; preds = %517, %520
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #23
  store i64 %66, ptr %33, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !35, !alias.scope !55
  %527 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %527, align 8, !tbaa !40, !alias.scope !55
  %528 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 42, ptr %528, align 8, !tbaa !41, !alias.scope !55
  %529 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 23, ptr %529, align 8, !tbaa !42, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %32, ptr noundef %250, ptr noundef nonnull align 8 dereferenceable(8) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %530 unwind label %933

530:                                              ; preds = %526
  %531 = getelementptr inbounds i8, ptr %34, i64 8
  %532 = load ptr, ptr %531, align 8, !tbaa !15
  %533 = getelementptr inbounds i8, ptr %34, i64 16
  %534 = load ptr, ptr %533, align 8, !tbaa !17
  %535 = icmp eq ptr %532, %534
  br i1 %535, label %570, label %536

536:                                              ; preds = %530, %565
  %537 = phi ptr [ %566, %565 ], [ %532, %530 ]
  %538 = getelementptr inbounds i8, ptr %537, i64 8
  %539 = load ptr, ptr %538, align 8, !tbaa !18
  %540 = icmp eq ptr %539, null
  br i1 %540, label %565, label %541

541:                                              ; preds = %536
  %542 = getelementptr inbounds i8, ptr %539, i64 8
  %543 = load atomic i64, ptr %542 acquire, align 8
  %544 = icmp eq i64 %543, 4294967297
  %545 = trunc i64 %543 to i32
  br i1 %544, label %546, label %554

546:                                              ; preds = %541
  store i32 0, ptr %542, align 8, !tbaa !20
  %547 = getelementptr inbounds i8, ptr %539, i64 12
  store i32 0, ptr %547, align 4, !tbaa !23
  %548 = load ptr, ptr %539, align 8, !tbaa !24
  %549 = getelementptr inbounds i8, ptr %548, i64 16
  %550 = load ptr, ptr %549, align 8
  call void %550(ptr noundef nonnull align 8 dereferenceable(16) %539) #23
  %551 = load ptr, ptr %539, align 8, !tbaa !24
  %552 = getelementptr inbounds i8, ptr %551, i64 24
  %553 = load ptr, ptr %552, align 8
  call void %553(ptr noundef nonnull align 8 dereferenceable(16) %539) #23
  br label %565

554:                                              ; preds = %541
  %555 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %556 = icmp eq i8 %555, 0
  br i1 %556, label %559, label %557

557:                                              ; preds = %554
  %558 = add nsw i32 %545, -1
  store i32 %558, ptr %542, align 4, !tbaa !27
  br label %561

559:                                              ; preds = %554
  %560 = atomicrmw volatile add ptr %542, i32 -1 acq_rel, align 4
  br label %561

561:                                              ; preds = %559, %557
  %562 = phi i32 [ %545, %557 ], [ %560, %559 ]
  %563 = icmp eq i32 %562, 1
  br i1 %563, label %564, label %565, !prof !28

564:                                              ; preds = %561
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %539) #23
  br label %565

565:                                              ; preds = %564, %561, %546, %536
  %566 = getelementptr inbounds i8, ptr %537, i64 16
  %567 = icmp eq ptr %566, %534
  br i1 %567, label %568, label %536, !llvm.loop !29

568:                                              ; preds = %565
  %569 = load ptr, ptr %531, align 8, !tbaa !15
  br label %570

570:                                              ; preds = %568, %530
  %571 = phi ptr [ %569, %568 ], [ %532, %530 ]
  %572 = icmp eq ptr %571, null
  br i1 %572, label %579, label %573

573:                                              ; preds = %570
  %574 = getelementptr inbounds i8, ptr %34, i64 24
  %575 = load ptr, ptr %574, align 8, !tbaa !31
  %576 = ptrtoint ptr %575 to i64
  %577 = ptrtoint ptr %571 to i64
  %578 = sub i64 %576, %577
  call void @_ZdlPvm(ptr noundef nonnull %571, i64 noundef %578) #25
  br label %579

579:                                              ; preds = %570, %573
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %36) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #23
  store i64 %66, ptr %37, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %38, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %39, align 8, !tbaa !35, !alias.scope !58
  %580 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %580, align 8, !tbaa !40, !alias.scope !58
  %581 = getelementptr inbounds i8, ptr %39, i64 16
  store i64 43, ptr %581, align 8, !tbaa !41, !alias.scope !58
  %582 = getelementptr inbounds i8, ptr %39, i64 24
  store i64 25, ptr %582, align 8, !tbaa !42, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %36, ptr noundef %256, ptr noundef nonnull align 8 dereferenceable(8) %37, ptr noundef nonnull align 8 dereferenceable(32) %38, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %39)
          to label %583 unwind label %935

583:                                              ; preds = %579
  %584 = getelementptr inbounds i8, ptr %38, i64 8
  %585 = load ptr, ptr %584, align 8, !tbaa !15
  %586 = getelementptr inbounds i8, ptr %38, i64 16
  %587 = load ptr, ptr %586, align 8, !tbaa !17
  %588 = icmp eq ptr %585, %587
  br i1 %588, label %623, label %589

589:                                              ; preds = %583, %618
  %590 = phi ptr [ %619, %618 ], [ %585, %583 ]
  %591 = getelementptr inbounds i8, ptr %590, i64 8
  %592 = load ptr, ptr %591, align 8, !tbaa !18
  %593 = icmp eq ptr %592, null
  br i1 %593, label %618, label %594

594:                                              ; preds = %589
  %595 = getelementptr inbounds i8, ptr %592, i64 8
  %596 = load atomic i64, ptr %595 acquire, align 8
  %597 = icmp eq i64 %596, 4294967297
  %598 = trunc i64 %596 to i32
  br i1 %597, label %599, label %607

599:                                              ; preds = %594
  store i32 0, ptr %595, align 8, !tbaa !20
  %600 = getelementptr inbounds i8, ptr %592, i64 12
  store i32 0, ptr %600, align 4, !tbaa !23
  %601 = load ptr, ptr %592, align 8, !tbaa !24
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  %603 = load ptr, ptr %602, align 8
  call void %603(ptr noundef nonnull align 8 dereferenceable(16) %592) #23
  %604 = load ptr, ptr %592, align 8, !tbaa !24
  %605 = getelementptr inbounds i8, ptr %604, i64 24
  %606 = load ptr, ptr %605, align 8
  call void %606(ptr noundef nonnull align 8 dereferenceable(16) %592) #23
  br label %618

607:                                              ; preds = %594
  %608 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %609 = icmp eq i8 %608, 0
  br i1 %609, label %612, label %610

610:                                              ; preds = %607
  %611 = add nsw i32 %598, -1
  store i32 %611, ptr %595, align 4, !tbaa !27
  br label %614

612:                                              ; preds = %607
  %613 = atomicrmw volatile add ptr %595, i32 -1 acq_rel, align 4
  br label %614

614:                                              ; preds = %612, %610
  %615 = phi i32 [ %598, %610 ], [ %613, %612 ]
  %616 = icmp eq i32 %615, 1
  br i1 %616, label %617, label %618, !prof !28

617:                                              ; preds = %614
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %592) #23
  br label %618

618:                                              ; preds = %617, %614, %599, %589
  %619 = getelementptr inbounds i8, ptr %590, i64 16
  %620 = icmp eq ptr %619, %587
  br i1 %620, label %621, label %589, !llvm.loop !29

621:                                              ; preds = %618
  %622 = load ptr, ptr %584, align 8, !tbaa !15
  br label %623

623:                                              ; preds = %621, %583
  %624 = phi ptr [ %622, %621 ], [ %585, %583 ]
  %625 = icmp eq ptr %624, null
  br i1 %625, label %632, label %626

626:                                              ; preds = %623
  %627 = getelementptr inbounds i8, ptr %38, i64 24
  %628 = load ptr, ptr %627, align 8, !tbaa !31
  %629 = ptrtoint ptr %628 to i64
  %630 = ptrtoint ptr %624 to i64
  %631 = sub i64 %629, %630
  call void @_ZdlPvm(ptr noundef nonnull %624, i64 noundef %631) #25
  br label %632

632:                                              ; preds = %623, %626
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %40) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41) #23
  store i64 %66, ptr %41, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %42, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %43, align 8, !tbaa !35, !alias.scope !61
  %633 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr @.str.1, ptr %633, align 8, !tbaa !40, !alias.scope !61
  %634 = getelementptr inbounds i8, ptr %43, i64 16
  store i64 44, ptr %634, align 8, !tbaa !41, !alias.scope !61
  %635 = getelementptr inbounds i8, ptr %43, i64 24
  store i64 25, ptr %635, align 8, !tbaa !42, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %40, ptr noundef %249, ptr noundef nonnull align 8 dereferenceable(8) %41, ptr noundef nonnull align 8 dereferenceable(32) %42, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %43)
          to label %636 unwind label %937

636:                                              ; preds = %632
  %637 = getelementptr inbounds i8, ptr %42, i64 8
  %638 = load ptr, ptr %637, align 8, !tbaa !15
  %639 = getelementptr inbounds i8, ptr %42, i64 16
  %640 = load ptr, ptr %639, align 8, !tbaa !17
  %641 = icmp eq ptr %638, %640
  br i1 %641, label %676, label %642

642:                                              ; preds = %636, %671
  %643 = phi ptr [ %672, %671 ], [ %638, %636 ]
  %644 = getelementptr inbounds i8, ptr %643, i64 8
  %645 = load ptr, ptr %644, align 8, !tbaa !18
  %646 = icmp eq ptr %645, null
  br i1 %646, label %671, label %647

647:                                              ; preds = %642
  %648 = getelementptr inbounds i8, ptr %645, i64 8
  %649 = load atomic i64, ptr %648 acquire, align 8
  %650 = icmp eq i64 %649, 4294967297
  %651 = trunc i64 %649 to i32
  br i1 %650, label %652, label %660

652:                                              ; preds = %647
  store i32 0, ptr %648, align 8, !tbaa !20
  %653 = getelementptr inbounds i8, ptr %645, i64 12
  store i32 0, ptr %653, align 4, !tbaa !23
  %654 = load ptr, ptr %645, align 8, !tbaa !24
  %655 = getelementptr inbounds i8, ptr %654, i64 16
  %656 = load ptr, ptr %655, align 8
  call void %656(ptr noundef nonnull align 8 dereferenceable(16) %645) #23
  %657 = load ptr, ptr %645, align 8, !tbaa !24
  %658 = getelementptr inbounds i8, ptr %657, i64 24
  %659 = load ptr, ptr %658, align 8
  call void %659(ptr noundef nonnull align 8 dereferenceable(16) %645) #23
  br label %671

660:                                              ; preds = %647
  %661 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %662 = icmp eq i8 %661, 0
  br i1 %662, label %665, label %663

663:                                              ; preds = %660
  %664 = add nsw i32 %651, -1
  store i32 %664, ptr %648, align 4, !tbaa !27
  br label %667

665:                                              ; preds = %660
  %666 = atomicrmw volatile add ptr %648, i32 -1 acq_rel, align 4
  br label %667

667:                                              ; preds = %665, %663
  %668 = phi i32 [ %651, %663 ], [ %666, %665 ]
  %669 = icmp eq i32 %668, 1
  br i1 %669, label %670, label %671, !prof !28

670:                                              ; preds = %667
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %645) #23
  br label %671

671:                                              ; preds = %670, %667, %652, %642
  %672 = getelementptr inbounds i8, ptr %643, i64 16
  %673 = icmp eq ptr %672, %640
  br i1 %673, label %674, label %642, !llvm.loop !29

674:                                              ; preds = %671
  %675 = load ptr, ptr %637, align 8, !tbaa !15
  br label %676

676:                                              ; preds = %674, %636
  %677 = phi ptr [ %675, %674 ], [ %638, %636 ]
  %678 = icmp eq ptr %677, null
  br i1 %678, label %685, label %679

679:                                              ; preds = %676
  %680 = getelementptr inbounds i8, ptr %42, i64 24
  %681 = load ptr, ptr %680, align 8, !tbaa !31
  %682 = ptrtoint ptr %681 to i64
  %683 = ptrtoint ptr %677 to i64
  %684 = sub i64 %682, %683
  call void @_ZdlPvm(ptr noundef nonnull %677, i64 noundef %684) #25
  br label %685

685:                                              ; preds = %676, %679
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %44) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45) #23
  store i64 %66, ptr %45, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %46, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %47, align 8, !tbaa !35, !alias.scope !64
  %686 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr @.str.1, ptr %686, align 8, !tbaa !40, !alias.scope !64
  %687 = getelementptr inbounds i8, ptr %47, i64 16
  store i64 45, ptr %687, align 8, !tbaa !41, !alias.scope !64
  %688 = getelementptr inbounds i8, ptr %47, i64 24
  store i64 25, ptr %688, align 8, !tbaa !42, !alias.scope !64
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %44, ptr noundef %258, ptr noundef nonnull align 8 dereferenceable(8) %45, ptr noundef nonnull align 8 dereferenceable(32) %46, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %47)
          to label %689 unwind label %939

689:                                              ; preds = %685
  %690 = getelementptr inbounds i8, ptr %46, i64 8
  %691 = load ptr, ptr %690, align 8, !tbaa !15
  %692 = getelementptr inbounds i8, ptr %46, i64 16
  %693 = load ptr, ptr %692, align 8, !tbaa !17
  %694 = icmp eq ptr %691, %693
  br i1 %694, label %729, label %695

695:                                              ; preds = %689, %724
  %696 = phi ptr [ %725, %724 ], [ %691, %689 ]
  %697 = getelementptr inbounds i8, ptr %696, i64 8
  %698 = load ptr, ptr %697, align 8, !tbaa !18
  %699 = icmp eq ptr %698, null
  br i1 %699, label %724, label %700

700:                                              ; preds = %695
  %701 = getelementptr inbounds i8, ptr %698, i64 8
  %702 = load atomic i64, ptr %701 acquire, align 8
  %703 = icmp eq i64 %702, 4294967297
  %704 = trunc i64 %702 to i32
  br i1 %703, label %705, label %713

705:                                              ; preds = %700
  store i32 0, ptr %701, align 8, !tbaa !20
  %706 = getelementptr inbounds i8, ptr %698, i64 12
  store i32 0, ptr %706, align 4, !tbaa !23
  %707 = load ptr, ptr %698, align 8, !tbaa !24
  %708 = getelementptr inbounds i8, ptr %707, i64 16
  %709 = load ptr, ptr %708, align 8
  call void %709(ptr noundef nonnull align 8 dereferenceable(16) %698) #23
  %710 = load ptr, ptr %698, align 8, !tbaa !24
  %711 = getelementptr inbounds i8, ptr %710, i64 24
  %712 = load ptr, ptr %711, align 8
  call void %712(ptr noundef nonnull align 8 dereferenceable(16) %698) #23
  br label %724

713:                                              ; preds = %700
  %714 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %715 = icmp eq i8 %714, 0
  br i1 %715, label %718, label %716

716:                                              ; preds = %713
  %717 = add nsw i32 %704, -1
  store i32 %717, ptr %701, align 4, !tbaa !27
  br label %720

718:                                              ; preds = %713
  %719 = atomicrmw volatile add ptr %701, i32 -1 acq_rel, align 4
  br label %720

720:                                              ; preds = %718, %716
  %721 = phi i32 [ %704, %716 ], [ %719, %718 ]
  %722 = icmp eq i32 %721, 1
  br i1 %722, label %723, label %724, !prof !28

723:                                              ; preds = %720
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %698) #23
  br label %724

724:                                              ; preds = %723, %720, %705, %695
  %725 = getelementptr inbounds i8, ptr %696, i64 16
  %726 = icmp eq ptr %725, %693
  br i1 %726, label %727, label %695, !llvm.loop !29

727:                                              ; preds = %724
  %728 = load ptr, ptr %690, align 8, !tbaa !15
  br label %729

729:                                              ; preds = %727, %689
  %730 = phi ptr [ %728, %727 ], [ %691, %689 ]
  %731 = icmp eq ptr %730, null
  br i1 %731, label %738, label %732

732:                                              ; preds = %729
  %733 = getelementptr inbounds i8, ptr %46, i64 24
  %734 = load ptr, ptr %733, align 8, !tbaa !31
  %735 = ptrtoint ptr %734 to i64
  %736 = ptrtoint ptr %730 to i64
  %737 = sub i64 %735, %736
  call void @_ZdlPvm(ptr noundef nonnull %730, i64 noundef %737) #25
  br label %738

738:                                              ; preds = %729, %732
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #23
  store ptr @.str, ptr %49, align 8, !tbaa !35, !alias.scope !67
  %739 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.1, ptr %739, align 8, !tbaa !40, !alias.scope !67
  %740 = getelementptr inbounds i8, ptr %49, i64 16
  store i64 47, ptr %740, align 8, !tbaa !41, !alias.scope !67
  %741 = getelementptr inbounds i8, ptr %49, i64 24
  store i64 5, ptr %741, align 8, !tbaa !42, !alias.scope !67
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6)
  store ptr %12, ptr %6, align 8
  %742 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %20, ptr %742, align 8
  %743 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %24, ptr %743, align 8
  %744 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %28, ptr %744, align 8
  %745 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %32, ptr %745, align 8
  %746 = getelementptr inbounds i8, ptr %6, i64 40
  store ptr %8, ptr %746, align 8
  %747 = getelementptr inbounds i8, ptr %6, i64 48
  store ptr %9, ptr %747, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #23, !noalias !70
  store ptr %6, ptr %5, align 8, !tbaa !73, !noalias !70
  %748 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %748, align 8, !tbaa !75, !noalias !70
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %48, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %49)
          to label %749 unwind label %941

749:                                              ; preds = %738
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #23, !noalias !70
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6)
  %750 = getelementptr inbounds i8, ptr %48, i64 8
  %751 = load ptr, ptr %750, align 8, !tbaa !18
  %752 = icmp eq ptr %751, null
  br i1 %752, label %777, label %753

753:                                              ; preds = %749
  %754 = getelementptr inbounds i8, ptr %751, i64 8
  %755 = load atomic i64, ptr %754 acquire, align 8
  %756 = icmp eq i64 %755, 4294967297
  %757 = trunc i64 %755 to i32
  br i1 %756, label %758, label %766

758:                                              ; preds = %753
  store i32 0, ptr %754, align 8, !tbaa !20
  %759 = getelementptr inbounds i8, ptr %751, i64 12
  store i32 0, ptr %759, align 4, !tbaa !23
  %760 = load ptr, ptr %751, align 8, !tbaa !24
  %761 = getelementptr inbounds i8, ptr %760, i64 16
  %762 = load ptr, ptr %761, align 8
  call void %762(ptr noundef nonnull align 8 dereferenceable(16) %751) #23
  %763 = load ptr, ptr %751, align 8, !tbaa !24
  %764 = getelementptr inbounds i8, ptr %763, i64 24
  %765 = load ptr, ptr %764, align 8
  call void %765(ptr noundef nonnull align 8 dereferenceable(16) %751) #23
  br label %777

766:                                              ; preds = %753
  %767 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %768 = icmp eq i8 %767, 0
  br i1 %768, label %771, label %769

769:                                              ; preds = %766
  %770 = add nsw i32 %757, -1
  store i32 %770, ptr %754, align 4, !tbaa !27
  br label %773

771:                                              ; preds = %766
  %772 = atomicrmw volatile add ptr %754, i32 -1 acq_rel, align 4
  br label %773

773:                                              ; preds = %771, %769
  %774 = phi i32 [ %757, %769 ], [ %772, %771 ]
  %775 = icmp eq i32 %774, 1
  br i1 %775, label %776, label %777, !prof !28

776:                                              ; preds = %773
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %751) #23
  br label %777

777:                                              ; preds = %749, %758, %773, %776
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #23
  store ptr @.str, ptr %51, align 8, !tbaa !35, !alias.scope !76
  %778 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr @.str.1, ptr %778, align 8, !tbaa !40, !alias.scope !76
  %779 = getelementptr inbounds i8, ptr %51, i64 16
  store i64 68, ptr %779, align 8, !tbaa !41, !alias.scope !76
  %780 = getelementptr inbounds i8, ptr %51, i64 24
  store i64 5, ptr %780, align 8, !tbaa !42, !alias.scope !76
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4)
  store ptr %16, ptr %4, align 8
  %781 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %36, ptr %781, align 8
  %782 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %40, ptr %782, align 8
  %783 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %44, ptr %783, align 8
  %784 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr %8, ptr %784, align 8
  %785 = getelementptr inbounds i8, ptr %4, i64 40
  store ptr %9, ptr %785, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #23, !noalias !79
  store ptr %4, ptr %3, align 8, !tbaa !73, !noalias !79
  %786 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %786, align 8, !tbaa !75, !noalias !79
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %50, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %51)
          to label %787 unwind label %943

787:                                              ; preds = %777
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #23, !noalias !79
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4)
  %788 = getelementptr inbounds i8, ptr %50, i64 8
  %789 = load ptr, ptr %788, align 8, !tbaa !18
  %790 = icmp eq ptr %789, null
  br i1 %790, label %815, label %791

791:                                              ; preds = %787
  %792 = getelementptr inbounds i8, ptr %789, i64 8
  %793 = load atomic i64, ptr %792 acquire, align 8
  %794 = icmp eq i64 %793, 4294967297
  %795 = trunc i64 %793 to i32
  br i1 %794, label %796, label %804

796:                                              ; preds = %791
  store i32 0, ptr %792, align 8, !tbaa !20
  %797 = getelementptr inbounds i8, ptr %789, i64 12
  store i32 0, ptr %797, align 4, !tbaa !23
  %798 = load ptr, ptr %789, align 8, !tbaa !24
  %799 = getelementptr inbounds i8, ptr %798, i64 16
  %800 = load ptr, ptr %799, align 8
  call void %800(ptr noundef nonnull align 8 dereferenceable(16) %789) #23
  %801 = load ptr, ptr %789, align 8, !tbaa !24
  %802 = getelementptr inbounds i8, ptr %801, i64 24
  %803 = load ptr, ptr %802, align 8
  call void %803(ptr noundef nonnull align 8 dereferenceable(16) %789) #23
  br label %815

804:                                              ; preds = %791
  %805 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %806 = icmp eq i8 %805, 0
  br i1 %806, label %809, label %807

807:                                              ; preds = %804
  %808 = add nsw i32 %795, -1
  store i32 %808, ptr %792, align 4, !tbaa !27
  br label %811

809:                                              ; preds = %804
  %810 = atomicrmw volatile add ptr %792, i32 -1 acq_rel, align 4
  br label %811

811:                                              ; preds = %809, %807
  %812 = phi i32 [ %795, %807 ], [ %810, %809 ]
  %813 = icmp eq i32 %812, 1
  br i1 %813, label %814, label %815, !prof !28

814:                                              ; preds = %811
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %789) #23
  br label %815

815:                                              ; preds = %787, %796, %811, %814
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %44) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %44) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %40) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %40) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %36) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %36) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %20) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %20) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %16) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %12) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #23
  br i1 %202, label %823, label %816

816:                                              ; preds = %815
  %817 = load i64, ptr %9, align 8, !tbaa !5
  %818 = icmp eq i64 %817, 0
  br label %970

819:                                              ; preds = %1042
  %820 = select i1 %1044, ptr @.str.3, ptr @.str.4
  %821 = xor i1 %1044, true
  %822 = zext i1 %821 to i32
  br label %823

823:                                              ; preds = %819, %815
  %824 = phi i32 [ 0, %815 ], [ %822, %819 ]
  %825 = phi ptr [ @.str.3, %815 ], [ %820, %819 ]
  %826 = call i32 @puts(ptr nonnull dereferenceable(1) %825)
  %827 = icmp eq ptr %258, null
  br i1 %827, label %832, label %828

828:                                              ; preds = %823
  %829 = ptrtoint ptr %259 to i64
  %830 = ptrtoint ptr %258 to i64
  %831 = sub i64 %829, %830
  call void @_ZdlPvm(ptr noundef nonnull %258, i64 noundef %831) #25
  br label %832

832:                                              ; preds = %823, %828
  %833 = icmp eq ptr %249, null
  br i1 %833, label %838, label %834

834:                                              ; preds = %832
  %835 = ptrtoint ptr %248 to i64
  %836 = ptrtoint ptr %249 to i64
  %837 = sub i64 %835, %836
  call void @_ZdlPvm(ptr noundef nonnull %249, i64 noundef %837) #25
  br label %838

838:                                              ; preds = %832, %834
  %839 = icmp eq ptr %256, null
  br i1 %839, label %844, label %840

840:                                              ; preds = %838
  %841 = ptrtoint ptr %257 to i64
  %842 = ptrtoint ptr %256 to i64
  %843 = sub i64 %841, %842
  call void @_ZdlPvm(ptr noundef nonnull %256, i64 noundef %843) #25
  br label %844

844:                                              ; preds = %838, %840
  %845 = icmp eq ptr %250, null
  br i1 %845, label %850, label %846

846:                                              ; preds = %844
  %847 = ptrtoint ptr %251 to i64
  %848 = ptrtoint ptr %250 to i64
  %849 = sub i64 %847, %848
  call void @_ZdlPvm(ptr noundef nonnull %250, i64 noundef %849) #25
  br label %850

850:                                              ; preds = %844, %846
  %851 = icmp eq ptr %255, null
  br i1 %851, label %856, label %852

852:                                              ; preds = %850
  %853 = ptrtoint ptr %254 to i64
  %854 = ptrtoint ptr %255 to i64
  %855 = sub i64 %853, %854
  call void @_ZdlPvm(ptr noundef nonnull %255, i64 noundef %855) #25
  br label %856

856:                                              ; preds = %850, %852
  %857 = icmp eq ptr %252, null
  br i1 %857, label %862, label %858

858:                                              ; preds = %856
  %859 = ptrtoint ptr %253 to i64
  %860 = ptrtoint ptr %252 to i64
  %861 = sub i64 %859, %860
  call void @_ZdlPvm(ptr noundef nonnull %252, i64 noundef %861) #25
  br label %862

862:                                              ; preds = %856, %858
  %863 = icmp eq ptr %197, null
  br i1 %863, label %868, label %864

864:                                              ; preds = %862
  %865 = ptrtoint ptr %196 to i64
  %866 = ptrtoint ptr %197 to i64
  %867 = sub i64 %865, %866
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %867) #25
  br label %868

868:                                              ; preds = %862, %864
  %869 = icmp eq ptr %195, null
  br i1 %869, label %874, label %870

870:                                              ; preds = %868
  %871 = ptrtoint ptr %194 to i64
  %872 = ptrtoint ptr %195 to i64
  %873 = sub i64 %871, %872
  call void @_ZdlPvm(ptr noundef nonnull %195, i64 noundef %873) #25
  br label %874

874:                                              ; preds = %868, %870
  %875 = icmp eq ptr %192, null
  br i1 %875, label %880, label %876

876:                                              ; preds = %874
  %877 = ptrtoint ptr %193 to i64
  %878 = ptrtoint ptr %192 to i64
  %879 = sub i64 %877, %878
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef %879) #25
  br label %880

880:                                              ; preds = %874, %876
  %881 = getelementptr inbounds i8, ptr %10, i64 8
  %882 = load ptr, ptr %881, align 8, !tbaa !18
  %883 = icmp eq ptr %882, null
  br i1 %883, label %908, label %884

884:                                              ; preds = %880
  %885 = getelementptr inbounds i8, ptr %882, i64 8
  %886 = load atomic i64, ptr %885 acquire, align 8
  %887 = icmp eq i64 %886, 4294967297
  %888 = trunc i64 %886 to i32
  br i1 %887, label %889, label %897

889:                                              ; preds = %884
  store i32 0, ptr %885, align 8, !tbaa !20
  %890 = getelementptr inbounds i8, ptr %882, i64 12
  store i32 0, ptr %890, align 4, !tbaa !23
  %891 = load ptr, ptr %882, align 8, !tbaa !24
  %892 = getelementptr inbounds i8, ptr %891, i64 16
  %893 = load ptr, ptr %892, align 8
  call void %893(ptr noundef nonnull align 8 dereferenceable(16) %882) #23
  %894 = load ptr, ptr %882, align 8, !tbaa !24
  %895 = getelementptr inbounds i8, ptr %894, i64 24
  %896 = load ptr, ptr %895, align 8
  call void %896(ptr noundef nonnull align 8 dereferenceable(16) %882) #23
  br label %908

897:                                              ; preds = %884
  %898 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %899 = icmp eq i8 %898, 0
  br i1 %899, label %902, label %900

900:                                              ; preds = %897
  %901 = add nsw i32 %888, -1
  store i32 %901, ptr %885, align 4, !tbaa !27
  br label %904

902:                                              ; preds = %897
  %903 = atomicrmw volatile add ptr %885, i32 -1 acq_rel, align 4
  br label %904

904:                                              ; preds = %902, %900
  %905 = phi i32 [ %888, %900 ], [ %903, %902 ]
  %906 = icmp eq i32 %905, 1
  br i1 %906, label %907, label %908, !prof !28

907:                                              ; preds = %904
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %882) #23
  br label %908

908:                                              ; preds = %880, %889, %904, %907
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  ret i32 %824

909:                                              ; preds = %161
  %910 = landingpad { ptr, i32 }
          cleanup
  br label %1146

911:                                              ; preds = %203, %199
  %912 = landingpad { ptr, i32 }
          cleanup
  br label %1137

913:                                              ; preds = %212
  %914 = landingpad { ptr, i32 }
          cleanup
  br label %1130

915:                                              ; preds = %219
  %916 = landingpad { ptr, i32 }
          cleanup
  br label %1116

917:                                              ; preds = %226
  %918 = landingpad { ptr, i32 }
          cleanup
  br label %1098

919:                                              ; preds = %233
  %920 = landingpad { ptr, i32 }
          cleanup
  br label %1076

921:                                              ; preds = %240
  %922 = landingpad { ptr, i32 }
          cleanup
  br label %1050

923:                                              ; preds = %247
  %924 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  br label %963

925:                                              ; preds = %312
  %926 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #23
  br label %961

927:                                              ; preds = %366
  %928 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #23
  br label %959

929:                                              ; preds = %420
  %930 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #23
  br label %957

931:                                              ; preds = %473
  %932 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #23
  br label %955

933:                                              ; preds = %526
  %934 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #23
  br label %953

935:                                              ; preds = %579
  %936 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %38) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #23
  br label %951

937:                                              ; preds = %632
  %938 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %42) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41) #23
  br label %949

939:                                              ; preds = %685
  %940 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %46) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45) #23
  br label %947

941:                                              ; preds = %738
  %942 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #23
  br label %945

943:                                              ; preds = %777
  %944 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #23
  br label %945

945:                                              ; preds = %943, %941
  %946 = phi { ptr, i32 } [ %944, %943 ], [ %942, %941 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %44) #23
  br label %947

947:                                              ; preds = %945, %939
  %948 = phi { ptr, i32 } [ %946, %945 ], [ %940, %939 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %44) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %40) #23
  br label %949

949:                                              ; preds = %947, %937
  %950 = phi { ptr, i32 } [ %948, %947 ], [ %938, %937 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %40) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %36) #23
  br label %951

951:                                              ; preds = %949, %935
  %952 = phi { ptr, i32 } [ %950, %949 ], [ %936, %935 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %36) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #23
  br label %953

953:                                              ; preds = %951, %933
  %954 = phi { ptr, i32 } [ %952, %951 ], [ %934, %933 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #23
  br label %955

955:                                              ; preds = %953, %931
  %956 = phi { ptr, i32 } [ %954, %953 ], [ %932, %931 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #23
  br label %957

957:                                              ; preds = %955, %929
  %958 = phi { ptr, i32 } [ %956, %955 ], [ %930, %929 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %20) #23
  br label %959

959:                                              ; preds = %957, %927
  %960 = phi { ptr, i32 } [ %958, %957 ], [ %928, %927 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %20) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %16) #23
  br label %961

961:                                              ; preds = %959, %925
  %962 = phi { ptr, i32 } [ %960, %959 ], [ %926, %925 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %12) #23
  br label %963

963:                                              ; preds = %961, %923
  %964 = phi { ptr, i32 } [ %962, %961 ], [ %924, %923 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #23
  %965 = icmp eq ptr %258, null
  br i1 %965, label %1048, label %966

966:                                              ; preds = %963
  %967 = ptrtoint ptr %259 to i64
  %968 = ptrtoint ptr %258 to i64
  %969 = sub i64 %967, %968
  call void @_ZdlPvm(ptr noundef nonnull %258, i64 noundef %969) #25
  br label %1048

970:                                              ; preds = %816, %1042
  %971 = phi i64 [ 0, %816 ], [ %1046, %1042 ]
  %972 = phi i8 [ 1, %816 ], [ %1045, %1042 ]
  %973 = mul i64 %817, %971
  %974 = getelementptr inbounds float, ptr %195, i64 %973
  %975 = load float, ptr %974, align 4, !tbaa !32
  br i1 %818, label %976, label %983

976:                                              ; preds = %996, %970
  %977 = phi float [ %975, %970 ], [ %1007, %996 ]
  %978 = phi float [ %975, %970 ], [ %1009, %996 ]
  %979 = phi i8 [ %972, %970 ], [ %998, %996 ]
  %980 = phi i32 [ 0, %970 ], [ %1001, %996 ]
  %981 = phi i32 [ 0, %970 ], [ %1003, %996 ]
  %982 = trunc nuw i8 %979 to i1
  br i1 %982, label %1012, label %1042

983:                                              ; preds = %970, %996
  %984 = phi i64 [ %1010, %996 ], [ 0, %970 ]
  %985 = phi i32 [ %1003, %996 ], [ 0, %970 ]
  %986 = phi i32 [ %1001, %996 ], [ 0, %970 ]
  %987 = phi i8 [ %998, %996 ], [ %972, %970 ]
  %988 = phi float [ %1009, %996 ], [ %975, %970 ]
  %989 = phi float [ %1007, %996 ], [ %975, %970 ]
  %990 = add i64 %984, %973
  %991 = trunc nuw i8 %987 to i1
  br i1 %991, label %992, label %996

992:                                              ; preds = %983
  %993 = getelementptr inbounds i32, ptr %197, i64 %990
  %994 = load i32, ptr %993, align 4, !tbaa !27
  %995 = icmp eq i32 %994, %986
  br label %996

996:                                              ; preds = %992, %983
  %997 = phi i1 [ false, %983 ], [ %995, %992 ]
  %998 = zext i1 %997 to i8
  %999 = getelementptr inbounds i32, ptr %192, i64 %990
  %1000 = load i32, ptr %999, align 4, !tbaa !27
  %1001 = add nsw i32 %1000, %986
  %1002 = lshr i32 %1000, 31
  %1003 = or i32 %1002, %985
  %1004 = getelementptr inbounds float, ptr %195, i64 %990
  %1005 = load float, ptr %1004, align 4, !tbaa !32
  %1006 = fcmp olt float %989, %1005
  %1007 = select i1 %1006, float %1005, float %989
  %1008 = fcmp olt float %1005, %988
  %1009 = select i1 %1008, float %1005, float %988
  %1010 = add nuw i64 %984, 1
  %1011 = icmp eq i64 %1010, %817
  br i1 %1011, label %976, label %983, !llvm.loop !82

1012:                                             ; preds = %976
  %1013 = getelementptr inbounds i32, ptr %252, i64 %971
  %1014 = load i32, ptr %1013, align 4, !tbaa !27
  %1015 = icmp eq i32 %1014, %980
  br i1 %1015, label %1016, label %1042

1016:                                             ; preds = %1012
  %1017 = getelementptr inbounds i32, ptr %255, i64 %971
  %1018 = load i32, ptr %1017, align 4, !tbaa !27
  %1019 = getelementptr inbounds i32, ptr %192, i64 %973
  %1020 = load i32, ptr %1019, align 4, !tbaa !27
  %1021 = icmp eq i32 %1018, %1020
  br i1 %1021, label %1022, label %1042

1022:                                             ; preds = %1016
  %1023 = getelementptr inbounds i32, ptr %250, i64 %971
  %1024 = load i32, ptr %1023, align 4, !tbaa !27
  %1025 = icmp eq i32 %1024, %981
  br i1 %1025, label %1026, label %1042

1026:                                             ; preds = %1022
  %1027 = getelementptr inbounds float, ptr %256, i64 %971
  %1028 = load float, ptr %1027, align 4, !tbaa !32
  %1029 = fcmp oeq float %1028, %977
  br i1 %1029, label %1030, label %1042

1030:                                             ; preds = %1026
  %1031 = getelementptr inbounds float, ptr %249, i64 %971
  %1032 = load float, ptr %1031, align 4, !tbaa !32
  %1033 = fcmp oeq float %1032, %978
  br i1 %1033, label %1034, label %1042

1034:                                             ; preds = %1030
  %1035 = getelementptr inbounds float, ptr %258, i64 %971
  %1036 = load float, ptr %1035, align 4, !tbaa !32
  %1037 = urem i64 %971, %817
  %1038 = add i64 %1037, %973
  %1039 = getelementptr inbounds float, ptr %195, i64 %1038
  %1040 = load float, ptr %1039, align 4, !tbaa !32
  %1041 = fcmp oeq float %1036, %1040
  br label %1042

1042:                                             ; preds = %1016, %1012, %976, %1034, %1030, %1026, %1022
  %1043 = phi i1 [ false, %1030 ], [ false, %1026 ], [ false, %1022 ], [ %1041, %1034 ], [ false, %976 ], [ false, %1012 ], [ false, %1016 ]
  %1044 = freeze i1 %1043
  %1045 = zext i1 %1044 to i8
  %1046 = add nuw i64 %971, 1
  %1047 = icmp ult i64 %1046, %66
  br i1 %1047, label %970, label %819, !llvm.loop !83

1048:                                             ; preds = %966, %963
  %1049 = icmp eq ptr %249, null
  br i1 %1049, label %1065, label %1050

1050:                                             ; preds = %921, %1048
  %1051 = phi { ptr, i32 } [ %922, %921 ], [ %964, %1048 ]
  %1052 = phi ptr [ %207, %921 ], [ %253, %1048 ]
  %1053 = phi ptr [ %205, %921 ], [ %252, %1048 ]
  %1054 = phi ptr [ %215, %921 ], [ %254, %1048 ]
  %1055 = phi ptr [ %213, %921 ], [ %255, %1048 ]
  %1056 = phi ptr [ %222, %921 ], [ %251, %1048 ]
  %1057 = phi ptr [ %220, %921 ], [ %250, %1048 ]
  %1058 = phi ptr [ %227, %921 ], [ %256, %1048 ]
  %1059 = phi ptr [ %229, %921 ], [ %257, %1048 ]
  %1060 = phi ptr [ %234, %921 ], [ %249, %1048 ]
  %1061 = phi ptr [ %236, %921 ], [ %248, %1048 ]
  %1062 = ptrtoint ptr %1061 to i64
  %1063 = ptrtoint ptr %1060 to i64
  %1064 = sub i64 %1062, %1063
  call void @_ZdlPvm(ptr noundef nonnull %1060, i64 noundef %1064) #25
  br label %1065

1065:                                             ; preds = %1050, %1048
  %1066 = phi ptr [ %257, %1048 ], [ %1059, %1050 ]
  %1067 = phi ptr [ %256, %1048 ], [ %1058, %1050 ]
  %1068 = phi ptr [ %250, %1048 ], [ %1057, %1050 ]
  %1069 = phi ptr [ %251, %1048 ], [ %1056, %1050 ]
  %1070 = phi ptr [ %255, %1048 ], [ %1055, %1050 ]
  %1071 = phi ptr [ %254, %1048 ], [ %1054, %1050 ]
  %1072 = phi ptr [ %252, %1048 ], [ %1053, %1050 ]
  %1073 = phi ptr [ %253, %1048 ], [ %1052, %1050 ]
  %1074 = phi { ptr, i32 } [ %964, %1048 ], [ %1051, %1050 ]
  %1075 = icmp eq ptr %1067, null
  br i1 %1075, label %1089, label %1076

1076:                                             ; preds = %919, %1065
  %1077 = phi { ptr, i32 } [ %920, %919 ], [ %1074, %1065 ]
  %1078 = phi ptr [ %207, %919 ], [ %1073, %1065 ]
  %1079 = phi ptr [ %205, %919 ], [ %1072, %1065 ]
  %1080 = phi ptr [ %215, %919 ], [ %1071, %1065 ]
  %1081 = phi ptr [ %213, %919 ], [ %1070, %1065 ]
  %1082 = phi ptr [ %222, %919 ], [ %1069, %1065 ]
  %1083 = phi ptr [ %220, %919 ], [ %1068, %1065 ]
  %1084 = phi ptr [ %227, %919 ], [ %1067, %1065 ]
  %1085 = phi ptr [ %229, %919 ], [ %1066, %1065 ]
  %1086 = ptrtoint ptr %1085 to i64
  %1087 = ptrtoint ptr %1084 to i64
  %1088 = sub i64 %1086, %1087
  call void @_ZdlPvm(ptr noundef nonnull %1084, i64 noundef %1088) #25
  br label %1089

1089:                                             ; preds = %1076, %1065
  %1090 = phi ptr [ %1068, %1065 ], [ %1083, %1076 ]
  %1091 = phi ptr [ %1069, %1065 ], [ %1082, %1076 ]
  %1092 = phi ptr [ %1070, %1065 ], [ %1081, %1076 ]
  %1093 = phi ptr [ %1071, %1065 ], [ %1080, %1076 ]
  %1094 = phi ptr [ %1072, %1065 ], [ %1079, %1076 ]
  %1095 = phi ptr [ %1073, %1065 ], [ %1078, %1076 ]
  %1096 = phi { ptr, i32 } [ %1074, %1065 ], [ %1077, %1076 ]
  %1097 = icmp eq ptr %1090, null
  br i1 %1097, label %1109, label %1098

1098:                                             ; preds = %917, %1089
  %1099 = phi { ptr, i32 } [ %918, %917 ], [ %1096, %1089 ]
  %1100 = phi ptr [ %207, %917 ], [ %1095, %1089 ]
  %1101 = phi ptr [ %205, %917 ], [ %1094, %1089 ]
  %1102 = phi ptr [ %215, %917 ], [ %1093, %1089 ]
  %1103 = phi ptr [ %213, %917 ], [ %1092, %1089 ]
  %1104 = phi ptr [ %222, %917 ], [ %1091, %1089 ]
  %1105 = phi ptr [ %220, %917 ], [ %1090, %1089 ]
  %1106 = ptrtoint ptr %1104 to i64
  %1107 = ptrtoint ptr %1105 to i64
  %1108 = sub i64 %1106, %1107
  call void @_ZdlPvm(ptr noundef nonnull %1105, i64 noundef %1108) #25
  br label %1109

1109:                                             ; preds = %1098, %1089
  %1110 = phi ptr [ %1092, %1089 ], [ %1103, %1098 ]
  %1111 = phi ptr [ %1093, %1089 ], [ %1102, %1098 ]
  %1112 = phi ptr [ %1094, %1089 ], [ %1101, %1098 ]
  %1113 = phi ptr [ %1095, %1089 ], [ %1100, %1098 ]
  %1114 = phi { ptr, i32 } [ %1096, %1089 ], [ %1099, %1098 ]
  %1115 = icmp eq ptr %1110, null
  br i1 %1115, label %1125, label %1116

1116:                                             ; preds = %915, %1109
  %1117 = phi { ptr, i32 } [ %916, %915 ], [ %1114, %1109 ]
  %1118 = phi ptr [ %207, %915 ], [ %1113, %1109 ]
  %1119 = phi ptr [ %205, %915 ], [ %1112, %1109 ]
  %1120 = phi ptr [ %215, %915 ], [ %1111, %1109 ]
  %1121 = phi ptr [ %213, %915 ], [ %1110, %1109 ]
  %1122 = ptrtoint ptr %1120 to i64
  %1123 = ptrtoint ptr %1121 to i64
  %1124 = sub i64 %1122, %1123
  call void @_ZdlPvm(ptr noundef nonnull %1121, i64 noundef %1124) #25
  br label %1125

1125:                                             ; preds = %1116, %1109
  %1126 = phi ptr [ %1112, %1109 ], [ %1119, %1116 ]
  %1127 = phi ptr [ %1113, %1109 ], [ %1118, %1116 ]
  %1128 = phi { ptr, i32 } [ %1114, %1109 ], [ %1117, %1116 ]
  %1129 = icmp eq ptr %1126, null
  br i1 %1129, label %1137, label %1130

1130:                                             ; preds = %913, %1125
  %1131 = phi { ptr, i32 } [ %914, %913 ], [ %1128, %1125 ]
  %1132 = phi ptr [ %207, %913 ], [ %1127, %1125 ]
  %1133 = phi ptr [ %205, %913 ], [ %1126, %1125 ]
  %1134 = ptrtoint ptr %1132 to i64
  %1135 = ptrtoint ptr %1133 to i64
  %1136 = sub i64 %1134, %1135
  call void @_ZdlPvm(ptr noundef nonnull %1133, i64 noundef %1136) #25
  br label %1137

1137:                                             ; preds = %1130, %1125, %911
  %1138 = phi { ptr, i32 } [ %912, %911 ], [ %1128, %1125 ], [ %1131, %1130 ]
  %1139 = icmp eq ptr %197, null
  br i1 %1139, label %1144, label %1140

1140:                                             ; preds = %1137
  %1141 = ptrtoint ptr %196 to i64
  %1142 = ptrtoint ptr %197 to i64
  %1143 = sub i64 %1141, %1142
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %1143) #25
  br label %1144

1144:                                             ; preds = %1140, %1137
  %1145 = icmp eq ptr %195, null
  br i1 %1145, label %1155, label %1146

1146:                                             ; preds = %909, %1144
  %1147 = phi { ptr, i32 } [ %910, %909 ], [ %1138, %1144 ]
  %1148 = phi ptr [ %146, %909 ], [ %192, %1144 ]
  %1149 = phi ptr [ %148, %909 ], [ %193, %1144 ]
  %1150 = phi ptr [ %154, %909 ], [ %195, %1144 ]
  %1151 = phi ptr [ %156, %909 ], [ %194, %1144 ]
  %1152 = ptrtoint ptr %1151 to i64
  %1153 = ptrtoint ptr %1150 to i64
  %1154 = sub i64 %1152, %1153
  call void @_ZdlPvm(ptr noundef nonnull %1150, i64 noundef %1154) #25
  br label %1155

1155:                                             ; preds = %1146, %1144
  %1156 = phi { ptr, i32 } [ %1147, %1146 ], [ %1138, %1144 ]
  %1157 = phi ptr [ %1148, %1146 ], [ %192, %1144 ]
  %1158 = phi ptr [ %1149, %1146 ], [ %193, %1144 ]
  %1159 = icmp eq ptr %1157, null
  br i1 %1159, label %1167, label %1160

1160:                                             ; preds = %172, %1155
  %1161 = phi { ptr, i32 } [ %173, %172 ], [ %1156, %1155 ]
  %1162 = phi ptr [ %148, %172 ], [ %1158, %1155 ]
  %1163 = phi ptr [ %146, %172 ], [ %1157, %1155 ]
  %1164 = ptrtoint ptr %1162 to i64
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = sub i64 %1164, %1165
  call void @_ZdlPvm(ptr noundef nonnull %1163, i64 noundef %1166) #25
  br label %1167

1167:                                             ; preds = %1160, %1155, %170
  %1168 = phi { ptr, i32 } [ %171, %170 ], [ %1156, %1155 ], [ %1161, %1160 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  br label %1169

1169:                                             ; preds = %1167, %87
  %1170 = phi { ptr, i32 } [ %1168, %1167 ], [ %79, %87 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #23
  resume { ptr, i32 } %1170
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !84
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !84
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !87, !noalias !84
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !89, !noalias !84
  store ptr %10, ptr %6, align 8, !tbaa !92
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #23
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !94
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !102
  %25 = load ptr, ptr %0, align 8, !tbaa !103
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !104
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #23
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !106
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !106
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #23
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !109
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !109
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !112, !noalias !109
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !114, !noalias !109
  store ptr %10, ptr %6, align 8, !tbaa !92
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #23
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !116
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !118
  %25 = load ptr, ptr %0, align 8, !tbaa !103
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !104
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #23
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !119
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !119
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #23
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #23
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #23
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #24
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !23
  %33 = load ptr, ptr %24, align 8, !tbaa !24
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  %36 = load ptr, ptr %24, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !27
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !28

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #24
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #23
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #23
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #24
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !23
  %33 = load ptr, ptr %24, align 8, !tbaa !24
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  %36 = load ptr, ptr %24, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !27
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !28

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #23
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #24
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #24
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #7 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #24
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !122
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !122
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #26
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !122
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #23
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #23
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !24
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !124
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #23
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
  call void @__clang_call_terminate(ptr %55) #24
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.31", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #23
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !130
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !23
  %22 = load ptr, ptr %13, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #23
  %25 = load ptr, ptr %13, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #23
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !27
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !28

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #23
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !14
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #24
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #23
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #23
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !14
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #24
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #23
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #23
  tail call void @_ZSt9terminatev() #24
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !132
  store ptr %8, ptr %6, align 16, !tbaa !132
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !134
  %12 = load ptr, ptr %10, align 8, !tbaa !135
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !122
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !136

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !134
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !132
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #25
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #23
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
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !134
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !135
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !122
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !136

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !134
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !132
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #25
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
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
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !27
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !27
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !87
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
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
  %3 = load i64, ptr %2, align 8, !tbaa !89
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !87
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !112
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !114
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !112
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #23
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #23
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !137
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #24
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !137
  store ptr %17, ptr %15, align 8, !tbaa !137
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !18
  %21 = load ptr, ptr %18, align 8, !tbaa !18
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !27
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !27
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !18
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
  store i32 0, ptr %39, align 8, !tbaa !20
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !23
  %45 = load ptr, ptr %36, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #23
  %48 = load ptr, ptr %36, align 8, !tbaa !24
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #23
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !27
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !28

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #23
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !18
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #23
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !139, !range !141, !noundef !142
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #23
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #23
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.107, align 8
  %4 = alloca %"class.std::vector.121", align 8
  %5 = alloca %"class.sycl::_V1::range.110", align 8
  %6 = alloca %"class.sycl::_V1::range.110", align 8
  %7 = alloca %"class.sycl::_V1::id.108", align 8
  %8 = alloca %class.anon.107, align 8
  %9 = alloca %class.anon.107, align 8
  %10 = alloca %class.anon.107, align 8
  %11 = alloca i32, align 4
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::accessor", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::accessor.103", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.103", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor.103", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"class.sycl::_V1::accessor.103", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.107, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #23
  %32 = load ptr, ptr %0, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %33 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.16, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 48, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %35, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(33) %32, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %36 unwind label %1014

36:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #23
  store i32 5, ptr %19, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %32, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %39 unwind label %37

37:                                               ; preds = %36
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %1016

39:                                               ; preds = %36
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %40 = getelementptr inbounds i8, ptr %22, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !15
  %42 = getelementptr inbounds i8, ptr %22, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !17
  %44 = icmp eq ptr %41, %43
  br i1 %44, label %79, label %45

45:                                               ; preds = %39, %74
  %46 = phi ptr [ %75, %74 ], [ %41, %39 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !18
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !23
  %57 = load ptr, ptr %48, align 8, !tbaa !24
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #23
  %60 = load ptr, ptr %48, align 8, !tbaa !24
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #23
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !27
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !28

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #23
  br label %74

74:                                               ; preds = %73, %70, %55, %45
  %75 = getelementptr inbounds i8, ptr %46, i64 16
  %76 = icmp eq ptr %75, %43
  br i1 %76, label %77, label %45, !llvm.loop !29

77:                                               ; preds = %74
  %78 = load ptr, ptr %40, align 8, !tbaa !15
  br label %79

79:                                               ; preds = %77, %39
  %80 = phi ptr [ %78, %77 ], [ %41, %39 ]
  %81 = icmp eq ptr %80, null
  br i1 %81, label %88, label %82

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %22, i64 24
  %84 = load ptr, ptr %83, align 8, !tbaa !31
  %85 = ptrtoint ptr %84 to i64
  %86 = ptrtoint ptr %80 to i64
  %87 = sub i64 %85, %86
  call void @_ZdlPvm(ptr noundef nonnull %80, i64 noundef %87) #25
  br label %88

88:                                               ; preds = %82, %79
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #23
  %89 = getelementptr inbounds i8, ptr %0, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !147
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #23
  %91 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %91, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %92 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 49, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %94, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %90, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %95 unwind label %1018

95:                                               ; preds = %88
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #23
  store i32 5, ptr %17, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %90, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %98 unwind label %96

96:                                               ; preds = %95
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %1020

98:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %99 = load ptr, ptr %91, align 8, !tbaa !15
  %100 = getelementptr inbounds i8, ptr %24, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !17
  %102 = icmp eq ptr %99, %101
  br i1 %102, label %137, label %103

103:                                              ; preds = %98, %132
  %104 = phi ptr [ %133, %132 ], [ %99, %98 ]
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !18
  %107 = icmp eq ptr %106, null
  br i1 %107, label %132, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, ptr %106, i64 8
  %110 = load atomic i64, ptr %109 acquire, align 8
  %111 = icmp eq i64 %110, 4294967297
  %112 = trunc i64 %110 to i32
  br i1 %111, label %113, label %121

113:                                              ; preds = %108
  store i32 0, ptr %109, align 8, !tbaa !20
  %114 = getelementptr inbounds i8, ptr %106, i64 12
  store i32 0, ptr %114, align 4, !tbaa !23
  %115 = load ptr, ptr %106, align 8, !tbaa !24
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %106) #23
  %118 = load ptr, ptr %106, align 8, !tbaa !24
  %119 = getelementptr inbounds i8, ptr %118, i64 24
  %120 = load ptr, ptr %119, align 8
  call void %120(ptr noundef nonnull align 8 dereferenceable(16) %106) #23
  br label %132

121:                                              ; preds = %108
  %122 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %126, label %124

124:                                              ; preds = %121
  %125 = add nsw i32 %112, -1
  store i32 %125, ptr %109, align 4, !tbaa !27
  br label %128

126:                                              ; preds = %121
  %127 = atomicrmw volatile add ptr %109, i32 -1 acq_rel, align 4
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi i32 [ %112, %124 ], [ %127, %126 ]
  %130 = icmp eq i32 %129, 1
  br i1 %130, label %131, label %132, !prof !28

131:                                              ; preds = %128
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %106) #23
  br label %132

132:                                              ; preds = %131, %128, %113, %103
  %133 = getelementptr inbounds i8, ptr %104, i64 16
  %134 = icmp eq ptr %133, %101
  br i1 %134, label %135, label %103, !llvm.loop !29

135:                                              ; preds = %132
  %136 = load ptr, ptr %91, align 8, !tbaa !15
  br label %137

137:                                              ; preds = %135, %98
  %138 = phi ptr [ %136, %135 ], [ %99, %98 ]
  %139 = icmp eq ptr %138, null
  br i1 %139, label %146, label %140

140:                                              ; preds = %137
  %141 = getelementptr inbounds i8, ptr %24, i64 24
  %142 = load ptr, ptr %141, align 8, !tbaa !31
  %143 = ptrtoint ptr %142 to i64
  %144 = ptrtoint ptr %138 to i64
  %145 = sub i64 %143, %144
  call void @_ZdlPvm(ptr noundef nonnull %138, i64 noundef %145) #25
  br label %146

146:                                              ; preds = %140, %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #23
  %147 = getelementptr inbounds i8, ptr %0, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !148
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  %149 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %149, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %150 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %150, align 8
  %151 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 50, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %152, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %148, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %153 unwind label %1022

153:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #23
  store i32 5, ptr %15, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %148, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %156 unwind label %154

154:                                              ; preds = %153
  %155 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %1024

156:                                              ; preds = %153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %157 = load ptr, ptr %149, align 8, !tbaa !15
  %158 = getelementptr inbounds i8, ptr %26, i64 16
  %159 = load ptr, ptr %158, align 8, !tbaa !17
  %160 = icmp eq ptr %157, %159
  br i1 %160, label %195, label %161

161:                                              ; preds = %156, %190
  %162 = phi ptr [ %191, %190 ], [ %157, %156 ]
  %163 = getelementptr inbounds i8, ptr %162, i64 8
  %164 = load ptr, ptr %163, align 8, !tbaa !18
  %165 = icmp eq ptr %164, null
  br i1 %165, label %190, label %166

166:                                              ; preds = %161
  %167 = getelementptr inbounds i8, ptr %164, i64 8
  %168 = load atomic i64, ptr %167 acquire, align 8
  %169 = icmp eq i64 %168, 4294967297
  %170 = trunc i64 %168 to i32
  br i1 %169, label %171, label %179

171:                                              ; preds = %166
  store i32 0, ptr %167, align 8, !tbaa !20
  %172 = getelementptr inbounds i8, ptr %164, i64 12
  store i32 0, ptr %172, align 4, !tbaa !23
  %173 = load ptr, ptr %164, align 8, !tbaa !24
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %164) #23
  %176 = load ptr, ptr %164, align 8, !tbaa !24
  %177 = getelementptr inbounds i8, ptr %176, i64 24
  %178 = load ptr, ptr %177, align 8
  call void %178(ptr noundef nonnull align 8 dereferenceable(16) %164) #23
  br label %190

179:                                              ; preds = %166
  %180 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %181 = icmp eq i8 %180, 0
  br i1 %181, label %184, label %182

182:                                              ; preds = %179
  %183 = add nsw i32 %170, -1
  store i32 %183, ptr %167, align 4, !tbaa !27
  br label %186

184:                                              ; preds = %179
  %185 = atomicrmw volatile add ptr %167, i32 -1 acq_rel, align 4
  br label %186

186:                                              ; preds = %184, %182
  %187 = phi i32 [ %170, %182 ], [ %185, %184 ]
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %190, !prof !28

189:                                              ; preds = %186
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %164) #23
  br label %190

190:                                              ; preds = %189, %186, %171, %161
  %191 = getelementptr inbounds i8, ptr %162, i64 16
  %192 = icmp eq ptr %191, %159
  br i1 %192, label %193, label %161, !llvm.loop !29

193:                                              ; preds = %190
  %194 = load ptr, ptr %149, align 8, !tbaa !15
  br label %195

195:                                              ; preds = %193, %156
  %196 = phi ptr [ %194, %193 ], [ %157, %156 ]
  %197 = icmp eq ptr %196, null
  br i1 %197, label %204, label %198

198:                                              ; preds = %195
  %199 = getelementptr inbounds i8, ptr %26, i64 24
  %200 = load ptr, ptr %199, align 8, !tbaa !31
  %201 = ptrtoint ptr %200 to i64
  %202 = ptrtoint ptr %196 to i64
  %203 = sub i64 %201, %202
  call void @_ZdlPvm(ptr noundef nonnull %196, i64 noundef %203) #25
  br label %204

204:                                              ; preds = %198, %195
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #23
  %205 = getelementptr inbounds i8, ptr %0, i64 24
  %206 = load ptr, ptr %205, align 8, !tbaa !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #23
  %207 = getelementptr inbounds i8, ptr %28, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %207, i8 0, i64 24, i1 false)
  store i64 16, ptr %28, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %208 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %208, align 8
  %209 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 51, ptr %209, align 8
  %210 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %210, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(33) %206, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %211 unwind label %1026

211:                                              ; preds = %204
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #23
  store i32 5, ptr %13, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %206, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %214 unwind label %212

212:                                              ; preds = %211
  %213 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #23
  br label %1028

214:                                              ; preds = %211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %215 = load ptr, ptr %207, align 8, !tbaa !15
  %216 = getelementptr inbounds i8, ptr %28, i64 16
  %217 = load ptr, ptr %216, align 8, !tbaa !17
  %218 = icmp eq ptr %215, %217
  br i1 %218, label %253, label %219

219:                                              ; preds = %214, %248
  %220 = phi ptr [ %249, %248 ], [ %215, %214 ]
  %221 = getelementptr inbounds i8, ptr %220, i64 8
  %222 = load ptr, ptr %221, align 8, !tbaa !18
  %223 = icmp eq ptr %222, null
  br i1 %223, label %248, label %224

224:                                              ; preds = %219
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load atomic i64, ptr %225 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %224
  store i32 0, ptr %225, align 8, !tbaa !20
  %230 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %230, align 4, !tbaa !23
  %231 = load ptr, ptr %222, align 8, !tbaa !24
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %222) #23
  %234 = load ptr, ptr %222, align 8, !tbaa !24
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %222) #23
  br label %248

237:                                              ; preds = %224
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %225, align 4, !tbaa !27
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %225, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !28

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #23
  br label %248

248:                                              ; preds = %247, %244, %229, %219
  %249 = getelementptr inbounds i8, ptr %220, i64 16
  %250 = icmp eq ptr %249, %217
  br i1 %250, label %251, label %219, !llvm.loop !29

251:                                              ; preds = %248
  %252 = load ptr, ptr %207, align 8, !tbaa !15
  br label %253

253:                                              ; preds = %251, %214
  %254 = phi ptr [ %252, %251 ], [ %215, %214 ]
  %255 = icmp eq ptr %254, null
  br i1 %255, label %262, label %256

256:                                              ; preds = %253
  %257 = getelementptr inbounds i8, ptr %28, i64 24
  %258 = load ptr, ptr %257, align 8, !tbaa !31
  %259 = ptrtoint ptr %258 to i64
  %260 = ptrtoint ptr %254 to i64
  %261 = sub i64 %259, %260
  call void @_ZdlPvm(ptr noundef nonnull %254, i64 noundef %261) #25
  br label %262

262:                                              ; preds = %256, %253
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #23
  %263 = getelementptr inbounds i8, ptr %0, i64 32
  %264 = load ptr, ptr %263, align 8, !tbaa !150
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #23
  %265 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %265, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %266 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %266, align 8
  %267 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 52, ptr %267, align 8
  %268 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 22, ptr %268, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %264, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %269 unwind label %1030

269:                                              ; preds = %262
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #23
  store i32 5, ptr %11, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %264, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %272 unwind label %270

270:                                              ; preds = %269
  %271 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #23
  br label %1032

272:                                              ; preds = %269
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %273 = load ptr, ptr %265, align 8, !tbaa !15
  %274 = getelementptr inbounds i8, ptr %30, i64 16
  %275 = load ptr, ptr %274, align 8, !tbaa !17
  %276 = icmp eq ptr %273, %275
  br i1 %276, label %311, label %277

277:                                              ; preds = %272, %306
  %278 = phi ptr [ %307, %306 ], [ %273, %272 ]
  %279 = getelementptr inbounds i8, ptr %278, i64 8
  %280 = load ptr, ptr %279, align 8, !tbaa !18
  %281 = icmp eq ptr %280, null
  br i1 %281, label %306, label %282

282:                                              ; preds = %277
  %283 = getelementptr inbounds i8, ptr %280, i64 8
  %284 = load atomic i64, ptr %283 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %283, align 8, !tbaa !20
  %288 = getelementptr inbounds i8, ptr %280, i64 12
  store i32 0, ptr %288, align 4, !tbaa !23
  %289 = load ptr, ptr %280, align 8, !tbaa !24
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %280) #23
  %292 = load ptr, ptr %280, align 8, !tbaa !24
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %280) #23
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %283, align 4, !tbaa !27
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %283, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !28

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %280) #23
  br label %306

306:                                              ; preds = %305, %302, %287, %277
  %307 = getelementptr inbounds i8, ptr %278, i64 16
  %308 = icmp eq ptr %307, %275
  br i1 %308, label %309, label %277, !llvm.loop !29

309:                                              ; preds = %306
  %310 = load ptr, ptr %265, align 8, !tbaa !15
  br label %311

311:                                              ; preds = %309, %272
  %312 = phi ptr [ %310, %309 ], [ %273, %272 ]
  %313 = icmp eq ptr %312, null
  br i1 %313, label %320, label %314

314:                                              ; preds = %311
  %315 = getelementptr inbounds i8, ptr %30, i64 24
  %316 = load ptr, ptr %315, align 8, !tbaa !31
  %317 = ptrtoint ptr %316 to i64
  %318 = ptrtoint ptr %312 to i64
  %319 = sub i64 %317, %318
  call void @_ZdlPvm(ptr noundef nonnull %312, i64 noundef %319) #25
  br label %320

320:                                              ; preds = %314, %311
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  %321 = getelementptr inbounds i8, ptr %0, i64 40
  %322 = load ptr, ptr %321, align 8, !tbaa !151
  %323 = load i64, ptr %322, align 8, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %0, i64 48
  %325 = load ptr, ptr %324, align 8, !tbaa !152
  %326 = load i64, ptr %325, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %31) #23
  %327 = load ptr, ptr %21, align 8, !tbaa !153
  store ptr %327, ptr %31, align 8, !tbaa !153
  %328 = getelementptr inbounds i8, ptr %31, i64 8
  %329 = getelementptr inbounds i8, ptr %21, i64 8
  %330 = load ptr, ptr %329, align 8, !tbaa !18
  store ptr %330, ptr %328, align 8, !tbaa !18
  %331 = icmp eq ptr %330, null
  br i1 %331, label %341, label %332

332:                                              ; preds = %320
  %333 = getelementptr inbounds i8, ptr %330, i64 8
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %339, label %336

336:                                              ; preds = %332
  %337 = load i32, ptr %333, align 4, !tbaa !27
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %333, align 4, !tbaa !27
  br label %341

339:                                              ; preds = %332
  %340 = atomicrmw volatile add ptr %333, i32 1 acq_rel, align 4
  br label %341

341:                                              ; preds = %339, %336, %320
  %342 = getelementptr inbounds i8, ptr %31, i64 16
  %343 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %342, ptr noundef nonnull align 8 dereferenceable(16) %343, i64 16, i1 false)
  %344 = getelementptr inbounds i8, ptr %31, i64 32
  %345 = load ptr, ptr %23, align 8, !tbaa !153
  store ptr %345, ptr %344, align 8, !tbaa !153
  %346 = getelementptr inbounds i8, ptr %31, i64 40
  %347 = getelementptr inbounds i8, ptr %23, i64 8
  %348 = load ptr, ptr %347, align 8, !tbaa !18
  store ptr %348, ptr %346, align 8, !tbaa !18
  %349 = icmp eq ptr %348, null
  br i1 %349, label %359, label %350

350:                                              ; preds = %341
  %351 = getelementptr inbounds i8, ptr %348, i64 8
  %352 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %353 = icmp eq i8 %352, 0
  br i1 %353, label %357, label %354

354:                                              ; preds = %350
  %355 = load i32, ptr %351, align 4, !tbaa !27
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr %351, align 4, !tbaa !27
  br label %359

357:                                              ; preds = %350
  %358 = atomicrmw volatile add ptr %351, i32 1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %354, %341
  %360 = getelementptr inbounds i8, ptr %31, i64 48
  %361 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %360, ptr noundef nonnull align 8 dereferenceable(16) %361, i64 16, i1 false)
  %362 = getelementptr inbounds i8, ptr %31, i64 64
  %363 = load ptr, ptr %25, align 8, !tbaa !153
  store ptr %363, ptr %362, align 8, !tbaa !153
  %364 = getelementptr inbounds i8, ptr %31, i64 72
  %365 = getelementptr inbounds i8, ptr %25, i64 8
  %366 = load ptr, ptr %365, align 8, !tbaa !18
  store ptr %366, ptr %364, align 8, !tbaa !18
  %367 = icmp eq ptr %366, null
  br i1 %367, label %377, label %368

368:                                              ; preds = %359
  %369 = getelementptr inbounds i8, ptr %366, i64 8
  %370 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %371 = icmp eq i8 %370, 0
  br i1 %371, label %375, label %372

372:                                              ; preds = %368
  %373 = load i32, ptr %369, align 4, !tbaa !27
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %369, align 4, !tbaa !27
  br label %377

375:                                              ; preds = %368
  %376 = atomicrmw volatile add ptr %369, i32 1 acq_rel, align 4
  br label %377

377:                                              ; preds = %375, %372, %359
  %378 = getelementptr inbounds i8, ptr %31, i64 80
  %379 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %378, ptr noundef nonnull align 8 dereferenceable(16) %379, i64 16, i1 false)
  %380 = getelementptr inbounds i8, ptr %31, i64 96
  %381 = load ptr, ptr %27, align 8, !tbaa !153
  store ptr %381, ptr %380, align 8, !tbaa !153
  %382 = getelementptr inbounds i8, ptr %31, i64 104
  %383 = getelementptr inbounds i8, ptr %27, i64 8
  %384 = load ptr, ptr %383, align 8, !tbaa !18
  store ptr %384, ptr %382, align 8, !tbaa !18
  %385 = icmp eq ptr %384, null
  br i1 %385, label %395, label %386

386:                                              ; preds = %377
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %389 = icmp eq i8 %388, 0
  br i1 %389, label %393, label %390

390:                                              ; preds = %386
  %391 = load i32, ptr %387, align 4, !tbaa !27
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %387, align 4, !tbaa !27
  br label %395

393:                                              ; preds = %386
  %394 = atomicrmw volatile add ptr %387, i32 1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %390, %377
  %396 = getelementptr inbounds i8, ptr %31, i64 112
  %397 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %396, ptr noundef nonnull align 8 dereferenceable(16) %397, i64 16, i1 false)
  %398 = getelementptr inbounds i8, ptr %31, i64 128
  %399 = load ptr, ptr %29, align 8, !tbaa !153
  store ptr %399, ptr %398, align 8, !tbaa !153
  %400 = getelementptr inbounds i8, ptr %31, i64 136
  %401 = getelementptr inbounds i8, ptr %29, i64 8
  %402 = load ptr, ptr %401, align 8, !tbaa !18
  store ptr %402, ptr %400, align 8, !tbaa !18
  %403 = icmp eq ptr %402, null
  br i1 %403, label %413, label %404

404:                                              ; preds = %395
  %405 = getelementptr inbounds i8, ptr %402, i64 8
  %406 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %407 = icmp eq i8 %406, 0
  br i1 %407, label %411, label %408

408:                                              ; preds = %404
  %409 = load i32, ptr %405, align 4, !tbaa !27
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr %405, align 4, !tbaa !27
  br label %413

411:                                              ; preds = %404
  %412 = atomicrmw volatile add ptr %405, i32 1 acq_rel, align 4
  br label %413

413:                                              ; preds = %411, %408, %395
  %414 = getelementptr inbounds i8, ptr %31, i64 144
  %415 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %414, ptr noundef nonnull align 8 dereferenceable(16) %415, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9)
  %416 = load ptr, ptr %31, align 8, !tbaa !153
  store ptr %416, ptr %9, align 8, !tbaa !153
  %417 = getelementptr inbounds i8, ptr %9, i64 8
  %418 = load ptr, ptr %328, align 8, !tbaa !18
  store ptr %418, ptr %417, align 8, !tbaa !18
  %419 = icmp eq ptr %418, null
  br i1 %419, label %429, label %420

420:                                              ; preds = %413
  %421 = getelementptr inbounds i8, ptr %418, i64 8
  %422 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %423 = icmp eq i8 %422, 0
  br i1 %423, label %427, label %424

424:                                              ; preds = %420
  %425 = load i32, ptr %421, align 4, !tbaa !27
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr %421, align 4, !tbaa !27
  br label %429

427:                                              ; preds = %420
  %428 = atomicrmw volatile add ptr %421, i32 1 acq_rel, align 4
  br label %429

429:                                              ; preds = %427, %424, %413
  %430 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %430, ptr noundef nonnull readonly align 8 dereferenceable(16) %342, i64 16, i1 false)
  %431 = getelementptr inbounds i8, ptr %9, i64 32
  %432 = load ptr, ptr %344, align 8, !tbaa !153
  store ptr %432, ptr %431, align 8, !tbaa !153
  %433 = getelementptr inbounds i8, ptr %9, i64 40
  %434 = load ptr, ptr %346, align 8, !tbaa !18
  store ptr %434, ptr %433, align 8, !tbaa !18
  %435 = icmp eq ptr %434, null
  br i1 %435, label %445, label %436

436:                                              ; preds = %429
  %437 = getelementptr inbounds i8, ptr %434, i64 8
  %438 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %443, label %440

440:                                              ; preds = %436
  %441 = load i32, ptr %437, align 4, !tbaa !27
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr %437, align 4, !tbaa !27
  br label %445

443:                                              ; preds = %436
  %444 = atomicrmw volatile add ptr %437, i32 1 acq_rel, align 4
  br label %445

445:                                              ; preds = %443, %440, %429
  %446 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %446, ptr noundef nonnull readonly align 8 dereferenceable(16) %360, i64 16, i1 false)
  %447 = getelementptr inbounds i8, ptr %9, i64 64
  %448 = load ptr, ptr %362, align 8, !tbaa !153
  store ptr %448, ptr %447, align 8, !tbaa !153
  %449 = getelementptr inbounds i8, ptr %9, i64 72
  %450 = load ptr, ptr %364, align 8, !tbaa !18
  store ptr %450, ptr %449, align 8, !tbaa !18
  %451 = icmp eq ptr %450, null
  br i1 %451, label %461, label %452

452:                                              ; preds = %445
  %453 = getelementptr inbounds i8, ptr %450, i64 8
  %454 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %455 = icmp eq i8 %454, 0
  br i1 %455, label %459, label %456

456:                                              ; preds = %452
  %457 = load i32, ptr %453, align 4, !tbaa !27
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr %453, align 4, !tbaa !27
  br label %461

459:                                              ; preds = %452
  %460 = atomicrmw volatile add ptr %453, i32 1 acq_rel, align 4
  br label %461

461:                                              ; preds = %459, %456, %445
  %462 = getelementptr inbounds i8, ptr %9, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %462, ptr noundef nonnull readonly align 8 dereferenceable(16) %378, i64 16, i1 false)
  %463 = getelementptr inbounds i8, ptr %9, i64 96
  %464 = load ptr, ptr %380, align 8, !tbaa !153
  store ptr %464, ptr %463, align 8, !tbaa !153
  %465 = getelementptr inbounds i8, ptr %9, i64 104
  %466 = load ptr, ptr %382, align 8, !tbaa !18
  store ptr %466, ptr %465, align 8, !tbaa !18
  %467 = icmp eq ptr %466, null
  br i1 %467, label %477, label %468

468:                                              ; preds = %461
  %469 = getelementptr inbounds i8, ptr %466, i64 8
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %475, label %472

472:                                              ; preds = %468
  %473 = load i32, ptr %469, align 4, !tbaa !27
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %469, align 4, !tbaa !27
  br label %477

475:                                              ; preds = %468
  %476 = atomicrmw volatile add ptr %469, i32 1 acq_rel, align 4
  br label %477

477:                                              ; preds = %475, %472, %461
  %478 = getelementptr inbounds i8, ptr %9, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %478, ptr noundef nonnull readonly align 8 dereferenceable(16) %396, i64 16, i1 false)
  %479 = getelementptr inbounds i8, ptr %9, i64 128
  %480 = load ptr, ptr %398, align 8, !tbaa !153
  store ptr %480, ptr %479, align 8, !tbaa !153
  %481 = getelementptr inbounds i8, ptr %9, i64 136
  %482 = load ptr, ptr %400, align 8, !tbaa !18
  store ptr %482, ptr %481, align 8, !tbaa !18
  %483 = icmp eq ptr %482, null
  br i1 %483, label %493, label %484

484:                                              ; preds = %477
  %485 = getelementptr inbounds i8, ptr %482, i64 8
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %491, label %488

488:                                              ; preds = %484
  %489 = load i32, ptr %485, align 4, !tbaa !27
  %490 = add nsw i32 %489, 1
  store i32 %490, ptr %485, align 4, !tbaa !27
  br label %493

491:                                              ; preds = %484
  %492 = atomicrmw volatile add ptr %485, i32 1 acq_rel, align 4
  br label %493

493:                                              ; preds = %491, %488, %477
  %494 = getelementptr inbounds i8, ptr %9, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %494, ptr noundef nonnull readonly align 8 dereferenceable(16) %414, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8)
  %495 = load ptr, ptr %9, align 8, !tbaa !153
  store ptr %495, ptr %8, align 8, !tbaa !153
  %496 = getelementptr inbounds i8, ptr %8, i64 8
  %497 = load ptr, ptr %417, align 8, !tbaa !18
  store ptr %497, ptr %496, align 8, !tbaa !18
  %498 = icmp eq ptr %497, null
  br i1 %498, label %508, label %499

499:                                              ; preds = %493
  %500 = getelementptr inbounds i8, ptr %497, i64 8
  %501 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %502 = icmp eq i8 %501, 0
  br i1 %502, label %506, label %503

503:                                              ; preds = %499
  %504 = load i32, ptr %500, align 4, !tbaa !27
  %505 = add nsw i32 %504, 1
  store i32 %505, ptr %500, align 4, !tbaa !27
  br label %508

506:                                              ; preds = %499
  %507 = atomicrmw volatile add ptr %500, i32 1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %503, %493
  %509 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %509, ptr noundef nonnull readonly align 8 dereferenceable(16) %430, i64 16, i1 false)
  %510 = getelementptr inbounds i8, ptr %8, i64 32
  %511 = load ptr, ptr %431, align 8, !tbaa !153
  store ptr %511, ptr %510, align 8, !tbaa !153
  %512 = getelementptr inbounds i8, ptr %8, i64 40
  %513 = load ptr, ptr %433, align 8, !tbaa !18
  store ptr %513, ptr %512, align 8, !tbaa !18
  %514 = icmp eq ptr %513, null
  br i1 %514, label %524, label %515

515:                                              ; preds = %508
  %516 = getelementptr inbounds i8, ptr %513, i64 8
  %517 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %518 = icmp eq i8 %517, 0
  br i1 %518, label %522, label %519

519:                                              ; preds = %515
  %520 = load i32, ptr %516, align 4, !tbaa !27
  %521 = add nsw i32 %520, 1
  store i32 %521, ptr %516, align 4, !tbaa !27
  br label %524

522:                                              ; preds = %515
  %523 = atomicrmw volatile add ptr %516, i32 1 acq_rel, align 4
  br label %524

524:                                              ; preds = %522, %519, %508
  %525 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %525, ptr noundef nonnull readonly align 8 dereferenceable(16) %446, i64 16, i1 false)
  %526 = getelementptr inbounds i8, ptr %8, i64 64
  %527 = load ptr, ptr %447, align 8, !tbaa !153
  store ptr %527, ptr %526, align 8, !tbaa !153
  %528 = getelementptr inbounds i8, ptr %8, i64 72
  %529 = load ptr, ptr %449, align 8, !tbaa !18
  store ptr %529, ptr %528, align 8, !tbaa !18
  %530 = icmp eq ptr %529, null
  br i1 %530, label %540, label %531

531:                                              ; preds = %524
  %532 = getelementptr inbounds i8, ptr %529, i64 8
  %533 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %534 = icmp eq i8 %533, 0
  br i1 %534, label %538, label %535

535:                                              ; preds = %531
  %536 = load i32, ptr %532, align 4, !tbaa !27
  %537 = add nsw i32 %536, 1
  store i32 %537, ptr %532, align 4, !tbaa !27
  br label %540

538:                                              ; preds = %531
  %539 = atomicrmw volatile add ptr %532, i32 1 acq_rel, align 4
  br label %540

540:                                              ; preds = %538, %535, %524
  %541 = getelementptr inbounds i8, ptr %8, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %541, ptr noundef nonnull readonly align 8 dereferenceable(16) %462, i64 16, i1 false)
  %542 = getelementptr inbounds i8, ptr %8, i64 96
  %543 = load ptr, ptr %463, align 8, !tbaa !153
  store ptr %543, ptr %542, align 8, !tbaa !153
  %544 = getelementptr inbounds i8, ptr %8, i64 104
  %545 = load ptr, ptr %465, align 8, !tbaa !18
  store ptr %545, ptr %544, align 8, !tbaa !18
  %546 = icmp eq ptr %545, null
  br i1 %546, label %556, label %547

547:                                              ; preds = %540
  %548 = getelementptr inbounds i8, ptr %545, i64 8
  %549 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %550 = icmp eq i8 %549, 0
  br i1 %550, label %554, label %551

551:                                              ; preds = %547
  %552 = load i32, ptr %548, align 4, !tbaa !27
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr %548, align 4, !tbaa !27
  br label %556

554:                                              ; preds = %547
  %555 = atomicrmw volatile add ptr %548, i32 1 acq_rel, align 4
  br label %556

556:                                              ; preds = %554, %551, %540
  %557 = getelementptr inbounds i8, ptr %8, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %557, ptr noundef nonnull readonly align 8 dereferenceable(16) %478, i64 16, i1 false)
  %558 = getelementptr inbounds i8, ptr %8, i64 128
  %559 = load ptr, ptr %479, align 8, !tbaa !153
  store ptr %559, ptr %558, align 8, !tbaa !153
  %560 = getelementptr inbounds i8, ptr %8, i64 136
  %561 = load ptr, ptr %481, align 8, !tbaa !18
  store ptr %561, ptr %560, align 8, !tbaa !18
  %562 = icmp eq ptr %561, null
  br i1 %562, label %572, label %563

563:                                              ; preds = %556
  %564 = getelementptr inbounds i8, ptr %561, i64 8
  %565 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %566 = icmp eq i8 %565, 0
  br i1 %566, label %570, label %567

567:                                              ; preds = %563
  %568 = load i32, ptr %564, align 4, !tbaa !27
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr %564, align 4, !tbaa !27
  br label %572

570:                                              ; preds = %563
  %571 = atomicrmw volatile add ptr %564, i32 1 acq_rel, align 4
  br label %572

572:                                              ; preds = %570, %567, %556
  %573 = getelementptr inbounds i8, ptr %8, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %573, ptr noundef nonnull readonly align 8 dereferenceable(16) %494, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %8) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %9) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9)
  %574 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %575 unwind label %1034

575:                                              ; preds = %572
  %576 = icmp eq i32 %574, 0
  br i1 %576, label %586, label %577

577:                                              ; preds = %575
  %578 = call ptr @__cxa_allocate_exception(i64 64) #23
  %579 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %580 = extractvalue { i32, ptr } %579, 0
  %581 = extractvalue { i32, ptr } %579, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %578, i32 %580, ptr %581, ptr noundef nonnull @.str.18)
          to label %582 unwind label %584

582:                                              ; preds = %577
  invoke void @__cxa_throw(ptr nonnull %578, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %583 unwind label %1034

583:                                              ; preds = %582
  unreachable

584:                                              ; preds = %577
  %585 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %578) #23
  br label %1036

586:                                              ; preds = %575
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
          to label %587 unwind label %1034

587:                                              ; preds = %586
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %588 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %588, i8 0, i64 16, i1 false), !alias.scope !155
  store i64 %323, ptr %5, align 8, !tbaa !5, !alias.scope !155
  %589 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %589, i8 0, i64 16, i1 false), !alias.scope !158
  store i64 %326, ptr %6, align 8, !tbaa !5, !alias.scope !158
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %7, i32 noundef 1)
          to label %590 unwind label %1034

590:                                              ; preds = %587
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %591 = load ptr, ptr %31, align 8, !tbaa !153
  store ptr %591, ptr %10, align 8, !tbaa !153
  %592 = getelementptr inbounds i8, ptr %10, i64 8
  %593 = load ptr, ptr %328, align 8, !tbaa !18
  store ptr %593, ptr %592, align 8, !tbaa !18
  %594 = icmp eq ptr %593, null
  br i1 %594, label %604, label %595

595:                                              ; preds = %590
  %596 = getelementptr inbounds i8, ptr %593, i64 8
  %597 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %598 = icmp eq i8 %597, 0
  br i1 %598, label %602, label %599

599:                                              ; preds = %595
  %600 = load i32, ptr %596, align 4, !tbaa !27
  %601 = add nsw i32 %600, 1
  store i32 %601, ptr %596, align 4, !tbaa !27
  br label %604

602:                                              ; preds = %595
  %603 = atomicrmw volatile add ptr %596, i32 1 acq_rel, align 4
  br label %604

604:                                              ; preds = %602, %599, %590
  %605 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %605, ptr noundef nonnull readonly align 8 dereferenceable(16) %342, i64 16, i1 false)
  %606 = getelementptr inbounds i8, ptr %10, i64 32
  %607 = load ptr, ptr %344, align 8, !tbaa !153
  store ptr %607, ptr %606, align 8, !tbaa !153
  %608 = getelementptr inbounds i8, ptr %10, i64 40
  %609 = load ptr, ptr %346, align 8, !tbaa !18
  store ptr %609, ptr %608, align 8, !tbaa !18
  %610 = icmp eq ptr %609, null
  br i1 %610, label %620, label %611

611:                                              ; preds = %604
  %612 = getelementptr inbounds i8, ptr %609, i64 8
  %613 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %614 = icmp eq i8 %613, 0
  br i1 %614, label %618, label %615

615:                                              ; preds = %611
  %616 = load i32, ptr %612, align 4, !tbaa !27
  %617 = add nsw i32 %616, 1
  store i32 %617, ptr %612, align 4, !tbaa !27
  br label %620

618:                                              ; preds = %611
  %619 = atomicrmw volatile add ptr %612, i32 1 acq_rel, align 4
  br label %620

620:                                              ; preds = %618, %615, %604
  %621 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %621, ptr noundef nonnull readonly align 8 dereferenceable(16) %360, i64 16, i1 false)
  %622 = getelementptr inbounds i8, ptr %10, i64 64
  %623 = load ptr, ptr %362, align 8, !tbaa !153
  store ptr %623, ptr %622, align 8, !tbaa !153
  %624 = getelementptr inbounds i8, ptr %10, i64 72
  %625 = load ptr, ptr %364, align 8, !tbaa !18
  store ptr %625, ptr %624, align 8, !tbaa !18
  %626 = icmp eq ptr %625, null
  br i1 %626, label %636, label %627

627:                                              ; preds = %620
  %628 = getelementptr inbounds i8, ptr %625, i64 8
  %629 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %630 = icmp eq i8 %629, 0
  br i1 %630, label %634, label %631

631:                                              ; preds = %627
  %632 = load i32, ptr %628, align 4, !tbaa !27
  %633 = add nsw i32 %632, 1
  store i32 %633, ptr %628, align 4, !tbaa !27
  br label %636

634:                                              ; preds = %627
  %635 = atomicrmw volatile add ptr %628, i32 1 acq_rel, align 4
  br label %636

636:                                              ; preds = %634, %631, %620
  %637 = getelementptr inbounds i8, ptr %10, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %637, ptr noundef nonnull readonly align 8 dereferenceable(16) %378, i64 16, i1 false)
  %638 = getelementptr inbounds i8, ptr %10, i64 96
  %639 = load ptr, ptr %380, align 8, !tbaa !153
  store ptr %639, ptr %638, align 8, !tbaa !153
  %640 = getelementptr inbounds i8, ptr %10, i64 104
  %641 = load ptr, ptr %382, align 8, !tbaa !18
  store ptr %641, ptr %640, align 8, !tbaa !18
  %642 = icmp eq ptr %641, null
  br i1 %642, label %652, label %643

643:                                              ; preds = %636
  %644 = getelementptr inbounds i8, ptr %641, i64 8
  %645 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %646 = icmp eq i8 %645, 0
  br i1 %646, label %650, label %647

647:                                              ; preds = %643
  %648 = load i32, ptr %644, align 4, !tbaa !27
  %649 = add nsw i32 %648, 1
  store i32 %649, ptr %644, align 4, !tbaa !27
  br label %652

650:                                              ; preds = %643
  %651 = atomicrmw volatile add ptr %644, i32 1 acq_rel, align 4
  br label %652

652:                                              ; preds = %650, %647, %636
  %653 = getelementptr inbounds i8, ptr %10, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %653, ptr noundef nonnull readonly align 8 dereferenceable(16) %396, i64 16, i1 false)
  %654 = getelementptr inbounds i8, ptr %10, i64 128
  %655 = load ptr, ptr %398, align 8, !tbaa !153
  store ptr %655, ptr %654, align 8, !tbaa !153
  %656 = getelementptr inbounds i8, ptr %10, i64 136
  %657 = load ptr, ptr %400, align 8, !tbaa !18
  store ptr %657, ptr %656, align 8, !tbaa !18
  %658 = icmp eq ptr %657, null
  br i1 %658, label %668, label %659

659:                                              ; preds = %652
  %660 = getelementptr inbounds i8, ptr %657, i64 8
  %661 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %662 = icmp eq i8 %661, 0
  br i1 %662, label %666, label %663

663:                                              ; preds = %659
  %664 = load i32, ptr %660, align 4, !tbaa !27
  %665 = add nsw i32 %664, 1
  store i32 %665, ptr %660, align 4, !tbaa !27
  br label %668

666:                                              ; preds = %659
  %667 = atomicrmw volatile add ptr %660, i32 1 acq_rel, align 4
  br label %668

668:                                              ; preds = %666, %663, %652
  %669 = getelementptr inbounds i8, ptr %10, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %669, ptr noundef nonnull readonly align 8 dereferenceable(16) %414, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3)
  %670 = invoke noalias noundef nonnull dereferenceable(168) ptr @_Znwm(i64 noundef 168) #27
          to label %671 unwind label %874

671:                                              ; preds = %668
  %672 = load ptr, ptr %10, align 8, !tbaa !153, !noalias !161
  store ptr %672, ptr %3, align 8, !tbaa !153, !noalias !161
  %673 = getelementptr inbounds i8, ptr %3, i64 8
  %674 = load ptr, ptr %592, align 8, !tbaa !18, !noalias !161
  store ptr %674, ptr %673, align 8, !tbaa !18, !noalias !161
  %675 = icmp eq ptr %674, null
  br i1 %675, label %685, label %676

676:                                              ; preds = %671
  %677 = getelementptr inbounds i8, ptr %674, i64 8
  %678 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %679 = icmp eq i8 %678, 0
  br i1 %679, label %683, label %680

680:                                              ; preds = %676
  %681 = load i32, ptr %677, align 4, !tbaa !27, !noalias !161
  %682 = add nsw i32 %681, 1
  store i32 %682, ptr %677, align 4, !tbaa !27, !noalias !161
  br label %685

683:                                              ; preds = %676
  %684 = atomicrmw volatile add ptr %677, i32 1 acq_rel, align 4, !noalias !161
  br label %685

685:                                              ; preds = %683, %680, %671
  %686 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %686, ptr noundef nonnull readonly align 8 dereferenceable(16) %605, i64 16, i1 false), !noalias !161
  %687 = getelementptr inbounds i8, ptr %3, i64 32
  %688 = load ptr, ptr %606, align 8, !tbaa !153, !noalias !161
  store ptr %688, ptr %687, align 8, !tbaa !153, !noalias !161
  %689 = getelementptr inbounds i8, ptr %3, i64 40
  %690 = load ptr, ptr %608, align 8, !tbaa !18, !noalias !161
  store ptr %690, ptr %689, align 8, !tbaa !18, !noalias !161
  %691 = icmp eq ptr %690, null
  br i1 %691, label %701, label %692

692:                                              ; preds = %685
  %693 = getelementptr inbounds i8, ptr %690, i64 8
  %694 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %695 = icmp eq i8 %694, 0
  br i1 %695, label %699, label %696

696:                                              ; preds = %692
  %697 = load i32, ptr %693, align 4, !tbaa !27, !noalias !161
  %698 = add nsw i32 %697, 1
  store i32 %698, ptr %693, align 4, !tbaa !27, !noalias !161
  br label %701

699:                                              ; preds = %692
  %700 = atomicrmw volatile add ptr %693, i32 1 acq_rel, align 4, !noalias !161
  br label %701

701:                                              ; preds = %699, %696, %685
  %702 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %702, ptr noundef nonnull readonly align 8 dereferenceable(16) %621, i64 16, i1 false), !noalias !161
  %703 = getelementptr inbounds i8, ptr %3, i64 64
  %704 = load ptr, ptr %622, align 8, !tbaa !153, !noalias !161
  store ptr %704, ptr %703, align 8, !tbaa !153, !noalias !161
  %705 = getelementptr inbounds i8, ptr %3, i64 72
  %706 = load ptr, ptr %624, align 8, !tbaa !18, !noalias !161
  store ptr %706, ptr %705, align 8, !tbaa !18, !noalias !161
  %707 = icmp eq ptr %706, null
  br i1 %707, label %717, label %708

708:                                              ; preds = %701
  %709 = getelementptr inbounds i8, ptr %706, i64 8
  %710 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %711 = icmp eq i8 %710, 0
  br i1 %711, label %715, label %712

712:                                              ; preds = %708
  %713 = load i32, ptr %709, align 4, !tbaa !27, !noalias !161
  %714 = add nsw i32 %713, 1
  store i32 %714, ptr %709, align 4, !tbaa !27, !noalias !161
  br label %717

715:                                              ; preds = %708
  %716 = atomicrmw volatile add ptr %709, i32 1 acq_rel, align 4, !noalias !161
  br label %717

717:                                              ; preds = %715, %712, %701
  %718 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %718, ptr noundef nonnull readonly align 8 dereferenceable(16) %637, i64 16, i1 false), !noalias !161
  %719 = getelementptr inbounds i8, ptr %3, i64 96
  %720 = load ptr, ptr %638, align 8, !tbaa !153, !noalias !161
  store ptr %720, ptr %719, align 8, !tbaa !153, !noalias !161
  %721 = getelementptr inbounds i8, ptr %3, i64 104
  %722 = load ptr, ptr %640, align 8, !tbaa !18, !noalias !161
  store ptr %722, ptr %721, align 8, !tbaa !18, !noalias !161
  %723 = icmp eq ptr %722, null
  br i1 %723, label %733, label %724

724:                                              ; preds = %717
  %725 = getelementptr inbounds i8, ptr %722, i64 8
  %726 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %727 = icmp eq i8 %726, 0
  br i1 %727, label %731, label %728

728:                                              ; preds = %724
  %729 = load i32, ptr %725, align 4, !tbaa !27, !noalias !161
  %730 = add nsw i32 %729, 1
  store i32 %730, ptr %725, align 4, !tbaa !27, !noalias !161
  br label %733

731:                                              ; preds = %724
  %732 = atomicrmw volatile add ptr %725, i32 1 acq_rel, align 4, !noalias !161
  br label %733

733:                                              ; preds = %731, %728, %717
  %734 = getelementptr inbounds i8, ptr %3, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %734, ptr noundef nonnull readonly align 8 dereferenceable(16) %653, i64 16, i1 false), !noalias !161
  %735 = getelementptr inbounds i8, ptr %3, i64 128
  %736 = load ptr, ptr %654, align 8, !tbaa !153, !noalias !161
  store ptr %736, ptr %735, align 8, !tbaa !153, !noalias !161
  %737 = getelementptr inbounds i8, ptr %3, i64 136
  %738 = load ptr, ptr %656, align 8, !tbaa !18, !noalias !161
  store ptr %738, ptr %737, align 8, !tbaa !18, !noalias !161
  %739 = icmp eq ptr %738, null
  br i1 %739, label %749, label %740

740:                                              ; preds = %733
  %741 = getelementptr inbounds i8, ptr %738, i64 8
  %742 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %743 = icmp eq i8 %742, 0
  br i1 %743, label %747, label %744

744:                                              ; preds = %740
  %745 = load i32, ptr %741, align 4, !tbaa !27, !noalias !161
  %746 = add nsw i32 %745, 1
  store i32 %746, ptr %741, align 4, !tbaa !27, !noalias !161
  br label %749

747:                                              ; preds = %740
  %748 = atomicrmw volatile add ptr %741, i32 1 acq_rel, align 4, !noalias !161
  br label %749

749:                                              ; preds = %747, %744, %733
  %750 = getelementptr inbounds i8, ptr %3, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %750, ptr noundef nonnull readonly align 8 dereferenceable(16) %669, i64 16, i1 false), !noalias !161
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %670, align 8, !tbaa !24, !noalias !161
  %751 = getelementptr inbounds i8, ptr %670, i64 8
  %752 = load ptr, ptr %3, align 8, !tbaa !153, !noalias !161
  store ptr %752, ptr %751, align 8, !tbaa !153, !noalias !161
  %753 = getelementptr inbounds i8, ptr %670, i64 16
  %754 = load ptr, ptr %673, align 8, !tbaa !18, !noalias !161
  store ptr %754, ptr %753, align 8, !tbaa !18, !noalias !161
  %755 = icmp eq ptr %754, null
  br i1 %755, label %765, label %756

756:                                              ; preds = %749
  %757 = getelementptr inbounds i8, ptr %754, i64 8
  %758 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %759 = icmp eq i8 %758, 0
  br i1 %759, label %763, label %760

760:                                              ; preds = %756
  %761 = load i32, ptr %757, align 4, !tbaa !27, !noalias !161
  %762 = add nsw i32 %761, 1
  store i32 %762, ptr %757, align 4, !tbaa !27, !noalias !161
  br label %765

763:                                              ; preds = %756
  %764 = atomicrmw volatile add ptr %757, i32 1 acq_rel, align 4, !noalias !161
  br label %765

765:                                              ; preds = %763, %760, %749
  %766 = getelementptr inbounds i8, ptr %670, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %766, ptr noundef nonnull readonly align 8 dereferenceable(16) %686, i64 16, i1 false), !noalias !161
  %767 = getelementptr inbounds i8, ptr %670, i64 40
  %768 = load ptr, ptr %687, align 8, !tbaa !153, !noalias !161
  store ptr %768, ptr %767, align 8, !tbaa !153, !noalias !161
  %769 = getelementptr inbounds i8, ptr %670, i64 48
  %770 = load ptr, ptr %689, align 8, !tbaa !18, !noalias !161
  store ptr %770, ptr %769, align 8, !tbaa !18, !noalias !161
  %771 = icmp eq ptr %770, null
  br i1 %771, label %781, label %772

772:                                              ; preds = %765
  %773 = getelementptr inbounds i8, ptr %770, i64 8
  %774 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %775 = icmp eq i8 %774, 0
  br i1 %775, label %779, label %776

776:                                              ; preds = %772
  %777 = load i32, ptr %773, align 4, !tbaa !27, !noalias !161
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr %773, align 4, !tbaa !27, !noalias !161
  br label %781

779:                                              ; preds = %772
  %780 = atomicrmw volatile add ptr %773, i32 1 acq_rel, align 4, !noalias !161
  br label %781

781:                                              ; preds = %779, %776, %765
  %782 = getelementptr inbounds i8, ptr %670, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %782, ptr noundef nonnull readonly align 8 dereferenceable(16) %702, i64 16, i1 false), !noalias !161
  %783 = getelementptr inbounds i8, ptr %670, i64 72
  %784 = load ptr, ptr %703, align 8, !tbaa !153, !noalias !161
  store ptr %784, ptr %783, align 8, !tbaa !153, !noalias !161
  %785 = getelementptr inbounds i8, ptr %670, i64 80
  %786 = load ptr, ptr %705, align 8, !tbaa !18, !noalias !161
  store ptr %786, ptr %785, align 8, !tbaa !18, !noalias !161
  %787 = icmp eq ptr %786, null
  br i1 %787, label %797, label %788

788:                                              ; preds = %781
  %789 = getelementptr inbounds i8, ptr %786, i64 8
  %790 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %791 = icmp eq i8 %790, 0
  br i1 %791, label %795, label %792

792:                                              ; preds = %788
  %793 = load i32, ptr %789, align 4, !tbaa !27, !noalias !161
  %794 = add nsw i32 %793, 1
  store i32 %794, ptr %789, align 4, !tbaa !27, !noalias !161
  br label %797

795:                                              ; preds = %788
  %796 = atomicrmw volatile add ptr %789, i32 1 acq_rel, align 4, !noalias !161
  br label %797

797:                                              ; preds = %795, %792, %781
  %798 = getelementptr inbounds i8, ptr %670, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %798, ptr noundef nonnull readonly align 8 dereferenceable(16) %718, i64 16, i1 false), !noalias !161
  %799 = getelementptr inbounds i8, ptr %670, i64 104
  %800 = load ptr, ptr %719, align 8, !tbaa !153, !noalias !161
  store ptr %800, ptr %799, align 8, !tbaa !153, !noalias !161
  %801 = getelementptr inbounds i8, ptr %670, i64 112
  %802 = load ptr, ptr %721, align 8, !tbaa !18, !noalias !161
  store ptr %802, ptr %801, align 8, !tbaa !18, !noalias !161
  %803 = icmp eq ptr %802, null
  br i1 %803, label %813, label %804

804:                                              ; preds = %797
  %805 = getelementptr inbounds i8, ptr %802, i64 8
  %806 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %807 = icmp eq i8 %806, 0
  br i1 %807, label %811, label %808

808:                                              ; preds = %804
  %809 = load i32, ptr %805, align 4, !tbaa !27, !noalias !161
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr %805, align 4, !tbaa !27, !noalias !161
  br label %813

811:                                              ; preds = %804
  %812 = atomicrmw volatile add ptr %805, i32 1 acq_rel, align 4, !noalias !161
  br label %813

813:                                              ; preds = %811, %808, %797
  %814 = getelementptr inbounds i8, ptr %670, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %814, ptr noundef nonnull readonly align 8 dereferenceable(16) %734, i64 16, i1 false), !noalias !161
  %815 = getelementptr inbounds i8, ptr %670, i64 136
  %816 = load ptr, ptr %735, align 8, !tbaa !153, !noalias !161
  store ptr %816, ptr %815, align 8, !tbaa !153, !noalias !161
  %817 = getelementptr inbounds i8, ptr %670, i64 144
  %818 = load ptr, ptr %737, align 8, !tbaa !18, !noalias !161
  store ptr %818, ptr %817, align 8, !tbaa !18, !noalias !161
  %819 = icmp eq ptr %818, null
  br i1 %819, label %829, label %820

820:                                              ; preds = %813
  %821 = getelementptr inbounds i8, ptr %818, i64 8
  %822 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !161
  %823 = icmp eq i8 %822, 0
  br i1 %823, label %827, label %824

824:                                              ; preds = %820
  %825 = load i32, ptr %821, align 4, !tbaa !27, !noalias !161
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr %821, align 4, !tbaa !27, !noalias !161
  br label %829

827:                                              ; preds = %820
  %828 = atomicrmw volatile add ptr %821, i32 1 acq_rel, align 4, !noalias !161
  br label %829

829:                                              ; preds = %827, %824, %813
  %830 = getelementptr inbounds i8, ptr %670, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %830, ptr noundef nonnull readonly align 8 dereferenceable(16) %750, i64 16, i1 false), !noalias !161
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %3) #23, !noalias !161
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3)
  %831 = getelementptr inbounds i8, ptr %1, i64 152
  %832 = load ptr, ptr %831, align 8, !tbaa !9
  store ptr %670, ptr %831, align 8, !tbaa !9
  %833 = icmp eq ptr %832, null
  br i1 %833, label %838, label %834

834:                                              ; preds = %829
  %835 = load ptr, ptr %832, align 8, !tbaa !24
  %836 = getelementptr inbounds i8, ptr %835, i64 16
  %837 = load ptr, ptr %836, align 8
  call void %837(ptr noundef nonnull align 8 dereferenceable(8) %832) #23
  br label %838

838:                                              ; preds = %834, %829
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %839 unwind label %874

839:                                              ; preds = %838
  %840 = load ptr, ptr %831, align 8, !tbaa !9
  %841 = load ptr, ptr %840, align 8, !tbaa !24
  %842 = load ptr, ptr %841, align 8
  %843 = invoke noundef ptr %842(ptr noundef nonnull align 8 dereferenceable(8) %840)
          to label %844 unwind label %874

844:                                              ; preds = %839
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #23
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI9BlockScanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.121") align 8 %4)
          to label %845 unwind label %874

845:                                              ; preds = %844
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %843, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %846 unwind label %863

846:                                              ; preds = %845
  %847 = load ptr, ptr %4, align 8, !tbaa !164
  %848 = icmp eq ptr %847, null
  br i1 %848, label %855, label %849

849:                                              ; preds = %846
  %850 = getelementptr inbounds i8, ptr %4, i64 16
  %851 = load ptr, ptr %850, align 8, !tbaa !166
  %852 = ptrtoint ptr %851 to i64
  %853 = ptrtoint ptr %847 to i64
  %854 = sub i64 %852, %853
  call void @_ZdlPvm(ptr noundef nonnull %847, i64 noundef %854) #25
  br label %855

855:                                              ; preds = %849, %846
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  %856 = invoke noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #27
          to label %857 unwind label %874

857:                                              ; preds = %855
  %858 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %856, ptr noundef nonnull align 1 dereferenceable(14) @.str.19, i64 14, i1 false)
  %859 = getelementptr inbounds i8, ptr %856, i64 14
  store i8 0, ptr %859, align 1, !tbaa !26
  %860 = load ptr, ptr %858, align 8, !tbaa !9
  store ptr %856, ptr %858, align 8, !tbaa !9
  %861 = icmp eq ptr %860, null
  br i1 %861, label %878, label %862

862:                                              ; preds = %857
  call void @_ZdaPv(ptr noundef nonnull %860) #25
  br label %878

863:                                              ; preds = %845
  %864 = landingpad { ptr, i32 }
          cleanup
  %865 = load ptr, ptr %4, align 8, !tbaa !164
  %866 = icmp eq ptr %865, null
  br i1 %866, label %873, label %867

867:                                              ; preds = %863
  %868 = getelementptr inbounds i8, ptr %4, i64 16
  %869 = load ptr, ptr %868, align 8, !tbaa !166
  %870 = ptrtoint ptr %869 to i64
  %871 = ptrtoint ptr %865 to i64
  %872 = sub i64 %870, %871
  call void @_ZdlPvm(ptr noundef nonnull %865, i64 noundef %872) #25
  br label %873

873:                                              ; preds = %867, %863
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  br label %876

874:                                              ; preds = %855, %844, %839, %838, %668
  %875 = landingpad { ptr, i32 }
          cleanup
  br label %876

876:                                              ; preds = %874, %873
  %877 = phi { ptr, i32 } [ %875, %874 ], [ %864, %873 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %10) #23
  br label %1036

878:                                              ; preds = %862, %857
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %10) #23
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %879 unwind label %1034

879:                                              ; preds = %878
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %31) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %31) #23
  %880 = load ptr, ptr %401, align 8, !tbaa !18
  %881 = icmp eq ptr %880, null
  br i1 %881, label %906, label %882

882:                                              ; preds = %879
  %883 = getelementptr inbounds i8, ptr %880, i64 8
  %884 = load atomic i64, ptr %883 acquire, align 8
  %885 = icmp eq i64 %884, 4294967297
  %886 = trunc i64 %884 to i32
  br i1 %885, label %887, label %895

887:                                              ; preds = %882
  store i32 0, ptr %883, align 8, !tbaa !20
  %888 = getelementptr inbounds i8, ptr %880, i64 12
  store i32 0, ptr %888, align 4, !tbaa !23
  %889 = load ptr, ptr %880, align 8, !tbaa !24
  %890 = getelementptr inbounds i8, ptr %889, i64 16
  %891 = load ptr, ptr %890, align 8
  call void %891(ptr noundef nonnull align 8 dereferenceable(16) %880) #23
  %892 = load ptr, ptr %880, align 8, !tbaa !24
  %893 = getelementptr inbounds i8, ptr %892, i64 24
  %894 = load ptr, ptr %893, align 8
  call void %894(ptr noundef nonnull align 8 dereferenceable(16) %880) #23
  br label %906

895:                                              ; preds = %882
  %896 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %897 = icmp eq i8 %896, 0
  br i1 %897, label %900, label %898

898:                                              ; preds = %895
  %899 = add nsw i32 %886, -1
  store i32 %899, ptr %883, align 4, !tbaa !27
  br label %902

900:                                              ; preds = %895
  %901 = atomicrmw volatile add ptr %883, i32 -1 acq_rel, align 4
  br label %902

902:                                              ; preds = %900, %898
  %903 = phi i32 [ %886, %898 ], [ %901, %900 ]
  %904 = icmp eq i32 %903, 1
  br i1 %904, label %905, label %906, !prof !28

905:                                              ; preds = %902
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %880) #23
  br label %906

906:                                              ; preds = %905, %902, %887, %879
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #23
  %907 = load ptr, ptr %383, align 8, !tbaa !18
  %908 = icmp eq ptr %907, null
  br i1 %908, label %933, label %909

909:                                              ; preds = %906
  %910 = getelementptr inbounds i8, ptr %907, i64 8
  %911 = load atomic i64, ptr %910 acquire, align 8
  %912 = icmp eq i64 %911, 4294967297
  %913 = trunc i64 %911 to i32
  br i1 %912, label %914, label %922

914:                                              ; preds = %909
  store i32 0, ptr %910, align 8, !tbaa !20
  %915 = getelementptr inbounds i8, ptr %907, i64 12
  store i32 0, ptr %915, align 4, !tbaa !23
  %916 = load ptr, ptr %907, align 8, !tbaa !24
  %917 = getelementptr inbounds i8, ptr %916, i64 16
  %918 = load ptr, ptr %917, align 8
  call void %918(ptr noundef nonnull align 8 dereferenceable(16) %907) #23
  %919 = load ptr, ptr %907, align 8, !tbaa !24
  %920 = getelementptr inbounds i8, ptr %919, i64 24
  %921 = load ptr, ptr %920, align 8
  call void %921(ptr noundef nonnull align 8 dereferenceable(16) %907) #23
  br label %933

922:                                              ; preds = %909
  %923 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %924 = icmp eq i8 %923, 0
  br i1 %924, label %927, label %925

925:                                              ; preds = %922
  %926 = add nsw i32 %913, -1
  store i32 %926, ptr %910, align 4, !tbaa !27
  br label %929

927:                                              ; preds = %922
  %928 = atomicrmw volatile add ptr %910, i32 -1 acq_rel, align 4
  br label %929

929:                                              ; preds = %927, %925
  %930 = phi i32 [ %913, %925 ], [ %928, %927 ]
  %931 = icmp eq i32 %930, 1
  br i1 %931, label %932, label %933, !prof !28

932:                                              ; preds = %929
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %907) #23
  br label %933

933:                                              ; preds = %932, %929, %914, %906
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #23
  %934 = load ptr, ptr %365, align 8, !tbaa !18
  %935 = icmp eq ptr %934, null
  br i1 %935, label %960, label %936

936:                                              ; preds = %933
  %937 = getelementptr inbounds i8, ptr %934, i64 8
  %938 = load atomic i64, ptr %937 acquire, align 8
  %939 = icmp eq i64 %938, 4294967297
  %940 = trunc i64 %938 to i32
  br i1 %939, label %941, label %949

941:                                              ; preds = %936
  store i32 0, ptr %937, align 8, !tbaa !20
  %942 = getelementptr inbounds i8, ptr %934, i64 12
  store i32 0, ptr %942, align 4, !tbaa !23
  %943 = load ptr, ptr %934, align 8, !tbaa !24
  %944 = getelementptr inbounds i8, ptr %943, i64 16
  %945 = load ptr, ptr %944, align 8
  call void %945(ptr noundef nonnull align 8 dereferenceable(16) %934) #23
  %946 = load ptr, ptr %934, align 8, !tbaa !24
  %947 = getelementptr inbounds i8, ptr %946, i64 24
  %948 = load ptr, ptr %947, align 8
  call void %948(ptr noundef nonnull align 8 dereferenceable(16) %934) #23
  br label %960

949:                                              ; preds = %936
  %950 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %951 = icmp eq i8 %950, 0
  br i1 %951, label %954, label %952

952:                                              ; preds = %949
  %953 = add nsw i32 %940, -1
  store i32 %953, ptr %937, align 4, !tbaa !27
  br label %956

954:                                              ; preds = %949
  %955 = atomicrmw volatile add ptr %937, i32 -1 acq_rel, align 4
  br label %956

956:                                              ; preds = %954, %952
  %957 = phi i32 [ %940, %952 ], [ %955, %954 ]
  %958 = icmp eq i32 %957, 1
  br i1 %958, label %959, label %960, !prof !28

959:                                              ; preds = %956
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %934) #23
  br label %960

960:                                              ; preds = %959, %956, %941, %933
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  %961 = load ptr, ptr %347, align 8, !tbaa !18
  %962 = icmp eq ptr %961, null
  br i1 %962, label %987, label %963

963:                                              ; preds = %960
  %964 = getelementptr inbounds i8, ptr %961, i64 8
  %965 = load atomic i64, ptr %964 acquire, align 8
  %966 = icmp eq i64 %965, 4294967297
  %967 = trunc i64 %965 to i32
  br i1 %966, label %968, label %976

968:                                              ; preds = %963
  store i32 0, ptr %964, align 8, !tbaa !20
  %969 = getelementptr inbounds i8, ptr %961, i64 12
  store i32 0, ptr %969, align 4, !tbaa !23
  %970 = load ptr, ptr %961, align 8, !tbaa !24
  %971 = getelementptr inbounds i8, ptr %970, i64 16
  %972 = load ptr, ptr %971, align 8
  call void %972(ptr noundef nonnull align 8 dereferenceable(16) %961) #23
  %973 = load ptr, ptr %961, align 8, !tbaa !24
  %974 = getelementptr inbounds i8, ptr %973, i64 24
  %975 = load ptr, ptr %974, align 8
  call void %975(ptr noundef nonnull align 8 dereferenceable(16) %961) #23
  br label %987

976:                                              ; preds = %963
  %977 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %978 = icmp eq i8 %977, 0
  br i1 %978, label %981, label %979

979:                                              ; preds = %976
  %980 = add nsw i32 %967, -1
  store i32 %980, ptr %964, align 4, !tbaa !27
  br label %983

981:                                              ; preds = %976
  %982 = atomicrmw volatile add ptr %964, i32 -1 acq_rel, align 4
  br label %983

983:                                              ; preds = %981, %979
  %984 = phi i32 [ %967, %979 ], [ %982, %981 ]
  %985 = icmp eq i32 %984, 1
  br i1 %985, label %986, label %987, !prof !28

986:                                              ; preds = %983
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %961) #23
  br label %987

987:                                              ; preds = %986, %983, %968, %960
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  %988 = load ptr, ptr %329, align 8, !tbaa !18
  %989 = icmp eq ptr %988, null
  br i1 %989, label %1048, label %990

990:                                              ; preds = %987
  %991 = getelementptr inbounds i8, ptr %988, i64 8
  %992 = load atomic i64, ptr %991 acquire, align 8
  %993 = icmp eq i64 %992, 4294967297
  %994 = trunc i64 %992 to i32
  br i1 %993, label %995, label %1003

995:                                              ; preds = %990
  store i32 0, ptr %991, align 8, !tbaa !20
  %996 = getelementptr inbounds i8, ptr %988, i64 12
  store i32 0, ptr %996, align 4, !tbaa !23
  %997 = load ptr, ptr %988, align 8, !tbaa !24
  %998 = getelementptr inbounds i8, ptr %997, i64 16
  %999 = load ptr, ptr %998, align 8
  call void %999(ptr noundef nonnull align 8 dereferenceable(16) %988) #23
  %1000 = load ptr, ptr %988, align 8, !tbaa !24
  %1001 = getelementptr inbounds i8, ptr %1000, i64 24
  %1002 = load ptr, ptr %1001, align 8
  call void %1002(ptr noundef nonnull align 8 dereferenceable(16) %988) #23
  br label %1048

1003:                                             ; preds = %990
  %1004 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1005 = icmp eq i8 %1004, 0
  br i1 %1005, label %1008, label %1006

1006:                                             ; preds = %1003
  %1007 = add nsw i32 %994, -1
  store i32 %1007, ptr %991, align 4, !tbaa !27
  br label %1010

1008:                                             ; preds = %1003
  %1009 = atomicrmw volatile add ptr %991, i32 -1 acq_rel, align 4
  br label %1010

1010:                                             ; preds = %1008, %1006
  %1011 = phi i32 [ %994, %1006 ], [ %1009, %1008 ]
  %1012 = icmp eq i32 %1011, 1
  br i1 %1012, label %1013, label %1048, !prof !28

1013:                                             ; preds = %1010
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %988) #23
  br label %1048

1014:                                             ; preds = %2
  %1015 = landingpad { ptr, i32 }
          cleanup
  br label %1016

1016:                                             ; preds = %1014, %37
  %1017 = phi { ptr, i32 } [ %1015, %1014 ], [ %38, %37 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  br label %1046

1018:                                             ; preds = %88
  %1019 = landingpad { ptr, i32 }
          cleanup
  br label %1020

1020:                                             ; preds = %1018, %96
  %1021 = phi { ptr, i32 } [ %1019, %1018 ], [ %97, %96 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  br label %1044

1022:                                             ; preds = %146
  %1023 = landingpad { ptr, i32 }
          cleanup
  br label %1024

1024:                                             ; preds = %1022, %154
  %1025 = phi { ptr, i32 } [ %1023, %1022 ], [ %155, %154 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  br label %1042

1026:                                             ; preds = %204
  %1027 = landingpad { ptr, i32 }
          cleanup
  br label %1028

1028:                                             ; preds = %1026, %212
  %1029 = phi { ptr, i32 } [ %1027, %1026 ], [ %213, %212 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  br label %1040

1030:                                             ; preds = %262
  %1031 = landingpad { ptr, i32 }
          cleanup
  br label %1032

1032:                                             ; preds = %1030, %270
  %1033 = phi { ptr, i32 } [ %1031, %1030 ], [ %271, %270 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  br label %1038

1034:                                             ; preds = %878, %587, %586, %582, %572
  %1035 = landingpad { ptr, i32 }
          cleanup
  br label %1036

1036:                                             ; preds = %1034, %876, %584
  %1037 = phi { ptr, i32 } [ %1035, %1034 ], [ %585, %584 ], [ %877, %876 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %31) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %31) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #23
  br label %1038

1038:                                             ; preds = %1036, %1032
  %1039 = phi { ptr, i32 } [ %1037, %1036 ], [ %1033, %1032 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #23
  br label %1040

1040:                                             ; preds = %1038, %1028
  %1041 = phi { ptr, i32 } [ %1039, %1038 ], [ %1029, %1028 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %1042

1042:                                             ; preds = %1040, %1024
  %1043 = phi { ptr, i32 } [ %1041, %1040 ], [ %1025, %1024 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %1044

1044:                                             ; preds = %1042, %1020
  %1045 = phi { ptr, i32 } [ %1043, %1042 ], [ %1021, %1020 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %1046

1046:                                             ; preds = %1044, %1016
  %1047 = phi { ptr, i32 } [ %1045, %1044 ], [ %1017, %1016 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  resume { ptr, i32 } %1047

1048:                                             ; preds = %987, %995, %1010, %1013
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(160) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 104
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 72
  %59 = load ptr, ptr %58, align 8, !tbaa !18
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !20
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !23
  %68 = load ptr, ptr %59, align 8, !tbaa !24
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  %71 = load ptr, ptr %59, align 8, !tbaa !24
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !27
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !28

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  %86 = getelementptr inbounds i8, ptr %0, i64 40
  %87 = load ptr, ptr %86, align 8, !tbaa !18
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !20
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !23
  %96 = load ptr, ptr %87, align 8, !tbaa !24
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  %99 = load ptr, ptr %87, align 8, !tbaa !24
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !27
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !28

112:                                              ; preds = %109
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  br label %113

113:                                              ; preds = %85, %94, %109, %112
  %114 = getelementptr inbounds i8, ptr %0, i64 8
  %115 = load ptr, ptr %114, align 8, !tbaa !18
  %116 = icmp eq ptr %115, null
  br i1 %116, label %141, label %117

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %115, i64 8
  %119 = load atomic i64, ptr %118 acquire, align 8
  %120 = icmp eq i64 %119, 4294967297
  %121 = trunc i64 %119 to i32
  br i1 %120, label %122, label %130

122:                                              ; preds = %117
  store i32 0, ptr %118, align 8, !tbaa !20
  %123 = getelementptr inbounds i8, ptr %115, i64 12
  store i32 0, ptr %123, align 4, !tbaa !23
  %124 = load ptr, ptr %115, align 8, !tbaa !24
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load ptr, ptr %125, align 8
  tail call void %126(ptr noundef nonnull align 8 dereferenceable(16) %115) #23
  %127 = load ptr, ptr %115, align 8, !tbaa !24
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  tail call void %129(ptr noundef nonnull align 8 dereferenceable(16) %115) #23
  br label %141

130:                                              ; preds = %117
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i32 %121, -1
  store i32 %134, ptr %118, align 4, !tbaa !27
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw volatile add ptr %118, i32 -1 acq_rel, align 4
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %121, %133 ], [ %136, %135 ]
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %141, !prof !28

140:                                              ; preds = %137
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %115) #23
  br label %141

141:                                              ; preds = %113, %122, %137, %140
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.108", align 8
  %7 = alloca %"class.sycl::_V1::range.110", align 8
  %8 = alloca %"class.sycl::_V1::range.110", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !167
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !167
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !167
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !170
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !170
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !9
  %21 = load ptr, ptr %18, align 8, !tbaa !9
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !173
  store ptr %34, ptr %32, align 8, !tbaa !173
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !18
  store ptr %37, ptr %35, align 8, !tbaa !18
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !27
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !27
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !175

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !15
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !31
  %59 = load ptr, ptr %1, align 8, !tbaa !103
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !94
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !102, !range !141, !noundef !142
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !18
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !20
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !23
  %82 = load ptr, ptr %73, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  %85 = load ptr, ptr %73, align 8, !tbaa !24
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !27
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !28

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !29

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !15
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !31
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #25
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !9
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !28

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #27
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !173
  store ptr %130, ptr %128, align 8, !tbaa !173
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !18
  store ptr %133, ptr %131, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !27
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !27
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !175

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !15
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !17
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !31
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #23
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #23
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.17)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #23
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !18
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !20
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !23
  %180 = load ptr, ptr %171, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  %183 = load ptr, ptr %171, align 8, !tbaa !24
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !27
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !28

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !29

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !15
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !31
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #25
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !176
  %214 = load ptr, ptr %1, align 8, !tbaa !103
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !153
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.108") align 8, ptr noundef byval(%"class.sycl::_V1::range.110") align 8, ptr noundef byval(%"class.sycl::_V1::range.110") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !23
  %19 = load ptr, ptr %10, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !27
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !28

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #23
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !29

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !15
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !31
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #25
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.108", align 8
  %7 = alloca %"class.sycl::_V1::range.110", align 8
  %8 = alloca %"class.sycl::_V1::range.110", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !180
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !180
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !180
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !183
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !183
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !183
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !9
  %20 = load ptr, ptr %17, align 8, !tbaa !9
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !28

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !173
  store ptr %33, ptr %31, align 8, !tbaa !173
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !18
  store ptr %36, ptr %34, align 8, !tbaa !18
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !27
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !27
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !175

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !17
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !31
  %58 = load ptr, ptr %1, align 8, !tbaa !103
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !94
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !102, !range !141, !noundef !142
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #25
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !28

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !173
  store ptr %131, ptr %129, align 8, !tbaa !173
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !18
  store ptr %134, ptr %132, align 8, !tbaa !18
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !27
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !27
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !175

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !20
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !23
  %161 = load ptr, ptr %152, align 8, !tbaa !24
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  %164 = load ptr, ptr %152, align 8, !tbaa !24
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !27
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !28

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !29

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #25
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !186
  %186 = load ptr, ptr %1, align 8, !tbaa !103
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !153
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.110") align 8, ptr noundef byval(%"class.sycl::_V1::range.110") align 8, ptr noundef byval(%"class.sycl::_V1::id.108") align 8, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9BlockScanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.121") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #27
  store ptr %4, ptr %0, align 8, !tbaa !164
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !166
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !191
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !191
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !166
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %13 = load ptr, ptr %7, align 8, !tbaa !191
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !191
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 96, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !166
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %23 = load ptr, ptr %7, align 8, !tbaa !191
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !191
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 128, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !166
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %33 = load ptr, ptr %7, align 8, !tbaa !191
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !191
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  %39 = load ptr, ptr %0, align 8, !tbaa !164
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !166
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #25
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(168) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %2) #23
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(168) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %2) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 168) #25
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(168) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.107, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !153
  store ptr %4, ptr %2, align 8, !tbaa !153
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  store ptr %7, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !27
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !27
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !153
  store ptr %23, ptr %21, align 8, !tbaa !153
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !18
  store ptr %26, ptr %24, align 8, !tbaa !18
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !27
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !27
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %32, %18
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %0, i64 72
  %42 = load ptr, ptr %41, align 8, !tbaa !153
  store ptr %42, ptr %40, align 8, !tbaa !153
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !18
  store ptr %45, ptr %43, align 8, !tbaa !18
  %46 = icmp eq ptr %45, null
  br i1 %46, label %56, label %47

47:                                               ; preds = %37
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %48, align 4, !tbaa !27
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %48, align 4, !tbaa !27
  br label %56

54:                                               ; preds = %47
  %55 = atomicrmw volatile add ptr %48, i32 1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %51, %37
  %57 = getelementptr inbounds i8, ptr %2, i64 80
  %58 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %57, ptr noundef nonnull readonly align 8 dereferenceable(16) %58, i64 16, i1 false)
  %59 = getelementptr inbounds i8, ptr %2, i64 96
  %60 = getelementptr inbounds i8, ptr %0, i64 104
  %61 = load ptr, ptr %60, align 8, !tbaa !153
  store ptr %61, ptr %59, align 8, !tbaa !153
  %62 = getelementptr inbounds i8, ptr %2, i64 104
  %63 = getelementptr inbounds i8, ptr %0, i64 112
  %64 = load ptr, ptr %63, align 8, !tbaa !18
  store ptr %64, ptr %62, align 8, !tbaa !18
  %65 = icmp eq ptr %64, null
  br i1 %65, label %75, label %66

66:                                               ; preds = %56
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %73, label %70

70:                                               ; preds = %66
  %71 = load i32, ptr %67, align 4, !tbaa !27
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %67, align 4, !tbaa !27
  br label %75

73:                                               ; preds = %66
  %74 = atomicrmw volatile add ptr %67, i32 1 acq_rel, align 4
  br label %75

75:                                               ; preds = %73, %70, %56
  %76 = getelementptr inbounds i8, ptr %2, i64 112
  %77 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull readonly align 8 dereferenceable(16) %77, i64 16, i1 false)
  %78 = getelementptr inbounds i8, ptr %2, i64 128
  %79 = getelementptr inbounds i8, ptr %0, i64 136
  %80 = load ptr, ptr %79, align 8, !tbaa !153
  store ptr %80, ptr %78, align 8, !tbaa !153
  %81 = getelementptr inbounds i8, ptr %2, i64 136
  %82 = getelementptr inbounds i8, ptr %0, i64 144
  %83 = load ptr, ptr %82, align 8, !tbaa !18
  store ptr %83, ptr %81, align 8, !tbaa !18
  %84 = icmp eq ptr %83, null
  br i1 %84, label %94, label %85

85:                                               ; preds = %75
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i32, ptr %86, align 4, !tbaa !27
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %86, align 4, !tbaa !27
  br label %94

92:                                               ; preds = %85
  %93 = atomicrmw volatile add ptr %86, i32 1 acq_rel, align 4
  br label %94

94:                                               ; preds = %75, %89, %92
  %95 = getelementptr inbounds i8, ptr %2, i64 144
  %96 = getelementptr inbounds i8, ptr %0, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %95, ptr noundef nonnull readonly align 8 dereferenceable(16) %96, i64 16, i1 false)
  %97 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %98 unwind label %110

98:                                               ; preds = %94
  %99 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %100 unwind label %110

100:                                              ; preds = %98
  %101 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  %102 = call ptr @__cxa_allocate_exception(i64 64) #23
  %103 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #23
  %104 = extractvalue { i32, ptr } %103, 0
  %105 = extractvalue { i32, ptr } %103, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %102, i32 %104, ptr %105, ptr noundef nonnull @.str.20)
          to label %106 unwind label %108

106:                                              ; preds = %100
  invoke void @__cxa_throw(ptr nonnull %102, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %107 unwind label %110

107:                                              ; preds = %106
  unreachable

108:                                              ; preds = %100
  %109 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %102) #23
  br label %112

110:                                              ; preds = %106, %98, %94
  %111 = landingpad { ptr, i32 }
          cleanup
  br label %112

112:                                              ; preds = %108, %110
  %113 = phi { ptr, i32 } [ %111, %110 ], [ %109, %108 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %2) #23
  resume { ptr, i32 } %113
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !191
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #26
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
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
  %41 = load ptr, ptr %38, align 8, !tbaa !166
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #25
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !164
  store ptr %45, ptr %4, align 8, !tbaa !191
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !166
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.142, align 8
  %4 = alloca %"class.std::vector.121", align 8
  %5 = alloca %"class.sycl::_V1::range.110", align 8
  %6 = alloca %"class.sycl::_V1::range.110", align 8
  %7 = alloca %"class.sycl::_V1::id.108", align 8
  %8 = alloca %class.anon.142, align 8
  %9 = alloca %class.anon.142, align 8
  %10 = alloca %class.anon.142, align 8
  %11 = alloca i32, align 4
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::accessor.136", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"class.sycl::_V1::accessor.139", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::accessor.139", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.139", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %class.anon.142, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #23
  %28 = load ptr, ptr %0, align 8, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %29 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 69, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %32 unwind label %827

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #23
  store i32 5, ptr %17, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #23
  br label %829

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %36 = getelementptr inbounds i8, ptr %20, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %20, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !17
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !18
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !23
  %53 = load ptr, ptr %44, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #23
  %56 = load ptr, ptr %44, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #23
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !27
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !28

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #23
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !29

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !15
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %20, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !31
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #25
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #23
  %85 = getelementptr inbounds i8, ptr %0, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !194
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  %87 = getelementptr inbounds i8, ptr %22, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %87, i8 0, i64 24, i1 false)
  store i64 16, ptr %22, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %88 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 70, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %90, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(33) %86, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %91 unwind label %831

91:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #23
  store i32 5, ptr %15, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %86, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %94 unwind label %92

92:                                               ; preds = %91
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %833

94:                                               ; preds = %91
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %95 = load ptr, ptr %87, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %22, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !17
  %98 = icmp eq ptr %95, %97
  br i1 %98, label %133, label %99

99:                                               ; preds = %94, %128
  %100 = phi ptr [ %129, %128 ], [ %95, %94 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !18
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !20
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !23
  %111 = load ptr, ptr %102, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #23
  %114 = load ptr, ptr %102, align 8, !tbaa !24
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #23
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !27
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !28

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #23
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !29

131:                                              ; preds = %128
  %132 = load ptr, ptr %87, align 8, !tbaa !15
  br label %133

133:                                              ; preds = %131, %94
  %134 = phi ptr [ %132, %131 ], [ %95, %94 ]
  %135 = icmp eq ptr %134, null
  br i1 %135, label %142, label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds i8, ptr %22, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !31
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #25
  br label %142

142:                                              ; preds = %136, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #23
  %143 = getelementptr inbounds i8, ptr %0, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !195
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #23
  %145 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %145, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %146 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %146, align 8
  %147 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 71, ptr %147, align 8
  %148 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %148, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %144, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %149 unwind label %835

149:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #23
  store i32 5, ptr %13, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %144, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %152 unwind label %150

150:                                              ; preds = %149
  %151 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %837

152:                                              ; preds = %149
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %153 = load ptr, ptr %145, align 8, !tbaa !15
  %154 = getelementptr inbounds i8, ptr %24, i64 16
  %155 = load ptr, ptr %154, align 8, !tbaa !17
  %156 = icmp eq ptr %153, %155
  br i1 %156, label %191, label %157

157:                                              ; preds = %152, %186
  %158 = phi ptr [ %187, %186 ], [ %153, %152 ]
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !18
  %161 = icmp eq ptr %160, null
  br i1 %161, label %186, label %162

162:                                              ; preds = %157
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load atomic i64, ptr %163 acquire, align 8
  %165 = icmp eq i64 %164, 4294967297
  %166 = trunc i64 %164 to i32
  br i1 %165, label %167, label %175

167:                                              ; preds = %162
  store i32 0, ptr %163, align 8, !tbaa !20
  %168 = getelementptr inbounds i8, ptr %160, i64 12
  store i32 0, ptr %168, align 4, !tbaa !23
  %169 = load ptr, ptr %160, align 8, !tbaa !24
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %160) #23
  %172 = load ptr, ptr %160, align 8, !tbaa !24
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %160) #23
  br label %186

175:                                              ; preds = %162
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %166, -1
  store i32 %179, ptr %163, align 4, !tbaa !27
  br label %182

180:                                              ; preds = %175
  %181 = atomicrmw volatile add ptr %163, i32 -1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i32 [ %166, %178 ], [ %181, %180 ]
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %185, label %186, !prof !28

185:                                              ; preds = %182
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %160) #23
  br label %186

186:                                              ; preds = %185, %182, %167, %157
  %187 = getelementptr inbounds i8, ptr %158, i64 16
  %188 = icmp eq ptr %187, %155
  br i1 %188, label %189, label %157, !llvm.loop !29

189:                                              ; preds = %186
  %190 = load ptr, ptr %145, align 8, !tbaa !15
  br label %191

191:                                              ; preds = %189, %152
  %192 = phi ptr [ %190, %189 ], [ %153, %152 ]
  %193 = icmp eq ptr %192, null
  br i1 %193, label %200, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds i8, ptr %24, i64 24
  %196 = load ptr, ptr %195, align 8, !tbaa !31
  %197 = ptrtoint ptr %196 to i64
  %198 = ptrtoint ptr %192 to i64
  %199 = sub i64 %197, %198
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef %199) #25
  br label %200

200:                                              ; preds = %194, %191
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #23
  %201 = getelementptr inbounds i8, ptr %0, i64 24
  %202 = load ptr, ptr %201, align 8, !tbaa !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  %203 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %203, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %204 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %204, align 8
  %205 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 72, ptr %205, align 8
  %206 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 22, ptr %206, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %202, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %207 unwind label %839

207:                                              ; preds = %200
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #23
  store i32 5, ptr %11, align 4, !tbaa !145
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %202, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %210 unwind label %208

208:                                              ; preds = %207
  %209 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %841

210:                                              ; preds = %207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %211 = load ptr, ptr %203, align 8, !tbaa !15
  %212 = getelementptr inbounds i8, ptr %26, i64 16
  %213 = load ptr, ptr %212, align 8, !tbaa !17
  %214 = icmp eq ptr %211, %213
  br i1 %214, label %249, label %215

215:                                              ; preds = %210, %244
  %216 = phi ptr [ %245, %244 ], [ %211, %210 ]
  %217 = getelementptr inbounds i8, ptr %216, i64 8
  %218 = load ptr, ptr %217, align 8, !tbaa !18
  %219 = icmp eq ptr %218, null
  br i1 %219, label %244, label %220

220:                                              ; preds = %215
  %221 = getelementptr inbounds i8, ptr %218, i64 8
  %222 = load atomic i64, ptr %221 acquire, align 8
  %223 = icmp eq i64 %222, 4294967297
  %224 = trunc i64 %222 to i32
  br i1 %223, label %225, label %233

225:                                              ; preds = %220
  store i32 0, ptr %221, align 8, !tbaa !20
  %226 = getelementptr inbounds i8, ptr %218, i64 12
  store i32 0, ptr %226, align 4, !tbaa !23
  %227 = load ptr, ptr %218, align 8, !tbaa !24
  %228 = getelementptr inbounds i8, ptr %227, i64 16
  %229 = load ptr, ptr %228, align 8
  call void %229(ptr noundef nonnull align 8 dereferenceable(16) %218) #23
  %230 = load ptr, ptr %218, align 8, !tbaa !24
  %231 = getelementptr inbounds i8, ptr %230, i64 24
  %232 = load ptr, ptr %231, align 8
  call void %232(ptr noundef nonnull align 8 dereferenceable(16) %218) #23
  br label %244

233:                                              ; preds = %220
  %234 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %235 = icmp eq i8 %234, 0
  br i1 %235, label %238, label %236

236:                                              ; preds = %233
  %237 = add nsw i32 %224, -1
  store i32 %237, ptr %221, align 4, !tbaa !27
  br label %240

238:                                              ; preds = %233
  %239 = atomicrmw volatile add ptr %221, i32 -1 acq_rel, align 4
  br label %240

240:                                              ; preds = %238, %236
  %241 = phi i32 [ %224, %236 ], [ %239, %238 ]
  %242 = icmp eq i32 %241, 1
  br i1 %242, label %243, label %244, !prof !28

243:                                              ; preds = %240
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %218) #23
  br label %244

244:                                              ; preds = %243, %240, %225, %215
  %245 = getelementptr inbounds i8, ptr %216, i64 16
  %246 = icmp eq ptr %245, %213
  br i1 %246, label %247, label %215, !llvm.loop !29

247:                                              ; preds = %244
  %248 = load ptr, ptr %203, align 8, !tbaa !15
  br label %249

249:                                              ; preds = %247, %210
  %250 = phi ptr [ %248, %247 ], [ %211, %210 ]
  %251 = icmp eq ptr %250, null
  br i1 %251, label %258, label %252

252:                                              ; preds = %249
  %253 = getelementptr inbounds i8, ptr %26, i64 24
  %254 = load ptr, ptr %253, align 8, !tbaa !31
  %255 = ptrtoint ptr %254 to i64
  %256 = ptrtoint ptr %250 to i64
  %257 = sub i64 %255, %256
  call void @_ZdlPvm(ptr noundef nonnull %250, i64 noundef %257) #25
  br label %258

258:                                              ; preds = %252, %249
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  %259 = getelementptr inbounds i8, ptr %0, i64 32
  %260 = load ptr, ptr %259, align 8, !tbaa !197
  %261 = load i64, ptr %260, align 8, !tbaa !5
  %262 = getelementptr inbounds i8, ptr %0, i64 40
  %263 = load ptr, ptr %262, align 8, !tbaa !198
  %264 = load i64, ptr %263, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %27) #23
  %265 = load ptr, ptr %19, align 8, !tbaa !153
  store ptr %265, ptr %27, align 8, !tbaa !153
  %266 = getelementptr inbounds i8, ptr %27, i64 8
  %267 = getelementptr inbounds i8, ptr %19, i64 8
  %268 = load ptr, ptr %267, align 8, !tbaa !18
  store ptr %268, ptr %266, align 8, !tbaa !18
  %269 = icmp eq ptr %268, null
  br i1 %269, label %279, label %270

270:                                              ; preds = %258
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %277, label %274

274:                                              ; preds = %270
  %275 = load i32, ptr %271, align 4, !tbaa !27
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %271, align 4, !tbaa !27
  br label %279

277:                                              ; preds = %270
  %278 = atomicrmw volatile add ptr %271, i32 1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %274, %258
  %280 = getelementptr inbounds i8, ptr %27, i64 16
  %281 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %280, ptr noundef nonnull align 8 dereferenceable(16) %281, i64 16, i1 false)
  %282 = getelementptr inbounds i8, ptr %27, i64 32
  %283 = load ptr, ptr %21, align 8, !tbaa !153
  store ptr %283, ptr %282, align 8, !tbaa !153
  %284 = getelementptr inbounds i8, ptr %27, i64 40
  %285 = getelementptr inbounds i8, ptr %21, i64 8
  %286 = load ptr, ptr %285, align 8, !tbaa !18
  store ptr %286, ptr %284, align 8, !tbaa !18
  %287 = icmp eq ptr %286, null
  br i1 %287, label %297, label %288

288:                                              ; preds = %279
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %295, label %292

292:                                              ; preds = %288
  %293 = load i32, ptr %289, align 4, !tbaa !27
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %289, align 4, !tbaa !27
  br label %297

295:                                              ; preds = %288
  %296 = atomicrmw volatile add ptr %289, i32 1 acq_rel, align 4
  br label %297

297:                                              ; preds = %295, %292, %279
  %298 = getelementptr inbounds i8, ptr %27, i64 48
  %299 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %298, ptr noundef nonnull align 8 dereferenceable(16) %299, i64 16, i1 false)
  %300 = getelementptr inbounds i8, ptr %27, i64 64
  %301 = load ptr, ptr %23, align 8, !tbaa !153
  store ptr %301, ptr %300, align 8, !tbaa !153
  %302 = getelementptr inbounds i8, ptr %27, i64 72
  %303 = getelementptr inbounds i8, ptr %23, i64 8
  %304 = load ptr, ptr %303, align 8, !tbaa !18
  store ptr %304, ptr %302, align 8, !tbaa !18
  %305 = icmp eq ptr %304, null
  br i1 %305, label %315, label %306

306:                                              ; preds = %297
  %307 = getelementptr inbounds i8, ptr %304, i64 8
  %308 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %313, label %310

310:                                              ; preds = %306
  %311 = load i32, ptr %307, align 4, !tbaa !27
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr %307, align 4, !tbaa !27
  br label %315

313:                                              ; preds = %306
  %314 = atomicrmw volatile add ptr %307, i32 1 acq_rel, align 4
  br label %315

315:                                              ; preds = %313, %310, %297
  %316 = getelementptr inbounds i8, ptr %27, i64 80
  %317 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %316, ptr noundef nonnull align 8 dereferenceable(16) %317, i64 16, i1 false)
  %318 = getelementptr inbounds i8, ptr %27, i64 96
  %319 = load ptr, ptr %25, align 8, !tbaa !153
  store ptr %319, ptr %318, align 8, !tbaa !153
  %320 = getelementptr inbounds i8, ptr %27, i64 104
  %321 = getelementptr inbounds i8, ptr %25, i64 8
  %322 = load ptr, ptr %321, align 8, !tbaa !18
  store ptr %322, ptr %320, align 8, !tbaa !18
  %323 = icmp eq ptr %322, null
  br i1 %323, label %333, label %324

324:                                              ; preds = %315
  %325 = getelementptr inbounds i8, ptr %322, i64 8
  %326 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %331, label %328

328:                                              ; preds = %324
  %329 = load i32, ptr %325, align 4, !tbaa !27
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr %325, align 4, !tbaa !27
  br label %333

331:                                              ; preds = %324
  %332 = atomicrmw volatile add ptr %325, i32 1 acq_rel, align 4
  br label %333

333:                                              ; preds = %331, %328, %315
  %334 = getelementptr inbounds i8, ptr %27, i64 112
  %335 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %334, ptr noundef nonnull align 8 dereferenceable(16) %335, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9)
  %336 = load ptr, ptr %27, align 8, !tbaa !153
  store ptr %336, ptr %9, align 8, !tbaa !153
  %337 = getelementptr inbounds i8, ptr %9, i64 8
  %338 = load ptr, ptr %266, align 8, !tbaa !18
  store ptr %338, ptr %337, align 8, !tbaa !18
  %339 = icmp eq ptr %338, null
  br i1 %339, label %349, label %340

340:                                              ; preds = %333
  %341 = getelementptr inbounds i8, ptr %338, i64 8
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %347, label %344

344:                                              ; preds = %340
  %345 = load i32, ptr %341, align 4, !tbaa !27
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %341, align 4, !tbaa !27
  br label %349

347:                                              ; preds = %340
  %348 = atomicrmw volatile add ptr %341, i32 1 acq_rel, align 4
  br label %349

349:                                              ; preds = %347, %344, %333
  %350 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %350, ptr noundef nonnull readonly align 8 dereferenceable(16) %280, i64 16, i1 false)
  %351 = getelementptr inbounds i8, ptr %9, i64 32
  %352 = load ptr, ptr %282, align 8, !tbaa !153
  store ptr %352, ptr %351, align 8, !tbaa !153
  %353 = getelementptr inbounds i8, ptr %9, i64 40
  %354 = load ptr, ptr %284, align 8, !tbaa !18
  store ptr %354, ptr %353, align 8, !tbaa !18
  %355 = icmp eq ptr %354, null
  br i1 %355, label %365, label %356

356:                                              ; preds = %349
  %357 = getelementptr inbounds i8, ptr %354, i64 8
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %363, label %360

360:                                              ; preds = %356
  %361 = load i32, ptr %357, align 4, !tbaa !27
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %357, align 4, !tbaa !27
  br label %365

363:                                              ; preds = %356
  %364 = atomicrmw volatile add ptr %357, i32 1 acq_rel, align 4
  br label %365

365:                                              ; preds = %363, %360, %349
  %366 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %366, ptr noundef nonnull readonly align 8 dereferenceable(16) %298, i64 16, i1 false)
  %367 = getelementptr inbounds i8, ptr %9, i64 64
  %368 = load ptr, ptr %300, align 8, !tbaa !153
  store ptr %368, ptr %367, align 8, !tbaa !153
  %369 = getelementptr inbounds i8, ptr %9, i64 72
  %370 = load ptr, ptr %302, align 8, !tbaa !18
  store ptr %370, ptr %369, align 8, !tbaa !18
  %371 = icmp eq ptr %370, null
  br i1 %371, label %381, label %372

372:                                              ; preds = %365
  %373 = getelementptr inbounds i8, ptr %370, i64 8
  %374 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %379, label %376

376:                                              ; preds = %372
  %377 = load i32, ptr %373, align 4, !tbaa !27
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr %373, align 4, !tbaa !27
  br label %381

379:                                              ; preds = %372
  %380 = atomicrmw volatile add ptr %373, i32 1 acq_rel, align 4
  br label %381

381:                                              ; preds = %379, %376, %365
  %382 = getelementptr inbounds i8, ptr %9, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %382, ptr noundef nonnull readonly align 8 dereferenceable(16) %316, i64 16, i1 false)
  %383 = getelementptr inbounds i8, ptr %9, i64 96
  %384 = load ptr, ptr %318, align 8, !tbaa !153
  store ptr %384, ptr %383, align 8, !tbaa !153
  %385 = getelementptr inbounds i8, ptr %9, i64 104
  %386 = load ptr, ptr %320, align 8, !tbaa !18
  store ptr %386, ptr %385, align 8, !tbaa !18
  %387 = icmp eq ptr %386, null
  br i1 %387, label %397, label %388

388:                                              ; preds = %381
  %389 = getelementptr inbounds i8, ptr %386, i64 8
  %390 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %391 = icmp eq i8 %390, 0
  br i1 %391, label %395, label %392

392:                                              ; preds = %388
  %393 = load i32, ptr %389, align 4, !tbaa !27
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr %389, align 4, !tbaa !27
  br label %397

395:                                              ; preds = %388
  %396 = atomicrmw volatile add ptr %389, i32 1 acq_rel, align 4
  br label %397

397:                                              ; preds = %395, %392, %381
  %398 = getelementptr inbounds i8, ptr %9, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %398, ptr noundef nonnull readonly align 8 dereferenceable(16) %334, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8)
  %399 = load ptr, ptr %9, align 8, !tbaa !153
  store ptr %399, ptr %8, align 8, !tbaa !153
  %400 = getelementptr inbounds i8, ptr %8, i64 8
  %401 = load ptr, ptr %337, align 8, !tbaa !18
  store ptr %401, ptr %400, align 8, !tbaa !18
  %402 = icmp eq ptr %401, null
  br i1 %402, label %412, label %403

403:                                              ; preds = %397
  %404 = getelementptr inbounds i8, ptr %401, i64 8
  %405 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %406 = icmp eq i8 %405, 0
  br i1 %406, label %410, label %407

407:                                              ; preds = %403
  %408 = load i32, ptr %404, align 4, !tbaa !27
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr %404, align 4, !tbaa !27
  br label %412

410:                                              ; preds = %403
  %411 = atomicrmw volatile add ptr %404, i32 1 acq_rel, align 4
  br label %412

412:                                              ; preds = %410, %407, %397
  %413 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %413, ptr noundef nonnull readonly align 8 dereferenceable(16) %350, i64 16, i1 false)
  %414 = getelementptr inbounds i8, ptr %8, i64 32
  %415 = load ptr, ptr %351, align 8, !tbaa !153
  store ptr %415, ptr %414, align 8, !tbaa !153
  %416 = getelementptr inbounds i8, ptr %8, i64 40
  %417 = load ptr, ptr %353, align 8, !tbaa !18
  store ptr %417, ptr %416, align 8, !tbaa !18
  %418 = icmp eq ptr %417, null
  br i1 %418, label %428, label %419

419:                                              ; preds = %412
  %420 = getelementptr inbounds i8, ptr %417, i64 8
  %421 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %422 = icmp eq i8 %421, 0
  br i1 %422, label %426, label %423

423:                                              ; preds = %419
  %424 = load i32, ptr %420, align 4, !tbaa !27
  %425 = add nsw i32 %424, 1
  store i32 %425, ptr %420, align 4, !tbaa !27
  br label %428

426:                                              ; preds = %419
  %427 = atomicrmw volatile add ptr %420, i32 1 acq_rel, align 4
  br label %428

428:                                              ; preds = %426, %423, %412
  %429 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %429, ptr noundef nonnull readonly align 8 dereferenceable(16) %366, i64 16, i1 false)
  %430 = getelementptr inbounds i8, ptr %8, i64 64
  %431 = load ptr, ptr %367, align 8, !tbaa !153
  store ptr %431, ptr %430, align 8, !tbaa !153
  %432 = getelementptr inbounds i8, ptr %8, i64 72
  %433 = load ptr, ptr %369, align 8, !tbaa !18
  store ptr %433, ptr %432, align 8, !tbaa !18
  %434 = icmp eq ptr %433, null
  br i1 %434, label %444, label %435

435:                                              ; preds = %428
  %436 = getelementptr inbounds i8, ptr %433, i64 8
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %442, label %439

439:                                              ; preds = %435
  %440 = load i32, ptr %436, align 4, !tbaa !27
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %436, align 4, !tbaa !27
  br label %444

442:                                              ; preds = %435
  %443 = atomicrmw volatile add ptr %436, i32 1 acq_rel, align 4
  br label %444

444:                                              ; preds = %442, %439, %428
  %445 = getelementptr inbounds i8, ptr %8, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %445, ptr noundef nonnull readonly align 8 dereferenceable(16) %382, i64 16, i1 false)
  %446 = getelementptr inbounds i8, ptr %8, i64 96
  %447 = load ptr, ptr %383, align 8, !tbaa !153
  store ptr %447, ptr %446, align 8, !tbaa !153
  %448 = getelementptr inbounds i8, ptr %8, i64 104
  %449 = load ptr, ptr %385, align 8, !tbaa !18
  store ptr %449, ptr %448, align 8, !tbaa !18
  %450 = icmp eq ptr %449, null
  br i1 %450, label %460, label %451

451:                                              ; preds = %444
  %452 = getelementptr inbounds i8, ptr %449, i64 8
  %453 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %454 = icmp eq i8 %453, 0
  br i1 %454, label %458, label %455

455:                                              ; preds = %451
  %456 = load i32, ptr %452, align 4, !tbaa !27
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr %452, align 4, !tbaa !27
  br label %460

458:                                              ; preds = %451
  %459 = atomicrmw volatile add ptr %452, i32 1 acq_rel, align 4
  br label %460

460:                                              ; preds = %458, %455, %444
  %461 = getelementptr inbounds i8, ptr %8, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %461, ptr noundef nonnull readonly align 8 dereferenceable(16) %398, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %8) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %9) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9)
  %462 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %463 unwind label %843

463:                                              ; preds = %460
  %464 = icmp eq i32 %462, 0
  br i1 %464, label %474, label %465

465:                                              ; preds = %463
  %466 = call ptr @__cxa_allocate_exception(i64 64) #23
  %467 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %468 = extractvalue { i32, ptr } %467, 0
  %469 = extractvalue { i32, ptr } %467, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %466, i32 %468, ptr %469, ptr noundef nonnull @.str.18)
          to label %470 unwind label %472

470:                                              ; preds = %465
  invoke void @__cxa_throw(ptr nonnull %466, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %471 unwind label %843

471:                                              ; preds = %470
  unreachable

472:                                              ; preds = %465
  %473 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %466) #23
  br label %845

474:                                              ; preds = %463
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %475 unwind label %843

475:                                              ; preds = %474
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %476 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %476, i8 0, i64 16, i1 false), !alias.scope !199
  store i64 %261, ptr %5, align 8, !tbaa !5, !alias.scope !199
  %477 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %477, i8 0, i64 16, i1 false), !alias.scope !202
  store i64 %264, ptr %6, align 8, !tbaa !5, !alias.scope !202
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %7, i32 noundef 1)
          to label %478 unwind label %843

478:                                              ; preds = %475
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %479 = load ptr, ptr %27, align 8, !tbaa !153
  store ptr %479, ptr %10, align 8, !tbaa !153
  %480 = getelementptr inbounds i8, ptr %10, i64 8
  %481 = load ptr, ptr %266, align 8, !tbaa !18
  store ptr %481, ptr %480, align 8, !tbaa !18
  %482 = icmp eq ptr %481, null
  br i1 %482, label %492, label %483

483:                                              ; preds = %478
  %484 = getelementptr inbounds i8, ptr %481, i64 8
  %485 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %490, label %487

487:                                              ; preds = %483
  %488 = load i32, ptr %484, align 4, !tbaa !27
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr %484, align 4, !tbaa !27
  br label %492

490:                                              ; preds = %483
  %491 = atomicrmw volatile add ptr %484, i32 1 acq_rel, align 4
  br label %492

492:                                              ; preds = %490, %487, %478
  %493 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %493, ptr noundef nonnull readonly align 8 dereferenceable(16) %280, i64 16, i1 false)
  %494 = getelementptr inbounds i8, ptr %10, i64 32
  %495 = load ptr, ptr %282, align 8, !tbaa !153
  store ptr %495, ptr %494, align 8, !tbaa !153
  %496 = getelementptr inbounds i8, ptr %10, i64 40
  %497 = load ptr, ptr %284, align 8, !tbaa !18
  store ptr %497, ptr %496, align 8, !tbaa !18
  %498 = icmp eq ptr %497, null
  br i1 %498, label %508, label %499

499:                                              ; preds = %492
  %500 = getelementptr inbounds i8, ptr %497, i64 8
  %501 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %502 = icmp eq i8 %501, 0
  br i1 %502, label %506, label %503

503:                                              ; preds = %499
  %504 = load i32, ptr %500, align 4, !tbaa !27
  %505 = add nsw i32 %504, 1
  store i32 %505, ptr %500, align 4, !tbaa !27
  br label %508

506:                                              ; preds = %499
  %507 = atomicrmw volatile add ptr %500, i32 1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %503, %492
  %509 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %509, ptr noundef nonnull readonly align 8 dereferenceable(16) %298, i64 16, i1 false)
  %510 = getelementptr inbounds i8, ptr %10, i64 64
  %511 = load ptr, ptr %300, align 8, !tbaa !153
  store ptr %511, ptr %510, align 8, !tbaa !153
  %512 = getelementptr inbounds i8, ptr %10, i64 72
  %513 = load ptr, ptr %302, align 8, !tbaa !18
  store ptr %513, ptr %512, align 8, !tbaa !18
  %514 = icmp eq ptr %513, null
  br i1 %514, label %524, label %515

515:                                              ; preds = %508
  %516 = getelementptr inbounds i8, ptr %513, i64 8
  %517 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %518 = icmp eq i8 %517, 0
  br i1 %518, label %522, label %519

519:                                              ; preds = %515
  %520 = load i32, ptr %516, align 4, !tbaa !27
  %521 = add nsw i32 %520, 1
  store i32 %521, ptr %516, align 4, !tbaa !27
  br label %524

522:                                              ; preds = %515
  %523 = atomicrmw volatile add ptr %516, i32 1 acq_rel, align 4
  br label %524

524:                                              ; preds = %522, %519, %508
  %525 = getelementptr inbounds i8, ptr %10, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %525, ptr noundef nonnull readonly align 8 dereferenceable(16) %316, i64 16, i1 false)
  %526 = getelementptr inbounds i8, ptr %10, i64 96
  %527 = load ptr, ptr %318, align 8, !tbaa !153
  store ptr %527, ptr %526, align 8, !tbaa !153
  %528 = getelementptr inbounds i8, ptr %10, i64 104
  %529 = load ptr, ptr %320, align 8, !tbaa !18
  store ptr %529, ptr %528, align 8, !tbaa !18
  %530 = icmp eq ptr %529, null
  br i1 %530, label %540, label %531

531:                                              ; preds = %524
  %532 = getelementptr inbounds i8, ptr %529, i64 8
  %533 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %534 = icmp eq i8 %533, 0
  br i1 %534, label %538, label %535

535:                                              ; preds = %531
  %536 = load i32, ptr %532, align 4, !tbaa !27
  %537 = add nsw i32 %536, 1
  store i32 %537, ptr %532, align 4, !tbaa !27
  br label %540

538:                                              ; preds = %531
  %539 = atomicrmw volatile add ptr %532, i32 1 acq_rel, align 4
  br label %540

540:                                              ; preds = %538, %535, %524
  %541 = getelementptr inbounds i8, ptr %10, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %541, ptr noundef nonnull readonly align 8 dereferenceable(16) %334, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3)
  %542 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #27
          to label %543 unwind label %714

543:                                              ; preds = %540
  %544 = load ptr, ptr %10, align 8, !tbaa !153, !noalias !205
  store ptr %544, ptr %3, align 8, !tbaa !153, !noalias !205
  %545 = getelementptr inbounds i8, ptr %3, i64 8
  %546 = load ptr, ptr %480, align 8, !tbaa !18, !noalias !205
  store ptr %546, ptr %545, align 8, !tbaa !18, !noalias !205
  %547 = icmp eq ptr %546, null
  br i1 %547, label %557, label %548

548:                                              ; preds = %543
  %549 = getelementptr inbounds i8, ptr %546, i64 8
  %550 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %551 = icmp eq i8 %550, 0
  br i1 %551, label %555, label %552

552:                                              ; preds = %548
  %553 = load i32, ptr %549, align 4, !tbaa !27, !noalias !205
  %554 = add nsw i32 %553, 1
  store i32 %554, ptr %549, align 4, !tbaa !27, !noalias !205
  br label %557

555:                                              ; preds = %548
  %556 = atomicrmw volatile add ptr %549, i32 1 acq_rel, align 4, !noalias !205
  br label %557

557:                                              ; preds = %555, %552, %543
  %558 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %558, ptr noundef nonnull readonly align 8 dereferenceable(16) %493, i64 16, i1 false), !noalias !205
  %559 = getelementptr inbounds i8, ptr %3, i64 32
  %560 = load ptr, ptr %494, align 8, !tbaa !153, !noalias !205
  store ptr %560, ptr %559, align 8, !tbaa !153, !noalias !205
  %561 = getelementptr inbounds i8, ptr %3, i64 40
  %562 = load ptr, ptr %496, align 8, !tbaa !18, !noalias !205
  store ptr %562, ptr %561, align 8, !tbaa !18, !noalias !205
  %563 = icmp eq ptr %562, null
  br i1 %563, label %573, label %564

564:                                              ; preds = %557
  %565 = getelementptr inbounds i8, ptr %562, i64 8
  %566 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %567 = icmp eq i8 %566, 0
  br i1 %567, label %571, label %568

568:                                              ; preds = %564
  %569 = load i32, ptr %565, align 4, !tbaa !27, !noalias !205
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr %565, align 4, !tbaa !27, !noalias !205
  br label %573

571:                                              ; preds = %564
  %572 = atomicrmw volatile add ptr %565, i32 1 acq_rel, align 4, !noalias !205
  br label %573

573:                                              ; preds = %571, %568, %557
  %574 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %574, ptr noundef nonnull readonly align 8 dereferenceable(16) %509, i64 16, i1 false), !noalias !205
  %575 = getelementptr inbounds i8, ptr %3, i64 64
  %576 = load ptr, ptr %510, align 8, !tbaa !153, !noalias !205
  store ptr %576, ptr %575, align 8, !tbaa !153, !noalias !205
  %577 = getelementptr inbounds i8, ptr %3, i64 72
  %578 = load ptr, ptr %512, align 8, !tbaa !18, !noalias !205
  store ptr %578, ptr %577, align 8, !tbaa !18, !noalias !205
  %579 = icmp eq ptr %578, null
  br i1 %579, label %589, label %580

580:                                              ; preds = %573
  %581 = getelementptr inbounds i8, ptr %578, i64 8
  %582 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %583 = icmp eq i8 %582, 0
  br i1 %583, label %587, label %584

584:                                              ; preds = %580
  %585 = load i32, ptr %581, align 4, !tbaa !27, !noalias !205
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr %581, align 4, !tbaa !27, !noalias !205
  br label %589

587:                                              ; preds = %580
  %588 = atomicrmw volatile add ptr %581, i32 1 acq_rel, align 4, !noalias !205
  br label %589

589:                                              ; preds = %587, %584, %573
  %590 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %590, ptr noundef nonnull readonly align 8 dereferenceable(16) %525, i64 16, i1 false), !noalias !205
  %591 = getelementptr inbounds i8, ptr %3, i64 96
  %592 = load ptr, ptr %526, align 8, !tbaa !153, !noalias !205
  store ptr %592, ptr %591, align 8, !tbaa !153, !noalias !205
  %593 = getelementptr inbounds i8, ptr %3, i64 104
  %594 = load ptr, ptr %528, align 8, !tbaa !18, !noalias !205
  store ptr %594, ptr %593, align 8, !tbaa !18, !noalias !205
  %595 = icmp eq ptr %594, null
  br i1 %595, label %605, label %596

596:                                              ; preds = %589
  %597 = getelementptr inbounds i8, ptr %594, i64 8
  %598 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %599 = icmp eq i8 %598, 0
  br i1 %599, label %603, label %600

600:                                              ; preds = %596
  %601 = load i32, ptr %597, align 4, !tbaa !27, !noalias !205
  %602 = add nsw i32 %601, 1
  store i32 %602, ptr %597, align 4, !tbaa !27, !noalias !205
  br label %605

603:                                              ; preds = %596
  %604 = atomicrmw volatile add ptr %597, i32 1 acq_rel, align 4, !noalias !205
  br label %605

605:                                              ; preds = %603, %600, %589
  %606 = getelementptr inbounds i8, ptr %3, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %606, ptr noundef nonnull readonly align 8 dereferenceable(16) %541, i64 16, i1 false), !noalias !205
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %542, align 8, !tbaa !24, !noalias !205
  %607 = getelementptr inbounds i8, ptr %542, i64 8
  %608 = load ptr, ptr %3, align 8, !tbaa !153, !noalias !205
  store ptr %608, ptr %607, align 8, !tbaa !153, !noalias !205
  %609 = getelementptr inbounds i8, ptr %542, i64 16
  %610 = load ptr, ptr %545, align 8, !tbaa !18, !noalias !205
  store ptr %610, ptr %609, align 8, !tbaa !18, !noalias !205
  %611 = icmp eq ptr %610, null
  br i1 %611, label %621, label %612

612:                                              ; preds = %605
  %613 = getelementptr inbounds i8, ptr %610, i64 8
  %614 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %619, label %616

616:                                              ; preds = %612
  %617 = load i32, ptr %613, align 4, !tbaa !27, !noalias !205
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr %613, align 4, !tbaa !27, !noalias !205
  br label %621

619:                                              ; preds = %612
  %620 = atomicrmw volatile add ptr %613, i32 1 acq_rel, align 4, !noalias !205
  br label %621

621:                                              ; preds = %619, %616, %605
  %622 = getelementptr inbounds i8, ptr %542, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %622, ptr noundef nonnull readonly align 8 dereferenceable(16) %558, i64 16, i1 false), !noalias !205
  %623 = getelementptr inbounds i8, ptr %542, i64 40
  %624 = load ptr, ptr %559, align 8, !tbaa !153, !noalias !205
  store ptr %624, ptr %623, align 8, !tbaa !153, !noalias !205
  %625 = getelementptr inbounds i8, ptr %542, i64 48
  %626 = load ptr, ptr %561, align 8, !tbaa !18, !noalias !205
  store ptr %626, ptr %625, align 8, !tbaa !18, !noalias !205
  %627 = icmp eq ptr %626, null
  br i1 %627, label %637, label %628

628:                                              ; preds = %621
  %629 = getelementptr inbounds i8, ptr %626, i64 8
  %630 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %631 = icmp eq i8 %630, 0
  br i1 %631, label %635, label %632

632:                                              ; preds = %628
  %633 = load i32, ptr %629, align 4, !tbaa !27, !noalias !205
  %634 = add nsw i32 %633, 1
  store i32 %634, ptr %629, align 4, !tbaa !27, !noalias !205
  br label %637

635:                                              ; preds = %628
  %636 = atomicrmw volatile add ptr %629, i32 1 acq_rel, align 4, !noalias !205
  br label %637

637:                                              ; preds = %635, %632, %621
  %638 = getelementptr inbounds i8, ptr %542, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %638, ptr noundef nonnull readonly align 8 dereferenceable(16) %574, i64 16, i1 false), !noalias !205
  %639 = getelementptr inbounds i8, ptr %542, i64 72
  %640 = load ptr, ptr %575, align 8, !tbaa !153, !noalias !205
  store ptr %640, ptr %639, align 8, !tbaa !153, !noalias !205
  %641 = getelementptr inbounds i8, ptr %542, i64 80
  %642 = load ptr, ptr %577, align 8, !tbaa !18, !noalias !205
  store ptr %642, ptr %641, align 8, !tbaa !18, !noalias !205
  %643 = icmp eq ptr %642, null
  br i1 %643, label %653, label %644

644:                                              ; preds = %637
  %645 = getelementptr inbounds i8, ptr %642, i64 8
  %646 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %647 = icmp eq i8 %646, 0
  br i1 %647, label %651, label %648

648:                                              ; preds = %644
  %649 = load i32, ptr %645, align 4, !tbaa !27, !noalias !205
  %650 = add nsw i32 %649, 1
  store i32 %650, ptr %645, align 4, !tbaa !27, !noalias !205
  br label %653

651:                                              ; preds = %644
  %652 = atomicrmw volatile add ptr %645, i32 1 acq_rel, align 4, !noalias !205
  br label %653

653:                                              ; preds = %651, %648, %637
  %654 = getelementptr inbounds i8, ptr %542, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %654, ptr noundef nonnull readonly align 8 dereferenceable(16) %590, i64 16, i1 false), !noalias !205
  %655 = getelementptr inbounds i8, ptr %542, i64 104
  %656 = load ptr, ptr %591, align 8, !tbaa !153, !noalias !205
  store ptr %656, ptr %655, align 8, !tbaa !153, !noalias !205
  %657 = getelementptr inbounds i8, ptr %542, i64 112
  %658 = load ptr, ptr %593, align 8, !tbaa !18, !noalias !205
  store ptr %658, ptr %657, align 8, !tbaa !18, !noalias !205
  %659 = icmp eq ptr %658, null
  br i1 %659, label %669, label %660

660:                                              ; preds = %653
  %661 = getelementptr inbounds i8, ptr %658, i64 8
  %662 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !205
  %663 = icmp eq i8 %662, 0
  br i1 %663, label %667, label %664

664:                                              ; preds = %660
  %665 = load i32, ptr %661, align 4, !tbaa !27, !noalias !205
  %666 = add nsw i32 %665, 1
  store i32 %666, ptr %661, align 4, !tbaa !27, !noalias !205
  br label %669

667:                                              ; preds = %660
  %668 = atomicrmw volatile add ptr %661, i32 1 acq_rel, align 4, !noalias !205
  br label %669

669:                                              ; preds = %667, %664, %653
  %670 = getelementptr inbounds i8, ptr %542, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %670, ptr noundef nonnull readonly align 8 dereferenceable(16) %606, i64 16, i1 false), !noalias !205
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %3) #23, !noalias !205
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3)
  %671 = getelementptr inbounds i8, ptr %1, i64 152
  %672 = load ptr, ptr %671, align 8, !tbaa !9
  store ptr %542, ptr %671, align 8, !tbaa !9
  %673 = icmp eq ptr %672, null
  br i1 %673, label %678, label %674

674:                                              ; preds = %669
  %675 = load ptr, ptr %672, align 8, !tbaa !24
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(8) %672) #23
  br label %678

678:                                              ; preds = %674, %669
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %679 unwind label %714

679:                                              ; preds = %678
  %680 = load ptr, ptr %671, align 8, !tbaa !9
  %681 = load ptr, ptr %680, align 8, !tbaa !24
  %682 = load ptr, ptr %681, align 8
  %683 = invoke noundef ptr %682(ptr noundef nonnull align 8 dereferenceable(8) %680)
          to label %684 unwind label %714

684:                                              ; preds = %679
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #23
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI10BlockRangeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.121") align 8 %4)
          to label %685 unwind label %714

685:                                              ; preds = %684
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %683, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %686 unwind label %703

686:                                              ; preds = %685
  %687 = load ptr, ptr %4, align 8, !tbaa !164
  %688 = icmp eq ptr %687, null
  br i1 %688, label %695, label %689

689:                                              ; preds = %686
  %690 = getelementptr inbounds i8, ptr %4, i64 16
  %691 = load ptr, ptr %690, align 8, !tbaa !166
  %692 = ptrtoint ptr %691 to i64
  %693 = ptrtoint ptr %687 to i64
  %694 = sub i64 %692, %693
  call void @_ZdlPvm(ptr noundef nonnull %687, i64 noundef %694) #25
  br label %695

695:                                              ; preds = %689, %686
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  %696 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #27
          to label %697 unwind label %714

697:                                              ; preds = %695
  %698 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %696, ptr noundef nonnull align 1 dereferenceable(16) @.str.25, i64 16, i1 false)
  %699 = getelementptr inbounds i8, ptr %696, i64 16
  store i8 0, ptr %699, align 1, !tbaa !26
  %700 = load ptr, ptr %698, align 8, !tbaa !9
  store ptr %696, ptr %698, align 8, !tbaa !9
  %701 = icmp eq ptr %700, null
  br i1 %701, label %718, label %702

702:                                              ; preds = %697
  call void @_ZdaPv(ptr noundef nonnull %700) #25
  br label %718

703:                                              ; preds = %685
  %704 = landingpad { ptr, i32 }
          cleanup
  %705 = load ptr, ptr %4, align 8, !tbaa !164
  %706 = icmp eq ptr %705, null
  br i1 %706, label %713, label %707

707:                                              ; preds = %703
  %708 = getelementptr inbounds i8, ptr %4, i64 16
  %709 = load ptr, ptr %708, align 8, !tbaa !166
  %710 = ptrtoint ptr %709 to i64
  %711 = ptrtoint ptr %705 to i64
  %712 = sub i64 %710, %711
  call void @_ZdlPvm(ptr noundef nonnull %705, i64 noundef %712) #25
  br label %713

713:                                              ; preds = %707, %703
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  br label %716

714:                                              ; preds = %695, %684, %679, %678, %540
  %715 = landingpad { ptr, i32 }
          cleanup
  br label %716

716:                                              ; preds = %714, %713
  %717 = phi { ptr, i32 } [ %715, %714 ], [ %704, %713 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #23
  br label %845

718:                                              ; preds = %702, %697
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #23
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %719 unwind label %843

719:                                              ; preds = %718
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %27) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %27) #23
  %720 = load ptr, ptr %321, align 8, !tbaa !18
  %721 = icmp eq ptr %720, null
  br i1 %721, label %746, label %722

722:                                              ; preds = %719
  %723 = getelementptr inbounds i8, ptr %720, i64 8
  %724 = load atomic i64, ptr %723 acquire, align 8
  %725 = icmp eq i64 %724, 4294967297
  %726 = trunc i64 %724 to i32
  br i1 %725, label %727, label %735

727:                                              ; preds = %722
  store i32 0, ptr %723, align 8, !tbaa !20
  %728 = getelementptr inbounds i8, ptr %720, i64 12
  store i32 0, ptr %728, align 4, !tbaa !23
  %729 = load ptr, ptr %720, align 8, !tbaa !24
  %730 = getelementptr inbounds i8, ptr %729, i64 16
  %731 = load ptr, ptr %730, align 8
  call void %731(ptr noundef nonnull align 8 dereferenceable(16) %720) #23
  %732 = load ptr, ptr %720, align 8, !tbaa !24
  %733 = getelementptr inbounds i8, ptr %732, i64 24
  %734 = load ptr, ptr %733, align 8
  call void %734(ptr noundef nonnull align 8 dereferenceable(16) %720) #23
  br label %746

735:                                              ; preds = %722
  %736 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %737 = icmp eq i8 %736, 0
  br i1 %737, label %740, label %738

738:                                              ; preds = %735
  %739 = add nsw i32 %726, -1
  store i32 %739, ptr %723, align 4, !tbaa !27
  br label %742

740:                                              ; preds = %735
  %741 = atomicrmw volatile add ptr %723, i32 -1 acq_rel, align 4
  br label %742

742:                                              ; preds = %740, %738
  %743 = phi i32 [ %726, %738 ], [ %741, %740 ]
  %744 = icmp eq i32 %743, 1
  br i1 %744, label %745, label %746, !prof !28

745:                                              ; preds = %742
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %720) #23
  br label %746

746:                                              ; preds = %745, %742, %727, %719
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  %747 = load ptr, ptr %303, align 8, !tbaa !18
  %748 = icmp eq ptr %747, null
  br i1 %748, label %773, label %749

749:                                              ; preds = %746
  %750 = getelementptr inbounds i8, ptr %747, i64 8
  %751 = load atomic i64, ptr %750 acquire, align 8
  %752 = icmp eq i64 %751, 4294967297
  %753 = trunc i64 %751 to i32
  br i1 %752, label %754, label %762

754:                                              ; preds = %749
  store i32 0, ptr %750, align 8, !tbaa !20
  %755 = getelementptr inbounds i8, ptr %747, i64 12
  store i32 0, ptr %755, align 4, !tbaa !23
  %756 = load ptr, ptr %747, align 8, !tbaa !24
  %757 = getelementptr inbounds i8, ptr %756, i64 16
  %758 = load ptr, ptr %757, align 8
  call void %758(ptr noundef nonnull align 8 dereferenceable(16) %747) #23
  %759 = load ptr, ptr %747, align 8, !tbaa !24
  %760 = getelementptr inbounds i8, ptr %759, i64 24
  %761 = load ptr, ptr %760, align 8
  call void %761(ptr noundef nonnull align 8 dereferenceable(16) %747) #23
  br label %773

762:                                              ; preds = %749
  %763 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %764 = icmp eq i8 %763, 0
  br i1 %764, label %767, label %765

765:                                              ; preds = %762
  %766 = add nsw i32 %753, -1
  store i32 %766, ptr %750, align 4, !tbaa !27
  br label %769

767:                                              ; preds = %762
  %768 = atomicrmw volatile add ptr %750, i32 -1 acq_rel, align 4
  br label %769

769:                                              ; preds = %767, %765
  %770 = phi i32 [ %753, %765 ], [ %768, %767 ]
  %771 = icmp eq i32 %770, 1
  br i1 %771, label %772, label %773, !prof !28

772:                                              ; preds = %769
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %747) #23
  br label %773

773:                                              ; preds = %772, %769, %754, %746
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  %774 = load ptr, ptr %285, align 8, !tbaa !18
  %775 = icmp eq ptr %774, null
  br i1 %775, label %800, label %776

776:                                              ; preds = %773
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = load atomic i64, ptr %777 acquire, align 8
  %779 = icmp eq i64 %778, 4294967297
  %780 = trunc i64 %778 to i32
  br i1 %779, label %781, label %789

781:                                              ; preds = %776
  store i32 0, ptr %777, align 8, !tbaa !20
  %782 = getelementptr inbounds i8, ptr %774, i64 12
  store i32 0, ptr %782, align 4, !tbaa !23
  %783 = load ptr, ptr %774, align 8, !tbaa !24
  %784 = getelementptr inbounds i8, ptr %783, i64 16
  %785 = load ptr, ptr %784, align 8
  call void %785(ptr noundef nonnull align 8 dereferenceable(16) %774) #23
  %786 = load ptr, ptr %774, align 8, !tbaa !24
  %787 = getelementptr inbounds i8, ptr %786, i64 24
  %788 = load ptr, ptr %787, align 8
  call void %788(ptr noundef nonnull align 8 dereferenceable(16) %774) #23
  br label %800

789:                                              ; preds = %776
  %790 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %791 = icmp eq i8 %790, 0
  br i1 %791, label %794, label %792

792:                                              ; preds = %789
  %793 = add nsw i32 %780, -1
  store i32 %793, ptr %777, align 4, !tbaa !27
  br label %796

794:                                              ; preds = %789
  %795 = atomicrmw volatile add ptr %777, i32 -1 acq_rel, align 4
  br label %796

796:                                              ; preds = %794, %792
  %797 = phi i32 [ %780, %792 ], [ %795, %794 ]
  %798 = icmp eq i32 %797, 1
  br i1 %798, label %799, label %800, !prof !28

799:                                              ; preds = %796
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %774) #23
  br label %800

800:                                              ; preds = %799, %796, %781, %773
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  %801 = load ptr, ptr %267, align 8, !tbaa !18
  %802 = icmp eq ptr %801, null
  br i1 %802, label %855, label %803

803:                                              ; preds = %800
  %804 = getelementptr inbounds i8, ptr %801, i64 8
  %805 = load atomic i64, ptr %804 acquire, align 8
  %806 = icmp eq i64 %805, 4294967297
  %807 = trunc i64 %805 to i32
  br i1 %806, label %808, label %816

808:                                              ; preds = %803
  store i32 0, ptr %804, align 8, !tbaa !20
  %809 = getelementptr inbounds i8, ptr %801, i64 12
  store i32 0, ptr %809, align 4, !tbaa !23
  %810 = load ptr, ptr %801, align 8, !tbaa !24
  %811 = getelementptr inbounds i8, ptr %810, i64 16
  %812 = load ptr, ptr %811, align 8
  call void %812(ptr noundef nonnull align 8 dereferenceable(16) %801) #23
  %813 = load ptr, ptr %801, align 8, !tbaa !24
  %814 = getelementptr inbounds i8, ptr %813, i64 24
  %815 = load ptr, ptr %814, align 8
  call void %815(ptr noundef nonnull align 8 dereferenceable(16) %801) #23
  br label %855

816:                                              ; preds = %803
  %817 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %818 = icmp eq i8 %817, 0
  br i1 %818, label %821, label %819

819:                                              ; preds = %816
  %820 = add nsw i32 %807, -1
  store i32 %820, ptr %804, align 4, !tbaa !27
  br label %823

821:                                              ; preds = %816
  %822 = atomicrmw volatile add ptr %804, i32 -1 acq_rel, align 4
  br label %823

823:                                              ; preds = %821, %819
  %824 = phi i32 [ %807, %819 ], [ %822, %821 ]
  %825 = icmp eq i32 %824, 1
  br i1 %825, label %826, label %855, !prof !28

826:                                              ; preds = %823
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %801) #23
  br label %855

827:                                              ; preds = %2
  %828 = landingpad { ptr, i32 }
          cleanup
  br label %829

829:                                              ; preds = %827, %33
  %830 = phi { ptr, i32 } [ %828, %827 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  br label %853

831:                                              ; preds = %84
  %832 = landingpad { ptr, i32 }
          cleanup
  br label %833

833:                                              ; preds = %831, %92
  %834 = phi { ptr, i32 } [ %832, %831 ], [ %93, %92 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  br label %851

835:                                              ; preds = %142
  %836 = landingpad { ptr, i32 }
          cleanup
  br label %837

837:                                              ; preds = %835, %150
  %838 = phi { ptr, i32 } [ %836, %835 ], [ %151, %150 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  br label %849

839:                                              ; preds = %200
  %840 = landingpad { ptr, i32 }
          cleanup
  br label %841

841:                                              ; preds = %839, %208
  %842 = phi { ptr, i32 } [ %840, %839 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  br label %847

843:                                              ; preds = %718, %475, %474, %470, %460
  %844 = landingpad { ptr, i32 }
          cleanup
  br label %845

845:                                              ; preds = %843, %716, %472
  %846 = phi { ptr, i32 } [ %844, %843 ], [ %473, %472 ], [ %717, %716 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %27) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %27) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %847

847:                                              ; preds = %845, %841
  %848 = phi { ptr, i32 } [ %846, %845 ], [ %842, %841 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %849

849:                                              ; preds = %847, %837
  %850 = phi { ptr, i32 } [ %848, %847 ], [ %838, %837 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %851

851:                                              ; preds = %849, %833
  %852 = phi { ptr, i32 } [ %850, %849 ], [ %834, %833 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #23
  br label %853

853:                                              ; preds = %851, %829
  %854 = phi { ptr, i32 } [ %852, %851 ], [ %830, %829 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
  resume { ptr, i32 } %854

855:                                              ; preds = %800, %808, %823, %826
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(128) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 72
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #23
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 40
  %59 = load ptr, ptr %58, align 8, !tbaa !18
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !20
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !23
  %68 = load ptr, ptr %59, align 8, !tbaa !24
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  %71 = load ptr, ptr %59, align 8, !tbaa !24
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !27
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !28

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #23
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  %86 = getelementptr inbounds i8, ptr %0, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !18
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !20
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !23
  %96 = load ptr, ptr %87, align 8, !tbaa !24
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  %99 = load ptr, ptr %87, align 8, !tbaa !24
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !27
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !28

112:                                              ; preds = %109
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #23
  br label %113

113:                                              ; preds = %85, %94, %109, %112
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !18
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !23
  %12 = load ptr, ptr %3, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !27
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #23
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.108", align 8
  %7 = alloca %"class.sycl::_V1::range.110", align 8
  %8 = alloca %"class.sycl::_V1::range.110", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !208
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !208
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !208
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !211
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !211
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !211
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !9
  %21 = load ptr, ptr %18, align 8, !tbaa !9
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !173
  store ptr %34, ptr %32, align 8, !tbaa !173
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !18
  store ptr %37, ptr %35, align 8, !tbaa !18
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !27
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !27
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !175

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !15
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !31
  %59 = load ptr, ptr %1, align 8, !tbaa !103
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !116
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !118, !range !141, !noundef !142
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !18
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !20
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !23
  %82 = load ptr, ptr %73, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  %85 = load ptr, ptr %73, align 8, !tbaa !24
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !27
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !28

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #23
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !29

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !15
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !31
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #25
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !9
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !28

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #27
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !173
  store ptr %130, ptr %128, align 8, !tbaa !173
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !18
  store ptr %133, ptr %131, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !27
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !27
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !175

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !15
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !17
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !31
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #23
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #23
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.17)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #23
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !18
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !20
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !23
  %180 = load ptr, ptr %171, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  %183 = load ptr, ptr %171, align 8, !tbaa !24
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !27
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !28

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #23
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !29

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !15
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !31
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #25
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !214
  %214 = load ptr, ptr %1, align 8, !tbaa !103
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !153
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #23
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.108", align 8
  %7 = alloca %"class.sycl::_V1::range.110", align 8
  %8 = alloca %"class.sycl::_V1::range.110", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !216
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !216
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !216
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !219
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !219
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !219
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !9
  %20 = load ptr, ptr %17, align 8, !tbaa !9
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !28

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !173
  store ptr %33, ptr %31, align 8, !tbaa !173
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !18
  store ptr %36, ptr %34, align 8, !tbaa !18
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !27
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !27
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !175

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !17
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !31
  %58 = load ptr, ptr %1, align 8, !tbaa !103
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !116
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !118, !range !141, !noundef !142
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.108") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.110") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #23
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #25
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !28

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !173
  store ptr %131, ptr %129, align 8, !tbaa !173
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !18
  store ptr %134, ptr %132, align 8, !tbaa !18
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !27
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !27
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !175

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !20
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !23
  %161 = load ptr, ptr %152, align 8, !tbaa !24
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  %164 = load ptr, ptr %152, align 8, !tbaa !24
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !27
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !28

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #23
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !29

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #25
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !222
  %186 = load ptr, ptr %1, align 8, !tbaa !103
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !153
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10BlockRangeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.121") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
  store ptr %4, ptr %0, align 8, !tbaa !164
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !166
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !191
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !191
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !166
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %13 = load ptr, ptr %7, align 8, !tbaa !191
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !191
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 96, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !166
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !188
  %23 = load ptr, ptr %7, align 8, !tbaa !191
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !191
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  %29 = load ptr, ptr %0, align 8, !tbaa !164
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !166
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #25
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #23
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #25
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.142, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !153
  store ptr %4, ptr %2, align 8, !tbaa !153
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  store ptr %7, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !27
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !27
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !153
  store ptr %23, ptr %21, align 8, !tbaa !153
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !18
  store ptr %26, ptr %24, align 8, !tbaa !18
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !27
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !27
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %32, %18
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %0, i64 72
  %42 = load ptr, ptr %41, align 8, !tbaa !153
  store ptr %42, ptr %40, align 8, !tbaa !153
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !18
  store ptr %45, ptr %43, align 8, !tbaa !18
  %46 = icmp eq ptr %45, null
  br i1 %46, label %56, label %47

47:                                               ; preds = %37
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %48, align 4, !tbaa !27
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %48, align 4, !tbaa !27
  br label %56

54:                                               ; preds = %47
  %55 = atomicrmw volatile add ptr %48, i32 1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %51, %37
  %57 = getelementptr inbounds i8, ptr %2, i64 80
  %58 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %57, ptr noundef nonnull readonly align 8 dereferenceable(16) %58, i64 16, i1 false)
  %59 = getelementptr inbounds i8, ptr %2, i64 96
  %60 = getelementptr inbounds i8, ptr %0, i64 104
  %61 = load ptr, ptr %60, align 8, !tbaa !153
  store ptr %61, ptr %59, align 8, !tbaa !153
  %62 = getelementptr inbounds i8, ptr %2, i64 104
  %63 = getelementptr inbounds i8, ptr %0, i64 112
  %64 = load ptr, ptr %63, align 8, !tbaa !18
  store ptr %64, ptr %62, align 8, !tbaa !18
  %65 = icmp eq ptr %64, null
  br i1 %65, label %75, label %66

66:                                               ; preds = %56
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %73, label %70

70:                                               ; preds = %66
  %71 = load i32, ptr %67, align 4, !tbaa !27
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %67, align 4, !tbaa !27
  br label %75

73:                                               ; preds = %66
  %74 = atomicrmw volatile add ptr %67, i32 1 acq_rel, align 4
  br label %75

75:                                               ; preds = %56, %70, %73
  %76 = getelementptr inbounds i8, ptr %2, i64 112
  %77 = getelementptr inbounds i8, ptr %0, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %76, ptr noundef nonnull readonly align 8 dereferenceable(16) %77, i64 16, i1 false)
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %79 unwind label %91

79:                                               ; preds = %75
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %81 unwind label %91

81:                                               ; preds = %79
  %82 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  %83 = call ptr @__cxa_allocate_exception(i64 64) #23
  %84 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #23
  %85 = extractvalue { i32, ptr } %84, 0
  %86 = extractvalue { i32, ptr } %84, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %83, i32 %85, ptr %86, ptr noundef nonnull @.str.20)
          to label %87 unwind label %89

87:                                               ; preds = %81
  invoke void @__cxa_throw(ptr nonnull %83, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %88 unwind label %91

88:                                               ; preds = %87
  unreachable

89:                                               ; preds = %81
  %90 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %83) #23
  br label %93

91:                                               ; preds = %87, %79, %75
  %92 = landingpad { ptr, i32 }
          cleanup
  br label %93

93:                                               ; preds = %89, %91
  %94 = phi { ptr, i32 } [ %92, %91 ], [ %90, %89 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %2) #23
  resume { ptr, i32 } %94
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nounwind }
attributes #24 = { noreturn nounwind }
attributes #25 = { builtin nounwind }
attributes #26 = { noreturn }
attributes #27 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !10, i64 24}
!12 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !13, i64 0, !10, i64 24}
!13 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!14 = !{!13, !10, i64 16}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!17 = !{!16, !10, i64 8}
!18 = !{!19, !10, i64 0}
!19 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!20 = !{!21, !22, i64 8}
!21 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !22, i64 8, !22, i64 12}
!22 = !{!"int", !7, i64 0}
!23 = !{!21, !22, i64 12}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !8, i64 0}
!26 = !{!7, !7, i64 0}
!27 = !{!22, !22, i64 0}
!28 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!16, !10, i64 16}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !7, i64 0}
!34 = distinct !{!34, !30}
!35 = !{!36, !10, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !6, i64 16, !6, i64 24}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!40 = !{!36, !10, i64 8}
!41 = !{!36, !6, i64 16}
!42 = !{!36, !6, i64 24}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!72 = distinct !{!72, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!73 = !{!74, !10, i64 0}
!74 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !10, i64 0, !10, i64 8}
!75 = !{!74, !10, i64 8}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!78 = distinct !{!78, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!82 = distinct !{!82, !30}
!83 = distinct !{!83, !30}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!86 = distinct !{!86, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!87 = !{!88, !6, i64 0}
!88 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!89 = !{!90, !6, i64 16}
!90 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !91, i64 0, !88, i64 8, !6, i64 16}
!91 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!92 = !{!93, !10, i64 0}
!93 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!94 = !{!95, !6, i64 24}
!95 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !96, i64 0, !99, i64 16, !6, i64 24, !101, i64 32}
!96 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !97, i64 0}
!97 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !98, i64 0}
!98 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!99 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !100, i64 0}
!100 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!101 = !{!"bool", !7, i64 0}
!102 = !{!95, !101, i64 32}
!103 = !{!98, !10, i64 0}
!104 = !{!105, !10, i64 8}
!105 = !{!"_ZTSSt9type_info", !10, i64 8}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!111 = distinct !{!111, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!112 = !{!113, !6, i64 0}
!113 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!114 = !{!115, !6, i64 16}
!115 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !91, i64 0, !113, i64 8, !6, i64 16}
!116 = !{!117, !6, i64 24}
!117 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !96, i64 0, !99, i64 16, !6, i64 24, !101, i64 32}
!118 = !{!117, !101, i64 32}
!119 = !{!120}
!120 = distinct !{!120, !121, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!121 = distinct !{!121, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!122 = !{!123, !10, i64 0}
!123 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!124 = !{!125, !127, i64 32}
!125 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !126, i64 24, !127, i64 28, !127, i64 32, !10, i64 40, !128, i64 48, !7, i64 64, !22, i64 192, !10, i64 200, !129, i64 208}
!126 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!127 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!128 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!129 = !{!"_ZTSSt6locale", !10, i64 0}
!130 = !{!131, !10, i64 24}
!131 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!132 = !{!133, !10, i64 16}
!133 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!134 = !{!133, !10, i64 0}
!135 = !{!133, !10, i64 8}
!136 = distinct !{!136, !30}
!137 = !{!138, !10, i64 0}
!138 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!139 = !{!140, !101, i64 0}
!140 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !101, i64 0}
!141 = !{i8 0, i8 2}
!142 = !{}
!143 = !{!144, !10, i64 0}
!144 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48}
!145 = !{!146, !146, i64 0}
!146 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!147 = !{!144, !10, i64 8}
!148 = !{!144, !10, i64 16}
!149 = !{!144, !10, i64 24}
!150 = !{!144, !10, i64 32}
!151 = !{!144, !10, i64 40}
!152 = !{!144, !10, i64 48}
!153 = !{!154, !10, i64 0}
!154 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!163 = distinct !{!163, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!164 = !{!165, !10, i64 0}
!165 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!166 = !{!165, !10, i64 16}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!169 = distinct !{!169, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!173 = !{!174, !10, i64 0}
!174 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!175 = distinct !{!175, !30}
!176 = !{!177, !10, i64 16}
!177 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
!178 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !179, i64 0}
!179 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !154, i64 0}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187, !10, i64 16}
!187 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
!188 = !{i64 0, i64 4, !189, i64 4, i64 4, !27, i64 8, i64 4, !27}
!189 = !{!190, !190, i64 0}
!190 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!191 = !{!165, !10, i64 8}
!192 = !{!193, !10, i64 0}
!193 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40}
!194 = !{!193, !10, i64 8}
!195 = !{!193, !10, i64 16}
!196 = !{!193, !10, i64 24}
!197 = !{!193, !10, i64 32}
!198 = !{!193, !10, i64 40}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!201 = distinct !{!201, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!204 = distinct !{!204, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!207 = distinct !{!207, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!213 = distinct !{!213, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!214 = !{!215, !10, i64 16}
!215 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!221 = distinct !{!221, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!222 = !{!223, !10, i64 16}
!223 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !178, i64 0, !10, i64 16, !7, i64 24}
